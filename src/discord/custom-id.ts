/**
 * Custom ids of buttons, selects and modals: `d1.<game row>.<state version>.<verb>[.<arg>…]`, at most 100
 * characters (Discord's limit). Every click names the game it belongs to and the version of the state it was
 * drawn from, so a click on an old message can be recognised as stale and change nothing.
 *
 * Each verb's arguments have a typed shape (`Control`), laid out by `LAYOUT` and checked by `FIELD` on the
 * way in: `encodeControl` and `readControl` are the one place that writes and reads them. Input from Discord
 * is untrusted: parsing returns `null` for anything that is not one of ours, never throwing.
 */
import { z } from 'zod';
import { CLOCK_POLICIES, type ClockPolicy } from '../store/clocks';
import { CLOCK_CHOICES, type ClockChoice } from '../table/clocks-time';
import type { EndBallot } from '../store/end-votes';

export const CUSTOM_ID_PREFIX = 'd1';
export const CUSTOM_ID_MAX = 100;

/** What a component asks for (each verb's arguments: `Control` and `LAYOUT` below). */
export const VERBS = [
  // lobby
  'join',
  'leave',
  'addbot',
  'addkind', // the select of bot strengths: its value names the bot kind
  'rmbot', // the host takes the last bot seated off the table
  'start',
  'lobbyclock', // the host chooses the turn clock and what happens when it runs out
  // turn message
  'hand', // "My hand": the private view
  'act', // a group of legal actions: apply it when it holds one, else open a private chooser
  'menu', // Previous / Next page of a chooser
  'pick', // a chooser's select; its values are steps (`s<i>`) or action indices
  'confirm', // a chooser's Confirm button, when one choice is left to confirm: its action index in the id
  'form', // open a modal for an open-ended action
  'modal', // a submitted modal
  'undo', // the player to act takes back their last action
  // ending a game
  'endok',
  'endno',
  'endpropose', // a player who is not the host proposes ending the game (the button under `/oil end`'s answer)
  'endvote', // an answer to that proposal: agree or refuse
  // leaving a game for good (`/oil leave` mid-game asks first)
  'leaveok',
  'leaveno',
  // a turn clock ran out: the other players vote to wait longer or hand the seat to a bot
  'clockvote',
  // a finished game's summary: Rematch opens the same game again, in a new lobby
  'rematch',
  // private paged replies (/oil rules, /oil log): their own layout, in pager.ts
  'page',
] as const;
export type Verb = (typeof VERBS)[number];

/** One argument: short, and without the separator. */
const argSchema = z.string().regex(/^[A-Za-z0-9_,:+-]{0,40}$/);

/** The row slot of controls that belong to no game (the rules pages). */
export const NO_GAME = 0;

export const customIdSchema = z
  .object({
    row: z.number().int().nonnegative(),
    version: z.number().int().nonnegative(),
    verb: z.enum(VERBS),
    args: z.array(argSchema).max(6),
  })
  // Only the rules pages belong to no game.
  .refine((id) => id.row !== NO_GAME || id.verb === 'page');
export type CustomId = z.infer<typeof customIdSchema>;

const numberText = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

/** Encode; throws when the result would not fit Discord's 100 characters (a programming error, not input). */
export function encodeCustomId(id: CustomId): string {
  const checked = customIdSchema.parse(id);
  const text = [CUSTOM_ID_PREFIX, checked.row, checked.version, checked.verb, ...checked.args].join('.');
  if (text.length > CUSTOM_ID_MAX) throw new Error(`custom id too long (${text.length}): ${text}`);
  return text;
}

/** Parse a custom id; `null` when it is not a well-formed id of ours. */
export function parseCustomId(text: unknown): CustomId | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > CUSTOM_ID_MAX) return null;
  const parts = text.split('.');
  if (parts.length < 4 || parts[0] !== CUSTOM_ID_PREFIX) return null;
  const row = numberText.safeParse(parts[1]);
  const version = numberText.safeParse(parts[2]);
  if (!row.success || !version.success) return null;
  const parsed = customIdSchema.safeParse({
    row: row.data,
    version: version.data,
    verb: parts[3],
    args: parts.slice(4),
  });
  return parsed.success ? parsed.data : null;
}

// ---- typed controls -----------------------------------------------------------------------------------

/** A chooser's path: the steps taken so far, as indices of each level's distinct values ("0-2"). */
export type ChooserPath = number[];

/** Verbs whose controls carry no arguments: the row and version say all. */
type BareVerb =
  'join' | 'leave' | 'addbot' | 'addkind' | 'rmbot' | 'rematch' | 'start' | 'hand' | 'undo' | 'endpropose';

