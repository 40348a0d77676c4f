/**
 * digest.*: what "since your last turn" adds to a My hand click, at the end of a whole game (a 4-seat Oil
 * Springs game played by its random bots to its end, 289 actions with this seed, at most 1500; the digest
 * of the player to act).
 * - `digest.text.p50Ms`: the digest's words from the game as played.
 * - `digest.picture.p50Ms`: the private picture — the whole log replayed to the player's latest action, both
 *   scenes built, the new pieces outlined, the PNG drawn and encoded.
 * p50 of 15 calls.
 */
import { sincePicture } from '../src/discord/digest-picture';
import { digestText } from '../src/discord/digest';
import type { GameSnapshot } from '../src/discord/desk';
import { getGame } from '../src/games/registry';
import { Rng, seedRng } from '../src/games/rng';
import type { ActionRecord } from '../src/store';
import type { Benchmark } from './harness';
import { median, sampleMs } from './harness';

const ACTIONS = 1500;
const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

function played(): {
  snap: Pick<GameSnapshot, 'record' | 'state' | 'seats' | 'module'>;
  history: ActionRecord[];
  seat: number;
} {
  const module = getGame('oil-springs')!;
  const options = module.optionsSchema.parse({});
  let state = module.setup(4, options, 'bench-digest');
  const rng = new Rng(seedRng('bench-bots'));
  const history: ActionRecord[] = [];
  for (let seq = 1; seq <= ACTIONS && !module.status(state).over; seq++) {
    const seat = module.status(state).toAct[0]!;
    const action = module.bots.random!(state, seat, rng);
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    history.push({ seq, seat, userId: null, action, events: r.events, createdAt: seq });
  }
  const seats = NAMES.map((name, seat) => ({ seat, userId: `u${seat}`, botKind: null, name }));
  const record = { gameId: 'oil-springs', options, seed: 'bench-digest' } as GameSnapshot['record'];
  const seat = module.status(state).toAct[0] ?? 0;
  process.stderr.write(`digest bench: ${history.length} actions, digest of seat ${seat}\n`);
  return { snap: { record, state, seats, module }, history, seat };
}

let game: ReturnType<typeof played> | undefined;
const world = () => (game ??= played());

export const benchmarks: Benchmark[] = [
  {
    name: 'digest.text.p50Ms',
    unit: 'ms',
    async run() {
      const { history, seat } = world();
      return median(await sampleMs(() => digestText(history, seat, NAMES), 15));
    },
  },
  {
    name: 'digest.picture.p50Ms',
    unit: 'ms',
    async run() {
      const { snap, history, seat } = world();
      return median(await sampleMs(() => sincePicture(snap, seat, history), 15));
    },
  },
];
