/** Step 4, the oil actions, and loans: one test per rule of the seed. */
import { describe, expect, it } from 'vitest';
import type { WildcattersState } from '../../../src/games/wildcatters/types';
import { seatRef } from '../../../src/games/events';
import {
  act,
  chooseArea,
  clearedBoard,
  putPumpJack,
  putRefinery,
  putRig,
  putTanker,
  putTrain,
  refused,
  rideAlong,
  shares,
  transport,
  W,
} from './helpers';

/** Seat `seat` to act with Texas chosen, rigs: 2 of the active player, 1 of each of two others on texas.1/2. */
function texasWithRigs(): { s: WildcattersState; me: number; a: number; b: number } {
  const { s, me } = clearedBoard();
  const a = (me + 1) % 4;
  const b = (me + 2) % 4;
  putRig(s, me, 'texas.1');
  putRig(s, me, 'texas.1');
  putRig(s, a, 'texas.1');
  putRig(s, b, 'texas.2');
  chooseArea(s, 'texas');
  return { s, me, a, b };
}

describe('wildcatters oil actions', () => {
  it('drill for oil: 8 workers with 4+ rigs in the area, a rig becomes a pump jack with 3 barrels', () => {
    // Seed: "Drill for oil (8 workers if 4+ rigs in area, replacing a rig with a pump jack and 3 barrels".
    const { s, me } = texasWithRigs();
    const w = s.players[me]!.workers;
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.players[me]!.workers).toBe(w - 8);
    const jacks = s.fields['texas.1']!.filter((p) => p.owner === me && p.kind === 'pumpJack');
    expect(jacks).toEqual([{ owner: me, kind: 'pumpJack', barrels: 3 }]);
    expect(s.drilled.texas).toBe(true);
  });

  it('drilling needs 4 or more rigs in the area', () => {
    // Seed: "8 workers if 4+ rigs in area".
    const { s, me } = clearedBoard();
    putRig(s, me, 'texas.1');
    putRig(s, me, 'texas.1');
    putRig(s, me, 'texas.2');
    chooseArea(s, 'texas');
    refused(s, me, { type: 'drill', field: 'texas.1' }, 'not-drillable');
  });

  it('other players can pay 3 shares to replace their rigs there too, answering at once', () => {
    // Seed: "other players can pay 3 shares to replace their rigs too".
    const { s, me, a, b } = texasWithRigs();
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.pending?.kind).toBe('piggyback');
    expect(W.status(s).toAct).toEqual([a, b].sort());
    // The active player waits; the asked players answer in any order.
    refused(s, me, { type: 'endTurn' }, 'not-asked');
    const before = shares(s, b);
    act(s, b, { type: 'piggyback', field: 'texas.2' });
    expect(shares(s, b)).toBe(before - 3);
    expect(s.fields['texas.2']![0]).toEqual({ owner: b, kind: 'pumpJack', barrels: 3 });
    refused(s, b, { type: 'piggyback', field: 'texas.2' }, 'not-asked');
    act(s, a, { type: 'pass' });
    expect(s.fields['texas.1']!.some((p) => p.owner === a && p.kind === 'rig')).toBe(true);
    // Then the wildcatter disk auction (design: the first drill in an area).
    expect(s.pending?.kind).toBe('auction');
  });

  it('the question says who may piggy-back: "may each pay" for several, "may pay" for one', () => {
    const two = texasWithRigs();
    const [first, second] = [two.a, two.b]; // in turn order from the driller
    expect(act(two.s, two.me, { type: 'drill', field: 'texas.1' }).map((e) => e.text)).toContain(
      `{p${first}} and {p${second}} may each pay 3 shares to turn a rig in Texas into a pump jack.`,
    );
    const { s, me } = clearedBoard();
    const a = (me + 1) % 4;
    for (let i = 0; i < 3; i++) putRig(s, me, i < 2 ? 'texas.1' : 'texas.2');
    putRig(s, a, 'texas.2');
    chooseArea(s, 'texas');
    expect(act(s, me, { type: 'drill', field: 'texas.1' }).map((e) => e.text)).toContain(
      `{p${a}} may pay 3 shares to turn a rig in Texas into a pump jack.`,
    );
  });

  it('wildcatter disks are auctioned off, producing 1 barrel immediately', () => {
    // Seed: "Wildcatter disks are auctioned off, producing 1 barrel immediately and earning end-game VPs."
    const { s, me, a, b } = texasWithRigs();
    act(s, me, { type: 'drill', field: 'texas.1' });
    act(s, a, { type: 'pass' });
    // The auction says what the disk is worth (a playtest's bidders could not tell what they bid for).
    expect(act(s, b, { type: 'pass' })).toContainEqual({
      kind: 'auction',
      text:
        'The wildcatter disk of Texas is auctioned: it gives its winner 1 barrel at once, and at the end 2 VP ' +
        'for one disk, 5 for two, 8 for three and so on. Everyone bids shares at once, sealed (0 = pass).',
    });
    expect(W.status(s).toAct).toEqual([0, 1, 2, 3]);
    const c = (me + 3) % 4;
    const answered = act(s, a, { type: 'bid', shares: 5 });
    // The bidder keeps a private record of the sealed bid, secret until the auction's result; the public words
    // are the same for any answer.
    expect(answered).toEqual([
      // Public while the auction runs; the result's "Bids: …" line sums it up (the public record then drops it).
      { kind: 'bid', text: `{p${a}} has answered the auction (sealed).`, until: 'auctionWon' },
      {
        kind: 'bid',
        text: 'Your sealed bid: 5 shares for the Texas disk.',
        to: [a],
        until: 'auctionWon',
      },
    ]);
    // A sealed bid: the spectator view shows only who has bid.
    const v = W.view(s, null);
    expect(v.pending).toMatchObject({ kind: 'auction' });
    expect(JSON.stringify(v.pending)).not.toContain('5');
    expect(W.view(s, a).you?.bid).toBe(5);
    act(s, me, { type: 'bid', shares: 5 });
    act(s, b, { type: 'bid', shares: 2 });
    const before = shares(s, me);
    expect(act(s, c, { type: 'pass' })).toContainEqual({
      kind: 'bid',
      text: 'Your sealed answer: a pass (a bid of 0) for the Texas disk.',
      to: [c],
      until: 'auctionWon',
    });
    // Tie: the driller wins (design), pays the bid, the disk holds 1 barrel.
    expect(s.disks.texas).toEqual({ owner: me, barrels: 1 });
    expect(shares(s, me)).toBe(before - 5);
    expect(s.pending).toBeNull();
  });

  it('develop oil fields: a rig becomes a pump jack with 3 barrels for 3 workers', () => {
    // Seed: "Develop oil fields (replace rigs with pump jacks and 3 barrels for 3 workers)."
    const { s, me } = clearedBoard();
    putRig(s, me, 'arabia.2');
    s.drilled.arabia = true;
    chooseArea(s, 'texas');
    const w = s.players[me]!.workers;
    act(s, me, { type: 'develop', field: 'arabia.2' });
    expect(s.players[me]!.workers).toBe(w - 3);
    expect(s.fields['arabia.2']![0]).toEqual({ owner: me, kind: 'pumpJack', barrels: 3 });
  });

  it('transport oil to refineries: 4 workers per barrel, 1 share per barrel to train and tanker owners', () => {
    // Seed: "Transport oil from pump jacks/wildcatter disks to refineries (4 workers per barrel ...). Pay 1 share
    // per barrel to train/tanker owners."
    const { s, me } = clearedBoard();
    const railOwner = (me + 1) % 4;
    const shipOwner = (me + 2) % 4;
    putPumpJack(s, me, 'texas.1', 3);
    putTrain(s, railOwner, 'texas.1>texas.harbour');
    const t = putTanker(s, shipOwner, 'texas.harbour');
    putRefinery(s, shipOwner, 'europe.port');
    chooseArea(s, 'alaska');
    const w = s.players[me]!.workers;
    const mine = shares(s, me);
    const rail = shares(s, railOwner);
    const ship = shares(s, shipOwner);
    const vp = s.players[me]!.vp;
    act(s, me, transport('texas.1', 'europe.port', 2));
    expect(s.players[me]!.workers).toBe(w - 8);
    expect(shares(s, me)).toBe(mine - 4);
    expect(shares(s, railOwner)).toBe(rail + 2);
    expect(shares(s, shipOwner)).toBe(ship + 2);
    expect(s.refineries['europe.port']!.barrels).toEqual([me, me]);
    // Design: 1 VP a barrel delivered, +1 overseas; the tanker sailed and is used.
    expect(s.players[me]!.vp).toBe(vp + 4);
    expect(s.tankers[t]).toMatchObject({ harbour: 'europe.harbour', used: true });
    expect(s.players[me]!.deliveredTo.europe).toBe(2);
    refused(s, me, transport('texas.1', 'europe.port', 1), 'no-route');
  });

  it('transport from a wildcatter disk: its barrel travels like a pump jack barrel', () => {
    // Seed: "Transport oil from pump jacks/wildcatter disks to refineries".
    const { s, me } = clearedBoard();
    s.disks.texas = { owner: me, barrels: 1 };
    s.players[me]!.supply.barrels--;
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'alaska');
    const w = s.players[me]!.workers;
    act(s, me, {
      type: 'transport',
      source: { kind: 'disk', area: 'texas' },
      site: 'texas.refinery',
      barrels: 1,
    });
    expect(s.disks.texas).toEqual({ owner: me, barrels: 0 });
    expect(s.refineries['texas.refinery']!.barrels).toEqual([me]);
    expect(s.players[me]!.workers).toBe(w - 4);
  });

  it('other players can transport for free on the same transport', () => {
    // Seed: "Transport oil ... (4 workers per barrel; other players can transport for free)."
    const { s, me } = clearedBoard();
    const rider = (me + 1) % 4;
    putPumpJack(s, me, 'persia.1', 3);
    putPumpJack(s, rider, 'persia.1', 3);
    putTrain(s, me, 'persia.1>persia.refinery');
    putRefinery(s, me, 'persia.refinery');
    chooseArea(s, 'alaska');
    act(s, me, transport('persia.1', 'persia.refinery', 2));
    expect(s.pending?.kind).toBe('rideAlong');
    expect(W.status(s).toAct).toEqual([rider]);
    const w = s.players[rider]!.workers;
    const sh = shares(s, rider);
    act(s, rider, rideAlong('persia.1', 3));
    expect(s.players[rider]!.workers).toBe(w);
    // The rider pays the train owner 1 share a barrel (design: riding is free of workers, not of fees).
    expect(shares(s, rider)).toBe(sh - 3);
    expect(s.refineries['persia.refinery']!.barrels).toEqual([me, me, rider, rider, rider]);
    expect(s.pending).toBeNull();
  });

  it('players can take a loan (10 shares) by placing a barrel on the bank, at any time', () => {
    // Seed: "Players can take a loan (10 shares) by placing a barrel on their color on the bank".
    const { s, me, a } = texasWithRigs();
    const before = shares(s, me);
    const barrels = s.players[me]!.supply.barrels;
    // The log says where the barrel went, as the seed does: the supply is public.
    expect(act(s, me, { type: 'takeLoan' }).map((e) => e.text)).toEqual([
      `${seatRef(me)} took a loan: +10 shares, a barrel of theirs on the bank (loans: 1).`,
    ]);
    expect(shares(s, me)).toBe(before + 10);
    expect(s.players[me]!.supply.barrels).toBe(barrels - 1);
    expect(s.players[me]!.loans).toBe(1);
    // An asked player may take one while answering.
    act(s, me, { type: 'drill', field: 'texas.1' });
    act(s, a, { type: 'takeLoan' });
    expect(s.players[a]!.loans).toBe(1);
    // Not someone who is not asked.
    refused(s, me, { type: 'takeLoan' }, 'not-asked');
  });
});
