/**
 * Saying the game is won (issue 11): in Oil Springs 12 VP win at the end of one's own turn, so the turn
 * message says so when public points show it, the player alone is told when hidden victory point cards make
 * the difference, and the final message names the winner in its first line.
 */
import type { APIEmbed } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import { VICTORY_POINT } from '../../src/games/catan/data';
import { oilSprings } from '../../src/games/oil-springs';
import { presenterFor } from '../../src/discord/presenters';
import { turnPayload } from '../../src/discord/turn';
import {
  act,
  fourTokensRemoved,
  give,
  newGame,
  oweDisaster,
  place,
  rigDice,
  toMain,
} from '../games/oil-springs/helpers';
import { emptyGame as emptyCatan } from '../games/catan/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');
const catanPresenter = presenterFor('catan');
const picture = Buffer.from([0]);

function position(publicVp: number, hiddenVp: number) {
  const state = toMain(newGame(), 1);
  state.vp[1] = publicVp;
  state.devHand[1]![VICTORY_POINT] = hiddenVp;
  return snapOf(oilSprings, state);
}

describe('the winning position is said', () => {
  it('publicly, when public points reach 12: "Ben has 12 VP — ending the turn wins"', () => {
    const snap = position(12, 0);
    const content = String(turnPayload({ snap, presenter, events: [], picture }).content);
    expect(content).toContain('**Ben** has 12 VP — ending the turn wins.');
    expect(presenter.privateWinNotice?.(snap, 1)).toBeNull();
  });

  it('warns of the disaster only when this turn owes one (it warned with the track at 0/5), and of the island', () => {
    const notice = (tokensLost: boolean) => {
      const state = toMain(newGame(), 1);
      if (tokensLost) fourTokensRemoved(state);
      oweDisaster(state, 1);
      state.vp[1] = 12;
      return presenter.winNotice?.(snapOf(oilSprings, state));
    };
    expect(notice(false)).toBe(
      '🏆 **Ben** has 12 VP — ending the turn wins, unless the disaster it brings costs points first.',
    );
    expect(notice(true)).toBe(
      '🏆 **Ben** has 12 VP — ending the turn wins, unless the disaster it brings abandons the island or costs points first.',
    );
  });

  it('only to the player when hidden victory point cards make the difference', () => {
    const secret = position(10, 2);
    const none = position(10, 0);
    const content = String(turnPayload({ snap: secret, presenter, events: [], picture }).content);
    expect(content).not.toMatch(/VP —/);
    expect(content).toBe(String(turnPayload({ snap: none, presenter, events: [], picture }).content));
    expect(presenter.privateWinNotice?.(secret, 1)).toMatch(
      /You have 12 VP counting your 2 hidden victory point cards/,
    );
    expect(presenter.privateWinNotice?.(secret, 0)).toBeNull();
    expect(presenter.privateWinNotice?.(none, 1)).toBeNull();
  });

  it('and the final message names the winner in its first line', () => {
    const state = toMain(newGame(), 1);
    state.phase = 'over';
    state.result = { winners: [1], ending: 'victory', summary: '{p1} wins with 12 VP.' };
    const content = String(
      turnPayload({ snap: snapOf(oilSprings, state), presenter, events: [], picture }).content,
    );
    expect(content.split('\n')[0]).toBe('🏁 **Ben** wins with 12 VP.');
  });

  it('and says it once: the win event and a Result field do not repeat the first line', () => {
    const state = toMain(newGame(), 1);
    state.phase = 'over';
    state.result = { winners: [1], ending: 'victory', summary: '{p1} wins with 12 VP.' };
    const events = [
      { text: '{p1} builds a city.', kind: 'build' },
      { text: '{p1} wins with 12 victory points!', kind: 'win' },
    ];
    const payload = turnPayload({ snap: snapOf(oilSprings, state), presenter, events, picture });
    const embed = (payload.embeds![0] as { toJSON(): APIEmbed }).toJSON();
    expect(embed.description).toBe('Ben builds a city.');
    expect(embed.fields?.map((f) => f.name)).toEqual(['Scores']);
  });

  it("the final message's record ends with the winner ending the turn, where the win counts", () => {
    // Ana at 12 VP: three metropolises (9) and three settlements (3); she trades with the bank, then ends her turn.
    const state = toMain(newGame(), 0);
    for (const [spot, level] of [
      ['20', 3],
      ['24', 3],
      ['43', 3],
      ['22', 1],
      ['31', 1],
      ['1', 1],
    ] as const)
      place(state, spot, 0, level);
    give(state, 0, { ore: 4 });
    const traded = act(state, 0, { type: 'maritime', give: 'ore', get: 'brick' });
    const ended = act(state, 0, { type: 'endTurn' });
    expect(ended.map((e) => e.text)).toEqual(['{p0} ended the turn.', '{p0} wins with 12 victory points!']);
    const snap = snapOf(oilSprings, state);
    // The game-over message follows the turn message that showed the trade: it tells the move that won.
    const payload = turnPayload({ snap, presenter, events: ended, picture });
    expect(String(payload.content).split('\n')[0]).toBe('🏁 **Ana** wins with 12 VP.');
    const embed = (payload.embeds![0] as { toJSON(): APIEmbed }).toJSON();
    expect(embed.description).toBe('Ana ended the turn.');
    // Told with the whole turn, it ends there, not on the trade.
    const whole = turnPayload({ snap, presenter, events: [...traded, ...ended], picture });
    const lines = (whole.embeds![0] as { toJSON(): APIEmbed }).toJSON().description?.split('\n');
    expect(lines?.at(-1)).toBe('Ana ended the turn.');
  });

  it("a collapse is told as the win at the end of the turn: the disaster, 'Ana ended the turn.', then the end", () => {
    // Pollution took four number tokens; Ana's disaster roll of 2 takes the fifth (B, the only 2).
    const state = toMain(newGame(), 0);
    fourTokensRemoved(state);
    oweDisaster(state, 0);
    rigDice(state, 2);
    const ended = act(state, 0, { type: 'endTurn' });
    expect(state.result?.ending).toBe('collapse');
    const texts = ended.map((e) => e.text);
    expect(texts.slice(0, 2).map((t) => t.split(' ')[0])).toEqual(['Disaster!', 'Pollution']);
    expect(texts.slice(2)).toEqual([
      '{p0} ended the turn.',
      'The fifth number token is gone: the island is abandoned.',
      state.result?.summary,
    ]);
    // The game-over message: the result as its first line, the record through the turn's end and the abandonment.
    const payload = turnPayload({ snap: snapOf(oilSprings, state), presenter, events: ended, picture });
    expect(String(payload.content).split('\n')[0]).toMatch(/^🏁 The island was abandoned: nobody wins\./);
    // Said once: the record's last line said it again ("…: the island is abandoned and nobody wins.").
    const told = [
      String(payload.content),
      (payload.embeds![0] as { toJSON(): APIEmbed }).toJSON().description,
    ];
    expect(told.join('\n').match(/nobody wins/g)).toHaveLength(1);
    const lines = (payload.embeds![0] as { toJSON(): APIEmbed }).toJSON().description?.split('\n');
    expect(lines?.slice(-2)).toEqual([
      'Ana ended the turn.',
      'The fifth number token is gone: the island is abandoned.',
    ]);
  });

  it('base Catan wins at once, so it needs no notice', () => {
    expect(presenterFor('catan').winNotice?.(position(12, 0))).toBeNull();
  });
});

