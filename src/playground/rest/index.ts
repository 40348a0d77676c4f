import type { RouteSpec } from '../router';
import { applicationRoutes } from './applications';
import { channelRoutes } from './channels';
import type { RestContext } from './context';
import { gatewayRoutes } from './gateway';
import { guildRoutes } from './guilds';
import { interactionRoutes } from './interactions';

export type { RestContext, Timing } from './context';

export function allRoutes(rest: RestContext): RouteSpec[] {
  return [
    ...gatewayRoutes(rest),
    ...applicationRoutes(rest),
    ...interactionRoutes(rest),
    ...channelRoutes(rest),
    ...guildRoutes(rest),
  ];
}
