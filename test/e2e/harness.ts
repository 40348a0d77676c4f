/**
 * End-to-end harness: the local Discord stand-in, the real bot (unmodified discord.js) connected to it with a
 * fresh SQLite file, and helpers to act as Ana, Ben, Caro and Dev and read what they see.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MessageFlags,
  type APIMessage,
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
} from 'discord-api-types/v10';
import { startBot, type RunningBot, type StartBotOptions } from '../../src/discord/bot';
import type { GameSnapshot } from '../../src/discord/desk';
import { parseCustomId } from '../../src/discord/custom-id';
import { collectTextInputs, type TextInputLike } from '../../src/playground/interaction-payloads';
import {
  SESSION_START_DEFAULTS,
  startStandIn,
  type InteractionHandle,
  type OptionValue,
  type StandIn,
  type WorldSpec,
} from '../../src/playground';

export interface Harness {
  standIn: StandIn;
  bot: RunningBot;
  dbPath: string;
  guildId: string;
  /** Restart the bot on the same database (simulates a crash/redeploy); `meanwhile` runs while it is down. */
  restart(meanwhile?: () => void | Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** Extra options for the bot of a harness (`reminders` with a test clock, a `logger`). */
export type HarnessBotOptions = Pick<
  StartBotOptions,
  'reminders' | 'clocks' | 'catchUp' | 'logger' | 'rateLimit' | 'health'
>;

/** `bot`: extra options for the bot (`reminders` with a test clock, a `logger`), also used on restart. */
export async function startHarness(bot: HarnessBotOptions = {}, world?: WorldSpec): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'derrick-e2e-'));
  const dbPath = join(dir, 'derrick.sqlite');
  // The identify window (one IDENTIFY per 5 s) runs on real time plus this offset: a restart steps over it
  // instead of waiting.
  let identifySkip = 0;
  const standIn = await startStandIn({
    ...(world ? { world } : {}),
    sessionStarts: { now: () => Date.now() + identifySkip },
  });
  const guildId = standIn.driver.guilds()[0]!.id;
  const boot = () =>
    startBot({
      token: standIn.token,
      api: standIn.restUrl,
      databasePath: dbPath,
      registerCommandsIn: standIn.driver.guilds().map((g) => g.id),
      // Scripted players click far faster than people; the limit itself has its own test.
      rateLimit: { capacity: 100_000 },
      ...bot,
    });
  const h: Harness = {
    standIn,
    bot: await boot(),
    dbPath,
    guildId,
    async restart(meanwhile) {
      await h.bot.stop();
      await meanwhile?.();
      identifySkip += SESSION_START_DEFAULTS.identifyWindowMs;
      h.bot = await boot();
    },
    async close() {
      await h.bot.stop();
      await standIn.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return h;
}

export function buttons(message: APIMessage): { customId: string; label: string; disabled: boolean }[] {
  return (message.components ?? []).flatMap((row) =>
    ((row as APIActionRowComponent<APIComponentInMessageActionRow>).components ?? []).flatMap((c) =>
      c.type === 2 && 'custom_id' in c
        ? [{ customId: c.custom_id, label: c.label ?? '', disabled: c.disabled ?? false }]
        : [],
    ),
  );
}

/** The custom id of `message`'s enabled button whose id contains `part` (a verb such as ".act.choose"). */
export function buttonId(message: APIMessage, part: string): string {
  const b = buttons(message).find((x) => x.customId.includes(part) && !x.disabled);
  if (!b)
    throw new Error(
      `no button ${part} in ${buttons(message)
        .map((x) => x.customId)
        .join(', ')}`,
    );
  return b.customId;
}

export function selects(
  message: APIMessage,
): { customId: string; options: { label: string; value: string; description?: string }[] }[] {
  return (message.components ?? []).flatMap((row) =>
    ((row as APIActionRowComponent<APIComponentInMessageActionRow>).components ?? []).flatMap((c) =>
      c.type === 3
        ? [
            {
              customId: c.custom_id,
              options: c.options.map((o) => ({
                label: o.label,
                value: o.value,
                ...(o.description ? { description: o.description } : {}),
              })),
            },
          ]
        : [],
    ),
  );
}

export function isEphemeral(message: APIMessage): boolean {
  return ((message.flags ?? 0) & MessageFlags.Ephemeral) !== 0;
}

/** All text a message shows: content, embeds, component labels and attachment descriptions. */
export function messageText(message: APIMessage): string {
  const parts: string[] = [message.content ?? ''];
  for (const e of message.embeds ?? []) {
    parts.push(e.title ?? '', e.description ?? '', ...(e.fields ?? []).flatMap((f) => [f.name, f.value]));
  }
  parts.push(...buttons(message).map((b) => b.label));
  for (const s of selects(message)) parts.push(...s.options.map((o) => o.label));
  for (const a of message.attachments ?? []) parts.push(a.description ?? '');
  return parts.join('\n');
}

/** The version a turn message was drawn at (from its buttons), or null. */
export function versionOf(message: APIMessage): number | null {
  for (const b of buttons(message)) {
    const id = parseCustomId(b.customId);
    if (id) return id.version;
  }
  return null;
}

/** The game version a chooser's menu was drawn at (its first select's, else its first button's), or null. */
export function menuVersionOf(chooser: APIMessage): number | null {
  const id = selects(chooser)[0]?.customId ?? buttons(chooser)[0]?.customId;
  return id ? (parseCustomId(id)?.version ?? null) : null;
}

export class Player {
  constructor(
    readonly h: Harness,
    readonly user: string,
  ) {}

  get id(): string {
    return this.h.standIn.driver.user(this.user).id;
  }

  command(channel: string, command: string, options: Record<string, OptionValue> = {}): InteractionHandle {
    return this.h.standIn.driver.runCommand({ user: this.user, channel, command, options });
  }

  /** Run a command and wait for its (deferred, then edited) reply. */
  async run(
    channel: string,
    command: string,
    options: Record<string, OptionValue> = {},
  ): Promise<APIMessage> {
    return this.command(channel, command, options).waitForReply({ timeoutMs: 20_000 });
  }

  click(message: APIMessage | string, customId: string): InteractionHandle {
    return this.h.standIn.driver.clickButton({ user: this.user, message, customId });
  }

  select(message: APIMessage | string, customId: string, values: string[]): InteractionHandle {
    return this.h.standIn.driver.chooseInSelect({ user: this.user, message, customId, values });
  }

  /** Click the form button `customId` on `message`: the click (to submit from) and the values its fields open with (an empty field: absent). */
  async openForm(
    message: APIMessage,
    customId: string,
  ): Promise<{ click: InteractionHandle; values: Record<string, string> }> {
    const click = this.click(message, customId);
    const modal = await click.waitForModal({ timeoutMs: 20_000 });
    const inputs = collectTextInputs(modal) as (TextInputLike & { value?: string })[];
    const values = Object.fromEntries(inputs.flatMap((i) => (i.value ? [[i.custom_id, i.value]] : [])));
    return { click, values };
  }

  /** Submit the form `click` opened with `values`, once the bot is done: its private answer's text. */
  async submitForm(click: InteractionHandle, values: Record<string, string>): Promise<string> {
    const handle = this.h.standIn.driver.submitModal({ user: this.user, from: click, values });
    await settle(this.h, handle);
    return answerOf(handle)?.content ?? '';
  }

  sees(channel: string): APIMessage[] {
    return this.h.standIn.driver.visibleMessages(this.user, channel);
  }

  /** The newest public turn message of `channel` (the one with "My hand") as this user sees it. */
  turnMessage(channel: string): APIMessage | undefined {
    return [...this.sees(channel)]
      .reverse()
      .find((m) => !isEphemeral(m) && buttons(m).some((b) => b.customId.includes('.hand')));
  }
}

/** Which of `players` the game in `channel` waits for first (from the bot's own view of it). */
export function whoActs(h: Harness, channel: string, players: readonly Player[]): Player {
  const game = h.bot.app.desk.byChannel(channel);
  const snap = game ? h.bot.app.desk.snapshot(game.record.id) : null;
  const seat = snap?.status.toAct[0];
  const who = players.find((p) => p.id === game?.seats.find((s) => s.seat === seat)?.userId);
  if (!who) throw new Error(`none of ${players.map((p) => p.user).join(', ')} must act in ${channel}`);
  return who;
}

/**
 * Save `player`'s `action` in game `row` the way their click saves it (src/discord/play.ts): the bot's desk checks
 * the turn at `seenVersion`, applies the move and the bots' turns after it, and saves them. Nothing goes through
 * Discord: the thread shows the game as it is once synced (`h.bot.app.threads.sync(row)`), as it does after a
 * crash between a move saved and its turn posted. Returns the game after it.
 */
export function saveMove(
  player: Player,
  row: number,
  action: unknown,
  seenVersion: number | null,
): GameSnapshot {
  const desk = player.h.bot.app.desk;
  const turn = desk.turnFor(row, player.id, seenVersion);
  if (!turn.ok) throw new Error(`${player.user} may not act in game ${row}: ${turn.message}`);
  const done = desk.actOn(turn.value, { id: player.id, name: player.user }, action);
  if (!done.ok) throw new Error(`${player.user}'s ${JSON.stringify(action)} refused: ${done.message}`);
  return done.value.snap;
}

/** Wait until the bot acknowledged `handle` and finished all its work. */
export async function settle(h: Harness, handle: InteractionHandle): Promise<void> {
  await handle.waitForAck({ timeoutMs: 20_000 });
  await h.bot.idle();
}

/**
 * `player` makes a choice of the race (`which`, "safe" by default) in the game of `thread`: the turn message's
 * Choose button, then that option of the private chooser it opens. Returns the pick (its answer: `answerOf`).
 */
export async function chooseInRace(
  player: Player,
  thread: string,
  which: 'safe' | 'risky' = 'safe',
): Promise<InteractionHandle> {
  const turn = player.turnMessage(thread);
  const choose = turn && buttons(turn).find((b) => b.customId.includes('.act.choose'));
  if (!turn || !choose) throw new Error(`no turn message with a Choose button in ${thread}`);
  const click = player.click(turn, choose.customId);
  await settle(player.h, click);
  const chooser = answerOf(click);
  const select = chooser && selects(chooser)[0];
  if (!chooser || !select) throw new Error(`no private chooser for ${player.user} in ${thread}`);
  const option = select.options.find((o) => `${o.label} ${o.value}`.toLowerCase().includes(which));
  if (!option) throw new Error(`no "${which}" option in ${JSON.stringify(select.options)}`);
  const pick = player.select(chooser, select.customId, [option.value]);
  await settle(player.h, pick);
  return pick;
}

/** The private message a settled interaction produced (ephemeral reply or follow-up), or null. */
export function answerOf(handle: InteractionHandle): APIMessage | null {
  const follow = handle.followUps().at(-1);
  if (follow) return follow;
  const original = handle.original();
  return original && isEphemeral(original) ? original : null;
}

/** The thread id in a "Lobby open in <#id>" reply. */
export function threadIdIn(message: APIMessage): string {
  const m = /<#(\d+)>/.exec(message.content ?? '');
  if (!m) throw new Error(`no thread mention in: ${message.content}`);
  return m[1]!;
}

/** `host` runs `/oil new` with `options` in #general: the new thread and its lobby message. */
export async function openLobby(
  h: Harness,
  host: Player,
  options: Record<string, OptionValue>,
): Promise<{ thread: string; lobby: APIMessage }> {
  const thread = threadIdIn(await host.run('general', 'oil new', options));
  const lobby = await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
    channel: thread,
  });
  return { thread, lobby };
}

