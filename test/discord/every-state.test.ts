/**
 * Over real bot games of both Catan games, Merit's "Oil" and Wildcatters, every turn message and every chooser fits Discord's limits, every
 * legal action of every seat that may act (to act or may act) can be reached through an enabled button and
 * chooser steps, every form it may fill has an enabled button, the table's gate lets every seat with a legal
 * action act, and every enabled button answers every seat that may act (with an action, or privately with the
 * reason it is not possible). Catan and Oil Springs are also played by every seat the table lets act, with
 * typed counter-offers.
 */
import { describe, expect, it } from 'vitest';
import type { APIActionRowComponent, APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import { descend, type ChooserOption } from '../../src/discord/chooser';
import { parseCustomId } from '../../src/discord/custom-id';
import { presenterFor } from '../../src/discord/presenters';
import type { ActionChoice } from '../../src/discord/presenters/types';
import { areaCard } from '../../src/discord/presenters/wildcatters-words';
import { turnPayload } from '../../src/discord/turn';
import { catan } from '../../src/games/catan';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import { Rng } from '../../src/games/rng';
import { wildcatters } from '../../src/games/wildcatters';
import { mayActNow, type AnyGameModule, type GameStatus } from '../../src/games/types';
import type { CatanState, CatanView } from '../../src/games/catan/types';
import type { MeritState } from '../../src/games/merit-oil/types';
import { chooseArea, putTanker, venezuela } from '../games/wildcatters/helpers';
import { playUntil, snapOf } from './snap';

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
  // Each option of a select says something the others do not: a player can tell them apart.
  expect(new Set(options.map((o) => o.label)).size, options.map((o) => o.label).join(' | ')).toBe(
    options.length,
  );
  for (const o of options) {
    expect(o.label.trim().length).toBeGreaterThan(0);
    expect(o.value.length).toBeLessThanOrEqual(100);
  }
}

/**
 * A move as a player tells it apart: a Wildcatters starting placement by the area of the card it discards (two
 * cards of one area place the same piece in the same spot and pay nothing in the set-up), any other action whole.
 */
function sameMove(action: unknown): string {
  const a = action as { type?: string; card?: string; piece?: string; at?: unknown };
  if (a.type === 'place' && typeof a.card === 'string' && a.piece !== undefined) {
    const area = areaCard(a.card)?.area;
    if (area) return JSON.stringify(['place', area, a.piece, a.at]);
  }
  return JSON.stringify(action);
}

/** The seats the table lets act now: to act, then may act. */
function acting(status: GameStatus): number[] {
  return [...new Set([...status.toAct, ...(status.mayAct ?? [])])];
}

/**
 * One state: every seat with a legal action passes the table's gate (`mayActNow`); every legal action of a
 * seat that may act is one of its choices, in a group whose public button is shown and not greyed (a greyed
 * button cannot be clicked); every form it may fill has an enabled form button; two choices that read alike
 * by label differ by their steps (what `/oil move` names them by). Returns the actions checked.
 */
function reach(module: AnyGameModule, state: unknown, i: number): number {
  const presenter = presenterFor(module.id);
  const snap = snapOf(module, state, i);
  const buttons = presenter.publicActions(snap);
  const open = (kind: 'act' | 'form') =>
    new Set(buttons.filter((b) => b.kind === kind && !b.disabledReason).map((b) => b.key));
  const acts = open('act');
  const forms = open('form');
  let actions = 0;
  for (let seat = 0; seat < snap.seats.length; seat++) {
    const legal = module.legalActions(state, seat);
    if (legal.length === 0) continue;
    expect(mayActNow(snap.status, seat), `seat ${seat} has legal actions at ${i} but may not act`).toBe(true);
    const choices = presenter.choices(snap, seat);
    // Every legal action is a choice, or the very same move as one: Wildcatters' starting placement with
    // another card of the same area (the set-up pays no bonus, so the menu names a card by its area alone and
    // lists one of them: `oneCardPerArea`).
    const listed = new Map(choices.map((c) => [sameMove(legal[c.index]), c.index]));
    expect(listed.size, `two choices of seat ${seat} at ${i} are the same move`).toBe(choices.length);
    const unlisted = legal.flatMap((a, k) => (choices.some((c) => c.index === k) ? [] : [k]));
    for (const k of unlisted)
      expect(listed.has(sameMove(legal[k])), `legal action ${k} of seat ${seat} at ${i} is no choice`).toBe(
        true,
      );
    expect(choices.length + unlisted.length).toBe(legal.length);
    for (const c of choices) {
      const greyed = buttons.find((b) => b.key === c.group)?.disabledReason;
      expect(acts.has(c.group), `${c.group} of seat ${seat} at ${i}: ${greyed ?? 'no button'}`).toBe(true);
      actions++;
    }
    for (const f of presenter.forms(snap, seat)) {
      expect(forms.has(f.key), `form ${f.key} of seat ${seat} at ${i}`).toBe(true);
      // A form that opens filled in (the counter-offer: the offer answered) reads its own text back.
      const filled = f.fields.filter((x) => x.value !== undefined);
      if (filled.length === 0) continue;
      for (const x of filled)
        expect(x.value!.length, `${f.key}.${x.id} fits its field`).toBeLessThanOrEqual(200);
      const values = Object.fromEntries(f.fields.map((x) => [x.id, x.value ?? '']));
      expect(f.parse(values).ok, `form ${f.key} of seat ${seat} at ${i} parses its own text`).toBe(true);
    }
    // Typed (`/oil move`): two choices whose labels read the same are told apart by their steps.
    const byName = new Map<string, Set<string>>();
    for (const c of choices) {
      const name = `${c.groupLabel}: ${c.label}`;
      const path = (c.steps ?? [c.label]).join(' › ');
      const paths = byName.get(name) ?? new Set<string>();
      expect(paths.has(path), `two choices "${name}" of seat ${seat} at ${i} read alike`).toBe(false);
      byName.set(name, paths.add(path));
    }
  }
  return actions;
}

