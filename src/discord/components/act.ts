/**
 * Action buttons and the private chooser. A click reads top-down: load the game once and check the turn
 * (`desk.turnFor`), find the clicked group's choices on that one snapshot, then act once (`playMove`) when the
 * group holds a single action, or open a private chooser (selects, in steps, paged; an ephemeral follow-up of
 * the click) with the board picture marking the spots to choose from. A move that leaves the player only one
 * group to pick from opens that group's chooser by itself (`openLinkedOr`, the one way for moves made here and
 * through forms). The chooser only ever edits the user's own private message.
 */
import { AttachmentBuilder, EmbedBuilder, MessageFlags, type RepliableInteraction } from 'discord.js';
import { chooserComponents, descend, menuPicksPlaces, promptAt, stepSpot } from '../chooser';
import type { App } from '../app';
import type { ControlOf } from '../custom-id';
import type { CheckedTurn } from '../desk';
import { linkedChoices } from '../linked-step';
import { plural } from '../../games/awards';
import { clip, safeName } from '../names';
import { beginTurn, playMove, type MoveLeft } from '../play';
import type { ActionChoice } from '../presenters/types';
import { alreadyDoneText, explain, tellUnavailable } from '../refusals';
import { ackReply, ackUpdate, showPrivately, tell } from '../respond';
import { FORGED_TEXT } from '../texts';
import { choiceWords } from '../presenters/words';
import { BOARD_FILE } from '../turn';
import type { Click } from './types';

function groupChoices(app: App, turn: CheckedTurn, group: string): ActionChoice[] {
  return app
    .presenter(turn.snap.record.gameId)
    .choices(turn.snap, turn.seat)
    .filter((c) => c.group === group);
}

export async function actClick(app: App, interaction: Click, id: ControlOf<'act'>): Promise<void> {
  const group = id.group;
  const turn = app.desk.turnFor(id.row, interaction.user.id, id.version);
  const choices = turn.ok ? groupChoices(app, turn.value, group) : [];
  // The player to act is acknowledged silently: a single action is applied at once (unless it asks to be
  // confirmed: `ActionChoice.confirm`), several open the private chooser as an ephemeral follow-up. Either way the click may edit the turn message later (the move's edit,
  // its buttons taken off) outside Discord's global limit (../message-editors.ts). Anyone else is answered
  // privately, with a reply of its own.
  if (choices.length > 0) {
    await ackUpdate(interaction);
    app.threads.editors.note(interaction);
  } else await ackReply(interaction);
  // This player's press of this button, as drawn at this version: pressed again once applied, it is told so.
  const press = app.choosers.press(id.row, interaction.message.id, interaction.user.id, group, id.version);
  if (!turn.ok) {
    if (turn.code === 'stale' && press.already())
      return tell(interaction, alreadyDoneText(app, id.row, id.version, interaction.user.id));
    return explain(app, interaction, turn, id.row, 'button', group);
  }
  // A button shown to everyone to act may not be open to this player now: say why, privately.
  if (choices.length === 0) return tellUnavailable(app, interaction, turn.value, group);
  if (choices.length === 1 && !choices[0]!.confirm) {
    await playMove(
      app,
      interaction,
      turn.value,
      choices[0]!.action,
      { close: openLinkedOr(app, interaction, turn.value.seat), from: 'button', already: press.already },
      press.done,
    );
    return;
  }
  await showChooser(app, interaction, turn.value, choices, 0, []);
}

/**
 * The chooser picture's alt text: how many places are marked (one each, however many actions share a place),
 * then the menu's own words (never the board's internal ids: "southernAfrica.west"). When the menu picks a
 * place, those words are the places; when it picks something first that leads to them (Wildcatters' starting
 * placement: a card, then the piece and its place), the text says so rather than counting 36 places and
 * naming 8 cards.
 */
