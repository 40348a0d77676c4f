/**
 * The turn message's "Order of play", beside "To act": the seats in the order they play, from the player whose
 * turn it is, in each game's own order (Catan's set-up goes back in its second round; Merit's "Oil" leaves
 * bankrupt players out; Wildcatters plays the round's order, its start player first), from public information.
 */
import type { APIEmbed } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { turnPayload } from '../../src/discord/turn';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { meritOil } from '../../src/games/merit-oil';
import type { MeritState } from '../../src/games/merit-oil/types';
import { oilSprings } from '../../src/games/oil-springs';
import type { AnyGameModule } from '../../src/games/types';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { NAMES, playUntil, snapOf } from './snap';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** The turn message's fields for `module` at `state` (lifecycle `lifecycle`). */
function fieldsAt(module: AnyGameModule, state: unknown, lifecycle = 'active') {
  const snap = snapOf(module, state);
  snap.record.lifecycle = lifecycle as typeof snap.record.lifecycle;
  const payload = turnPayload({ snap, presenter: presenterFor(module.id), events: [], picture: PNG });
  const embed = payload.embeds![0]!;
  return ('toJSON' in embed ? embed.toJSON() : (embed as APIEmbed)).fields ?? [];
}

/**
 * The order of play the turn message tells, from the player to act: folded into "To act" ("Ana, then Ben →
 * Caro") when that player leads it, else its own "Order of play" field beside "To act".
 */
function orderAt(module: AnyGameModule, state: unknown): string | undefined {
  const fields = fieldsAt(module, state);
  const at = fields.findIndex((f) => f.name === 'Order of play');
  if (at < 0) {
    const toAct = fields.find((f) => f.name === 'To act');
    const [first, then] = toAct?.value.split(', then ') ?? [];
    return then === undefined ? undefined : `${first} → ${then}`;
  }
  expect(fields[at - 1]?.name).toBe('To act');
  expect(fields[at]!.inline).toBe(true);
  return fields[at]!.value;
}

/** The names of `seats` (taken round the table, modulo 4) in a row, as the field writes them. */
const inOrder = (seats: readonly number[]) => seats.map((s) => NAMES[s % 4]).join(' → ');

