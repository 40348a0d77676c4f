/** A second bot started by mistake on the same database and shard refuses to start; a restart is fine. */
import { expect, it } from 'vitest';
import { startBot } from '../../src/discord/bot';
import { useHarness } from './use-harness';

const { h } = useHarness();

it('a second bot on the same database and shard is refused with a clear message', async () => {
  const second = startBot({ token: h.standIn.token, api: h.standIn.restUrl, databasePath: h.dbPath });
  await expect(second).rejects.toThrow(`Another Derrick process (pid ${process.pid} on `);
  await expect(
    startBot({ token: h.standIn.token, api: h.standIn.restUrl, databasePath: h.dbPath }),
  ).rejects.toThrow(`is already using ${h.dbPath} for shard 0: stop it first.`);
});

it('a stopped bot releases the database: a restart on it starts', async () => {
  await h.restart();
  expect(h.bot.client.isReady()).toBe(true);
});

it('a bot whose login fails leaves the database free', async () => {
  await h.bot.stop();
  await expect(
    startBot({ token: 'wrong-token', api: h.standIn.restUrl, databasePath: h.dbPath }),
  ).rejects.toThrow();
  await h.restart();
  expect(h.bot.client.isReady()).toBe(true);
});
