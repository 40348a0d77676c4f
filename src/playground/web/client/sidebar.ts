/**
 * The channel list: the server's text channels with their threads nested under them (newest first), the open
 * one highlighted, unread ones bold, with a badge counting the times the person was mentioned there. On a phone it is a drawer opened from the header's menu button.
 */
import type { ChannelInfo, WorldInfo } from '../protocol';
import { byId, clear, h } from './dom';
import { drawEmoji } from './emoji';

const THREAD_TYPES = new Set([10, 11, 12]);

export function isThread(c: ChannelInfo): boolean {
  return THREAD_TYPES.has(c.type) || c.parentId !== undefined;
}

/** What the person has not read yet: channels with new messages, and how often they were mentioned there. */
export interface Marks {
  unread: Set<string>;
  mentions: Map<string, number>;
}

export function renderSidebar(
  world: WorldInfo,
  current: string | undefined,
  marks: Marks,
  open: (id: string) => void,
): void {
  byId('guild-name').textContent = world.guild.name;
  const list = byId('channel-list');
  clear(list);
  const channels = world.channels.filter((c) => !isThread(c)).sort((a, b) => a.position - b.position);
  const link = (c: ChannelInfo, thread: boolean): HTMLElement => {
    const classes = ['channel-link'];
    if (thread) classes.push('thread');
    if (c.id === current) classes.push('active');
    if (marks.unread.has(c.id)) classes.push('unread');
    const mentioned = marks.mentions.get(c.id) ?? 0;
    if (c.archived) classes.push('archived');
    return h(
      'a',
      {
        class: classes.join(' '),
        href: `#${c.id}`,
        'data-channel-id': c.id,
        'aria-current': c.id === current ? 'page' : undefined,
        onclick: (e: Event) => {
          e.preventDefault();
          open(c.id);
        },
      },
      h('span', { class: 'channel-icon', 'aria-hidden': 'true' }, thread ? '' : '#'),
      drawEmoji(h('span', { class: 'channel-name' }, c.name)),
      mentioned > 0
        ? h(
            'span',
            { class: 'badge', title: `You were mentioned ${mentioned} time${mentioned === 1 ? '' : 's'}` },
            String(mentioned),
          )
        : null,
    );
  };
  list.append(h('div', { class: 'category' }, 'Text channels'));
  for (const channel of channels) {
    const threads = world.channels
      .filter((t) => isThread(t) && t.parentId === channel.id)
      .sort((a, b) => Number(a.archived ?? false) - Number(b.archived ?? false) || b.position - a.position);
    list.append(
      h(
        'div',
        { class: 'channel-group' },
        link(channel, false),
        threads.length > 0
          ? h(
              'div',
              { class: 'threads' },
              threads.map((t) => link(t, true)),
            )
          : null,
      ),
    );
  }
}

export function setupDrawer(): { close(): void } {
  const app = byId('app');
  const toggle = byId<HTMLButtonElement>('menu-button');
  const scrim = byId('scrim');
  const set = (open: boolean): void => {
    const wasOpen = app.classList.contains('drawer-open');
    app.classList.toggle('drawer-open', open);
    toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
    // Keyboard users land in the list when it opens and back on the button when it closes.
    if (open && !wasOpen) {
      (
        document.querySelector<HTMLElement>('.channel-link.active') ??
        document.querySelector<HTMLElement>('.channel-link')
      )?.focus();
    } else if (
      !open &&
      wasOpen &&
      app.contains(document.activeElement) &&
      document.activeElement?.closest('#sidebar')
    ) {
      toggle.focus();
    }
  };
  toggle.addEventListener('click', () => set(!app.classList.contains('drawer-open')));
  scrim.addEventListener('click', () => set(false));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && app.classList.contains('drawer-open')) set(false);
  });
  return { close: () => set(false) };
}
