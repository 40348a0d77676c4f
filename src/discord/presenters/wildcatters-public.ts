/**
 * The public buttons of a Wildcatters turn message, from the spectator view alone: which groups the step of
 * the turn (or the open question) allows. A button is greyed only for a public reason that rules it out for
 * certain (no rigs left, one refinery a round, too few workers for the cheapest one, only full refineries to
 * empty, or no action of the group at all for the player to act, as the view's `actionsOpen` finds from the
 * board with the engine's own listers); anything else is found out on the click, where `reasonFor` tells the
 * player privately why not.
 */
import {
  DEVELOP_COST,
  DISPLAY_REFRESH_VP_COST,
  DRILL_COST,
  DRILL_MIN_RIGS,
  LOAN_EARLY_REPAY_SHARES,
  LOAN_SHARES,
  PIGGYBACK_SHARES,
  REFINERY_CAPACITY,
  REFINERY_COST,
  RIG_COST_BY_ORDINAL_IN_AREA,
  TANKER_COST,
  TRAIN_COST,
  TRANSPORT_COST_PER_BARREL,
  CONSOLIDATION_CHIPS,
  START_CARDS_DISCARDED_UNUSED,
  WHITE_CONTINENTS,
  type AreaId,
} from '../../games/wildcatters/data';
import { FIELDS_OF_REGION, FIELD_BY_ID, routes } from '../../games/wildcatters/map';
import {
  feePerBarrel,
  findWay,
  rideRoomFor,
  ridersBefore,
  sourceField,
  tankerMoveCost,
  type Way,
} from '../../games/wildcatters/transport';
import type { PlayerView, RegionId, TurnStep, WildcattersView } from '../../games/wildcatters/types';
import { listWords, plural } from '../../games/awards';
import { greyedBy, reason, type PublicAction, type Reason } from './types';
import { GROUPS, loanLabel, nextChipIndex, passLabel, type Group } from './wildcatters-actions';
import { areaCard, harbourWords, regionName, sharesWords, siteWords } from './wildcatters-words';

const RANK: Record<TurnStep, number> = { card: 0, build: 1, oil: 2, tankers: 3, empty: 4, chip: 5 };

const MIN_RIG_COST = Math.min(...RIG_COST_BY_ORDINAL_IN_AREA);

function until(view: WildcattersView, step: TurnStep): boolean {
  return RANK[view.step] <= RANK[step];
}

function shareTotal(p: PlayerView): number {
  return p.shares.reduce((a, n) => a + n, 0);
}

/** Barrels of `seat` waiting on pump jacks and wildcatter disks (all on the board, public). */
export function barrelsOnBoard(view: WildcattersView, seat: number): number {
  let n = 0;
  for (const pieces of Object.values(view.fields))
    for (const p of pieces) if (p.owner === seat && p.kind === 'pumpJack') n += p.barrels;
  for (const d of Object.values(view.disks)) if (d && d.owner === seat) n += d.barrels;
  return n;
}

function rigsOnBoard(view: WildcattersView, seat: number): number {
  let n = 0;
  for (const pieces of Object.values(view.fields))
    for (const p of pieces) if (p.owner === seat && p.kind === 'rig') n++;
  return n;
}

/** Where the player to act may drill: the chosen card's area and the white continents. */
function workRegions(view: WildcattersView): RegionId[] {
  const chosen = view.chosenCard ? areaCard(view.chosenCard) : undefined;
  return [...(chosen ? [chosen.area] : []), ...WHITE_CONTINENTS];
}

/** "Kuwait or a white continent": where the player to act may build and drill this turn. */
function workWords(view: WildcattersView): string {
  const regions = workRegions(view);
  const area = regions.length > WHITE_CONTINENTS.length ? `${regionName(regions[0]!)} or ` : '';
  return `${area}a white continent`;
}

/** Why the player to act may build no rig (the engine found none): no free spot, or none they can pay for. */
function noRig(view: WildcattersView): Reason {
  const free = workRegions(view).some((r) =>
    (FIELDS_OF_REGION.get(r) ?? []).some(
      (f) => (view.fields[f] ?? []).length < (FIELD_BY_ID.get(f)?.rigSpots ?? 0),
    ),
  );
  return free
    ? reason('the free rig spots cost more workers than you have', 'too few workers')
    : reason(`no free rig spot in ${workWords(view)}`, 'no free rig spot');
}

