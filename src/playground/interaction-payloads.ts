import {
  ApplicationCommandOptionType,
  ChannelType,
  ComponentType,
  InteractionContextType,
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
  type APIPartialInteractionGuild,
} from 'discord-api-types/v10';
import type { ChannelRecord } from './model';
import { DM_PERMISSIONS } from './permissions';
import { apiChannel, apiInteractionMember } from './serialize';
import type { Store } from './store';

/** A mistake in a driver call (unknown user, option, button …): the stand-in state is left unchanged. */
export class DriverError extends Error {}

export type OptionValue = string | number | boolean;

/** Fields every interaction sent to the bot carries. */
export function interactionBase(
  store: Store,
  userId: string,
  channel: ChannelRecord,
  id: string,
  token: string,
) {
  if (channel.type === ChannelType.DM) return dmInteractionBase(store, userId, channel, id, token);
  const guild = store.guild(channel.guildId);
  const partialGuild: APIPartialInteractionGuild = {
    id: guild.id,
    locale: 'en-US' as APIPartialInteractionGuild['locale'],
    features: [],
  };
  return {
    id,
    token,
    application_id: store.applicationId,
    version: 1 as const,
    guild_id: guild.id,
    guild: partialGuild,
    channel_id: channel.id,
    channel: apiChannel(channel),
    member: apiInteractionMember(store, guild, userId, channel),
    // Discord sends the app's permissions in this channel, overwrites and implicit denials included.
    app_permissions: store.channelPermissions(channel, store.botUser.id).toString(),
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: { 0: guild.id },
    context: InteractionContextType.Guild,
    attachment_size_limit: 10 * 1024 * 1024,
  };
}

/**
 * An interaction from the DM between a user and the bot, as Discord sends it: no guild, no member — only
 * `user`; `context` 1 (bot DM); `app_permissions` what an app has in a DM; the guild-install owner is "0".
 */
function dmInteractionBase(store: Store, userId: string, channel: ChannelRecord, id: string, token: string) {
  return {
    id,
    token,
    application_id: store.applicationId,
    version: 1 as const,
    channel_id: channel.id,
    channel: apiChannel(channel),
    user: store.user(userId),
    app_permissions: DM_PERMISSIONS.toString(),
    locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: { 0: '0' },
    context: InteractionContextType.BotDM,
    attachment_size_limit: 10 * 1024 * 1024,
  };
}

export interface BuiltOptions {
  options: APIApplicationCommandInteractionDataOption[];
  resolved: APIInteractionDataResolved;
}

/**
 * Turn `oil new` + `{ game: 'oil-springs' }` into the interaction option tree, typed by the registered command,
 * checking what Discord's client checks (required options, choices, ranges, lengths).
 */
export function buildOptions(
  store: Store,
  channel: ChannelRecord,
  command: APIApplicationCommand,
  path: string[],
  values: Record<string, OptionValue>,
  focused: string | null,
  invokerId: string = store.botUser.id,
): BuiltOptions {
  const resolved: APIInteractionDataResolved = {};
  let definitions: APIApplicationCommandOption[] = command.options ?? [];
  const wrappers: { name: string; type: ApplicationCommandOptionType }[] = [];
  for (const name of path) {
    const sub = definitions.find(
      (o) =>
        o.name === name &&
        (o.type === ApplicationCommandOptionType.Subcommand ||
          o.type === ApplicationCommandOptionType.SubcommandGroup),
    );
    if (!sub) throw new DriverError(`/${command.name} has no subcommand "${name}"`);
    wrappers.push({ name, type: sub.type });
    definitions =
      ('options' in sub ? (sub.options as APIApplicationCommandOption[] | undefined) : undefined) ?? [];
  }
  if (
    definitions.some(
      (o) =>
        o.type === ApplicationCommandOptionType.Subcommand ||
        o.type === ApplicationCommandOptionType.SubcommandGroup,
    )
  ) {
    throw new DriverError(`/${[command.name, ...path].join(' ')} needs a subcommand`);
  }
  const leaf: APIApplicationCommandInteractionDataOption[] = [];
  for (const [name, value] of Object.entries(values)) {
    const def = definitions.find((o) => o.name === name);
    if (!def) throw new DriverError(`/${[command.name, ...path].join(' ')} has no option "${name}"`);
    const isFocused = focused === name;
    leaf.push(convertOption(store, channel, def, value, isFocused, resolved, invokerId));
  }
  if (focused === null) {
    for (const def of definitions) {
      if ('required' in def && def.required && !(def.name in values)) {
        throw new DriverError(`option "${def.name}" is required`);
      }
    }
  } else if (!(focused in values)) {
    throw new DriverError(`focused option "${focused}" needs a (partial) value`);
  }
  let options = leaf;
  for (const wrapper of [...wrappers].reverse()) {
    options = [
      { name: wrapper.name, type: wrapper.type, options } as APIApplicationCommandInteractionDataOption,
    ];
  }
  return { options, resolved };
}

