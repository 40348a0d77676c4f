/** Adding a game: its engine in the registry and its presenter beside the others, or the bot refuses to load. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oilSprings } from '../../src/games/oil-springs';

describe('the offered games and their presenters', () => {
  afterEach(() => {
    vi.doUnmock('../../src/games/registry');
    vi.resetModules();
  });

  it('loading the presenters fails, naming the game, when an offered game has no presenter', async () => {
    vi.resetModules();
    vi.doMock('../../src/games/registry', async (importOriginal) => {
      const real = await importOriginal<typeof import('../../src/games/registry')>();
      const unfinished = { ...oilSprings, id: 'half-done' };
      return { ...real, offeredGames: () => [...real.offeredGames(), unfinished] };
    });
    await expect(import('../../src/discord/presenters')).rejects.toThrow(
      /offered games without a presenter: half-done \(add them in src\/discord\/presenters\/index\.ts\)/,
    );
  });

  it('loads when every offered game has its presenter', async () => {
    vi.resetModules();
    const { presenterFor } = await import('../../src/discord/presenters');
    expect(presenterFor('oil-springs').gameId).toBe('oil-springs');
  });
});
