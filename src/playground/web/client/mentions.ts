/**
 * Mentions in a chat line, as Discord's client makes them: typing "@" offers the members whose name begins with
 * what follows (`mentionAt`, `membersMatching`), the people of the open channel first (`peopleOf`); choosing
 * one writes "@Ana Smith", and on sending each "@name" of a member becomes the mention "<@id>"
 * (`withMentions`), which pings them. Pure functions, no DOM.
 */
import type { Embed } from './shapes';
import type { PageMessage } from '../protocol';
import { escapeRegExp } from './command-line';

export interface Member {
  id: string;
  name: string;
}

/** Discord's longest display name: an "@" further back than this is not being typed as a mention. */
const NAME_MAX = 32;
/** As many members as Discord's pop-up lists. */
const LIST_MAX = 10;

/**
 * A chat line as Discord's client sends it: each "@name" of a member (any case; the longest name first, so
 * "@Ana Smith" is Ana Smith even beside an "Ana"), or "@id", becomes "<@id>"; an "@" that names nobody stays as
 * typed ("me@home", "@all", a mention already written).
 */
export function withMentions(text: string, members: readonly Member[]): string {
  const names = members
    .map((m) => m.name)
    .filter((n) => n !== '')
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const pattern = new RegExp(`(^|[^\\w<])@(${[...names, '[\\w.-]*\\w'].join('|')})(?!\\w)`, 'giu');
  return text.replace(pattern, (all, before: string, name: string) => {
    const lower = name.toLowerCase();
    const member = members.find((m) => m.name.toLowerCase() === lower || m.id === name);
    return member ? `${before}<@${member.id}>` : all;
  });
}

/**
 * The mention being typed just before the caret: where its "@" stands and what follows it ("@Ana S" →
 * `{ start, query: 'Ana S' }`), or undefined when the caret is not in one (no "@", an address "ana@home", a
 * query too long to be a name).
 */
export function mentionAt(beforeCaret: string): { start: number; query: string } | undefined {
  const start = beforeCaret.lastIndexOf('@');
  if (start < 0) return undefined;
  if (start > 0 && /[\w<]/u.test(beforeCaret[start - 1] ?? '')) return undefined;
  const query = beforeCaret.slice(start + 1);
  if (query.length > NAME_MAX || query.startsWith(' ') || query.includes('\n')) return undefined;
  return { start, query };
}

/**
 * The people of a channel (a game's thread: its players), from its messages, the most recent first: who wrote
 * each, who used the command or button it answers, and whom it names ("<@id>" in its text or embeds: a lobby
 * lists its seats, a turn message names the player to act). Private replies count only for their reader.
 */
export function peopleOf(messages: readonly PageMessage[]): string[] {
  const seen: string[] = [];
  for (const { message: m } of [...messages].reverse()) {
    const named = [m.content, ...(m.embeds ?? []).flatMap(embedTexts)].flatMap((t) =>
      [...(t ?? '').matchAll(/<@!?(\d+)>/gu)].map((x) => x[1] ?? ''),
    );
    const users = [
      m.author.bot ? undefined : m.author.id,
      m.interaction_metadata?.user?.id,
      m.interaction?.user?.id,
      ...(m.mentions ?? []).map((u) => u.id),
      ...named,
    ];
    for (const id of users) if (id && !seen.includes(id)) seen.push(id);
  }
  return seen;
}

const embedTexts = (e: Embed): (string | undefined)[] => [
  e.title,
  e.description,
  ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
  e.footer?.text,
];

/**
 * The members the pop-up offers for `query`: those whose name begins with it, then those with a later word
 * beginning with it ("@Sm" finds Ana Smith); at most ten. As Discord's pop-up in a thread, the people of the
 * channel (`present`, ids the most recent first: ./peopleOf) come before the others, in that order; the others
 * are in alphabetical order.
 */
export function membersMatching<T extends Member>(
  members: readonly T[],
  query: string,
  present: readonly string[] = [],
): T[] {
  const q = query.toLowerCase();
  const rank = (m: T): number => {
    const at = present.indexOf(m.id);
    return at < 0 ? present.length : at;
  };
  const order = (a: T, b: T): number => rank(a) - rank(b) || a.name.localeCompare(b.name);
  const begins = (m: T): boolean => m.name.toLowerCase().startsWith(q);
  const wordBegins = (m: T): boolean =>
    m.name
      .toLowerCase()
      .split(/\s+/u)
      .some((w) => w.startsWith(q));
  const matching = (group: readonly T[]): T[] => [
    ...group.filter(begins).sort(order),
    ...group.filter((m) => !begins(m) && wordBegins(m)).sort(order),
  ];
  const here = members.filter((m) => present.includes(m.id));
  const others = members.filter((m) => !present.includes(m.id));
  return [...matching(here), ...matching(others)].slice(0, LIST_MAX);
}
