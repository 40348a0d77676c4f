/**
 * Which tanker carries a transport: when tankers of several owners (or in several harbours) could, the mover
 * chooses, one listed transport per choice; the chosen tanker's owner is paid and the tanker is used, so the
 * mover's own may stay free to move in step 5. Seed step 4: "Pay 1 share per barrel to train/tanker owners";
 * step 5: "Move any unused tankers". [design] The mover chooses; the rules page says so.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/games/rng';
import { checkTransport } from '../../../src/games/wildcatters/transport';
import type { WildcattersAction, WildcattersState } from '../../../src/games/wildcatters/types';
import {
  act,
  chooseArea,
  clearedBoard,
  putPumpJack,
  putRefinery,
  putTanker,
  putTrain,
  refused,
  setShares,
  shares,
  threeOwnersTankers,
  transport,
  venezuela,
  W,
} from './helpers';

type Transport = Extract<WildcattersAction, { type: 'transport' }>;

/** The listed transports from `field` to `site`. */
function listed(s: WildcattersState, seat: number, field: string, site: string): Transport[] {
  return W.legalActions(s, seat).filter(
    (a): a is Transport =>
      a.type === 'transport' && a.source.kind === 'field' && a.source.field === field && a.site === site,
  );
}

/** The tankers named by `actions`, each once, in listing order (undefined: none named). */
const named = (actions: Transport[]) => [...new Set(actions.map((a) => a.tanker))];

