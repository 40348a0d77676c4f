/**
 * The README names the `/oil` subcommands and options a player types: every one the bot registers is named
 * there (`/oil start` was not), and every one it names in a `/oil …` example is registered, with its options.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../src/paths';
import { oilCommand } from '../../src/commands/index';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
interface Registered {
  name: string;
  options?: { name: string; choices?: { name: string }[] }[];
}
const registered = oilCommand().toJSON().options as Registered[];
/** Every `/oil …` example in backquotes: its subcommand and the rest. */
const examples = [...readme.matchAll(/`\/oil ([a-z-]+)([^`]*)`/g)].map((m) => ({ sub: m[1]!, rest: m[2]! }));

describe("the README's /oil subcommands", () => {
  it('names every subcommand the bot registers', () => {
    const named = new Set(examples.map((e) => e.sub));
    const missing = registered.map((s) => s.name).filter((n) => !named.has(n));
    expect(missing, 'registered but never named as `/oil <name>` in the README').toEqual([]);
  });

  it('names only registered subcommands, with their registered options', () => {
    for (const { sub, rest } of examples) {
      const found = registered.find((s) => s.name === sub);
      expect(found, `\`/oil ${sub}\` in the README`).toBeDefined();
      const options = (found!.options ?? []).map((o) => o.name);
      // `name:value` and `[name]`, after taking out the choices listed in <…>.
      const plain = rest.replace(/<[^>]*>/g, '');
      const named = [...plain.matchAll(/(?<=^|\s)([a-z-]+):|\[([a-z-]+)\]/g)].map((m) => m[1] ?? m[2]!);
      for (const option of named)
        expect(options, `\`/oil ${sub}${rest}\`: option ${option}`).toContain(option);
    }
  });

  it('lists choices of an option as the command offers them', () => {
    let lists = 0;
    for (const { sub, rest } of examples) {
      const options = registered.find((s) => s.name === sub)?.options ?? [];
      for (const [, name, list] of rest.matchAll(/([a-z-]+):<([^>]*\|[^>]*)>/g)) {
        lists++;
        const choices = (options.find((o) => o.name === name)?.choices ?? []).map((c) => c.name);
        for (const shown of list!.split(' | '))
          expect(
            choices.some((c) => c.startsWith(shown)),
            `\`/oil ${sub} ${name}:\` lists "${shown}"`,
          ).toBe(true);
      }
    }
    expect(lists, 'the README lists the choices of `game:` and `clock:`').toBeGreaterThanOrEqual(2);
  });
});
