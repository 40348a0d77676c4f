import { DiscordHttpError, ErrorCode, notFound } from '../errors';
import { ok, type RestRequest, type RouteSpec } from '../router';
import { apiChannel, apiGuildCreate, apiMember, apiThread } from '../serialize';
import { param, type RestContext } from './context';

/** Guild, member and user look-ups discord.js makes (fetch member, fetch user, channels, roles). */
export function guildRoutes(rest: RestContext): RouteSpec[] {
  const { store } = rest;
  /** A guild the bot is in; one it is not in (never joined, or removed from) is unknown to it (10004). */
  const guildOf = (request: RestRequest) => {
    const guild = store.guild(param(request, 'guild_id'));
    if (!guild.members.has(store.botUser.id)) throw notFound(ErrorCode.UnknownGuild, 'Guild');
    return guild;
  };
  return [
    {
      method: 'GET',
      route: '/guilds/{guild_id}',
      auth: true,
      handler: (r) => {
        const { members: _m, channels: _c, threads: _t, ...guild } = apiGuildCreate(store, guildOf(r));
        return ok({ ...guild, approximate_member_count: guild.member_count });
      },
    },
    {
      method: 'GET',
      route: '/guilds/{guild_id}/channels',
      auth: true,
      handler: (r) =>
        ok(
          store
            .guildChannels(guildOf(r).id)
            .filter((c) => !c.thread)
            .map(apiChannel),
        ),
    },
    {
      method: 'GET',
      route: '/guilds/{guild_id}/threads/active',
      auth: true,
      handler: (r) => {
        const threads = store
          .guildChannels(guildOf(r).id)
          .filter((c) => c.thread && !c.thread.archived && store.canView(store.botUser.id, c));
        return ok({ threads: threads.map(apiThread), members: [] });
      },
    },
    { method: 'GET', route: '/guilds/{guild_id}/roles', auth: true, handler: (r) => ok(guildOf(r).roles) },
    {
      method: 'GET',
      route: '/guilds/{guild_id}/members',
      auth: true,
      handler: (r) => {
        const guild = guildOf(r);
        const limit = Math.min(Math.max(Number(r.query.get('limit') ?? 1) || 1, 1), 1000);
        return ok([...guild.members.keys()].slice(0, limit).map((id) => apiMember(store, guild, id)));
      },
    },
    {
      method: 'GET',
      route: '/guilds/{guild_id}/members/{user_id}',
      auth: true,
      handler: (r) => {
        const guild = guildOf(r);
        const userId = param(r, 'user_id');
        if (!guild.members.has(userId))
          throw new DiscordHttpError(404, ErrorCode.UnknownMember, 'Unknown Member');
        return ok(apiMember(store, guild, userId));
      },
    },
    { method: 'GET', route: '/users/@me', auth: true, handler: () => ok(store.botUser) },
    {
      // Open (or get) the DM with a user, as discord.js's user.send() / createDM() does.
      method: 'POST',
      route: '/users/@me/channels',
      auth: true,
      handler: (r) => {
        const recipient = (r.body as { recipient_id?: unknown } | undefined)?.recipient_id;
        store.user(String(recipient));
        return ok(apiChannel(store.dmChannel(String(recipient))));
      },
    },
    {
      method: 'GET',
      route: '/users/{user_id}',
      auth: true,
      handler: (r) => ok(store.user(param(r, 'user_id'))),
    },
  ];
}
