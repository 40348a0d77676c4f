/**
 * `/oil help` in a game's thread names that game's typed commands (`Presenter.typedHelp`): base Catan's leave out
 * `/oil oil`, which only Oil Springs has (a playtest read it in a Catan thread, where it does nothing).
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';

it("base Catan's help names its typed commands, without Oil Springs' /oil oil", () => {
  const help = presenterFor('catan').typedHelp ?? '';
  for (const command of ['roll', 'build', 'play', 'trade', 'endturn', 'move'])
    expect(help).toContain(`\`/oil ${command}\``);
  expect(help).not.toContain('`/oil oil`');
  // Oil Springs keeps the line of every game's commands, `/oil oil` among them.
  expect(presenterFor('oil-springs').typedHelp).toBeUndefined();
});
