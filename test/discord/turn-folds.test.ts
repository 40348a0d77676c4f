/**
 * The turn message tells a player's same move made again and again as one line (`foldTallies`, each game's
 * `tallyText`): Merit's blocks bought one at a time, and its debtor's sales to the bank with the debt line after
 * each, Catan's same bank trade again, a development card after another, Oil Springs' oil converted again (the
 * Disaster Track from before the first to after the last), Wildcatters' loans. Lines that say different things
 * stay apart, and /oil log's record keeps every line.
 */
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { happenedText, turnPayload } from '../../src/discord/turn';
import { presenterFor } from '../../src/discord/presenters';
import { foldTallies } from '../../src/games/events';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import type { GameEvent } from '../../src/games/types';
import { catan } from '../../src/games/catan';
import { wildcatters } from '../../src/games/wildcatters';
import { act, at, giveWell, newGame, onTop, roll, withShares } from '../games/merit-oil/helpers';
import {
  act as actOil,
  give as giveOil,
  newGame as newOilGame,
  toMain as oilToMain,
} from '../games/oil-springs/helpers';
import { emptyGame, give as giveCatan, ok } from '../games/catan/helpers';
import { act as actWild, afterPlacement } from '../games/wildcatters/helpers';
import { NAMES, snapOf } from './snap';

/** The turn message's "what just happened" of `events` in `mod`'s words, one line each. */
function happened(
  mod: { tallyText?: (t: NonNullable<GameEvent['tally']>) => string | null },
  events: GameEvent[],
) {
  return happenedText(events, NAMES, undefined, undefined, mod.tallyText?.bind(mod)).split('\n');
}

describe("Merit's blocks bought one at a time", () => {
  /** Ana (seat 0) at an EXCHANGE with £300,000, and the events of buying `companies` one block each, in order. */
  function boughtOneByOne(companies: ('refinery' | 'shipping')[]) {
    const s = newGame(4, 'turn-folds');
    at(s, 0, 4);
    roll(s, 4);
    expect(s.choice).toBe('exchange');
    const events = companies.flatMap((company) => act(s, 0, { type: 'buyShares', company, blocks: 1 }));
    return { s, events };
  }

  it('twelve blocks of one company bought one at a time: one line, the blocks and the pounds added up', () => {
    const { s, events } = boughtOneByOne(Array<'refinery'>(12).fill('refinery'));
    expect(events.filter((e) => e.kind === 'shares')).toHaveLength(12);
    expect(happened(meritOil, events)).toEqual([
      'Ana bought 12 blocks of European Refineries Ltd for £240,000.',
    ]);
    // On the turn message itself, as the table posts it.
    const payload = turnPayload({
      snap: snapOf(meritOil, s),
      presenter: presenterFor('merit-oil'),
      events,
      picture: null,
    });
    const description = (payload.embeds![0]! as { toJSON(): APIEmbed }).toJSON().description ?? '';
    expect(description).toContain('Ana bought 12 blocks of European Refineries Ltd for £240,000.');
    expect(description).not.toContain('1 block of');
    expect(description).not.toContain('earlier (see /oil log)');
  });

  it('another company between them keeps the runs apart, each added up', () => {
    const { events } = boughtOneByOne(['refinery', 'refinery', 'shipping', 'refinery']);
    expect(happened(meritOil, events)).toEqual([
      'Ana bought 2 blocks of European Refineries Ltd for £40,000.',
      'Ana bought 1 block of Anglo Tanker Shipping Co. for £20,000.',
      'Ana bought 1 block of European Refineries Ltd for £20,000.',
    ]);
  });

  it('the same purchase by another player is not folded into hers', () => {
    const { events } = boughtOneByOne(['refinery', 'refinery']);
    const bens = events.map((e) => ({
      ...e,
      text: e.text.replace('{p0}', '{p1}'),
      tally: e.tally && { ...e.tally, key: e.tally.key.replace(':0:', ':1:') },
    }));
    expect(happened(meritOil, [...events, ...bens])).toEqual([
      'Ana bought 2 blocks of European Refineries Ltd for £40,000.',
      'Ben bought 2 blocks of European Refineries Ltd for £40,000.',
    ]);
  });

  it('the record itself keeps every purchase (/oil log), and a game without words keeps the lines apart', () => {
    const { events } = boughtOneByOne(['refinery', 'refinery', 'refinery']);
    expect(events.filter((e) => e.kind === 'shares')).toHaveLength(3);
    expect(foldTallies(events)).toEqual(events);
    expect(happened({}, events)).toHaveLength(3);
  });
});

