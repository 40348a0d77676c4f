import type { RouteSpec } from '../router';
import { applicationRoutes } from './applications';
import { channelRoutes } from './channels';
import type { RestContext } from './context';
import { gatewayRoutes } from './gateway';
import { guildRoutes } from './guilds';
import { interactionRoutes } from './interactions';

export type { RestContext, Timing } from './context';

export function allRoutes(ctx: RestContext): RouteSpec[] {
  return [
    ...gatewayRoutes(ctx),
    ...applicationRoutes(ctx),
    ...interactionRoutes(ctx),
    ...channelRoutes(ctx),
    ...guildRoutes(ctx),
  ];
}
