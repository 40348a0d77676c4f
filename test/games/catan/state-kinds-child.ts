/**
 * Run by speed-round8.test.ts as `node --allow-natives-syntax dist/test/state-kinds-child.mjs` (bundled for
 * the run, test/bundled.ts): plays seeded Catan and Oil Springs games and prints, as JSON, how many hidden
 * classes (V8 maps) each array of the state showed across them (a table's rows counted as one array), and how
 * many states were seen. Half-way, the set-up functions are optimized by hand, as V8 does on its own after
 * some hundreds of games: an array made by optimized code must have the kind of one made before.
 */
import { SEEDED_GAMES, everyState } from './seededStates';
import { beginnerMap, createState } from '../../../src/games/catan/setup';

// V8's natives are only reachable through source text (the flag lets it parse `%Name(...)`).
const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
const optimizeNext = new Function(
  'f',
  '%PrepareFunctionForOptimization(f); %OptimizeFunctionOnNextCall(f);',
) as (f: unknown) => void;

const seen = new Map<string, object[]>();
function note(name: string, value: object): void {
  let maps = seen.get(name);
  if (!maps) seen.set(name, (maps = []));
  if (!maps.some((m) => sameMap(m, value))) maps.push(value);
}

let states = 0;
for (const half of [0, 1]) {
  if (half === 1) {
    optimizeNext(beginnerMap);
    optimizeNext(createState);
  }
  for (const game of SEEDED_GAMES)
    states += everyState(game, `kinds-${half}`, 6, (state) => {
      for (const [key, value] of Object.entries(state)) {
        if (!Array.isArray(value)) continue;
        note(`${game.name}.${key}`, value);
        for (const row of value) if (Array.isArray(row)) note(`${game.name}.${key}[]`, row);
      }
    });
}
process.stdout.write(
  JSON.stringify({ states, maps: Object.fromEntries([...seen].map(([k, v]) => [k, v.length])) }),
);
