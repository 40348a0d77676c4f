/**
 * The slash-command box's language, Discord style: `/oil new game:oil-springs seats:4`. Pure functions, no DOM:
 * `parseLine` says what the person is typing at the caret (a command, a subcommand, an option name or an
 * option's value) so the box can suggest, and `buildOptions` turns a finished line into the options Discord
 * would send, or says in words what is missing.
 *
 * A value ends at the next space, except for a free-text string option (no choices, no autocomplete), whose
 * value runs until the next `option:` of the same command, a person's (a user or mentionable option), which
 * takes a member's whole name, spaces included (`player:@Ana Smith`), or the start of one still being typed, and
 * a choice's, which takes its whole name as Discord shows it (`flavour:Secret (ephemeral)`): a registered choice,
 * or one the person picked from the bot's autocomplete (`PickedChoice`), whose value the line then sends.
 */
import type { CommandInfo, CommandOptionInfo, OptionValue } from '../protocol';
import { OptionType } from './shapes';

export interface GivenOption {
  option: CommandOptionInfo;
  raw: string;
  /** The value of the choice picked by the name `raw` (the box shows the name, the command sends this). */
  value?: string | number;
}

/** A choice picked from an option's suggestions: the box shows its name, as Discord does; the line sends its value. */
export interface PickedChoice {
  option: string;
  name: string;
  value: string | number;
}

export type Editing =
  | { kind: 'command'; partial: string }
  | { kind: 'subcommand'; partial: string; choices: CommandOptionInfo[] }
  | { kind: 'optionName'; partial: string; remaining: CommandOptionInfo[] }
  | { kind: 'optionValue'; option: CommandOptionInfo; partial: string }
  | { kind: 'none' };

export interface ParsedLine {
  command?: CommandInfo;
  /** Chosen subcommand group and subcommand, outermost first. */
  path: CommandOptionInfo[];
  /** The options of the chosen leaf (after subcommands). */
  leaf: CommandOptionInfo[];
  given: GivenOption[];
  /** Words that are not `option:value`. */
  stray: string[];
  editing: Editing;
  /** Where the token being edited starts (a suggestion replaces from here to the caret). */
  tokenStart: number;
  /** Set when the line names no known command. */
  unknownCommand?: string;
}

const isSub = (o: CommandOptionInfo): boolean =>
  o.type === OptionType.Subcommand || o.type === OptionType.SubcommandGroup;

export function isFreeText(option: CommandOptionInfo): boolean {
  return option.type === OptionType.String && !option.autocomplete && (option.choices ?? []).length === 0;
}

export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a value starting at `start` ends when it is one of `names` with a space in it (a member's, a choice's):
 * after the longest such name written whole (any case; for a person "@" or not), or at the end of the line while it
 * is still the start of one ("Ana S"); undefined otherwise (the value ends at the next space).
 */
function wholeNameEnd(
  text: string,
  start: number,
  names: readonly string[],
  person: boolean,
): number | undefined {
  const at = person && text[start] === '@' ? 1 : 0;
  const rest = text.slice(start + at).toLowerCase();
  const spaced = names.map((n) => n.toLowerCase()).filter((n) => n.includes(' '));
  const whole = spaced
    .filter((n) => rest.startsWith(n) && (rest.length === n.length || rest[n.length] === ' '))
    .sort((a, b) => b.length - a.length)[0];
  if (whole !== undefined) return start + at + whole.length;
  return rest.includes(' ') && spaced.some((n) => n.startsWith(rest)) ? text.length : undefined;
}

const isPerson = (o: CommandOptionInfo): boolean =>
  o.type === OptionType.User || o.type === OptionType.Mentionable;

/** The choices of `option` the box may show by name: its registered ones, and those picked from its autocomplete. */
const choicesOf = (option: CommandOptionInfo, picked: readonly PickedChoice[]): PickedChoice[] => [
  ...(option.choices ?? []).map((c) => ({ option: option.name, ...c })),
  ...picked.filter((p) => p.option === option.name),
];

/**
 * `members`: the members' names, so that a person's value may hold a space (`player:@Ana Smith`); `picked`: the
 * choices picked from suggestions, so that the box may show one by its name, as Discord does, and send its value.
 */
