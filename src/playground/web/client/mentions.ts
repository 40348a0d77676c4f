/**
 * Mentions in a chat line, as Discord's client makes them: typing "@" offers the members whose name begins with
 * what follows (`mentionAt`, `membersMatching`), choosing one writes "@Ana Smith", and on sending each "@name"
 * of a member becomes the mention "<@id>" (`withMentions`), which pings them. Pure functions, no DOM.
 */
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
 * The members the pop-up offers for `query`: those whose name begins with it, then those with a later word
 * beginning with it ("@Sm" finds Ana Smith), each group in alphabetical order; at most ten.
 */
export function membersMatching<T extends Member>(members: readonly T[], query: string): T[] {
  const q = query.toLowerCase();
  const alphabetical = (a: T, b: T): number => a.name.localeCompare(b.name);
  const first = members.filter((m) => m.name.toLowerCase().startsWith(q)).sort(alphabetical);
  const later = members
    .filter(
      (m) =>
        !first.includes(m) &&
        m.name
          .toLowerCase()
          .split(/\s+/u)
          .some((w) => w.startsWith(q)),
    )
    .sort(alphabetical);
  return [...first, ...later].slice(0, LIST_MAX);
}
