/**
 * Over real bot games of both Catan games, Merit's "Oil" and Wildcatters, every turn message and every chooser fits Discord's limits, every
 * legal action of every seat to act can be reached through its button and chooser steps, and every enabled
 * button answers every seat to act (with an action, or privately with the reason it is not possible).
 */
import { describe, expect, it } from 'vitest';
import type { APIActionRowComponent, APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import { descend, type ChooserOption } from '../../src/discord/chooser';
import { parseCustomId } from '../../src/discord/custom-id';
import { presenterFor } from '../../src/discord/presenters';
import type { ActionChoice } from '../../src/discord/presenters/types';
import { turnPayload } from '../../src/discord/turn';
import { catan } from '../../src/games/catan';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import { Rng } from '../../src/games/rng';
import { wildcatters } from '../../src/games/wildcatters';
import type { AnyGameModule } from '../../src/games/types';
import { snapOf } from './snap';

function reachable(choices: ActionChoice[]): Set<number> {
  const found = new Set<number>();
  const walk = (path: number[]) => {
    const d = descend(choices, path);
    if (d.kind === 'apply') return void found.add(d.choice.index);
    expect(d.kind).toBe('options');
    if (d.kind !== 'options') return;
    checkOptions(d.options);
    d.options.forEach((o, i) => {
      if (o.value.startsWith('s')) walk([...path, i]);
      else found.add(Number(o.value));
    });
  };
  walk([]);
  return found;
}

function checkOptions(options: ChooserOption[]): void {
  expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  for (const o of options) {
    expect(o.label.trim().length).toBeGreaterThan(0);
    expect(o.value.length).toBeLessThanOrEqual(100);
  }
}

function checkGame(module: AnyGameModule, seed: string, bot = 'greedy'): number {
  const presenter = presenterFor(module.id);
  let state = module.setup(4, module.optionsSchema.parse({}), seed);
  let checked = 0;
  for (let i = 0; i < 3000; i++) {
    const status = module.status(state);
    if (status.over) break;
    if (i % 3 === 0) {
      const snap = snapOf(module, state, i);
      const payload = turnPayload({ snap, presenter, events: [], picture: Buffer.from('png') });
      const rows = (payload.components ?? []).map((r) =>
        (r as { toJSON(): APIActionRowComponent<APIButtonComponentWithCustomId> }).toJSON(),
      );
      expect(rows.length).toBeLessThanOrEqual(5);
      const buttons = rows.flatMap((r) => r.components);
      expect(rows.every((r) => r.components.length >= 1 && r.components.length <= 5)).toBe(true);
      expect(new Set(buttons.map((b) => b.custom_id)).size).toBe(buttons.length);
      for (const b of buttons) {
        expect((b.label ?? '').length).toBeLessThanOrEqual(80);
        expect(parseCustomId(b.custom_id)).not.toBeNull();
      }
      const groups = new Set(buttons.map((b) => parseCustomId(b.custom_id)!.args[0]));
      const open = buttons.filter((b) => !b.disabled).map((b) => parseCustomId(b.custom_id)!);
      for (const seat of status.toAct) {
        // Every enabled public button answers every player to act: an action, a chooser, a form, or a reason.
        const legalGroups = new Set(presenter.choices(snap, seat).map((c) => c.group));
        const reasons = new Set(presenter.unavailable(snap, seat).map((u) => u.group));
        const forms = new Set(presenter.forms(snap, seat).map((f) => f.key));
        for (const id of open) {
          const key = id.args[0] ?? '';
          if (id.verb === 'act')
            expect(legalGroups.has(key) || reasons.has(key), `${key} for seat ${seat} at ${i}`).toBe(true);
          if (id.verb === 'form') expect(forms.has(key), `form ${key} for seat ${seat}`).toBe(true);
        }
      }
      for (const seat of status.toAct) {
        const choices = presenter.choices(snap, seat);
        const byGroup = new Map<string, ActionChoice[]>();
        for (const c of choices) byGroup.set(c.group, [...(byGroup.get(c.group) ?? []), c]);
        for (const [group, list] of byGroup) {
          expect(groups.has(group), `a button for ${group}`).toBe(true);
          expect(group).toMatch(/^[a-z0-9-]{1,20}$/);
          if (list.length > 1) expect(reachable(list)).toEqual(new Set(list.map((c) => c.index)));
        }
      }
      checked++;
    }
    const seat = status.toAct[0]!;
    const r = module.apply(
      state,
      seat,
      module.bots[bot]!(structuredClone(state), seat, Rng.fromSeed(`${seed}${i}`)),
    );
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return checked;
}

describe('every state of real games', () => {
  it('Oil Springs: turn messages fit Discord and every legal action is reachable', () => {
    expect(checkGame(oilSprings, 'every-1')).toBeGreaterThan(40);
  });
  it('Catan: turn messages fit Discord and every legal action is reachable', () => {
    expect(checkGame(catan, 'every-2')).toBeGreaterThan(40);
  });
  it('Wildcatters: turn messages fit Discord and every legal action is reachable', () => {
    expect(checkGame(wildcatters, 'every-3')).toBeGreaterThan(40);
  });
  it("Merit's Oil: turn messages fit Discord and every legal action is reachable", () => {
    expect(checkGame(meritOil, 'every-3')).toBeGreaterThan(40);
    // Random bots offer and answer deals and fall into debt: the moments greedy play rarely reaches.
    expect(checkGame(meritOil, 'every-4', 'random')).toBeGreaterThan(40);
  });
});
