/**
 * A checked turn acts once, on the very load it checked (TableDesk keeps the table's game behind each snapshot
 * it hands out). Acting with it a second time is a bug in the caller: the second call changes nothing, answers
 * the player with the bot-side failure text (which says to try again, and that nothing changed), and is logged.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** What the desk logs as an error (its module's child logger), the rest of the logger kept. */
const errors = vi.hoisted(() => [] as { obj: unknown; msg: string; module: unknown }[]);
vi.mock('../../src/log', async (original) => {
  const real = await original<typeof import('../../src/log')>();
  const child = real.logger.child.bind(real.logger);
  real.logger.child = ((bindings: Record<string, unknown>) => {
    const made = child(bindings);
    if (bindings.module !== 'desk') return made;
    return Object.assign(Object.create(made) as typeof made, {
      error: (obj: unknown, msg: string) => void errors.push({ obj, msg, module: bindings.module }),
    });
  }) as unknown as typeof real.logger.child;
  return real;
});

import { TableDesk } from '../../src/discord/desk-table';
import { INTERNAL_MESSAGE } from '../../src/table';
import { newTable, type Fixture } from '../table/helpers';

let f: Fixture;
let desk: TableDesk;
let row = 0;

beforeAll(() => {
  f = newTable();
  f.table.openLobby({
    guildId: 'g1',
    channelId: 'c1',
    gameId: 'catan',
    host: { userId: 'u-ana', name: 'Ana' },
    seed: 'acts-once',
  });
  f.table.join({ channelId: 'c1', userId: 'u-ben', name: 'Ben' });
  f.table.addBot({ channelId: 'c1', byUserId: 'u-ana', kind: 'greedy' });
  const started = f.table.start({ channelId: 'c1', byUserId: 'u-ana' });
  if (!started.ok) throw new Error(started.message);
  row = started.game.record.id;
  desk = new TableDesk(f.table, f.store, false);
});
afterAll(() => f.close());

describe('TableDesk.actOn', () => {
  it('acts once per checked turn: a second use changes nothing, says so, and is logged', () => {
    const first = desk.snapshot(row)!;
    const userId = first.seats.find((s) => s.seat === first.status.toAct[0])!.userId!;
    const turn = desk.turnFor(row, userId, null);
    if (!turn.ok) throw new Error(turn.message);
    const action = turn.value.snap.module.legalActions(turn.value.snap.state, turn.value.seat)[0];
    const acted = desk.actOn(turn.value, { id: userId }, action);
    expect(acted.ok).toBe(true);
    const version = desk.snapshot(row)!.record.version;

    expect(errors).toEqual([]);
    const again = desk.actOn(turn.value, { id: userId }, action);
    expect(again).toEqual({ ok: false, code: 'internal', message: INTERNAL_MESSAGE });
    expect(desk.snapshot(row)!.record.version).toBe(version);
    expect(errors).toEqual([
      { obj: { row }, msg: expect.stringMatching(/not loaded here, or has acted already/), module: 'desk' },
    ]);
  });
});