/**
 * Why `seat`, the player to act, has nothing to drill whatever their workers (the engine found none): the chosen
 * area drilled already (an area is drilled once, whatever rigs it has since), no area with the rigs, or none
 * with their rig. Null when an area ready to drill holds a rig of theirs: then the workers are what is missing.
 */
function nothingToDrill(view: WildcattersView, seat: number): Reason | null {
  const rigs = (r: RegionId) =>
    (FIELDS_OF_REGION.get(r) ?? []).reduce(
      (n, f) => n + (view.fields[f] ?? []).filter((x) => x.kind === 'rig').length,
      0,
    );
  const theirs = (r: RegionId) =>
    (FIELDS_OF_REGION.get(r) ?? []).some((f) =>
      (view.fields[f] ?? []).some((x) => x.kind === 'rig' && x.owner === seat),
    );
  const regions = workRegions(view);
  const ready = regions.filter((r) => !view.drilled[r] && rigs(r) >= DRILL_MIN_RIGS);
  if (ready.some(theirs)) return null;
  if (ready.length > 0) return NO_RIG_READY;
  const chosen = regions.length > WHITE_CONTINENTS.length ? regions[0] : undefined;
  if (chosen && view.drilled[chosen])
    return reason(
      `${regionName(chosen)} was drilled already; no white continent is ready`,
      `${regionName(chosen)} drilled already`,
    );
  // A white continent drilled this game where they have a rig (Australia, drilled this turn) is the likelier
  // thought than the rigs. One without a rig of theirs is no reason: a playtest's Drill read "Europe drilled
  // already" (drilled rounds earlier) to a player whose Alaska card's area lacked the rigs.
  const drilled = regions.filter((r) => view.drilled[r] && theirs(r)).map(regionName);
  if (drilled.length > 0)
    return reason(
      `${listWords(drilled)} ${drilled.length === 1 ? 'was' : 'were'} drilled already; no other area in ${workWords(view)} has ${DRILL_MIN_RIGS}+ rigs`,
      `${drilled[0]} drilled already`,
    );
  return reason(
    `no area with ${DRILL_MIN_RIGS}+ rigs to drill in ${workWords(view)}`,
    `no area with ${DRILL_MIN_RIGS}+ rigs`,
  );
}

const NO_RIG_READY = reason(
  'none of your rigs stands in an area ready to drill',
  'no rig of yours ready to drill',
);
const NO_RIG_DRILLED = reason('no rig of yours in a drilled area', 'no rig in a drilled area');

/** Whether `seat` has a rig where it may develop: in a region drilled already, anywhere on the map. */
function rigInDrilledRegion(view: WildcattersView, seat: number): boolean {
  return [...FIELDS_OF_REGION].some(
    ([r, fields]) =>
      view.drilled[r] &&
      fields.some((f) => (view.fields[f] ?? []).some((x) => x.kind === 'rig' && x.owner === seat)),
  );
}

/**
 * Why `seat`, the player to act, has no transport although they have barrels (the engine found none), from the
 * board alone (public: barrels, trains, tankers, refineries and shares by colour): the blocker of
 * the way that gets furthest from their oil to a refinery. No line with a train from their oil to any refinery;
 * else no unused tanker waits where those lines reach the sea; else every refinery reached is full; else the
 * workers fall short (`short`, null when they do not); else the fees cost more shares than they hold.
 */
