/**
 * `enforce_nonce` as Discord documents it: a second message by the same author with the same nonce in the
 * past few minutes returns the first one and creates nothing. The bot posts each turn with a nonce naming the
 * game and version, so a post repeated after a crash (sent, but not yet recorded) never shows twice.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, GatewayIntentBits } from 'discord.js';
import { startStandIn, type StandIn } from '../../src/playground';

let standIn: StandIn;
let client: Client;
beforeAll(async () => {
  standIn = await startStandIn();
  client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: standIn.restUrl } });
  await client.login(standIn.token);
}, 30_000);
afterAll(async () => {
  await client.destroy();
  await standIn.close();
});

it('the same nonce, enforced, returns the first message instead of a second', async () => {
  const general = await client.channels.fetch(standIn.driver.channel('general').id);
  if (!general?.isSendable()) throw new Error('not sendable');
  const before = standIn.driver.visibleMessages('ana', 'general').length;
  const first = await general.send({ content: 'turn 7', nonce: 't3.7', enforceNonce: true });
  const again = await general.send({ content: 'turn 7 (again)', nonce: 't3.7', enforceNonce: true });
  expect(again.id).toBe(first.id);
  expect(standIn.driver.visibleMessages('ana', 'general').length).toBe(before + 1);
  // Without enforce_nonce, or with another nonce, a message is a new message.
  const loose = await general.send({ content: 'turn 7', nonce: 't3.7' });
  const other = await general.send({ content: 'turn 8', nonce: 't3.8', enforceNonce: true });
  expect(new Set([first.id, loose.id, other.id]).size).toBe(3);
  // A few minutes later the nonce is free again.
  standIn.driver.advanceClock(6 * 60_000);
  const later = await general.send({ content: 'turn 7', nonce: 't3.7', enforceNonce: true });
  expect(later.id).not.toBe(first.id);
});
