/**
 * The edges of the seed's sentences the other files leave out — pieces running out, the one refinery a round
 * against the starting one, a piggy-back's one rig, step 6's card from an earlier turn, the last turn feeding
 * final scoring — through the public engine (`W.apply`, `W.legalActions`). Each test quotes the sentence it
 * checks and names the house decision of docs/rules/wildcatters.md where the seed leaves the edge open.
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/games/types';
import { finalScoring } from '../../../src/games/wildcatters/scoring';
import type { WildcattersAction } from '../../../src/games/wildcatters/types';
import {
  act,
  afterPlacement,
  chooseArea,
  clearedBoard,
  finishTurn,
  giveWorkers,
  playToTurn,
  putPumpJack,
  putRefinery,
  putRig,
  putTanker,
  putTrain,
  quickTurn,
  refused,
  scored,
  setShares,
  shares,
  takeCard,
  transport,
  W,
} from './helpers';

describe('seed edges: building', () => {
  it('"Only one refinery can be built per round": the starting refinery is placed, not built, so round 1 allows one', () => {
    // Seed: set-up "place one of their starting supplies"; step 3 "Only one refinery can be built per round".
    // Design (rules page): the starting placement's refinery does not count as round 1's.
    const s = afterPlacement(4);
    const me = s.current;
    expect(Object.values(s.refineries).filter((r) => r.owner === me)).toHaveLength(1);
    chooseArea(s, 'texas');
    giveWorkers(s, me, 24);
    const free = ['europe.inland', 'europe.port', 'southernAfrica.refinery', 'australia.refinery'].filter(
      (site) => !s.refineries[site],
    );
    act(s, me, { type: 'buildRefinery', site: free[0]! });
    expect(s.refineries[free[0]!]!.owner).toBe(me);
    refused(s, me, { type: 'buildRefinery', site: free[1]! }, 'one-refinery-per-round');
  });

  it('pieces run out (design: 5 refineries, 8 trains, 4 tankers a colour): no sixth refinery, ninth train or fifth tanker', () => {
    // Seed: "Use workers to build rigs ..., trains ..., tankers ..., or refineries"; the pieces a colour has are
    // our design (the first edition's counts).
    const { s, me } = clearedBoard(4);
    for (const a of ['alaska', 'texas', 'venezuela', 'argentina', 'arabia'])
      putRefinery(s, me, `${a}.refinery`);
    for (const line of W.design.RAILWAYS.slice(0, 8)) putTrain(s, me, line.id);
    for (let k = 0; k < 4; k++) putTanker(s, me, 'europe.harbour');
    expect(s.players[me]!.supply).toMatchObject({ refineries: 0, trains: 0, tankers: 0 });
    chooseArea(s, 'persia');
    giveWorkers(s, me, 40);
    refused(s, me, { type: 'buildRefinery', site: 'persia.refinery' }, 'no-pieces');
    refused(s, me, { type: 'buildTrain', railway: 'persia.1>persia.harbour' }, 'no-pieces');
    refused(s, me, { type: 'buildTanker', harbour: 'persia.harbour' }, 'no-pieces');
    const listed = W.legalActions(s, me).map((a) => a.type);
    for (const t of ['buildRefinery', 'buildTrain', 'buildTanker'] as const) expect(listed).not.toContain(t);
  });
});

describe('seed edges: drilling', () => {
  /** Four rigs in Texas: two of mine on the upper field, two of the next seat's on the lower one. */
  function texasFour() {
    const { s, me, others } = clearedBoard(4);
    const [ben] = others;
    putRig(s, me, 'texas.1');
    putRig(s, me, 'texas.1');
    putRig(s, ben, 'texas.2');
    putRig(s, ben, 'texas.2');
    chooseArea(s, 'texas');
    giveWorkers(s, me, 20);
    return { s, me, ben };
  }

  it('"replacing a rig with a pump jack": with no pump jack left in supply (design: 11 a colour) there is no drill', () => {
    const { s, me } = texasFour();
    for (const f of ['alaska.1', 'alaska.2', 'venezuela.1', 'venezuela.2'])
      for (let k = 0; k < 3 && s.players[me]!.supply.pumpJacks > 0; k++) putPumpJack(s, me, f, 0);
    expect(s.players[me]!.supply.pumpJacks).toBe(0);
    refused(s, me, { type: 'drill', field: 'texas.1' }, 'no-pieces');
    expect(W.legalActions(s, me).some((a) => a.type === 'drill')).toBe(false);
  });

  it('"other players can pay 3 shares to replace their rigs too": one rig each, the 3 shares to the bank (design)', () => {
    // Seed: "replacing a rig with a pump jack and 3 barrels; other players can pay 3 shares to replace their rigs
    // too". Design (rules page): each other player may turn one of their rigs there, as the driller turns one; the
    // shares go to the bank, not to the driller. The driller's second rig is developed afterwards (3 workers).
    const { s, me, ben } = texasFour();
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(W.status(s).toAct).toEqual([ben]);
    const mine = shares(s, me);
    const bens = shares(s, ben);
    const out = s.flows.sharesOut;
    act(s, ben, { type: 'piggyback', field: 'texas.2' });
    expect(shares(s, ben)).toBe(bens - 3);
    expect(shares(s, me)).toBe(mine);
    expect(s.flows.sharesOut).toBe(out + 3);
    expect(s.fields['texas.2']!.map((p) => p.kind)).toEqual(['pumpJack', 'rig']);
    // The question is closed: Ben's second rig stays a rig; the disk auction follows.
    expect(s.pending?.kind).toBe('auction');
    expect(W.legalActions(s, ben).some((a) => a.type === 'piggyback')).toBe(false);
    refused(s, ben, { type: 'piggyback', field: 'texas.2' }, 'wrong-step');
    for (const o of W.status(s).toAct) act(s, o, { type: 'pass' });
    const workers = s.players[me]!.workers;
    act(s, me, { type: 'develop', field: 'texas.1' });
    expect(s.players[me]!.workers).toBe(workers - 3);
    expect(s.fields['texas.1']!.map((p) => p.kind)).toEqual(['pumpJack', 'pumpJack']);
  });

  it('shares paid come one at a time from the largest pile, a tie from the colour of the lower seat (design)', () => {
    // Rules page, "Shares paid" [design]: no choice is asked; they come from your largest piles of colour.
    const { s, me, ben } = texasFour();
    setShares(s, ben, { 1: 5, 2: 5 });
    act(s, me, { type: 'drill', field: 'texas.1' });
    act(s, ben, { type: 'piggyback', field: 'texas.2' });
    expect(s.players[ben]!.shares).toEqual([0, 3, 4, 0]);
  });
});

