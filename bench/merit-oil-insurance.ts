/**
 * Merit's "Oil": how often a cargo is lost at sea, and what insurance costs and pays (figures for
 * docs/rules/merit-oil-design.md's insurance note; not a benchmark). `npx tsx bench/merit-oil-insurance.ts
 * [--games N] [--players P] [--seed S]` plays N standard games of the greedy bot as it is (default 500, 4 players)
 * and follows every cargo from its charter to its end. It prints, as JSON lines, each ± one standard error
 * (by game: a gale sinks every tanker where it blows):
 * - `cargoes`: how cargoes end (arrived, lost to "Fire aboard", to a gale, with a bankrupt owner, at sea when the
 *   game ends) and the chance of a loss on a voyage (lost ÷ arrived or lost);
 * - `route`: the same by port and destination (Mediterranean, northern Europe, Kwinana), the Gulf's through Suez
 *   or round the Cape as the canal stood at the charter;
 * - `reckoned`: the loss the greedy bot reckons at the charter (`lossChance`), in bands, against what happened;
 * - `insurance`: cargoes insured (premium or Lloyd's card), how many of them were lost (the policy paid),
 *   premiums and payouts, and the premium that would break even at the measured chance;
 * - `exposure`: what sets the chance: the owner's throws while a cargo is at sea, the share of throws that draw a
 *   MEMO or an OIL NEWS card, and what each "Fire aboard" and gale card found.
 */
import { parseArgs } from 'node:util';
import { meritOil } from '../src/games/merit-oil';
import { lossChance } from '../src/games/merit-oil/bots';
import {
  INSURANCE,
  PORTS,
  TANKERS,
  insurancePayout,
  insurancePremium,
  type Tanker,
} from '../src/games/merit-oil/data';
import { billOf } from '../src/games/merit-oil/ledger';
import type { MeritState, TankerVoyage } from '../src/games/merit-oil/types';
import { tankerOf } from '../src/games/merit-oil/words';
import { botRng } from '../src/table/bots';

const { values } = parseArgs({
  options: { games: { type: 'string' }, players: { type: 'string' }, seed: { type: 'string' } },
});
const GAMES = Number(values.games ?? 500);
const PLAYERS = Number(values.players ?? 4);
const SEED = values.seed ?? 'insure';
const greedy = meritOil.bots.greedy!;

type End = 'arrived' | 'fire' | 'gale' | 'bankrupt' | 'atSea';
interface Cargo {
  game: number;
  voyage: TankerVoyage;
  route: string;
  reckoned: number;
  lloyds: boolean;
  throws: number;
  end?: End;
}
const MEDITERRANEAN = new Set(['genoa', 'lavera']);
function routeName(state: MeritState, v: TankerVoyage): string {
  const bill = billOf(v.bill);
  const to =
    bill.destination === 'kwinana'
      ? 'Kwinana'
      : MEDITERRANEAN.has(bill.destination)
        ? 'Mediterranean'
        : 'northern Europe';
  const gulf = PORTS[bill.port].stage === PORTS['mina-al-ahmadi'].stage;
  const cape = gulf && to !== 'Kwinana' ? (state.suezOpen ? ' (Suez)' : ' (Cape)') : '';
  return `${gulf ? 'Gulf' : PORTS[bill.port].name} → ${to}${cape}`;
}

/** Per game sums, for a ratio's standard error by game. */
type Sums = Map<string, number[]>;
const perGame: Sums = new Map();
function add(key: string, game: number, by = 1) {
  const row = perGame.get(key) ?? new Array<number>(GAMES).fill(0);
  perGame.set(key, row);
  row[game]! += by;
}
const total = (key: string) => (perGame.get(key) ?? []).reduce((a, b) => a + b, 0);
/** A ratio of two per-game sums, with its standard error by game (the delta method). */
function ratio(num: string, den: string, digits = 4) {
  const n = perGame.get(num) ?? new Array<number>(GAMES).fill(0);
  const d = perGame.get(den) ?? new Array<number>(GAMES).fill(0);
  const r = total(num) / Math.max(1, total(den));
  const res = n.map((x, g) => x - r * d[g]!);
  const se = Math.sqrt((res.reduce((a, b) => a + b * b, 0) * GAMES) / Math.max(1, GAMES - 1)) / total(den);
  const k = 10 ** digits;
  return { value: Math.round(r * k) / k, se: Math.round(se * k) / k, of: total(den) };
}

