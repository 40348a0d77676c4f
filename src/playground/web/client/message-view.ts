/**
 * One message as Discord draws it: avatar and author (BOT tag), "Ana used /oil new" above a command's reply,
 * the markdown content, embeds, image attachments (click to enlarge), components, the thread it started and,
 * for ephemerals, "Only you can see this · Dismiss message"; a message that pings the reader is tinted gold.
 */
import { h, type Child } from './dom';
import { icon } from './icons';
import { markdown, formatTimestamp } from './markdown';
import { image, renderComponents, type ComponentActions } from './components-view';
import { MessageFlag, type Attachment, type Embed, type Message } from './shapes';

export interface MessageActions extends Omit<ComponentActions, 'click' | 'select'> {
  click(message: Message, customId: string): Promise<void>;
  select(message: Message, customId: string, values: string[]): Promise<void>;
  dismiss(messageId: string): void;
  openChannel(id: string): void;
  colorOf(userId: string): string;
  nameOf(user: { id: string; username: string; global_name?: string | null }): string;
  botId(): string | undefined;
}

const SYSTEM_THREAD_CREATED = 18;
const GROUP_WINDOW_MS = 7 * 60 * 1000;

export function avatar(name: string, color: string, cls = 'avatar'): HTMLElement {
  return h('div', { class: cls, style: `background:${color}`, 'aria-hidden': 'true' }, initial(name));
}

function initial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

