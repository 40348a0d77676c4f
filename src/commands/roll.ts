/** `/oil roll`: roll the dice (when rolling is what you can do). */
import { typedAction } from './typed-action';

export const roll = typedAction('roll', 'roll', 'Roll the dice', null);
