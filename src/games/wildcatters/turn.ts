/**
 * The turn's frame: step 1 (an area card, or the paid refresh first) with its bonus (step 2, no choice),
 * step 6 (emptying a partial refinery), step 7 (full refineries empty, the consolidation chip, the refill),
 * then the next turn, the beginning of the next round (seed) or final scoring (its refinery cards' question first).
 */
import { listWords, plural } from '../awards';
import { seatRef } from '../events';
import { ruleError, type GameEvent } from '../types';
import {
  CONSOLIDATION_CHIPS,
  CONSOLIDATION_SHARES_PER_ROUND,
  DISPLAY_REFRESH_VP_COST,
  LOAN_EARLY_REPAY_ROUND,
  LOAN_EARLY_REPAY_SHARES,
  LOAN_FINAL_REPAY_SHARES,
  REFINERY_CHIP_VP,
  ROUND_START_DISCARDS,
  ROUND_WORKERS,
} from './data';
import { addVp, canPayShares, gainShares, gainWorkers, payShares, shareTotal } from './economy';
import { clearDisplay, discardTopAndRefill, refillDisplay } from './display';
import { card, continentOf } from './map';
import { checkPartial, emptyFullRefineries, emptyRefinery } from './refinery';
import { beginFinalScoring } from './final-empty';
import type { ActionOf, PlayerState, Refusal, WildcattersState } from './types';
import { colourSharesText, regionName, sharesByColourText } from './words';

type Done = { ok: true; events: GameEvent[] } | Refusal;

export function checkChooseCard(s: WildcattersState, slot: number): Refusal | string {
  const id = Number.isInteger(slot) ? s.display[slot] : undefined;
  if (!id) return ruleError('bad-card', 'There is no card in that slot.');
  return id;
}

/** Seed steps 1 and 2: take a face-up area card and its bonus (workers, shares of a colour, a refinery chip). */
export function chooseCard(s: WildcattersState, seat: number, slot: number): Done {
  const id = checkChooseCard(s, slot);
  if (typeof id !== 'string') return id;
  const c = card(id);
  const p = s.players[seat]!;
  s.display[slot] = null;
  p.cards.push(id);
  s.chosenCard = id;
  s.step = 'build';
  let bonus: string;
  if (c.bonus.kind === 'workers') {
    gainWorkers(s, seat, c.bonus.amount);
    bonus = `+${c.bonus.amount} workers`;
  } else if (c.bonus.kind === 'shares') {
    gainShares(s, seat, c.bonus.colour, c.bonus.amount);
    // As the hand words the bonus ("+8 of Ben's shares (pink)", "+8 neutral shares (pink)" for a colour nobody
    // plays in a game of 2 or 3), public: the taker's own colour is told as theirs ("+6 of their own shares (white)").
    bonus = `+${colourSharesText(c.bonus.amount, c.bonus.colour, s.seats, seat)}`;
  } else if (s.neutralRefineryChips > 0) {
    s.neutralRefineryChips--;
    p.neutralRefineryChips++;
    bonus = '+1 refinery chip';
  } else bonus = 'no refinery chip left';
  s.last = { seat, kind: 'chooseCard', at: id };
  return {
    ok: true,
    events: [
      {
        kind: 'card',
        text: `${seatRef(seat)} took the ${regionName(c.area)} card${c.refinery ? ' (refinery card)' : ''}: ${bonus}.`,
      },
    ],
  };
}

/**
 * Why `seat` cannot refresh the display now, or null: 4 VP needed, and a card to deal (with the display, the
 * deck and the discards all empty, a refresh would take the VP and deal nothing).
 */
export function checkRefresh(s: WildcattersState, seat: number): Refusal | null {
  if (s.players[seat]!.vp < DISPLAY_REFRESH_VP_COST)
    return ruleError('cannot-afford', `A refresh costs ${DISPLAY_REFRESH_VP_COST} VP.`);
  if (s.display.every((c) => c === null) && s.deck.length === 0 && s.discards.length === 0)
    return ruleError('bad-card', 'There is no area card left to deal: end your turn.');
  return null;
}

