/**
 * The page's backend over the stand-in's driver: the world, commands and messages as the driver sees them,
 * actions run as the tab's person through the driver (so the bot receives real interactions over the
 * gateway), and the driver's events turned into page changes.
 *
 * An action answers once the bot acknowledged it: like Discord's client, the page then shows "This interaction
 * failed" if the bot did not answer within Discord's 3 seconds, and opens the modal if it answered with one.
 */
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  InteractionResponseType,
  MessageFlags,
  type APIApplicationCommand,
  type APIApplicationCommandOption,
  type APIMessage,
} from 'discord-api-types/v10';
import type { Driver, InteractionHandle } from '../driver';
import type { BackendChange, PlaygroundBackend } from './backend';
import type {
  ActionResponse,
  AutocompleteResponse,
  ChannelInfo,
  ClickRequest,
  CommandInfo,
  CommandOptionInfo,
  DismissRequest,
  OptionValue,
  PageMessage,
  PersonInfo,
  RunCommandRequest,
  SayRequest,
  SelectRequest,
  SubmitModalRequest,
  WorldInfo,
} from './protocol';

/** Discord's client gives up on an interaction after 3 s; a little slack for the page's round trip. */
const ACK_TIMEOUT_MS = 3_500;
const AUTOCOMPLETE_TIMEOUT_MS = 3_000;
/** Interaction tokens live 15 minutes; a modal cannot be submitted after that. */
const MODAL_LIFETIME_MS = 15 * 60_000;

const COLORS = ['#e67e22', '#3498db', '#2ecc71', '#e91e63', '#9b59b6', '#f1c40f', '#1abc9c', '#e74c3c'];
const BOT_COLOR = '#949cf7';

export class DriverBackend implements PlaygroundBackend {
  /** Modals waiting for their submission: `${userId} ${customId}` → the interaction the bot answered with it. */
  private readonly openModals = new Map<string, { handle: InteractionHandle; openedAt: number }>();
  /** Ephemeral messages a person dismissed (Discord forgets them too). */
  private readonly dismissed = new Set<string>();

  constructor(
    private readonly driver: Driver,
    /** The stand-in's base URL, stripped from attachment URLs so the page loads them from its own origin. */
    private readonly baseUrl: string,
  ) {}

  world(): WorldInfo {
    const guild = this.driver.guilds()[0] ?? { id: '', name: 'Playground' };
    const channels = this.driver.channels(guild.id);
    const people: PersonInfo[] = this.driver.users().map((u, i) => ({
      id: u.id,
      name: u.global_name ?? u.username,
      username: u.username,
      color: COLORS[i % COLORS.length] ?? '#5865f2',
    }));
    const bot = this.driver.botUser;
    return {
      guild,
      channels: channels.map((c, index): ChannelInfo => {
        const thread = c.type === ChannelType.PublicThread || c.type === ChannelType.PrivateThread;
        const meta = thread && 'thread_metadata' in c ? c.thread_metadata : undefined;
        return {
          id: c.id,
          name: c.name ?? '',
          type: c.type,
          ...(thread && 'parent_id' in c && c.parent_id ? { parentId: c.parent_id } : {}),
          ...(meta?.archived ? { archived: true } : {}),
          position: thread ? index : 'position' in c ? c.position : index,
        };
      }),
      people,
      bot: {
        id: bot.id,
        name: bot.global_name ?? bot.username,
        username: bot.username,
        color: BOT_COLOR,
        bot: true,
      },
    };
  }

