import { registerGame } from '../../src/games/registry';
import { openStore, type Store } from '../../src/store';
import { Table, type TableOptions } from '../../src/table';
import { broken, race } from '../fixtures/race';
import { tempDir } from '../store/tmp';

registerGame(race);
registerGame(broken);

export const ana = { userId: 'u-ana', name: 'Ana' };
export const ben = { userId: 'u-ben', name: 'Ben' };
export const cat = { userId: 'u-cat', name: 'Cat' };
export const dan = { userId: 'u-dan', name: 'Dan' };
export const eve = { userId: 'u-eve', name: 'Eve' };

export interface Fixture {
  store: Store;
  table: Table;
  path: string;
  close: () => void;
}

export function newTable(options: TableOptions = {}): Fixture {
  const tmp = tempDir('derrick-table-');
  const path = tmp.file('table.sqlite');
  const store = openStore(path);
  const table = new Table(store, options);
  return {
    store,
    table,
    path,
    close: () => {
      store.close();
      tmp.cleanup();
    },
  };
}

/** Everything stored about a channel's games: used to prove that a refused call changed nothing. */
export function snapshot(store: Store): string {
  const games = store.db.prepare('SELECT * FROM games ORDER BY id').all();
  const seats = store.db.prepare('SELECT * FROM seats ORDER BY game_id, seat').all();
  const actions = store.db.prepare('SELECT * FROM actions ORDER BY game_id, seq').all();
  return JSON.stringify({ games, seats, actions });
}
