/**
 * Each game's typed commands (`Presenter.typedCommands`): `/oil help` in its thread names those and no other game's
 * (`typedHelp`), every move its bots reach is typed with one of them (or `/oil move`), and a command of another
 * game answers whose it is and what to type here: `/oil oil` in base Catan answered "There is nothing to do with
 * oil for you right now.", as if there might be later.
 */
import { describe, expect, it } from 'vitest';
import { EVERY_TYPED_COMMAND } from '../../src/commands/help';
import { notThisGameText } from '../../src/commands/typed-action';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import { offeredGames } from '../../src/games/registry';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule } from '../../src/games/types';
import { snapOf } from './snap';

const app = { presenter: presenterFor };

/** The `/oil …` commands a help line names, `/oil move` aside. */
function named(line: string): string[] {
  return [...line.matchAll(/`\/oil ([a-z]+)`/g)].map((m) => m[1]!).filter((c) => c !== 'move');
}

/** The commands the choices of the players to act are typed with, over `actions` moves of greedy bots. */
function commandsReached(mod: AnyGameModule, actions: number): Set<string> {
  const out = new Set<string>();
  let state = mod.setup(4, mod.optionsSchema.parse({}), `typed-${mod.id}`);
  const presenter = presenterFor(mod.id);
  for (let i = 0; i < actions && !mod.status(state).over; i++) {
    const snap = snapOf(mod, state);
    for (const seat of snap.status.toAct)
      for (const c of presenter.choices(snap, seat)) if (c.command) out.add(c.command);
    const seat = mod.status(state).toAct[0]!;
    const r = mod.apply(state, seat, mod.bots.greedy!(structuredClone(state), seat, Rng.fromSeed(`t${i}`)));
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  out.delete('move');
  return out;
}

describe('each game’s typed commands', () => {
  for (const mod of offeredGames())
    it(`${mod.title}: /oil help names exactly its own, and its moves use no other`, () => {
      const p = presenterFor(mod.id);
      expect(p.typedCommands, 'every offered game says its typed commands').toBeDefined();
      const mine = [...p.typedCommands!].sort();
      expect(named(p.typedHelp ?? EVERY_TYPED_COMMAND).sort()).toEqual(mine);
      const reached = [...commandsReached(mod, 300)];
      expect(reached.filter((c) => !mine.includes(c as never))).toEqual([]);
    });
});

describe('a command of another game', () => {
  it('/oil oil in base Catan: it is Oil Springs’ (and Wildcatters’), and what Catan offers instead', () => {
    expect(notThisGameText(app, catan, 'oil')).toBe(
      'Catan has no `/oil oil`. It is a command of Catan: Oil Springs and Wildcatters. Here you can type ' +
        '`/oil roll`, `/oil build`, `/oil play` (development cards, the robber), `/oil trade`, `/oil endturn`, ' +
        'or `/oil move` for anything; spots autocomplete.',
    );
  });

  it('a command the game has, and /oil move everywhere, are answered as before (null here)', () => {
    for (const mod of offeredGames()) {
      expect(notThisGameText(app, mod, 'move')).toBeNull();
      for (const c of presenterFor(mod.id).typedCommands ?? [])
        expect(notThisGameText(app, mod, c)).toBeNull();
    }
  });

  it('Merit’s "Oil" and Wildcatters name theirs for a command they do not have', () => {
    const [merit, wild] = ['merit-oil', 'wildcatters'].map((id) => offeredGames().find((g) => g.id === id)!);
    expect(notThisGameText(app, merit!, 'build')).toMatch(
      /^Merit's "Oil" has no `\/oil build`\. It is a command of Catan, Catan: Oil Springs and Wildcatters\. Here you can type `\/oil roll`, `\/oil trade`/,
    );
    expect(notThisGameText(app, wild!, 'roll')).toMatch(
      /^Wildcatters has no `\/oil roll`\. It is a command of Catan, Catan: Oil Springs and Merit's "Oil"\. Here you can type `\/oil build`/,
    );
  });
});
