/**
 * The private chooser opened by a group button with several choices ("Build settlement" → pick a spot). A
 * choice may take several steps (robber → hex → victim → what to steal; Year of Plenty → the pair to take):
 * each level is a select of the distinct next steps; a level with a single possibility is skipped, except that a
 * pick leaving one choice whose later steps the player has not seen shows them, with a Confirm button. Selects
 * hold at most 25 options, four per page, with Previous / Next buttons past 100.
 *
 * The path chosen so far is carried in the custom id as indices into each level's distinct values, so the
 * chooser is stateless: the same state version always rebuilds the same levels.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { encodeControl } from './custom-id';
import type { GameSnapshot } from './desk';
import { clip, safeName } from './names';
import type { ActionChoice } from './presenters/types';

export const OPTIONS_PER_SELECT = 25;
export const SELECTS_PER_PAGE = 4;
export const CHOICES_PER_PAGE = OPTIONS_PER_SELECT * SELECTS_PER_PAGE;

/** The label of `c` at `level`; a choice with fewer steps than its neighbours shows its whole label there. */
export function stepOf(c: ActionChoice, level: number): string | undefined {
  if (!c.steps) return level === 0 ? c.label : undefined;
  return c.steps[level] ?? (level === c.steps.length ? c.label : undefined);
}

/** The spot the chooser's picture marks for `c` at `level`: its step's own (`stepSpots`), or else its `spot`. */
export function stepSpot(c: ActionChoice, level: number): string | undefined {
  return c.stepSpots ? c.stepSpots[level] : c.spot;
}

/**
 * Whether the menu at `level` of `choices` (those still open there) picks a place: each of its options leads to
 * one marked spot at most (a hex, then its victim). False when an option leads to several (a card, then the
 * piece and where it goes).
 */
export function menuPicksPlaces(choices: readonly ActionChoice[], level = 0): boolean {
  const spotOf = new Map<string | undefined, string | undefined>();
  for (const c of choices) {
    const option = stepOf(c, level);
    const spot = stepSpot(c, level);
    if (!spotOf.has(option)) spotOf.set(option, spot);
    else if (spotOf.get(option) !== spot) return false;
  }
  return true;
}

/** The second line of `c`'s option at `level`: its step's detail, or a one-step choice's own. */
function detailOf(c: ActionChoice, level: number): string | undefined {
  return c.steps ? c.stepDetails?.[level] : c.detail;
}

function depthOf(c: ActionChoice): number {
  return c.steps ? c.steps.length : 1;
}

function distinct(values: string[]): string[] {
  return [...new Set(values)];
}

export interface ChooserOption {
  label: string;
  /** An action index (final level) or `s<i>` (the i-th distinct step of an intermediate level). */
  value: string;
  description?: string;
}

export type Descent =
  | { kind: 'apply'; choice: ActionChoice }
  /**
   * A menu to show: its level, its options, the steps chosen before it and the choices still open (`open`).
   * `unseen`: the details of the steps taken without a menu (a level with one possibility, or the steps of the
   * one choice left to confirm before its last), which no option showed: "Alaska refinery: Ben's refinery, 4
   * barrels: you +9 shares, Ben +3 shares".
   */
  | {
      kind: 'options';
      level: number;
      options: ChooserOption[];
      chosen: string[];
      open: ActionChoice[];
      unseen: string[];
    }
  | { kind: 'invalid' };

/** Follow `path` (indices of distinct steps) through `choices`; skip levels with one possibility. */
export function descend(choices: readonly ActionChoice[], path: readonly number[]): Descent {
  let matching = [...choices];
  let level = 0;
  let used = 0;
  const chosen: string[] = [];
  const unseen: string[] = [];
  // A step taken without a menu: its detail is said with the next one, as no option showed it.
  const unseenStep = (c: ActionChoice, level: number) => {
    const detail = detailOf(c, level);
    const step = stepOf(c, level);
    if (detail && step) unseen.push(`${step}: ${detail}`);
  };
  while (matching.length > 0) {
    if (matching.length === 1 && used > 0) {
      const only = matching[0]!;
      // Every step of it was seen (the last pick was its last step): it is what the player chose.
      if (depthOf(only) <= level || only.laterStepsFollow) return { kind: 'apply', choice: only };
      // Steps the player has not seen yet (a deal's goods and price, a purchase's size and cost) are shown
      // as the one option to confirm: nobody commits to what they were not shown.
      if (used < path.length) return { kind: 'invalid' };
      const rest = only.steps!.slice(level);
      const description = detailOf(only, depthOf(only) - 1);
      for (let l = level; l < depthOf(only) - 1; l++) unseenStep(only, l);
      return {
        kind: 'options',
        level,
        chosen,
        unseen,
        open: matching,
        options: [
          { label: rest.join(' · '), value: String(only.index), ...(description ? { description } : {}) },
        ],
      };
    }
    const final = matching.every((c) => depthOf(c) <= level + 1);
    if (final) {
      if (used < path.length) return { kind: 'invalid' };
      return {
        kind: 'options',
        level,
        chosen,
        unseen,
        open: matching,
        options: matching.map((c) => {
          const description = detailOf(c, level);
          return {
            label: stepOf(c, level) ?? c.label,
            value: String(c.index),
            ...(description ? { description } : {}),
          };
        }),
      };
    }
    const values = distinct(matching.map((c) => stepOf(c, level) ?? ''));
    if (values.length === 1) {
      chosen.push(values[0]!);
      unseenStep(matching[0]!, level);
      matching = matching.filter((c) => (stepOf(c, level) ?? '') === values[0]);
      level++;
      continue;
    }
    if (used >= path.length) {
      return {
        kind: 'options',
        level,
        chosen,
        unseen,
        open: matching,
        options: values.map((v, i) => {
          const first = matching.find((c) => (stepOf(c, level) ?? '') === v);
          const description = first && detailOf(first, level);
          return { label: v, value: `s${i}`, ...(description ? { description } : {}) };
        }),
      };
    }
    const pick = values[path[used]!];
    if (pick === undefined) return { kind: 'invalid' };
    used++;
    chosen.push(pick);
    matching = matching.filter((c) => (stepOf(c, level) ?? '') === pick);
    level++;
  }
  return { kind: 'invalid' };
}

