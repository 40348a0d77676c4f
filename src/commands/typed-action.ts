/**
 * Typed actions for people who prefer typing: `/oil build choice:<autocomplete>` and friends. Each lists the
 * legal actions its presenter tags with the command; autocomplete values carry `<version>:<index>` so a
 * choice made on an older state is recognised as stale, and free text is matched against the labels.
 */
import type { AutocompleteInteraction } from 'discord.js';
import type { App } from '../discord/app';
import { beginTurn, playMove } from '../discord/play';
import { openLinkedOr } from '../discord/components/act';
import { formReceipt } from '../discord/components/forms';
import { notYourTurnFor, tellStale, unavailableText } from '../discord/refusals';
import { clipAtWord, listWords, namesOf, plainNamesOf, safeName, seatOf } from '../discord/names';
import { offeredGames } from '../games/registry';
import type { AnyGameModule } from '../games/types';
import { EVERY_TYPED_COMMAND } from './help';
import { seatName } from '../games/events';
import type { ActionChoice, TypedCommand } from '../discord/presenters/types';
import { choiceWords } from '../discord/presenters/words';
import { tell } from '../discord/respond';
import type { GameSnapshot } from '../discord/desk';
import { gameHere } from '../discord/here';
import type { Subcommand } from './types';

/** `seat`'s choices that `command` lists, in the order it lists them (`inTypedOrder`). */
function choicesFor(app: App, snap: GameSnapshot, seat: number, command: TypedCommand): ActionChoice[] {
  const presenter = app.presenter(snap.record.gameId);
  const all = presenter.choices(snap, seat);
  return inTypedOrder(
    command === 'move' ? all : all.filter((c) => c.command === command),
    presenter.typedOrder,
  );
}

/** Discord lists at most 25 autocomplete choices. */
export const LISTED_MAX = 25;

/**
 * `choices` with the groups `order` names first, in its order, the others after; each group's choices as they
 * were listed (`Presenter.typedOrder`).
 */