/** Seed: instead of taking a card at once, clear and refresh the display for 4 VP (design: then take a card). */
export function refreshDisplay(s: WildcattersState, seat: number): Done {
  const refused = checkRefresh(s, seat);
  if (refused) return refused;
  const p = s.players[seat]!;
  addVp(s, seat, 'refresh', -DISPLAY_REFRESH_VP_COST);
  p.refreshes++;
  clearDisplay(s);
  s.last = { seat, kind: 'refreshDisplay' };
  return {
    ok: true,
    events: [
      {
        kind: 'refresh',
        text: `${seatRef(seat)} paid ${DISPLAY_REFRESH_VP_COST} VP to refresh the display.`,
      },
    ],
  };
}

export function checkEmpty(s: WildcattersState, seat: number, a: ActionOf<'emptyRefinery'>): Refusal | null {
  // Seed step 6 empties a *partial* refinery; a full one empties by itself at the end of the turn (step 7).
  const partial = checkPartial(s, a.site);
  if (partial) return partial;
  const p = s.players[seat]!;
  if (a.with === 'card') {
    const id = a.card;
    if (id === undefined || !p.cards.includes(id) || !card(id).refinery || p.usedRefineryCards.includes(id))
      return ruleError('bad-card', 'Name one of your unused refinery area cards.');
  } else if (a.with === 'ownChip') {
    if (!p.ownRefineryChip) return ruleError('no-chip', 'Your refinery chip is used.');
  } else if (a.with === 'chip') {
    if (p.neutralRefineryChips < 1) return ruleError('no-chip', 'You have no refinery chip.');
  } else return ruleError('bad-action', 'Empty with a card, your chip or a chip.');
  return null;
}

/** Seed step 6: a refinery area card or a refinery chip empties a partial refinery (its barrels pay their owners). */
export function emptyPartial(s: WildcattersState, seat: number, a: ActionOf<'emptyRefinery'>): Done {
  const refused = checkEmpty(s, seat, a);
  if (refused) return refused;
  const p = s.players[seat]!;
  if (a.with === 'card') p.usedRefineryCards.push(a.card!);
  else if (a.with === 'ownChip') p.ownRefineryChip = false;
  else {
    p.neutralRefineryChips--;
    s.neutralRefineryChips++;
  }
  // What the emptying cost, in past-tense words: a chip used is the VP it would have scored, a refinery card
  // its one use in play (it empties a refinery again at final scoring).
  const givenUp = `(giving up its ${REFINERY_CHIP_VP} VP at the end)`;
  const using =
    a.with === 'card'
      ? `their ${regionName(card(a.card!).area)} refinery card (its one use before final scoring)`
      : a.with === 'ownChip'
        ? `their own refinery chip ${givenUp}`
        : `a neutral refinery chip ${givenUp}`;
  const events: GameEvent[] = [];
  emptyRefinery(s, a.site, false, events, { seat, using });
  s.last = { seat, kind: 'emptyRefinery', at: a.site };
  return { ok: true, events };
}

/**
 * What the chip offer reads, all public: the chosen card, the chips taken, each player's chips and shares. The
 * state or a view (the presenter asks whether a chip question follows the End the turn).
 */
type ChipTable = Pick<WildcattersState, 'chosenCard' | 'chipsTaken'> & {
  players: readonly Pick<PlayerState, 'shares' | 'consolidationChips'>[];
};

/** The consolidation chip the active player could buy now: its stack's continent and index, or null. */
export function chipOnOffer(
  s: ChipTable,
  seat: number,
): { continent: ReturnType<typeof continentOf>; index: number } | null {
  if (s.chosenCard === null) return null;
  const continent = continentOf(card(s.chosenCard).area);
  const index = s.chipsTaken[continent] ?? 0;
  const chip = CONSOLIDATION_CHIPS[index];
  const p = s.players[seat]!;
  if (!chip || p.consolidationChips.some((c) => c.continent === continent)) return null;
  return { continent, index };
}

export function canBuyChip(s: ChipTable, seat: number): boolean {
  const offer = chipOnOffer(s, seat);
  if (!offer) return false;
  const chip = CONSOLIDATION_CHIPS[offer.index]!;
  return canPayShares(s.players[seat]!, chip.price, chip.minColours);
}

