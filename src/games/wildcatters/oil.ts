/**
 * Oil actions (seed step 4) other than transport: drilling (with the others' piggy-back answers and the
 * wildcatter disk auction) and developing.
 */
import { listWords, plural } from '../awards';
import { seatRef } from '../events';
import { ruleError, type GameEvent } from '../types';
import {
  BARRELS_PER_PUMP_JACK,
  DEVELOP_COST,
  DRILL_COST,
  DRILL_MIN_RIGS,
  DRILL_VP,
  PIGGYBACK_SHARES,
  WILDCATTER_DISK_BARRELS,
  WILDCATTER_DISK_VP_BY_COUNT,
} from './data';
import { addVp, canPayShares, mayRaiseShares, payShares, payWorkers, shareTotal } from './economy';
import { FIELD_BY_ID, FIELDS_OF_REGION, card, fieldRegion, isArea } from './map';
import type { AreaId } from './data';
import type { Refusal, RegionId, WildcattersState } from './types';
import { fieldWords, regionName } from './words';

type Done = { ok: true; events: GameEvent[] } | Refusal;

export function rigsInRegion(s: WildcattersState, region: RegionId): number {
  let n = 0;
  for (const f of FIELDS_OF_REGION.get(region) ?? []) for (const p of s.fields[f]!) if (p.kind === 'rig') n++;
  return n;
}

export const hasRigOn = (s: WildcattersState, seat: number, field: string): boolean =>
  (s.fields[field] ?? []).some((p) => p.owner === seat && p.kind === 'rig');

/** Turn `seat`'s rig on `field` into a pump jack with its barrels (as many as the supply still has). */
function convertRig(s: WildcattersState, seat: number, field: string): number {
  const piece = s.fields[field]!.find((p) => p.owner === seat && p.kind === 'rig')!;
  const p = s.players[seat]!;
  const barrels = Math.min(BARRELS_PER_PUMP_JACK, p.supply.barrels);
  piece.kind = 'pumpJack';
  piece.barrels = barrels;
  p.supply.rigs++;
  p.supply.pumpJacks--;
  p.supply.barrels -= barrels;
  return barrels;
}

/** Where the active player may drill: the chosen card's area or a white continent (design, like building). */
export function mayWorkIn(s: WildcattersState, region: RegionId): boolean {
  return !isArea(region) || (s.chosenCard !== null && card(s.chosenCard).area === region);
}

export function checkDrill(s: WildcattersState, seat: number, field: string): Refusal | null {
  if (!FIELD_BY_ID.has(field)) return ruleError('bad-spot', 'There is no such oil field.');
  const region = fieldRegion(field);
  if (!mayWorkIn(s, region))
    return ruleError('illegal-spot', 'You may drill only in the chosen area or on a white continent.');
  if (s.drilled[region])
    return ruleError(
      'not-drillable',
      `${regionName(region)} has been drilled already: develop there instead.`,
    );
  if (rigsInRegion(s, region) < DRILL_MIN_RIGS)
    return ruleError('not-drillable', `Drilling needs ${DRILL_MIN_RIGS} rigs in ${regionName(region)}.`);
  if (!hasRigOn(s, seat, field))
    return ruleError('illegal-spot', `You have no rig on the ${fieldWords(field)}.`);
  const p = s.players[seat]!;
  if (p.workers < DRILL_COST) return ruleError('cannot-afford', `Drilling costs ${DRILL_COST} workers.`);
  if (p.supply.pumpJacks < 1) return ruleError('no-pieces', 'You have no pump jack left.');
  return null;
}

/** Seed: drilling (8 workers, 4+ rigs): a rig becomes a pump jack with 3 barrels; then the others are asked. */
export function drill(s: WildcattersState, seat: number, field: string): Done {
  const refused = checkDrill(s, seat, field);
  if (refused) return refused;
  const region = fieldRegion(field);
  payWorkers(s, seat, DRILL_COST);
  const barrels = convertRig(s, seat, field);
  s.drilled[region] = true;
  s.players[seat]!.drills++;
  addVp(s, seat, 'drills', DRILL_VP);
  s.last = { seat, kind: 'drill', at: field };
  const events: GameEvent[] = [
    {
      kind: 'drill',
      text: `${seatRef(seat)} drilled the ${fieldWords(field)}: a pump jack with ${barrels} barrels, +${DRILL_VP} VP.`,
    },
  ];
  const waiting: number[] = [];
  // Those with a rig there who could only pass: too few shares, and no barrel to take a loan with.
  const left: number[] = [];
  for (let k = 1; k < s.seats; k++) {
    const o = (seat + k) % s.seats;
    if (
      s.players[o]!.supply.pumpJacks > 0 &&
      (FIELDS_OF_REGION.get(region) ?? []).some((f) => hasRigOn(s, o, f))
    )
      (mayPayPiggyback(s, o) ? waiting : left).push(o);
  }
  if (waiting.length > 0)
    events.push({
      kind: 'ask',
      text: `${listWords(waiting.map(seatRef))} may ${waiting.length === 1 ? '' : 'each '}pay ${PIGGYBACK_SHARES} shares to turn a rig in ${regionName(region)} into a pump jack.`,
    });
  if (left.length > 0) events.push({ kind: 'noPiggyback', text: notPiggybackingWords(left, region) });
  if (waiting.length > 0) s.pending = { kind: 'piggyback', region, waiting };
  else afterPiggyback(s, region, events);
  return { ok: true, events };
}