describe('wildcatters: the mover chooses the tanker', () => {
  it('lists one transport per tanker owner in the harbour (the mover’s own first), for every barrel count', () => {
    const { s, me, bens: benFirst, caros, mine } = threeOwnersTankers();
    const all = listed(s, me, 'venezuela.1', 'europe.port');
    // Ben's two tankers are one choice: three choices, 1–3 barrels each.
    expect(named(all)).toEqual([mine, benFirst, caros]);
    for (const t of [mine, benFirst, caros])
      expect(all.filter((a) => a.tanker === t).map((a) => a.barrels)).toEqual([1, 2, 3]);
    // Every listed choice applies.
    for (const a of all) expect(W.apply(structuredClone(s), me, a).ok).toBe(true);
  });

  it('a transport that names no tanker takes the mover’s own wherever it waits, before another’s', () => {
    // The rules page: "Otherwise your own carries if it is there." Southern Africa's field reaches both harbours.
    const { s, me, others } = clearedBoard(2);
    putPumpJack(s, me, 'southernAfrica.1', 3);
    putTrain(s, me, 'southernAfrica.1>southernAfrica.west');
    putTrain(s, me, 'southernAfrica.1>southernAfrica.east');
    putRefinery(s, others[0], 'australia.refinery');
    const theirs = putTanker(s, others[0], 'southernAfrica.west');
    const mine = putTanker(s, me, 'southernAfrica.east');
    chooseArea(s, 'texas');
    expect(named(listed(s, me, 'southernAfrica.1', 'australia.refinery'))).toEqual([mine, theirs]);
    const before = shares(s, me);
    act(s, me, transport('southernAfrica.1', 'australia.refinery', 1));
    expect(s.tankers[mine]!.used).toBe(true);
    expect(s.tankers[theirs]!.used).toBe(false);
    expect(shares(s, me)).toBe(before); // own train, own tanker: no fee
  });

  it('names no tanker when only one tanker, or only one owner’s tankers, could carry', () => {
    const one = venezuela();
    putTanker(one.s, one.others[0], 'venezuela.harbour');
    chooseArea(one.s, 'texas');
    const onlyOne = listed(one.s, one.me, 'venezuela.1', 'europe.port');
    expect(onlyOne.map((a) => a.barrels)).toEqual([1, 2, 3]);
    for (const a of onlyOne) expect('tanker' in a).toBe(false);

    const same = venezuela();
    putTanker(same.s, same.others[0], 'venezuela.harbour');
    putTanker(same.s, same.others[0], 'venezuela.harbour');
    // A tanker of another player elsewhere is no choice either.
    putTanker(same.s, same.others[1], 'texas.harbour');
    chooseArea(same.s, 'texas');
    const oneOwner = listed(same.s, same.me, 'venezuela.1', 'europe.port');
    expect(oneOwner.map((a) => a.barrels)).toEqual([1, 2, 3]);
    for (const a of oneOwner) expect('tanker' in a).toBe(false);
  });

  it('names no tanker on a rail-only way, even with tankers of several owners in the harbour', () => {
    const { s, me, others } = clearedBoard(4);
    putPumpJack(s, me, 'venezuela.1', 3);
    putTrain(s, me, 'venezuela.1>venezuela.harbour');
    putRefinery(s, others[2], 'venezuela.refinery');
    putTanker(s, others[0], 'venezuela.harbour');
    putTanker(s, others[1], 'venezuela.harbour');
    chooseArea(s, 'texas');
    const all = listed(s, me, 'venezuela.1', 'venezuela.refinery');
    expect(all.map((a) => a.barrels)).toEqual([1, 2, 3]);
    for (const a of all) expect('tanker' in a).toBe(false);
  });

  it('lists a choice only for the barrels whose fees the mover can pay, and none it cannot pay at all', () => {
    const { s, me, others } = venezuela();
    const [ben, caro] = others;
    const bens = putTanker(s, ben, 'venezuela.harbour');
    const caros = putTanker(s, caro, 'venezuela.harbour');
    const mine = putTanker(s, me, 'venezuela.harbour');
    chooseArea(s, 'texas');
    // 1 share: Ben's and Caro's tankers carry 1 barrel (1 share to their owner); mine, free, all 3.
    setShares(s, me, { [me]: 1 });
    const one = listed(s, me, 'venezuela.1', 'europe.port');
    expect(one.map((a) => [a.tanker, a.barrels])).toEqual([
      [mine, 1],
      [mine, 2],
      [mine, 3],
      [bens, 1],
      [caros, 1],
    ]);
    refused(s, me, transport('venezuela.1', 'europe.port', 2, bens), 'cannot-afford');
    // No shares: only my own tanker is listed (named: the others could carry if I could pay).
    setShares(s, me, {});
    expect(named(listed(s, me, 'venezuela.1', 'europe.port'))).toEqual([mine]);
    refused(s, me, transport('venezuela.1', 'europe.port', 1, caros), 'cannot-afford');
    // Without my own tanker nothing is listed, and the transport is refused.
    s.tankers[mine]!.used = true;
    expect(listed(s, me, 'venezuela.1', 'europe.port')).toEqual([]);
    expect(checkTransport(s, me, { kind: 'field', field: 'venezuela.1' }, 'europe.port', 1)).toMatchObject({
      code: 'cannot-afford',
    });
  });

  it('the chosen tanker carries: its owner is paid, it is used, and my own stays free to move in step 5', () => {
    const { s, me, others } = venezuela();
    const [ben] = others;
    const mine = putTanker(s, me, 'venezuela.harbour');
    const bens = putTanker(s, ben, 'venezuela.harbour');
    chooseArea(s, 'texas');
    const myShares = shares(s, me);
    const benShares = shares(s, ben);
    const events = act(s, me, transport('venezuela.1', 'europe.port', 2, bens));
    expect(events[0]!.text).toContain(`{p${ben}}'s tanker from Maracaibo`);
    expect(shares(s, me)).toBe(myShares - 2);
    expect(shares(s, ben)).toBe(benShares + 2);
    expect(s.tankers[bens]).toEqual({ owner: ben, harbour: 'europe.harbour', used: true });
    expect(s.tankers[mine]).toEqual({ owner: me, harbour: 'venezuela.harbour', used: false });
    // Step 5: my own tanker may move; Ben's carried oil this turn.
    expect(W.legalActions(s, me)).toContainEqual({
      type: 'moveTanker',
      tanker: mine,
      harbour: 'texas.harbour',
    });
    act(s, me, { type: 'moveTanker', tanker: mine, harbour: 'texas.harbour' });
    expect(s.tankers[mine]).toEqual({ owner: me, harbour: 'texas.harbour', used: false });
  });

  it('without a choice named, my own tanker carries, as before', () => {
    const { s, me, others } = venezuela();
    const [ben] = others;
    const bens = putTanker(s, ben, 'venezuela.harbour');
    const mine = putTanker(s, me, 'venezuela.harbour');
    chooseArea(s, 'texas');
    const benShares = shares(s, ben);
    const events = act(s, me, transport('venezuela.1', 'europe.port', 1));
    expect(events[0]!.text).toContain('their own tanker from Maracaibo');
    expect(s.tankers[mine]!.used).toBe(true);
    expect(s.tankers[bens]!.used).toBe(false);
    expect(shares(s, ben)).toBe(benShares);
  });

  it('tankers in two harbours a field’s lines reach are two choices, each over its own line', () => {
    // Design: Southern Africa's field has a line to each of its two harbours.
    const { s, me, others } = clearedBoard(4);
    const caro = others[1];
    putPumpJack(s, me, 'southernAfrica.1', 3);
    putTrain(s, caro, 'southernAfrica.1>southernAfrica.west');
    putTrain(s, me, 'southernAfrica.1>southernAfrica.east');
    putRefinery(s, caro, 'europe.port');
    const west = putTanker(s, me, 'southernAfrica.west');
    const east = putTanker(s, me, 'southernAfrica.east');
    chooseArea(s, 'texas');
    expect(named(listed(s, me, 'southernAfrica.1', 'europe.port'))).toEqual([west, east]);
    // Over the east line (my train) I pay nobody; over the west line Caro's train.
    const before = shares(s, caro);
    act(s, me, transport('southernAfrica.1', 'europe.port', 2, east));
    expect(shares(s, caro)).toBe(before);
    expect(s.tankers[east]!.used).toBe(true);
    expect(s.tankers[west]!.used).toBe(false);
  });
});