describe('seed edges: step 6', () => {
  it('"Use an area card ... to empty a partial refinery": a refinery card taken in an earlier turn (design), never a plain one', () => {
    // Seed: "6) Empty Partial Refineries: Use an area card or refinery chip to empty a partial refinery." Design
    // (rules page): any refinery area card you hold, once in the turns, whenever it was taken; a card without the
    // refinery icon empties nothing.
    const { s, me, others } = clearedBoard(2);
    const [ben] = others;
    putRefinery(s, ben, 'europe.port', [ben, ben]);
    takeCard(s, 'dark.alaska.6');
    finishTurn(s);
    quickTurn(s);
    expect(s.round).toBe(2);
    expect(s.current).toBe(me);
    const plain = chooseArea(s, 'texas');
    refused(s, me, { type: 'emptyRefinery', site: 'europe.port', with: 'card', card: plain }, 'bad-card');
    const bens = shares(s, ben);
    act(s, me, { type: 'emptyRefinery', site: 'europe.port', with: 'card', card: 'dark.alaska.6' });
    expect(s.refineries['europe.port']!.barrels).toEqual([]);
    expect(shares(s, ben)).toBe(bens + 6);
    expect(s.players[me]!.usedRefineryCards).toEqual(['dark.alaska.6']);
  });
});

