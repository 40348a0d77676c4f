/** `/oil endturn`: end your turn. */
import { typedAction } from './typed-action';

export const endturn = typedAction('endturn', 'endturn', 'End your turn', null);
