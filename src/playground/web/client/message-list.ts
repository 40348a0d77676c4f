/**
 * The open channel's messages on screen: drawn once when the channel opens, then kept up to date message by
 * message as events arrive (a changed message is redrawn in place, with its follower, since grouping depends on
 * the message before). Stays at the bottom while the person is there, and brings their own new private replies
 * into view.
 */
import type { ChannelInfo, PageMessage } from '../protocol';
import { byId, clear, h } from './dom';
import { drawEmoji } from './emoji';
import { icon } from './icons';
import { continues, renderMessage, type MessageActions } from './message-view';
import type { Message } from './shapes';
import { isThread } from './sidebar';

const NEAR_BOTTOM_PX = 120;

export interface MessageListHost {
  actions: MessageActions;
  channel(): ChannelInfo | undefined;
  /** Something to offer at the top of a channel with no messages (or null). */
  starter(): HTMLElement | null;
  /** The person asked for older messages. */
  showEarlier(): void;
  /** After every change (the header's nudges follow the messages). */
  changed(messages: readonly PageMessage[]): void;
}

export class MessageList {
  private entries: PageMessage[] = [];
  private hasMore = false;
  private stickToBottom = true;

  constructor(private readonly host: MessageListHost) {
    const scroller = byId('scroller');
    const jump = byId<HTMLButtonElement>('jump');
    jump.addEventListener('click', () => {
      this.stickToBottom = true;
      this.scrollToBottom();
      jump.hidden = true;
    });
    scroller.addEventListener('scroll', () => {
      if (this.nearBottom()) jump.hidden = true;
    });
  }

  get messages(): readonly PageMessage[] {
    return this.entries;
  }

  /** Draws a freshly loaded channel. */
  show(messages: PageMessage[], hasMore: boolean): void {
    this.entries = messages;
    this.hasMore = hasMore;
    this.renderAll();
  }

  /** Runs `load` (which shows older messages) and keeps what was on screen where it was. */
  async keepPlace(load: () => Promise<void>): Promise<void> {
    const scroller = byId('scroller');
    const fromBottom = scroller.scrollHeight - scroller.scrollTop;
    await load();
    this.stickToBottom = false;
    scroller.scrollTop = scroller.scrollHeight - fromBottom;
  }

  /**
   * Asks the host for the starter again, in a channel still empty: what it offers depends on the bot's commands
   * and the channel, which can arrive after the channel was drawn (a page back from a restart may refetch before
   * the bot has registered its commands again).
   */
  refreshStarter(): void {
    const start = document.querySelector('#messages .channel-start');
    if (!start) return;
    start.querySelector('.starter')?.remove();
    const starter = this.starter();
    if (starter) start.append(starter);
  }

  /** The host's starter while the channel has no message, else nothing. */
  private starter(): HTMLElement | null {
    return this.entries.length === 0 ? this.host.starter() : null;
  }

  upsert(entry: PageMessage): void {
    const stick = this.nearBottom();
    document.querySelector('.starter')?.remove();
    const index = this.entries.findIndex((m) => m.message.id === entry.message.id);
    const list = byId('messages');
    if (index >= 0) {
      this.entries[index] = entry;
      const old = this.element(entry.message.id);
      const fresh = this.renderAt(index);
      if (old) old.replaceWith(fresh);
      else list.append(fresh);
      this.redraw(index + 1);
    } else {
      this.entries.push(entry);
      this.entries.sort((a, b) => compareIds(a.message.id, b.message.id));
      const at = this.entries.findIndex((m) => m.message.id === entry.message.id);
      if (at === this.entries.length - 1) list.append(this.renderAt(at));
      else this.renderAll();
    }
    // A new private reply answers something this person just did: bring it into view.
    this.stickToBottom = stick || (index < 0 && entry.ephemeral);
    if (this.stickToBottom) this.scrollToBottom();
    // Reading older messages: say that something new arrived instead of pulling the page away.
    else if (index < 0) byId('jump').hidden = false;
    this.host.changed(this.entries);
  }

  remove(id: string): void {
    const index = this.entries.findIndex((m) => m.message.id === id);
    if (index < 0) return;
    this.entries.splice(index, 1);
    this.element(id)?.remove();
    this.redraw(index);
    this.host.changed(this.entries);
  }

  private renderAll(): void {
    const list = byId('messages');
    clear(list);
    const channel = this.host.channel();
    if (this.hasMore) {
      list.append(
        h(
          'div',
          { class: 'earlier' },
          h(
            'button',
            { type: 'button', class: 'button secondary', onclick: () => this.host.showEarlier() },
            'Show earlier messages',
          ),
        ),
      );
    }
    const thread = channel !== undefined && isThread(channel);
    list.append(
      h(
        'div',
        { class: this.hasMore ? 'channel-start hidden' : 'channel-start' },
        h('div', { class: 'channel-start-icon', 'aria-hidden': 'true' }, thread ? icon('thread', 40) : '#'),
        h('h2', {}, channel ? `Welcome to ${thread ? '' : '#'}${channel.name}!` : 'No channel'),
        h('p', {}, 'This is the start of the channel. Type / to talk to Derrick.'),
        this.starter(),
      ),
    );
    this.entries.forEach((_, i) => list.append(this.renderAt(i)));
    this.stickToBottom = true;
    this.scrollToBottom();
    byId('jump').hidden = true;
    this.host.changed(this.entries);
  }

  private renderAt(index: number): HTMLElement {
    const entry = this.entries[index];
    if (!entry) throw new Error('no message there');
    const previous = this.entries[index - 1]?.message as Message | undefined;
    const message = entry.message as Message;
    const el = drawEmoji(
      renderMessage(message, entry.ephemeral, continues(previous, message), this.host.actions),
    );
    for (const img of el.querySelectorAll('img')) {
      img.addEventListener('load', () => {
        if (this.stickToBottom) this.scrollToBottom();
      });
    }
    return el;
  }

  /** Redraws the message at `index` (its grouping with the one before may have changed). */
  private redraw(index: number): void {
    const entry = this.entries[index];
    if (entry) this.element(entry.message.id)?.replaceWith(this.renderAt(index));
  }

  private element(id: string): Element | null {
    return byId('messages').querySelector(`[data-message-id="${CSS.escape(id)}"]`);
  }

  private nearBottom(): boolean {
    const scroller = byId('scroller');
    return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
  }

  private scrollToBottom(): void {
    const scroller = byId('scroller');
    scroller.scrollTop = scroller.scrollHeight;
  }
}

/** Snowflakes compare as numbers; longer means later. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
