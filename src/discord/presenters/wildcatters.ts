/**
 * Wildcatters in Discord words. Public, as at a real table: the whole map, every player's workers, shares by
 * colour, VP, loans, chips and taken area cards, the display and the deck's size. Private: the light cards in
 * hand during the starting placement and your own sealed bid (the public message shows only who has answered, a pass
 * included).
 * The turn message's buttons come from the spectator view; choices and reasons from the player's own view.
 */
import { formatSeats, seatName } from '../../games/events';
import {
  CONSOLIDATION_CHIPS,
  DEVELOP_COST,
  DISPLAY_REFRESH_VP_COST,
  DRILL_COST,
  HARBOURS,
  LOAN_EARLY_REPAY_ROUND,
  LOAN_EARLY_REPAY_SHARES,
  LOAN_FINAL_REPAY_SHARES,
  RIG_COST_BY_ORDINAL_IN_AREA,
  REFINERY_COST,
  START_LIGHT_CARDS_DEALT,
  START_TANKER_HARBOURS,
  STARTING_PIECES,
  TANKER_COST,
  TRAIN_COST,
  TRANSPORT_COST_PER_BARREL,
  MAIN_CONTINENTS,
} from '../../games/wildcatters/data';
import type { FinalScoringStep } from '../../games/wildcatters/data';
import { REGIONS, railwayRegion } from '../../games/wildcatters/map';
import { handsDealt } from '../../games/wildcatters/placement';
import { areaCardsByContinent } from '../../games/wildcatters/scoring';
import {
  harbourWords,
  questionWords,
  setUpPieceWords,
  startingPieceNumber,
} from '../../games/wildcatters/words';
import type { PendingView, WildcattersAction, WildcattersView } from '../../games/wildcatters/types';
import { asWildcattersView } from '../../render/wildcatters/fromWildcattersView';
import type { SelectionKind } from '../../render/wildcatters/scene';
import type { GameSnapshot } from '../desk';
import { altNamesOf, listWords, namesOf, plainNamesOf, scoreNamesOf, seatTags } from '../names';
import { scoreOrder } from '../summary/message';
import { ENDED_TEXT } from '../texts';
import { fittedTitle, titleRoom, type TitleWording } from '../title-fit';
import { renderSnapshot } from './picture';
import { drawSafely, drawWildcattersSince, drawWildcattersView } from '../../render';
import type { ActionChoice, HandView, Presenter, Unavailable } from './types';
import { gameEnded } from './types';
import {
  GROUPS,
  describeWildcattersAction,
  loneRefinerySteps,
  oneCardPerArea,
  passLabel,
  type Group,
} from './wildcatters-actions';
import { bidFormAction, bidForms } from './wildcatters-forms';
import { reasonFor, wildcattersPublicActions } from './wildcatters-public';
import {
  areaCard,
  barrelsWords,
  cardWords,
  chipWords,
  fieldWords,
  regionName,
  setUpCardWords,
  shareOwners,
  sharesByColour,
  siteWords,
} from './wildcatters-words';
import { plural } from '../../games/awards';
import { vpWords } from './words';
import { wildcattersPlayOrder } from './play-order';

export function wildView(snap: GameSnapshot, seat: number | null): WildcattersView {
  return asWildcattersView(snap.module.view(snap.state, seat));
}

function who(names: readonly string[], seat: number): string {
  return seatName(names, seat);
}

/** Which map places a chooser's group picks, for the picture's marks. */
const SELECTION: Partial<Record<Group, SelectionKind>> = {
  place: 'field',
  rig: 'field',
  drill: 'field',
  develop: 'field',
  piggyback: 'field',
  transport: 'field',
  ride: 'field',
  train: 'railway',
  tanker: 'harbour',
  'place-tanker': 'harbour',
  'move-tanker': 'harbour',
  refinery: 'refinery',
  empty: 'refinery',
  'final-empty': 'refinery',
  card: 'card',
};

const STEP_WORDS: Record<WildcattersView['step'], string> = {
  card: 'chooses an area card',
  build: 'builds',
  oil: 'works the oil',
  tankers: 'moves tankers',
  empty: 'empties refineries',
  chip: 'may buy a chip',
};

