/**
 * discord.*: the bot's own cost per turn.
 * - `discord.turnMessage.p50Ms`: building one Oil Springs turn message from a mid-game snapshot — legal
 *   actions labelled and grouped, disabled reasons, alt text, the board PNG and the payload (p50 of 40).
 * - `discord.clickToTurn.p50Ms` / `.p95Ms`: through the local stand-in and unmodified discord.js, from a
 *   player's click (button, then the private chooser's select when there is one) until the new turn message
 *   is posted — the whole path: gateway, defer, table, SQLite, render, REST upload. 40 human actions of an Oil
 *   Springs game (3 humans scripted by the greedy bot, 1 bot seat).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIMessage } from 'discord-api-types/v10';
import { startBot } from '../src/discord/bot';
import { parseCustomId } from '../src/discord/custom-id';
import { presenterFor } from '../src/discord/presenters';
import { turnPayload } from '../src/discord/turn';
import { getGame } from '../src/games/registry';
import { Rng } from '../src/games/rng';
import { startStandIn } from '../src/playground';
import { snapOf } from '../test/discord/snap';
import type { Benchmark } from './harness';
import { nowMs, percentile, sampleMs } from './harness';

function midGame(gameId: string): unknown {
  const module = getGame(gameId)!;
  let state = module.setup(4, module.optionsSchema.parse({}), 'bench-discord');
  for (let i = 0; i < 120; i++) {
    const seat = module.status(state).toAct[0]!;
    const r = module.apply(
      state,
      seat,
      module.bots.greedy!(structuredClone(state), seat, Rng.fromSeed(`b${i}`)),
    );
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return state;
}

async function turnMessageSamples(): Promise<number[]> {
  const snap = snapOf(getGame('oil-springs')!, midGame('oil-springs'), 99);
  const presenter = presenterFor('oil-springs');
  return sampleMs(async () => {
    const picture = await presenter.render(snap);
    turnPayload({ snap, presenter, events: [{ text: '{p0} rolled 8' }], picture });
  }, 40);
}

const buttonsOf = (m: APIMessage) =>
  (m.components ?? []).flatMap((r) =>
    'components' in r
      ? (r.components as { custom_id?: string; type: number; options?: { value: string }[] }[])
      : [],
  );

async function clickSamples(): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-bench-'));
  const standIn = await startStandIn();
  const guildId = standIn.driver.guilds()[0]!.id;
  const bot = await startBot({
    token: standIn.token,
    api: standIn.restUrl,
    databasePath: join(dir, 'bench.sqlite'),
    registerCommandsIn: [guildId],
  });
  const d = standIn.driver;
  const samples: number[] = [];
  try {
    const run = async (user: string, channel: string, command: string, options = {}) => {
      const h = d.runCommand({ user, channel, command, options });
      await h.waitForAck({ timeoutMs: 20_000 });
      await bot.idle();
      return h;
    };
    const opened = await run('ana', 'general', 'oil new', { game: 'oil-springs', seed: 'bench-click' });
    const thread = /<#(\d+)>/.exec(opened.original()?.content ?? '')![1]!;
    const lobby = d
      .visibleMessages('ana', thread)
      .find((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'))!;
    const lobbyId = (verb: string) =>
      buttonsOf(lobby).find((b) => parseCustomId(b.custom_id)?.verb === verb)!.custom_id!;
    const click = async (user: string, message: string | APIMessage, customId: string) => {
      const h = d.clickButton({ user, message, customId });
      await h.waitForAck({ timeoutMs: 20_000 });
      await bot.idle();
      return h;
    };
    await click('ben', lobby.id, lobbyId('join'));
    await click('caro', lobby.id, lobbyId('join'));
    await click('ana', lobby.id, lobbyId('addbot'));
    await click('ana', lobby.id, lobbyId('start'));
    const users = new Map(['ana', 'ben', 'caro'].map((u) => [d.user(u).id, u]));
    for (let i = 0; i < 40; i++) {
      const snap = bot.app.desk.snapshot(parseCustomId(buttonsOf(lastTurn())[0]!.custom_id!)!.row)!;
      if (snap.status.over) break;
      const seat = snap.status.toAct.find((s) => users.has(snap.seats[s]?.userId ?? ''));
      if (seat === undefined) break;
      const user = users.get(snap.seats[seat]!.userId!)!;
      const action = snap.module.bots.greedy!(structuredClone(snap.state), seat, Rng.fromSeed(`c${i}`));
      const legal = snap.module.legalActions(snap.state, seat) as unknown[];
      const index = legal.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
      const choice = presenterFor('oil-springs')
        .choices(snap, seat)
        .find((c) => c.index === index);
      if (!choice) break;
      const turn = lastTurn();
      const button = buttonsOf(turn).find((b) => parseCustomId(b.custom_id)?.args[0] === choice.group)!;
      const t0 = nowMs();
      const h = await click(user, turn, button.custom_id!);
      if (bot.app.desk.snapshot(snap.record.id)!.record.version === snap.record.version) {
        // The chooser: an ephemeral follow-up of the click (src/discord/components/act.ts).
        const chooser = h.followUps().at(-1) ?? h.original()!;
        const select = buttonsOf(chooser).find(
          (c) => c.type === 3 && c.options?.some((o) => o.value === String(index)),
        );
        if (!select) break;
        const pick = d.chooseInSelect({
          user,
          message: chooser,
          customId: select.custom_id!,
          values: [String(index)],
        });
        await pick.waitForAck({ timeoutMs: 20_000 });
        await bot.idle();
      }
      samples.push(nowMs() - t0);
    }
    return samples;

    function lastTurn(): APIMessage {
      return [...d.visibleMessages('dev', thread)]
        .reverse()
        .find((m) => buttonsOf(m).some((b) => parseCustomId(b.custom_id)?.verb === 'hand'))!;
    }
  } finally {
    await bot.stop();
    await standIn.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

let clicks: Promise<number[]> | null = null;
const clickRun = () => (clicks ??= clickSamples());

export const benchmarks: Benchmark[] = [
  {
    name: 'discord.turnMessage.p50Ms',
    unit: 'ms',
    run: async () => percentile(await turnMessageSamples(), 50),
  },
  { name: 'discord.clickToTurn.p50Ms', unit: 'ms', run: async () => percentile(await clickRun(), 50) },
  { name: 'discord.clickToTurn.p95Ms', unit: 'ms', run: async () => percentile(await clickRun(), 95) },
];
