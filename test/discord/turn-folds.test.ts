/**
 * The turn message tells a player's same move made again and again as one line (`foldTallies`, each game's
 * `tallyText`): Merit's blocks bought one at a time, Catan's same bank trade again, a development card after
 * another, Wildcatters' loans. Lines that say different things stay apart, and /oil log's record keeps every line.
 */
import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { happenedText, turnPayload } from '../../src/discord/turn';
import { presenterFor } from '../../src/discord/presenters';
import { foldTallies } from '../../src/games/events';
import { meritOil } from '../../src/games/merit-oil';
import type { GameEvent } from '../../src/games/types';
import { catan } from '../../src/games/catan';
import { wildcatters } from '../../src/games/wildcatters';
import { act, at, newGame, roll } from '../games/merit-oil/helpers';
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