function convertOption(
  store: Store,
  channel: ChannelRecord,
  def: APIApplicationCommandOption,
  value: OptionValue,
  focused: boolean,
  resolved: APIInteractionDataResolved,
  invokerId: string,
): APIApplicationCommandInteractionDataOption {
  const T = ApplicationCommandOptionType;
  const base = { name: def.name, type: def.type };
  if (focused) {
    if (def.type !== T.String && def.type !== T.Integer && def.type !== T.Number) {
      throw new DriverError(`option "${def.name}" cannot autocomplete`);
    }
    return { ...base, value: String(value), focused: true } as APIApplicationCommandInteractionDataOption;
  }
  const choices = 'choices' in def ? def.choices : undefined;
  if (choices && choices.length > 0 && !choices.some((c) => c.value === value)) {
    throw new DriverError(`"${String(value)}" is not a choice of option "${def.name}"`);
  }
  switch (def.type) {
    case T.String: {
      if (typeof value !== 'string') throw new DriverError(`option "${def.name}" takes text`);
      if (
        (def.min_length !== undefined && value.length < def.min_length) ||
        (def.max_length !== undefined && value.length > def.max_length)
      ) {
        throw new DriverError(`option "${def.name}" has the wrong length`);
      }
      return { ...base, value } as APIApplicationCommandInteractionDataOption;
    }
    case T.Integer:
    case T.Number: {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number) || (def.type === T.Integer && !Number.isInteger(number))) {
        throw new DriverError(
          `option "${def.name}" takes ${def.type === T.Integer ? 'a whole number' : 'a number'}`,
        );
      }
      if (
        (def.min_value !== undefined && number < def.min_value) ||
        (def.max_value !== undefined && number > def.max_value)
      ) {
        throw new DriverError(`option "${def.name}" is out of range`);
      }
      return { ...base, value: number } as APIApplicationCommandInteractionDataOption;
    }
    case T.Boolean:
      if (typeof value !== 'boolean') throw new DriverError(`option "${def.name}" takes true or false`);
      return { ...base, value } as APIApplicationCommandInteractionDataOption;
    case T.User:
    case T.Mentionable: {
      const user = store.findUser(String(value));
      const guild = store.guild(channel.guildId);
      if (!user || !guild.members.has(user.id))
        throw new DriverError(`no member "${String(value)}" for option "${def.name}"`);
      resolved.users = { ...resolved.users, [user.id]: user };
      const { user: _u, ...member } = apiInteractionMember(store, guild, user.id, channel);
      resolved.members = { ...resolved.members, [user.id]: member };
      return { ...base, value: user.id } as APIApplicationCommandInteractionDataOption;
    }
    case T.Channel: {
      const target = store.findChannel(String(value), channel.guildId);
      if (!target) throw new DriverError(`no channel "${String(value)}" for option "${def.name}"`);
      const api = apiChannel(target);
      resolved.channels = {
        ...resolved.channels,
        [target.id]: {
          ...api,
          // The invoking user's permissions in that channel, as Discord resolves it.
          permissions: store.channelPermissions(target, invokerId).toString(),
        },
      } as APIInteractionDataResolved['channels'];
      return { ...base, value: target.id } as APIApplicationCommandInteractionDataOption;
    }
    case T.Role: {
      const guild = store.guild(channel.guildId);
      const role = guild.roles.find(
        (r) => r.id === value || r.name.toLowerCase() === String(value).toLowerCase(),
      );
      if (!role) throw new DriverError(`no role "${String(value)}" for option "${def.name}"`);
      resolved.roles = { ...resolved.roles, [role.id]: role };
      return { ...base, value: role.id } as APIApplicationCommandInteractionDataOption;
    }
    default:
      throw new DriverError(`option "${def.name}" has a type the stand-in cannot send`);
  }
}

/** An option tree as Discord's client builds it (what a page's command box produces). */
export interface OptionTreeNode {
  name: string;
  type: ApplicationCommandOptionType;
  value?: OptionValue;
  options?: OptionTreeNode[];
  focused?: boolean;
}

/**
 * Flatten a Discord option tree into the driver's form: the subcommand path, the leaf values and the focused
 * option. `commandFromTree('oil', tree)` gives `{ command: 'oil new', options: { game: 'catan' }, focused }`.
 */
export function commandFromTree(
  name: string,
  tree: OptionTreeNode[],
): { command: string; options: Record<string, OptionValue>; focused: string | null } {
  const path = [name];
  let level = tree;
  for (;;) {
    const sub = level.find(
      (o) =>
        o.type === ApplicationCommandOptionType.Subcommand ||
        o.type === ApplicationCommandOptionType.SubcommandGroup,
    );
    if (!sub) break;
    path.push(sub.name);
    level = sub.options ?? [];
  }
  const options: Record<string, OptionValue> = {};
  let focused: string | null = null;
  for (const option of level) {
    if (option.value !== undefined) options[option.name] = option.value;
    if (option.focused) focused = option.name;
  }
  return { command: path.join(' '), options, focused };
}

export interface TextInputLike {
  custom_id: string;
  required?: boolean;
  min_length?: number;
  max_length?: number;
}

/** The text inputs of a modal, in rows (legacy) or in labels. */
export function collectTextInputs(modal: APIModalInteractionResponseCallbackData): TextInputLike[] {
  const inputs: TextInputLike[] = [];
  for (const row of modal.components as unknown[]) {
    const r = row as {
      type: number;
      components?: TextInputLike[];
      component?: TextInputLike & { type: number };
    };
    if (r.type === ComponentType.ActionRow) inputs.push(...(r.components ?? []));
    else if (r.component && r.component.type === ComponentType.TextInput) inputs.push(r.component);
  }
  return inputs;
}

export type { APIMessage };
