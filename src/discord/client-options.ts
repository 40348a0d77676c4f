/**
 * The discord.js caches of the bot, bounded: a bot serving thousands of game threads must not keep every
 * message it ever posted, every user who ever clicked, or threads long archived. The bot reads almost nothing
 * from the caches: game state lives in SQLite, turn messages are edited by id (REST), channels are fetched
 * by id (`channels.fetch` asks Discord on a miss), and who clicked comes with each interaction. What stays:
 * guilds, their channels and roles (discord.js needs them whole: their caches cannot be limited), active
 * threads (dropped by the sweeper once archived), the bot's own member (permissions), application commands.
 */
import { DefaultRestOptions, Options, type Client, type ClientOptions } from 'discord.js';
import { discordGlobalBudget, type SlidingBudget } from '../rest-budget';
import { type ProxyReach, pacedBotTokenRoutes, throughProxy } from './token-routes';

/** The designed limits: how many of each the client keeps at most. */
export const CACHE_LIMITS = {
  /**
   * Messages per channel: none. The bot edits its turn messages by id and never reads a message back from
   * the cache (a click’s message comes with the interaction). 10 a channel kept ~4,400 messages in the
   * 1,000-game load benchmark: ~30 MB of heap.
   */
  messagesPerChannel: 0,
  /** Users (interaction authors): names come with each interaction. */
  users: 500,
  /** Members per guild (besides the bot itself, always kept). */
  membersPerGuild: 200,
} as const;

/** Sweeping, in seconds: how often, and how long after archiving a thread it goes; users every half hour. */
export const SWEEP = {
  threadsEverySec: 600,
  threadsArchivedForSec: 1800,
  usersEverySec: 1800,
} as const;

/** The bot's own user or member (kept over every limit); nothing is before login. */
function isBot(x: { id: string; client: Client }): boolean {
  return x.id === x.client.user?.id;
}

/**
 * How often the REST client drops its idle rate-limit queues. It makes one per channel and one per
 * interaction token (every follow-up and edit of a reply): at 40 interactions a second, discord.js's default
 * hour piles up ~144,000 of them (tens of MB) between sweeps; two minutes keeps a few thousand.
 */
export const REST_HANDLER_SWEEP_MS = 120_000;

/**
 * The requests a second the REST client lets through before it holds everything back itself: no limit of its
 * own. discord.js counts every request towards it, also the interaction-token ones (a reply's edits and
 * follow-ups: about half of a move's requests) that Discord leaves out of its global 50 a second, and its window
 * is fixed: at its default of 50 the bot stalled at ~14 boards a second in the load benchmark, and at 100 it
 * still held every request, replies included, for up to a second whenever a busy second passed 100 (9 times in
 * 21 s at a fixed pace of 50 games, bench/load.bench.ts's `held by discord.js`). The bot-token requests are
 * paced instead where it counts: by the bot's own budget (`pacedBotTokenRoutes`) or the shared proxy's
 * (src/rest-proxy.ts). Discord still has the last word: its global 429 stops every request until it resets.
 */
export const REST_GLOBAL_PER_SEC = Number.POSITIVE_INFINITY;

/**
 * The bounded caches of the bot's Client (`makeCache`, `sweepers`) and its REST options (`api`: the REST base,
 * e.g. the stand-in's; Discord's when absent. `proxy`: the shared REST proxy (src/rest-proxy.ts) and what its
 * requests found of it, which then gets every bot-token request and keeps them within Discord's global limit;
 * interaction-token ones still go to `api`, and bot-token ones too while the proxy cannot be reached, see
 * ./token-routes. Without a proxy the client keeps its own bot-token requests within that limit,
 * `pacedBotTokenRoutes`, in `budget`): spread into `new Client({ ... })`.
 */
export function clientCacheOptions(
  api?: string,
  proxy?: { url: string; reach: ProxyReach },
  budget: SlidingBudget = discordGlobalBudget(),
): Pick<ClientOptions, 'makeCache' | 'sweepers' | 'rest'> {
  return {
    rest: {
      handlerSweepInterval: REST_HANDLER_SWEEP_MS,
      globalRequestsPerSecond: REST_GLOBAL_PER_SEC,
      ...(proxy
        ? {
            api: proxy.url,
            makeRequest: throughProxy(proxy.url, api ?? DefaultRestOptions.api, proxy.reach),
          }
        : {
            ...(api ? { api } : {}),
            makeRequest: pacedBotTokenRoutes(api ?? DefaultRestOptions.api, budget),
          }),
    },
    makeCache: Options.cacheWithLimits({
      MessageManager: CACHE_LIMITS.messagesPerChannel,
      UserManager: {
        maxSize: CACHE_LIMITS.users,
        keepOverLimit: isBot,
      },
      GuildMemberManager: {
        maxSize: CACHE_LIMITS.membersPerGuild,
        keepOverLimit: isBot,
      },
      // Nothing of these is read (and most need intents the bot does not ask for).
      ThreadMemberManager: 0,
      PresenceManager: 0,
      ReactionManager: 0,
      ReactionUserManager: 0,
      VoiceStateManager: 0,
      GuildEmojiManager: 0,
      GuildStickerManager: 0,
      GuildInviteManager: 0,
      GuildBanManager: 0,
      GuildScheduledEventManager: 0,
      StageInstanceManager: 0,
      AutoModerationRuleManager: 0,
      BaseGuildEmojiManager: 0,
    }),
    sweepers: {
      ...Options.DefaultSweeperSettings,
      threads: { interval: SWEEP.threadsEverySec, lifetime: SWEEP.threadsArchivedForSec },
      users: {
        interval: SWEEP.usersEverySec,
        filter: () => (user) => !isBot(user),
      },
    },
  };
}