export function parseLine(
  text: string,
  commands: CommandInfo[],
  members: readonly string[] = [],
  picked: readonly PickedChoice[] = [],
): ParsedLine {
  const result: ParsedLine = {
    path: [],
    leaf: [],
    given: [],
    stray: [],
    editing: { kind: 'none' },
    tokenStart: 0,
  };
  if (!text.startsWith('/')) return result;

  const head = /^\/(\S*)/.exec(text);
  const name = head?.[1] ?? '';
  let i = 1 + name.length;
  if (i >= text.length) {
    result.editing = { kind: 'command', partial: name };
    result.tokenStart = 0;
    return result;
  }
  const command = commands.find((c) => c.name.toLowerCase() === name.toLowerCase());
  if (!command) {
    result.unknownCommand = name;
    return result;
  }
  result.command = command;

  let options = command.options;
  // Subcommand groups and subcommands: one word each.
  while (options.some(isSub)) {
    while (text[i] === ' ') i++;
    const word = /^\S*/.exec(text.slice(i))?.[0] ?? '';
    const choices = options.filter(isSub);
    if (i + word.length >= text.length) {
      result.editing = { kind: 'subcommand', partial: word, choices };
      result.tokenStart = i;
      return result;
    }
    const chosen = choices.find((o) => o.name.toLowerCase() === word.toLowerCase());
    if (!chosen) {
      result.stray.push(word);
      result.editing = { kind: 'none' };
      return result;
    }
    result.path.push(chosen);
    options = chosen.options ?? [];
    i += word.length;
  }
  result.leaf = options;

  const optionNames = options.map((o) => escapeRegExp(o.name)).join('|');
  const marker = optionNames ? new RegExp(`\\s(${optionNames}):`, 'gi') : null;

  while (true) {
    const spaceBefore = text[i] === ' ';
    while (text[i] === ' ') i++;
    const remaining = options.filter((o) => !result.given.some((g) => g.option.name === o.name));
    if (i >= text.length) {
      result.editing = spaceBefore ? { kind: 'optionName', partial: '', remaining } : { kind: 'none' };
      result.tokenStart = i;
      return result;
    }
    const rest = text.slice(i);
    const named = /^([\w-]+):/.exec(rest);
    const option = named ? options.find((o) => o.name.toLowerCase() === named[1]?.toLowerCase()) : undefined;
    if (named && option) {
      const valueStart = i + named[0].length;
      let valueEnd: number;
      if (isFreeText(option) && marker) {
        marker.lastIndex = valueStart;
        const next = marker.exec(text);
        valueEnd = next ? next.index : text.length;
      } else {
        const space = text.indexOf(' ', valueStart);
        const person = isPerson(option);
        const names = person ? members : choicesOf(option, picked).map((c) => c.name);
        valueEnd = wholeNameEnd(text, valueStart, names, person) ?? (space === -1 ? text.length : space);
      }
      const raw = text.slice(valueStart, valueEnd);
      const chosen = choicesOf(option, picked).find((c) => c.name.toLowerCase() === raw.trim().toLowerCase());
      result.given = result.given.filter((g) => g.option.name !== option.name);
      result.given.push({ option, raw: raw.trim(), ...(chosen ? { value: chosen.value } : {}) });
      if (valueEnd >= text.length && (!isFreeText(option) || !raw.endsWith(' ') || raw.trim() === '')) {
        result.editing = { kind: 'optionValue', option, partial: raw.trimStart() };
        result.tokenStart = valueStart;
        return result;
      }
      if (valueEnd >= text.length) {
        // A free-text value followed by a space: the person may go on typing it or start a new option.
        result.editing = {
          kind: 'optionName',
          partial: '',
          remaining: remaining.filter((o) => o !== option),
        };
        result.tokenStart = text.length;
        return result;
      }
      i = valueEnd;
      continue;
    }
    const word = /^\S*/.exec(rest)?.[0] ?? '';
    if (i + word.length >= text.length) {
      result.editing = { kind: 'optionName', partial: word, remaining };
      result.tokenStart = i;
      return result;
    }
    result.stray.push(word);
    i += word.length;
  }
}

export interface Lookup {
  /** A person's id from what was typed (name, @name or id). */
  userId(text: string): string | undefined;
  /** A channel's id from what was typed (name, #name or id). */
  channelId(text: string): string | undefined;
}

export type Built = { ok: true; options: OptionValue[] } | { ok: false; error: string };