export function choosingAltText(
  spots: readonly string[],
  options: readonly { label: string }[],
  optionsArePlaces = true,
): string {
  const marked = plural(new Set(spots).size, 'place', 'places');
  const labels = [...new Set(options.map((o) => o.label))];
  const words = numberedSpotsWords(labels) ?? labels.join(', ');
  return optionsArePlaces
    ? `The board with the ${marked} you can choose marked: ${words}`
    : `The board with the ${marked} your choices lead to marked. First choose: ${words}`;
}

/** A numbered spot's label, as Catan's set-up menu names it ("Spot 12"). */
const NUMBERED_SPOT = /^Spot (\d+)$/;

/**
 * Menu labels that are all numbered spots, as runs: "Spots 1 to 12, 15, 20 to 54" (not 54 "Spot n" in a row,
 * which a screen reader reads out one by one). A run of three or more is "a to b", which a screen reader says as
 * written (a dash it may read as "dash" or not at all); two in a row are both named. Null when any label is
 * something else: those are read as they are.
 */
export function numberedSpotsWords(labels: readonly string[]): string | null {
  const numbers: number[] = [];
  for (const label of labels) {
    const m = NUMBERED_SPOT.exec(label);
    if (!m) return null;
    numbers.push(Number(m[1]));
  }
  if (numbers.length === 0) return null;
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  if (sorted.length === 1) return `Spot ${sorted[0]}`;
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const [a, b] = [sorted[i]!, sorted[j]!];
    if (j - i >= 2) parts.push(`${a} to ${b}`);
    else parts.push(...sorted.slice(i, j + 1).map(String));
    i = j + 1;
  }
  return `Spots ${parts.join(', ')}`;
}

/**
 * The places a chooser's picture marks at menu `level`, the choices still `open` there (each choice's spot at
 * that step: `stepSpot`): every place they lead to on the first menu; on a later one, only when they still lead
 * to more than one place (the placement's piece picked, then where it goes; a transport's source picked, then
 * which refinery, then whose tanker), as a menu among the steps of one place (the robber's hex picked, then whom
 * to rob) has nothing new to show and is not drawn again.
 */
export function markedSpots(open: readonly ActionChoice[], level: number): string[] {
  const spots = open.map((c) => stepSpot(c, level)).filter((s): s is string => !!s);
  return level === 0 || new Set(spots).size > 1 ? spots : [];
}

/**
 * Show (or update) the private chooser of one group's `choices` at `path` (a menu: a path that leaves a single
 * choice is a pick, made in `choose`). `news`: what the move before it told the player alone, said above its
 * prompt; a chooser redrawn at another level or page keeps what it said (`newsAbove`) until its move is made.
 * Shown on the player's private surface (`showPrivately`): the chooser clicked, a form's or a typed command's
 * private answer, or a follow-up of a click on the turn message; a new message is the player's open chooser
 * from then on.
 */
async function showChooser(
  app: App,
  interaction: RepliableInteraction,
  turn: CheckedTurn,
  choices: readonly ActionChoice[],
  page: number,
  path: number[],
  news = newsAbove(interaction),
): Promise<void> {
  const descent = descend(choices, path);
  if (descent.kind !== 'options') return tell(interaction, 'That choice is not available any more.');
  const { snap, seat } = turn;
  const group = choices[0]?.group ?? '';
  const label = choices[0]?.groupLabel ?? 'Choose';
  const files: AttachmentBuilder[] = [];
  const embeds: EmbedBuilder[] = [];
  const spots = markedSpots(descent.open, descent.level);
  if (spots.length > 0) {
    const who = snap.seats.find((x) => x.seat === seat)?.name ?? 'You';
    const picture = await app
      .presenter(snap.record.gameId)
      .render(snap, { group, spots, prompt: `${who}: ${label.toLowerCase()}` })
      .catch((error: unknown) => {
        // The select still works without the marked-up picture.
        app.log.error({ err: error, row: snap.record.id }, 'selection render failed');
        return null;
      });
    if (picture) {
      files.push(
        new AttachmentBuilder(picture, {
          name: BOARD_FILE,
          description: clip(
            choosingAltText(spots, descent.options, menuPicksPlaces(descent.open, descent.level)),
            1024,
          ),
        }),
      );
      embeds.push(new EmbedBuilder().setImage(`attachment://${BOARD_FILE}`));
    }
  }
  const prompt = promptAt(choices, descent, path);
  const { posted } = await showPrivately(interaction, {
    content: news ? `${news}\n\n${prompt}` : prompt,
    embeds,
    files,
    ...(files.length ? {} : { attachments: [] }),
    components: chooserComponents(snap, group, descent.options, page, path),
    allowedMentions: { parse: [] },
  });
  // A new chooser (a follow-up of a click on the turn message, a form's answer) replaces the player's chooser
  // open before it.
  if (posted) {
    await app.choosers.opened(snap.record.id, interaction.user.id, {
      webhook: interaction.webhook,
      messageId: posted.id,
      clickedAt: interaction.createdTimestamp,
    });
  }
}

