import type { GameEvent, Tally } from './types';

/** Seat tokens in event texts: engines write `{p2}`, presenters turn it into a display name. */
export function seatRef(seat: number): string {
  return `{p${seat}}`;
}

/** Seat `seat`'s name in `names` (display names by seat), or "Seat N+1" when it has none. */
export function seatName(names: readonly (string | undefined)[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

/** Replace every `{pN}` token with `names[N]` (or "Seat N+1" when unknown). */
export function formatSeats(text: string, names: readonly string[]): string {
  return text.replace(/\{p(\d+)\}/g, (_m, n: string) => seatName(names, Number(n)));
}

/**
 * A private event as its reader reads it: their own seat is "You" at the start of a sentence and "you" elsewhere
 * ("You stole 1 grain from Ben.", "Ana stole 1 grain from you.", "your" for "'s" or "’s"), the others by name.
 * Private texts are written in the past tense (or without their reader as a subject), so the verb agrees either
 * way.
 */
export function formatSeatsFor(text: string, names: readonly string[], reader: number): string {
  const own = new RegExp(`\\{p${reader}\\}(['’]s)?`, 'g');
  const you = (_m: string, possessive: string | undefined, at: number): string => {
    const word = possessive ? 'your' : 'you';
    const opens = at === 0 || /[.!?]\s+$/.test(text.slice(0, at));
    return opens ? `${word[0]!.toUpperCase()}${word.slice(1)}` : word;
  };
  return formatSeats(text.replace(own, you), names);
}

/** Past tenses without "-ed" that event texts open with after a seat ("{p0} took …", "{p1} stole …"). */
const PAST_TENSES = new Set([
  ...['bid', 'bought', 'built', 'came', 'chose', 'did', 'drew', 'fell', 'flew', 'found', 'gave', 'got'],
  ...['had', 'held', 'kept', 'left', 'lost', 'made', 'paid', 'put', 'ran', 'repaid', 'rode', 'sent', 'set'],
  ...['sold', 'spent', 'stole', 'struck', 'swam', 'took', 'went', 'withdrew', 'won', 'wrote'],
]);

/**
 * Whether `text` (an event's text after its opening seat token) goes on with a verb in the past tense: "took the
 * Texas card", "rolled 8" — a done deed — not "gets 1 oil" or "is not asked".
 */
export function opensInPastTense(text: string): boolean {
  const verb = /^[a-z]+/.exec(text)?.[0] ?? '';
  return verb.endsWith('ed') || PAST_TENSES.has(verb);
}

/**
 * Event texts by a small integer key, each built once: the engines' hot paths (a roll, the end of a turn)
 * would otherwise build the same few strings again and again. `make(key)` must depend on the key alone.
 */
export class TextCache {
  private readonly texts: (string | undefined)[] = [];

  constructor(private readonly make: (key: number) => string) {}

  get(key: number): string {
    let text = this.texts[key];
    if (text === undefined) {
      text = this.make(key);
      this.texts[key] = text;
    }
    return text;
  }
}

/**
 * Events by a small integer key, each built once and frozen: the same `{ text, kind }` object every time, for
 * the engines' most frequent events (nobody changes an event once pushed; freezing makes sure). `text(key)`
 * must depend on the key alone.
 */
export class EventCache {
  private readonly events: (GameEvent | undefined)[] = [];

  constructor(
    private readonly kind: string,
    private readonly text: (key: number) => string,
    /** The move's amounts (`GameEvent.tally`), when a run of it folds on the turn message. */
    private readonly tally?: (key: number) => Tally,
  ) {}

  get(key: number): GameEvent {
    let event = this.events[key];
    if (event === undefined) {
      const text = this.text(key);
      event = Object.freeze(
        this.tally ? { text, kind: this.kind, tally: this.tally(key) } : { text, kind: this.kind },
      );
      this.events[key] = event;
    }
    return event;
  }
}

/** The keys of an event's `until`, as a list. */
function untilKeys(e: GameEvent): readonly string[] {
  return e.until === undefined ? [] : typeof e.until === 'string' ? [e.until] : e.until;
}

/**
 * The positions in `events` (oldest first) of the steps a later line sums up: a public event with `until` once a
 * later public event of that kind, or one that `reveals` that key, follows. Four lines of "… has answered the
 * auction (sealed)" said nothing the result's "Bids: …" line below them did not, on a phone's turn message and in
 * /oil log alike.
 */
export function summedUp(events: readonly GameEvent[]): Set<number> {
  const told = new Set<string>();
  const out = new Set<number>();
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.to && e.to.length > 0) continue;
    if (untilKeys(e).some((k) => told.has(k))) out.add(i);
    if (e.kind) told.add(e.kind);
    if (e.reveals) told.add(e.reveals);
  }
  return out;
}

