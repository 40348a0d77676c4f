import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { logLevelFrom } from '../../src/log';
import { defaultRenderThreads } from '../../src/render/pool-size';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const c = loadConfig({});
    expect(c).toEqual({
      discordToken: undefined,
      discordAppId: undefined,
      guildId: undefined,
      databasePath: './data/derrick.sqlite',
      port: 3000,
      reminderHours: 12,
      lobbyDays: 14,
      renderThreads: defaultRenderThreads(),
      logLevel: 'info',
    });
  });

  it('treats empty values from .env as not set', () => {
    const c = loadConfig({ DISCORD_TOKEN: '', PORT: '', DATABASE_PATH: ' ', LOG_LEVEL: '' });
    expect(c.discordToken).toBeUndefined();
    expect(c.port).toBe(3000);
    expect(c.databasePath).toBe('./data/derrick.sqlite');
  });

  it('reads every variable', () => {
    const c = loadConfig({
      DISCORD_TOKEN: 'abc.def',
      DISCORD_APP_ID: '123456789012345678',
      GUILD_ID: '223456789012345678',
      DATABASE_PATH: '/tmp/x.sqlite',
      PORT: '8080',
      REMINDER_HOURS: '0.5',
      LOBBY_DAYS: '7',
      RENDER_THREADS: '3',
      LOG_LEVEL: 'DEBUG',
    });
    expect(c).toEqual({
      discordToken: 'abc.def',
      discordAppId: '123456789012345678',
      guildId: '223456789012345678',
      databasePath: '/tmp/x.sqlite',
      port: 8080,
      reminderHours: 0.5,
      lobbyDays: 7,
      renderThreads: 3,
      logLevel: 'debug',
    });
  });

  it('lists every problem in one clear error', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', GUILD_ID: 'my-server' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as ConfigError).message;
    expect(message).toContain('PORT must be a whole number from 1 to 65535, got "eighty"');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).toContain('GUILD_ID must be a Discord id');
    expect((err as ConfigError).problems).toHaveLength(3);
  });

  it('REMINDER_HOURS: 12 by default, 0 turns reminders off, a bad value is named', () => {
    expect(loadConfig({ REMINDER_HOURS: '' }).reminderHours).toBe(12);
    expect(loadConfig({ REMINDER_HOURS: '0' }).reminderHours).toBe(0);
    expect(loadConfig({ REMINDER_HOURS: ' 24 ' }).reminderHours).toBe(24);
    for (const bad of ['-1', 'soon', '1e9', 'Infinity']) {
      expect(() => loadConfig({ REMINDER_HOURS: bad })).toThrow(
        `REMINDER_HOURS must be a number of hours from 0 (no reminders) to 720, got "${bad}"`,
      );
    }
  });

  it('LOBBY_DAYS: 14 by default, 0 keeps lobbies open for ever, a bad value is named', () => {
    expect(loadConfig({ LOBBY_DAYS: '' }).lobbyDays).toBe(14);
    expect(loadConfig({ LOBBY_DAYS: '0' }).lobbyDays).toBe(0);
    expect(loadConfig({ LOBBY_DAYS: '2.5' }).lobbyDays).toBe(2.5);
    for (const bad of ['-1', 'never', '400']) {
      expect(() => loadConfig({ LOBBY_DAYS: bad })).toThrow(
        `LOBBY_DAYS must be a number of days from 0 (lobbies never close) to 365, got "${bad}"`,
      );
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('logLevelFrom', () => {
  it('accepts pino levels case-insensitively and falls back otherwise', () => {
    expect(logLevelFrom('WARN', false)).toBe('warn');
    expect(logLevelFrom('nonsense', false)).toBe('info');
    expect(logLevelFrom(undefined, true)).toBe('silent');
  });
});