describe('seed edges: the display run dry', () => {
  it('with no area card left anywhere, no refresh (it would deal nothing) and no other step (design): only the end', () => {
    // Seed: "1) Choose an Area Card: Select one of the 8 face-up area cards ... You can clear and refresh the area
    // cards for 4 VP." Design (rules page): with none left in the display, the deck or the discards, a refresh has
    // nothing to deal and is refused (it took the 4 VP and dealt nothing); the player ends the turn, every later
    // step needing the card (its area, the chip's continent).
    const { s, me } = clearedBoard(4);
    const other = s.players[(me + 1) % 4]!;
    other.cards.push(...s.deck.splice(0), ...s.discards.splice(0));
    other.cards.push(...s.display.filter((c): c is string => c !== null));
    s.display = s.display.map(() => null);
    giveWorkers(s, me, 20);
    expect(s.players[me]!.vp).toBeGreaterThanOrEqual(4);
    expect(W.legalActions(s, me).filter((a) => a.type !== 'takeLoan')).toEqual([{ type: 'endTurn' }]);
    refused(s, me, { type: 'refreshDisplay' }, 'bad-card');
    refused(s, me, { type: 'buildTrain', railway: 'europe.1>europe.harbour' }, 'wrong-step');
    act(s, me, { type: 'endTurn' });
    expect(s.current).not.toBe(me);
  });
});

describe('seed edges: step 7, full refineries', () => {
  it('"Any refinery with 5 barrels is emptied, and the owners gain shares": two at once, one filled by a rider, at the end of the turn', () => {
    // Seed: "7) End Turn: Any refinery with 5 barrels is emptied, and the owners gain shares." Design (rules
    // page, step 7): each barrel pays its owner 3 shares of the refinery owner's colour, the refinery's owner
    // gains 2 VP. A refinery a rider fills empties at the end of the turn of the player who shipped, as any other.
    const { s, me, others } = clearedBoard(4);
    const [ben, caro, dev] = others;
    // My Arabia refinery (a port at Ras Tanura) holds 3 of Ben's barrels; my line from the lower field reaches it
    // by rail. Caro has oil on that field too.
    putRefinery(s, me, 'arabia.refinery', [ben, ben, ben]);
    putPumpJack(s, me, 'arabia.2', 3);
    putPumpJack(s, caro, 'arabia.2', 2);
    putTrain(s, me, 'arabia.2>arabia.harbour');
    // Ben's inland Persia refinery holds 4 of Dev's barrels; my line from the Persia upper field reaches it.
    putRefinery(s, ben, 'persia.refinery', [dev, dev, dev, dev]);
    putPumpJack(s, me, 'persia.1', 1);
    putTrain(s, me, 'persia.1>persia.refinery');
    chooseArea(s, 'texas');
    giveWorkers(s, me, 8);
    act(s, me, transport('arabia.2', 'arabia.refinery', 1));
    expect(W.status(s).toAct).toEqual([caro]);
    act(s, caro, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 1 });
    act(s, me, transport('persia.1', 'persia.refinery', 1));
    // Full, but not emptied before the end of the turn.
    expect(s.refineries['arabia.refinery']!.barrels).toEqual([ben, ben, ben, me, caro]);
    expect(s.refineries['persia.refinery']!.barrels).toEqual([dev, dev, dev, dev, me]);
    const before = s.players.map((p) => ({ shares: [...p.shares], vp: p.vp, barrels: p.supply.barrels }));
    const events = act(s, me, { type: 'endTurn' });
    expect(events.filter((e) => e.kind === 'refineryEmptied')).toHaveLength(2);
    expect(s.refineries['arabia.refinery']!.barrels).toEqual([]);
    expect(s.refineries['persia.refinery']!.barrels).toEqual([]);
    const gained = (seat: number) => s.players[seat]!.shares.map((n, c) => n - before[seat]!.shares[c]!);
    const colours = (pile: Record<number, number>) => [0, 1, 2, 3].map((c) => pile[c] ?? 0);
    // The Arabia refinery is mine: its barrels pay in my colour; the Persia one is Ben's: in his.
    expect(gained(ben)).toEqual(colours({ [me]: 9 }));
    expect(gained(caro)).toEqual(colours({ [me]: 3 }));
    expect(gained(dev)).toEqual(colours({ [ben]: 12 }));
    expect(gained(me)).toEqual(colours({ [me]: 3, [ben]: 3 }));
    // Each full refinery's owner +2 VP; the barrels go back to their owners' supplies.
    expect(s.players.map((p, seat) => p.vp - before[seat]!.vp)).toEqual(
      s.players.map((_, seat) => (seat === me || seat === ben ? 2 : 0)),
    );
    expect(s.players.map((p, seat) => p.supply.barrels - before[seat]!.barrels)).toEqual(
      s.players.map((_, seat) => ({ [me]: 2, [ben]: 3, [caro]: 1, [dev]: 4 })[seat]),
    );
  });
});

