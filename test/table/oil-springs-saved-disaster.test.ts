/**
 * An Oil Springs game saved before the disaster record kept a flood's reduced cities (rules 2), before it kept
 * that pollution sent the robber off the board (rules 3), or before it kept whose buildings a flood washed away
 * (rules 4): it loads, and `npm run replay` finds it sound, where
 * the log replayed under the new rules gives the record more fields.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/registry';
import { Rng } from '../../src/games/rng';
import type { OilSpringsState } from '../../src/games/oil-springs';
import { checkStoredGame } from '../../src/tools/replay';
import { ana, newTable, type Fixture } from './helpers';

describe('an Oil Springs game saved under older rules with a disaster record lacking newer fields', () => {
  let f: Fixture;
  beforeEach(() => {
    f = newTable();
  });
  afterEach(() => f.close());

  /** A game in channel `channel` whose three other seats are random bots; Ana plays as one until `until`. */
  function playUntil(channel: string, seed: string, until: (s: OilSpringsState) => boolean) {
    const module = getGame('oil-springs')!;
    f.table.openLobby({ guildId: 'g', channelId: channel, gameId: 'oil-springs', host: ana, seed });
    for (let i = 0; i < 3; i++) f.table.addBot({ channelId: channel, byUserId: ana.userId, kind: 'random' });
    const started = f.table.start({ channelId: channel, byUserId: ana.userId });
    if (!started.ok) throw new Error(started.message);
    const rng = Rng.fromSeed(`${seed}-ana`);
    for (let i = 0; i < 3000; i++) {
      const g = gameIn(channel);
      const s = g.record.state as OilSpringsState;
      if (until(s)) return g;
      if (g.status?.over) return null;
      const seat = g.seats.find((x) => x.userId === ana.userId)!.seat;
      const r = f.table.act({
        channelId: channel,
        userId: ana.userId,
        action: module.bots.random!(structuredClone(s), seat, rng),
      });
      if (!r.ok) throw new Error(r.message);
    }
    return null;
  }

  function gameIn(channel: string) {
    const g = f.table.getGame(channel);
    if (!g.ok) throw new Error(g.message);
    return g.game;
  }

  /** `saved` stored as game `record`'s state under rules `version`: `npm run replay` finds it sound, it loads. */
  function expectSavedUnderLoads(
    record: { id: number; channelId: string },
    saved: OilSpringsState,
    version: number,
  ) {
    f.store.db
      .prepare('UPDATE games SET state = ?, rules_version = ? WHERE id = ?')
      .run(JSON.stringify(saved), version, record.id);
    expect(checkStoredGame(f.store, record.id)).toMatchObject({ verdict: 'ok' });
    const loaded = f.table.getGame(record.channelId);
    expect(loaded.ok && loaded.game.status?.over).toBe(false);
  }

  it('a flood as its latest disaster, saved under rules 2: loads and replays as sound', () => {
    let g = null;
    for (let k = 0; k < 10 && !g; k++)
      g = playUntil(`c${k}`, `saved-flood-${k}`, (s) => s.ext.lastDisaster?.kind === 'flood');
    if (!g) throw new Error('no flood in 10 games');
    const saved = structuredClone(g.record.state) as OilSpringsState;
    expect(saved.ext.lastDisaster?.kind).toBe('flood');
    // As rules 2 saved it: the record without the fields the new code adds.
    delete saved.ext.lastDisaster!.reduced;
    delete saved.ext.lastDisaster!.citiesWashedAway;
    delete saved.ext.lastDisaster!.washedAwayOwners;
    expectSavedUnderLoads(g.record, saved, 2);
  });

  it('a flood as its latest disaster, saved under rules 4: loads and replays as sound', () => {
    let g = null;
    for (let k = 0; k < 10 && !g; k++)
      g = playUntil(`o${k}`, `saved-flood-${k}`, (s) => (s.ext.lastDisaster?.washedAway.length ?? 0) > 0);
    if (!g) throw new Error('no flood washing a building away in 10 games');
    const saved = structuredClone(g.record.state) as OilSpringsState;
    // As rules 4 saved it: the record without whose buildings the flood washed away.
    expect(saved.ext.lastDisaster!.washedAwayOwners).toHaveLength(saved.ext.lastDisaster!.washedAway.length);
    delete saved.ext.lastDisaster!.washedAwayOwners;
    expectSavedUnderLoads(g.record, saved, 4);
  });

  it('a pollution that sent the robber off the board, saved under rules 3: loads and replays as sound', () => {
    let g = null;
    for (let k = 0; k < 40 && !g; k++)
      g = playUntil(
        `r${k}`,
        `saved-robber-${k}`,
        (s) => s.ext.lastDisaster?.robberLeft === true && !s.result,
      );
    if (!g) throw new Error('no robber sent off the board in 40 games');
    const saved = structuredClone(g.record.state) as OilSpringsState;
    // As rules 3 saved it: the record without the field the new code adds.
    delete saved.ext.lastDisaster!.robberLeft;
    expectSavedUnderLoads(g.record, saved, 3);
  });
});
