/**
 * The greedy bot builds and moves tankers when that pays: a tanker built in step 3 where its oil's line meets the
 * sea opens a transport by sea that turn (seed step 3: "tankers (2 workers)"; a barrel that crossed the sea
 * earns a VP more), and an unused tanker moved in step 5 (seed: "Move any unused tankers to any harbor (first
 * move is free …)") waits where its oil will need it next turn. Before, it never built nor moved one.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import type { WildcattersState } from '../../../src/games/wildcatters/types';
import {
  act,
  chooseArea,
  clearedBoard,
  putPumpJack,
  putRefinery,
  putTanker,
  putTrain,
  setWorkers,
  transport,
  W,
} from './helpers';

/** My 3 barrels on Arabia's lower field, my train to Ras Tanura, Ben's refinery at the Australia port; my tanker far off. */
function oilByTheSea(workers: number) {
  const { s, me, others } = clearedBoard(4);
  putPumpJack(s, me, 'arabia.2', 3);
  putTrain(s, me, 'arabia.2>arabia.harbour');
  putRefinery(s, others[0], 'australia.refinery');
  const mine = putTanker(s, me, 'southernAfrica.east');
  chooseArea(s, 'texas');
  setWorkers(s, me, workers);
  return { s, me, mine };
}

const greedy = (s: WildcattersState, me: number) => W.bots.greedy!(structuredClone(s), me, Rng.fromSeed('g'));

describe('wildcatters greedy bot: tankers', () => {
  it('builds a tanker where its oil’s line reaches the sea, then ships by sea on it', () => {
    // No tanker at Ras Tanura, no rail to a refinery: the oil cannot move. A tanker (2 workers) there carries
    // 3 barrels to Australia for 6 VP (a VP a barrel, and one more for the sea).
    const { s, me } = oilByTheSea(20);
    expect(greedy(s, me)).toEqual({ type: 'buildTanker', harbour: 'arabia.harbour' });
    act(s, me, { type: 'buildTanker', harbour: 'arabia.harbour' });
    expect(greedy(s, me)).toMatchObject({ type: 'transport', site: 'australia.refinery', barrels: 3 });
  });

  it('builds none where a tanker already waits, or when it has no oil to ship', () => {
    const waiting = oilByTheSea(20);
    putTanker(waiting.s, waiting.me, 'arabia.harbour');
    expect(greedy(waiting.s, waiting.me).type).not.toBe('buildTanker');
    const dry = oilByTheSea(20);
    dry.s.fields['arabia.2'] = [];
    expect(greedy(dry.s, dry.me).type).not.toBe('buildTanker');
  });

  it('with no workers to ship now, moves its unused tanker (free) to the harbour its oil will sail from next turn', () => {
    const { s, me, mine } = oilByTheSea(0);
    expect(greedy(s, me)).toEqual({ type: 'moveTanker', tanker: mine, harbour: 'arabia.harbour' });
    // Once there, it stays: the turn ends.
    act(s, me, { type: 'moveTanker', tanker: mine, harbour: 'arabia.harbour' });
    expect(greedy(s, me)).toEqual({ type: 'endTurn' });
  });

  it('ships first when it can, then moves: a move (step 5) would end the oil actions', () => {
    // 4 workers: a barrel by rail from Persia pays a little now; the move to Ras Tanura pays more, but next turn.
    const { s, me, mine } = oilByTheSea(4);
    putPumpJack(s, me, 'persia.1', 1);
    putTrain(s, me, 'persia.1>persia.refinery');
    putRefinery(s, me, 'persia.refinery');
    expect(greedy(s, me)).toMatchObject({ type: 'transport', site: 'persia.refinery', barrels: 1 });
    act(s, me, transport('persia.1', 'persia.refinery', 1));
    expect(greedy(s, me)).toEqual({ type: 'moveTanker', tanker: mine, harbour: 'arabia.harbour' });
  });
});