/** `joiners` press Join on the lobby in `thread`, one after the other, then `host` presses Start. */
export async function joinAndStart(
  h: Harness,
  thread: string,
  lobby: APIMessage,
  host: Player,
  joiners: readonly Player[],
): Promise<void> {
  const press = async (p: Player, verb: string) => {
    const fresh = host.sees(thread).find((m) => m.id === lobby.id)!;
    await settle(h, p.click(fresh, buttons(fresh).find((b) => b.customId.includes(`.${verb}`))!.customId));
  };
  for (const p of joiners) await press(p, 'join');
  await press(host, 'start');
}

/**
 * A game of test-race hosted by `host`, with `late` and `onTime` seated, and a 24 h turn clock under `policy`
 * (`/oil new`'s clock-policy): the host and `onTime` chose, `late` keeps it waiting. Its thread.
 */
export async function clockedRace(
  h: Harness,
  policy: string,
  host: Player,
  late: Player,
  onTime: Player,
): Promise<string> {
  const { thread, lobby } = await openLobby(h, host, {
    game: 'test-race',
    clock: '24h',
    'clock-policy': policy,
  });
  await joinAndStart(h, thread, lobby, host, [late, onTime]);
  await chooseInRace(host, thread);
  await chooseInRace(onTime, thread);
  return thread;
}