/** The options Discord would send for a finished line, or what is wrong with it, in words. */
export function buildOptions(line: ParsedLine, lookup: Lookup, focused?: string): Built {
  if (line.unknownCommand !== undefined)
    return { ok: false, error: `There is no command /${line.unknownCommand}.` };
  const command = line.command;
  if (!command) return { ok: false, error: 'Type / and choose a command.' };
  const lastPath = line.path[line.path.length - 1];
  if (command.options.some(isSub) && (!lastPath || lastPath.type !== OptionType.Subcommand)) {
    const choices = (lastPath?.options ?? command.options).filter(isSub).map((o) => o.name);
    return { ok: false, error: `Choose what /${command.name} should do: ${choices.join(', ')}.` };
  }
  if (line.stray.length > 0) {
    const known = line.leaf.map((o) => `${o.name}:`).join(' ');
    return {
      ok: false,
      error: `"${line.stray[0]}" is not an option here.${known ? ` Options: ${known}` : ''}`,
    };
  }
  const values: OptionValue[] = [];
  for (const given of line.given) {
    if (focused === given.option.name) {
      values.push({ name: given.option.name, type: given.option.type, value: given.raw, focused: true });
      continue;
    }
    const value = convert(given, lookup);
    if (typeof value === 'object') return { ok: false, error: value.error };
    values.push({ name: given.option.name, type: given.option.type, value });
  }
  if (focused === undefined) {
    const missing = line.leaf.filter((o) => o.required && !line.given.some((g) => g.option.name === o.name));
    if (missing.length > 0) {
      return {
        ok: false,
        error: `Missing ${missing.map((o) => `${o.name}:`).join(', ')} (${missing[0]?.description ?? ''})`,
      };
    }
  }
  let options = values;
  for (const sub of [...line.path].reverse()) {
    options = [{ name: sub.name, type: sub.type, options }];
  }
  return { ok: true, options };
}

function convert(given: GivenOption, lookup: Lookup): string | number | boolean | { error: string } {
  const { option, raw } = given;
  const label = `${option.name}:`;
  if (raw === '') return { error: `${label} needs a value.` };
  if (given.value !== undefined) return given.value;
  const choices = option.choices ?? [];
  if (choices.length > 0) {
    const typed = raw.toLowerCase();
    const exact = choices.find(
      (c) => String(c.value).toLowerCase() === typed || c.name.toLowerCase() === typed,
    );
    if (exact) return exact.value;
    // As Discord's menu narrows the choices to those holding what was typed: "merit" is Merit's "Oil".
    const near = choices.filter(
      (c) => String(c.value).toLowerCase().includes(typed) || c.name.toLowerCase().includes(typed),
    );
    if (near.length === 1) return near[0]!.value;
    if (near.length > 1)
      return { error: `${label} "${raw}" could be ${near.map((c) => c.value).join(' or ')}.` };
    return { error: `${label} must be one of ${choices.map((c) => c.value).join(', ')}.` };
  }
  switch (option.type) {
    case OptionType.Integer:
    case OptionType.Number: {
      const n = Number(raw);
      const whole = option.type === OptionType.Integer;
      if (!Number.isFinite(n) || (whole && !Number.isInteger(n))) {
        return { error: `${label} must be ${whole ? 'a whole number' : 'a number'}.` };
      }
      if (option.min_value !== undefined && n < option.min_value) {
        return { error: `${label} must be at least ${option.min_value}.` };
      }
      if (option.max_value !== undefined && n > option.max_value) {
        return { error: `${label} must be at most ${option.max_value}.` };
      }
      return n;
    }
    case OptionType.Boolean: {
      const v = raw.toLowerCase();
      if (['true', 'yes', 'y', 'on'].includes(v)) return true;
      if (['false', 'no', 'n', 'off'].includes(v)) return false;
      return { error: `${label} must be True or False.` };
    }
    case OptionType.User:
    case OptionType.Mentionable: {
      const id = lookup.userId(raw);
      return id ?? { error: `${label} nobody here is called "${raw}".` };
    }
    case OptionType.Channel: {
      const id = lookup.channelId(raw);
      return id ?? { error: `${label} there is no channel "${raw}".` };
    }
    default: {
      if (option.min_length !== undefined && raw.length < option.min_length) {
        return { error: `${label} must be at least ${option.min_length} characters.` };
      }
      if (option.max_length !== undefined && raw.length > option.max_length) {
        return { error: `${label} must be at most ${option.max_length} characters.` };
      }
      return raw;
    }
  }
}
