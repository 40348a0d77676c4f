/** `/oil settings`' words and arithmetic: quiet hours, time zones, merging a change. */
import { describe, expect, it } from 'vitest';
import { changeSettings, noChange, settingsText } from '../../src/discord/settings';
import { checkTimeZone, parseQuietHours, quietText, quietUntil } from '../../src/discord/settings-hours';
import { DEFAULT_SETTINGS } from '../../src/store/settings';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('are read from "22-7", "9-17", "22:00-07:00" and "off"', () => {
    expect(parseQuietHours('22-7')).toEqual({ ok: true, quiet: { from: 22, until: 7 } });
    expect(parseQuietHours(' 9 - 17 ')).toEqual({ ok: true, quiet: { from: 9, until: 17 } });
    expect(parseQuietHours('22:00-07:00')).toEqual({ ok: true, quiet: { from: 22, until: 7 } });
    expect(parseQuietHours('off')).toEqual({ ok: true, quiet: null });
  });

  it('are read on a 12-hour clock too: "10pm-7am", "12am - 6 am", "9am-5pm"', () => {
    expect(parseQuietHours('10pm-7am')).toEqual({ ok: true, quiet: { from: 22, until: 7 } });
    expect(parseQuietHours('12am - 6 am')).toEqual({ ok: true, quiet: { from: 0, until: 6 } });
    expect(parseQuietHours('9AM-5PM')).toEqual({ ok: true, quiet: { from: 9, until: 17 } });
    expect(parseQuietHours('11pm-12pm')).toEqual({ ok: true, quiet: { from: 23, until: 12 } });
    expect(parseQuietHours('13pm-7am').ok).toBe(false);
    expect(parseQuietHours('0am-7am').ok).toBe(false);
  });

  it('refuse hours past 23, equal ends and other text', () => {
    expect(parseQuietHours('22-24').ok).toBe(false);
    expect(parseQuietHours('7-7').ok).toBe(false);
    expect(parseQuietHours('late').ok).toBe(false);
  });

  it('are shown as "22:00–07:00"', () => {
    expect(quietText({ from: 22, until: 7 })).toBe('22:00–07:00');
    expect(quietText(null)).toBe('none');
  });

  it('across midnight: inside until their end, outside after it (UTC)', () => {
    const s = { quiet: { from: 22, until: 7 }, timeZone: 'UTC' };
    expect(quietUntil(s, at('2026-03-10T23:30:00Z'))).toBe(at('2026-03-11T07:00:00Z'));
    expect(quietUntil(s, at('2026-03-11T06:59:59Z'))).toBe(at('2026-03-11T07:00:00Z'));
    expect(quietUntil(s, at('2026-03-11T07:00:00Z'))).toBeNull();
    expect(quietUntil(s, at('2026-03-11T21:59:00Z'))).toBeNull();
    expect(quietUntil(s, at('2026-03-11T22:00:00Z'))).toBe(at('2026-03-12T07:00:00Z'));
  });

  it('within a day, and in the player’s time zone (Tokyo is UTC+9)', () => {
    const s = { quiet: { from: 9, until: 17 }, timeZone: 'Asia/Tokyo' };
    // 01:00 UTC is 10:00 in Tokyo: quiet until 17:00 Tokyo = 08:00 UTC.
    expect(quietUntil(s, at('2026-03-11T01:00:00Z'))).toBe(at('2026-03-11T08:00:00Z'));
    expect(quietUntil(s, at('2026-03-11T09:00:00Z'))).toBeNull();
  });

  it('no quiet hours: never quiet', () => {
    expect(quietUntil({ quiet: null, timeZone: 'UTC' }, at('2026-03-11T03:00:00Z'))).toBeNull();
  });

  it('end within their length of any moment inside them, and every hour outside is not quiet', () => {
    const s = { quiet: { from: 1, until: 0 }, timeZone: 'America/New_York' };
    let inside = 0;
    let outside = 0;
    for (let t = at('2026-01-01T00:00:00Z'); t < at('2026-01-03T00:00:00Z'); t += 17 * 60_000) {
      const end = quietUntil(s, t);
      // New York is UTC-5 in January: local midnight to 01:00 is 05:00–06:00 UTC.
      const localHour = (new Date(t).getUTCHours() + 24 - 5) % 24;
      if (end === null) {
        outside++;
        expect(localHour).toBe(0);
        continue;
      }
      inside++;
      expect(end).toBeGreaterThan(t);
      expect(end - t).toBeLessThanOrEqual(23 * HOUR);
      expect((new Date(end).getUTCHours() + 24 - 5) % 24).toBe(0);
    }
    expect(inside).toBeGreaterThan(100);
    expect(outside).toBeGreaterThan(0);
  });
});