describe('wildcatters greedy bot: which tanker', () => {
  /** Southern Africa's field, my 3 barrels, a refinery at the Europe port: each line's train and tanker vary. */
  function twoHarbours(trains: { west: number; east: number }, tankers: { west: number; east: number }) {
    const { s, me, others } = clearedBoard(4);
    const seat = (k: number) => (k < 0 ? me : others[k]!);
    putPumpJack(s, me, 'southernAfrica.1', 3);
    putTrain(s, seat(trains.west), 'southernAfrica.1>southernAfrica.west');
    putTrain(s, seat(trains.east), 'southernAfrica.1>southernAfrica.east');
    putRefinery(s, others[2], 'europe.port');
    const west = putTanker(s, seat(tankers.west), 'southernAfrica.west');
    const east = putTanker(s, seat(tankers.east), 'southernAfrica.east');
    chooseArea(s, 'texas');
    return { s, me, west, east };
  }
  const greedy = (s: WildcattersState, me: number) =>
    W.bots.greedy!(structuredClone(s), me, Rng.fromSeed('g'));

  it('takes the cheapest tanker: Ben’s over my own train before Dev’s over Caro’s train', () => {
    // -1 is me; 0, 1, 2 the others (Ben, Caro, Dev). The west way, listed first, costs 2 shares a barrel.
    const { s, me, west, east } = twoHarbours({ west: 1, east: -1 }, { west: 2, east: 0 });
    expect(named(listed(s, me, 'southernAfrica.1', 'europe.port'))).toEqual([west, east]);
    expect(greedy(s, me)).toMatchObject({ type: 'transport', barrels: 3, tanker: east });
  });

  it('takes its own tanker when one is there, even where another costs as little', () => {
    // West: my train and Ben's tanker (1 share a barrel); east: Caro's train and my tanker (1 share a barrel).
    const { s, me, west, east } = twoHarbours({ west: -1, east: 1 }, { west: 0, east: -1 });
    expect(named(listed(s, me, 'southernAfrica.1', 'europe.port'))).toEqual([east, west]); // the mover's own first;
    expect(greedy(s, me)).toMatchObject({ type: 'transport', barrels: 3, tanker: east });
  });
});