/**
 * The news a chooser the player clicked says above its prompt (`showChooser`), read back from the message: the
 * text before its last blank line, as a prompt has none. Only from their own chooser (an ephemeral message,
 * which only they can click): a click on the public turn message has none, so never another player's news.
 */
function newsAbove(interaction: RepliableInteraction): string {
  if (!interaction.isMessageComponent() || !interaction.message.flags.has(MessageFlags.Ephemeral)) return '';
  const { content } = interaction.message;
  const end = content.lastIndexOf('\n\n');
  return end < 0 ? '' : content.slice(0, end);
}

/**
 * The last answer (`MoveAnswer.close`) of a move `seat` made from `interaction`, a button, a chooser's pick, a
 * form or a typed command: when the move leaves them, in the same turn, nothing to do but pick among one group's
 * choices (`linkedChoices`: the robber's hex after a Knight or a discard, the road after a setup settlement),
 * that chooser opens at once, the move's news above its prompt: the chooser the move was picked in turns into
 * it, a form's or a typed command's private answer becomes it, or, after a click on the turn message, it comes
 * as the follow-up a click on its button would have opened. Otherwise `otherwise` answers: by default the news
 * is told, if there is any.
 */
export function openLinkedOr(
  app: App,
  interaction: RepliableInteraction,
  seat: number,
  otherwise: (news: string) => Promise<void> = async (news) => {
    if (news) await tell(interaction, news);
  },
): (news: string, left: MoveLeft) => Promise<void> {
  return async (news, left) => {
    const after = left.snap;
    const next = linkedChoices(app.presenter(after.record.gameId), left, seat);
    if (!next) return otherwise(news);
    // The move stands whatever Discord answers: a chooser that could not be shown is logged, and the move is
    // answered as it would have been without it (its receipt and news); the turn message's button still opens it.
    await showChooser(app, interaction, { snap: after, seat, rebased: false }, next, 0, [], news).catch(
      async (error: unknown) => {
        app.log.warn({ err: error, row: after.record.id }, 'linked chooser not shown');
        await otherwise(news).catch(() => undefined);
      },
    );
  };
}

/**
 * The chooser once its move is made. The turn message shows the move to everyone, the player included, so a
 * chooser with nothing more to say goes (private answers would otherwise pile up, one a move); with news only
 * the player may read (a card drawn, a steal), it becomes that news under what was chosen.
 */
async function closeChooser(
  app: App,
  interaction: Click,
  row: number,
  c: ActionChoice,
  news: string,
): Promise<void> {
  app.choosers.closed(row, interaction.user.id, interaction.message.id);
  if (!news) {
    await interaction.deleteReply().catch(() => undefined);
    return;
  }
  const what = c.steps ? c.steps.join(' → ') : c.label;
  await showPrivately(interaction, {
    content: `Done: ${safeName(choiceWords(c, ' — ', what))}.\n${news}`,
    embeds: [],
    files: [],
    attachments: [],
    components: [],
  }).catch(() => undefined);
}

