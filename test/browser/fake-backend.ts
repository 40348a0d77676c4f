/**
 * A small in-memory backend for the page's own browser tests: a server with two channels, four people and a
 * `/demo` command whose answers use every kind of message part the page draws (embeds, an image, buttons of
 * each style, a select, a modal, an ephemeral reply, a thread). It is not Derrick: it lets the page be tested
 * alone, deterministically, without the stand-in and the bot.
 */
import { EventEmitter } from 'node:events';
import type { APIMessage } from 'discord-api-types/v10';
import type { BackendChange, PlaygroundBackend } from '../../src/playground/web/backend';
import type {
  ActionResponse,
  ChannelInfo,
  ClickRequest,
  CommandInfo,
  OptionValue,
  PageMessage,
  RunCommandRequest,
  SayRequest,
  SelectRequest,
  SubmitModalRequest,
  WorldInfo,
} from '../../src/playground/web/protocol';

interface Stored {
  message: APIMessage;
  visibleTo?: string;
}

/** A 2×2 PNG (red, green / blue, white), enough to test images and the lightbox. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

export class FakeBackend implements PlaygroundBackend {
  readonly events = new EventEmitter();
  readonly log: { kind: string; user: string; detail: string }[] = [];
  private nextId = 1_000_000_000_000_000_000n;
  private readonly channels: ChannelInfo[] = [
    { id: '100', name: 'general', type: 0, position: 0 },
    { id: '101', name: 'oil-springs', type: 0, position: 1 },
  ];
  private readonly people = [
    { id: '1', name: 'Ana', username: 'ana', color: '#e67e22' },
    { id: '2', name: 'Ben', username: 'ben', color: '#3498db' },
    { id: '3', name: 'Caro', username: 'caro', color: '#2ecc71' },
    { id: '4', name: 'Dev', username: 'dev', color: '#e91e63' },
  ];
  private readonly bot = { id: '9', name: 'Derrick', username: 'derrick', color: '#5865f2', bot: true };
  private readonly messagesByChannel = new Map<string, Stored[]>();
  private votes = 0;

  world(): WorldInfo {
    return {
      guild: { id: '50', name: 'Derrick Playground' },
      channels: this.channels,
      people: this.people,
      bot: this.bot,
    };
  }

  commands(): CommandInfo[] {
    return [
      {
        id: '700',
        name: 'demo',
        description: 'Show every kind of message part',
        options: [
          {
            type: 1,
            name: 'show',
            description: 'Post a demo message',
            options: [
              {
                type: 3,
                name: 'flavour',
                description: 'Which demo to post',
                required: true,
                choices: [
                  { name: 'Everything', value: 'everything' },
                  { name: 'Secret (ephemeral)', value: 'secret' },
                  { name: 'Thread', value: 'thread' },
                ],
              },
              { type: 3, name: 'spot', description: 'A spot on the board', autocomplete: true },
              { type: 4, name: 'count', description: 'How many', min_value: 1, max_value: 5 },
              { type: 5, name: 'loud', description: 'Ping everyone' },
            ],
          },
          { type: 1, name: 'ping', description: 'Answer pong' },
        ],
      },
    ];
  }

  messages(channelId: string, userId: string): PageMessage[] | undefined {
    if (!this.channels.some((c) => c.id === channelId)) return undefined;
    return (this.messagesByChannel.get(channelId) ?? [])
      .filter((s) => s.visibleTo === undefined || s.visibleTo === userId)
      .map((s) => ({ message: s.message, ephemeral: s.visibleTo !== undefined }));
  }

  async runCommand(r: RunCommandRequest): Promise<ActionResponse> {
    this.log.push({ kind: 'command', user: r.user, detail: JSON.stringify(r.options) });
    const sub = r.options[0];
    if (!sub) return { ok: false, error: 'no subcommand' };
    const user = this.person(r.user);
    const meta = { name: `${r.name} ${sub.name}`, user };
    if (sub.name === 'ping') {
      this.post(r.channelId, { content: 'pong', interaction: meta });
      return { ok: true };
    }
    const flavour = value(sub.options, 'flavour');
    const spot = value(sub.options, 'spot');
    if (flavour === 'secret') {
      this.post(
        r.channelId,
        { content: `Your secret hand, ${user.username}: **3 ore**`, interaction: meta },
        r.user,
      );
    } else if (flavour === 'thread') {
      const id = this.id();
      const thread: ChannelInfo = {
        id,
        name: `Game by ${user.username}`,
        type: 11,
        parentId: r.channelId,
        position: 10,
      };
      this.channels.push(thread);
      this.emit({ type: 'world' });
      this.post(id, { content: 'Lobby: 1 of 4 seats taken.' });
      this.post(r.channelId, { content: `Opened <#${id}>`, interaction: meta });
    } else {
      this.post(r.channelId, this.everything(meta, spot));
    }
    return { ok: true };
  }

  async autocomplete(r: RunCommandRequest): Promise<{ choices: { name: string; value: string }[] }> {
    const focused = r.options.flatMap((o) => o.options ?? []).find((o) => o.focused);
    const typed = String(focused?.value ?? '').toLowerCase();
    const spots = [
      'A1 (wood 6)',
      'A2 (brick 8)',
      'B7 (ore 5)',
      'C3 (grain 9)',
      // As long as a Wildcatters move named in full: wider than a phone's suggestion list.
      'E5 (far north, past the old mill and up the river to the pasture on the coast: wool 10)',
    ];
    return {
      choices: spots
        .filter((s) => s.toLowerCase().includes(typed))
        .map((s) => ({ name: s, value: s.slice(0, 2).toLowerCase() })),
    };
  }

  async click(r: ClickRequest): Promise<ActionResponse> {
    this.log.push({ kind: 'click', user: r.user, detail: r.customId });
    if (r.customId === 'vote') {
      this.votes += 1;
      const stored = this.find(r.channelId, r.messageId);
      if (stored) {
        stored.message = {
          ...stored.message,
          content: `Votes: ${this.votes}`,
          edited_timestamp: new Date().toISOString(),
        };
        this.emit({ type: 'message', channelId: r.channelId, message: stored.message });
      }
      return { ok: true };
    }
    if (r.customId === 'hand') {
      this.post(r.channelId, { content: `Only for ${this.person(r.user).username}: 2 wood` }, r.user);
      return { ok: true };
    }
    if (r.customId === 'offer') {
      return {
        ok: true,
        modal: {
          custom_id: 'offer-modal',
          title: 'Offer a trade',
          components: [
            {
              type: 1,
              components: [{ type: 4, custom_id: 'give', label: 'You give', style: 1, required: true }],
            },
          ],
        },
      };
    }
    if (r.customId === 'slow') return { ok: false, error: 'the bot did not answer within 3 seconds' };
    return { ok: true };
  }

  async select(r: SelectRequest): Promise<ActionResponse> {
    this.log.push({ kind: 'select', user: r.user, detail: r.values.join(',') });
    this.post(r.channelId, { content: `${this.person(r.user).username} chose ${r.values.join(', ')}` });
    return { ok: true };
  }

  async submitModal(r: SubmitModalRequest): Promise<ActionResponse> {
    this.log.push({ kind: 'modal', user: r.user, detail: JSON.stringify(r.fields) });
    this.post(r.channelId, { content: `${this.person(r.user).username} offers ${r.fields.give ?? ''}` });
    return { ok: true };
  }

  async dismiss(r: { user: string; channelId: string; messageId: string }): Promise<ActionResponse> {
    const list = this.messagesByChannel.get(r.channelId) ?? [];
    const index = list.findIndex((s) => s.message.id === r.messageId && s.visibleTo === r.user);
    if (index < 0) return { ok: false, error: 'only your own ephemeral messages can be dismissed' };
    list.splice(index, 1);
    this.emit({ type: 'messageDelete', channelId: r.channelId, messageId: r.messageId, visibleTo: r.user });
    return { ok: true };
  }

  async say(r: SayRequest): Promise<ActionResponse> {
    this.log.push({ kind: 'say', user: r.user, detail: r.content });
    this.post(r.channelId, { content: r.content, author: this.person(r.user) });
    return { ok: true };
  }

  async file(path: string): Promise<{ body: Buffer; contentType: string } | undefined> {
    return path === 'board.png' ? { body: PNG, contentType: 'image/png' } : undefined;
  }

  subscribe(listener: (change: BackendChange) => void): () => void {
    this.events.on('change', listener);
    return () => this.events.off('change', listener);
  }

  private emit(change: BackendChange): void {
    this.events.emit('change', change);
  }

  private person(id: string): { id: string; username: string; global_name: string } {
    const p = this.people.find((x) => x.id === id);
    return { id, username: p?.name ?? id, global_name: p?.name ?? id };
  }

  private id(): string {
    this.nextId += 1n;
    return this.nextId.toString();
  }

  private find(channelId: string, messageId: string): Stored | undefined {
    return this.messagesByChannel.get(channelId)?.find((s) => s.message.id === messageId);
  }

  /** A plain bot message in a channel, as the bot posts reminders (with `components`, buttons below it). */
  announce(channelId: string, content: string, components: unknown[] = []): APIMessage {
    return this.post(channelId, { content, components });
  }

  /** Discord's "Derrick started a thread: <name>" in `channelId` (a THREAD_CREATED system message, type 18). */
  announceThread(channelId: string, threadId: string, name: string): APIMessage {
    return this.post(channelId, { type: 18, content: name, message_reference: { channel_id: threadId } });
  }

  /** A message naming people it does not ping (the bot's `allowed_mentions` left them out: quiet hours). */
  announceQuietly(channelId: string, content: string): APIMessage {
    return this.post(channelId, { content, mentions: [] });
  }

  /** A turn message whose board is `/files/<file>` (one the backend does not have: a picture no longer kept). */
  postBoard(channelId: string, file: string): APIMessage {
    return this.post(channelId, {
      content: 'An old turn',
      attachments: [
        {
          id: this.id(),
          filename: 'board.png',
          url: `/files/${file}`,
          content_type: 'image/png',
          description: 'The board, turn 2',
        },
      ],
      embeds: [{ title: 'Oil Springs — turn 2', image: { url: 'attachment://board.png' } }],
    });
  }

  /** The last turn of a finished game, as the bot posts it: a result, the "My hand" button, nobody mentioned. */
  finish(channelId: string): APIMessage {
    return this.post(channelId, {
      embeds: [
        { title: 'Oil Springs — game over', fields: [{ name: 'Result', value: 'Ana wins with 10 VP' }] },
      ],
      components: [{ type: 1, components: [{ type: 2, style: 2, label: 'My hand', custom_id: 'hand' }] }],
    });
  }

  private post(channelId: string, partial: Record<string, unknown>, visibleTo?: string): APIMessage {
    const message = {
      id: this.id(),
      channel_id: channelId,
      type: 0,
      author: { id: this.bot.id, username: 'Derrick', bot: true, global_name: null },
      content: '',
      // Discord's default allowed_mentions: every <@id> in the content pings.
      mentions: [...String(partial.content ?? '').matchAll(/<@!?(\d+)>/g)].map((m) =>
        this.person(m[1] ?? ''),
      ),
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      embeds: [],
      attachments: [],
      components: [],
      flags: visibleTo ? 64 : 0,
      ...partial,
    } as unknown as APIMessage;
    const list = this.messagesByChannel.get(channelId) ?? [];
    list.push({ message, visibleTo });
    this.messagesByChannel.set(channelId, list);
    this.emit({ type: 'message', channelId, message, visibleTo });
    return message;
  }

  private everything(meta: unknown, spot: string | undefined): Record<string, unknown> {
    return {
      content: `**Turn 3** — <@2> to act. ${spot ? `Spot: \`${spot}\`` : ''}`,
      interaction: meta,
      attachments: [
        {
          id: '1',
          filename: 'board.png',
          url: '/files/board.png',
          content_type: 'image/png',
          description: 'The board: Ana leads with 4 points',
          width: 2,
          height: 2,
        },
      ],
      embeds: [
        {
          title: 'Oil Springs',
          description: 'Ana rolled **8**: Ben +2 ore.',
          color: 0xe67e22,
          image: { url: 'attachment://board.png' },
          fields: [
            { name: 'Ana', value: '4 VP', inline: true },
            { name: 'Ben', value: '3 VP', inline: true },
          ],
          footer: { text: 'State 12' },
        },
      ],
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'Vote', custom_id: 'vote' },
            { type: 2, style: 2, label: 'My hand', custom_id: 'hand' },
            { type: 2, style: 3, label: 'Offer trade', custom_id: 'offer' },
            { type: 2, style: 4, label: 'Slow', custom_id: 'slow' },
            { type: 2, style: 2, label: 'Build city', custom_id: 'city', disabled: true },
          ],
        },
        {
          type: 1,
          components: [
            {
              type: 3,
              custom_id: 'spot',
              placeholder: 'Pick a spot',
              options: [
                { label: 'A1', value: 'a1', description: 'wood 6, brick 8' },
                { label: 'B7', value: 'b7', description: 'ore 5' },
              ],
            },
          ],
        },
      ],
    };
  }
}

function value(options: OptionValue[] | undefined, name: string): string | undefined {
  const found = options?.find((o) => o.name === name);
  return found?.value === undefined ? undefined : String(found.value);
}