describe('the same move again in the other games', () => {
  it('Catan: the same bank trade again is one line, cards added up; another trade between stays apart', () => {
    const s = emptyGame();
    giveCatan(s, 0, { wool: 16, grain: 4 });
    const trade = (give: string, get: string) => ok(s, 0, { type: 'maritime', give, get });
    const events = [
      ...trade('wool', 'ore'),
      ...trade('wool', 'ore'),
      ...trade('wool', 'brick'),
      ...trade('grain', 'ore'),
      ...trade('wool', 'ore'),
    ];
    expect(happened(catan, events)).toEqual([
      'Ana traded 8 wool for 2 ore with the bank.',
      'Ana traded 4 wool for 1 brick with the bank.',
      'Ana traded 4 grain for 1 ore with the bank.',
      'Ana traded 4 wool for 1 ore with the bank.',
    ]);
  });

  it('Catan: development cards bought one after another are one line; which cards stays the buyer’s', () => {
    const s = emptyGame();
    giveCatan(s, 0, { wool: 3, grain: 3, ore: 3 });
    const events = [1, 2, 3].flatMap(() => ok(s, 0, { type: 'buyDev' }));
    expect(events.filter((e) => e.to)).toHaveLength(3);
    expect(happened(catan, events)).toEqual(['Ana bought 3 development cards.']);
  });

  it('Wildcatters: loans taken one after another are one line, shares and barrels added up', () => {
    const s = afterPlacement();
    const seat = s.current;
    const events = [1, 2, 3].flatMap(() => actWild(s, seat, { type: 'takeLoan' }));
    const names = NAMES.map((n, i) => (i === seat ? 'Ana' : n));
    expect(
      happenedText(events, names, undefined, undefined, wildcatters.tallyText?.bind(wildcatters)).split('\n'),
    ).toEqual(['Ana took 3 loans: +30 shares, 3 barrels of theirs on the bank (loans: 3).']);
  });
});

describe("Merit's sales to the bank in insolvency", () => {
  /**
   * Ana (seat 0) owing the bank `debt` (a MEMO card's £30,000 she had no cash for, then more), holding 2 blocks of
   * European Refineries and 1 of Anglo Tanker Shipping and wells 3 (4,500 t in store) and 17: the events of
   * selling the blocks one at a time (refinery, shipping, refinery), then the wells.
   */
  function soldOneByOne(debt: number) {
    const s = newGame(4, 'sales-fold');
    withShares(s, 0, 2);
    s.players[0]!.shares.shipping += 1;
    s.bankShares.shipping -= 1;
    giveWell(s, 0, 3, 4_500);
    s.players[0]!.cash = 0;
    at(s, 0, 0);
    onTop(s.memo, 'memo-12');
    roll(s, 1);
    s.players[0]!.debt = debt;
    const sell = (company: 'refinery' | 'shipping') => act(s, 0, { type: 'sellShares', company, blocks: 1 });
    const events = [...sell('refinery'), ...sell('shipping'), ...sell('refinery')];
    for (const card of [3, 17]) events.push(...act(s, 0, { type: 'sellWell', card }));
    return { s, events };
  }

  it('the blocks and then the wells: a line each, what was sold, for how much, and the debt after the last', () => {
    const { s, events } = soldOneByOne(200_000);
    expect(events.filter((e) => e.kind === 'insolvency')).toHaveLength(10);
    expect(happened(meritOil, events)).toEqual([
      'Ana sold 2 blocks of European Refineries Ltd and 1 block of Anglo Tanker Shipping Co. to the bank for ' +
        '£48,000 and paid it against the debt: £152,000 still owed to the bank.',
      'Ana sold wells 3 (Burgan, with 4,500 t in store) and 17 (Agha Jari) to the bank for £135,000 and paid it ' +
        'against the debt: £17,000 still owed to the bank.',
      'Ana could not pay the bank £17,000 and went bankrupt: out of the game.',
    ]);
    expect(s.players[0]!.bankrupt).toBe(true);
  });

  it('a debt paid off by the last sale says what was owed; the rest is the seller’s cash', () => {
    const { s, events } = soldOneByOne(150_000);
    expect(s.players[0]!).toMatchObject({ debt: 0, cash: 48_000 + 135_000 - 150_000 });
    expect(happened(meritOil, events)).toEqual([
      'Ana sold 2 blocks of European Refineries Ltd and 1 block of Anglo Tanker Shipping Co. to the bank for ' +
        '£48,000 and paid it against the debt: £102,000 still owed to the bank.',
      'Ana sold wells 3 (Burgan, with 4,500 t in store) and 17 (Agha Jari) to the bank for £135,000 and paid the ' +
        'bank the £102,000 owed.',
    ]);
  });

  it('one sale and its debt line are one line too; /oil log keeps both', () => {
    const { events } = soldOneByOne(150_000);
    const first = events.slice(0, 2);
    expect(first.map((e) => e.text)).toEqual([
      '{p0} sold 1 block of European Refineries Ltd to the bank for £16,000.',
      '{p0} paid it against the debt: £134,000 still owed to the bank.',
    ]);
    expect(happened(meritOil, first)).toEqual([
      'Ana sold 1 block of European Refineries Ltd to the bank for £16,000 and paid it against the debt: ' +
        '£134,000 still owed to the bank.',
    ]);
    expect(foldTallies(events)).toEqual(events);
  });
});

