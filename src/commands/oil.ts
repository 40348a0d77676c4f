/** `/oil oil choice:<…>`: convert or sequester oil (Oil Springs). */
import { typedAction } from './typed-action';

export const oil = typedAction(
  'oil',
  'oil',
  'Convert or sequester oil (Oil Springs)',
  'e.g. "1 oil → 2 ore" or "sequester"',
);
