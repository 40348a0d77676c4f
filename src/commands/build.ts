/** `/oil build choice:<spot>`: build or place a road, settlement, city or metropolis; spots autocomplete. */
import { typedAction } from './typed-action';

export const build = typedAction(
  'build',
  'build',
  'Build a road, settlement, city or metropolis',
  'What and where: type "settlement 12" or pick from the list',
);
