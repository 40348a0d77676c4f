/**
 * Discord's markdown, the part bots use, turned into DOM nodes (never HTML strings, so message text can't
 * inject markup): **bold**, *italic*, __underline__, ~~strike~~, ||spoiler||, `code`, ```blocks```, > quotes,
 * # headings, -# small text, lists, [masked](https://links), bare links, <@user>, <@&role>, <#channel>,
 * <t:unix:style> timestamps and <:custom:emoji>.
 */
import { h, type Child } from './dom';

export interface MarkdownContext {
  userName(id: string): string | undefined;
  channelName(id: string): string | undefined;
  openChannel(id: string): void;
  /** True when `<@id>` is the person reading (Discord highlights those). */
  isMe(id: string): boolean;
}

const INLINE = new RegExp(
  [
    // As Discord: a backslash before any punctuation shows it as written ("2\." is no list item).
    /\\(?<escaped>[^0-9A-Za-z\s])/.source,
    /```(?<inlineBlock>[\s\S]+?)```/.source,
    /`(?<code>[^`]+)`/.source,
    /\*\*(?<bold>[\s\S]+?)\*\*(?!\*)/.source,
    /__(?<underline>[\s\S]+?)__(?!_)/.source,
    /\*(?<italic>[^*\s](?:[^*]*?[^*\s])?)\*/.source,
    /\b_(?<italic2>[^_\s](?:[^_]*?[^_\s])?)_\b/.source,
    /~~(?<strike>[\s\S]+?)~~/.source,
    /\|\|(?<spoiler>[\s\S]+?)\|\|/.source,
    /\[(?<linkText>[^\]\n]+)\]\(<?(?<linkUrl>https?:\/\/[^)\s>]+)>?\)/.source,
    /<(?<angleUrl>https?:\/\/[^\s>]+)>/.source,
    /(?<url>https?:\/\/[^\s<]+[^\s<.,:;"')\]])/.source,
    /<@!?(?<user>\d+)>/.source,
    /<@&(?<role>\d+)>/.source,
    /<#(?<channel>\d+)>/.source,
    /<t:(?<time>-?\d{1,13})(?::(?<timeStyle>[tTdDfFR]))?>/.source,
    /<(?<animated>a?):(?<emojiName>\w{2,32}):(?<emojiId>\d+)>/.source,
  ].join('|'),
  'g',
);

export function inline(text: string, ctx: MarkdownContext): Node[] {
  const out: Node[] = [];
  let last = 0;
  INLINE.lastIndex = 0;
  // Each alternative consumes at least one character, so the loop always advances.
  for (let m = INLINE.exec(text); m; m = INLINE.exec(text)) {
    if (m.index > last) out.push(document.createTextNode(text.slice(last, m.index)));
    last = m.index + m[0].length;
    const g = m.groups ?? {};
    const rest = INLINE.lastIndex;
    out.push(token(g, ctx));
    INLINE.lastIndex = rest;
  }
  if (last < text.length) out.push(document.createTextNode(text.slice(last)));
  return out;
}

function token(g: Record<string, string | undefined>, ctx: MarkdownContext): Node {
  if (g.escaped !== undefined) return document.createTextNode(g.escaped);
  if (g.inlineBlock !== undefined) return h('code', { class: 'md-code' }, g.inlineBlock);
  if (g.code !== undefined) return h('code', { class: 'md-code' }, g.code);
  if (g.bold !== undefined) return h('strong', {}, inline(g.bold, ctx));
  if (g.underline !== undefined) return h('u', {}, inline(g.underline, ctx));
  if (g.italic !== undefined) return h('em', {}, inline(g.italic, ctx));
  if (g.italic2 !== undefined) return h('em', {}, inline(g.italic2, ctx));
  if (g.strike !== undefined) return h('s', {}, inline(g.strike, ctx));
  if (g.spoiler !== undefined) {
    const el = h('span', {
      class: 'md-spoiler',
      tabindex: 0,
      role: 'button',
      title: 'Spoiler: click to show',
    });
    el.append(...inline(g.spoiler, ctx));
    const reveal = (): void => el.classList.add('revealed');
    el.addEventListener('click', reveal);
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') reveal();
    });
    return el;
  }
  if (g.linkText !== undefined && g.linkUrl !== undefined)
    return link(g.linkUrl, inline(g.linkText, ctx), ctx);
  if (g.angleUrl !== undefined) return link(g.angleUrl, [g.angleUrl], ctx);
  if (g.url !== undefined) return link(g.url, [g.url], ctx);
  if (g.user !== undefined) {
    const name = ctx.userName(g.user) ?? 'unknown-user';
    return h('span', { class: ctx.isMe(g.user) ? 'mention me' : 'mention' }, `@${name}`);
  }
  if (g.role !== undefined) return h('span', { class: 'mention' }, '@role');
  if (g.channel !== undefined) {
    const id = g.channel;
    const name = ctx.channelName(id);
    return h(
      'a',
      {
        class: 'mention',
        href: `#${id}`,
        onclick: (e: Event) => {
          e.preventDefault();
          ctx.openChannel(id);
        },
      },
      `#${name ?? 'unknown'}`,
    );
  }
  if (g.time !== undefined) {
    const date = new Date(Number(g.time) * 1000);
    return h('time', { class: 'md-time', datetime: date.toISOString() }, formatTimestamp(date, g.timeStyle));
  }
  if (g.emojiName !== undefined && g.emojiId !== undefined) {
    return h('span', { class: 'md-emoji', title: `:${g.emojiName}:` }, `:${g.emojiName}:`);
  }
  return document.createTextNode('');
}