/**
 * The game's first messages, while the tankers go down (a bot seated first may place its own before a person's
 * first message): what the set-up is, as a newcomer could not tell from "set-up · Ben places a tanker" alone.
 * "The game begins with the set-up, Ben first: each player puts their tanker in Luanda or Durban (Southern
 * Africa); then, dealt 8 area cards, places 3 rigs, 2 trains and a refinery, one a turn, each in the area of a
 * card they discard." Public: the start player, the rules' numbers and who placed a tanker. Null once every
 * tanker is down.
 */
function setUpNote(view: WildcattersView, names: readonly string[]): string | null {
  if (view.players.every((p) => p.tankerPlaced)) return cardsDealtNote(view);
  // Both harbours lie in one region ("southernAfrica.west"), said once: "Luanda or Durban (Southern Africa)".
  const towns = listWords(
    START_TANKER_HARBOURS.map((id) => HARBOURS.find((h) => h.id === id)?.name ?? harbourWords(id)),
    'or',
  );
  const region = regionName(START_TANKER_HARBOURS[0]!.split('.')[0]!);
  return (
    `The game begins with the set-up, ${who(names, view.startSeat)} first: each player puts their tanker in ` +
    `${towns} (${region}); then, dealt ${START_LIGHT_CARDS_DEALT} area cards, places ${startingPiecesWords()}, ` +
    'one a turn, each in the area of a card they discard.'
  );
}

/**
 * Once every tanker is down, through the first round of starting pieces: the cards were dealt on the message of
 * the last tanker, and the next player's new message said only "set-up · Ana places a starting piece (1 of 6)"
 * (a playtest), nothing of the cards in hand a piece is placed with. Null once everyone placed a piece.
 */
function cardsDealtNote(view: WildcattersView): string | null {
  if (view.players.every((p) => startingPieceNumber(view, p.seat) > 1)) return null;
  return (
    `Every tanker is down, and each player was dealt ${START_LIGHT_CARDS_DEALT} area cards (My hand shows ` +
    `yours): one a turn, each places ${startingPiecesWords()}, each in the area of a card they discard.`
  );
}

/** "3 rigs, 2 trains and a refinery": the starting pieces placed after the tanker. */
function startingPiecesWords(): string {
  const { rigs, trains, refineries } = STARTING_PIECES;
  return listWords([
    plural(rigs, 'rig', 'rigs'),
    plural(trains, 'train', 'trains'),
    refineries === 1 ? 'a refinery' : plural(refineries, 'refinery', 'refineries'),
  ]);
}

/**
 * What the player to act does now: "Ana places a tanker", "Ana places a starting piece (2 of 6)" (the picture's
 * caption says "placed a starting piece"; a playtest could not tell how many were left), "Ana builds (Persia card)".
 */
function doingWords(view: WildcattersView, name: string): string {
  if (view.phase === 'placement') return `${name} places ${setUpPieceWords(view).what}`;
  // The card's area is where rigs, refineries and drills may go, not where the turn's actions happen (a
  // train, a tanker, a transport or a development may be anywhere): the card is named as the card.
  const chosen = view.chosenCard ? areaCard(view.chosenCard) : undefined;
  return `${name} ${STEP_WORDS[view.step]}${chosen && view.step !== 'card' ? ` (${regionName(chosen.area)} card)` : ''}`;
}

/**
 * "Ana and Ben": those a question waits for, in seat order as "To act" names them (the engine keeps them in the
 * order they load or answer, which a title beside "To act" would show reversed for no reason it says).
 */
function waitingWords(p: { waiting: readonly number[] }, names: readonly string[]): string {
  return listWords(waitingSeats(p).map((s) => who(names, s)));
}

/** Those a question waits for, in seat order (`waitingWords`). */
function waitingSeats(p: { waiting: readonly number[] }): number[] {
  return [...p.waiting].sort((a, b) => a - b);
}

