/**
 * When each game was last reposted on request (src/discord/reposts.ts): `/oil board` reposts an up-to-date game
 * at most once a minute (one Discord refused does not count), and a busy bot forgets the games reposted longer ago once it remembers many.
 */
import { describe, expect, it } from 'vitest';
import { MAX_REPOSTS_REMEMBERED, REPOST_EVERY_MS, RecentReposts } from '../../src/discord/reposts';

describe('RecentReposts', () => {
  it('a game reposted counts as recent for REPOST_EVERY_MS, another game not at all', () => {
    let now = 1_000_000;
    const reposts = new RecentReposts(() => now);
    expect(reposts.recently(1)).toBe(false);
    reposts.note(1);
    now += REPOST_EVERY_MS - 1;
    expect(reposts.recently(1)).toBe(true);
    expect(reposts.recently(2)).toBe(false);
    now += 1;
    expect(reposts.recently(1)).toBe(false);
  });

  it('past MAX_REPOSTS_REMEMBERED games, those reposted longer ago go and the recent ones stay', () => {
    let now = 1_000_000;
    const reposts = new RecentReposts(() => now);
    for (let row = 0; row < MAX_REPOSTS_REMEMBERED; row++) reposts.note(row);
    now += REPOST_EVERY_MS;
    reposts.note(MAX_REPOSTS_REMEMBERED - 1); // reposted again: recent
    expect(reposts.size).toBe(MAX_REPOSTS_REMEMBERED);
    reposts.note(MAX_REPOSTS_REMEMBERED);
    expect(reposts.size).toBe(2);
    expect(reposts.recently(MAX_REPOSTS_REMEMBERED - 1)).toBe(true);
    expect(reposts.recently(MAX_REPOSTS_REMEMBERED)).toBe(true);
  });

  it('a refused repost forgotten is no longer recent, unless the game was reposted again since', () => {
    let now = 1_000_000;
    const reposts = new RecentReposts(() => now);
    reposts.forget(1, reposts.note(1));
    expect(reposts.recently(1)).toBe(false);
    const refused = reposts.note(1);
    now += 1;
    reposts.note(1);
    reposts.forget(1, refused);
    expect(reposts.recently(1)).toBe(true);
  });
});
