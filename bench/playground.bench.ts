/**
 * The local Discord stand-in: how long a start and a discord.js login take, and the round trip of an
 * interaction through the real gateway and REST (driver -> INTERACTION_CREATE -> discord.js -> callback).
 */
import { AttachmentBuilder, Client, GatewayIntentBits, type Interaction } from 'discord.js';
import { startStandIn, type StandIn } from '../src/playground';
import { TINY_PNG } from '../test/playground/png';
import { nowMs, percentile, type Benchmark } from './harness';

const ROUNDS = 40;

async function withBot<T>(
  handler: (i: Interaction) => Promise<void>,
  body: (standIn: StandIn) => Promise<T>,
): Promise<T> {
  const standIn = await startStandIn();
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: standIn.restUrl } });
  try {
    const ready = new Promise<void>((resolve) => client.once('clientReady', () => resolve()));
    await client.login(standIn.token);
    await ready;
    await client.application?.commands.set([{ name: 'ping', description: 'Ping' }]);
    client.on('interactionCreate', (i) => void handler(i));
    return await body(standIn);
  } finally {
    await client.destroy();
    await standIn.close();
  }
}

async function roundTrips(standIn: StandIn): Promise<number[]> {
  const times: number[] = [];
  for (let n = 0; n < ROUNDS; n++) {
    const started = nowMs();
    await standIn.driver.runCommand({ user: 'ana', channel: 'general', command: 'ping' }).waitForReply();
    times.push(nowMs() - started);
  }
  return times;
}

export const benchmarks: Benchmark[] = [
  {
    name: 'playground.coldStartAndLoginMs',
    unit: 'ms',
    async run() {
      const started = nowMs();
      await withBot(
        async () => undefined,
        async () => undefined,
      );
      return nowMs() - started;
    },
  },
  {
    name: 'playground.replyRoundTripMs.p50',
    unit: 'ms',
    async run() {
      const times = await withBot(async (i) => {
        if (i.isChatInputCommand()) await i.reply('pong');
      }, roundTrips);
      return percentile(times, 50);
    },
  },
  {
    name: 'playground.deferEditPngRoundTripMs.p50',
    unit: 'ms',
    async run() {
      const times = await withBot(async (i) => {
        if (!i.isChatInputCommand()) return;
        await i.deferReply();
        await i.editReply({
          content: 'board',
          files: [new AttachmentBuilder(TINY_PNG, { name: 'board.png' })],
        });
      }, roundTrips);
      return percentile(times, 50);
    },
  },
];
