/**
 * The since picture tags the seats bots play as the public picture does (Wildcatters' player panels): the tags
 * go from the game's seats (`seatTags`) through `sincePicture` and the render pool to the drawer.
 */
import { describe, expect, it } from 'vitest';
import { sincePicture } from '../../src/discord/digest-picture';
import type { GameSnapshot } from '../../src/discord/desk';
import { seatTags } from '../../src/discord/names';
import type { SinceRenderOptions } from '../../src/render';
import { getGame } from '../../src/games/registry';
import type { AnyGameModule } from '../../src/games/types';
import { SINCE_DRAWERS } from '../../src/render/drawers';
import { RenderPool, pooledSince } from '../../src/render/pool';
import { playBots } from '../../src/tools/play-bots';

const NAMES = ['Ana', 'Benedikt', 'Chidi'];
const TAGS = [undefined, 'bot', 'bot'];

/** Public Wildcatters views of one 3-seat bot game at `then` and `now` actions. */
function views(then: number, now: number): { before: unknown; after: unknown } {
  const game = getGame('wildcatters') as AnyGameModule;
  const at = (n: number) => game.view(playBots(game, 3, 'since-tags', n).state, null);
  return { before: at(then), after: at(now) };
}

describe('since picture: bots tagged', () => {
  it('seatTags: "bot" for each seat a bot plays, by seat number', () => {
    const seats = [
      { seat: 1, userId: null, botKind: 'greedy', name: 'Bot' },
      { seat: 0, userId: 'u0', botKind: null, name: 'Ana' },
      { seat: 2, userId: 'u2', botKind: null, name: 'Chidi' },
    ] as unknown as GameSnapshot['seats'];
    expect(seatTags({ seats })).toEqual([undefined, 'bot', undefined]);
  });

  // A playtest: a bot's own seat read "Greedy bot bot" on Wildcatters' panel, while Ana, who had left with
  // `/oil leave` (her seat a bot's for good: no player any more), was not tagged at all.
  it('seatTags: a seat its player left is tagged, a bot’s own seat (named after its kind) is not', () => {
    const seats = [
      { seat: 0, userId: null, botKind: 'greedy', name: 'Ana' },
      { seat: 1, userId: null, botKind: 'greedy', name: 'Greedy bot' },
      { seat: 2, userId: null, botKind: 'greedy', name: 'Greedy bot 2' },
      { seat: 3, userId: 'u3', botKind: 'greedy', name: 'Dev' },
    ] as unknown as GameSnapshot['seats'];
    expect(seatTags({ seats })).toEqual(['bot', undefined, undefined, 'bot']);
  });

  it('sincePicture hands the presenter the seats’ tags', async () => {
    const game = getGame('wildcatters') as AnyGameModule;
    const options = game.optionsSchema.parse({});
    const played = playBots(game, 3, 'since-tags', 30);
    const seats = NAMES.map((name, seat) => ({
      seat,
      userId: `u${seat}`,
      botKind: seat === 0 ? null : 'greedy',
      name,
    }));
    const record = { gameId: 'wildcatters', options, seed: 'since-tags' } as GameSnapshot['record'];
    const snap = { record, state: played.state, seats, module: game } as GameSnapshot;
    let asked: SinceRenderOptions | undefined;
    await sincePicture(snap, 0, [], {
      sincePicture: async (_before, _now, _names, opts) => {
        asked = opts;
        return null;
      },
    });
    expect(asked).toEqual({ tags: TAGS });
  });

  it('the Wildcatters since drawer tags those seats, in this thread and through the pool', async () => {
    const { before, after } = views(20, 60);
    const plain = await SINCE_DRAWERS.wildcatters(before, after, NAMES, {});
    const tagged = await SINCE_DRAWERS.wildcatters(before, after, NAMES, { tags: TAGS });
    expect(plain && tagged).toBeTruthy();
    expect(tagged!.png.equals(plain!.png)).toBe(false);
    // One worker: the two pictures share its palette history, so only the tags can tell them apart.
    const pool = new RenderPool({ threads: 1 });
    const draw = pooledSince('wildcatters', () => pool);
    const pooledPlain = await draw(before, after, NAMES, {});
    const pooledTagged = await draw(before, after, NAMES, { tags: TAGS });
    const again = await draw(before, after, NAMES, { tags: TAGS });
    await pool.close();
    expect(pooledTagged!.png.equals(pooledPlain!.png)).toBe(false);
    expect(again!.png.equals(pooledTagged!.png)).toBe(true);
  });
});
