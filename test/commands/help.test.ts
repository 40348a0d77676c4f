/**
 * `/oil help` is where a player or a server admin looks first: every `/oil` subcommand is named there, so none
 * is found only by scrolling Discord's command list (`/oil undo` and your own settings were missing).
 */
import { describe, expect, it } from 'vitest';
import { HELP_TEXT } from '../../src/commands/help';
import { SUBCOMMANDS } from '../../src/commands';

describe('/oil help', () => {
  it('names every /oil subcommand', () => {
    const missing = SUBCOMMANDS.map((s) => s.name)
      .filter((name) => name !== 'help')
      .filter((name) => !HELP_TEXT.includes(`/oil ${name}`));
    expect(missing).toEqual([]);
  });

  it('fits in one embed description with the list of games (4,096 characters)', () => {
    expect(HELP_TEXT.length).toBeLessThan(3600);
  });
});
