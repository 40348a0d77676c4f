/**
 * The README's line on `/oil new` names what the command offers: every game a server can pick and every game
 * option. It listed Catan and Oil Springs alone, and no `length`, long after Merit's "Oil" and Wildcatters joined.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/paths';
import { offeredGames } from '../../src/games/registry';
import { GAME_OPTIONS } from '../../src/commands/new';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** The Playing section's item on `/oil new`, up to the next item. */
const item = /^- `\/oil new game:<([^>]*)>`[\s\S]*?(?=\n- )/m.exec(readme);

describe("the README's /oil new", () => {
  it('lists every game offered by its title, in menu order', () => {
    expect(item, 'README has an item starting "- `/oil new game:<…>`"').not.toBeNull();
    expect(item![1]!.split(' | ')).toEqual(offeredGames().map((g) => g.title));
  });

  it('names every game option of the command', () => {
    for (const { option } of GAME_OPTIONS) expect(item![0]).toContain(`\`${option}\``);
    expect(item![0]).toContain('`seed`');
  });
});
