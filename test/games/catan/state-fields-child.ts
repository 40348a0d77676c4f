/**
 * Run by speed-round9b.test.ts as `node --allow-natives-syntax dist/test/state-fields-child.mjs [games]`
 * (bundled for the run, test/bundled.ts): plays `games` seeded games of each of Catan and Oil Springs with
 * random bots, from a fresh process, and prints, as JSON, the state's seat fields that held a number V8 keeps
 * boxed (a heap number, not a small integer) in any state, and how many states it saw. A fresh process
 * matters: until V8 optimizes it, the Rng's draw is a heap number whenever its 32-bit draw was 2^30 or more.
 */
import { catan } from '../../../src/games/catan';
import type { CatanState } from '../../../src/games/catan/types';
import { oilSprings } from '../../../src/games/oil-springs';
import { Rng } from '../../../src/games/rng';
import type { AnyGameModule } from '../../../src/games/types';

// V8's natives are only reachable through source text (the flag lets it parse `%Name(...)`).
const isSmi = new Function('x', 'return %IsSmi(x)') as (x: unknown) => boolean;

const games = Number(process.argv[2] ?? 20);
const boxed = new Set<string>();
let states = 0;
for (const [name, mod] of [
  ['catan', catan],
  ['oil-springs', oilSprings],
] as [string, AnyGameModule][]) {
  const options = mod.optionsSchema.parse({});
  for (let g = 0; g < games; g++) {
    const state = mod.setup(4, options, `fields-${name}-${g}`) as CatanState;
    const rng = Rng.fromSeed(`fields-bots-${name}-${g}`);
    for (let i = 0; i < 3000; i++) {
      const st = mod.status(state);
      if (st.over) break;
      states++;
      // Read by name: a read by a computed key (or `Object.entries`) gives a small integer for a boxed one.
      if (!isSmi(state.startSeat)) boxed.add(`${name}.startSeat`);
      if (!isSmi(state.current)) boxed.add(`${name}.current`);
      const seat = st.toAct[0]!;
      const r = mod.apply(state, seat, mod.bots.random!(state, seat, rng));
      if (!r.ok) throw new Error(r.error);
    }
  }
}
process.stdout.write(JSON.stringify({ states, boxed: [...boxed] }));
