import {
  ApplicationCommandType,
  ApplicationIntegrationType,
  InteractionContextType,
  type APIApplicationCommand,
} from 'discord-api-types/v10';
import { checkCommandRules } from '../command-rules';
import { DiscordHttpError, addFieldError, invalidFormBody, type FieldErrors } from '../errors';
import { noContent, ok, type RestRequest, type RouteSpec } from '../router';
import { newSnowflake } from '../snowflake';
import { asObject, param, requireApplication, type RestContext } from './context';

type CommandBody = Record<string, unknown>;

function toCommand(
  rest: RestContext,
  body: CommandBody,
  guildId: string | null,
  id: string,
): APIApplicationCommand {
  const perms = body.default_member_permissions;
  return {
    id,
    application_id: rest.store.applicationId,
    ...(guildId ? { guild_id: guildId } : {}),
    name: String(body.name),
    name_localizations: null,
    description: typeof body.description === 'string' ? body.description : '',
    description_localizations: null,
    options: Array.isArray(body.options) ? (body.options as APIApplicationCommand['options']) : [],
    default_member_permissions: perms === undefined || perms === null ? null : String(perms),
    type:
      typeof body.type === 'number'
        ? (body.type as ApplicationCommandType)
        : ApplicationCommandType.ChatInput,
    nsfw: body.nsfw === true,
    version: newSnowflake(),
    contexts: (body.contexts as InteractionContextType[] | undefined) ?? null,
    integration_types: (body.integration_types as ApplicationIntegrationType[] | undefined) ?? [
      ApplicationIntegrationType.GuildInstall,
    ],
  } as APIApplicationCommand;
}

function scope(rest: RestContext, request: RestRequest): string | null {
  requireApplication(rest, param(request, 'application_id'));
  const guildId = request.params.guild_id ?? null;
  if (guildId !== null) rest.store.guild(guildId);
  return guildId;
}

/** Application command registration: global and per guild, bulk overwrite, create, list, delete. */
export function applicationRoutes(rest: RestContext): RouteSpec[] {
  const { store } = rest;
  const list = (request: RestRequest) => ok([...store.commandsFor(scope(rest, request)).values()]);
  const overwrite = (request: RestRequest) => {
    const guildId = scope(rest, request);
    const bodies = (Array.isArray(request.body) ? request.body : []).map(asObject);
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    bodies.forEach((body, index) => {
      checkCommandRules(body, [index], errors);
      const key = `${String(body.type ?? 1)}:${String(body.name)}`;
      if (seen.has(key)) {
        addFieldError(errors, [index, 'name'], {
          code: 'APPLICATION_COMMANDS_DUPLICATE_NAME',
          message: `Application command names must be unique`,
        });
      }
      seen.add(key);
    });
    if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
    const commands = store.commandsFor(guildId);
    const previous = [...commands.values()];
    commands.clear();
    for (const body of bodies) {
      const same = previous.find(
        (c) => c.name === body.name && c.type === (body.type ?? ApplicationCommandType.ChatInput),
      );
      const command = toCommand(rest, body, guildId, same?.id ?? newSnowflake());
      commands.set(command.id, command);
    }
    store.emit('commandsUpdate', { guildId });
    return ok([...commands.values()]);
  };
  const create = (request: RestRequest) => {
    const guildId = scope(rest, request);
    const body = asObject(request.body);
    const errors: FieldErrors = {};
    checkCommandRules(body, [], errors);
    if (Object.keys(errors).length > 0) throw invalidFormBody(errors);
    const commands = store.commandsFor(guildId);
    const same = [...commands.values()].find((c) => c.name === body.name && c.type === (body.type ?? 1));
    const command = toCommand(rest, body, guildId, same?.id ?? newSnowflake());
    commands.set(command.id, command);
    store.emit('commandsUpdate', { guildId });
    return ok(command, same ? 200 : 201);
  };
  const remove = (request: RestRequest) => {
    const guildId = scope(rest, request);
    if (!store.commandsFor(guildId).delete(param(request, 'command_id'))) {
      throw new DiscordHttpError(404, 10063, 'Unknown application command');
    }
    store.emit('commandsUpdate', { guildId });
    return noContent();
  };
  const me = () =>
    ok({
      id: store.applicationId,
      name: store.botUser.username,
      icon: null,
      description: '',
      bot_public: true,
      bot_require_code_grant: false,
      verify_key: '0'.repeat(64),
      flags: 0,
      bot: store.botUser,
      owner: [...store.users.values()].find((u) => !u.bot) ?? store.botUser,
      team: null,
    });
  const routes: RouteSpec[] = [{ method: 'GET', route: '/applications/@me', auth: true, handler: me }];
  for (const base of ['/applications/{application_id}', '/applications/{application_id}/guilds/{guild_id}']) {
    routes.push(
      { method: 'GET', route: `${base}/commands`, auth: true, handler: list },
      { method: 'PUT', route: `${base}/commands`, auth: true, handler: overwrite },
      { method: 'POST', route: `${base}/commands`, auth: true, handler: create },
      { method: 'DELETE', route: `${base}/commands/{command_id}`, auth: true, handler: remove },
    );
  }
  return routes;
}
