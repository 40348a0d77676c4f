/** Every action `seat` may take now (menus, bots, fuzzing): the same checks the rules make. */
import { REFINERY_CAPACITY } from './data';
import { checkRefinery, checkRig, checkTanker } from './build';
import { shareTotal } from './economy';
import { STEP_RANK, toAct } from './engine';
import {
  FIELD_IDS,
  FIELDS_OF_REGION,
  HARBOUR_IDS,
  RAILWAY_IDS,
  SITE_IDS,
  card,
  fieldRegion,
  siteRegion,
} from './map';
import { checkDevelop, checkDrill, hasRigOn } from './oil';
import { legalPlacements } from './placement';
import {
  barrelsAt,
  checkMoveTanker,
  checkTransport,
  feePerBarrel,
  rideRoomFor,
  riderSources,
  sourceField,
  tankerChoices,
} from './transport';
import { canBuyChip, checkRefresh } from './turn';
import type { ActionsOpen, RegionId, Source, TurnStep, WildcattersAction, WildcattersState } from './types';
import { mayWorkIn } from './oil';
import { partialSites, refineryRoom } from './refinery';
import {
  DEVELOP_COST,
  LOAN_EARLY_REPAY_SHARES,
  PIGGYBACK_SHARES,
  REFINERY_COST,
  TRAIN_COST,
  TRANSPORT_COST_PER_BARREL,
  type AreaId,
} from './data';

const WHITE_REGIONS: RegionId[] = ['europe', 'southernAfrica', 'australia'];

/** The player's sources with barrels. */
export function sourcesOf(s: WildcattersState, seat: number): Source[] {
  const out: Source[] = [];
  for (const field of FIELD_IDS) {
    for (const p of s.fields[field]!) {
      if (p.owner === seat && p.barrels > 0) {
        out.push({ kind: 'field', field });
        break;
      }
    }
  }
  for (const area in s.disks) {
    const d = s.disks[area as AreaId];
    if (d && d.owner === seat && d.barrels > 0) out.push({ kind: 'disk', area: area as AreaId });
  }
  return out;
}

function workRegions(s: WildcattersState): RegionId[] {
  const regions = [...WHITE_REGIONS];
  if (s.chosenCard !== null) regions.unshift(card(s.chosenCard).area);
  return regions;
}

function reached(s: WildcattersState, step: TurnStep): boolean {
  return STEP_RANK[s.step] <= STEP_RANK[step];
}

type Lister = (s: WildcattersState, seat: number) => WildcattersAction[];

const rigActions: Lister = (s, seat) => {
  const out: WildcattersAction[] = [];
  if (s.players[seat]!.supply.rigs > 0)
    for (const r of workRegions(s))
      for (const f of FIELDS_OF_REGION.get(r) ?? [])
        if (typeof checkRig(s, seat, f) === 'number') out.push({ type: 'buildRig', field: f });
  return out;
};

const trainActions: Lister = (s, seat) => {
  const out: WildcattersAction[] = [];
  const p = s.players[seat]!;
  if (p.supply.trains > 0 && p.workers >= TRAIN_COST)
    for (const r of RAILWAY_IDS) if (s.trains[r] === undefined) out.push({ type: 'buildTrain', railway: r });
  return out;
};

const tankerActions: Lister = (s, seat) =>
  checkTanker(s, seat, HARBOUR_IDS[0]!) ? [] : HARBOUR_IDS.map((h) => ({ type: 'buildTanker', harbour: h }));

const refineryActions: Lister = (s, seat) => {
  const out: WildcattersAction[] = [];
  const p = s.players[seat]!;
  if (p.supply.refineries > 0 && p.workers >= REFINERY_COST && !s.refineriesBuiltThisRound[seat])
    for (const site of SITE_IDS)
      if (mayWorkIn(s, siteRegion(site)) && !checkRefinery(s, seat, site))
        out.push({ type: 'buildRefinery', site });
  return out;
};

/** Every build action (step 3). */
export function buildActions(s: WildcattersState, seat: number): WildcattersAction[] {
  return [
    ...rigActions(s, seat),
    ...trainActions(s, seat),
    ...tankerActions(s, seat),
    ...refineryActions(s, seat),
  ];
}

/**
 * Every transport: per source and refinery, each number of barrels the player can pay for. When tankers of
 * more than one owner (or in more than one harbour) could carry it, one transport per tanker choice, naming
 * the tanker (a choice whose fees the player cannot pay is left out); otherwise the tanker goes unnamed.
 */