describe('time zones', () => {
  it('a city alone names its zone, when only one zone has that name', () => {
    expect(checkTimeZone('paris')).toBe('Europe/Paris');
    expect(checkTimeZone(' New York ')).toBe('America/New_York');
    expect(checkTimeZone('sao_paulo')).toBe('America/Sao_Paulo');
    expect(checkTimeZone('atlantis')).toBeNull();
  });

  it('IANA names are checked with Intl.DateTimeFormat and spelled canonically', () => {
    expect(checkTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(checkTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(checkTimeZone('Mars/Olympus')).toBeNull();
    expect(checkTimeZone('')).toBeNull();
  });
});

describe('changing settings', () => {
  const none = { reminders: null, quiet: null, timeZone: null, dm: null };

  it('no options is no change', () => {
    expect(noChange(none)).toBe(true);
    expect(noChange({ ...none, dm: false })).toBe(false);
  });

  it('only the given options change', () => {
    const r = changeSettings(
      { ...DEFAULT_SETTINGS, quiet: { from: 22, until: 7 } },
      { ...none, dm: true, timeZone: 'Asia/Tokyo' },
    );
    expect(r).toEqual({
      ok: true,
      settings: { reminders: true, quiet: { from: 22, until: 7 }, timeZone: 'Asia/Tokyo', dm: true },
    });
  });

  it('a bad time zone or bad quiet hours refuse the whole change', () => {
    expect(changeSettings(DEFAULT_SETTINGS, { ...none, dm: true, timeZone: 'Nowhere/Land' }).ok).toBe(false);
    expect(changeSettings(DEFAULT_SETTINGS, { ...none, reminders: false, quiet: '25-3' }).ok).toBe(false);
  });

  it('a time zone it does not know is echoed escaped: _Mars/Olympus_ does not italicise the answer', () => {
    expect(changeSettings(DEFAULT_SETTINGS, { ...none, timeZone: '_Mars/Olympus_' })).toEqual({
      ok: false,
      why: 'I do not know the time zone “\\_Mars/Olympus\\_”: use an IANA name such as Europe/Paris or America/New_York.\nNothing was saved.',
    });
  });

  it('a refusal says that nothing was saved, naming the good options given with the bad one', () => {
    const r = changeSettings(DEFAULT_SETTINGS, {
      reminders: false,
      quiet: '25-3',
      timeZone: 'UTC',
      dm: true,
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.why.split('\n')[1]).toBe(
      'Nothing was saved, not even `reminders`, `timezone` and `dm`: fix `quiet` and send it all again.',
    );
  });

  it('the answer lists every setting', () => {
    const text = settingsText(
      { reminders: false, quiet: { from: 22, until: 7 }, timeZone: 'UTC', dm: true },
      true,
    );
    expect(text).toContain('Reminders: **off**');
    expect(text).toContain('Quiet hours: **22:00–07:00**');
    expect(text).toContain('Direct message when it is your turn: **on**');
  });

  it('the list asked for says how to change each setting, the vacation too where a server has one', () => {
    const settings = { reminders: true, quiet: null, timeZone: 'UTC', dm: false };
    const here = settingsText(settings, false, '• Vacation here: **21 days** left of 21 this year');
    expect(here).toContain('`/oil settings reminders:… quiet:22-7 timezone:… dm:…`');
    expect(here).toContain('take a vacation with `/oil settings away:<days>`');
    // In a direct message there is no server, so no vacation to take.
    expect(settingsText(settings, false)).not.toContain('away:');
  });
});