export function inTypedOrder(
  choices: readonly ActionChoice[],
  order: readonly string[] = [],
): ActionChoice[] {
  const rank = (c: ActionChoice) => (order.includes(c.group) ? order.indexOf(c.group) : order.length);
  return choices
    .map((c, i) => ({ c, i, r: rank(c) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.c);
}

/** An entry of a list of choices: one choice, or a group's choices summed up in one. */
export type Listed = { choice: ActionChoice } | { group: readonly ActionChoice[] };

/**
 * `choices` in at most `max` entries: every choice while all fit, else the largest groups summed up in one entry
 * each (on a tie the one listed later: Catan's offers before its roads) until they fit. `/oil move`'s list of 25
 * was 16 one-for-one offers after 7 roads, with Oil Springs' oil and bank trades left out.
 */
export function listedWithin(choices: readonly ActionChoice[], max: number): Listed[] {
  const groups = new Map<string, ActionChoice[]>();
  for (const c of choices) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  const summed = new Set<string>();
  let count = choices.length;
  while (count > max) {
    let largest: ActionChoice[] | null = null;
    for (const [group, list] of groups)
      if (!summed.has(group) && list.length > 1 && list.length >= (largest?.length ?? 0)) largest = list;
    if (!largest) break;
    summed.add(largest[0]!.group);
    count -= largest.length - 1;
  }
  return [...groups].flatMap(([group, list]): Listed[] =>
    summed.has(group) ? [{ group: list }] : list.map((choice) => ({ choice })),
  );
}

/** A group summed up in the autocomplete list: how many choices, and what to type to list them. */
export function summedName(group: readonly ActionChoice[]): string {
  const label = group[0]!.groupLabel;
  return clipAtWord(
    `${label}: ${group.length} choices — type "${label.toLowerCase()}" to list them`,
    CHOICE_MAX,
  );
}

/** The value of a group summed up in the autocomplete list (`matchChoice` answers how to pick one of it). */
const SUMMED = /^(\d+):([a-z][a-z0-9-]*)$/;

/**
 * What a typed command answers the player to act when none of their actions is of its kind, in words for each
 * command ("nothing to oil" and "nothing to endturn" are not English).
 */
const NOTHING_TO_DO: Record<TypedCommand, string> = {
  build: 'There is nothing to build for you right now.',
  roll: 'There is nothing to roll for you right now.',
  play: 'There is nothing to play for you right now.',
  trade: 'There is nothing to trade for you right now.',
  oil: 'There is nothing to do with oil for you right now.',
  endturn: 'You cannot end your turn right now.',
  move: 'There is nothing for you to do right now.',
};

export function nothingToDoText(command: TypedCommand): string {
  return NOTHING_TO_DO[command];
}

/**
 * What `command` answers in a game none of whose moves is typed with it (`Presenter.typedCommands`): that this game
 * has none, whose command it is, and what to type here. `/oil oil` in base Catan answered "There is nothing to do
 * with oil for you right now.", as if there might be later. Null when the game has the command.
 */
export function notThisGameText(
  app: Pick<App, 'presenter'>,
  game: Pick<AnyGameModule, 'id' | 'title'>,
  command: TypedCommand,
): string | null {
  const here = app.presenter(game.id);
  if (command === 'move' || !here.typedCommands || here.typedCommands.includes(command)) return null;
  const theirs = offeredGames()
    .filter((g) => g.id !== game.id && (app.presenter(g.id).typedCommands?.includes(command) ?? true))
    .map((g) => g.title);
  const whose = theirs.length > 0 ? ` It is a command of ${listWords(theirs)}.` : '';
  return `${game.title} has no \`/oil ${command}\`.${whose} Here you can type ${here.typedHelp ?? EVERY_TYPED_COMMAND}`;
}

/**
 * Why `seat`, to act, has nothing of `command`'s kind to do, after `nothing` (the command's answer leads with
 * "There is nothing to build for you right now", its autocomplete's one entry with "Not now"; `names`: the players
 * as the text shows them, escaped in a message and plain in a choice):
 * what they must settle first, that it is another's turn (they are asked something on it), ("You cannot end your turn right now." left the maker of an open offer guessing
 * why), else what keeps each action of the command from them, as its button would say ("/oil play" holding only a
 * card bought this turn answered "There is nothing to play for you right now.").
 */
function nothingWhy(
  app: App,
  snap: GameSnapshot,
  seat: number,
  command: TypedCommand,
  names: readonly string[],
  nothing = nothingToDoText(command).replace(/\.$/, ''),
): string {
  const notHere = notThisGameText(app, snap.module, command);
  if (notHere) return notHere;
  const presenter = app.presenter(snap.record.gameId);
  const first = presenter.settleFirst?.(snap, seat);
  if (first) return `${nothing}: ${first}.`;
  // Asked on another's turn (a trade to answer, a discard): "You cannot end your turn right now." as if it were theirs.
  const turn = presenter.turnOf?.(snap) ?? null;
  if (turn !== null && turn !== seat)
    return `${nothing}: it is ${seatName(names, turn)}'s turn. \`/oil move\` lists what you can do now.`;
  const why = presenter.unavailable(snap, seat).filter((u) => u.command === command);
  // Nothing of the kind before the roll, for no other reason: say so ("/oil build" before rolling said only
  // "There is nothing to build for you right now.").
  const roll =
    command === 'roll' ? undefined : presenter.choices(snap, seat).find((c) => c.command === 'roll');
  if (why.length === 0 && roll) return `${nothing}: ${roll.groupLabel.toLowerCase()} first.`;
  const reasons =
    why.length === 1
      ? `: ${why[0]!.reason}`
      : why.length > 1
        ? ` — ${why.map((u) => `${u.label}: ${u.reason}`).join('; ')}`
        : '';
  return `${nothing}${reasons}.`;
}

/** How many choices (or groups of them) "Say which" names, a typed command without a choice. */
const SAY_WHICH_MAX = 10;

/**
 * Why `seat` cannot take the action `typed` names, as its button says on a click ("You can't accept the trade right
 * now: needs 1 wool more."), when its words, numbers aside ("city 12"), name one the presenter says is unavailable
 * to them: "accept" typed by a player who lacks what an offer asks was told "Nothing you can do now matches".
 */
function unavailableNamed(app: App, snap: GameSnapshot, seat: number, typed: string): string | null {
  const words = typed.replace(/[\d-]+/g, ' ').trim();
  if (!words) return null;
  const why = app
    .presenter(snap.record.gameId)
    .unavailable(snap, seat)
    .find((u) => wordsMatch(u.label, words) || (u.doing !== undefined && wordsMatch(u.doing, words)));
  return why ? unavailableText(why) : null;
}

/** The longest typed choice: every choice's name fits (they are cut to 100 characters). */
export const CHOICE_MAX = 100;

/**
 * Each choice's typed name, as autocomplete lists it: "Group: label" ("Roll the die" alone where the label is
 * the group's, as for a group of one), or, where two choices would read the
 * same (two tankers' moves "To Valdez"), "Group: step › step › …" from the chooser's steps, and a number as
 * the last resort. Names are cut to CHOICE_MAX characters after a whole word (a loan's "…; repay 18 in round 5"
 * was listed as "…; repay 1") and never repeat.
 */
export function choiceNames(choices: readonly ActionChoice[]): Map<ActionChoice, string> {
  const plain = (c: ActionChoice) => choiceWords(c, ': ');
  const times = new Map<string, number>();
  for (const c of choices) times.set(plain(c), (times.get(plain(c)) ?? 0) + 1);
  const named = choices.map((c) => {
    const name = plain(c);
    const path = c.steps && c.steps.length > 0 ? `${c.groupLabel}: ${c.steps.join(' › ')}` : name;
    return clipAtWord(times.get(name)! > 1 ? path : name, CHOICE_MAX);
  });
  const left = new Map<string, number>();
  for (const n of named) left.set(n, (left.get(n) ?? 0) + 1);
  const nth = new Map<string, number>();
  const out = new Map<ActionChoice, string>();
  choices.forEach((c, i) => {
    const n = named[i]!;
    if (left.get(n) === 1) return out.set(c, n);
    const k = (nth.get(n) ?? 0) + 1;
    nth.set(n, k);
    const suffix = ` (${k})`;
    out.set(c, `${n.slice(0, CHOICE_MAX - suffix.length)}${suffix}`);
  });
  return out;
}

/**
 * Text as typed text and names are compared: lower case, each apostrophe a straight one (labels use the straight
 * one; a phone types a curly ’, some keyboards the letter ʼ, which would otherwise join "donʼt" into one word).
 */
function folded(text: string): string {
  return text.toLowerCase().replace(/[‘’ʼ]/g, "'");
}

/** A word of letters and digits, or a path of them ("20-21", typed "21 - 20" too). */
const WORD = /[\p{L}\p{N}]+(?:\s*-\s*[\p{L}\p{N}]+)*/gu;

/** A path as the game names it, smaller number first ("21 - 20" → "20-21": the rules let one type either). */
function pathOf(word: string): string {
  const parts = word.split(/\s*-\s*/);
  return parts.length === 2 && parts.every((p) => /^\d+$/.test(p))
    ? parts
        .map(Number)
        .sort((a, b) => a - b)
        .join('-')
    : parts.join('-');
}

/** A name's words, each path's ends among them ("Road 11-12" has the words road, 11-12, 11 and 12). */
function wordsOf(name: string): string[] {
  return (folded(name).match(WORD) ?? []).flatMap((w) => {
    const path = pathOf(w);
    const ends = path.split('-');
    return ends.length > 1 ? [path, ...ends] : [path];
  });
}

/**
 * Whether typed text names a choice word by word, in any order and with words left out ("settlement 43" for
 * "Place settlement: Spot 43", "road 12" for "Road 11-12", "road 13-12" for "Road 12-13"): each typed word is
 * one of the name's, a number exactly ("4" is not "43"), other words also by their start ("sett"). `typing`:
 * the last word is still being typed, so a number may be the start of one too ("settlement 4" on the way to 43).
 */
export function wordsMatch(name: string, typed: string, typing = false): boolean {
  const have = wordsOf(name);
  const want = folded(typed).match(WORD) ?? [];
  return (
    want.length > 0 &&
    want.every((raw, i) => {
      const word = pathOf(raw);
      const start = !/^[\d-]+$/.test(word) || (typing && i === want.length - 1);
      return have.some((h) => h === word || (start && h.startsWith(raw.replace(/\s+/g, ''))));
    })
  );
}

/** Whether a choice's typed `name` is listed for what the player has typed so far: a part of it, or its words. */
export function typedMatches(name: string, typed: string): boolean {
  return folded(name).includes(folded(typed.trim())) || wordsMatch(name, typed, true);
}

/**
 * Match typed text to one choice: `version:index` from autocomplete, else an exact or unique partial name (as
 * autocomplete lists it: players named as typed). Its error is message text: the names in it escaped.
 */
export function matchChoice(
  text: string,
  choices: readonly ActionChoice[],
  version: number,
): { choice: ActionChoice } | { stale: true } | { error: string; unmatched?: true } {
  const coded = /^(\d+):(\d+)$/.exec(text.trim());
  if (coded) {
    if (Number(coded[1]) !== version) return { stale: true };
    const found = choices.find((c) => c.index === Number(coded[2]));
    return found ? { choice: found } : { error: 'That choice is not available now.' };
  }
  // A group summed up in the list ("Offer a trade: 20 choices — type …"), sent as it was.
  const summed = SUMMED.exec(text.trim());
  if (summed) {
    if (Number(summed[1]) !== version) return { stale: true };
    const group = choices.filter((c) => c.group === summed[2]);
    if (group.length === 0) return { error: 'That choice is not available now.' };
    if (group.length === 1) return { choice: group[0]! };
    const label = safeName(group[0]!.groupLabel);
    return {
      error: `${label} has ${group.length} choices: type "${label.toLowerCase()}" in \`choice:\` and pick one from the list as you type. Nothing changed.`,
    };
  }
  const t = folded(text.trim());
  const names = choiceNames(choices);
  const nameOf = (c: ActionChoice) => folded(names.get(c)!);
  const exact = choices.filter((c) => nameOf(c) === t);
  if (exact.length === 1) return { choice: exact[0]! };
  const label = choices.filter((c) => folded(c.label) === t);
  if (label.length === 1) return { choice: label[0]! };
  const part = choices.filter((c) => nameOf(c).includes(t));
  if (part.length === 1) return { choice: part[0]! };
  // The words next: "settlement 43" is in no name as it stands ("Place settlement: Spot 43").
  const worded = choices.filter((c) => wordsMatch(nameOf(c), t));
  if (worded.length === 1) return { choice: worded[0]! };
  const partial = worded.length > 0 ? worded : part;
  if (partial.length === 0)
    return {
      error: `Nothing you can do now matches "${safeName(text)}". Pick from the list as you type.`,
      unmatched: true,
    };
  return {
    error: `"${safeName(text)}" matches ${partial.length} choices (${partial
      .slice(0, 5)
      .map((c) => safeName(names.get(c)!))
      .join(', ')}${partial.length > 5 ? ', …' : ''}). Pick one from the list as you type.`,
  };
}

export function typedAction(
  name: string,
  command: TypedCommand,
  description: string,
  optionDescription: string | null,
): Subcommand {
  return {
    name,
    description,
    defer: 'ephemeral',
    options: optionDescription
      ? (sub) =>
          sub.addStringOption((o) =>
            o
              .setName('choice')
              .setDescription(optionDescription)
              .setAutocomplete(true)
              .setRequired(false)
              .setMaxLength(CHOICE_MAX),
          )
      : undefined,
    async autocomplete(app: App, interaction: AutocompleteInteraction) {
      const game = app.desk.byChannel(interaction.channelId);
      const snap = game ? app.desk.snapshot(game.record.id) : null;
      const seat = snap ? seatOf(snap, interaction.user.id) : null;
      // When there is nothing to choose, one entry says why (choosing it changes nothing).
      const why = !snap
        ? 'No game in this channel — start one with /oil new'
        : seat === null
          ? 'You are not playing in this game'
          : !snap.status.toAct.includes(seat)
            ? notYourTurnFor(app, snap, interaction.user.id)
            : null;
      if (why) return interaction.respond([{ name: why.slice(0, 100), value: 'nothing' }]);
      if (!snap || seat === null) return interaction.respond([]);
      const typed = interaction.options.getFocused().toLowerCase();
      const choices = choicesFor(app, snap, seat, command);
      // A blank list said nothing of why ("/oil build" with too few cards); the command itself says it.
      if (choices.length === 0) {
        // "Not now": the command's own lead would leave the reasons little of the 100 characters a choice has.
        // A choice is plain text: no backticks around a command.
        const text = nothingWhy(app, snap, seat, command, plainNamesOf(snap), 'Not now').replace(/`/g, '');
        const why = clipAtWord(text, CHOICE_MAX);
        return interaction.respond([{ name: why, value: 'nothing' }]);
      }
      const names = choiceNames(choices);
      const matching = choices.filter((c) => typedMatches(names.get(c)!, typed));
      // Nothing typed yet: every group in the list, the largest summed up (typing narrows it).
      const listed = typed.trim()
        ? matching.map((choice): Listed => ({ choice }))
        : listedWithin(matching, LISTED_MAX);
      const version = snap.record.version;
      const list = listed
        .slice(0, LISTED_MAX)
        .map((e) =>
          'choice' in e
            ? { name: names.get(e.choice)!, value: `${version}:${e.choice.index}` }
            : { name: summedName(e.group), value: `${version}:${e.group[0]!.group}` },
        );
      await interaction.respond(list);
    },
    async execute(app, interaction) {
      const game = await gameHere(app, interaction);
      if (!game) return;
      // The command is the key a player left out is told why by ("/oil trade" to an offer they were not asked).
      const turn = await beginTurn(app, interaction, game.record.id, null, 'button', command);
      if (!turn) return;
      const choices = choicesFor(app, turn.snap, turn.seat, command);
      if (choices.length === 0)
        return tell(interaction, nothingWhy(app, turn.snap, turn.seat, command, namesOf(turn.snap)));
      const text = interaction.options.getString('choice');
      if (text !== null && text.length > CHOICE_MAX) {
        return tell(
          interaction,
          `That choice is too long (at most ${CHOICE_MAX} characters). Nothing changed.`,
        );
      }
      let choice: ActionChoice;
      if (text === null) {
        if (choices.length > 1 || choices[0]!.confirm) {
          // Each group named, the largest with their number ("Offer a trade (20 choices)"): the first 10 labels
          // were often all roads or all offers.
          const listed = listedWithin(choices, SAY_WHICH_MAX);
          const words = listed
            .slice(0, SAY_WHICH_MAX)
            .map((e) =>
              'choice' in e
                ? safeName(e.choice.label)
                : `${safeName(e.group[0]!.groupLabel)} (${e.group.length} choices)`,
            );
          return tell(
            interaction,
            `Say which: ${words.join(', ')}${listed.length > SAY_WHICH_MAX ? ', …' : ''}.`,
          );
        }
        choice = choices[0]!;
      } else {
        const m = matchChoice(text, choices, turn.snap.record.version);
        if ('stale' in m) return tellStale(app, interaction, turn.snap.record, 'choice');
        if ('error' in m) {
          const why = m.unmatched ? unavailableNamed(app, turn.snap, turn.seat, text) : null;
          return tell(interaction, why ?? m.error);
        }
        choice = m.choice;
      }
      // A move that leaves the player only one group's choices (a settlement's road) answers with that chooser,
      // the receipt above it, as a click would: they may still type the next move instead. The receipt is the
      // move's first public line, as a form's ("Done: You rolled 6 (3+3)."): the choice's own words read
      // "Done: Roll the dice — Roll." and never said what the dice showed.
      await playMove(app, interaction, turn, choice.action, {
        receipt: (done) => formReceipt(done, safeName(choiceWords(choice, ' — '))),
        close: openLinkedOr(app, interaction, turn.seat),
      });
    },
  };
}