export function transportActions(s: WildcattersState, seat: number): WildcattersAction[] {
  const out: WildcattersAction[] = [];
  const p = s.players[seat]!;
  if (p.workers < TRANSPORT_COST_PER_BARREL) return out;
  const held = shareTotal(p);
  for (const source of sourcesOf(s, seat)) {
    const have = barrelsAt(s, seat, source);
    const field = sourceField(source)!;
    for (const site of SITE_IDS) {
      const room = refineryRoom(s, site);
      if (room === 0) continue;
      const choices = tankerChoices(s, seat, field, site);
      for (const tanker of choices.length > 1 ? choices : [undefined]) {
        const way = checkTransport(s, seat, source, site, 1, tanker);
        if ('ok' in way) continue;
        const fee = feePerBarrel(s, seat, way);
        const most = Math.min(
          have,
          room,
          Math.floor(p.workers / TRANSPORT_COST_PER_BARREL),
          fee > 0 ? Math.floor(held / fee) : room,
        );
        for (let n = 1; n <= most; n++)
          out.push({
            type: 'transport',
            source,
            site,
            barrels: n,
            ...(tanker === undefined ? {} : { tanker }),
          });
      }
    }
  }
  return out;
}

const drillActions: Lister = (s, seat) => {
  const out: WildcattersAction[] = [];
  for (const r of workRegions(s))
    for (const f of FIELDS_OF_REGION.get(r) ?? [])
      if (!checkDrill(s, seat, f)) out.push({ type: 'drill', field: f });
  return out;
};

const developActions: Lister = (s, seat) => {
  const out: WildcattersAction[] = [];
  if (s.players[seat]!.workers >= DEVELOP_COST && s.players[seat]!.supply.pumpJacks > 0)
    for (const f of FIELD_IDS)
      if (s.drilled[fieldRegion(f)] && hasRigOn(s, seat, f) && !checkDevelop(s, seat, f))
        out.push({ type: 'develop', field: f });
  return out;
};

/**
 * Which build and oil actions the player whose turn it is could take now, in the turn's build and oil steps
 * (all from the board, the chosen card, workers, shares and supply: public). The turn message greys a button
 * whose group has none.
 */
export function openActions(s: WildcattersState): ActionsOpen | null {
  if (s.phase !== 'turns' || s.pending !== null || !reached(s, 'oil') || s.step === 'card') return null;
  const seat = s.current;
  return {
    rig: rigActions(s, seat).length > 0,
    train: trainActions(s, seat).length > 0,
    tanker: tankerActions(s, seat).length > 0,
    refinery: refineryActions(s, seat).length > 0,
    drill: drillActions(s, seat).length > 0,
    develop: developActions(s, seat).length > 0,
    transport: transportActions(s, seat).length > 0,
  };
}

/** Every oil action (step 4). */
export function oilActions(s: WildcattersState, seat: number): WildcattersAction[] {
  return [...drillActions(s, seat), ...developActions(s, seat), ...transportActions(s, seat)];
}

/** Moves of the player's unused tankers: one tanker per harbour (two of one's own in one harbour are alike). */
const moveActions: Lister = (s, seat) => {
  const out: WildcattersAction[] = [];
  const from = new Set<string>();
  s.tankers.forEach((t, i) => {
    if (t.owner !== seat || t.used || from.has(t.harbour)) return;
    from.add(t.harbour);
    const other = HARBOUR_IDS.find((h) => h !== t.harbour)!;
    if (checkMoveTanker(s, seat, i, other)) return;
    for (const h of HARBOUR_IDS) if (h !== t.harbour) out.push({ type: 'moveTanker', tanker: i, harbour: h });
  });
  return out;
};

function emptyActions(s: WildcattersState, seat: number): WildcattersAction[] {
  const p = s.players[seat]!;
  const out: WildcattersAction[] = [];
  const cards = p.cards.filter((id) => card(id).refinery && !p.usedRefineryCards.includes(id));
  for (const site of partialSites(s)) {
    for (const id of cards) out.push({ type: 'emptyRefinery', site, with: 'card', card: id });
    if (p.ownRefineryChip) out.push({ type: 'emptyRefinery', site, with: 'ownChip' });
    if (p.neutralRefineryChips > 0) out.push({ type: 'emptyRefinery', site, with: 'chip' });
  }
  return out;
}

