/**
 * Child process of the crash test: plays bot games of the race fixture straight through the store, one
 * transaction per action, and prints "ack GAME SEQ" after each commit. The parent kills it with SIGKILL.
 * Usage: node dist/test/crash-child.mjs DB_PATH [store|table], bundled for the run (test/bundled.ts).
 * In "table" mode it plays through the table service instead (a human and two bots: each human act appends
 * the human's action and the bots' answers in one transaction) and acknowledges the version after each act.
 */
import { Rng } from '../../src/games/rng';
import { registerGame } from '../../src/games/registry';
import { openStore } from '../../src/store';
import { Table } from '../../src/table';
import { race, type RaceState } from '../fixtures/race';

const dbPath = process.argv[2];
if (!dbPath) throw new Error('usage: crash-child DB_PATH');
const store = openStore(dbPath);
const botRng = Rng.fromSeed('crash-bots');

if (process.argv[3] === 'table') {
  registerGame(race);
  const table = new Table(store);
  for (let n = 0; ; n++) {
    const channelId = `crash-table-${n}`;
    table.openLobby({
      guildId: 'g',
      channelId,
      gameId: race.id,
      host: { userId: 'human', name: 'H' },
      seed: `t${n}`,
    });
    table.addBot({ channelId, byUserId: 'human', kind: 'random' });
    table.addBot({ channelId, byUserId: 'human', kind: 'gambler' });
    let r = table.start({ channelId, byUserId: 'human' });
    while (r.ok && !r.status.over) {
      const choice = botRng.int(2) === 0 ? 'safe' : 'risky';
      r = table.act({
        channelId,
        userId: 'human',
        action: { type: 'choose', choice },
        expectedVersion: r.version,
      });
      if (r.ok) process.stdout.write(`ack ${r.game.record.id} ${r.version}\n`);
    }
    if (!r.ok) throw new Error(r.message);
  }
}

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
