/** `/oil move choice:<…>`: any action you can take now, by name (every legal action autocompletes). */
import { typedAction } from './typed-action';

export const move = typedAction(
  'move',
  'move',
  'Any action you can take now, by name',
  'Start typing: every legal action is listed',
);