/** Of `events` (oldest first), those still worth telling in a public record: all but those `summedUp`. */
export function stillNews<E extends GameEvent>(events: readonly E[]): E[] {
  const gone = summedUp(events);
  return events.filter((_, i) => !gone.has(i));
}

/**
 * Of `events` (oldest first, those one reader may read), all but each public line that the private one right
 * after it tells in full (`fillsIn`): the victim of a steal read "Caro stole a card from you." and then "Caro stole
 * 1 brick from you.", the same robbery twice.
 */
export function filledIn<E extends GameEvent>(events: readonly E[]): E[] {
  return events.filter((e, i) => {
    const next = events[i + 1];
    const shown = !e.to || e.to.length === 0;
    return !(shown && next?.fillsIn && next.kind === e.kind);
  });
}

/**
 * Of `events` (oldest first), those only `seat` (and the other seats of its `to`) may read and that are still
 * secret: a private event with `until` is dropped once a later public event of that kind, or one that `reveals`
 * that key, told everyone (of any of its keys, when it has several).
 */
export function stillSecret(events: readonly GameEvent[], seat: number): GameEvent[] {
  const told = new Set<string>();
  const out: GameEvent[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (!e.to) {
      if (e.kind) told.add(e.kind);
      if (e.reveals) told.add(e.reveals);
      continue;
    }
    if (e.to.includes(seat) && !untilKeys(e).some((k) => told.has(k))) out.push(e);
  }
  return out.reverse();
}

/** A game's words for a run of events with one tally key (`GameModule.tallyText`). */
export type TallyText = (tally: Tally) => string | null;

/**
 * `events` (oldest first, as one record lists them) with each run of two or more consecutive events of the same
 * tally key (`GameEvent.tally`: one player making the same move again) told as one, in the game's words
 * (`tallyText`, for the amounts added up): twelve lines of "Ana bought 1 block of European Refineries for £4,000."
 * filled a turn message that now reads "Ana bought 12 blocks of European Refineries for £48,000.". The folded
 * event is the run's last, with that text and tally. A run the game has no words for stays as it was.
 */
export function foldTallies<E extends GameEvent>(events: readonly E[], tallyText?: TallyText): E[] {
  if (!tallyText) return [...events];
  const out: E[] = [];
  for (let i = 0; i < events.length;) {
    const first = events[i]!;
    const key = tallyKey(first);
    let end = i + 1;
    while (key !== undefined && end < events.length && tallyKey(events[end]!) === key) end++;
    const run = events.slice(i, end);
    i = end;
    const last = run.at(-1)!;
    const folded = run.length > 1 ? sumTallies(run.map((e) => e.tally!)) : null;
    const text = folded ? tallyText(folded) : null;
    if (text === null) out.push(...run);
    else out.push({ ...last, text, tally: folded });
  }
  return out;
}

/** A public event's tally key (a private one's lines are its reader's alone, never folded). */
function tallyKey(e: GameEvent): string | undefined {
  return e.to && e.to.length > 0 ? undefined : e.tally?.key;
}

/** The tally of a run: its amounts added up, place by place, and the last one's `after`. */
function sumTallies(tallies: readonly Tally[]): Tally {
  const n: number[] = [];
  for (const t of tallies) t.n.forEach((x, k) => (n[k] = (n[k] ?? 0) + x));
  const { key, after } = tallies.at(-1)!;
  return after ? { key, n, after } : { key, n };
}
