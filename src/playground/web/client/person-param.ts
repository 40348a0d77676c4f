/**
 * The person a tab's `?user=` names: by id, username ("caro") or display name ("Caro Lee"), as a person types
 * it into the address bar: any case, with or without the space or a leading "@" ("caro%20lee", "CaroLee",
 * "@caro"). Pure functions, no DOM.
 */
import type { PersonInfo } from '../protocol';

/** `text` without case, spaces or a leading "@": "@Caro Lee" and "carolee" are the same. */
const folded = (text: string): string => text.replace(/^@/u, '').replace(/\s+/gu, '').toLowerCase();

/** The person `wanted` names (id, username or display name), or undefined. */
export function personNamed(people: readonly PersonInfo[], wanted: string): PersonInfo | undefined {
  const w = folded(wanted);
  if (w === '') return undefined;
  return (
    people.find((p) => p.id === wanted.trim()) ??
    people.find((p) => folded(p.username) === w) ??
    people.find((p) => folded(p.name) === w)
  );
}

/** "Caro Lee (caro)": a person's name, with the username a `?user=` can give when it is not the same word. */
const called = (p: PersonInfo): string =>
  folded(p.name) === folded(p.username) ? p.name : `${p.name} (${p.username})`;

/**
 * What the tab says when `?user=` (`wanted`) names nobody of the playground: it plays as `playing` instead, and a
 * second tab opened as "?user=cy" would otherwise act as Ana without a word. It lists who may be asked for.
 */
export function nobodyCalled(
  people: readonly PersonInfo[],
  wanted: string,
  playing: PersonInfo | undefined,
): string {
  const names = people.map(called).join(', ');
  return `Nobody called “${wanted}” here: this tab plays as ${playing?.name ?? 'nobody'}. The people are ${names}.`;
}