/**
 * The title's words after "Wildcatters — ", within `room` characters (`fittedTitle`): the names cut or counted,
 * "auction of the Persia disk (3 players)". Three 32-character names waiting ran it to about 160 characters.
 */
function headline(view: WildcattersView, names: readonly string[], room: number): string {
  if (view.phase === 'over') return 'game over';
  const p = view.phase === 'placement' ? null : view.pending;
  const round = view.phase === 'placement' ? 'set-up' : `round ${view.round}/${view.rounds}`;
  const words: TitleWording = (named) =>
    p
      ? `${round} · ${questionWords(p)} (${named(waitingSeats(p))})`
      : `${round} · ${doingWords(view, named([view.current]))}`;
  return fittedTitle([words], names, room);
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The alt text's opening sentences: "Wildcatters map, round 2 of 7. Ana builds (Persia card)." or "…, set-up
 * before round 1 of 7. Ana places a tanker." or "… Piggy-back in Texas? Waiting for Ben and Caro."; `ended`:
 * the game was ended early, so nobody's move.
 */
function altOpening(
  view: WildcattersView,
  names: readonly string[],
  title: string,
  ended: boolean,
): string[] {
  const opening =
    view.phase === 'placement'
      ? `${title} map, set-up before round 1 of ${view.rounds}.`
      : `${title} map, round ${view.round} of ${view.rounds}.`;
  if (view.result) return [opening, formatSeats(view.result.summary, names)];
  if (ended) return [opening, ENDED_TEXT];
  if (view.phase === 'placement') return [opening, `${doingWords(view, who(names, view.current))}.`];
  if (view.phase === 'over') return [opening, 'Game over.'];
  const p = view.pending;
  if (!p) return [opening, `${doingWords(view, who(names, view.current))}.`];
  const ask = capitalised(questionWords(p));
  const waiting = waitingWords(p, names);
  return [opening, `${ask}${ask.endsWith('?') ? '' : '.'} Waiting for ${waiting}.`];
}

/**
 * The train choices in the map's order of areas (each area's railways as the map lists them), in the places
 * the trains held: the chooser lists areas in the order they first come, and the engine lists railways to
 * harbours before those to refineries, so once an area's harbour lines were taken it would move down the list.
 */
function trainsInMapOrder(choices: ActionChoice[]): ActionChoice[] {
  const rank = (c: ActionChoice) => {
    const a = c.action as WildcattersAction;
    return a.type === 'buildTrain' ? REGIONS.indexOf(railwayRegion(a.railway)) : -1;
  };
  const trains = choices.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b));
  let k = 0;
  return choices.map((c) => (rank(c) >= 0 ? trains[k++]! : c));
}

