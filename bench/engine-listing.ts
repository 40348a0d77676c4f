/**
 * The main-moment listing alone, hot: `npx tsx bench/engine-listing.ts [rounds]` keeps some 1,400 states of
 * the bench's random games (every 15th main moment with no offer open, 60 games), lists each one's legal
 * actions for the active player 100 times in a row into a kept `Listing` (as the random bot does), and prints
 * CPU ns per listing for each round. The first rounds include the JIT's warm-up: compare the last ones. A
 * variant of a generator can be judged here within about 1 %, where the whole loop's runs spread ±4 % on a
 * shared machine.
 */
import { catan } from '../src/games/catan';
import { Listing, collectLegal } from '../src/games/catan/legal';
import { compileRuleBook, type Rules } from '../src/games/catan/ruleBook';
import type { CatanState } from '../src/games/catan/types';
import { Rng } from '../src/games/rng';

const REPEAT = 100;
const rounds = Number(process.argv[2] ?? 10);
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
for (let round = 0; round < rounds; round++) {
  let items = 0;
  const start = process.cpuUsage();
  for (const state of states) {
    for (let k = 0; k < REPEAT; k++) {
      out.start();
      collectLegal(book, state, state.current, out, false);
    }
    items += out.n;
  }
  const d = process.cpuUsage(start);
  const ns = ((d.user + d.system) * 1000) / (REPEAT * states.length);
  console.log(
    JSON.stringify({
      round,
      states: states.length,
      itemsPerListing: items / states.length,
      nsPerListing: ns,
    }),
  );
}