const cargoes: Cargo[] = [];
const bands = new Map<number, { n: number; reckoned: number; lost: number }>();
for (let g = 0; g < GAMES; g++) {
  const seed = `${SEED}-${g}`;
  const state = meritOil.setup(PLAYERS, { length: 'standard' }, seed);
  const live = new Map<Tanker, Cargo>();
  for (let i = 0; i < 50_000; i++) {
    const st = meritOil.status(state);
    if (st.over) break;
    const seat = Math.min(...st.toAct);
    const action = greedy(state, seat, botRng(seed, i));
    const r = meritOil.apply(state, seat, action);
    if (!r.ok) throw new Error(`greedy refused: ${r.error}`);
    const texts = r.events.filter((e) => e.to === undefined).map((e) => e.text);
    if (action.type === 'roll') {
      add('throws', g);
      if (texts.some((t) => t.includes('drew a MEMO card'))) add('memoDraws', g);
      if (texts.some((t) => t.includes('drew an OIL NEWS card'))) add('newsDraws', g);
      for (const c of live.values()) if (c.voyage.owner === seat) c.throws++;
    }
    if (texts.some((t) => t.includes('“Fire aboard'))) {
      add('fireDrawn', g);
      if (!texts.some((t) => t.startsWith('Fire aboard:'))) add('fireFoundNone', g);
    }
    if (texts.some((t) => t.includes('“Gale in Biscay'))) {
      add('galeDrawn', g);
      add('galeSank', g, texts.filter((t) => t.startsWith('A gale:')).length);
    }
    for (const [t, c] of live) {
      if (state.tankers[t] === c.voyage) continue;
      const name = tankerOf(c.voyage.owner, t);
      const lost = texts.find((x) => x.includes(`${name} was lost`));
      c.end = lost
        ? lost.startsWith('Fire aboard')
          ? 'fire'
          : 'gale'
        : texts.some((x) => x.includes(`${name} reached`))
          ? 'arrived'
          : 'bankrupt';
      live.delete(t);
    }
    for (const t of TANKERS) {
      const v = state.tankers[t];
      if (!v || live.get(t)?.voyage === v) continue;
      const c: Cargo = {
        game: g,
        voyage: v,
        route: routeName(state, v),
        reckoned: lossChance(state, t),
        lloyds: false,
        throws: 0,
      };
      live.set(t, c);
      cargoes.push(c);
    }
    for (const [t, c] of live)
      if (texts.some((x) => x.includes(`insured the ${t} tanker's cargo free with Lloyd's`))) c.lloyds = true;
  }
  for (const c of live.values()) c.end = 'atSea';
}

for (const c of cargoes) {
  const g = c.game;
  const tons = billOf(c.voyage.bill).tons;
  const lost = c.end === 'fire' || c.end === 'gale';
  const ended = lost || c.end === 'arrived';
  add('chartered', g);
  add(c.end!, g);
  if (ended) {
    add('ended', g);
    add(`ended ${c.route}`, g);
    add('throwsAtSea', g, c.throws);
    const band = Math.min(8, Math.floor(c.reckoned * 100));
    const b = bands.get(band) ?? { n: 0, reckoned: 0, lost: 0 };
    bands.set(band, b);
    b.n++;
    b.reckoned += c.reckoned;
    if (lost) b.lost++;
  }
  if (lost) {
    add('lost', g);
    add(`lost ${c.route}`, g);
  }
  if (c.voyage.insured) {
    add('insured', g);
    if (c.lloyds) add('lloyds', g);
    else add('premiums', g, insurancePremium(tons));
    if (ended) add('insuredEnded', g);
    if (lost) {
      add('insuredLost', g);
      add('payouts', g, insurancePayout(tons));
    }
  }
}

const out = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);
const loss = ratio('lost', 'ended');
out({
  figure: 'cargoes',
  games: GAMES,
  players: PLAYERS,
  perGame: Math.round((total('chartered') / GAMES) * 100) / 100,
  ends: Object.fromEntries(
    (['arrived', 'fire', 'gale', 'bankrupt', 'atSea'] as const).map((e) => [e, total(e)]),
  ),
  lossChance: loss,
  fire: ratio('fire', 'ended'),
  gale: ratio('gale', 'ended'),
});
for (const route of [...new Set(cargoes.map((c) => c.route))].sort())
  out({ figure: 'route', route, lossChance: ratio(`lost ${route}`, `ended ${route}`) });
for (const [band, b] of [...bands].sort(([a], [c]) => a - c))
  out({
    figure: 'reckoned',
    band: band === 8 ? '8 % and more' : `${band}-${band + 1} %`,
    cargoes: b.n,
    reckoned: Math.round((b.reckoned / b.n) * 1000) / 1000,
    lost: Math.round((b.lost / b.n) * 1000) / 1000,
  });
out({
  figure: 'insurance',
  insured: ratio('insured', 'chartered', 3),
  lloydsOfInsured: ratio('lloyds', 'insured', 3),
  policyPaid: ratio('insuredLost', 'insuredEnded'),
  premiumsPerPlayerGame: Math.round(total('premiums') / GAMES / PLAYERS),
  payoutsPerPlayerGame: Math.round(total('payouts') / GAMES / PLAYERS),
  payoutsOverPremiums: ratio('payouts', 'premiums', 3),
  premiumPer1000Tons: INSURANCE.premiumPer1000Tons,
  breakEvenPer1000Tons: Math.round(loss.value * INSURANCE.payoutPer1000Tons),
});
out({
  figure: 'exposure',
  ownerThrowsPerVoyage: ratio('throwsAtSea', 'ended', 2),
  memoDrawsPerThrow: ratio('memoDraws', 'throws', 3),
  newsDrawsPerThrow: ratio('newsDraws', 'throws', 3),
  fireDrawnPerGame: Math.round((total('fireDrawn') / GAMES) * 100) / 100,
  fireFoundNoTanker: ratio('fireFoundNone', 'fireDrawn', 3),
  galeDrawnPerGame: Math.round((total('galeDrawn') / GAMES) * 100) / 100,
  tankersSunkPerGale: ratio('galeSank', 'galeDrawn', 3),
});
