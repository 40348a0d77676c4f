/**
 * Child process of the crash test: plays bot games of the race fixture straight through the store, one
 * transaction per action, and prints "ack GAME SEQ" after each commit. The parent kills it with SIGKILL.
 * Usage: node --import tsx test/store/crash-child.ts DB_PATH
 */
import { Rng } from '../../src/games/rng';
import { openStore } from '../../src/store';
import { race, type RaceState } from '../fixtures/race';

const dbPath = process.argv[2];
if (!dbPath) throw new Error('usage: crash-child DB_PATH');
const store = openStore(dbPath);
const botRng = Rng.fromSeed('crash-bots');

for (let n = 0; ; n++) {
  const seats = [0, 1, 2].map((i) => ({ userId: null, botKind: 'random', name: `Bot ${i}` }));
  const created = store.createGame({
    guildId: 'g',
    channelId: `crash-${n}`,
    gameId: race.id,
    options: { target: 10 },
    seed: `crash-seed-${n}`,
    hostUserId: 'host',
    seats,
  });
  if (!created.ok) throw new Error(created.message);
  const id = created.game.id;
  let state: RaceState = race.setup(3, { target: 10 }, `crash-seed-${n}`);
  store.startGame(id, seats, state);
  let version = 0;
  while (!race.status(state).over) {
    const seat = race.status(state).toAct[0] as number;
    const action = race.bots.random!(state, seat, botRng);
    const r = race.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    const saved = store.applyAction(
      id,
      version,
      { seat, userId: null, action, events: r.events },
      state,
      race.status(state).over ? 'finished' : 'active',
    );
    if (!saved.ok) throw new Error(saved.message);
    version = saved.version;
    process.stdout.write(`ack ${id} ${version}\n`);
  }
}
