/**
 * `/oil help` is where a player or a server admin looks first: every `/oil` subcommand is named there, so none
 * is found only by scrolling Discord's command list (`/oil undo` and your own settings were missing).
 */
import { describe, expect, it } from 'vitest';
import { firstGameText, helpEmbeds, HELP_TEXT } from '../../src/commands/help';
import { listGames } from '../../src/games/registry';
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

  it('opens with a first game short enough to be read, each game with its goal and rules command', () => {
    const first = firstGameText();
    expect(first.length).toBeLessThan(1500);
    for (const g of listGames()) {
      expect(first).toContain(`**${g.title}**`);
      expect(first).toContain(`\`/oil rules game:${g.id}\``);
      if (g.goal) expect(first).toContain(g.goal);
    }
  });

  it('stays within Discord’s 6,000 characters for all the embeds of one message', () => {
    const embeds = helpEmbeds().map((e) => e.toJSON());
    const total = embeds.reduce((n, e) => n + (e.title?.length ?? 0) + (e.description?.length ?? 0), 0);
    expect(total).toBeLessThan(6000);
    for (const e of embeds) expect(e.description!.length).toBeLessThanOrEqual(4096);
  });
});

describe('/oil help on permissions', () => {
  // A newcomer read "With Manage Server, `/oil settings …`" beside the admin commands and thought playing took an
  // admin's permission.
  it('the first game says playing needs no role or permission', () => {
    expect(firstGameText()).toContain('Anyone on the server can play: no role or permission needed.');
  });

  it('names a permission only on the admin line, which says first that playing needs none', () => {
    const permissions = /Manage Server|Manage Threads|Administrator/;
    const lines = HELP_TEXT.split('\n').filter((line) => permissions.test(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\*\*Server admins\*\* \(only they need these; playing needs no permission\)\. /,
    );
    expect(firstGameText()).not.toMatch(permissions);
  });
});