/**
 * Seed step 7: full refineries empty; then the chip may be bought (a question only when affordable). The
 * log says the turn ended once, first: "{p0} ended the turn." when it ends here, "{p0} ended the turn's
 * actions." when the chip is still to buy or not (that answer ends it).
 */
export function endTurn(s: WildcattersState, seat: number): Done {
  const events: GameEvent[] = [];
  emptyFullRefineries(s, events);
  s.last = { seat, kind: 'endTurn' };
  if (canBuyChip(s, seat)) {
    s.step = 'chip';
    const offer = chipOnOffer(s, seat)!;
    const chip = CONSOLIDATION_CHIPS[offer.index]!;
    const may = `may buy the ${regionName(offer.continent)} consolidation chip for ${chip.price} shares (${chip.minColours}+ colours, ${chip.vp} VP).`;
    const ended = `${seatRef(seat)} ended the turn's actions.`;
    // The move made comes first (the Undo button's words: "ended the turn's actions", not the refinery it
    // emptied), then the full refineries it emptied, then the question it opens.
    if (events.length === 0) events.push({ kind: 'chipOffer', text: `${ended} They ${may}` });
    else {
      events.unshift({ kind: 'endTurn', text: ended });
      events.push({ kind: 'chipOffer', text: `${seatRef(seat)} ${may}` });
    }
  } else {
    // As in the other games, and before the refineries it emptied and the round it may begin.
    events.unshift({ kind: 'endTurn', text: `${seatRef(seat)} ended the turn.` });
    finishTurn(s, events);
  }
  return { ok: true, events };
}

/** Seed: buy the active area's consolidation chip for the shares shown (design: any colours, at least the chip's count of colours). */
export function buyChip(s: WildcattersState, seat: number): Done {
  if (!canBuyChip(s, seat)) return ruleError('no-chip', 'You cannot buy that consolidation chip.');
  const offer = chipOnOffer(s, seat)!;
  const chip = CONSOLIDATION_CHIPS[offer.index]!;
  const paid = payShares(s, seat, chip.price, chip.minColours);
  s.players[seat]!.consolidationChips.push({ continent: offer.continent, index: offer.index });
  s.chipsTaken[offer.continent] = offer.index + 1;
  // The paid shares after a colon (public: every player's shares by colour are); in parentheses, the colours'
  // names would stand in parentheses within parentheses.
  const events: GameEvent[] = [
    {
      kind: 'chip',
      text: `${seatRef(seat)} bought the ${regionName(offer.continent)} consolidation chip for ${chip.price} shares: ${sharesByColourText(paid, s.seats, seat)}.`,
    },
  ];
  s.last = { seat, kind: 'buyChip' };
  finishTurn(s, events);
  return { ok: true, events };
}

export function declineChip(s: WildcattersState, seat: number): GameEvent[] {
  const events: GameEvent[] = [{ kind: 'pass', text: `${seatRef(seat)} did not buy the chip.` }];
  finishTurn(s, events);
  return events;
}

/** The display refill (seed), then the next player, the next round or final scoring. */
export function finishTurn(s: WildcattersState, events: GameEvent[]): void {
  refillDisplay(s);
  for (const t of s.tankers) t.used = false;
  s.tankerMovesThisTurn = 0;
  s.chosenCard = null;
  s.step = 'card';
  s.turnIndex++;
  if (s.turnIndex < s.order.length) {
    s.current = s.order[s.turnIndex]!;
    return;
  }
  if (s.round >= s.rounds) {
    beginFinalScoring(s, events);
    return;
  }
  beginRound(s, events);
}

/**
 * "the Texas card leaves the display", "the Texas card and the Alaska card leave the display": the round's start
 * discards ROUND_START_DISCARDS cards (one today), with a verb that agrees however many.
 */
export function leaveTheDisplay(dropped: readonly string[]): string {
  return `${listWords(dropped)} ${dropped.length === 1 ? 'leaves' : 'leave'} the display`;
}