/** Previous / Next page of a chooser. */
export async function menuClick(app: App, interaction: Click, id: ControlOf<'menu'>): Promise<void> {
  await ackUpdate(interaction);
  const turn = await beginTurn(app, interaction, id.row, id.version, 'choice');
  if (!turn) return;
  const choices = groupChoices(app, turn, id.group);
  // After others acted meanwhile, the chooser starts again from the current state.
  if (turn.rebased) return showChooser(app, interaction, turn, choices, 0, []);
  await showChooser(app, interaction, turn, choices, id.page, id.path);
}

/** A pick in a chooser's select: one of the values offered there, and only one. */
export async function pickSelect(app: App, interaction: Click, id: ControlOf<'pick'>): Promise<void> {
  await ackUpdate(interaction);
  if (!interaction.isStringSelectMenu()) return tell(interaction, FORGED_TEXT);
  const value = interaction.values[0];
  const offered = interaction.component.options.some((o) => o.value === value);
  if (interaction.values.length !== 1 || value === undefined || !offered) {
    return tell(interaction, 'Pick one of the choices in the menu.');
  }
  return choose(app, interaction, id, value);
}

/** The Confirm button of a chooser with one choice left: that choice, as its one option would pick it. */
export async function confirmClick(app: App, interaction: Click, id: ControlOf<'confirm'>): Promise<void> {
  await ackUpdate(interaction);
  if (!interaction.isButton()) return tell(interaction, FORGED_TEXT);
  return choose(app, interaction, id, String(id.index));
}

/** A chooser's pick of `value` (a step `s<i>` or an action index) at `id.path`: checked against the turn and the chooser's level. */
async function choose(
  app: App,
  interaction: Click,
  id: ControlOf<'pick'> | ControlOf<'confirm'>,
  value: string,
): Promise<void> {
  const { group, path } = id;
  const chooser = interaction.message.id;
  // The same pick sent twice at once: the second finds the game moved on by the first, its very move.
  const checked = app.desk.turnFor(id.row, interaction.user.id, id.version);
  if (!checked.ok) {
    if (checked.code === 'stale' && app.choosers.wasPicked(id.row, chooser, value))
      return tell(interaction, alreadyDoneText(app, id.row, id.version, interaction.user.id));
    return explain(app, interaction, checked, id.row, 'choice');
  }
  const turn = checked.value;
  const choices = groupChoices(app, turn, group);
  if (turn.rebased) {
    await tell(
      interaction,
      'Others acted while you were choosing, so here are your choices as they are now.',
    );
    return showChooser(app, interaction, turn, choices, 0, []);
  }
  const pick = pickOf(choices, path, value);
  if (!pick) return tell(interaction, 'That choice does not belong to this menu.');
  if ('deeper' in pick) return showChooser(app, interaction, turn, choices, 0, pick.deeper);
  const { choice } = pick;
  await playMove(
    app,
    interaction,
    turn,
    choice.action,
    {
      close: openLinkedOr(app, interaction, turn.seat, (news) =>
        closeChooser(app, interaction, turn.snap.record.id, choice, news),
      ),
    },
    () => app.choosers.picked(id.row, chooser, value),
  );
}

/**
 * What a pick of `value` at `path` is: a step (`s<i>`) leads to the next level's menu (`deeper`), or, when it
 * leaves one choice whose steps were all seen, is that choice; a final pick must be one of the options this
 * very level offers (else null).
 */
function pickOf(
  choices: readonly ActionChoice[],
  path: readonly number[],
  value: string,
): { choice: ActionChoice } | { deeper: number[] } | null {
  const step = /^s(\d{1,3})$/.exec(value);
  if (step) {
    const deeper = [...path, Number(step[1])];
    const descent = descend(choices, deeper);
    return descent.kind === 'apply' ? { choice: descent.choice } : { deeper };
  }
  const descent = descend(choices, path);
  const offered = descent.kind === 'options' && descent.options.some((o) => o.value === value);
  const choice = offered ? choices.find((c) => String(c.index) === value) : undefined;
  return choice ? { choice } : null;
}
