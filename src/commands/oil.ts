/**
 * `/oil oil choice:<…>`: the oil moves: convert or sequester oil (Oil Springs); drill, develop, transport,
 * piggy-back or bid (Wildcatters).
 */
import { typedAction } from './typed-action';

export const oil = typedAction(
  'oil',
  'oil',
  'Oil moves: convert, sequester, drill, transport…',
  'e.g. "sequester" or "drill"',
);
