/** Every action `seat` may take now (menus, bots, fuzzing): the same checks the rules make. */
import { REFINERY_CAPACITY } from './data';
import { checkRefinery, checkRig, checkTanker, checkTrain } from './build';
import { shareTotal } from './economy';
import { STEP_RANK, toAct } from './engine';
import { FIELDS_OF_REGION, HARBOUR_IDS, RAILWAY_IDS, SITE_IDS, card, siteRegion } from './map';
import { checkDevelop, checkDrill, hasRigOn } from './oil';
import { legalPlacements } from './placement';
import { barrelsAt, checkMoveTanker, checkTransport, riderSources } from './transport';
import { canBuyChip } from './turn';
import type { RegionId, Source, TurnStep, WildcattersAction, WildcattersState } from './types';
import { mayWorkIn } from './oil';
import { refineryRoom } from './refinery';
import { DISPLAY_REFRESH_VP_COST, LOAN_EARLY_REPAY_SHARES, PIGGYBACK_SHARES, type AreaId } from './data';

const WHITE_REGIONS: RegionId[] = ['europe', 'southernAfrica', 'australia'];

/** The player's sources with barrels. */
export function sourcesOf(s: WildcattersState, seat: number): Source[] {
  const out: Source[] = [];
  for (const [field, pieces] of Object.entries(s.fields))
    if (pieces.some((p) => p.owner === seat && p.kind === 'pumpJack' && p.barrels > 0))
      out.push({ kind: 'field', field });
  for (const [area, d] of Object.entries(s.disks))
    if (d && d.owner === seat && d.barrels > 0) out.push({ kind: 'disk', area: area as AreaId });
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

export function buildActions(s: WildcattersState, seat: number): WildcattersAction[] {
  const out: WildcattersAction[] = [];
  for (const r of workRegions(s))
    for (const f of FIELDS_OF_REGION.get(r) ?? [])
      if (typeof checkRig(s, seat, f) === 'number') out.push({ type: 'buildRig', field: f });
  for (const r of RAILWAY_IDS) if (!checkTrain(s, seat, r)) out.push({ type: 'buildTrain', railway: r });
  if (!checkTanker(s, seat, HARBOUR_IDS[0]!))
    for (const h of HARBOUR_IDS) out.push({ type: 'buildTanker', harbour: h });
  for (const site of SITE_IDS)
    if (mayWorkIn(s, siteRegion(site)) && !checkRefinery(s, seat, site))
      out.push({ type: 'buildRefinery', site });
  return out;
}

export function transportActions(s: WildcattersState, seat: number): WildcattersAction[] {
  const out: WildcattersAction[] = [];
  for (const source of sourcesOf(s, seat)) {
    const have = barrelsAt(s, seat, source);
    for (const site of SITE_IDS) {
      const room = refineryRoom(s, site);
      for (let n = 1; n <= Math.min(have, room); n++) {
        if ('ok' in checkTransport(s, seat, source, site, n)) break;
        out.push({ type: 'transport', source, site, barrels: n });
      }
    }
  }
  return out;
}

export function oilActions(s: WildcattersState, seat: number): WildcattersAction[] {
  const out: WildcattersAction[] = [];
  for (const r of workRegions(s))
    for (const f of FIELDS_OF_REGION.get(r) ?? [])
      if (!checkDrill(s, seat, f)) out.push({ type: 'drill', field: f });
  for (const [f, pieces] of Object.entries(s.fields))
    if (pieces.some((p) => p.owner === seat && p.kind === 'rig') && !checkDevelop(s, seat, f))
      out.push({ type: 'develop', field: f });
  out.push(...transportActions(s, seat));
  return out;
}

function emptyActions(s: WildcattersState, seat: number): WildcattersAction[] {
  const p = s.players[seat]!;
  const out: WildcattersAction[] = [];
  const cards = p.cards.filter((id) => card(id).refinery && !p.usedRefineryCards.includes(id));
  for (const site of Object.keys(s.refineries).sort()) {
    const n = s.refineries[site]!.barrels.length;
    if (n === 0 || n >= REFINERY_CAPACITY) continue;
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
    for (const source of riderSources(s, seat, p.field)) {
      const have = barrelsAt(s, seat, source);
      for (let n = 1; n <= Math.min(have, REFINERY_CAPACITY); n++)
        out.push({ type: 'rideAlong', source, barrels: n });
    }
  } else if (p.kind === 'repay') {
    const pl = s.players[seat]!;
    const most = Math.min(pl.loans, Math.floor(shareTotal(pl) / LOAN_EARLY_REPAY_SHARES));
    for (let n = 1; n <= most; n++) out.push({ type: 'repayLoans', loans: n });
  }
  return out;
}

export function legalActions(s: WildcattersState, seat: number): WildcattersAction[] {
  if (s.phase === 'over' || !toAct(s).includes(seat)) return [];
  if (s.phase === 'placement') return legalPlacements(s, seat);
  const loan: WildcattersAction[] = s.players[seat]!.supply.barrels > 0 ? [{ type: 'takeLoan' }] : [];
  if (s.pending !== null) return [...answers(s, seat), ...loan];
  if (s.step === 'chip')
    return [...(canBuyChip(s, seat) ? [{ type: 'buyChip' } as const] : []), { type: 'pass' }, ...loan];
  const out: WildcattersAction[] = [];
  if (s.step === 'card') {
    s.display.forEach((c, slot) => {
      if (c !== null) out.push({ type: 'chooseCard', slot });
    });
    if (s.players[seat]!.vp >= DISPLAY_REFRESH_VP_COST) out.push({ type: 'refreshDisplay' });
    if (out.length === 0) out.push({ type: 'endTurn' });
    return [...out, ...loan];
  }
  if (reached(s, 'build')) out.push(...buildActions(s, seat));
  if (reached(s, 'oil')) out.push(...oilActions(s, seat));
  if (reached(s, 'tankers'))
    s.tankers.forEach((t, i) => {
      if (t.owner === seat && !t.used)
        for (const h of HARBOUR_IDS)
          if (!checkMoveTanker(s, seat, i, h)) out.push({ type: 'moveTanker', tanker: i, harbour: h });
    });
  if (reached(s, 'empty')) out.push(...emptyActions(s, seat));
  out.push({ type: 'endTurn' }, ...loan);
  return out;
}