function noTransport(view: WildcattersView, seat: number, short: Reason | null): Reason {
  const sites = Object.keys(view.refineries);
  if (sites.length === 0) return reason('no refinery on the map yet', 'no refinery yet');
  const fields = new Set<string>();
  for (const [f, pieces] of Object.entries(view.fields))
    if (pieces.some((x) => x.owner === seat && x.kind === 'pumpJack' && x.barrels > 0)) fields.add(f);
  for (const [area, d] of Object.entries(view.disks))
    if (d && d.owner === seat && d.barrels > 0)
      fields.add(sourceField({ kind: 'disk', area: area as AreaId })!);
  const harbours = new Set<string>();
  const full = new Set<string>();
  let fee: number | null = null;
  for (const field of fields) {
    for (const site of sites) {
      const trained = routes(field, site).filter((r) => view.trains[r.railway] !== undefined);
      if (trained.length === 0) continue;
      // Every way a named tanker (or none, by rail) could take: the cheapest fee is the one that matters.
      const ways = [undefined, ...view.tankers.keys()]
        .map((i) => findWay(view, seat, field, site, i))
        .filter((w): w is Way => w !== null);
      if (ways.length === 0) {
        for (const r of trained) if (r.seaFrom !== null) harbours.add(r.seaFrom);
        continue;
      }
      if ((view.refineries[site]?.barrels.length ?? 0) >= REFINERY_CAPACITY) {
        full.add(site);
        continue;
      }
      const cheapest = Math.min(...ways.map((w) => feePerBarrel(view, seat, w)));
      fee = fee === null ? cheapest : Math.min(fee, cheapest);
    }
  }
  const held = view.players[seat]?.shares.reduce((a, n) => a + n, 0) ?? 0;
  if (fee !== null)
    return (
      short ??
      (fee > held
        ? reason(`needs ${sharesWords(fee)} a barrel for the fees (has ${held})`, 'too few shares for fees')
        : reason('no route to a refinery with room you can pay for', 'no route you can pay for'))
    );
  if (full.size > 0)
    return full.size === 1
      ? reason(`the ${siteWords([...full][0]!)}, the only one in reach, is full`, 'refinery in reach full')
      : reason('every refinery your oil can reach is full', 'refineries in reach full');
  if (harbours.size > 0)
    return reason(
      `no unused tanker waits at ${listWords([...harbours].map(harbourWords), 'or')}`,
      'no tanker waiting',
    );
  return reason('no train links your oil to a refinery', 'no train to a refinery');
}

function needs(workers: number, cost: number): Reason | null {
  const what = `needs ${cost} worker${cost === 1 ? '' : 's'}`;
  return workers < cost ? reason(`${what} (has ${workers})`, what) : null;
}

/**
 * A public reason that rules the group out for `seat` for certain, or null: in full, and in the few words of a
 * greyed button when the whole would not fit a phone's line.
 */
function certainBlock(view: WildcattersView, seat: number, group: Group): Reason | null {
  const p = view.players[seat];
  if (!p) return null;
  /** The engine found no action of the group for the player to act (null: not asked, or not the one to act). */
  const closed = (g: keyof NonNullable<WildcattersView['actionsOpen']>) =>
    seat === view.current && view.actionsOpen?.[g] === false;
  switch (group) {
    case 'rig':
      return p.supply.rigs === 0
        ? reason('no rigs left')
        : (needs(p.workers, MIN_RIG_COST) ?? (closed('rig') ? noRig(view) : null));
    case 'train':
      return p.supply.trains === 0
        ? reason('no trains left')
        : (needs(p.workers, TRAIN_COST) ??
            (closed('train') ? reason('every railway has a train', 'every railway has one') : null));
    case 'tanker':
      return p.supply.tankers === 0 ? reason('no tankers left') : needs(p.workers, TANKER_COST);
    case 'refinery':
      return p.supply.refineries === 0
        ? reason('no refineries left')
        : view.refineriesBuiltThisRound[seat]
          ? reason('one refinery a round')
          : (needs(p.workers, REFINERY_COST) ??
            (closed('refinery')
              ? reason(`no free refinery site in ${workWords(view)}`, 'no free refinery site')
              : null));
    case 'drill':
    case 'develop': {
      // Both turn one of your rigs into a pump jack.
      if (rigsOnBoard(view, seat) === 0) return reason('no rigs on the map');
      if (p.supply.pumpJacks === 0) return reason('no pump jacks left');
      // Nowhere to drill or develop is said before the workers: "needs 8 workers" would promise a drill that
      // more workers cannot buy (the chosen area drilled already).
      const nowhere = !closed(group)
        ? null
        : group === 'drill'
          ? nothingToDrill(view, seat)
          : rigInDrilledRegion(view, seat)
            ? null
            : NO_RIG_DRILLED;
      return (
        nowhere ??
        needs(p.workers, group === 'drill' ? DRILL_COST : DEVELOP_COST) ??
        (closed(group) ? (group === 'drill' ? NO_RIG_READY : NO_RIG_DRILLED) : null)
      );
    }
    case 'transport': {
      if (barrelsOnBoard(view, seat) === 0) return reason('no barrels waiting');
      const short = needs(p.workers, TRANSPORT_COST_PER_BARREL);
      // A way blocked whatever the workers (no train, no tanker waiting, the refineries full) is said before the
      // workers: "needs 4 workers" would promise a transport that more workers cannot buy.
      return closed('transport') ? noTransport(view, seat, short) : short;
    }
    case 'move-tanker':
      return needs(p.workers, tankerMoveCost(view.tankerMovesThisTurn));
    case 'refresh':
      if (p.vp < DISPLAY_REFRESH_VP_COST) return reason(`needs ${DISPLAY_REFRESH_VP_COST} VP`);
      // Every card taken: a refresh would take the VP and deal nothing (the engine refuses it).
      return view.display.every((c) => c === null) && view.deckSize === 0 && view.discardCount === 0
        ? reason('no card left to deal')
        : null;
    case 'loan':
      return p.supply.barrels === 0 ? reason('no barrel left for the bank', 'no barrel left') : null;
    case 'empty':
      return onlyFull(view);
    // The riders loaded before, who have answered, asked for all the room: a ride could carry nothing.
    case 'ride':
      return view.pending?.kind === 'rideAlong' && rideRoomFor(view, seat) === 0
        ? reason(
            `the riders loaded before you asked for all the room in the ${siteWords(view.pending.site)}`,
            'no room left',
          )
        : null;
    default:
      return null;
  }
}

