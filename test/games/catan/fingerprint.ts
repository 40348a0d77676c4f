/**
 * Fingerprints of whole seeded bot games, for `engine-equivalence.test.ts`: a SHA-256 over every state (as
 * JSON), every action played, every event, the seats to act and every seat's legal actions, in order. Two
 * engines that give the same fingerprint for the same seed played the same game byte for byte.
 * `npx tsx test/games/catan/fingerprint.ts --write` recomputes the fixture (only ever from a trusted engine).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { catan } from '../../../src/games/catan';
import { oilSprings } from '../../../src/games/oil-springs';
import { Rng } from '../../../src/games/rng';
import type { AnyGameModule } from '../../../src/games/types';

export interface FingerprintGame {
  /** "catan" or "oil-springs". */
  game: string;
  bots: string[];
  seed: string;
  options: Record<string, unknown>;
}

export const FINGERPRINT_GAMES: FingerprintGame[] = [
  ...Array.from({ length: 8 }, (_, i) => ({
    game: 'catan',
    bots: ['random', 'random', 'random', 'random'],
    seed: `fp-catan-random-${i}`,
    options: {},
  })),
  ...Array.from({ length: 3 }, (_, i) => ({
    game: 'catan',
    bots: ['greedy', 'random', 'greedy', 'random'],
    seed: `fp-catan-mixed-${i}`,
    options: {},
  })),
  ...Array.from({ length: 2 }, (_, i) => ({
    game: 'catan',
    bots: ['random', 'greedy', 'random'],
    seed: `fp-catan-variable-${i}`,
    options: { map: 'variable', numbers: i === 0 ? 'spiral' : 'random' },
  })),
  ...Array.from({ length: 5 }, (_, i) => ({
    game: 'oil-springs',
    bots: ['random', 'random', 'random', 'random'],
    seed: `fp-oil-random-${i}`,
    options: {},
  })),
  ...Array.from({ length: 2 }, (_, i) => ({
    game: 'oil-springs',
    bots: ['greedy', 'random', 'greedy'],
    seed: `fp-oil-greedy-${i}`,
    options: {},
  })),
];

const MODULES: Record<string, AnyGameModule> = { catan, 'oil-springs': oilSprings };

export interface Fingerprint {
  seed: string;
  actions: number;
  hash: string;
}

/** Play one game to its end (or 20,000 actions) and fingerprint everything it went through. */
export function fingerprint(g: FingerprintGame): Fingerprint {
  const mod = MODULES[g.game];
  if (!mod) throw new Error(`no game ${g.game}`);
  const state: unknown = mod.setup(g.bots.length, mod.optionsSchema.parse(g.options), g.seed);
  const rng = Rng.fromSeed(`fp-bots:${g.seed}`);
  const hash = createHash('sha256');
  hash.update(JSON.stringify(state));
  let actions = 0;
  for (; actions < 20_000; actions++) {
    const st = mod.status(state);
    // `mayAct` (the offer's maker while others answer) came after the fixtures; the rest is as it was.
    const { mayAct: _mayAct, ...asked } = st;
    hash.update(JSON.stringify(asked));
    if (st.over) break;
    for (let s = 0; s < g.bots.length; s++) hash.update(JSON.stringify(mod.legalActions(state, s)));
    const seat = st.toAct[0] as number;
    const bot = mod.bots[g.bots[seat] as string];
    if (!bot) throw new Error(`no bot ${g.bots[seat]}`);
    const action: unknown = bot(state, seat, rng);
    hash.update(JSON.stringify(action));
    const r = mod.apply(state, seat, action);
    if (!r.ok) throw new Error(`${g.seed}: illegal ${JSON.stringify(action)}: ${r.error}`);
    if (r.state !== state) throw new Error(`${g.seed}: apply returned another state object`);
    hash.update(JSON.stringify(r.events));
    hash.update(JSON.stringify(state));
  }
  return { seed: g.seed, actions, hash: hash.digest('hex') };
}

export const FIXTURE_PATH = new URL('./fixtures/engine-fingerprints.json', import.meta.url);

if (process.argv.includes('--write')) {
  const out = FINGERPRINT_GAMES.map(fingerprint);
  writeFileSync(FIXTURE_PATH, JSON.stringify(out, null, 2) + '\n');
  console.log(`wrote ${out.length} fingerprints`);
}
