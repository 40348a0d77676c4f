/** Reminders under personal settings: reminders off leave a player out; quiet hours make the reminder wait. */
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { remindable } from '../../src/discord/settings-reminders';
import { openStore, type Store } from '../../src/store';
import { DEFAULT_SETTINGS } from '../../src/store/settings';
import type { DueReminder } from '../../src/table';
import { awayAt } from '../../src/table/clocks-time';
import { tempDir } from '../store/tmp';

const tmp = tempDir();
let store: Store;
afterEach(() => {
  store?.close();
  tmp.cleanup();
});

const ANA = { seat: 0, userId: 'ana', botKind: null, name: 'Ana' };
const BEN = { seat: 1, userId: 'ben', botKind: null, name: 'Ben' };

function due(): DueReminder {
  return {
    id: 1,
    gameId: 'test-race',
    guildId: 'g',
    channelId: 'c',
    version: 2,
    toRemind: [ANA, BEN],
    waitingSince: 0,
    waitedMs: 13 * 3_600_000,
    alreadySent: 0,
    turnMessageId: null,
  };
}

function app(): Pick<App, 'desk' | 'log'> {
  store = openStore(tmp.file('s.sqlite'));
  const awayUntil = (guildId: string, userId: string, now: number) =>
    awayAt(store.clocks.vacations(guildId, userId), now)?.untilAt ?? null;
  return { desk: { settings: store.settings, awayUntil } as App['desk'], log: pino({ level: 'silent' }) };
}

describe('reminders honour personal settings', () => {
  it('everyone is reminded with the default settings', () => {
    expect(remindable(app(), due(), Date.parse('2026-03-11T03:00:00Z'))?.toRemind).toEqual([ANA, BEN]);
  });

  it('reminders off: that player is left out; nobody left, no reminder', () => {
    const a = app();
    store.settings.put('ben', { ...DEFAULT_SETTINGS, reminders: false }, 0);
    expect(remindable(a, due(), 0)?.toRemind).toEqual([ANA]);
    store.settings.put('ana', { ...DEFAULT_SETTINGS, reminders: false }, 0);
    expect(remindable(a, due(), 0)).toBeNull();
  });

  it('quiet hours delay a reminder: left out inside them, reminded once they are over', () => {
    const a = app();
    store.settings.put(
      'ana',
      { ...DEFAULT_SETTINGS, quiet: { from: 22, until: 7 }, timeZone: 'Europe/Paris' },
      0,
    );
    // 03:00 UTC is 04:00 in Paris (winter): Ana's quiet hours.
    expect(remindable(a, due(), Date.parse('2026-03-11T03:00:00Z'))?.toRemind).toEqual([BEN]);
    // 06:30 UTC is 07:30 in Paris: over.
    expect(remindable(a, due(), Date.parse('2026-03-11T06:30:00Z'))?.toRemind).toEqual([ANA, BEN]);
  });

  it('a player away on vacation is not reminded until they are back', () => {
    const a = app();
    const day = 24 * 3_600_000;
    store.clocks.addVacation('g', 'ben', { fromAt: 0, untilAt: 3 * day });
    expect(remindable(a, due(), day)?.toRemind).toEqual([ANA]);
    store.settings.put('ana', { ...DEFAULT_SETTINGS, reminders: false }, 0);
    expect(remindable(a, due(), day)).toBeNull();
    expect(remindable(a, due(), 3 * day)?.toRemind).toEqual([BEN]);
  });
});