describe("Oil Springs' oil converted again", () => {
  /** Ana (seat 0) in her main phase with 4 oil (the most she may hold) and 8 wool, the Disaster Track at `marker`. */
  function converting(marker: number) {
    const s = oilToMain(newOilGame(), 0);
    giveOil(s, 0, { oil: 4, wool: 8 });
    s.ext.marker = marker;
    const convert = (resource: string, second?: string) =>
      actOil(s, 0, second ? { type: 'convertOil', resource, second } : { type: 'convertOil', resource });
    return { s, convert };
  }

  it('three conversions are one line: the oil and the cards added up, the track from before to after', () => {
    const { s, convert } = converting(1);
    const events = [...convert('ore'), ...convert('ore', 'grain'), ...convert('wool', 'ore')];
    expect(events.map((e) => e.text)).toEqual([
      '{p0} used 1 oil for 2 ore (Disaster Track 1 → 2 of 5).',
      '{p0} used 1 oil for 1 ore and 1 grain (Disaster Track 2 → 3 of 5).',
      '{p0} used 1 oil for 1 wool and 1 ore (Disaster Track 3 → 4 of 5).',
    ]);
    expect(s.ext.marker).toBe(4);
    expect(happened(oilSprings, events)).toEqual([
      'Ana used 3 oil for 1 wool, 1 grain and 4 ore (Disaster Track 1 → 4 of 5).',
    ]);
  });

  it('the conversion that fills the track folds with those before it; the warning stays its own line', () => {
    const { convert } = converting(3);
    const events = [...convert('brick'), ...convert('lumber')];
    expect(happened(oilSprings, events)).toEqual([
      'Ana used 2 oil for 2 lumber and 2 brick (Disaster Track 3 → 5 of 5).',
      'Ana filled the Disaster Track. A disaster strikes at the end of this turn.',
    ]);
  });

  it('another move between keeps the runs apart, each with its own reading; bank trades still fold', () => {
    const { convert, s } = converting(0);
    const trade = () => actOil(s, 0, { type: 'maritime', give: 'wool', get: 'ore' });
    const events = [...convert('ore'), ...trade(), ...trade(), ...convert('grain'), ...convert('grain')];
    expect(happened(oilSprings, events)).toEqual([
      'Ana used 1 oil for 2 ore (Disaster Track 0 → 1 of 5).',
      'Ana traded 8 wool for 2 ore with the bank.',
      'Ana used 2 oil for 4 grain (Disaster Track 1 → 3 of 5).',
    ]);
  });
});