describe('seed edges: transport sources', () => {
  /**
   * Texas's disk field holding 2 pump-jack barrels of mine and 2 of `rider`'s, the disk's barrel `diskOwner`'s,
   * my train from it to my Texas refinery; the Alaska card taken, workers enough.
   */
  function diskField(diskOwner: 'me' | 'rider') {
    const { s, me, others } = clearedBoard(4);
    const [, rider] = others;
    const field = W.design.OIL_FIELDS.find(
      (f) => f.wildcatterSpot && f.region.kind === 'area' && f.region.area === 'texas',
    )!.id;
    const owner = diskOwner === 'me' ? me : rider;
    s.disks.texas = { owner, barrels: 1 };
    s.players[owner]!.supply.barrels--;
    putPumpJack(s, me, field, 2);
    putPumpJack(s, rider, field, 2);
    putTrain(s, me, `${field}>texas.refinery`);
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'alaska');
    giveWorkers(s, me, 12);
    return { s, me, rider, field };
  }
  const named = (a: WildcattersAction) =>
    a.type === 'transport' || a.type === 'rideAlong' ? `${a.source.kind}:${a.barrels}` : '';

  it('"Transport oil from pump jacks/wildcatter disks": a transport carries from one source, a disk beside pump jacks being another (design)', () => {
    // Rules page, transport [design]: a transport carries from one source, the pump jacks on one field or the disk.
    const { s, me, field } = diskField('me');
    refused(s, me, transport(field, 'texas.refinery', 3), 'no-barrels');
    const listed = W.legalActions(s, me).filter((a) => a.type === 'transport' && a.site === 'texas.refinery');
    expect(listed.map(named).sort()).toEqual(['disk:1', 'field:1', 'field:2']);
  });

  it('"other players can transport for free": a rider with pump jacks and the disk on the field rides with one of them (design)', () => {
    const { s, me, rider, field } = diskField('rider');
    act(s, me, transport(field, 'texas.refinery', 1));
    expect(W.status(s).toAct).toEqual([rider]);
    const rides = W.legalActions(s, rider).filter((a) => a.type === 'rideAlong');
    expect(rides.map(named).sort()).toEqual(['disk:1', 'field:1', 'field:2']);
    act(s, rider, { type: 'rideAlong', source: { kind: 'field', field }, barrels: 2 });
    // One answer closes the rider's question: the disk's barrel stays on the disk.
    expect(s.pending).toBeNull();
    expect(s.refineries['texas.refinery']!.barrels).toEqual([me, rider, rider]);
    expect(s.disks.texas).toEqual({ owner: rider, barrels: 1 });
  });
});

describe('seed edges: final scoring 9', () => {
  it('"the most oil delivered to each continent": two tied for second share its VP, rounded down (design)', () => {
    // Seed: "9) Gain victory points for having the most oil delivered to each continent." Design (rules page):
    // first 6 VP and second 3 on a main continent (white 4 and 2), tied players share the VP of the places they
    // cover, rounded down: two tied behind a sole first cover second place (and a third that pays nothing).
    const { step } = scored((s) => {
      const counts = [5, 3, 3, 0];
      counts.forEach((n, seat) => {
        s.players[seat]!.deliveredTo = n > 0 ? { middleEast: n, europe: n } : {};
        s.players[seat]!.delivered = 2 * n;
      });
    });
    // Middle East 6 / 1 / 1, Europe 4 / 1 / 1.
    expect(step('continentMajorities')).toEqual([10, 2, 2, 0]);
  });
});

