/**
 * The README's setup for a server admin: the `npm` scripts it names exist and every script is named, the
 * Scripts table has a row for each tool it says prints its usage, and the Configuration table lists exactly
 * the variables `src/config.ts` reads, as `.env.example` does, with the same defaults.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths';
import { configSchema } from '../src/config';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);
const envExample = readFileSync(join(ROOT, '.env.example'), 'utf8');

/** The text of the README's `## <title>` section. */
function section(title: string): string {
  const m = new RegExp(`^## ${title}\\n([\\s\\S]*?)(?=^## )`, 'm').exec(readme);
  expect(m, `README has a "## ${title}" section`).not.toBeNull();
  return m![1]!;
}

describe("the README's scripts", () => {
  it('names only scripts package.json has', () => {
    const named = [...readme.matchAll(/npm run ([a-z:-]+)/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named) expect(scripts, `npm run ${name}`).toContain(name);
  });

  it('names every script but the npm hooks', () => {
    const invocation = (s: string) => (s === 'start' || s === 'test' ? `npm ${s}` : `npm run ${s}`);
    const unnamed = scripts.filter(
      (s) => !/^(pre|post)/.test(s) && !new RegExp(`${invocation(s)}(?![\\w:-])`).test(readme),
    );
    expect(unnamed).toEqual([]);
  });

  it('has a row in the Scripts table for each tool it says prints its usage', () => {
    const table = section('Scripts');
    const tools = /Each of these tools \(([^)]*)\)/.exec(table);
    expect(tools, 'the Scripts section names its tools').not.toBeNull();
    for (const [, tool] of tools![1]!.matchAll(/`([a-z-]+)`/g))
      expect(table, `a row for npm run ${tool}`).toMatch(new RegExp(`^\\| \`npm run ${tool}[ \`]`, 'm'));
  });
});

describe("the README's configuration", () => {
  const rows = [...section('Configuration').matchAll(/^\| `([A-Z_]+)` *\| *([^|]*?) *\|/gm)].map((m) => ({
    name: m[1]!,
    cell: m[2]!,
  }));
  const example = [...envExample.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => ({ name: m[1]!, value: m[2]! }));
  const defaults = configSchema.parse({}) as Record<string, unknown>;

  it('lists exactly the variables src/config.ts reads, in .env.example too', () => {
    const read = Object.keys(configSchema.shape).sort();
    expect(rows.map((r) => r.name).sort()).toEqual(read);
    expect(example.map((e) => e.name).sort()).toEqual(read);
  });

  it('gives the defaults src/config.ts applies', () => {
    const quoted = rows.filter((r) => /^`[^`]*`$/.test(r.cell));
    expect(quoted.length).toBeGreaterThan(0);
    for (const { name, cell } of quoted) expect(`\`${String(defaults[name])}\``, name).toBe(cell);
    for (const { name, value } of example.filter((e) => e.value !== ''))
      expect(String(defaults[name]), `.env.example ${name}`).toBe(value);
  });
});
