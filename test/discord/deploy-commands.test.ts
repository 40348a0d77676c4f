import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commandBodies } from '../../src/commands';
import { listGames } from '../../src/games/registry';
import { MAX_COMMAND_CHARACTERS, commandCharacters } from '../../src/playground/command-rules';

describe('deploy-commands', () => {
  it('without DISCORD_APP_ID and DISCORD_TOKEN it says which are missing and where to find them', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'derrick-deploy-'));
    try {
      const tsx = resolve('node_modules/.bin/tsx');
      const r = spawnSync(tsx, [resolve('src/tools/deploy-commands.ts')], {
        cwd,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('DISCORD_TOKEN (Developer Portal');
      expect(r.stderr).toContain('DISCORD_APP_ID (Developer Portal');
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('registers one /oil command whose options explain themselves within Discord’s limits', () => {
    const [oil] = commandBodies();
    expect(oil!.name).toBe('oil');
    const subs = oil!.options ?? [];
    expect(subs.length).toBeLessThanOrEqual(25);
    for (const sub of subs) {
      expect(sub.name).toMatch(/^[a-z-]{1,32}$/);
      expect(sub.description.length).toBeGreaterThan(5);
      expect(sub.description.length).toBeLessThanOrEqual(100);
      for (const o of ('options' in sub ? sub.options : undefined) ?? []) {
        expect(o.description.length).toBeLessThanOrEqual(100);
        for (const c of ('choices' in o ? o.choices : undefined) ?? [])
          expect(c.name.length).toBeLessThanOrEqual(100);
      }
    }
    const newGame = subs.find((s) => s.name === 'new') as {
      options: { name: string; choices?: { value: string }[] }[];
    };
    expect(newGame.options.find((o) => o.name === 'game')!.choices!.map((c) => c.value)).toEqual(
      expect.arrayContaining(['catan', 'oil-springs']),
    );
  });

  it('an option only the host or a server admin (Manage Threads) may use says both, not the host alone', () => {
    const [oil] = commandBodies();
    const described: string[] = [];
    for (const sub of oil!.options ?? []) {
      described.push(sub.description);
      for (const o of ('options' in sub ? sub.options : undefined) ?? []) described.push(o.description);
    }
    // "Host: allow …" (the takeover's allow option) told a server admin the option was not theirs.
    expect(described.filter((d) => /(^|\()host:/i.test(d))).toEqual([]);
    expect(described.filter((d) => /(^|\()host or admin:/i.test(d)).length).toBeGreaterThanOrEqual(3);
  });

  it('/oil oil says what it does in every game that has it, not Oil Springs alone', () => {
    // Wildcatters drills, develops and transports with /oil oil too; its description said "(Oil Springs)".
    const [oil] = commandBodies();
    const sub = (oil!.options ?? []).find((s) => s.name === 'oil') as unknown as {
      description: string;
      options: { description: string }[];
    };
    expect(sub.description).not.toContain('(Oil Springs)');
    expect(sub.description).toMatch(/sequester/);
    expect(sub.description).toMatch(/drill/);
    expect(sub.options[0]!.description).toMatch(/drill/);
  });

  it('keeps /oil well within Discord’s 4,000 characters a command, with room for a new option', () => {
    // Names, descriptions and choices, counted as the stand-in counts them (Discord refuses a bigger command
    // with APPLICATION_COMMAND_TOO_LARGE, and registration fails). It was 3,847, then 3,689 with no room left
    // under the budget of 3,700 until the game options of /oil rules and /oil leaderboard were autocompleted
    // (3,523). The next option (a name, a description, a few short choices: 150 characters) must still fit.
    const [oil] = commandBodies();
    expect(MAX_COMMAND_CHARACTERS).toBe(4000);
    expect(commandCharacters(oil as unknown as Record<string, unknown>) + 150).toBeLessThanOrEqual(3700);
  });

  it('the game options of /oil rules and /oil leaderboard are autocompleted, not listed; /oil new lists its games', () => {
    const [oil] = commandBodies();
    const game = (sub: string) =>
      (
        (oil!.options ?? []).find((s) => s.name === sub) as unknown as { options: Record<string, unknown>[] }
      ).options.find((o) => o.name === 'game')!;
    for (const sub of ['rules', 'leaderboard']) {
      expect(game(sub).autocomplete, sub).toBe(true);
      expect(game(sub).choices, sub).toBeUndefined();
    }
    expect(game('new').choices).toHaveLength(listGames().length);
  });
});