  commands(): CommandInfo[] {
    return this.driver
      .commands()
      .filter((c) => (c.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput)
      .map(commandInfo);
  }

  messages(channelId: string, userId: string): PageMessage[] | undefined {
    if (!this.driver.channels().some((c) => c.id === channelId)) return undefined;
    return this.driver
      .visibleMessages(userId, channelId)
      .filter((m) => !this.dismissed.has(m.id))
      .map((m) => ({ message: this.forPage(m), ephemeral: ((m.flags ?? 0) & MessageFlags.Ephemeral) !== 0 }));
  }

  async runCommand(r: RunCommandRequest): Promise<ActionResponse> {
    const { path, values } = flatten(r.name, r.options);
    const handle = this.driver.runCommand({
      user: r.user,
      channel: r.channelId,
      command: path,
      options: values,
    });
    return this.outcome(r.user, handle);
  }

  async autocomplete(r: RunCommandRequest): Promise<AutocompleteResponse> {
    const { path, values, focused } = flatten(r.name, r.options);
    if (focused === undefined) return { choices: [] };
    try {
      const choices = await this.driver.autocomplete(
        { user: r.user, channel: r.channelId, command: path, options: values, focused },
        { timeoutMs: AUTOCOMPLETE_TIMEOUT_MS },
      );
      return { choices };
    } catch {
      // Like Discord's client: no answer (or a refused request) just means no suggestions.
      return { choices: [] };
    }
  }

  async click(r: ClickRequest): Promise<ActionResponse> {
    return this.outcome(
      r.user,
      this.driver.clickButton({ user: r.user, message: r.messageId, customId: r.customId }),
    );
  }

  async select(r: SelectRequest): Promise<ActionResponse> {
    const handle = this.driver.chooseInSelect({
      user: r.user,
      message: r.messageId,
      customId: r.customId,
      values: r.values,
    });
    return this.outcome(r.user, handle);
  }

  async submitModal(r: SubmitModalRequest): Promise<ActionResponse> {
    const key = `${r.user} ${r.customId}`;
    const from = this.openModals.get(key);
    if (!from) return { ok: false, error: 'This form is no longer open; do what opened it again.' };
    const handle = this.driver.submitModal({ user: r.user, from: from.handle, values: r.fields });
    this.openModals.delete(key);
    return this.outcome(r.user, handle);
  }

  async dismiss(r: DismissRequest): Promise<ActionResponse> {
    const mine = this.driver
      .visibleMessages(r.user, r.channelId)
      .find((m) => m.id === r.messageId && ((m.flags ?? 0) & MessageFlags.Ephemeral) !== 0);
    if (!mine) return { ok: false, error: 'Only your own ephemeral messages can be dismissed.' };
    this.dismissed.add(r.messageId);
    this.emit({ type: 'messageDelete', channelId: r.channelId, messageId: r.messageId, visibleTo: r.user });
    return { ok: true };
  }

  /** The person's message, through the driver: their permissions in the channel apply as on Discord. */
  async say(r: SayRequest): Promise<ActionResponse> {
    this.driver.postMessage({ user: r.user, channel: r.channelId, content: r.content });
    return { ok: true };
  }

  subscribe(listener: (change: BackendChange) => void): () => void {
    const events = this.driver.events;
    const onMessage = (e: { message: APIMessage; channelId: string; visibleTo: string | null }): void => {
      if (this.dismissed.has(e.message.id)) return;
      listener({
        type: 'message',
        channelId: e.channelId,
        message: this.forPage(e.message),
        ...(e.visibleTo !== null ? { visibleTo: e.visibleTo } : {}),
      });
    };
    const onDelete = (e: { id: string; channelId: string; visibleTo: string | null }): void =>
      listener({
        type: 'messageDelete',
        channelId: e.channelId,
        messageId: e.id,
        ...(e.visibleTo !== null ? { visibleTo: e.visibleTo } : {}),
      });
    const onWorld = (): void => listener({ type: 'world' });
    const onCommands = (): void => listener({ type: 'commands' });
    /** The driver events a page listens to, attached and detached from this one list. */
    const wire = (method: 'on' | 'off'): void => {
      events[method]('messageCreate', onMessage);
      events[method]('messageUpdate', onMessage);
      events[method]('messageDelete', onDelete);
      events[method]('threadCreate', onWorld);
      events[method]('threadUpdate', onWorld);
      events[method]('commandsUpdate', onCommands);
    };
    this.listeners.add(listener);
    wire('on');
    return () => {
      this.listeners.delete(listener);
      wire('off');
    };
  }

  private readonly listeners = new Set<(change: BackendChange) => void>();

  private emit(change: BackendChange): void {
    for (const listener of this.listeners) listener(change);
  }

  /** Waits for the bot's acknowledgement, as Discord's client does. */
  private async outcome(userId: string, handle: InteractionHandle): Promise<ActionResponse> {
    if (!handle.delivered) {
      return { ok: false, error: 'Derrick is not connected yet; wait a moment and try again.' };
    }
    let type: InteractionResponseType;
    try {
      type = await handle.waitForAck({ timeoutMs: ACK_TIMEOUT_MS });
    } catch {
      return { ok: false, error: 'Derrick did not respond in time.' };
    }
    if (type === InteractionResponseType.Modal && handle.record.modal) {
      // A form left open (or cancelled) is forgotten once its interaction could no longer be answered.
      const now = Date.now();
      for (const [key, open] of this.openModals) {
        if (now - open.openedAt > MODAL_LIFETIME_MS) this.openModals.delete(key);
      }
      this.openModals.set(`${userId} ${handle.record.modal.custom_id}`, { handle, openedAt: now });
      return { ok: true, modal: handle.record.modal };
    }
    return { ok: true };
  }

  /** Attachment URLs relative to the page's origin (the stand-in serves them on the same port). */
  private forPage(message: APIMessage): APIMessage {
    if (!this.baseUrl) return message;
    const json = JSON.stringify(message);
    if (!json.includes(this.baseUrl)) return message;
    return JSON.parse(json.split(`${this.baseUrl}/attachments/`).join('/attachments/')) as APIMessage;
  }
}

/** `/oil new game:x` as the page sends it → the driver's `"oil new"` + `{ game: 'x' }` (+ the focused name). */
export function flatten(
  name: string,
  options: OptionValue[],
): { path: string; values: Record<string, string | number | boolean>; focused?: string } {
  const path = [name];
  let level = options;
  while (level.length === 1 && isSub(level[0]?.type)) {
    const sub = level[0];
    if (!sub) break;
    path.push(sub.name);
    level = sub.options ?? [];
  }
  const values: Record<string, string | number | boolean> = {};
  let focused: string | undefined;
  for (const option of level) {
    if (option.value === undefined) continue;
    values[option.name] = option.value;
    if (option.focused) focused = option.name;
  }
  return { path: path.join(' '), values, ...(focused !== undefined ? { focused } : {}) };
}

function isSub(type: number | undefined): boolean {
  return (
    type === ApplicationCommandOptionType.Subcommand || type === ApplicationCommandOptionType.SubcommandGroup
  );
}

function commandInfo(c: APIApplicationCommand): CommandInfo {
  return { id: c.id, name: c.name, description: c.description, options: (c.options ?? []).map(optionInfo) };
}

function optionInfo(o: APIApplicationCommandOption): CommandOptionInfo {
  const info: CommandOptionInfo = { type: o.type, name: o.name, description: o.description };
  if ('required' in o && o.required) info.required = true;
  if ('choices' in o && o.choices) info.choices = o.choices;
  if ('autocomplete' in o && o.autocomplete) info.autocomplete = true;
  if ('options' in o && o.options)
    info.options = o.options.map((x) => optionInfo(x as APIApplicationCommandOption));
  if ('min_value' in o && o.min_value !== undefined) info.min_value = o.min_value;
  if ('max_value' in o && o.max_value !== undefined) info.max_value = o.max_value;
  if ('min_length' in o && o.min_length !== undefined) info.min_length = o.min_length;
  if ('max_length' in o && o.max_length !== undefined) info.max_length = o.max_length;
  return info;
}
