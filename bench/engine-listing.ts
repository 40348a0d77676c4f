/**
 * The main-moment listing alone, hot: `npx tsx bench/engine-listing.ts [rounds] [order] [part]` keeps some 1,400
 * states of the bench's random games (every 15th main moment with no offer open, 60 games), lists each one's
 * legal actions for the active player 100 times into a kept `Listing` (as the random bot does), and prints CPU
 * ns per listing for each round. The first rounds include the JIT's warm-up: compare the last ones.
 *
 * `order` is `repeat` (the default: each state 100 times in a row) or `distinct` (all the states one after
 * another, 100 times round). Listing one state again and again teaches the processor's branch predictor that
 * state's answers (whose is each path, whether the hand holds each card), which the loop never does: it lists
 * each state once (README, round 9a). `distinct` times what the loop pays; `repeat` the work alone.
 *
 * `part` times one part of the listing instead of the whole (`main`, the default): `settlements`
 * (`legalSettlementSpots`), `cities` (the seat's settlements, `legalCitySpots`), `roadSpots` (`legalRoadSpots`,
 * the walk the listing and the presenters share), `maritime` (`maritimeRates`), each asked for the active player
 * whatever its hand. (Before the walks were shared, `cities` timed `canCity` at each intersection and
 * `roadSpots` a walk of the road frontier: README round 10's table.)
 */
import { catan } from '../src/games/catan';
import { Listing, collectLegal } from '../src/games/catan/legal';
import {
  NODE_SPOTS,
  PATH_SPOTS,
  legalCitySpots,
  legalRoadSpots,
  legalSettlementSpots,
  maritimeRates,
} from '../src/games/catan/placement';
import { compileRuleBook, type Rules } from '../src/games/catan/ruleBook';
import type { CatanState } from '../src/games/catan/types';
import { Rng } from '../src/games/rng';

const REPEAT = 100;
const rounds = Number(process.argv[2] ?? 10);
const distinct = process.argv[3] === 'distinct';
const part = process.argv[4] ?? 'main';
const book = compileRuleBook(catan.rules as unknown as Rules);
const options = catan.optionsSchema.parse({});
const bot = catan.bots.random;
if (!bot) throw new Error('catan has no random bot');

const states: CatanState[] = [];
for (let g = 0; g < 60; g++) {
  const state = catan.setup(4, options, `bench-${g}`);
  const rng = Rng.fromSeed(`bench-bots-${g}`);
  let mains = 0;
  for (;;) {
    const st = catan.status(state);
    if (st.over) break;
    const seat = st.toAct[0] as number;
    if (state.phase === 'main' && !state.trade && ++mains % 15 === 0) states.push(structuredClone(state));
    catan.apply(state, seat, bot(state, seat, rng));
  }
}

const out = new Listing();
const rates: number[] = [];

/** Lists `part` for the state's active player; returns how many items it gave. */
function list(state: CatanState): number {
  const seat = state.current;
  switch (part) {
    case 'main':
      out.start();
      collectLegal(book, state, seat, out, false);
      return out.n;
    case 'settlements': {
      const found: number[] = [];
      legalSettlementSpots(state, book.rules, seat, found);
      return found.length;
    }
    case 'cities': {
      const found: number[] = [];
      legalCitySpots(state, seat, NODE_SPOTS, found);
      return found.length;
    }
    case 'roadSpots': {
      const found: number[] = [];
      legalRoadSpots(state, seat, PATH_SPOTS, found);
      return found.length;
    }
    case 'maritime':
      maritimeRates(state, seat, book.R, rates);
      return rates.length;
    default:
      throw new Error(`unknown part ${part}`);
  }
}

for (let round = 0; round < rounds; round++) {
  let items = 0;
  const start = process.cpuUsage();
  if (distinct) {
    for (let k = 0; k < REPEAT; k++) for (const state of states) items += list(state);
  } else {
    for (const state of states) for (let k = 0; k < REPEAT; k++) items += list(state);
  }
  const d = process.cpuUsage(start);
  const ns = ((d.user + d.system) * 1000) / (REPEAT * states.length);
  console.log(
    JSON.stringify({
      round,
      order: distinct ? 'distinct' : 'repeat',
      part,
      states: states.length,
      itemsPerListing: items / (REPEAT * states.length),
      nsPerListing: Math.round(ns),
    }),
  );
}