/**
 * Seed, from round 2: +10 workers each, the round marker on, the display's top card discarded (slide,
 * refill), +1 share per consolidation chip (design: own colour), round 5 early repayment, and in the final
 * round the player order (design: fewest VP first, ties keep the order).
 */
export function beginRound(s: WildcattersState, events: GameEvent[]): void {
  s.round++;
  const paid: string[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    gainWorkers(s, seat, ROUND_WORKERS);
    const chips = s.players[seat]!.consolidationChips.length;
    if (chips > 0) {
      gainShares(s, seat, seat, chips * CONSOLIDATION_SHARES_PER_ROUND);
      paid.push(`${seatRef(seat)} +${plural(chips * CONSOLIDATION_SHARES_PER_ROUND, 'share', 'shares')}`);
    }
  }
  s.refineriesBuiltThisRound = s.refineriesBuiltThisRound.map(() => false);
  const dropped = s.display
    .slice(0, ROUND_START_DISCARDS)
    .flatMap((id) => (id ? [`the ${regionName(card(id).area)} card`] : []));
  discardTopAndRefill(s, ROUND_START_DISCARDS);
  if (s.round === s.rounds) {
    const vp = (seat: number) => s.players[seat]!.vp;
    s.order = [...s.order].sort((a, b) => vp(a) - vp(b));
  }
  s.turnIndex = 0;
  s.current = s.order[0]!;
  events.push({
    kind: 'round',
    // Everything the round's start changed, so no share or card goes unexplained.
    text: [
      `Round ${s.round} of ${s.rounds}: everyone +${ROUND_WORKERS} workers`,
      ...(paid.length ? [`consolidation chips pay ${listWords(paid)}`] : []),
      ...(dropped.length ? [leaveTheDisplay(dropped)] : []),
      // Why the order changed, as the players can check it: "final round order, fewest VP first: Ben (12 VP), …".
      ...(s.round === s.rounds
        ? [
            `final round order, fewest VP first: ${s.order.map((seat) => `${seatRef(seat)} (${s.players[seat]!.vp} VP)`).join(', ')}`,
          ]
        : []),
    ]
      .join('; ')
      .concat('.'),
  });
  if (s.round === LOAN_EARLY_REPAY_ROUND) {
    const borrowers = s.order.filter((seat) => s.players[seat]!.loans > 0);
    const canPay = (seat: number) => shareTotal(s.players[seat]!) >= LOAN_EARLY_REPAY_SHARES;
    const waiting = borrowers.filter(canPay);
    if (waiting.length > 0) {
      s.pending = { kind: 'repay', waiting };
      events.push({
        kind: 'ask',
        text: `${listWords(waiting.map(seatRef))} may ${waiting.length > 1 ? 'each ' : ''}repay loans at ${LOAN_EARLY_REPAY_SHARES} shares a loan.`,
      });
    }
    const short = borrowers.filter((seat) => !canPay(seat));
    if (short.length > 0) events.push({ kind: 'noRepay', text: tooShortToRepay(s, short) });
  }
}

/**
 * Round 5's borrowers not asked to repay, and why: "{p1} has 3 loans and 12 shares, too few to repay one at 18
 * shares: their loans cost 25 shares each at the end." A playtest's borrower was left out of the question
 * with no word, and the early repayment they had counted on was gone.
 */
function tooShortToRepay(s: WildcattersState, short: readonly number[]): string {
  const held = short.map((seat) => {
    const p = s.players[seat]!;
    return `${seatRef(seat)} has ${plural(p.loans, 'loan', 'loans')} and ${plural(shareTotal(p), 'share', 'shares')}`;
  });
  const cost =
    short.length > 1
      ? `these loans cost ${LOAN_FINAL_REPAY_SHARES} shares each`
      : s.players[short[0]!]!.loans === 1
        ? `their loan costs ${LOAN_FINAL_REPAY_SHARES} shares`
        : `their loans cost ${LOAN_FINAL_REPAY_SHARES} shares each`;
  return `${held.join('; ')}: too few to repay one at ${LOAN_EARLY_REPAY_SHARES} shares, so ${cost} at the end.`;
}