describe('base Catan: points reached on another player’s turn', () => {
  it('the turn message says the player wins when their turn begins, not a silent "10/10 VP" while play goes on', () => {
    // A playtest: Ben's settlement broke Ana's road, Longest Road went to Caro and her 10/10 VP stood in the
    // scores while Ben played on, with nothing saying why the game had not ended.
    const state = emptyCatan();
    state.current = 1;
    state.vp[2] = 10;
    const snap = snapOf(catan, state);
    const content = String(turnPayload({ snap, presenter: catanPresenter, events: [], picture }).content);
    expect(content).toContain(
      '🏆 **Caro** has 10 VP and wins when their turn begins: a win counts only on one’s own turn.',
    );
    // Below 10, or in set-up, nothing.
    state.vp[2] = 9;
    expect(catanPresenter.winNotice?.(snapOf(catan, state))).toBeNull();
  });
});

describe('Oil Springs: points reached on another player’s turn', () => {
  it('the turn message says the player wins by ending their own next turn still at 12, after its disaster', () => {
    // A playtest: Caro reached 12 VP on Ben's turn and nothing said so, nor when it would count.
    const state = toMain(newGame(), 1);
    state.vp[2] = 12;
    const content = String(
      turnPayload({ snap: snapOf(oilSprings, state), presenter, events: [], picture }).content,
    );
    expect(content).toContain(
      '🏆 **Caro** has 12 VP and wins by ending their own next turn still at 12 or more: a win counts only at the end of one’s own turn, after its disaster.',
    );
    // The player whose turn it is, at 12 too, ends a turn first: they are the one told.
    state.vp[1] = 12;
    expect(presenter.winNotice?.(snapOf(oilSprings, state))).toBe(
      '🏆 **Ben** has 12 VP — ending the turn wins.',
    );
    // Below 12, nothing.
    state.vp[1] = 11;
    state.vp[2] = 11;
    expect(presenter.winNotice?.(snapOf(oilSprings, state))).toBeNull();
  });
});