function answers(s: WildcattersState, seat: number): WildcattersAction[] {
  const p = s.pending!;
  const out: WildcattersAction[] = [{ type: 'pass' }];
  if (p.kind === 'piggyback' && shareTotal(s.players[seat]!) >= PIGGYBACK_SHARES) {
    for (const f of FIELDS_OF_REGION.get(p.region) ?? [])
      if (hasRigOn(s, seat, f)) out.push({ type: 'piggyback', field: f });
  } else if (p.kind === 'auction') {
    const total = shareTotal(s.players[seat]!);
    for (const n of new Set([1, 2, 3, 5, 8, 12].filter((x) => x <= total)))
      out.push({ type: 'bid', shares: n });
  } else if (p.kind === 'rideAlong') {
    // Only what can be carried: the barrels there, the refinery's room left by the riders loaded before who have
    // answered, and the fees the rider's shares pay now (riders before them yet to answer may still fill the
    // refinery: the ride then says so). No room left: only the pass.
    const way = { railway: p.railway, tanker: p.tanker, seaFrom: p.seaFrom };
    const fee = feePerBarrel(s, seat, way);
    const affordable = fee > 0 ? Math.floor(shareTotal(s.players[seat]!) / fee) : REFINERY_CAPACITY;
    const most = Math.min(rideRoomFor(s, seat), affordable);
    for (const source of riderSources(s, seat, p.field)) {
      const have = barrelsAt(s, seat, source);
      for (let n = 1; n <= Math.min(have, most); n++) out.push({ type: 'rideAlong', source, barrels: n });
    }
  } else if (p.kind === 'finalEmpty') {
    for (const site of partialSites(s)) out.push({ type: 'finalEmpty', site });
  } else if (p.kind === 'repay') {
    const pl = s.players[seat]!;
    const most = Math.min(pl.loans, Math.floor(shareTotal(pl) / LOAN_EARLY_REPAY_SHARES));
    for (let n = 1; n <= most; n++) out.push({ type: 'repayLoans', loans: n });
  }
  return out;
}

const loanActions: Lister = (s, seat) => (s.players[seat]!.supply.barrels > 0 ? [{ type: 'takeLoan' }] : []);
const passAction: Lister = () => [{ type: 'pass' }];
const endAction: Lister = () => [{ type: 'endTurn' }];
const chipActions: Lister = (s, seat) => (canBuyChip(s, seat) ? [{ type: 'buyChip' }] : []);
const cardActions: Lister = (s) => {
  const out: WildcattersAction[] = [];
  s.display.forEach((c, slot) => {
    if (c !== null) out.push({ type: 'chooseCard', slot });
  });
  return out;
};
const refreshActions: Lister = (s, seat) =>
  checkRefresh(s, seat) === null ? [{ type: 'refreshDisplay' }] : [];
/** With an empty display (deck and discards exhausted) the turn may end without a card. */
const endWithoutCard: Lister = (s) => (s.display.some((c) => c !== null) ? [] : [{ type: 'endTurn' }]);

const BY_STEP: readonly [TurnStep, Lister[]][] = [
  ['build', [rigActions, trainActions, tankerActions, refineryActions]],
  ['oil', [drillActions, developActions, transportActions]],
  ['tankers', [moveActions]],
  ['empty', [emptyActions]],
];

/**
 * The listers for `seat` now, one per action type (each lists that type's actions; some may list none):
 * `legalActions` is their concatenation, and the random bot lists only the type it draws.
 */
export function actionListers(s: WildcattersState, seat: number): Lister[] {
  if (s.phase === 'over' || !toAct(s).includes(seat)) return [];
  if (s.phase === 'placement') return [legalPlacements];
  if (s.pending !== null) return [passAction, (st, se) => answers(st, se).slice(1), loanActions];
  if (s.step === 'chip') return [chipActions, passAction, loanActions];
  if (s.step === 'card') return [cardActions, refreshActions, endWithoutCard, loanActions];
  const out: Lister[] = [];
  for (const [step, listers] of BY_STEP) if (reached(s, step)) out.push(...listers);
  out.push(endAction, loanActions);
  return out;
}

export function legalActions(s: WildcattersState, seat: number): WildcattersAction[] {
  const out: WildcattersAction[] = [];
  for (const list of actionListers(s, seat)) for (const a of list(s, seat)) out.push(a);
  return out;
}