describe('order of play on the turn message', () => {
  it.each([
    ['Catan', catan],
    ['Oil Springs', oilSprings],
  ] as const)('%s: clockwise from the player to move, whoever started', (_title, module) => {
    const state = playUntil(module, 'order-main', (s) => {
      const c = s as CatanState;
      return c.phase === 'main' && c.current !== c.startSeat;
    }) as CatanState;
    const c = state.current;
    expect(orderAt(module, state)).toBe(inOrder([c, c + 1, c + 2, c + 3]));
  });

  it('Catan: the set-up goes round from the first player and back to them, who then starts', () => {
    const fresh = playUntil(catan, 'order-setup', () => true) as CatanState;
    const st = fresh.startSeat;
    expect(fresh.current).toBe(st);
    // Round one clockwise, round two back: the last placer places twice in a row, named once.
    expect(orderAt(catan, fresh)).toBe(inOrder([st, st + 1, st + 2, st + 3, st + 2, st + 1, st]));
    const later = playUntil(catan, 'order-setup', (s) => (s as CatanState).setupStep === 5) as CatanState;
    expect(orderAt(catan, later)).toBe(inOrder([st + 2, st + 1, st]));
  });

  it('Merit’s "Oil": clockwise from the player whose turn it is, without the bankrupt', () => {
    const state = playUntil(meritOil, 'order-merit', (s) => (s as MeritState).round >= 2) as MeritState;
    const c = state.current;
    expect(orderAt(meritOil, state)).toBe(inOrder([c, c + 1, c + 2, c + 3]));
    state.players[(c + 2) % 4]!.bankrupt = true;
    expect(orderAt(meritOil, state)).toBe(inOrder([c, c + 1, c + 3]));
  });

  it('Wildcatters: the round’s order from the active player, the start player after its last', () => {
    const state = playUntil(wildcatters, 'order-wild', (s) => {
      const w = s as WildcattersState;
      return w.phase === 'turns' && w.turnIndex === 2;
    }) as WildcattersState;
    const { order } = state;
    expect(state.current).toBe(order[2]);
    expect(orderAt(wildcatters, state)).toBe(
      [order[2]!, order[3]!, order[0]!, order[1]!].map((s) => NAMES[s]).join(' → '),
    );
  });

  it('Wildcatters: from the round before the last, only the turns left in the round; none after the game’s last', () => {
    // The final round's order is set when it begins (fewest VP first), and its last turn ends the game.
    const at = (round: 'last' | 'before', turnIndex: number) =>
      playUntil(wildcatters, 'order-wild', (s) => {
        const w = s as WildcattersState;
        const r = round === 'last' ? w.rounds : w.rounds - 1;
        return w.phase === 'turns' && w.round === r && w.turnIndex === turnIndex;
      }) as WildcattersState;
    const names = (seats: readonly number[]) => seats.map((s) => NAMES[s]).join(' → ');
    const before = at('before', 2);
    expect(orderAt(wildcatters, before)).toBe(names(before.order.slice(2)));
    const last = at('last', 1);
    expect(orderAt(wildcatters, last)).toBe(names(last.order.slice(1)));
    // The game's last turn: its player alone to act, no one after them.
    const end = at('last', 3);
    const fields = fieldsAt(wildcatters, end);
    expect(fields.map((f) => f.name)).not.toContain('Order of play');
    expect(fields.find((f) => f.name === 'To act')?.value).toBe(NAMES[end.order[3]!]);
  });

  it('folds into "To act" when the one to act leads it: one field, the name told once', () => {
    const state = playUntil(meritOil, 'order-merit', (s) => (s as MeritState).round >= 2) as MeritState;
    const c = state.current;
    const fields = fieldsAt(meritOil, state);
    expect(fields.map((f) => f.name)).not.toContain('Order of play');
    const toAct = fields.find((f) => f.name === 'To act')!;
    expect(toAct.value).toBe(`${NAMES[c]}, then ${inOrder([c + 1, c + 2, c + 3])}`);
    expect(toAct.inline).toBe(true);
  });

  it('stands beside "To act" when someone else answers on the turn of the first in it', () => {
    // A deal offer made on the turn's player to another: the one asked acts, the order still runs from the turn's.
    const state = playUntil(meritOil, 'order-offer', (s) =>
      (s as MeritState).offers.some((o) => o.to !== (s as MeritState).current),
    ) as MeritState;
    const asked = meritOil.status(state).toAct;
    expect(asked).not.toContain(state.current);
    const fields = fieldsAt(meritOil, state);
    const at = fields.findIndex((f) => f.name === 'Order of play');
    // The offer's maker, whom the game lets act unasked, is named after them with what they may do.
    expect(meritOil.status(state).mayAct).toEqual([state.current]);
    expect(fields[at - 1]).toMatchObject({
      name: 'To act',
      value: `${asked.map((s) => NAMES[s]).join(' and ')}; ${NAMES[state.current]} may withdraw the offer or go on with the turn`,
    });
    expect(fields[at]!.value.startsWith(`${NAMES[state.current]} → `)).toBe(true);
  });

  it('during a debt, names the solvent players, who may offer to buy from the debtor', () => {
    const state = playUntil(meritOil, 'order-debt', (s) => (s as MeritState).round >= 3) as MeritState;
    const debtor = (state.current + 2) % 4;
    state.players[debtor]!.debt = 60_000 + state.players[debtor]!.cash;
    state.players[debtor]!.shares.refinery = 1; // something to sell
    const solvent = meritOil.status(state).mayAct!;
    expect(solvent).toEqual([0, 1, 2, 3].filter((s) => s !== debtor));
    const toAct = fieldsAt(meritOil, state).find((f) => f.name === 'To act')!;
    expect(toAct.value).toBe(
      `${NAMES[debtor]}; ${NAMES[solvent[0]!]}, ${NAMES[solvent[1]!]} and ${NAMES[solvent[2]!]} may offer to buy from ${NAMES[debtor]}`,
    );
  });

  it('during a debt, a debtor waiting on their offer may withdraw it, not "offer to buy from" themself', () => {
    // A playtest read "To act: Caro; Finn, Ana, Ben and Eve may offer to buy from Eve" while Eve, in debt, waited
    // on the offer she had made Caro: a debtor buys nothing, least of all from themself.
    const state = playUntil(meritOil, 'order-debt', (s) => (s as MeritState).round >= 3) as MeritState;
    const debtor = (state.current + 2) % 4;
    const buyer = (debtor + 1) % 4;
    state.players[debtor]!.debt = 60_000 + state.players[debtor]!.cash;
    state.players[debtor]!.shares.refinery = 1;
    const offer = { type: 'offerDeal', to: buyer, side: 'sell', price: 15_000 } as const;
    const goods = { kind: 'shares', company: 'refinery', blocks: 1 } as const;
    const r = meritOil.apply(state, debtor, { ...offer, goods });
    if (!r.ok) throw new Error(r.error);
    expect(meritOil.status(r.state).toAct).toEqual([buyer]);
    const others = [0, 1, 2, 3].filter((s) => s !== debtor && s !== buyer);
    const toAct = fieldsAt(meritOil, r.state).find((f) => f.name === 'To act')!;
    expect(toAct.value).toBe(
      `${NAMES[buyer]}; ${NAMES[others[0]!]} and ${NAMES[others[1]!]} may offer to buy from ${NAMES[debtor]}; ` +
        `${NAMES[debtor]} may withdraw the offer or go on raising money`,
    );
  });

  it('during a debt with nothing the debtor could sell, tells the solvent players nothing', () => {
    const state = playUntil(meritOil, 'order-debt', (s) => (s as MeritState).round >= 3) as MeritState;
    const debtor = (state.current + 2) % 4;
    const p = state.players[debtor]!;
    p.debt = 60_000 + p.cash;
    for (const c of Object.keys(p.shares)) p.shares[c as keyof typeof p.shares] = 0;
    for (const w of p.wells) w.tons = 0;
    expect(meritOil.status(state).mayAct).toHaveLength(3);
    const toAct = fieldsAt(meritOil, state).find((f) => f.name === 'To act')!;
    expect(toAct.value).toBe(NAMES[debtor]);
  });

  it('is not shown once the game has ended', () => {
    const state = playUntil(catan, 'order-main', (s) => (s as CatanState).phase === 'main');
    expect(fieldsAt(catan, state, 'abandoned').map((f) => f.name)).not.toContain('Order of play');
  });
});
