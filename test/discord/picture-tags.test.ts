/**
 * Every game's picture tags the seats a bot plays for their player "bot" on its panel, as Wildcatters' did and
 * as the Scores lines and the alt text say "(bot)": the tags go from the game's seats (`seatTags`) through
 * `renderSnapshot` to each game's drawer.
 */
import { describe, expect, it } from 'vitest';
import { renderSnapshot } from '../../src/discord/presenters/picture';
import { getGame } from '../../src/games/registry';
import type { ViewRenderOptions, ViewRenderer } from '../../src/render';
import { DRAWERS } from '../../src/render/drawers';
import { playBots } from '../../src/tools/play-bots';
import { textsDrawn } from '../render/texts-drawn';
import { snapOf } from './snap';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];
const TAGS = [undefined, 'bot', undefined, 'bot'];

describe('the board picture tags the seats bots play for their players', () => {
  it('renderSnapshot hands the drawer the seats’ tags', async () => {
    const game = getGame('catan')!;
    const snap = snapOf(game, game.setup(4, game.optionsSchema.parse({}), 'picture-tags'));
    snap.seats[1] = { ...snap.seats[1]!, botKind: 'greedy' };
    snap.seats[3] = { ...snap.seats[3]!, userId: null, botKind: 'greedy' };
    let asked: ViewRenderOptions | undefined;
    const spy: ViewRenderer = async (_view, _names, opts) => {
      asked = opts;
      return Buffer.from([0]);
    };
    await renderSnapshot(snap, [spy]);
    expect(asked?.tags).toEqual(TAGS);
  });

  it.each(['catan', 'oil-springs'] as const)('%s: "Ben (bot)" and "Dev (bot)" on the panel', async (id) => {
    const game = getGame(id)!;
    const view = game.view(playBots(game, 4, 'picture-tags', 40).state, null);
    let drawn: Promise<Buffer> | undefined;
    const texts = textsDrawn(() => {
      drawn = DRAWERS[id](view, NAMES, { tags: TAGS });
    }).map((t) => t.text);
    await drawn;
    expect(texts).toContain('Ben (bot)');
    expect(texts).toContain('Dev (bot)');
    expect(texts).toContain('Ana');
    expect(texts).not.toContain('Ana (bot)');
  });

  it('merit-oil: "bot" as the tag under Ben’s and Dev’s names', async () => {
    const game = getGame('merit-oil')!;
    const view = game.view(playBots(game, 4, 'picture-tags', 40).state, null);
    let drawn: Promise<Buffer> | undefined;
    const texts = textsDrawn(() => {
      drawn = DRAWERS['merit-oil'](view, NAMES, { tags: TAGS });
    }).map((t) => t.text);
    await drawn;
    // The tag stands alone under the name, as "bankrupt" does (the cards' facts line went: the Scores lines say it).
    expect(texts.filter((t) => t === 'bot')).toHaveLength(2);
  });
});
