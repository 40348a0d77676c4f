/**
 * A new Wildcatters game's first message says what the set-up is: a newcomer's first turn message said only
 * "set-up · Ben places a tanker", with no line of what was going on (the other games' first messages tell who
 * starts and the set-up).
 */
import { describe, expect, it } from 'vitest';
import type { EmbedBuilder } from 'discord.js';
import { presenterFor } from '../../src/discord/presenters';
import { turnPayload } from '../../src/discord/turn';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { act } from '../games/wildcatters/helpers';
import { snapOf } from './snap';

const P = presenterFor('wildcatters');

function fresh(seats = 3, seed = 'set-up-note'): WildcattersState {
  return wildcatters.setup(seats, wildcatters.optionsSchema.parse({}), seed) as WildcattersState;
}

function description(state: WildcattersState): string {
  const payload = turnPayload({
    snap: snapOf(wildcatters, state, 0),
    presenter: P,
    events: [],
    picture: null,
  });
  return (payload.embeds![0] as EmbedBuilder).toJSON().description ?? '';
}

/** The next player places their tanker in the first free starting harbour. */
function placeTanker(s: WildcattersState): void {
  const a = wildcatters.legalActions(s, s.current).find((x) => x.type === 'placeTanker');
  if (!a) throw new Error('no tanker to place');
  act(s, s.current, a);
}

describe('the set-up note on a new Wildcatters game', () => {
  it('the first turn message says the game begins, who starts, and what each player places', () => {
    const s = fresh();
    const start = ['Ana', 'Ben', 'Caro'][s.startSeat]!;
    expect(description(s)).toBe(
      `**The game begins with the set-up, ${start} first: each player puts their tanker in Luanda or Durban ` +
        '(Southern Africa); then, dealt 8 area cards, places 3 rigs, 2 trains and a refinery, one a turn, each ' +
        'in the area of a card they discard.**',
    );
  });

  it('stays while tankers go down (a bot seated first may place before a person sees it), and goes after', () => {
    const s = fresh();
    placeTanker(s);
    expect(description(s)).toMatch(/^\*\*The game begins with the set-up/);
    placeTanker(s);
    placeTanker(s);
    expect(s.players.every((p) => p.tankerPlaced)).toBe(true);
    expect(description(s)).not.toContain('The game begins');
  });

  it('once the tankers are down, the next message says the cards were dealt, through the first round of pieces', () => {
    // The playtest's first piece message said only "set-up · Ana places a starting piece (1 of 6)".
    const s = fresh();
    for (let i = 0; i < 3; i++) placeTanker(s);
    const dealt =
      '**Every tanker is down, and each player was dealt 8 area cards (My hand shows yours): one a turn, each ' +
      'places 3 rigs, 2 trains and a refinery, each in the area of a card they discard.**';
    expect(description(s)).toBe(dealt);
    for (let i = 0; i < 2; i++) {
      act(s, s.current, wildcatters.legalActions(s, s.current)[0]!);
      expect(description(s)).toBe(dealt);
    }
    act(s, s.current, wildcatters.legalActions(s, s.current)[0]!);
    expect(description(s)).toBe('');
  });

  it('is public: other hidden cards in the hands leave it the same', () => {
    const s = fresh();
    const other = structuredClone(s);
    other.players.forEach((p, i) => (p.hand = s.players[(i + 1) % s.players.length]!.hand));
    expect(other.players[0]!.hand).not.toEqual(s.players[0]!.hand);
    expect(description(other)).toBe(description(s));
  });
});
