/**
 * Which moves link to a chooser that opens by itself (src/discord/linked-step.ts), decided from a presenter's
 * choices and forms on real engine states: only where the player's turn goes on and all they may do is pick
 * among one group's several choices.
 */
import { describe, expect, it } from 'vitest';
import { linkedChoices } from '../../src/discord/linked-step';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { meritOil } from '../../src/games/merit-oil';
import type { AnyGameModule } from '../../src/games/types';
import { playUntil, snapOf } from './snap';

function linked(module: AnyGameModule, state: unknown, seat: number, sameTurn = true) {
  const left = { snap: snapOf(module, state), sameTurn };
  return linkedChoices(presenterFor(module.id), left, seat);
}

describe('linkedChoices', () => {
  // The set-up's road, after its settlement: one group, several roads.
  const road = playUntil(catan, 'linked', (s) => {
    const c = s as CatanState;
    return c.phase === 'setup' && c.setupNode >= 0;
  }) as CatanState;

  it('the setup road after its settlement: that group, every road', () => {
    const choices = linked(catan, road, road.current)!;
    expect(choices.length).toBeGreaterThan(1);
    expect(new Set(choices.map((c) => c.group))).toEqual(new Set(['road']));
  });

  it('nothing for a turn that did not go on, or for another seat', () => {
    expect(linked(catan, road, road.current, false)).toBeNull();
    expect(linked(catan, road, (road.current + 1) % 4)).toBeNull();
  });

  it('nothing where the player has several groups (after the roll) or a form (a discard)', () => {
    const main = playUntil(catan, 'linked', (s) => (s as CatanState).phase === 'main') as CatanState;
    expect(linked(catan, main, main.current)).toBeNull();
    const discard = playUntil(catan, 'linked-discard', (s) => (s as CatanState).phase === 'discard');
    const owing = (discard as CatanState).discardOwed.findIndex((n) => n > 0);
    expect((discard as CatanState).phase).toBe('discard');
    expect(linked(catan, discard, owing)).toBeNull();
  });

  it("Merit's insurance after a charter: insure or not, two groups, so nothing opens", () => {
    const insure = playUntil(meritOil, 'linked', (s) => {
      const snap = snapOf(meritOil, s);
      return snap.status.toAct.some((seat) =>
        presenterFor('merit-oil')
          .choices(snap, seat)
          .some((c) => c.group === 'insure'),
      );
    });
    const snap = snapOf(meritOil, insure);
    const seat = snap.status.toAct[0]!;
    expect(
      presenterFor('merit-oil')
        .choices(snap, seat)
        .some((c) => c.group === 'insure'),
    ).toBe(true);
    expect(linked(meritOil, insure, seat)).toBeNull();
    // Decided from the turn message's two open buttons (insure, sail uninsured) alone: the player's every
    // legal action is not listed after each move. The set-up road (one open button) lists them.
    const counted = (id: string) => {
      const presenter = presenterFor(id);
      const counter = { listed: 0 };
      const counting = {
        ...presenter,
        choices: (...args: Parameters<typeof presenter.choices>) => {
          counter.listed++;
          return presenter.choices(...args);
        },
      };
      return { counting, counter };
    };
    const merit = counted('merit-oil');
    expect(linkedChoices(merit.counting, { snap, sameTurn: true }, seat)).toBeNull();
    expect(merit.counter.listed).toBe(0);
    const setup = counted('catan');
    expect(
      linkedChoices(setup.counting, { snap: snapOf(catan, road), sameTurn: true }, road.current),
    ).not.toBeNull();
    expect(setup.counter.listed).toBe(1);
  });
});