function unusedRefineryCards(p: PlayerView): number {
  return p.cards.filter((id) => areaCard(id)?.refinery && !p.usedRefineryCards.includes(id)).length;
}

function partialRefineries(view: WildcattersView): number {
  return Object.values(view.refineries).filter((r) => r.barrels.length > 0 && r.barrels.length < 5).length;
}

function fullRefineries(view: WildcattersView): number {
  return Object.values(view.refineries).filter((r) => r.barrels.length >= REFINERY_CAPACITY).length;
}

/**
 * Why a refinery card or chip empties nothing now, when only full refineries hold barrels: a full one is not
 * partial, and the end of the turn empties it (seed step 7).
 */
function onlyFull(view: WildcattersView): Reason | null {
  const full = fullRefineries(view);
  if (partialRefineries(view) > 0 || full === 0) return null;
  return full === 1
    ? reason('the full refinery empties by itself at the end of the turn', 'empties at turn end')
    : reason('full refineries empty by themselves at the end of the turn', 'all empty at turn end');
}

/** The groups the moment allows whoever must act, in button order (public facts only). */
export function publicGroups(view: WildcattersView): Group[] {
  if (view.phase === 'over') return [];
  const me = view.players[view.current];
  if (view.phase === 'placement') {
    // The tanker first, before any card; then each starting piece takes a card, so a hand down to the cards
    // discarded unused has no piece left to place.
    if (me && !me.tankerPlaced) return ['place-tanker'];
    return me && me.handSize > START_CARDS_DISCARDED_UNUSED ? ['place'] : [];
  }
  const p = view.pending;
  if (p) {
    const ask: Record<typeof p.kind, Group> = {
      piggyback: 'piggyback',
      auction: 'bid',
      rideAlong: 'ride',
      repay: 'repay',
      finalEmpty: 'final-empty',
    };
    return [ask[p.kind], 'pass', 'loan'];
  }
  if (view.step === 'chip') return ['chip', 'pass', 'loan'];
  if (view.step === 'card') {
    const any = view.display.some((c) => c !== null);
    return any ? ['card', 'refresh', 'loan'] : ['refresh', 'end', 'loan'];
  }
  const out: Group[] = [];
  if (until(view, 'build')) out.push('rig', 'train', 'tanker', 'refinery');
  if (until(view, 'oil')) out.push('drill', 'develop', 'transport');
  if (until(view, 'tankers') && view.tankers.some((t) => t.owner === view.current && !t.used))
    out.push('move-tanker');
  if (
    until(view, 'empty') &&
    me &&
    (me.ownRefineryChip || me.neutralRefineryChips > 0 || unusedRefineryCards(me) > 0) &&
    // A full refinery shows the button too, greyed: the player holding a chip is told why it empties nothing.
    partialRefineries(view) + fullRefineries(view) > 0
  )
    out.push('empty');
  out.push('end', 'loan');
  return out;
}

/**
 * The public buttons: one per group; greyed only when a public fact rules it out for the one to act, with the
 * whole reason when it fits a phone's line, else a short one and the whole beside the buttons (`greyedBy`). A
 * greyed loan says only "Take a loan": its terms would leave no room for the reason.
 */