/**
 * The private chooser's text: the action, the steps already taken, how many choices are left.
 * "**Trade with the bank** › Give 4 wool — 4 choices. Pick one:". With one choice left to confirm (`confirming`),
 * the whole of it, its detail below, and the Confirm button to press: "**Offer a deal** › To Ben › 1 block for
 * £5,000\nPress **Confirm** to do it." The details of the steps taken without a menu (`unseen`: a level with
 * one possibility) are lines under the header, then the group's `note` (`ActionChoice.groupNote`), if any. The steps are the choices' plain words (a name as typed): escaped here, in the message's text.
 * No line of it is blank: the news a chooser says above it is told apart by the blank line between them
 * (`newsAbove` in ./components/act.ts).
 */
export function chooserPrompt(
  label: string,
  chosen: readonly string[],
  options: readonly ChooserOption[],
  note?: string,
  unseen: readonly string[] = [],
): string {
  const trail = chosen.map((c) => ` › ${safeName(c)}`).join('');
  const action = `**${safeName(label)}**`;
  const noted = note ? `\n${safeName(note)}` : '';
  const told = unseen.map((line) => `\n${safeName(line)}`).join('');
  // One option left: the rest of a choice shown to confirm (descend), so the player sees what they commit to.
  const only = confirming(options);
  if (only) {
    const detail = only.description ? `\n${safeName(only.description)}` : '';
    return `${action}${trail} › ${safeName(only.label)}${told}${detail}${noted}\nPress **Confirm** to do it.`;
  }
  return `${action}${trail} — ${options.length} choices. Pick one:${told}${noted}`;
}

/**
 * The chooser's text at `path` (`descent`, where it leads): the group's note (`ActionChoice.groupNote`) on its
 * first menu only, as its later steps edit the same message: a playtest read "The turn's steps go build, oil, …"
 * again on every step of a transport, down to its Confirm.
 */
export function promptAt(
  choices: readonly ActionChoice[],
  descent: Extract<Descent, { kind: 'options' }>,
  path: readonly number[],
): string {
  const note = path.length === 0 ? choices[0]?.groupNote : undefined;
  const label = choices[0]?.groupLabel ?? 'Choose';
  return chooserPrompt(label, descent.chosen, descent.options, note, descent.unseen);
}

/** The one choice left to confirm (a final option: an action index), or null when the chooser offers a pick. */
export function confirming(options: readonly ChooserOption[]): ChooserOption | null {
  const only = options.length === 1 ? options[0]! : null;
  return only && /^\d{1,4}$/.test(only.value) ? only : null;
}

export function pageCount(n: number): number {
  return Math.max(1, Math.ceil(n / CHOICES_PER_PAGE));
}

export function chooserComponents(
  snap: GameSnapshot,
  group: string,
  options: readonly ChooserOption[],
  page: number,
  path: readonly number[],
): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  const { id: row, version } = snap.record;
  // One choice to confirm: a button (one press on a phone), not a menu of one option.
  const only = confirming(options);
  if (only) {
    return [
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(
            encodeControl({
              row,
              version,
              verb: 'confirm',
              group,
              path: [...path],
              index: Number(only.value),
            }),
          )
          .setLabel('Confirm')
          .setStyle(ButtonStyle.Success),
      ),
    ];
  }
  const pages = pageCount(options.length);
  const p = Math.min(Math.max(0, page), pages - 1);
  const onPage = options.slice(p * CHOICES_PER_PAGE, (p + 1) * CHOICES_PER_PAGE);
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  for (let k = 0; k * OPTIONS_PER_SELECT < onPage.length; k++) {
    const part = onPage.slice(k * OPTIONS_PER_SELECT, (k + 1) * OPTIONS_PER_SELECT);
    const first = p * CHOICES_PER_PAGE + k * OPTIONS_PER_SELECT + 1;
    const select = new StringSelectMenuBuilder()
      .setCustomId(encodeControl({ row, version, verb: 'pick', group, page: p, select: k, path: [...path] }))
      .setPlaceholder(
        clip(
          options.length > OPTIONS_PER_SELECT
            ? `Choose (${first}–${first + part.length - 1} of ${options.length})`
            : 'Choose…',
          150,
        ),
      )
      .setMinValues(1)
      .setMaxValues(1)
      .addOptions(
        part.map((o) => ({
          label: clip(o.label, 100),
          value: o.value,
          ...(o.description ? { description: clip(o.description, 100) } : {}),
        })),
      );
    rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(select));
  }
  if (pages > 1) {
    const pageButton = (label: string, to: number, disabled: boolean) =>
      new ButtonBuilder()
        .setCustomId(encodeControl({ row, version, verb: 'menu', group, page: to, path: [...path] }))
        .setLabel(label)
        .setStyle(ButtonStyle.Secondary)
        .setDisabled(disabled);
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        pageButton('Previous', Math.max(0, p - 1), p === 0),
        pageButton('Next', Math.min(pages - 1, p + 1), p >= pages - 1),
      ),
    );
  }
  return rows;
}
