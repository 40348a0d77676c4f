import { ok, type RouteSpec } from '../router';
import { SessionStarts } from '../session-starts';
import type { RestContext } from './context';

/** GET /gateway and /gateway/bot: where to connect, and how many sessions may start at once. */
export function gatewayRoutes(rest: RestContext): RouteSpec[] {
  const sessionStarts = rest.sessionStarts ?? new SessionStarts();
  return [
    { method: 'GET', route: '/gateway', auth: false, handler: () => ok({ url: rest.gatewayUrl() }) },
    {
      method: 'GET',
      route: '/gateway/bot',
      auth: true,
      handler: () =>
        ok({
          url: rest.gatewayUrl(),
          shards: rest.recommendedShards,
          session_start_limit: sessionStarts.info(),
        }),
    },
  ];
}