function playerLine(view: WildcattersView, names: readonly string[], seat: number): string {
  const p = view.players[seat]!;
  const shares = p.shares.reduce((a, n) => a + n, 0);
  const disks = Object.values(view.disks).filter((d) => d?.owner === seat).length;
  // A bought consolidation chip lies open before its owner and its VP are sure (final scoring step 2 scores it):
  // counted here, where the Scores line stood still when a chip was bought; the VP in play, as the picture and the
  // final round's order count them, beside it. (A refinery chip's 1 VP is not: it is spent to empty a refinery.)
  const chips = p.consolidationChips.reduce((a, c) => a + (CONSOLIDATION_CHIPS[c.index]?.vp ?? 0), 0);
  const vp = chips > 0 ? `${p.vp + chips} VP (${p.vp} + ${chips} from chips)` : `${p.vp} VP`;
  return [
    `**${who(names, seat)}** ${vp}`,
    plural(p.workers, 'worker', 'workers'),
    plural(shares, 'share', 'shares'),
    p.loans ? `${p.loans} loan${p.loans === 1 ? '' : 's'}` : '',
    disks ? `${disks} disk${disks === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Final scoring's steps in a word each, for the score lines of the final message. */
const STEP_SHORT: Record<FinalScoringStep, string> = {
  refineryCardsEmpty: 'refinery cards',
  chips: 'chips',
  areaCards: 'area cards',
  wildcatterDisks: 'disks',
  refineries: 'refineries',
  loans: 'loans',
  sharesToWorkers: 'shares',
  workers: 'workers',
  continentMajorities: 'majorities',
};

/**
 * At the end, a player's VP step by step: "**Ben** 100 VP = 44 in play + chips 10 · area cards 17 · …"
 * (steps that gave them nothing left out).
 */
function finalLine(view: WildcattersView, names: readonly string[], seat: number): string {
  const p = view.players[seat]!;
  const steps = view.finalScoring.filter((l) => (l.vp[seat] ?? 0) !== 0);
  const scored = view.finalScoring.reduce((a, l) => a + (l.vp[seat] ?? 0), 0);
  const parts = steps.map((l) => `${STEP_SHORT[l.step]} ${(l.vp[seat] ?? 0) > 0 ? '+' : ''}${l.vp[seat]}`);
  const won = view.result?.winners.includes(seat) ? ' 🏆' : '';
  return `**${who(names, seat)}**${won} ${p.vp} VP = ${p.vp - scored} in play${parts.length ? ` + ${parts.join(' · ')}` : ''}`;
}

function pieceCounts(view: WildcattersView, seat: number): string {
  let rigs = 0;
  let jacks = 0;
  for (const pieces of Object.values(view.fields))
    for (const x of pieces) {
      if (x.owner !== seat) continue;
      if (x.kind === 'rig') rigs++;
      else jacks++;
    }
  const trains = Object.values(view.trains).filter((o) => o === seat).length;
  const tankers = view.tankers.filter((t) => t.owner === seat).length;
  const refineries = Object.values(view.refineries).filter((r) => r.owner === seat).length;
  return [
    plural(rigs, 'rig', 'rigs'),
    plural(jacks, 'pump jack', 'pump jacks'),
    plural(trains, 'train', 'trains'),
    plural(tankers, 'tanker', 'tankers'),
    plural(refineries, 'refinery', 'refineries'),
  ].join(', ');
}

/**
 * The picture's alt text. `names`: as the picture's panels read (a seat a bot plays for its player "Dev (bot)");
 * `plain`: as typed, for the shares' owners ("+6 of Dev's shares", not "of Dev (bot)'s").
 */
function altText(
  view: WildcattersView,
  names: readonly string[],
  plain: readonly string[],
  title: string,
  ended: boolean,
): string {
  const parts: string[] = [];
  parts.push(...altOpening(view, names, title, ended));
  for (const p of view.players)
    parts.push(
      `${who(names, p.seat)}: ${p.vp} VP, ${plural(p.workers, 'worker', 'workers')}${p.loans ? `, ${plural(p.loans, 'loan', 'loans')}` : ''}, ${pieceCounts(view, p.seat)}.`,
    );
  const refs = Object.entries(view.refineries)
    .filter(([, r]) => r.barrels.length > 0)
    .map(([site, r]) => `${siteWords(site)} ${r.barrels.length}/5`);
  if (refs.length) parts.push(`Refinery fill: ${refs.join(', ')}.`);
  const owners = shareOwners(view, plain);
  const display = view.display
    .map((id, i) => (id ? `${i + 1} ${cardWords(id, owners)}` : ''))
    .filter(Boolean);
  if (display.length) parts.push(`Area cards: ${display.join('; ')}.`);
  let text = parts.join(' ');
  if (text.length > 1024) text = `${text.slice(0, 1023)}…`;
  return text;
}

/** The button that answers each question the game puts to several players at once (its other answer: Pass). */
const ANSWER_GROUPS: Record<PendingView['kind'], Group> = {
  piggyback: 'piggyback',
  auction: 'bid',
  rideAlong: 'ride',
  repay: 'repay',
  finalEmpty: 'final-empty',
};

/** The buttons that answer the open question: "Bid for the disk or Pass (no bid)". */
function answerWords(view: WildcattersView, p: PendingView): string {
  return `${GROUPS[ANSWER_GROUPS[p.kind]]} or ${passLabel(view)}`;
}

/**
 * The question `seat` is asked and must answer before anything else, in words after "You cannot end your turn
 * right now:": "the auction of the Texas disk awaits your sealed bid: answer it first (Bid for the disk or Pass
 * (no bid))". Null when `seat` is not asked.
 */
function answerFirst(view: WildcattersView, seat: number): string | null {
  const p = view.pending;
  if (!p || !p.waiting.includes(seat)) return null;
  const answers = answerWords(view, p);
  if (p.kind === 'auction')
    return `the ${questionWords(p)} awaits your sealed bid: answer it first (${answers})`;
  return `you are asked “${questionWords(p)}”: answer it first (${answers})`;
}

/**
 * The question the game waits for `seat` to answer, as My hand's first line: a piggy-back, a sealed bid, a ride
 * along, an early repayment, each put to several players on someone else's turn, with the buttons that answer it.
 * A player asked opens My hand to weigh it against their shares, and reads it first. Public words, shown to that
 * player only.
 */
export function wildcattersAsks(view: WildcattersView, seat: number): string[] {
  const p = view.pending;
  if (!p || !p.waiting.includes(seat)) return [];
  const answers = `${answerWords(view, p)} on the turn message`;
  if (p.kind === 'auction') return [`⚠️ **The ${questionWords(p)} awaits your sealed bid**: ${answers}.`];
  return [`⚠️ **You are asked: ${questionWords(p)}** Answer with ${answers}.`];
}

/**
 * When the reader's loans may be repaid: "repay 18 shares each in round 5, or 25 at the end" before round 5,
 * "… now, …" while round 5's question waits on them, and "repay 25 shares each at the end" once it has passed.
 */
function repayWords(view: WildcattersView, seat: number): string {
  const final = `${LOAN_FINAL_REPAY_SHARES} at the end`;
  if (view.round < LOAN_EARLY_REPAY_ROUND)
    return `repay ${LOAN_EARLY_REPAY_SHARES} shares each in round ${LOAN_EARLY_REPAY_ROUND}, or ${final}`;
  if (view.pending?.kind === 'repay' && view.pending.waiting.includes(seat))
    return `repay ${LOAN_EARLY_REPAY_SHARES} shares each now, or ${final}`;
  return `repay ${LOAN_FINAL_REPAY_SHARES} shares each at the end`;
}

function hand(snap: GameSnapshot, seat: number): HandView {
  const view = wildView(snap, seat);
  const names = namesOf(snap);
  const p = view.players[seat];
  if (!p) return { title: 'Your hand', description: 'You are not seated in this game.' };
  const ended = gameEnded(snap);
  const asks = ended ? [] : wildcattersAsks(view, seat);
  const lines: string[] = asks.length ? [...asks, ''] : [];
  if (view.you && view.you.hand.length > 0) {
    // By area alone, with how many of each ("• Persia ×3"): the set-up pays no bonus (`setUpCardWords`).
    const byArea = new Map<string, number>();
    for (const id of view.you.hand) byArea.set(setUpCardWords(id), (byArea.get(setUpCardWords(id)) ?? 0) + 1);
    lines.push(
      `**Light cards in your hand** (secret; each places a starting piece in its area):`,
      ...[...byArea].map(([area, n]) => `• ${area}${n > 1 ? ` ×${n}` : ''}`),
    );
  }
  // Before the deal (seed: the tankers go down first), so no one looks for their cards while choosing a harbour.
  else if (!handsDealt(view))
    lines.push(
      `**Light cards**: ${START_LIGHT_CARDS_DEALT} are dealt to each player once every tanker is in Southern Africa.`,
    );
  // A bid not made yet is what the first line asks for; a bid made is the player's secret until the auction closes.
  const bid = view.pending?.kind === 'auction' ? (view.you?.bid ?? null) : null;
  if (bid !== null)
    lines.push(
      bid === 0
        ? `**Your sealed answer**: you passed (only you can see it until the auction closes).`
        : `**Your sealed bid**: ${plural(bid, 'share', 'shares')} (only you can see it until the auction closes).`,
    );
  lines.push(
    `**Workers**: ${p.workers} · **VP**: ${p.vp}`,
    `**Shares**: ${p.shares.reduce((a, n) => a + n, 0)} in all — ${sharesByColour(p.shares, shareOwners(view, names), seat)}`,
  );
  if (p.loans) lines.push(`**Loans**: ${p.loans}${ended ? '' : ` (${repayWords(view, seat)})`}`);
  // Which stack each chip came from: one a player per stack, so it says where you may still buy one.
  const chips = p.consolidationChips.map(
    (c) => `${regionName(c.continent)} (${CONSOLIDATION_CHIPS[c.index]?.vp ?? 0} VP)`,
  );
  // Your own refinery chip and the neutral ones (won from area cards) are told apart, as the emptying menu does,
  // after a colon: "refinery chips your own" read as a broken sentence in a playtest.
  const refineryChips = [
    ...(p.ownRefineryChip ? ['your own'] : []),
    ...(p.neutralRefineryChips > 0 ? [`${p.neutralRefineryChips} neutral`] : []),
  ];
  lines.push(
    `**Chips**: ${chips.length ? `consolidation ${chips.join(', ')}` : 'no consolidation chips'} · refinery chips: ${refineryChips.length ? refineryChips.join(' and ') : 'none'}`,
  );
  if (p.cards.length) {
    // Final scoring's step 1 uses every refinery card (its line says what each emptied; while it asks them, the
    // question above says which): none is unused then.
    const unused =
      view.phase === 'over' || view.pending?.kind === 'finalEmpty'
        ? []
        : p.cards.filter((id) => areaCard(id)?.refinery && !p.usedRefineryCards.includes(id));
    // What they score at the end, by main continent: "Asia 4 (10 VP), North America 2 (3 VP)".
    const worth = areaCardsByContinent(p.cards);
    const vp = worth.reduce((a, c) => a + c.vp, 0);
    lines.push(
      `**Area cards taken**: ${p.cards.length}${unused.length ? ` (${unused.length} refinery card${unused.length === 1 ? '' : 's'} unused)` : ''}` +
        `, ${ended ? 'scored' : 'worth'} ${vp} VP${ended ? '' : ' at the end'}: ${worth.map((c) => `${regionName(c.continent)} ${c.cards} (${c.vp} VP)`).join(', ')}`,
    );
  }
  lines.push(
    `**Supply**: ${[
      plural(p.supply.rigs, 'rig', 'rigs'),
      plural(p.supply.trains, 'train', 'trains'),
      plural(p.supply.tankers, 'tanker', 'tankers'),
      plural(p.supply.refineries, 'refinery', 'refineries'),
      plural(p.supply.barrels, 'barrel', 'barrels'),
    ].join(', ')}`,
  );
  const title = `Your hand — ${names[seat] ?? 'you'}`;
  // After the game: what the player held, not what things cost or which chip comes next.
  if (ended) return { title, description: lines.join('\n').slice(0, 3900) };
  lines.push(
    '',
    '**Costs in workers**',
    `Rig ${RIG_COST_BY_ORDINAL_IN_AREA.join('/')} (by rigs already in the area) · train ${TRAIN_COST} · tanker ${TANKER_COST} · refinery ${REFINERY_COST} (one a round)`,
    `Drill ${DRILL_COST} · develop ${DEVELOP_COST} · transport ${TRANSPORT_COST_PER_BARREL} a barrel`,
  );
  // A stack you hold a chip of has nothing more for you (one chip per stack per player).
  const next = MAIN_CONTINENTS.map((c) =>
    p.consolidationChips.some((held) => held.continent === c)
      ? `${regionName(c)} yours already (one a player)`
      : `${regionName(c)} ${chipWords(view.chipsTaken[c] ?? 0)}`,
  );
  lines.push(`**Next consolidation chips**: ${next.join(' · ')}`);
  return { title, description: lines.join('\n').slice(0, 3900) };
}

/** The buttons (and the bid's form) that answer a question the game puts to several players at once. */
const QUESTION_KEYS = new Set(['piggyback', 'bid', 'bid-amount', 'ride', 'repay', 'final-empty', 'pass']);

/**
 * Why `seat`, who is not asked now, cannot answer the open question with a button of it (`key`): they answered
 * already (a sealed bid, a ride asked for) or were not asked, and whom the game waits for. Said on the click in
 * place of "It's Caro's turn", which a player who has just bid in Caro's auction would read as wrong.
 */
function notAskedWords(
  view: WildcattersView,
  names: readonly string[],
  seat: number,
  key: string,
): string | null {
  const p = view.pending;
  if (!p || !QUESTION_KEYS.has(key) || p.waiting.includes(seat)) return null;
  const waits = `The game waits for ${waitingWords(p, names)}.`;
  const others = seat === view.current ? 'the other players' : 'players';
  switch (p.kind) {
    case 'auction':
      return p.answered[seat]
        ? `You have answered the auction of the ${regionName(p.area)} disk already (sealed), and each player bids once. ${waits}`
        : null;
    case 'rideAlong': {
      const asked = p.asks[seat];
      return asked
        ? `You asked to ride along with ${barrelsWords(asked.barrels)} already, and each player answers once: the riders load when all have answered. ${waits}`
        : `Only ${others} with oil on the ${fieldWords(p.field)} are asked to ride along, each once. ${waits}`;
    }
    case 'piggyback':
      return `Only ${others} with a rig in ${regionName(p.region)} are asked to piggy-back, each once. ${waits}`;
    // A borrower is not asked with fewer than 18 shares when the round began (the round's log says so): "Only
    // players with loans are asked" would tell them they have none.
    case 'repay':
      return (view.players[seat]?.loans ?? 0) > 0
        ? `Only players with loans who held ${LOAN_EARLY_REPAY_SHARES} shares to repay one when round ${LOAN_EARLY_REPAY_ROUND} began are asked, each once. ${waits}`
        : `Only players with loans are asked to repay them now, each once. ${waits}`;
    // One refinery card at a time, in the final round's order: the asked card's holder, then the queue's.
    case 'finalEmpty': {
      const asked = `The game waits for ${who(names, p.waiting[0]!)}'s ${regionName(areaCard(p.card)?.area ?? '')} refinery card.`;
      const holds = view.players[seat]?.cards.some((id) => areaCard(id)?.refinery) ?? false;
      if (p.queue.some((c) => c.seat === seat))
        return `Final scoring asks the refinery cards one at a time, in the final round's order: yours comes later. ${asked}`;
      return holds
        ? `Your refinery cards have had their turn at final scoring, each once. ${asked}`
        : `Only holders of refinery area cards are asked at final scoring, one card at a time. ${asked}`;
    }
  }
}

