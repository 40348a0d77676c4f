/** `/oil play choice:<…>`: play a development card, or move the robber (hex, victim, what to steal). */
import { typedAction } from './typed-action';

export const play = typedAction(
  'play',
  'play',
  'Play a development card, or move the robber',
  'Which card and its choice, or where the robber goes',
);