describe('seed edges: the last turn and final scoring', () => {
  it('the last turn’s full refinery empties and its chip is bought before final scoring, which counts both', () => {
    // Seed: "7) End Turn: Any refinery with 5 barrels is emptied, and the owners gain shares. You can buy the
    // consolidation chip ..." then "Once the last turn of the final round has been completed by all players, the
    // game proceeds directly to final scoring": "2) Score consolidation and refinery chips on hand", "7) Trade
    // shares to workers at a 3:1 ratio".
    const { s } = clearedBoard(2);
    playToTurn(s, 8, 1);
    const me = s.current;
    const ben = 1 - me;
    putPumpJack(s, me, 'arabia.2', 1);
    putTrain(s, me, 'arabia.2>arabia.harbour');
    putRefinery(s, ben, 'arabia.refinery', [ben, ben, ben, ben]);
    chooseArea(s, 'arabia');
    giveWorkers(s, me, 4);
    act(s, me, transport('arabia.2', 'arabia.refinery', 1));
    expect(s.refineries['arabia.refinery']!.barrels).toHaveLength(5);
    const p = s.players[me]!;
    expect(p.consolidationChips).toEqual([]);
    const refineryChips = p.neutralRefineryChips + (p.ownRefineryChip ? 1 : 0);
    const sharesBefore = shares(s, me);
    const workersBefore = p.workers;
    const bensVp = s.players[ben]!.vpBy.fullRefineries ?? 0;
    const events: GameEvent[] = [...act(s, me, { type: 'endTurn' })];
    expect(s.step).toBe('chip');
    events.push(...act(s, me, { type: 'buyChip' }));
    expect(s.phase).toBe('over');
    const kinds = events.map((e) => e.kind);
    expect(kinds.indexOf('refineryEmptied')).toBeLessThan(kinds.indexOf('final.chips'));
    expect(kinds.indexOf('chip')).toBeLessThan(kinds.indexOf('final.chips'));
    expect(s.refineries['arabia.refinery']!.barrels).toEqual([]);
    expect(s.players[ben]!.vpBy.fullRefineries).toBe(bensVp + 2);
    // The chip (the first of the Middle East stack, 12 shares, 3 VP) scores with the refinery chips at step 2.
    expect(p.consolidationChips).toEqual([{ continent: 'middleEast', index: 0 }]);
    expect(s.finalScoring.find((l) => l.step === 'chips')!.vp[me]).toBe(3 + refineryChips);
    // The barrel's 3 shares, less the chip's 12, traded at 3:1 in step 7.
    expect(p.workers).toBe(workersBefore + Math.floor((sharesBefore + 3 - 12) / 3));
  });

  it('"3) Gain victory points for your area cards": a refinery card used to empty a refinery still counts', () => {
    const { step } = scored((s) => {
      s.players[0]!.cards = ['dark.texas.6', 'light.alaska.1'];
      s.players[0]!.usedRefineryCards = ['dark.texas.6'];
      s.players[1]!.cards = ['light.texas.1', 'light.alaska.2'];
    });
    expect(step('areaCards').slice(0, 2)).toEqual([3, 3]);
  });

  it('"5) Gain victory points for your refineries": the starting refinery counts (design: 1 refinery 2 VP)', () => {
    const s = afterPlacement(3);
    for (const seat of [0, 1, 2])
      expect(Object.values(s.refineries).filter((r) => r.owner === seat)).toHaveLength(1);
    finalScoring(s, []);
    expect(s.finalScoring.find((l) => l.step === 'refineries')!.vp).toEqual([2, 2, 2]);
  });
});

describe('seed edges: tankers', () => {
  it('"Move any unused tankers": one’s own only; another player’s unused tanker is refused (design)', () => {
    const { s, me, others } = clearedBoard(4);
    const mine = putTanker(s, me, 'europe.harbour');
    const bens = putTanker(s, others[0], 'europe.harbour');
    chooseArea(s, 'texas');
    refused(s, me, { type: 'moveTanker', tanker: bens, harbour: 'texas.harbour' }, 'bad-spot');
    const moves = W.legalActions(s, me).filter((a) => a.type === 'moveTanker');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => a.type === 'moveTanker' && a.tanker === mine)).toBe(true);
  });
});