/** What a control asks for, by verb, with its arguments typed. */
export type Control =
  | { [V in BareVerb]: { verb: V } }[BareVerb]
  | { verb: 'act'; group: string }
  | { verb: 'form'; key: string }
  | { verb: 'modal'; key: string }
  | { verb: 'menu'; group: string; page: number; path: ChooserPath }
  | { verb: 'pick'; group: string; page: number; select: number; path: ChooserPath }
  | { verb: 'confirm'; group: string; path: ChooserPath; index: number }
  /**
   * An answer to `/oil end`: what its question was about (a lobby keeps version 0 through its start, so the
   * version cannot tell); absent on buttons drawn before the id carried it.
   */
  | { verb: 'endok'; about?: EndAbout }
  | { verb: 'endno'; about?: EndAbout }
  /**
   * An answer to `/oil leave` mid-game: what its question said leaving does (a seat another player's leave or
   * return changes, without a move); absent on buttons drawn before the id carried it.
   */
  | { verb: 'leaveok'; leaving?: LeaveOutcome }
  | { verb: 'leaveno'; leaving?: LeaveOutcome }
  /** The lobby's turn clock as the host sets it with this button. */
  | { verb: 'lobbyclock'; clock: ClockChoice; policy: ClockPolicy }
  /** A ballot on the clock of `seat` that ran out in its wait since `since` (ms since the epoch). */
  | { verb: 'clockvote'; seat: number; since: number; choice: 'wait' | 'bot' }
  /** An answer to the proposal to end the game opened at `since` (ms since the epoch: the vote's key). */
  | { verb: 'endvote'; since: number; ballot: EndBallot }
  /** The pager reads and writes its own arguments (pager.ts). */
  | { verb: 'page'; args: string[] };

/** What `/oil end` asked about: closing a lobby, or ending a game in play. */
export type EndAbout = 'lobby' | 'game';

/** What `/oil leave` said leaving does: a bot takes the seat, or (the last player) the game ends. */
export type LeaveOutcome = 'bot' | 'end';

/** A control of a game drawn at a state version. */
export type ControlId = { row: number; version: number } & Control;
export type ControlOf<V extends Verb> = Extract<ControlId, { verb: V }>;

const FIELD = {
  group: argSchema.min(1),
  key: argSchema.min(1),
  page: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number),
  select: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number),
  path: z
    .string()
    .regex(/^(\d{1,3}(-\d{1,3}){0,5})?$/)
    .transform((t) => (t ? t.split('-').map(Number) : [])),
  seat: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number),
  index: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number),
  since: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
  choice: z.enum(['wait', 'bot']),
  ballot: z.enum(['agree', 'refuse']),
  about: z.enum(['lobby', 'game']),
  leaving: z.enum(['bot', 'end']),
  clock: z.enum(Object.keys(CLOCK_CHOICES) as [ClockChoice, ...ClockChoice[]]),
  policy: z.enum(CLOCK_POLICIES),
};
type Field = keyof typeof FIELD;

/** The layout: each verb's arguments in their order in the id (verbs not listed take none). */
const LAYOUT: Partial<Record<Verb, readonly Field[]>> = {
  act: ['group'],
  form: ['key'],
  modal: ['key'],
  menu: ['group', 'page', 'path'],
  pick: ['group', 'page', 'select', 'path'],
  confirm: ['group', 'path', 'index'],
  clockvote: ['seat', 'since', 'choice'],
  endvote: ['since', 'ballot'],
  lobbyclock: ['clock', 'policy'],
  endok: ['about'],
  endno: ['about'],
  leaveok: ['leaving'],
  leaveno: ['leaving'],
};

/**
 * Verbs whose last field was added after their buttons were posted: an id without it (a message in a server
 * since then) is still read, without that field.
 */
const LAST_FIELD_ADDED: ReadonlySet<Verb> = new Set(['endok', 'endno', 'leaveok', 'leaveno']);

function fieldText(value: unknown): string {
  return Array.isArray(value) ? value.join('-') : String(value);
}

/** Encode a control; throws on a programming error (a field out of shape, or over 100 characters). */
export function encodeControl(c: ControlId): string {
  const args =
    c.verb === 'page'
      ? c.args
      : (LAYOUT[c.verb] ?? []).map((f) => fieldText((c as unknown as Record<Field, unknown>)[f]));
  args.forEach((a, i) => {
    const f = c.verb === 'page' ? null : LAYOUT[c.verb]?.[i];
    if (f && !FIELD[f].safeParse(a).success) throw new Error(`bad ${f} "${a}" for ${c.verb}`);
  });
  return encodeCustomId({ row: c.row, version: c.version, verb: c.verb, args });
}

/** Read a parsed id as its verb's typed control; null when its arguments are not that verb's. */
export function readControl(id: CustomId | null): ControlId | null {
  if (!id) return null;
  const head = { row: id.row, version: id.version };
  if (id.verb === 'page') return { ...head, verb: 'page', args: id.args };
  const full = LAYOUT[id.verb] ?? [];
  const older = LAST_FIELD_ADDED.has(id.verb) && id.args.length === full.length - 1;
  const layout = older ? full.slice(0, -1) : full;
  if (id.args.length !== layout.length) return null;
  const fields: Record<string, unknown> = {};
  for (const [i, f] of layout.entries()) {
    const r = FIELD[f].safeParse(id.args[i]);
    if (!r.success) return null;
    fields[f] = r.data;
  }
  return { ...head, verb: id.verb, ...fields } as ControlId;
}

/** Parse and read in one: the control a custom id names, or null. */
export function parseControl(text: unknown): ControlId | null {
  return readControl(parseCustomId(text));
}