export const wildcattersPresenter: Presenter = {
  gameId: 'wildcatters',
  botWords: { greedy: 'Takes the move worth the most VP, shares and workers right now' },
  publicActions(snap) {
    const view = wildView(snap, null);
    return [...wildcattersPublicActions(view), ...bidFormAction(view)];
  },
  choices(snap, seat): ActionChoice[] {
    const view = wildView(snap, seat);
    const names = plainNamesOf(snap);
    const legal = snap.module.legalActions(snap.state, seat) as WildcattersAction[];
    const choices = legal.map((action, index) => ({
      ...describeWildcattersAction(action, view, names),
      index,
      action,
    }));
    return loneRefinerySteps(trainsInMapOrder(oneCardPerArea(choices)), view, names);
  },
  unavailable(snap, seat): Unavailable[] {
    if (!snap.status.toAct.includes(seat)) return [];
    const view = wildView(snap, seat);
    const legal = new Set(wildcattersPresenter.choices(snap, seat).map((c) => c.group));
    return wildcattersPublicActions(wildView(snap, null))
      .filter((a) => !a.disabledReason && !legal.has(a.key))
      .map((a) => ({
        group: a.key,
        label: a.label,
        doing: (GROUPS[a.key as Group] ?? a.label).toLowerCase(),
        reason: reasonFor(view, seat, a.key as Group),
      }));
  },
  notAsked(snap, seat, key) {
    return notAskedWords(wildView(snap, null), namesOf(snap), seat, key);
  },
  // Its own: the line naming every game's offered `/oil roll`, `/oil play` and `/oil trade`, which do nothing here.
  typedHelp:
    '`/oil build` (rigs, trains, tankers, refineries), `/oil oil` (drill, develop, transport, piggy-back, bid), ' +
    '`/oil endturn`, or `/oil move` for anything (area cards, loans…); spots autocomplete.',
  typedCommands: ['build', 'oil', 'endturn'],
  typedOfferHelp:
    'Wildcatters has no trades between players: you use theirs by piggy-backing on a drill or riding along on a ' +
    'transport when asked, and bid for disks. Nothing changed.',
  // A turn opens with its area card (the seed's step 1): `/oil endturn` or `/oil build` typed before it said
  // only "You cannot end your turn right now.". A player asked a question (a sealed bid, a piggy-back) is told
  // to answer it.
  settleFirst(snap, seat) {
    const view = wildView(snap, null);
    const asked = answerFirst(view, seat);
    if (asked) return asked;
    if (view.phase !== 'turns' || view.step !== 'card' || view.pending || view.current !== seat) return null;
    const refresh = (view.players[seat]?.vp ?? 0) >= DISPLAY_REFRESH_VP_COST;
    return `your turn opens with an area card: take one first (${GROUPS.card})${refresh ? `, or refresh the display for ${DISPLAY_REFRESH_VP_COST} VP` : ''}`;
  },
  forms(snap, seat) {
    return bidForms(wildView(snap, seat), seat);
  },
  turnOf(snap) {
    const view = wildView(snap, null);
    return view.phase === 'over' ? null : view.current;
  },
  playOrder: (snap) => wildcattersPlayOrder(wildView(snap, null)),
  orderEndsGame: (snap) => {
    const view = wildView(snap, null);
    return view.phase === 'turns' && view.round >= view.rounds;
  },
  headline(snap) {
    return headline(wildView(snap, null), plainNamesOf(snap), titleRoom(snap.module.title));
  },
  // The repayment question is posted below the message that ended the last turn, whose round line asked it: its
  // own first post would tell nothing (the other questions follow the move that asked them, which they retell).
  headlineNote(snap) {
    const view = wildView(snap, null);
    if (view.phase === 'placement') return setUpNote(view, namesOf(snap));
    if (view.pending?.kind !== 'repay') return null;
    return (
      `Round ${LOAN_EARLY_REPAY_ROUND}: each loan may be repaid now for ${LOAN_EARLY_REPAY_SHARES} shares (its barrel ` +
      `comes back from the bank), or it costs ${LOAN_FINAL_REPAY_SHARES} shares at the end.`
    );
  },
  scoreWords: vpWords,
  /** The rounds played (the one the game ended in), as the headline counts them. */
  roundsPlayed(snap) {
    return wildView(snap, null).round;
  },
  scoreLines(snap) {
    const view = wildView(snap, null);
    const names = scoreNamesOf(snap);
    // At the end the winner first, then by points, as the final standings below them.
    const seats = scoreOrder(snap.status);
    if (view.phase === 'over' && view.finalScoring.length > 0)
      return seats.map((seat) => finalLine(view, names, seat));
    return seats.map((seat) => playerLine(view, names, seat));
  },
  altText(snap) {
    const ended = snap.record.lifecycle === 'abandoned';
    return altText(wildView(snap, null), altNamesOf(snap), plainNamesOf(snap), snap.module.title, ended);
  },
  hand,
  picture: drawWildcattersView,
  sincePicture: drawWildcattersSince,
  /** The picture with bots tagged and a chooser's places marked; the generic picture if drawing fails. */
  async render(snap, select) {
    const kind = select ? SELECTION[select.group as Group] : undefined;
    const opts = {
      tags: seatTags(snap),
      ...(kind && select ? { select: { kind, spots: select.spots, prompt: select.prompt ?? 'Choose' } } : {}),
    };
    const view = wildView(snap, null);
    const png = await drawSafely(drawWildcattersView, snap.record.gameId, view, plainNamesOf(snap), opts);
    return png ?? renderSnapshot(snap, []);
  },
};
