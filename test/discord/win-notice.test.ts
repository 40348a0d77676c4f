/**
 * Saying the game is won (issue 11): in Oil Springs 12 VP win at the end of one's own turn, so the turn
 * message says so when public points show it, the player alone is told when hidden victory point cards make
 * the difference, and the final message names the winner in its first line.
 */
import type { APIEmbed } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { VICTORY_POINT } from '../../src/games/catan/data';
import { oilSprings } from '../../src/games/oil-springs';
import { presenterFor } from '../../src/discord/presenters';
import { turnPayload } from '../../src/discord/turn';
import { newGame, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';

const presenter = presenterFor('oil-springs');
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
    expect(content).toContain(
      '**Ben** has 12 VP — ending the turn wins, unless a disaster costs points first.',
    );
    expect(presenter.privateWinNotice?.(snap, 1)).toBeNull();
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

  it('base Catan wins at once, so it needs no notice', () => {
    expect(presenterFor('catan').winNotice?.(position(12, 0))).toBeNull();
  });
});
