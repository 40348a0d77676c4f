/**
 * Custom ids of buttons, selects and modals: `d1.<game row id>.<state version>.<verb>[.<arg>…]`, at most 100
 * characters (Discord's limit). Every click names the game it belongs to and the version of the state it was
 * drawn from, so a click on an old message can be recognised as stale and change nothing.
 *
 * Input from Discord is untrusted: `parseCustomId` checks the shape with zod and returns `null` for anything
 * that is not one of ours (a forged or garbled id), never throwing.
 */
import { z } from 'zod';

export const CUSTOM_ID_PREFIX = 'd1';
export const CUSTOM_ID_MAX = 100;

/** What a component asks for. */
export const VERBS = [
  // lobby
  'join',
  'leave',
  'addbot',
  'start',
  // turn message
  'hand', // "My hand": the private view
  'act', // apply legal action [seat, index into legalActions(state, seat)]
  'menu', // open a chooser for a group of actions [seat, group, page]
  'pick', // select menu of a chooser; values are action indices [seat, group]
  'form', // open a modal for an open-ended action [seat, form]
  'modal', // submitted modal [seat, form]
  // ending a game
  'endok',
  'endno',
  // private paged replies (/oil rules, /oil log): [what, …, page], layout in pager.ts
  'page',
] as const;
export type Verb = (typeof VERBS)[number];

/** One argument: short, and without the separator. */
const argSchema = z.string().regex(/^[A-Za-z0-9_,:+-]{0,40}$/);

/** The game slot of controls that belong to no game (the rules pages). */
export const NO_GAME = 0;

export const customIdSchema = z
  .object({
    game: z.number().int().nonnegative(),
    version: z.number().int().nonnegative(),
    verb: z.enum(VERBS),
    args: z.array(argSchema).max(6),
  })
  // Only the rules pages belong to no game.
  .refine((id) => id.game !== NO_GAME || id.verb === 'page');
export type CustomId = z.infer<typeof customIdSchema>;

const numberText = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);

/** Encode; throws when the result would not fit Discord's 100 characters (a programming error, not input). */
export function encodeCustomId(id: CustomId): string {
  const checked = customIdSchema.parse(id);
  const text = [CUSTOM_ID_PREFIX, checked.game, checked.version, checked.verb, ...checked.args].join('.');
  if (text.length > CUSTOM_ID_MAX) throw new Error(`custom id too long (${text.length}): ${text}`);
  return text;
}

/** Shorthand for `encodeCustomId`. */
export function cid(game: number, version: number, verb: Verb, ...args: (string | number)[]): string {
  return encodeCustomId({ game, version, verb, args: args.map(String) });
}

/** Parse a custom id; `null` when it is not a well-formed id of ours. */
export function parseCustomId(text: unknown): CustomId | null {
  if (typeof text !== 'string' || text.length === 0 || text.length > CUSTOM_ID_MAX) return null;
  const parts = text.split('.');
  if (parts.length < 4 || parts[0] !== CUSTOM_ID_PREFIX) return null;
  const game = numberText.safeParse(parts[1]);
  const version = numberText.safeParse(parts[2]);
  if (!game.success || !version.success) return null;
  const parsed = customIdSchema.safeParse({
    game: game.data,
    version: version.data,
    verb: parts[3],
    args: parts.slice(4),
  });
  return parsed.success ? parsed.data : null;
}

/** A whole number argument, or null. */
export function intArg(args: readonly string[], i: number): number | null {
  const v = args[i];
  if (v === undefined || !/^\d{1,9}$/.test(v)) return null;
  return Number(v);
}
