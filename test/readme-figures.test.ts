/**
 * Figures the README quotes to players and admins, read against the constants in the code that sets them: a
 * figure changed on one side only fails here, naming the sentence.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths';
import { DEFAULT_LOBBY_DAYS, DEFAULT_REMINDER_HOURS } from '../src/config';
import { MAX_OPEN_LOBBIES_PER_HOST } from '../src/table/table';
import { DEFAULT_BURST, DEFAULT_REFILL_MS } from '../src/discord/rate-limit';
import { PICTURES_PER_CHANNEL } from '../src/playground/web/memory';
import { CHOICE_MAX } from '../src/commands/typed-action';
import { LOG_PAGE_LINES } from '../src/commands/log';
import { EDITOR_LIFETIME_MS } from '../src/discord/message-editors';
import { DEFAULT_MAX_REMINDERS_PER_VERSION } from '../src/table/reminders';
import { MAX_FRAMES } from '../src/discord/summary/story';
import { TIMELAPSE } from '../src/render/timelapse';
import { NOTICES_KEPT_PER_GAME } from '../src/store/notices-later';
import { MAX_RENDER_THREADS } from '../src/render/pool-size';
import { AWAY_AFTER_MS } from '../src/discord/turn-goes-on';
import { REPOST_EVERY_MS } from '../src/discord/reposts';
import { DEFAULT_LOCK_STALE_MS } from '../src/store/instance-lock';
import { DEFAULT_VACATION_DAYS_PER_YEAR } from '../src/table/clocks-time';
import { VICTORY_POINTS_GOAL } from '../src/games/oil-springs/data';

/** The README with every run of white space (line breaks included) as one space. */
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s+/g, ' ');
const MINUTE = 60_000;

/** A sentence of the README, its figures captured as numbers, and the values the code has. */
const figures: [RegExp, number[]][] = [
  [/A host may have (\d+) open lobbies at once/, [MAX_OPEN_LOBBIES_PER_HOST]],
  [
    /take (\d+) actions in a burst, then one every ([\d.]+) seconds/,
    [DEFAULT_BURST, DEFAULT_REFILL_MS / 1000],
  ],
  [/Board pictures are kept for the newest (\d+) messages of each channel/, [PICTURES_PER_CHANNEL]],
  [/Typed choices and offers are at most (\d+) characters/, [CHOICE_MAX]],
  [/a log page holds up to (\d+) lines/, [LOG_PAGE_LINES]],
  [/stays up to date for (\d+) minutes/, [EDITOR_LIFETIME_MS / MINUTE]],
  [/at most (\d+) times per turn/, [DEFAULT_MAX_REMINDERS_PER_VERSION]],
  [
    /\((\d+) board pictures at (\d+)×(\d+), about [\d.]+ MB; ≤ (\d+) MB/,
    [MAX_FRAMES, TIMELAPSE.width, TIMELAPSE.height, TIMELAPSE.maxBytes / 2 ** 20],
  ],
  [/at most (\d+) a game, dropped when the game ends/, [NOTICES_KEPT_PER_GAME]],
  [/`RENDER_THREADS` \|[^|]*\|[^|]*At most (\d+)\./, [MAX_RENDER_THREADS]],
  [/kept her waiting (\d+) minutes or more/, [AWAY_AFTER_MS / MINUTE]],
  [/at most once (a) minute while the thread is up to date/, [REPOST_EVERY_MS / MINUTE]],
  [/else (\d+) s after its last heartbeat/, [DEFAULT_LOCK_STALE_MS / 1000]],
  [/vacation-allowance:<days>`, default (\d+)\)/, [DEFAULT_VACATION_DAYS_PER_YEAR]],
  [/`LOBBY_DAYS`, default (\d+),/, [DEFAULT_LOBBY_DAYS]],
  [/`REMINDER_HOURS` \(default (\d+)\)/, [DEFAULT_REMINDER_HOURS]],
  [/in Oil Springs, where (\d+) VP win/, [VICTORY_POINTS_GOAL]],
];

describe("the README's figures", () => {
  it.each(figures)('%s', (pattern, values) => {
    const found = [...readme.matchAll(new RegExp(pattern, 'g'))];
    expect(found.length, 'the sentence is in the README').toBeGreaterThan(0);
    for (const m of found) expect(m.slice(1).map((v) => (v === 'a' ? 1 : Number(v)))).toEqual(values);
  });
});