/** Plays a game with `bot` on every seat: the turn messages checked, and the legal actions found reachable. */
function checkGame(
  module: AnyGameModule,
  seed: string,
  bot = 'greedy',
  start?: unknown,
): { messages: number; actions: number } {
  const presenter = presenterFor(module.id);
  let state = start ?? module.setup(4, module.optionsSchema.parse({}), seed);
  let checked = 0;
  let actions = 0;
  for (let i = 0; i < 3000; i++) {
    const status = module.status(state);
    if (status.over) break;
    // Every state: whoever has a legal action may act, and reaches it through an enabled button or form.
    actions += reach(module, state, i);
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
      for (const seat of acting(status)) {
        // Every enabled public button answers every player who may act: an action, a chooser, a form, or a reason.
        const legalGroups = new Set(presenter.choices(snap, seat).map((c) => c.group));
        const reasons = new Set(presenter.unavailable(snap, seat).map((u) => u.group));
        const forms = new Set(presenter.forms(snap, seat).map((f) => f.key));
        for (const id of open) {
          const key = id.args[0] ?? '';
          if (id.verb === 'act')
            expect(legalGroups.has(key) || reasons.has(key), `${key} for seat ${seat} at ${i}`).toBe(true);
          if (id.verb === 'form')
            expect(forms.has(key) || reasons.has(key), `form ${key} for seat ${seat} at ${i}`).toBe(true);
        }
      }
      for (const seat of acting(status)) {
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
  return { messages: checked, actions };
}

/** The Wildcatters groups whose buttons the view's `actionsOpen` greys exactly. */
const EXACT_GROUPS = new Set(['rig', 'train', 'tanker', 'refinery', 'drill', 'develop', 'transport']);

/**
 * Wildcatters' build and oil buttons tell the truth on the public message: over bot games, in every state
 * where one player acts, an enabled Rig, Train, Tanker, Refinery, Drill, Develop or Transport button has a
 * legal action of its group behind it for that player, and a greyed one has none. Returns how many open and
 * greyed buttons of each group were checked.
 */
function buttonsTruthful(
  seed: string,
  bot: string,
): { open: Map<string, number>; greyed: Map<string, number> } {
  const presenter = presenterFor(wildcatters.id);
  let state: unknown = wildcatters.setup(4, wildcatters.optionsSchema.parse({}), seed);
  const open = new Map<string, number>();
  const greyed = new Map<string, number>();
  for (let i = 0; i < 3000; i++) {
    const status = wildcatters.status(state as never);
    if (status.over) break;
    if (status.toAct.length === 1) {
      const snap = snapOf(wildcatters, state, i);
      const seat = status.toAct[0]!;
      const groups = new Set(presenter.choices(snap, seat).map((c) => c.group));
      for (const b of presenter.publicActions(snap)) {
        if (!EXACT_GROUPS.has(b.key)) continue;
        const why = `${b.key} of seat ${seat} at ${i} (${seed}): ${b.disabledReason ?? 'open'}`;
        expect(groups.has(b.key), why).toBe(!b.disabledReason);
        const counts = b.disabledReason ? greyed : open;
        counts.set(b.key, (counts.get(b.key) ?? 0) + 1);
      }
    }
    const seat = status.toAct[0]!;
    const r = wildcatters.apply(
      state as never,
      seat,
      wildcatters.bots[bot]!(structuredClone(state) as never, seat, Rng.fromSeed(`${seed}${i}`)),
    );
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return { open, greyed };
}

/** "2 brick, 1 ore": a bundle as a player types it into a form. */
const typed = (b: Record<string, number>) =>
  Object.entries(b)
    .filter(([, n]) => n > 0)
    .map(([r, n]) => `${n} ${r}`)
    .join(', ');

/**
 * A Catan game played as people might play it through Discord: at each step a seat the table lets act
 * (`toAct` or `mayAct`: the maker of an offer confirms or withdraws while others still answer) takes any of
 * its legal actions, or one asked to answer an offer types a counter-offer; greedy moves in between keep
 * the game going. At every state, for every seat: the table's gate lets it act if it has legal actions,
 * each of them is behind an open public button of its group, the typed offer and discard forms give the
 * listed ones, and the action taken is accepted.
 */
function walkCatan(
  module: AnyGameModule,
  seed: string,
  options: object,
): { states: number; actions: number } {
  const presenter = presenterFor(module.id);
  const resources = (module as unknown as { design: { resources: string[] } }).design.resources;
  let state = module.setup(4, module.optionsSchema.parse(options), seed);
  const rng = Rng.fromSeed(`${seed}-walk`);
  let states = 0;
  let actions = 0;
  for (let i = 0; i < 1500; i++) {
    const status = module.status(state);
    if (status.over) break;
    const snap = snapOf(module, state, i);
    const buttons = presenter.publicActions(snap).filter((b) => !b.disabledReason);
    const open = new Set(buttons.filter((b) => b.kind === 'act').map((b) => b.key));
    const openForms = new Set(buttons.filter((b) => b.kind === 'form').map((b) => b.key));
    const gate: number[] = [];
    for (let seat = 0; seat < 4; seat++) {
      const legal = module.legalActions(state, seat) as { type: string; [k: string]: unknown }[];
      if (!mayActNow(status, seat)) {
        expect(legal, `seat ${seat} has legal actions the table refuses (${seed} at ${i})`).toEqual([]);
        continue;
      }
      gate.push(seat);
      for (const c of presenter.choices(snap, seat)) {
        actions++;
        expect(open.has(c.group), `${c.group} for seat ${seat} (${seed} at ${i})`).toBe(true);
      }
      const forms = presenter.forms(snap, seat).filter((f) => openForms.has(f.key));
      const form = (key: string) => forms.find((f) => f.key === key);
      const offer = legal.find((a) => a.type === 'offer');
      if (offer) {
        const typedOffer = form('trade')?.parse({
          give: typed(offer['give'] as Record<string, number>),
          get: typed(offer['get'] as Record<string, number>),
        });
        expect(typedOffer).toEqual({ ok: true, action: offer });
      }
      const discard = legal.find((a) => a.type === 'discard');
      if (discard) {
        const typedDiscard = form('discard')?.parse({
          cards: typed(discard['cards'] as Record<string, number>),
        });
        expect(typedDiscard).toEqual({ ok: true, action: discard });
      }
    }
    states++;
    let seat = status.toAct[0]!;
    let action: unknown;
    const trade = (state as CatanState).trade;
    const answering = trade ? status.toAct.filter((s) => s !== (state as CatanState).current) : [];
    if (answering.length > 0 && rng.float() < 0.3) {
      // A counter-offer, typed: 1 of a card the answering seat holds for 1 of another resource.
      seat = answering[rng.int(answering.length)]!;
      const hand = (module.view(state, seat) as CatanView).you!.hand;
      const held = resources.filter((r) => (hand[r] ?? 0) > 0);
      const give = held[rng.int(Math.max(1, held.length))];
      const get = resources.filter((r) => r !== give)[rng.int(resources.length - 1)]!;
      const counter = presenter.forms(snap, seat).find((f) => f.key === 'counter');
      expect(openForms.has('counter') && counter !== undefined).toBe(true);
      const parsed = counter!.parse({ give: give ? `1 ${give}` : '', get: `1 ${get}` });
      if (!parsed.ok) continue;
      action = parsed.action;
      const r = module.apply(state, seat, action);
      if (r.ok) state = r.state; // a counter may be refused (no cards, or past the oil limit): answered in words
      continue;
    }
    const willing = gate.filter((s) => module.legalActions(state, s).length > 0);
    if (willing.length > 0 && rng.float() < 0.5) {
      seat = willing[rng.int(willing.length)]!;
      const legal = module.legalActions(state, seat);
      action = legal[rng.int(legal.length)];
    } else action = module.bots['greedy']!(structuredClone(state), seat, Rng.fromSeed(`${seed}${i}`));
    const r = module.apply(state, seat, action);
    expect(r.ok, `${JSON.stringify(action)} by seat ${seat} (${seed} at ${i}): ${r.ok ? '' : r.error}`).toBe(
      true,
    );
    if (!r.ok) break;
    state = r.state;
  }
  return { states, actions };
}

describe('every state of real games', () => {
  it('Catan and Oil Springs, played by every seat the table lets act: every legal action has its open button', () => {
    const walks = [
      walkCatan(catan, 'reach-1', {}),
      walkCatan(catan, 'reach-2', { map: 'variable' }),
      walkCatan(oilSprings, 'reach-3', {}),
      walkCatan(oilSprings, 'reach-4', { map: 'variable', sequestering: 'wide-open' }),
    ];
    for (const w of walks) expect(w.states).toBeGreaterThan(200);
  });
  it('Oil Springs: turn messages fit Discord and every legal action is reachable', () => {
    expect(checkGame(oilSprings, 'every-1').messages).toBeGreaterThan(40);
  });
  it('Catan: turn messages fit Discord and every legal action is reachable', () => {
    expect(checkGame(catan, 'every-2').messages).toBeGreaterThan(40);
  });
  it('Wildcatters: turn messages fit Discord and every legal action is reachable', () => {
    expect(checkGame(wildcatters, 'every-3').messages).toBeGreaterThan(40);
    // Random bots take loans, ride along and bid: answers to questions greedy play rarely asks.
    expect(checkGame(wildcatters, 'every-4', 'random').actions).toBeGreaterThan(1000);
  });
  it('Wildcatters: with tankers of three owners in the harbour, every tanker choice of a transport is reachable', () => {
    // Bots seldom meet it: a transport that tankers of several owners could carry (each a listed choice).
    const { s, me, others } = venezuela({ trainOf: (o) => o[0], refineryOf: (o) => o[1] });
    for (const seat of [me, others[0], others[0], others[2]]) putTanker(s, seat, 'venezuela.harbour');
    chooseArea(s, 'texas');
    const named = wildcatters
      .legalActions(s, me)
      .filter((a) => a.type === 'transport' && a.tanker !== undefined);
    expect(named).toHaveLength(9);
    expect(checkGame(wildcatters, 'every-7', 'random', s).actions).toBeGreaterThan(100);
  });
  it('Wildcatters: an open build or oil button always has a legal action, a greyed one never', () => {
    const runs = [
      buttonsTruthful('oil-buttons-1', 'greedy'),
      buttonsTruthful('oil-buttons-2', 'random'),
      buttonsTruthful('oil-buttons-3', 'greedy'),
    ];
    const total = (pick: 'open' | 'greyed', group: string) =>
      runs.reduce((n, r) => n + (r[pick].get(group) ?? 0), 0);
    // Every group was seen both open and greyed, most of them many times.
    for (const group of EXACT_GROUPS) {
      expect(total('open', group), `${group} open`).toBeGreaterThan(0);
      expect(total('greyed', group), `${group} greyed`).toBeGreaterThan(0);
    }
    const all = (pick: 'open' | 'greyed') => [...EXACT_GROUPS].reduce((n, g) => n + total(pick, g), 0);
    expect(all('open')).toBeGreaterThan(50);
    expect(all('greyed')).toBeGreaterThan(50);
  });
  it("Merit's Oil: turn messages fit Discord and every legal action is reachable", () => {
    expect(checkGame(meritOil, 'every-3').messages).toBeGreaterThan(40);
    // Random bots offer and answer deals and fall into debt: the moments greedy play rarely reaches.
    expect(checkGame(meritOil, 'every-4', 'random').messages).toBeGreaterThan(40);
    // 799 legal actions reached: it was over 1,000 while random bots bought shares at an EXCHANGE again and
    // again, each purchase size an action to reach.
    expect(checkGame(meritOil, 'every-5', 'random').actions).toBeGreaterThan(600);
  });
  it("Merit's Oil: through a debt, every legal action of the debtors and the solvent players is reachable", () => {
    // Bots seldom fall into debt: mid-game, one player owes the bank more than their cash, with shares to sell.
    const state = playUntil(meritOil, 'every-6', (s) => (s as MeritState).round >= 6) as MeritState;
    const debtor = (state.current + 2) % 4;
    const p = state.players[debtor]!;
    p.debt = 60_000 + p.cash;
    p.cash = 0;
    p.shares.shipping += 2;
    state.bankShares.shipping -= 2;
    expect(meritOil.status(state).mayAct).toHaveLength(3);
    expect(checkGame(meritOil, 'every-6', 'random', state).actions).toBeGreaterThan(100);
  });
});