/** Whether `message` continues `previous` (same author, close in time, no command header). */
export function continues(previous: Message | undefined, message: Message): boolean {
  if (!previous) return false;
  if (previous.author.id !== message.author.id) return false;
  if (previous.type === SYSTEM_THREAD_CREATED || message.type === SYSTEM_THREAD_CREATED) return false;
  // A reply to someone's command, button or menu starts its own group, as does a private reply.
  if (message.interaction_metadata || message.interaction) return false;
  const ephemeral = (m: Message): boolean => ((m.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
  if (ephemeral(previous) !== ephemeral(message)) return false;
  return Date.parse(message.timestamp) - Date.parse(previous.timestamp) < GROUP_WINDOW_MS;
}

/**
 * Whether `m` pings the reader: a mention the bot's `allowed_mentions` let through, or @everyone. Discord
 * highlights such a message and counts it on the channel's badge; a name it was not allowed to ping does neither.
 */
export function pings(
  m: { mentions?: readonly { id: string }[]; mention_everyone?: boolean },
  isMe: (id: string) => boolean,
): boolean {
  return m.mention_everyone === true || (m.mentions ?? []).some((u) => isMe(u.id));
}

function commandHeader(m: Message): { user: string; name: string } | undefined {
  const meta = m.interaction_metadata;
  const legacy = m.interaction;
  const user = meta?.user ?? legacy?.user;
  // The command's name with its subcommands ("oil new") is in `interaction` (Discord sends none for buttons and
  // menus): only commands get the "Ana used /oil new" line.
  const name = legacy?.name;
  if (!user || !name) return undefined;
  return { user: user.global_name ?? user.username, name };
}

export function renderMessage(
  m: Message,
  ephemeral: boolean,
  grouped: boolean,
  actions: MessageActions,
): HTMLElement {
  const time = new Date(m.timestamp);
  const flags = m.flags ?? 0;
  const loading = (flags & MessageFlag.Loading) !== 0;
  const authorName = actions.nameOf(m.author);
  const color = actions.colorOf(m.author.id);

  if (m.type === SYSTEM_THREAD_CREATED) {
    const threadId = m.message_reference?.channel_id ?? m.thread?.id;
    return h(
      'article',
      { class: 'message system', 'data-message-id': m.id },
      h('div', { class: 'system-icon' }, icon('thread', 20)),
      h(
        'div',
        { class: 'system-text' },
        h('strong', { style: `color:${color}` }, authorName),
        ' started a thread: ',
        threadId
          ? h(
              'a',
              {
                href: `#${threadId}`,
                onclick: (e: Event) => {
                  e.preventDefault();
                  actions.openChannel(threadId);
                },
              },
              m.content || 'thread',
            )
          : h('strong', {}, m.content),
        '. ',
        h(
          'time',
          { datetime: m.timestamp, class: 'timestamp', title: formatTimestamp(time, 'F') },
          formatTimestamp(time, 'calendar'),
        ),
      ),
    );
  }

  const header = commandHeader(m);
  const body: Child[] = [];
  if (loading) {
    body.push(
      h(
        'div',
        { class: 'thinking' },
        `${authorName} is thinking`,
        h('span', { class: 'dots', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')),
      ),
    );
  } else if (m.content) {
    const content = markdown(m.content, actions.markdown);
    if (m.edited_timestamp && !commandHeader(m)) {
      (content.lastElementChild ?? content).append(h('span', { class: 'edited' }, ' (edited)'));
    }
    body.push(content);
  }
  for (const embed of m.embeds ?? []) body.push(renderEmbed(embed, m.attachments ?? [], actions));
  const images = (m.attachments ?? []).filter((a) => isImage(a) && !usedByEmbed(a, m.embeds ?? []));
  if (images.length > 0) {
    body.push(
      h(
        'div',
        { class: 'attachments' },
        images.map((a) => image(a.url, a.description ?? a.filename, 'attachment', actions)),
      ),
    );
  }
  for (const file of (m.attachments ?? []).filter((a) => !isImage(a))) {
    body.push(
      h('a', { class: 'file', href: file.url, download: file.filename }, icon('file'), ` ${file.filename}`),
    );
  }
  if ((m.components ?? []).length > 0) {
    body.push(
      renderComponents(m.components ?? [], {
        ...actions,
        click: (customId) => actions.click(m, customId),
        select: (customId, values) => actions.select(m, customId, values),
      }),
    );
  }
  if (m.thread) {
    const thread = m.thread;
    body.push(
      h(
        'button',
        { type: 'button', class: 'thread-chip', onclick: () => actions.openChannel(thread.id) },
        h('span', { class: 'thread-name' }, icon('thread'), ` ${thread.name}`),
        h('span', { class: 'thread-open' }, 'Open thread ›'),
      ),
    );
  }
  if (ephemeral) {
    body.push(
      h(
        'div',
        { class: 'ephemeral-note' },
        icon('eye', 14),
        ' Only you can see this · ',
        h(
          'button',
          { type: 'button', class: 'linklike', onclick: () => actions.dismiss(m.id) },
          'Dismiss message',
        ),
      ),
    );
  }

  const classes = ['message'];
  if (grouped && !header) classes.push('grouped');
  if (ephemeral) classes.push('ephemeral');
  if (pings(m, actions.markdown.isMe)) classes.push('mentions-me');
  const isBot = m.author.bot === true || m.author.id === actions.botId();

  return h(
    'article',
    {
      class: classes.join(' '),
      'data-message-id': m.id,
      'aria-label': `${authorName}${ephemeral ? ' (only you can see this)' : ''}`,
    },
    header
      ? h(
          'div',
          { class: 'reply-header' },
          h('span', { class: 'reply-curve', 'aria-hidden': 'true' }),
          h('span', { class: 'reply-user' }, header.user),
          ' used ',
          h('span', { class: 'reply-command' }, `/${header.name}`),
        )
      : null,
    grouped && !header
      ? h('time', { class: 'hover-time', datetime: m.timestamp }, formatTimestamp(time, 't'))
      : avatar(authorName, color),
    h(
      'div',
      { class: 'message-main' },
      grouped && !header
        ? null
        : h(
            'div',
            { class: 'message-header' },
            h('span', { class: 'author', style: `color:${color}` }, authorName),
            isBot ? h('span', { class: 'bot-tag' }, 'APP') : null,
            h(
              'time',
              { class: 'timestamp', datetime: m.timestamp, title: formatTimestamp(time, 'F') },
              formatTimestamp(time, 'calendar'),
            ),
          ),
      body,
    ),
  );
}

function isImage(a: Attachment): boolean {
  return (a.content_type ?? '').startsWith('image/') || /\.(png|jpe?g|gif|webp)$/i.test(a.filename);
}

/** Discord does not show an attachment again below the embed that displays it. */
function usedByEmbed(a: Attachment, embeds: Embed[]): boolean {
  return embeds.some((e) =>
    [e.image?.url, e.thumbnail?.url].some(
      (u) => u !== undefined && (u === a.url || u === a.proxy_url || u === `attachment://${a.filename}`),
    ),
  );
}

/** `attachment://board.png` in an embed means the message's attachment of that name. */
function resolve(url: string | undefined, attachments: Attachment[]): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('attachment://')) {
    const name = url.slice('attachment://'.length);
    return attachments.find((a) => a.filename === name)?.url;
  }
  return url;
}

/**
 * How many of the embed's 12 columns inline field `i` spans, as Discord lays them out: consecutive inline fields
 * share a row, at most 3 to a row, equally; a lone one takes the whole width (the bot's "To act" beside nothing
 * was squeezed into a third, "Ana, then Greedy bot →" over "Ben").
 */
export function inlineSpan(fields: readonly { inline?: boolean }[], i: number): number {
  let start = i;
  while (start > 0 && fields[start - 1]?.inline) start--;
  let end = i;
  while (fields[end + 1]?.inline) end++;
  const rowStart = start + Math.floor((i - start) / 3) * 3;
  const inRow = Math.min(3, end - rowStart + 1);
  return 12 / inRow;
}

function renderEmbed(e: Embed, attachments: Attachment[], actions: MessageActions): HTMLElement {
  const color = e.color !== undefined ? `#${e.color.toString(16).padStart(6, '0')}` : '#1e1f22';
  const imageUrl = resolve(e.image?.url, attachments);
  const thumbUrl = resolve(e.thumbnail?.url, attachments);
  const altOf = (url: string | undefined): string =>
    attachments.find((a) => a.url === url)?.description ?? e.title ?? 'image';
  return h(
    'div',
    { class: 'embed', style: `border-left-color:${color}` },
    h(
      'div',
      { class: 'embed-grid' },
      h(
        'div',
        { class: 'embed-body' },
        e.author
          ? h(
              'div',
              { class: 'embed-author' },
              e.author.icon_url
                ? h('img', { src: e.author.icon_url, alt: '', class: 'embed-author-icon' })
                : null,
              e.author.name,
            )
          : null,
        e.title
          ? h(
              'div',
              { class: 'embed-title' },
              e.url
                ? h('a', { href: e.url, target: '_blank', rel: 'noopener noreferrer' }, e.title)
                : markdown(e.title, actions.markdown),
            )
          : null,
        e.description
          ? h('div', { class: 'embed-description' }, markdown(e.description, actions.markdown))
          : null,
        (e.fields ?? []).length > 0
          ? h(
              'div',
              { class: 'embed-fields' },
              (e.fields ?? []).map((f, i, all) =>
                h(
                  'div',
                  f.inline
                    ? { class: 'embed-field inline', style: `--span: ${inlineSpan(all, i)}` }
                    : { class: 'embed-field' },
                  h('div', { class: 'embed-field-name' }, markdown(f.name, actions.markdown)),
                  h('div', { class: 'embed-field-value' }, markdown(f.value, actions.markdown)),
                ),
              ),
            )
          : null,
      ),
      thumbUrl ? image(thumbUrl, altOf(thumbUrl), 'embed-thumbnail', actions) : null,
    ),
    imageUrl ? image(imageUrl, altOf(imageUrl), 'embed-image', actions) : null,
    e.footer || e.timestamp
      ? h(
          'div',
          { class: 'embed-footer' },
          e.footer?.icon_url
            ? h('img', { src: e.footer.icon_url, alt: '', class: 'embed-footer-icon' })
            : null,
          e.footer?.text ?? '',
          e.footer && e.timestamp ? ' • ' : '',
          e.timestamp ? formatTimestamp(new Date(e.timestamp), 'f') : '',
        )
      : null,
  );
}
