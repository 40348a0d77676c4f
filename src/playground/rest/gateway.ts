import { ok, type RouteSpec } from '../router';
import type { RestContext } from './context';

/** GET /gateway and /gateway/bot: where to connect, and how many sessions may start at once. */
export function gatewayRoutes(rest: RestContext): RouteSpec[] {
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
          session_start_limit: {
            total: 1000,
            remaining: 1000,
            reset_after: 86_400_000,
            max_concurrency: Math.max(16, rest.recommendedShards),
          },
        }),
    },
  ];
}