/**
 * Whether `seat` could pay a piggy-back: 3 shares, or a barrel in supply to take a loan with (loans at any
 * time, the asked included). Rules version 2: one who could not is not asked (they could only pass); a game
 * saved under version 1 asks everyone still.
 */
function mayPayPiggyback(s: WildcattersState, seat: number): boolean {
  return s.piggybackAsksAll === true || mayRaiseShares(s.players[seat]!, PIGGYBACK_SHARES);
}

/**
 * Why players with a rig in the drilled region are not asked to piggy-back: "Ben has a rig in Texas but 2
 * shares and no barrel to take a loan with: not asked to piggy-back." As ride-along's line says who is left out.
 */
function notPiggybackingWords(left: readonly number[], region: RegionId): string {
  const one = left.length === 1;
  return (
    `${listWords(left.map(seatRef))} ${one ? 'has a rig' : 'have rigs'} in ${regionName(region)} but fewer than ` +
    `${PIGGYBACK_SHARES} shares and no barrel to take a loan with: not asked to piggy-back.`
  );
}

/** Seed: another player may pay 3 shares to turn one of their rigs in the drilled region into a pump jack. */
export function piggyback(s: WildcattersState, seat: number, field: string): Done {
  const pending = s.pending;
  if (pending?.kind !== 'piggyback' || !pending.waiting.includes(seat))
    return ruleError('not-asked', 'Nobody asked you to piggy-back now.');
  if (!FIELD_BY_ID.has(field) || fieldRegion(field) !== pending.region || !hasRigOn(s, seat, field))
    return ruleError('illegal-spot', `Piggy-back with one of your rigs in ${regionName(pending.region)}.`);
  if (!canPayShares(s.players[seat]!, PIGGYBACK_SHARES))
    return ruleError('cannot-afford', `Piggy-backing costs ${PIGGYBACK_SHARES} shares.`);
  payShares(s, seat, PIGGYBACK_SHARES);
  const barrels = convertRig(s, seat, field);
  pending.waiting = pending.waiting.filter((o) => o !== seat);
  const events: GameEvent[] = [
    {
      kind: 'piggyback',
      text: `${seatRef(seat)} paid ${PIGGYBACK_SHARES} shares: a pump jack on the ${fieldWords(field)} with ${barrels} barrels.`,
    },
  ];
  if (pending.waiting.length === 0) afterPiggyback(s, pending.region, events);
  return { ok: true, events };
}

export function passPiggyback(s: WildcattersState, seat: number): GameEvent[] {
  const pending = s.pending;
  if (pending?.kind !== 'piggyback') return [];
  pending.waiting = pending.waiting.filter((o) => o !== seat);
  const events: GameEvent[] = [{ kind: 'pass', text: `${seatRef(seat)} did not piggy-back.` }];
  if (pending.waiting.length === 0) afterPiggyback(s, pending.region, events);
  return events;
}

/**
 * What a wildcatter disk gives its winner, as the auction announces it: "1 barrel at once, and at the end 2 VP
 * for one disk, 5 for two, 8 for three and so on" (the barrel from the winner's supply, the VP by disks held).
 */
export function diskWorthWords(): string {
  const [one, two, three] = WILDCATTER_DISK_VP_BY_COUNT.slice(1);
  return (
    `${plural(WILDCATTER_DISK_BARRELS, 'barrel', 'barrels')} at once, and at the end ` +
    `${one} VP for one disk, ${two} for two, ${three} for three and so on`
  );
}

/** After the piggy-back answers: the first drill in a main area auctions its wildcatter disk (design). */
function afterPiggyback(s: WildcattersState, region: RegionId, events: GameEvent[]): void {
  s.pending = null;
  const driller = s.current;
  if (!isArea(region) || s.disks[region]) return;
  s.pending = { kind: 'auction', area: region, driller, bids: s.players.map(() => null) };
  events.push({
    kind: 'auction',
    text:
      `The wildcatter disk of ${regionName(region)} is auctioned: it gives its winner ${diskWorthWords()}. ` +
      'Everyone bids shares at once, sealed (0 = pass).',
  });
}