export function wildcattersPublicActions(view: WildcattersView): PublicAction[] {
  const single = view.toAct.length === 1 ? view.toAct[0]! : null;
  return publicGroups(view).map((g) => {
    const block = single === null ? null : certainBlock(view, single, g);
    const label =
      g === 'pass' ? passLabel(view) : g === 'loan' ? (block ? LOAN_GREYED : loanLabel(view)) : GROUPS[g];
    const action: PublicAction = {
      kind: 'act',
      key: g,
      label,
      style: g === 'end' || g === 'pass' || g === 'loan' || g === 'refresh' ? 'secondary' : 'primary',
    };
    return block ? greyedBy(action, block) : action;
  });
}

/**
 * Why a rider asked while short of shares may not ride yet: "needs 2 shares a barrel in fees (you hold 1); a loan
 * gives 10" (rules version 3 asks one with a barrel to take a loan with, as the piggy-back question does), and,
 * while riders loaded before have not answered, that they may fill the refinery first (a loan holds no room).
 */
function rideShortWords(view: WildcattersView, seat: number): string | null {
  const p = view.pending;
  const held = shareTotal(view.players[seat]!);
  if (p?.kind !== 'rideAlong') return null;
  const fee = feePerBarrel(view, seat, { railway: p.railway, tanker: p.tanker, seaFrom: null });
  if (held >= fee) return null;
  const short = `needs ${plural(fee, 'share', 'shares')} a barrel in fees (you hold ${held}); a loan gives ${LOAN_SHARES}`;
  // A loan holds no room: riders loaded before who have not answered may still fill the refinery.
  const open = ridersBefore(view, seat).some((o) => p.waiting.includes(o));
  return open ? `${short}, but the riders before you may fill the ${siteWords(p.site)} first` : short;
}

/** The greyed loan button's label, without the terms of "Take a loan (+10 shares, −25 at the end)". */
const LOAN_GREYED = 'Take a loan';

/** Why `seat` cannot take the actions of `group` now, from their own view (told only to them). */
export function reasonFor(view: WildcattersView, seat: number, group: Group): string {
  const p = view.players[seat];
  if (!p) return 'not possible now';
  const block = certainBlock(view, seat, group);
  if (block) return block.text;
  const chosen = view.chosenCard ? areaCard(view.chosenCard) : undefined;
  const where = chosen ? `${regionName(chosen.area)} or a white continent` : 'a white continent';
  switch (group) {
    case 'place':
      return 'your starting pieces are all placed';
    case 'place-tanker':
      return 'your tanker is already placed';
    case 'card':
      return 'the display is empty';
    case 'rig':
      return `no free rig spot you can pay for in ${where}`;
    case 'train':
      return 'no railway without a train that you can pay for';
    case 'tanker':
      return 'not possible now';
    case 'refinery':
      return `no free refinery site in ${where}`;
    case 'drill':
      return `no undrilled field with ${DRILL_MIN_RIGS}+ rigs (one of them yours) in ${where}`;
    case 'develop':
      return 'no rig of yours on a field that has been drilled';
    case 'transport':
      return 'no route to a refinery with room that you can pay for';
    case 'move-tanker':
      return 'you have no unused tanker that can move';
    case 'empty':
      return 'no partly filled refinery, or no refinery card or chip to use';
    // Short of shares, a loan (the button beside) gives some: a playtest's player read only "needs 3 shares".
    case 'piggyback':
      return shareTotal(p) < PIGGYBACK_SHARES
        ? `needs ${PIGGYBACK_SHARES} shares (you hold ${shareTotal(p)}); a loan gives ${LOAN_SHARES}`
        : 'you have no rig in the drilled area';
    case 'bid':
      return `you have no shares to bid; a loan gives ${LOAN_SHARES}`;
    case 'ride':
      return rideShortWords(view, seat) ?? 'you have no barrels on that field';
    case 'repay':
      return p.loans === 0 ? 'you have no loans' : `needs ${LOAN_EARLY_REPAY_SHARES} shares a loan`;
    case 'final-empty':
      return 'no partial refinery left to empty';
    case 'chip': {
      const i = nextChipIndex(view);
      const c = i === null ? undefined : CONSOLIDATION_CHIPS[i];
      return c ? `needs ${c.price} shares in ${c.minColours}+ colours` : 'no chip left for this continent';
    }
    default:
      return 'not possible now';
  }
}