/** A Discord message link (`https://discord.com/channels/guild/channel/message`): its channel id. */
const DISCORD_MESSAGE_LINK = /^https:\/\/discord\.com\/channels\/\d+\/(\d+)(?:\/\d+)?$/;

function link(url: string, children: Child[], ctx: MarkdownContext): Node {
  // The bot links to turn messages the way Discord does; in the playground such a link opens the channel here.
  const channelId = DISCORD_MESSAGE_LINK.exec(url)?.[1];
  if (channelId !== undefined && ctx.channelName(channelId) !== undefined) {
    return h(
      'a',
      {
        href: `#${channelId}`,
        onclick: (e: Event) => {
          e.preventDefault();
          ctx.openChannel(channelId);
        },
      },
      children,
    );
  }
  return h('a', { href: url, target: '_blank', rel: 'noopener noreferrer' }, children);
}

export function formatTimestamp(date: Date, style = 'f'): string {
  switch (style) {
    case 't':
      return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
    case 'T':
      return date.toLocaleTimeString();
    case 'd':
      return date.toLocaleDateString();
    case 'D':
      return date.toLocaleDateString(undefined, { dateStyle: 'long' });
    case 'F':
      return date.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
    case 'R':
      return relative(date);
    case 'calendar': {
      // How Discord dates a message: "Today at 11:18 PM", "Yesterday at …", else the date.
      const time = date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
      const days = Math.round((startOfDay(new Date()) - startOfDay(date)) / 86_400_000);
      if (days === 0) return `Today at ${time}`;
      if (days === 1) return `Yesterday at ${time}`;
      return `${date.toLocaleDateString()} ${time}`;
    }
    default:
      return date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });
  }
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function relative(date: Date): string {
  const seconds = Math.round((date.getTime() - Date.now()) / 1000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/** Block level: code fences, quotes, headings, small text and lists; the rest is inline text with breaks. */
export function markdown(text: string, ctx: MarkdownContext): HTMLElement {
  const root = h('div', { class: 'md' });
  const parts = text.split(/```(?:[a-z0-9+-]*\n)?([\s\S]*?)```/i);
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      root.append(h('pre', { class: 'md-block' }, h('code', {}, part.replace(/\n$/, ''))));
    } else {
      appendLines(root, part, ctx);
    }
  });
  return root;
}

function appendLines(root: HTMLElement, text: string, ctx: MarkdownContext): void {
  if (text === '') return;
  const lines = text.split('\n');
  let paragraph: string[] = [];
  let list: HTMLElement | null = null;
  let quote: string[] = [];
  const flushParagraph = (): void => {
    if (paragraph.length === 0) return;
    const p = h('div', { class: 'md-line' });
    paragraph.forEach((line, i) => {
      if (i > 0) p.append(h('br'));
      p.append(...inline(line, ctx));
    });
    root.append(p);
    paragraph = [];
  };
  const flushQuote = (): void => {
    if (quote.length === 0) return;
    const q = h('blockquote', { class: 'md-quote' });
    quote.forEach((line, i) => {
      if (i > 0) q.append(h('br'));
      q.append(...inline(line, ctx));
    });
    root.append(q);
    quote = [];
  };
  const flushAll = (): void => {
    flushParagraph();
    flushQuote();
    list = null;
  };
  for (const line of lines) {
    const heading = /^(#{1,3}) (.+)$/.exec(line);
    const small = /^-# (.+)$/.exec(line);
    const item = /^\s*(?:[-*]|(\d+)\.) (.+)$/.exec(line);
    const quoted = /^> ?(.*)$/.exec(line);
    if (heading) {
      flushAll();
      const level = heading[1]?.length ?? 1;
      const tag = level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3';
      root.append(h(tag, { class: 'md-heading' }, inline(heading[2] ?? '', ctx)));
    } else if (small) {
      flushAll();
      root.append(h('div', { class: 'md-small' }, inline(small[1] ?? '', ctx)));
    } else if (quoted) {
      flushParagraph();
      list = null;
      quote.push(quoted[1] ?? '');
    } else if (item) {
      flushParagraph();
      flushQuote();
      if (!list) {
        list = item[1] ? h('ol', { class: 'md-list', start: item[1] }) : h('ul', { class: 'md-list' });
        root.append(list);
      }
      list.append(h('li', {}, inline(item[2] ?? '', ctx)));
    } else {
      flushQuote();
      list = null;
      paragraph.push(line);
    }
  }
  flushAll();
}