export function bid(s: WildcattersState, seat: number, shares: number): Done {
  const pending = s.pending;
  if (pending?.kind !== 'auction' || pending.bids[seat] !== null)
    return ruleError('not-asked', 'There is no bid to make now.');
  if (!Number.isInteger(shares) || shares < 0)
    return ruleError('bad-action', 'A bid is a whole number of shares.');
  if (shares > shareTotal(s.players[seat]!))
    return ruleError('cannot-afford', 'You cannot bid more shares than you hold.');
  pending.bids[seat] = shares;
  // A pass is a bid of 0, as sealed as any other: the public words are the same until the auction closes.
  const events: GameEvent[] = [
    // Told while the auction runs (who is still to answer); once it closes, its result lists every bid.
    { kind: 'bid', text: `${seatRef(seat)} has answered the auction (sealed).`, until: 'auctionWon' },
    // The bidder's own record of it: the public words are the same for every answer.
    {
      kind: 'bid',
      text:
        shares === 0
          ? `Your sealed answer: a pass (a bid of 0) for the ${regionName(pending.area)} disk.`
          : `Your sealed bid: ${plural(shares, 'share', 'shares')} for the ${regionName(pending.area)} disk.`,
      to: [seat],
      // Secret until the auction closes: its result lists every bid.
      until: 'auctionWon',
    },
  ];
  if (pending.bids.every((b) => b !== null)) resolveAuction(s, events);
  return { ok: true, events };
}

/** Design: highest bid wins and pays the bank; ties: the driller, then nearest clockwise; all pass: the driller's, for free. */
export function resolveAuction(s: WildcattersState, events: GameEvent[]): void {
  const pending = s.pending;
  if (pending?.kind !== 'auction') return;
  const bids = pending.bids.map((b) => b ?? 0);
  let winner = pending.driller;
  let best = bids[winner]!;
  for (let k = 1; k < s.seats; k++) {
    const o = (pending.driller + k) % s.seats;
    if (bids[o]! > best) {
      best = bids[o]!;
      winner = o;
    }
  }
  const price = Math.max(best, 0);
  if (price > 0) payShares(s, winner, price);
  const p = s.players[winner]!;
  const barrels = Math.min(WILDCATTER_DISK_BARRELS, p.supply.barrels);
  p.supply.barrels -= barrels;
  s.disks[pending.area as AreaId] = { owner: winner, barrels };
  // "Ben bid 5 shares", not "Ben 5 shares": a name may end in a number ("Greedy bot 2 1 share"). Told in the
  // past ("won", "took"), as the bids: a bidder's own digest then reads "you bid 7 shares … You won …", where
  // "wins" kept their name in the whole line (mover-words.ts says "you" only where every verb agrees).
  const shown = bids.map(
    (b, o) => `${seatRef(o)} ${b > 0 ? `bid ${plural(b, 'share', 'shares')}` : 'passed'}`,
  );
  const disk = `the wildcatter disk of ${regionName(pending.area)} (${plural(barrels, 'barrel', 'barrels')})`;
  // A tie says how it was broken: the tied bidders would otherwise ask why not them. In the past, as the bids.
  const tied = bids.flatMap((b, o) => (b === price && o !== winner ? [seatRef(o)] : []));
  const tie =
    tied.length === 0
      ? ''
      : `: tied with ${listWords(tied)}, ${winner === pending.driller ? 'the driller won' : 'the bidder nearest the driller clockwise won'}`;
  events.push({
    kind: 'auctionWon',
    text:
      price > 0
        ? `Bids: ${shown.join(', ')}. ${seatRef(winner)} won ${disk} for ${plural(price, 'share', 'shares')}${tie}.`
        : `Everyone passed, so ${seatRef(winner)}, who drilled, took ${disk} for free.`,
  });
  s.pending = null;
}

export function checkDevelop(s: WildcattersState, seat: number, field: string): Refusal | null {
  if (!FIELD_BY_ID.has(field)) return ruleError('bad-spot', 'There is no such oil field.');
  const region = fieldRegion(field);
  if (!s.drilled[region])
    return ruleError('not-drillable', `${regionName(region)} has not been drilled yet.`);
  if (!hasRigOn(s, seat, field))
    return ruleError('illegal-spot', `You have no rig on the ${fieldWords(field)}.`);
  const p = s.players[seat]!;
  if (p.workers < DEVELOP_COST)
    return ruleError('cannot-afford', `Developing costs ${DEVELOP_COST} workers.`);
  if (p.supply.pumpJacks < 1) return ruleError('no-pieces', 'You have no pump jack left.');
  return null;
}

/** Seed: developing turns a rig into a pump jack with 3 barrels for 3 workers (design: in a drilled region). */
export function develop(s: WildcattersState, seat: number, field: string): Done {
  const refused = checkDevelop(s, seat, field);
  if (refused) return refused;
  payWorkers(s, seat, DEVELOP_COST);
  const barrels = convertRig(s, seat, field);
  s.last = { seat, kind: 'develop', at: field };
  return {
    ok: true,
    events: [
      {
        kind: 'develop',
        text: `${seatRef(seat)} developed the ${fieldWords(field)}: a pump jack with ${barrels} barrels.`,
      },
    ],
  };
}
