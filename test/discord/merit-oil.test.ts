import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooserPrompt, descend } from '../../src/discord/chooser';
import { presenterFor } from '../../src/discord/presenters';
import { LAST_ROUND_NOTE, lorryWords, meritOilPresenter } from '../../src/discord/presenters/merit-oil';
import { TITLE_MAX } from '../../src/discord/title-fit';
import { meritActing } from '../../src/render/merit-oil/turnWords';
import { answerLabel } from '../../src/discord/presenters/merit-oil-public';
import { parseGoods, parsePlayer, parsePounds } from '../../src/discord/presenters/merit-oil-forms';
import { destinationShort, goodsWords, insureWords } from '../../src/discord/presenters/merit-oil-words';
import { meritOil } from '../../src/games/merit-oil';
import {
  AREAS,
  BILLS_OF_LADING,
  CONCESSIONS,
  PORTS,
  SHIPPING_PORTS,
  TANKERS,
  HELICOPTER,
  HOLIDAY,
  charterThreshold,
  insurancePremium,
  type ShippingPort,
} from '../../src/games/merit-oil/data';
import { momentOf } from '../../src/games/merit-oil/phases';
import { pounds } from '../../src/games/merit-oil/words';
import { Rng } from '../../src/games/rng';
import type { MeritState } from '../../src/games/merit-oil/types';
import { sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';
import { playUntil, snapOf, NAMES } from './snap';
import { at, charterWith, giveWell, onTop, roll, setStores } from '../games/merit-oil/helpers';
import { SHORT_LABEL, buttonNotes, turnPayload } from '../../src/discord/turn';
import type { EmbedBuilder } from 'discord.js';
import type { GameEvent } from '../../src/games/types';

const P = meritOilPresenter;

function until(seed: string, stop: (s: MeritState) => boolean): MeritState {
  const state = playUntil(meritOil, seed, (s) => stop(s as MeritState)) as MeritState;
  if (!stop(state)) throw new Error(`seed ${seed} never reached the moment`);
  return state;
}

const fresh = (seed = 'mp') => meritOil.setup(4, meritOil.optionsSchema.parse({}), seed);

/** The seat after the current one owes the bank £40,000 beyond its cash (spent) and holds 2 Shipping blocks. */
/**
 * A game whose active player has rolled onto a test-drilling square; `button` reads a public button by key, `options`
 * the player's own options of a group, as the state now stands.
 */
function atDrillSquare(seed: string) {
  const state = fresh(seed);
  const seat = state.current;
  state.rolled = true;
  state.choice = 'drill';
  const button = (key = 'drill') => P.publicActions(snapOf(meritOil, state)).find((b) => b.key === key)!;
  const options = (group = 'drill') =>
    P.choices(snapOf(meritOil, state), seat)
      .filter((c) => c.group === group)
      .map((c) => c.label);
  return { state, seat, button, options };
}

function owingWithShares(state: MeritState) {
  const debtor = (state.current + 1) % 4;
  const p = state.players[debtor]!;
  p.debt = 40_000 + p.cash;
  p.cash = 0;
  p.shares.shipping = 2;
  state.bankShares.shipping -= 2;
  return { debtor, p };
}

/**
 * Each state of a game the greedy bots play from seed `seed` (at most `moves` moves), handed to `visit` with its
 * move number; `salt` starts the bots' own seeds. The last state.
 */
function eachGreedyState(
  seed: string,
  salt: string,
  visit: (state: MeritState, i: number) => void,
  moves = 400,
): MeritState {
  let state = fresh(seed);
  for (let i = 0; i < moves && !meritOil.status(state).over; i++) {
    visit(state, i);
    const seat = meritOil.status(state).toAct[0]!;
    const r = meritOil.apply(
      state,
      seat,
      meritOil.bots.greedy!(structuredClone(state), seat, Rng.fromSeed(`${salt}${i}`)),
    );
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return state;
}

/** `seats` owe the bank £10,000, their cash spent, each with a Refinery block to sell. */
function owingWithABlock(state: MeritState, seats: readonly number[]) {
  for (const d of seats) {
    const p = state.players[d]!;
    p.debt = 10_000;
    state.paidToBank.cardPayment += p.cash;
    p.cash = 0;
    p.shares.refinery = 1;
    state.bankShares.refinery -= 1;
  }
}

/** `debtor` offers `to` its Refinery block for £15,000 (to pay its debt). */
function offerBlockToPay(state: MeritState, debtor: number, to: number) {
  const r = meritOil.apply(state, debtor, {
    type: 'offerDeal',
    to,
    side: 'sell',
    goods: { kind: 'shares', company: 'refinery', blocks: 1 },
    price: 15_000,
  });
  if (!r.ok) throw new Error(r.error);
}

/** A fresh game in which the player after the one to act holds a Refinery block: a deal could be written. */
function tradable(seed: string): MeritState {
  const state = fresh(seed);
  const other = state.players[(state.current + 1) % 4]!;
  other.shares.refinery = 1;
  state.bankShares.refinery -= 1;
  return state;
}

/**
 * A fresh game whose player to act, holding `held` Refinery blocks, offers one for `price` to the seat `ahead`
 * places after them.
 */
function offerOneBlock(seed: string, ahead: number, held: number, price: number) {
  const state = fresh(seed);
  const maker = state.current;
  const to = (maker + ahead) % 4;
  state.players[maker]!.shares.refinery = held;
  state.bankShares.refinery -= held;
  return { state: offerRefinery(state, maker, to, 'sell', 1, price), maker, to };
}

/** `maker` offers `to` Refinery blocks (selling them, or buying with `side: 'buy'`): the state after. */
function offerRefinery(
  state: MeritState,
  maker: number,
  to: number,
  side: 'sell' | 'buy',
  blocks: number,
  price: number,
): MeritState {
  const r = meritOil.apply(state, maker, {
    type: 'offerDeal',
    to,
    side,
    goods: { kind: 'shares', company: 'refinery', blocks },
    price,
  });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

describe("Merit's Oil presenter", () => {
  it('is the presenter registered for merit-oil', () => {
    expect(presenterFor('merit-oil')).toBe(meritOilPresenter);
  });

  it('before the roll offers the roll, a charter and deals (greyed with their public reasons)', () => {
    const snap = snapOf(meritOil, fresh());
    const buttons = P.publicActions(snap);
    // Nobody holds shares or oil at the start: no "Write a deal…" to fill in four fields only to be refused.
    expect(buttons.map((b) => b.key)).toEqual(['roll', 'charter', 'offer']);
    const offer = buttons.find((b) => b.key === 'offer')!;
    expect(offer).toMatchObject({
      disabledReason: 'nothing to trade yet',
      note: 'deals trade shares or oil in store; nobody has any yet',
    });
    expect(`${offer.label} — ${offer.disabledReason!}`.length).toBeLessThanOrEqual(SHORT_LABEL);
    expect(P.forms(snap, snap.status.toAct[0]!)).toEqual([]);
    // Nobody starts with a full cargo in store: that is on the marking board for all to see.
    // Short on the button (a phone shows ~40 characters on one line), the rest beside the buttons.
    const charter = buttons.find((b) => b.key === 'charter')!;
    expect(charter).toMatchObject({
      disabledReason: 'no full cargo',
      note: expect.stringMatching(/^[\d,]+ t short of a full cargo at [A-Z][\w ]+ \([\d,]+ t needed\)$/),
    });
    // Its "Greyed out" line, on every early turn: two lines of a phone's embed (about 45 characters each), where
    // it ran to three and said again what the button says ("no port has a full cargo yet").
    expect(buttonNotes(snap, P).greyed).toEqual([
      `Charter a tanker: ${charter.note!}`,
      `Offer a deal: ${offer.note!}`,
    ]);
    for (const line of buttonNotes(snap, P).greyed) expect(line.length).toBeLessThanOrEqual(90);
    // One block held by another player is something to deal in: the form is there, the menu as it fits.
    const keys = P.publicActions(snapOf(meritOil, tradable('mp'))).map((b) => b.key);
    expect(keys).toEqual(['roll', 'charter', 'offer', 'deal']);
    const seat = snap.status.toAct[0]!;
    const roll = P.choices(snap, seat).find((c) => c.group === 'roll');
    expect(roll).toMatchObject({ label: 'Roll the die', style: 'success', command: 'roll' });
  });

  it('tells a player who is not to move why the turn’s buttons are not theirs, privately', () => {
    const snap = snapOf(meritOil, fresh());
    const other = (snap.status.toAct[0]! + 1) % 4;
    const reasons = P.unavailable(snap, other);
    expect(reasons.find((r) => r.group === 'roll')?.reason).toBe(
      `it is ${NAMES[snap.status.toAct[0]!]}'s turn`,
    );
  });

  it('greys the charter with the true reason when a full cargo waits at a port whose bills are used up', () => {
    const full = (s: MeritState, port: ShippingPort) =>
      s.players[s.current]!.wells.some((w) => CONCESSIONS[w.card - 1]!.port === port) &&
      meritOil.view(s, s.current).players[s.current]!.stores[PORTS[port].area] >= charterThreshold(port);
    const state = until(
      'ch-0',
      (s) =>
        momentOf(s) === 'beforeRoll' &&
        Object.values(s.tankers).some((t) => t === null) &&
        SHIPPING_PORTS.some((port) => full(s, port)) &&
        SHIPPING_PORTS.every((port) => !full(s, port) || s.bills[port].length === 0),
    );
    const snap = snapOf(meritOil, state);
    const ports = SHIPPING_PORTS.filter((port) => full(state, port)).map((port) => PORTS[port].name);
    expect(P.publicActions(snap).find((b) => b.key === 'charter')).toMatchObject({
      disabledReason: 'no bills left',
      note: `no bills of lading left for ${ports.join(' or ')}`,
    });
  });

  it('tells each player in My hand, per port, what they hold in store and what a charter there needs', () => {
    // The greyed "Charter a tanker" said only "no port has a full cargo and a free tanker": nothing said how much
    // oil each port needs, or how far short the player was.
    const state = fresh('mp-cargo');
    const seat = state.current;
    const other = (seat + 1) % 4;
    state.players[seat]!.wells = [
      { card: 1, tons: 27_000 }, // Burgan, Kuwait: shipped from Mina al Ahmadi (27,000 t)
      { card: 13, tons: 7_000 }, // Kirkuk, Iraq: shipped from Tripoli (18,000 t)
    ];
    state.players[other]!.wells = [{ card: 1, tons: 27_000 }];
    const section = (s: number) => {
      const lines = P.hand(snapOf(meritOil, state), s).description.split('\n');
      const from = lines.indexOf(
        '**Cargo to charter a tanker** (a charter needs oil for the biggest tanker calling at the port; the bill drawn sets the cargo, the rest stays in store)',
      );
      expect(from, lines.join('\n')).toBeGreaterThan(0);
      const end = lines.indexOf('', from);
      return lines.slice(from + 1, end < 0 ? undefined : end);
    };
    // Only the ports they have oil or a well for (all five, three of them "0 t of …", were long on a phone);
    // a well with no oil in it yet still names its port.
    state.players[seat]!.wells.push({ card: 16, tons: 0 }); // Agha Jari, Iran: shipped from Bandar Mashur
    expect(section(seat)).toEqual([
      'Mina al Ahmadi (Kuwait): 27,000 t in store, 27,000 t needed · enough: you may charter there now',
      'Tripoli (Iraq): 7,000 t in store, 18,000 t needed · 11,000 t short',
      'Bandar Mashur (Iran): 0 t in store, 9,000 t needed · 9,000 t short',
    ]);
    // Not their turn: enough, and when they may use it.
    expect(section(other)).toEqual([
      'Mina al Ahmadi (Kuwait): 27,000 t in store, 27,000 t needed · enough: charter before you roll, on your turn',
    ]);
    // No well and no oil at all: one short line.
    const none = (seat + 2) % 4;
    state.players[none]!.wells = [];
    const lines = P.hand(snapOf(meritOil, state), none).description.split('\n');
    expect(lines).toContain('**Cargo to charter a tanker**: none (no well, no oil in store)');
    expect(lines.some((l) => / t short$/.test(l))).toBe(false);
    // More in store than a charter needs (a full Kirkuk store is 22,500 t; Tripoli's biggest tanker 18,000 t): the
    // playtest read "22,500 t of 18,000 t · full" as a store over its capacity. The 18,000 t is what a charter
    // needs, and the line says so; "full" was the word the well lines use for a store that stops production.
    state.players[seat]!.wells[1] = { card: 13, tons: 22_500 };
    const tripoli = section(seat)[1]!;
    expect(tripoli).toBe(
      'Tripoli (Iraq): 22,500 t in store, 18,000 t needed · enough: you may charter there now',
    );
    expect(tripoli).not.toMatch(/ of 18,000 t|full/);
    // Enough, but the pile is used up: the true reason, as the greyed button gives it.
    state.bills['mina-al-ahmadi'] = [];
    expect(section(seat)[0]).toBe(
      'Mina al Ahmadi (Kuwait): 27,000 t in store, 27,000 t needed · enough, but no bills of lading are left there',
    );
  });

  it('lets a charter go with a short purse, and the choice says what the blind bill may cost', () => {
    const state = fresh('mp-charter');
    const seat = state.current;
    const me = state.players[seat]!;
    me.wells = [{ card: 1, tons: 27_000 }]; // Burgan, shipped from Mina al Ahmadi
    const upTo = meritOil.view(state, seat).piles.freightUpTo['mina-al-ahmadi'];
    const detail = () =>
      P.choices(snapOf(meritOil, state), seat).find((c) => c.group === 'charter')?.detail ?? '';
    me.cash = upTo;
    expect(detail()).toBe(`27,000 t in store; freight up to £${upTo.toLocaleString('en-GB')} today`);
    me.cash = 10_000;
    expect(
      P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'charter')?.disabledReason,
    ).toBeUndefined();
    expect(detail()).toBe(
      `27,000 t in store; freight up to £${upTo.toLocaleString('en-GB')}, over your £10,000 cash: the rest a debt`,
    );
    expect(detail().length).toBeLessThanOrEqual(100); // a select option's description
  });

  it('names the port and the worst freight on the charter button when it charters at once (one port)', () => {
    const state = fresh('mp-charter-one');
    const seat = state.current;
    state.players[seat]!.wells = [{ card: 1, tons: 27_000 }]; // Burgan, shipped from Mina al Ahmadi
    const upTo = meritOil.view(state, null).piles.freightUpTo['mina-al-ahmadi'];
    const button = () => P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'charter');
    const label = `Charter at Mina al Ahmadi (max £${upTo.toLocaleString('en-GB')})`;
    expect(button()?.label).toBe(label);
    expect(label.length).toBeLessThanOrEqual(SHORT_LABEL);
    // The worst bill would cost more than the cash on the table: the button warns (the charter still goes), and
    // the turn message says how much.
    state.players[seat]!.cash = upTo - 1;
    expect(button()).toMatchObject({
      label: 'Charter at Mina al Ahmadi (risk of debt)',
      note: `Charter at Mina al Ahmadi: the freight, up to £${upTo.toLocaleString('en-GB')}, may be more than the cash; the rest becomes a debt to the bank`,
    });
    expect(button()?.disabledReason).toBeUndefined();
    state.players[seat]!.cash = upTo;
    expect(button()?.label).toBe(label);
    // The longest such label, the dearest freight at the top quotation, still fits a phone's line.
    state.freightLevel = 5;
    state.players[seat]!.cash = 1_000_000;
    expect(button()!.label).toMatch(/^Charter at Mina al Ahmadi \(max £\d{3},\d{3}\)$/);
    expect(button()!.label.length).toBeLessThanOrEqual(SHORT_LABEL);
    state.players[seat]!.cash = 0;
    expect(button()!.label.length).toBeLessThanOrEqual(SHORT_LABEL);
    // Another player pressing it hears the action, not the port.
    const other = (seat + 1) % 4;
    expect(P.unavailable(snapOf(meritOil, state), other).find((u) => u.group === 'charter')?.doing).toBe(
      'charter a tanker',
    );
    // Two ports: the chooser asks which, with each one's freight.
    state.players[seat]!.wells.push({ card: 10, tons: charterThreshold('tripoli') });
    expect(meritOil.view(state, null).players[seat]!.canCharterAt).toHaveLength(2);
    expect(button()?.label).toBe('Charter a tanker');
  });

  it('asks whether to insure right after a charter, with the premium in the label', () => {
    const state = until('mp-insure', (s) => s.insuring !== null);
    const snap = snapOf(meritOil, state);
    expect(P.publicActions(snap).map((b) => b.key)).toEqual(['insure', 'no-insure']);
    const labels = P.choices(snap, state.current).map((c) => c.label);
    expect(labels.some((l) => /^Pay the premium, £[\d,]+$/.test(l))).toBe(true);
    expect(labels).toContain('Sail uninsured');
    expect(P.headline!(snap)).toMatch(/insure the \w+ tanker's cargo\?/);
  });

  it('My hand calls a cargo whose insurance is being asked "not insured yet", not "uninsured"', () => {
    const state = until('mp-insure', (s) => s.insuring !== null);
    const [tanker, seat] = [state.insuring!, state.current];
    const line = () =>
      P.hand(snapOf(meritOil, state), seat)
        .description.split('\n')
        .find((l) => l.startsWith(`${tanker}: `));
    expect(line()).toMatch(/ · not insured yet \(the turn message asks\)$/);
    // Once the owner sails it uninsured, it says so.
    expect(meritOil.apply(state, seat, { type: 'declineInsurance' }).ok).toBe(true);
    expect(line()).toMatch(/ · uninsured$/);
  });

  it('names the cargo to insure on the button and in the chooser: tanker, tons, port and destination', () => {
    const state = until('mp-insure', (s) => s.insuring !== null);
    const v = meritOil.view(state, null).tankers.find((t) => t.tanker === state.insuring)!.voyage!;
    const where = `${v.tons.toLocaleString('en-GB')} t, ${PORTS[v.port].name} → ${destinationShort(v.destination)}`;
    const cargo = `Insure the ${state.insuring} tanker: ${where}`;
    // The button insures at once (no Lloyd's card, no chooser): it says what the premium costs.
    const premium = pounds(insurancePremium(v.tons));
    expect(P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'insure')?.label).toBe(
      `Insure the ${state.insuring} tanker for ${premium}: ${where}`,
    );
    // Every bill in any tanker fits a button's 80 characters, premium and all.
    for (const bill of BILLS_OF_LADING)
      for (const tanker of TANKERS) {
        const voyage = { ...v, port: bill.port, destination: bill.destination, tons: bill.tons };
        const label = insureWords({ insuring: tanker, tankers: [{ tanker, voyage }] }, { premium: true });
        expect(label.length, label).toBeLessThanOrEqual(80);
      }
    // With Lloyd's card there are two ways to insure, so a chooser asks: its prompt says which cargo.
    state.players[state.current]!.kept = ['memo-6'];
    const insure = P.choices(snapOf(meritOil, state), state.current).filter((c) => c.group === 'insure');
    expect(insure).toHaveLength(2);
    expect(new Set(insure.map((c) => c.groupLabel))).toEqual(new Set([cargo]));
    const menu = descend(insure, []);
    if (menu.kind !== 'options') throw new Error('a chooser of two ways to insure');
    expect(chooserPrompt(insure[0]!.groupLabel, menu.chosen, menu.options)).toBe(
      `**${cargo}** — 2 choices. Pick one:`,
    );
  });

  it('offers ready-made deals in three steps (to whom, what, the price), each reachable', () => {
    const state = until(
      'mp-deal',
      (s) => meritOil.legalActions(s, s.current).filter((a) => a.type === 'offerDeal').length > 3,
    );
    const snap = snapOf(meritOil, state);
    const offers = P.choices(snap, state.current).filter((c) => c.group === 'offer');
    expect(offers.length).toBeGreaterThan(1);
    for (const o of offers) {
      expect(o.steps).toHaveLength(3);
      expect(o.steps![0]).toMatch(/^To (Ana|Ben|Caro|Dev)$/);
      expect(o.steps![2]).toMatch(/^for £[\d,]+$/);
    }
    // The chooser's first step lists the other players.
    const first = descend(offers, []);
    expect(first.kind).toBe('options');
    if (first.kind === 'options') expect(first.options.every((x) => x.label.startsWith('To '))).toBe(true);
    // Whoever is picked, the deal is never made unseen: a partner with one deal shows its goods and price to
    // confirm (it was posted at once, goods and price never shown), one with several lists them.
    if (first.kind !== 'options') return;
    first.options.forEach((option, i) => {
      const next = descend(offers, [i]);
      expect(next.kind, option.label).toBe('options');
      if (next.kind === 'options' && next.options.length === 1)
        expect(next.options[0]!.label, option.label).toMatch(/ · for £[\d,]+$/);
    });
    expect(
      first.options.some((_, i) => {
        const next = descend(offers, [i]);
        return next.kind === 'options' && next.options.length === 1;
      }),
      'a partner with a single deal (the case that was posted unseen)',
    ).toBe(true);
  });

  it('once oil is in store, "nothing to trade yet" says why (no shares, no area in common), not that nobody has any', () => {
    const state = fresh('mp-areas');
    for (const p of state.players) p.wells = [];
    // Each player's one well in an area of their own (Trinidad, Qatar, Iran, Iraq), each with oil in store.
    [18, 15, 16, 13].forEach((card, i) => giveWell(state, (state.current + i) % 4, card, 4500));
    const offer = P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'offer')!;
    expect(offer.disabledReason).toBe('nothing to trade yet');
    const who = NAMES[state.current]!;
    expect(offer.note).toBe(
      `nobody holds shares, and no oil in store lies in an area where ${who} and another player both have wells`,
    );
    // Its "Greyed out" line, on every turn until someone buys shares: three lines of a phone's embed at most (it
    // began "deals trade shares, or oil between players with wells in its area: " and took four or five).
    const line = buttonNotes(snapOf(meritOil, state), P).greyed.find((l) => l.startsWith('Offer a deal'))!;
    expect(line.length).toBeLessThanOrEqual(3 * 45);
  });

  it('"nothing to trade yet" holds true for a player with no oil, whose partner’s oil lies where they have no well', () => {
    // A playtest read "no other player has a well in an area of Caro's with oil in store" while Caro had no oil at
    // all: what stood in her way was that Finn's oil lay where she has no well, which it did not say.
    const state = fresh('mp-areas');
    for (const p of state.players) p.wells = [];
    const [caro, finn] = [state.current, (state.current + 1) % 4];
    giveWell(state, caro, 18, 0); // Trinidad, nothing in store
    giveWell(state, finn, 13, 4500); // Iraq, oil in store
    giveWell(state, (state.current + 2) % 4, 15, 0);
    giveWell(state, (state.current + 3) % 4, 16, 0);
    const offer = P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'offer')!;
    expect(offer.disabledReason).toBe('nothing to trade yet');
    expect(offer.note).not.toContain(`an area of ${NAMES[caro]}'s with oil in store`);
    expect(offer.note).toContain(
      `no oil in store lies in an area where ${NAMES[caro]} and another player both have wells`,
    );
    // It holds the other way round too: Caro's oil where nobody else has a well.
    setStores(state, caro, 18, 4500);
    setStores(state, finn, 13, 0);
    const mine = P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'offer')!;
    expect(mine.note).toBe(offer.note);
  });

  it('greys "Offer a deal" exactly when its menu would be empty for everyone who may offer', () => {
    // At the start nobody holds shares or oil: there is nothing to deal in, and the board shows it.
    const start = P.publicActions(snapOf(meritOil, fresh())).find((b) => b.key === 'offer');
    expect(start?.disabledReason).toBe('nothing to trade yet');
    const seen = { open: 0, greyed: 0 };
    eachGreedyState('mp-offer', 'o', (state, i) => {
      const snap = snapOf(meritOil, state);
      const button = P.publicActions(snap).find((b) => b.key === 'offer');
      if (button) {
        const status = meritOil.status(state);
        const menu = [...status.toAct, ...(status.mayAct ?? [])].some((seat) =>
          P.choices(snap, seat).some((c) => c.group === 'offer'),
        );
        expect(!button.disabledReason, `"Offer a deal" at action ${i}`).toBe(menu);
        seen[menu ? 'open' : 'greyed']++;
      }
    });
    expect(seen.open).toBeGreaterThan(5);
    expect(seen.greyed).toBeGreaterThan(5);
  });

  it('leaves "Write a deal…" out, saying "nothing to trade yet", only while no deal its writer could type would go', () => {
    const seen = { nothing: 0, form: 0 };
    eachGreedyState('mp-nothing', 'n', (state, i) => {
      const snap = snapOf(meritOil, state);
      const buttons = P.publicActions(snap);
      const offer = buttons.find((b) => b.key === 'offer');
      const moment = momentOf(state);
      if (offer && (moment === 'beforeRoll' || moment === 'afterRoll')) {
        const nothing = offer.disabledReason === 'nothing to trade yet';
        expect(
          buttons.some((b) => b.key === 'deal'),
          `"Write a deal…" at action ${i}`,
        ).toBe(!nothing);
        expect(P.forms(snap, state.current).length > 0).toBe(!nothing);
        seen[nothing ? 'nothing' : 'form']++;
        // Nothing to trade: whatever the writer types (shares, or oil at any tonnage, at any price), it is refused.
        if (nothing)
          for (let to = 0; to < 4; to++)
            for (const side of ['sell', 'buy'] as const)
              for (const goods of [
                { kind: 'shares', company: 'refinery', blocks: 1 },
                { kind: 'shares', company: 'shipping', blocks: 1 },
                ...AREAS.flatMap((area) =>
                  [500, 1000, 1500, 4500, 9000].map((tons) => ({ kind: 'stores' as const, area, tons })),
                ),
              ] as const) {
                const deal = { type: 'offerDeal', to, side, goods, price: 0 } as const;
                expect(
                  meritOil.apply(structuredClone(state), state.current, deal).ok,
                  JSON.stringify(deal),
                ).toBe(false);
              }
      }
    });
    expect(seen.nothing).toBeGreaterThan(3);
    expect(seen.form).toBeGreaterThan(5);
  });

  it('reads a typed deal from the modal into an offer the engine accepts', () => {
    const state = tradable('mp-form');
    const seat = state.current;
    const snap = snapOf(meritOil, state);
    const form = P.forms(snap, seat).find((f) => f.key === 'deal');
    if (!form) throw new Error('no deal form for the active player');
    const other = (seat + 1) % 4;
    const target = NAMES[other]!;
    const parsed = form.parse({
      to: target.slice(0, 2),
      side: 'buy',
      goods: '4500 t Iraq oil',
      price: '£30k',
    });
    expect(parsed).toEqual({
      ok: true,
      action: {
        type: 'offerDeal',
        to: other,
        side: 'buy',
        goods: { kind: 'stores', area: 'iraq', tons: 4500 },
        price: 30_000,
      },
    });
    expect(form.parse({ to: 'Zed', side: 'sell', goods: '1 refinery', price: '1' })).toMatchObject({
      ok: false,
    });
    expect(form.parse({ to: target, side: 'swap', goods: '1 refinery', price: '1' })).toMatchObject({
      ok: false,
    });
    // Only the player whose turn it is writes deals before the roll.
    expect(P.forms(snap, other)).toEqual([]);
  });

  it('parses prices, goods and players as people type them', () => {
    expect(parsePounds('45,000')).toEqual({ ok: true, value: 45_000 });
    expect(parsePounds('45k')).toEqual({ ok: true, value: 45_000 });
    expect(parsePounds('0.1m')).toEqual({ ok: true, value: 100_000 });
    expect(parsePounds('lots').ok).toBe(false);
    expect(parseGoods('2 refinery shares')).toEqual({
      ok: true,
      value: { kind: 'shares', company: 'refinery', blocks: 2 },
    });
    expect(parseGoods('1 block of Shipping')).toEqual({
      ok: true,
      value: { kind: 'shares', company: 'shipping', blocks: 1 },
    });
    expect(parseGoods('9k t of Burgan')).toEqual({
      ok: true,
      value: { kind: 'stores', area: 'kuwait', tons: 9000 },
    });
    expect(parseGoods('9000 tons from Tripoli')).toEqual({
      ok: true,
      value: { kind: 'stores', area: 'iraq', tons: 9000 },
    });
    expect(parseGoods('oil').ok).toBe(false);
    expect(parsePlayer('ben', NAMES, 0)).toEqual({ ok: true, value: 1 });
    expect(parsePlayer('Ana', NAMES, 0).ok).toBe(false); // yourself
  });

  it('reads a name copied from the scores, "Caro (bot)" for a seat a bot plays, as that player', () => {
    expect(parsePlayer('Caro (bot)', NAMES, 0)).toEqual({ ok: true, value: 2 });
    expect(parsePlayer('@caro (bot)', NAMES, 0)).toEqual({ ok: true, value: 2 });
    // A name that really ends so is that player's.
    expect(parsePlayer('Max (bot)', ['Ana', 'Max', 'Max (bot)'], 0)).toEqual({ ok: true, value: 2 });
  });

  it('never reads a typed deal as other goods or another price than the words say', () => {
    const shares = (company: string, blocks: number) => ({
      ok: true,
      value: { kind: 'shares', company, blocks },
    });
    const oil = (area: string, tons: number) => ({ ok: true, value: { kind: 'stores', area, tons } });
    // Counted in words: "two refinery blocks" was an offer of 1 block, at the price typed for two.
    expect(parseGoods('two refinery blocks')).toEqual(shares('refinery', 2));
    expect(parseGoods('Ten shipping shares')).toEqual(shares('shipping', 10));
    expect(parseGoods('a block of shipping')).toEqual(shares('shipping', 1));
    expect(parseGoods('several refinery blocks').ok).toBe(false);
    // Thousands grouped by a space, as prices already are ("18 000 t" was 18 t), and kilotons.
    expect(parseGoods('18 000 t Lebanon')).toEqual(oil('iraq', 18_000));
    expect(parseGoods('27kt Kuwait')).toEqual(oil('kuwait', 27_000));
    expect(parseGoods('4.5 kt of Iran oil')).toEqual(oil('iran', 4_500));
    expect(parseGoods('nine thousand t Kuwait').ok).toBe(false);
    // A comma out of place is a typo, not a price: "£20,00" was read as £2,000.
    expect(parsePounds('£20,00').ok).toBe(false);
    expect(parsePounds('2,00,000').ok).toBe(false);
    expect(parsePounds('£1,250,000')).toEqual({ ok: true, value: 1_250_000 });
    expect(parsePounds('20 000')).toEqual({ ok: true, value: 20_000 });
    // Thousands grouped by dots, as much of Europe writes them: "£20.000" was an offer of £20.
    expect(parsePounds('£20.000')).toEqual({ ok: true, value: 20_000 });
    expect(parsePounds('1.250.000')).toEqual({ ok: true, value: 1_250_000 });
    expect(parsePounds('1.5m')).toEqual({ ok: true, value: 1_500_000 });
    expect(parsePounds('22.5k')).toEqual({ ok: true, value: 22_500 });
    expect(parseGoods('9.000 t Kuwait')).toEqual(oil('kuwait', 9_000));
    // One kind of goods per deal: "1 refinery and 1 shipping" was an offer of 1 Refinery block alone.
    const oneKind = /one kind of goods per deal/;
    expect(parseGoods('1 refinery and 1 shipping')).toMatchObject({
      ok: false,
      error: expect.stringMatching(oneKind),
    });
    expect(parseGoods('2 shipping, 9000 t Kuwait')).toMatchObject({
      ok: false,
      error: expect.stringMatching(oneKind),
    });
    expect(parseGoods('9000 t Kuwait and 4500 t Iran')).toMatchObject({
      ok: false,
      error: expect.stringMatching(oneKind),
    });
    // One area named twice (country, field, port) is still one kind.
    expect(parseGoods('9000 t Kuwait, from Burgan via Mina al Ahmadi')).toEqual(oil('kuwait', 9_000));
    // One amount per deal: "1 refinery and 2 more" was an offer of 1 block, the first number alone.
    const oneAmount = /one amount per deal, and this says "1" and "2"/;
    expect(parseGoods('1 refinery and 2 more')).toMatchObject({
      ok: false,
      error: expect.stringMatching(oneAmount),
    });
    expect(parseGoods('9000 t Kuwait, 2 loads')).toMatchObject({ ok: false });
    expect(parseGoods('two refinery blocks and three more')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"two" and "three"/),
    });
    expect(parseGoods('1 refinery, then 2.5')).toMatchObject({ ok: false });
  });

  it('reads a partner named as typed, and its answer (message text) escapes the names', () => {
    const names = ['Ana', 'Ben_B', 'Ben*x*', 'Dev'];
    expect(parsePlayer('ben_b', names, 0)).toEqual({ ok: true, value: 1 });
    expect(parsePlayer('ben*x*', names, 0)).toEqual({ ok: true, value: 2 });
    expect(parsePlayer('Ben', names, 0)).toEqual({
      ok: false,
      error: '"Ben" could be Ben\\_B or Ben\\*x\\*.',
    });
    expect(parsePlayer('_x_', names, 0)).toEqual({
      ok: false,
      error: '"\\_x\\_" is not another player here (Ben\\_B, Ben\\*x\\*, Dev).',
    });
  });

  it('echoes what was typed in a field it could not read escaped (the answer is message text)', () => {
    expect(parsePounds('*lots*')).toEqual({
      ok: false,
      error: '"\\*lots\\*" is not a price: write it like 45000, £45,000 or 45k.',
    });
    expect(parseGoods('__gold__')).toEqual({
      ok: false,
      error:
        '"\\_\\_gold\\_\\_": name shares (refinery or shipping) or oil of an area (Kuwait, Iraq, Qatar, Iran, Trinidad).',
    });
    expect(parseGoods('*kuwait*')).toMatchObject({
      error: expect.stringMatching(/^"\\\*kuwait\\\*": say how many/),
    });
    const state = tradable('mp-form');
    const form = P.forms(snapOf(meritOil, state), state.current).find((f) => f.key === 'deal')!;
    const other = NAMES[(state.current + 1) % 4]!;
    expect(form.parse({ to: other, side: '_swap_', goods: '1 refinery', price: '1' })).toEqual({
      ok: false,
      error: '"\\_swap\\_": write sell or buy.',
    });
  });

  it('a deal offered to another player is answered by them out of turn: Accept / Decline buttons', () => {
    const state = fresh('mp-answer');
    const seat = state.current;
    const other = (seat + 1) % 4;
    // The seller holds a block bought from the bank earlier.
    state.players[seat]!.shares.refinery = 1;
    state.bankShares.refinery -= 1;
    const snap0 = snapOf(meritOil, state);
    const form = P.forms(snap0, seat).find((f) => f.key === 'deal')!;
    const parsed = form.parse({ to: NAMES[other]!, side: 'sell', goods: '1 refinery', price: '15000' });
    if (!parsed.ok) throw new Error(parsed.error);
    const r = meritOil.apply(state, seat, parsed.action as never);
    if (!r.ok) throw new Error(r.error);
    const snap = snapOf(meritOil, r.state, 8);
    expect(snap.status.toAct).toContain(other);
    const keys = P.publicActions(snap).map((b) => b.key);
    expect(keys).toEqual(expect.arrayContaining(['accept', 'decline', 'withdraw']));
    // The maker may make another offer while this one waits (mayAct), typed too; the one who answers is told
    // privately that the typed deal is not theirs.
    expect(keys).toContain('deal');
    expect(snap.status.mayAct).toEqual([seat]);
    expect(P.forms(snap, seat).map((f) => f.key)).toEqual(['deal']);
    expect(P.forms(snap, other)).toEqual([]);
    expect(P.unavailable(snap, other).find((u) => u.group === 'deal')).toMatchObject({
      doing: 'write a deal',
      reason: `it is ${NAMES[seat]}'s turn (you may answer the offer)`,
    });
    // The one answering, pressing the turn message's "Offer a deal" (it is on the same message as their Accept),
    // hears that it is the maker's turn, as for Roll: a playtest heard "no fair deal fits now (nothing to sell,
    // or nobody with the room, the shares or the cash)", untrue while they held shares and cash.
    expect(P.unavailable(snap, other).find((u) => u.group === 'offer')?.reason).toBe(
      `it is ${NAMES[seat]}'s turn (you may answer the offer)`,
    );
    expect(P.unavailable(snap, seat).some((u) => u.group === 'deal')).toBe(false);
    // The maker pressing Accept or Decline hears that the offer is theirs, waiting on the other's answer (a
    // playtest heard "no offer is made to you", true but beside the point).
    for (const group of ['accept', 'decline'])
      expect(P.unavailable(snap, seat).find((u) => u.group === group)?.reason).toBe(
        `your offer waits for ${NAMES[other]}'s answer`,
      );
    const answers = P.choices(snap, other);
    const accept = answers.find((c) => c.group === 'accept');
    expect(accept?.label).toBe(`${NAMES[seat]} sells you 1 Refinery block for £15,000`);
    expect(answers.some((c) => c.group === 'decline')).toBe(true);
    const withdraw = P.choices(snap, seat).find((c) => c.group === 'withdraw');
    expect(withdraw?.label).toBe(`You offer ${NAMES[other]} 1 Refinery block for £15,000`);
    expect(P.turnOf!(snap)).toBe(seat);
    const done = meritOil.apply(r.state, other, accept!.action as never);
    if (!done.ok) throw new Error(done.error);
    expect(done.state.players[other]!.shares.refinery).toBe(1);
  });

  it("while a bot's offer waits for a person's answer, the turn message shows only Accept and Decline", () => {
    const { state, maker, to } = offerOneBlock('mp-bot-offer', 1, 1, 15_000);
    const people = snapOf(meritOil, state);
    // A person's turn: they may still withdraw, roll or deal while the answer waits.
    expect(P.publicActions(people).map((b) => b.key)).toEqual([
      'accept',
      'decline',
      'roll',
      'charter',
      'offer',
      'deal',
      'withdraw',
    ]);
    const snap = snapOf(meritOil, state);
    snap.seats[maker] = { ...snap.seats[maker]!, userId: null, botKind: 'greedy' };
    expect(snap.status.toAct).toEqual([to]);
    expect(snap.status.mayAct).toEqual([maker]);
    // A bot's turn: nobody who could press the bot's buttons is at the table.
    expect(P.publicActions(snap).map((b) => b.key)).toEqual(['accept', 'decline']);
    expect(P.unavailable(snap, to)).toEqual([]);
    // The person answering, pressing an old message's Roll, hears one sentence.
    expect(P.unavailable(people, to).find((u) => u.group === 'roll')?.reason).toBe(
      `it is ${NAMES[maker]}'s turn (you may answer the offer)`,
    );
  });

  it('tells the receiver of an offer they can no longer carry out what it asks against what is there', () => {
    // The offer was fine when made; then the receiver's cash went (a card's payment, say) or the maker's shares
    // went in another deal. Pressing Accept said "you cannot carry out the offer (the cash, shares, oil or room
    // it needs)", four guesses for one fact on the table.
    const { state, maker, to } = offerOneBlock('mp-poor-answer', 1, 1, 15_000);
    const reason = () => P.unavailable(snapOf(meritOil, state), to).find((u) => u.group === 'accept')?.reason;
    expect(reason()).toBeUndefined();
    state.players[to]!.cash = 10_000;
    expect(reason()).toBe('it asks £15,000 and you have £10,000');
    state.players[to]!.cash = 300_000;
    state.players[maker]!.shares.refinery = 0;
    state.bankShares.refinery += 1;
    expect(reason()).toBe(`${NAMES[maker]} holds no Refinery blocks`);
    // A buying offer: the maker pays, the receiver sells.
    const s2 = fresh('mp-poor-buy');
    const m2 = s2.current;
    const t2 = (m2 + 1) % 4;
    s2.players[t2]!.shares.refinery = 2;
    s2.bankShares.refinery -= 2;
    offerRefinery(s2, m2, t2, 'buy', 2, 30_000);
    const why = () => P.unavailable(snapOf(meritOil, s2), t2).find((u) => u.group === 'accept')?.reason;
    s2.players[m2]!.cash = 5_000;
    expect(why()).toBe(`${NAMES[m2]} has only £5,000 to pay £30,000`);
    s2.players[m2]!.cash = 300_000;
    s2.players[t2]!.shares.refinery = 1;
    expect(why()).toBe('it asks for 2 Refinery blocks and you hold 1 Refinery block');
  });

  it('tells a bankrupt player plainly in My hand that they are out, not noughts and what drilling costs', () => {
    // A bankrupt player's hand read "Cash: £0 … Wells none … Costs: drilling £50,000": nothing said they were out.
    const state = fresh('mp-bankrupt');
    for (const p of state.players) {
      state.concessions.push(...p.wells.map((w) => w.card));
      p.wells = [];
    }
    state.players[0]!.cash = 0;
    at(state, 0, 0);
    onTop(state.memo, 'memo-12'); // legal costs of £30,000, with nothing to sell
    roll(state, 1);
    expect(state.players[0]!.bankrupt).toBe(true);
    const hand = P.hand(snapOf(meritOil, state), 0).description;
    expect(hand).toMatch(
      /^\*\*You went bankrupt\*\* and are out of the game: .* the game goes on without you\.$/,
    );
    expect(hand).not.toMatch(/Costs|Cash/);
    // The Scores line says it in a word, without the noughts ("£0 · cash £0 · 0 wells · bankrupt").
    expect(P.scoreLines(snapOf(meritOil, state))[0]).toBe(`**${NAMES[0]}** £0 · bankrupt`);
  });

  it('adds up the fortune in My hand: wells, stores, shares and cash, less any debt', () => {
    // A playtest: "Fortune so far: £663,350 (wells £180,000, stores £94,500, shares £0)" left cash out: the parts
    // read £388,850 short.
    const state = fresh('mp-fortune');
    const money = (t: string) => Number(t.replace(/[£,]/g, ''));
    const parts = () => {
      const lines = P.hand(snapOf(meritOil, state), 0).description.split('\n');
      const line = lines.find((l) => l.startsWith('**Fortune'))!;
      const m =
        /^\*\*Fortune so far\*\*: (£[\d,]+) = wells (£[\d,]+) \+ stores (£[\d,]+) \+ shares (£[\d,]+) (\+ cash|\+ cash less debt|− debt less cash) (£[\d,]+)$/.exec(
          line,
        );
      expect(m, line).not.toBeNull();
      const [, total, wells, stores, shares, cashWord, amount] = m!;
      const cash = cashWord!.startsWith('−') ? -money(amount!) : money(amount!);
      expect(money(wells!) + money(stores!) + money(shares!) + cash).toBe(money(total!));
      return { cashWord, cash };
    };
    expect(parts()).toEqual({ cashWord: '+ cash', cash: state.players[0]!.cash });
    state.players[0]!.debt = 20_000;
    expect(parts()).toEqual({ cashWord: '+ cash less debt', cash: state.players[0]!.cash - 20_000 });
    // A debt beyond the cash is taken off, not added as "+ cash less debt -£4,600" (a playtest).
    state.players[0]!.debt = state.players[0]!.cash + 4_600;
    expect(parts()).toEqual({ cashWord: '− debt less cash', cash: -4_600 });
  });

  it('opens My hand with each deal offered to the player, to answer, and with a debt to raise', () => {
    const { state, maker, to } = offerOneBlock('mp-asks', 1, 1, 25_000);
    const first = (seat: number) => P.hand(snapOf(meritOil, state), seat).description.split('\n')[0];
    expect(first(to)).toBe(
      `⚠️ **${NAMES[maker]} sells you 1 Refinery block for £25,000**: accept or decline it on the turn message.`,
    );
    // The maker's own offer waits for the answer, listed among their holdings; nobody else is asked anything.
    expect(first(maker)).toMatch(/^\*\*Cash\*\*/);
    expect(P.hand(snapOf(meritOil, state), maker).description).toMatch(
      /\*\*Your open offers\*\*\nYou offer .* 1 Refinery block for £25,000/,
    );
    expect(first((maker + 2) % 4)).toMatch(/^\*\*Cash\*\*/);
    const debtor = (maker + 3) % 4;
    state.players[debtor]!.debt = 20_000;
    expect(first(debtor)).toBe(
      '⚠️ **You owe the bank £20,000**: sell shares (then a well) to the bank, or shares or oil in store to another player, before play goes on.',
    );
  });

  it('after the game, My hand lists a cargo still at sea as counting for nothing, not at its sale price', () => {
    // A five-player playtest: Ben's hand after the last round read "red: 9,000 t to Genoa, 9 stages to go, sells
    // for £89,000 at today's quotation · insured", beside a fortune that (rightly) left it out.
    const state = fresh('mp-at-sea-end');
    const seat = state.current;
    giveWell(state, seat, 13, 18_000);
    charterWith(state, seat, 'tripoli', 14, 'insure');
    const during = P.hand(snapOf(meritOil, state), seat).description;
    expect(during).toMatch(
      /\*\*Your tankers at sea\*\*\nred: 9,000 t to [^,]+, \d+ stages to go, sells for £[\d,]+ at today's quotation · insured$/m,
    );
    const snap = snapOf(meritOil, state);
    const over = { ...snap, status: { ...snap.status, over: true } };
    const after = P.hand(over, seat).description;
    expect(after).toMatch(
      /\*\*Your tankers still at sea\*\* \(oil still at sea at the end counts for nothing\)\nred: 9,000 t to [^,]+, \d+ stages to go$/m,
    );
    expect(after).not.toContain('sells for');
  });

  it("counts the rounds of a game ended on the last seat's turn by one player left in business", () => {
    // A playtest: Ben and then Caro, the last seat, went bankrupt in round 1 of three players; the final
    // message read "round 2/30 · game over", the summary 2 rounds (the end had passed the play on to round 2).
    const state = meritOil.setup(3, meritOil.optionsSchema.parse({}), 'mp-last-standing');
    for (const seat of [1, 2]) {
      const p = state.players[seat]!;
      state.concessions.push(...p.wells.map((w) => w.card));
      p.wells = [];
      state.paidToBank.cardPayment += p.cash;
      p.cash = 0;
    }
    for (const [seat, card] of [
      [1, 'memo-12'],
      [2, 'memo-4'],
    ] as const) {
      at(state, seat, 0);
      onTop(state.memo, card);
      roll(state, 1);
    }
    expect(state.result?.ending).toBe('lastStanding');
    const snap = snapOf(meritOil, state);
    expect(P.headline!(snap)).toBe('round 1/30 · game over');
    expect(P.roundsPlayed!(snap)).toBe(1);
    expect(sceneFromMeritView(meritOil.view(state, null), NAMES).round).toBe(1);
    // A game that runs its rounds still counts them all, not one more.
    const full = until('mp-limit-rounds', (s) => s.result !== null);
    expect(full.result?.ending).toBe('limit');
    expect(P.roundsPlayed!(snapOf(meritOil, full))).toBe(30);
  });

  it('names the city a lorry on holiday stands at, as the log does', () => {
    // The alt text read "Ana on holiday, air stop 1" where the log said "Ana flew to Beirut."
    expect(HOLIDAY.stops.map((_, stop) => lorryWords({ where: 'air', stop }, null))).toEqual([
      'on holiday in Beirut',
      'on holiday in Nice',
    ]);
  });

  it('keeps kept MEMO cards in the hand alone: alt text, scores and buttons show only how many', () => {
    const state = fresh('mp-kept');
    const seat = (state.current + 2) % 4;
    state.players[seat]!.kept = ['memo-6'];
    const snap = snapOf(meritOil, state);
    const hand = P.hand(snap, seat).description;
    expect(hand).toContain("Lloyd's");
    // How each kept card is played: the Emir's friendship has no button to look for.
    expect(hand).toContain('without paying the premium. (choose it when you insure a cargo)');
    const emir = structuredClone(state);
    emir.players[seat]!.kept = ['memo-14'];
    expect(P.hand(snapOf(meritOil, emir), seat).description).toContain(
      'make. (it plays itself on the first payment a card orders of £20,000 or more, or one you could not pay in cash)',
    );
    // After the game there is nothing left to play it on.
    const over = { ...snapOf(meritOil, state), status: { ...snapOf(meritOil, state).status, over: true } };
    expect(P.hand(over, seat).description).toMatch(/without paying the premium\.$/m);
    expect(P.hand(snap, (seat + 1) % 4).description).not.toContain("Lloyd's");
    expect(P.altText(snap)).not.toContain("Lloyd's");
    expect(P.scoreLines(snap)[seat]).toContain('1 MEMO kept');
    const swapped = structuredClone(state);
    swapped.players[seat]!.kept = ['memo-14'];
    const snap2 = snapOf(meritOil, swapped);
    expect(JSON.stringify(P.publicActions(snap2))).toBe(JSON.stringify(P.publicActions(snap)));
    expect(P.scoreLines(snap2)).toEqual(P.scoreLines(snap));
    expect(P.altText(snap2)).toBe(P.altText(snap));
  });

  it('names the public price on the drill button, the same whether the player holds a Geologist’s report', () => {
    // The button opened from £15,000 (a report's price, for nobody can tell who holds one) and named no price,
    // while the private menu said "Drill for £50,000".
    const state = fresh('mp-drill');
    const seat = state.current;
    state.rolled = true;
    state.choice = 'drill';
    state.players[seat]!.cash = 20_000;
    const without = snapOf(meritOil, state);
    const button = P.publicActions(without).find((b) => b.key === 'drill');
    expect(button).toMatchObject({ label: 'Drill a test well (£50,000)' });
    expect(button?.disabledReason).toBeUndefined();
    const holding = structuredClone(state);
    holding.memo = holding.memo.filter((c) => c !== 'memo-5');
    holding.players[seat]!.kept = ['memo-5'];
    const withReport = snapOf(meritOil, holding);
    expect(JSON.stringify(P.publicActions(withReport))).toBe(JSON.stringify(P.publicActions(without)));
    // The holder's own menu offers the report's price; the other player's offers nothing below £50,000.
    expect(
      P.choices(withReport, seat)
        .filter((c) => c.group === 'drill')
        .map((c) => c.label),
    ).toEqual(["Use your Geologist's report: £15,000"]);
  });

  it('as the end nears, the drill and helicopter buttons and options give the well’s chance to strike in time', () => {
    // In the last round of a playtest the button still read "Drill a test well (£50,000)": Ana pressed it and
    // paid £50,000 for a well that could never strike (the lorry moves down the track on later turns only).
    const { state, seat, button, options } = atDrillSquare('mp-late-drill');
    const limit = state.roundLimit!;
    // Four more turns give nearly the track's whole chance (57% of 60%): nothing to say.
    state.round = limit - 4;
    expect(button()).toMatchObject({ label: 'Drill a test well (£50,000)' });
    expect(button().note).toBeUndefined();
    expect(options()).toEqual(['Drill for £50,000']);
    // Three: about one in two; one: a six, one in six.
    state.round = limit - 3;
    expect(button().label).toBe('Drill a test well (£50,000, 50% in time)');
    state.round = limit - 1;
    expect(button()).toMatchObject({
      label: 'Drill a test well (£50,000, 15% in time)',
      note: 'Drill a test well: about 15% chance to strike oil before the end (a well still being drilled when the game ends strikes nothing, and its cost is lost)',
    });
    // The last round: no turn is left to drill down; still a button (the rules allow it), greyed by nothing.
    state.round = limit;
    expect(button()).toMatchObject({
      label: 'Drill a test well (£50,000, too late)',
      note: 'Drill a test well: too late to strike oil before the end (a well still being drilled when the game ends strikes nothing, and its cost is lost)',
    });
    expect(button().disabledReason).toBeUndefined();
    expect(button().label.length).toBeLessThanOrEqual(SHORT_LABEL);
    expect(options()).toEqual(['Drill for £50,000 (too late to strike oil before the end)']);
    state.memo = state.memo.filter((c) => c !== 'memo-5');
    state.players[seat]!.kept = ['memo-5'];
    expect(options()).toEqual([
      'Drill for £50,000 (too late to strike oil before the end)',
      "Use your Geologist's report: £15,000 (too late to strike oil before the end)",
    ]);
    // The helicopter's drilling too.
    state.choice = 'helicopter';
    expect(button('helicopter').label).toBe('Fly to drill (£15,000, too late)');
    expect(options('helicopter')).toEqual([
      `Fly by helicopter to square ${HELICOPTER.drillSquare} and drill for £15,000 (too late to strike oil before the end)`,
    ]);
    // A game until every bill is used has no last round.
    const full = meritOil.setup(4, meritOil.optionsSchema.parse({ length: 'full' }), 'mp-late-drill');
    full.rolled = true;
    full.choice = 'drill';
    full.round = 90;
    expect(P.publicActions(snapOf(meritOil, full)).find((b) => b.key === 'drill')!.label).toBe(
      'Drill a test well (£50,000)',
    );
  });

  it('with no concession card left, the drill and helicopter buttons and options say a strike grants nothing', () => {
    // Rules page, "Test drilling": "If no card is left you get nothing". In full games the pile ran out in 28 of 60
    // greedy games, and a player with £50,000 was then asked to drill under "Drill a test well (£50,000)", as in the
    // first round: £50,000 for a well that could strike nothing.
    const { state, button, options } = atDrillSquare('mp-no-card');
    expect(button().label).toBe('Drill a test well (£50,000)');
    state.concessions = [];
    expect(button()).toMatchObject({
      label: 'Drill a test well (£50,000, pile empty)',
      note: 'Drill a test well: no concession card is left, so a strike grants nothing',
    });
    expect(button().disabledReason).toBeUndefined();
    expect(button().label.length).toBeLessThanOrEqual(SHORT_LABEL);
    expect(options()).toEqual(['Drill for £50,000 (no concession card is left, so a strike grants nothing)']);
    // It says so in the last round too, where the end would say "too late": no card is the reason whatever the end.
    state.round = state.roundLimit!;
    expect(button().label).toBe('Drill a test well (£50,000, pile empty)');
    state.round = 1;
    state.choice = 'helicopter';
    expect(button('helicopter').label).toBe('Fly to drill (£15,000, pile empty)');
    expect(options('helicopter')).toEqual([
      `Fly by helicopter to square ${HELICOPTER.drillSquare} and drill for £15,000 (no concession card is left, so a strike grants nothing)`,
    ]);
  });

  it('in insolvency offers the debtor share sales first, then wells, publicly greyed in that order', () => {
    const state = fresh('mp-debt');
    const { debtor, p } = owingWithShares(state);
    const snap = snapOf(meritOil, state);
    expect(snap.status.toAct).toEqual([debtor]);
    const buttons = P.publicActions(snap);
    expect(buttons.find((b) => b.key === 'sell-shares')?.disabledReason).toBeUndefined();
    expect(buttons.find((b) => b.key === 'sell-well')).toMatchObject({
      disabledReason: 'shares first',
      note: 'a debtor sells their shares before a well',
    });
    expect(buttons.some((b) => b.kind === 'form' && b.key === 'deal')).toBe(true);
    const sales = P.choices(snap, debtor).filter((c) => c.group === 'sell-shares');
    // Each choice says what it raises (a player owing £22,000 had to work out 80% of £20,000 a block).
    const shipping = 'Shipping (the bank pays £16,000 a block, 80% of £20,000)';
    // And what it leaves owed: a sale short of the debt said nothing of it.
    expect(sales.map((c) => c.steps)).toEqual([
      [shipping, '1 block for £16,000 — you still owe £324,000'],
      [shipping, '2 blocks for £32,000 — you still owe £308,000'],
    ]);
    // The fewest blocks that pay the debt off say so, and what they raise beyond it; more blocks than that (the
    // bank buys any number, at its discount) say they are more than needed: the menu said nothing of them.
    p.shares.shipping = 3;
    state.bankShares.shipping -= 1;
    p.debt = 22_000;
    const small = P.choices(snapOf(meritOil, state), debtor).filter((c) => c.group === 'sell-shares');
    expect(small.map((c) => c.steps?.[1])).toEqual([
      '1 block for £16,000 — you still owe £6,000',
      '2 blocks for £32,000 — pays your £22,000 debt, £10,000 left over',
      '3 blocks for £48,000 — pays your £22,000 debt, £26,000 left over: 1 block more than needed',
    ]);
    p.debt = 32_000;
    const exact = P.choices(snapOf(meritOil, state), debtor).filter((c) => c.group === 'sell-shares');
    expect(exact.map((c) => c.label)).toEqual([
      'Shipping: 1 block for £16,000 — you still owe £16,000',
      'Shipping: 2 blocks for £32,000 — pays your £32,000 debt',
      'Shipping: 3 blocks for £48,000 — pays your £32,000 debt, £16,000 left over: 1 block more than needed',
    ]);
    p.shares.shipping = 2;
    state.bankShares.shipping += 1;
    p.debt = 40_000;
    expect(P.headline!(snap)).toContain(`${NAMES[debtor]}: raise money to pay the bank`);
    expect(P.scoreLines(snap)[debtor]).toMatch(/owes £[\d,]+/);
    // Shares gone: now a well may go.
    p.shares.shipping = 0;
    state.bankShares.shipping += 2;
    const later = snapOf(meritOil, state);
    expect(P.publicActions(later).find((b) => b.key === 'sell-well')?.disabledReason).toBeUndefined();
    expect(P.choices(later, debtor).filter((c) => c.group === 'sell-well').length).toBe(p.wells.length);
    // Each well says what the bank pays for it and the oil in store that goes with it (a debtor chose among
    // their wells by name alone, and saw the stores of the one sold vanish).
    p.wells[0]!.tons = 4_500;
    const wells = P.choices(snapOf(meritOil, state), debtor).filter((c) => c.group === 'sell-well');
    expect(wells.map((c) => c.detail)).toEqual([
      'the bank pays £45,000 (50% of £90,000); its 4,500 t in store go with it',
    ]);
    p.wells[0]!.tons = 0;
    const empty = P.choices(snapOf(meritOil, state), debtor).filter((c) => c.group === 'sell-well');
    expect(empty.map((c) => c.detail)).toEqual(['the bank pays £45,000 (50% of £90,000)']);
    // No debtor holds a share nor oil: nobody can sell shares to the bank or deal (only a debtor's shares and
    // oil change hands during a debt), which everyone sees, so those buttons are greyed and the typed deal is gone.
    const after = P.publicActions(later);
    expect(after.find((b) => b.key === 'sell-shares')).toMatchObject({
      disabledReason: 'no shares',
      note: 'the debtors hold no shares',
    });
    expect(after.find((b) => b.key === 'offer')).toMatchObject({
      disabledReason: 'debtors have nothing to sell',
      note:
        'during a debt only a debtor’s shares and oil in store change hands, and the debtors hold no shares ' +
        'nor oil another player has a well to take',
    });
    expect(after.some((b) => b.key === 'deal')).toBe(false);
    for (let seat = 0; seat < 4; seat++) {
      expect(P.choices(later, seat).filter((c) => c.group !== 'sell-well')).toEqual([]);
      expect(P.forms(later, seat)).toEqual([]);
    }
    // Oil in store that another player has a well to take may be sold to them (the seed's oil between players in
    // the same area): the deal buttons are back, and the debtor's menu lists the oil.
    const buyer = (debtor + 1) % 4;
    state.concessions = state.concessions.filter((c) => c !== 1 && c !== 2);
    p.wells.push({ card: 1, tons: 9_000 });
    state.players[buyer]!.wells.push({ card: 2, tons: 0 });
    const oilSnap = snapOf(meritOil, state);
    expect(P.publicActions(oilSnap).find((b) => b.key === 'offer')?.disabledReason).toBeUndefined();
    expect(P.publicActions(oilSnap).some((b) => b.key === 'deal')).toBe(true);
    expect(P.choices(oilSnap, debtor).map((c) => c.action)).toContainEqual(
      expect.objectContaining({
        to: buyer,
        side: 'sell',
        goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
      }),
    );
    // The solvent buyer may bid for it too.
    expect(P.choices(oilSnap, buyer).map((c) => c.action)).toContainEqual(
      expect.objectContaining({
        to: debtor,
        side: 'buy',
        goods: { kind: 'stores', area: 'kuwait', tons: 9_000 },
      }),
    );
  });

  it('in insolvency greys the deal when every other player owes the bank too: only a solvent player buys', () => {
    const state = fresh('mp-all-debt');
    const { debtor } = owingWithShares(state);
    // Everyone else owes the bank as well (or is out of the game): nobody may buy the debtor's shares.
    for (const [seat, other] of state.players.entries()) {
      if (seat === debtor) continue;
      other.debt = 10_000 + other.cash;
      other.cash = 0;
    }
    const snap = snapOf(meritOil, state);
    const offer = P.publicActions(snap).find((b) => b.key === 'offer');
    expect(offer).toMatchObject({
      disabledReason: 'nobody solvent to buy',
      note: 'only a player who owes the bank nothing may buy in a deal, and nobody who could take the debtors’ goods is',
    });
    expect(P.publicActions(snap).some((b) => b.key === 'deal')).toBe(false);
    // The engine agrees: no deal is listed for anyone.
    for (let seat = 0; seat < 4; seat++)
      expect(P.choices(snap, seat).filter((c) => c.group === 'offer')).toEqual([]);
    // One player pays off their debt: they may buy, and the deal buttons are back.
    const solvent = (debtor + 1) % 4;
    state.players[solvent]!.debt = 0;
    state.players[solvent]!.cash = 100_000;
    const later = snapOf(meritOil, state);
    expect(P.publicActions(later).find((b) => b.key === 'offer')?.disabledReason).toBeUndefined();
    expect(P.publicActions(later).some((b) => b.key === 'deal')).toBe(true);
    expect(P.choices(later, solvent).filter((c) => c.group === 'offer').length).toBeGreaterThan(0);
  });

  it("while a bot settles its debt, people see only what they may do: deal in the bot's shares, no sales", () => {
    const state = fresh('mp-bot-debt');
    const { debtor, p } = owingWithShares(state);
    const withBot = () => {
      const snap = snapOf(meritOil, state);
      snap.seats[debtor] = { ...snap.seats[debtor]!, userId: null, botKind: 'greedy' };
      return snap;
    };
    const snap = withBot();
    expect(snap.status.toAct).toEqual([debtor]);
    // The solvent people may offer to buy the bot's shares (the seed's "you may offer to buy shares from him").
    expect(P.publicActions(snap).map((b) => b.key)).toEqual(['offer', 'deal']);
    expect(P.publicActions(snap).every((b) => !b.disabledReason)).toBe(true);
    for (let seat = 0; seat < 4; seat++)
      if (seat !== debtor)
        expect(
          P.choices(snap, seat).some((c) => c.group === 'offer'),
          `seat ${seat}`,
        ).toBe(true);
    // Its shares sold, the bot sells a well by itself: nobody at the table can do anything meanwhile.
    p.shares.shipping = 0;
    state.bankShares.shipping += 2;
    expect(P.publicActions(withBot())).toEqual([]);
    for (let seat = 0; seat < 4; seat++) if (seat !== debtor) expect(P.choices(withBot(), seat)).toEqual([]);
    // A person in debt still sees the sales (the test above), and the headline names the bot all along.
    expect(P.headline!(withBot())).toContain(`${NAMES[debtor]}: raise money to pay the bank`);
  });

  it('HELICOPTER and EXCHANGE: the headline, alt text and picture say what the player does in plain words', () => {
    // The picture read "Ana: HELICOPTER: drill for £15,000 or stay", the alt text "Ana to EXCHANGE: buy shares.".
    const cases = [
      [HELICOPTER.square, 'drill by HELICOPTER for £15,000 or stay'],
      [16, 'buy shares at the EXCHANGE?'],
    ] as const;
    for (const [square, doing] of cases) {
      const state = fresh();
      at(state, state.current, square - 1);
      roll(state, 1);
      const snap = snapOf(meritOil, state);
      const name = NAMES[state.current]!;
      expect(P.headline!(snap)).toMatch(new RegExp(` · ${name}: [^:]+$`));
      expect(P.headline!(snap)).toContain(`${name}: ${doing}`);
      expect(P.altText(snap)).toContain(`${name} to ${doing.replace(/\?$/, '')}.`);
      expect(sceneFromMeritView(meritOil.view(state, null), NAMES).turn).toMatchObject({
        seat: state.current,
        doing,
      });
    }
  });

  it('while a deal offer waits for its answer, the headline, alt text and picture name who must answer', () => {
    const { state, maker, to } = offerOneBlock('mp-answer', 2, 2, 20_000);
    const snap = snapOf(meritOil, state);
    expect(snap.status.toAct).toEqual([to]);
    expect(P.headline!(snap)).toContain(`${NAMES[to]}: answer a deal offer`);
    expect(P.altText(snap)).toContain(`${NAMES[to]} to answer a deal offer.`);
    expect(sceneFromMeritView(meritOil.view(state, null), NAMES).turn).toMatchObject({
      seat: to,
      doing: 'answer a deal offer',
    });
    // Answered: the maker's turn is named again.
    meritOil.apply(state, to, { type: 'declineDeal', offer: state.offers[0]!.id });
    expect(P.headline!(snapOf(meritOil, state))).toContain(`${NAMES[maker]}: roll`);
  });

  it('before the roll, says what the die does when the lorry is off the loop: drilling, on holiday, away', () => {
    // A playtest: a player on the Test Drilling track read "charter or roll", as on any turn, and could not tell
    // that the roll now takes the drill down the track.
    const state = fresh('mp-doing');
    const me = state.players[state.current]!;
    const title = () => P.headline!(snapOf(meritOil, state));
    const name = NAMES[state.current]!;
    // Round 1: no full cargo anywhere, so the die alone (the next test: with one, "charter or roll").
    expect(title()).toBe(`round 1/30 · ${name}: roll`);
    me.lorry = { where: 'drilling', section: -1 };
    expect(title()).toBe(`round 1/30 · ${name}: roll to drill on`);
    me.wells = [{ card: 1, tons: 27_000 }]; // Burgan: a full cargo at Mina al Ahmadi
    expect(title()).toBe(`round 1/30 · ${name}: charter or roll to drill on`);
    expect(sceneFromMeritView(meritOil.view(state, null), NAMES).turn.doing).toBe(
      'charter or roll to drill on',
    );
    me.lorry = { where: 'loop', square: HOLIDAY.square };
    me.trip = 'holiday';
    expect(title()).toBe(`round 1/30 · ${name}: charter or roll (on holiday)`);
    me.lorry = { where: 'air', stop: 1 };
    me.trip = null;
    expect(title()).toBe(`round 1/30 · ${name}: charter or roll (on holiday)`);
    me.lorry = { where: 'england' };
    expect(title()).toBe(`round 1/30 · ${name}: charter or roll (at Head Office)`);
    me.wells = [];
    expect(title()).toBe(`round 1/30 · ${name}: roll (at Head Office)`);
    me.lorry = { where: 'kwinana' };
    expect(title()).toBe(`round 1/30 · ${name}: roll (Kwinana trip)`);
  });

  it('offers a charter in the title and the picture only while the Charter button is live', () => {
    // A playtest: the title read "Ana: charter or roll" beside a greyed "Charter a tanker — no full cargo".
    const state = fresh('mp-doing-charter');
    const seat = state.current;
    const name = NAMES[seat]!;
    const title = () => P.headline!(snapOf(meritOil, state));
    const alt = () => P.altText(snapOf(meritOil, state));
    const charter = () => P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'charter')!;
    const panel = () => sceneFromMeritView(meritOil.view(state, null), NAMES).turn;
    expect(charter().disabledReason).toBe('no full cargo');
    expect(title()).toBe(`round 1/30 · ${name}: roll`);
    expect(alt()).toContain(`${name} to roll.`);
    expect(panel()).toMatchObject({ seat, doing: 'roll', shorter: [] });
    // A full cargo: the button is live, and the title offers it.
    state.players[seat]!.wells = [{ card: 1, tons: 27_000 }]; // Burgan, shipped from Mina al Ahmadi
    expect(charter().disabledReason).toBeUndefined();
    expect(title()).toBe(`round 1/30 · ${name}: charter or roll`);
    expect(alt()).toContain(`${name} to charter or roll.`);
    expect(panel()).toMatchObject({ seat, doing: 'charter or roll', shorter: ['roll'] });
    // No bill left at that port: greyed again, and the title says the die alone.
    const bills = state.bills['mina-al-ahmadi'];
    state.bills['mina-al-ahmadi'] = [];
    expect(charter().disabledReason).toBe('no bills left');
    expect(title()).toBe(`round 1/30 · ${name}: roll`);
    state.bills['mina-al-ahmadi'] = bills;
    // Public: hidden information (a kept MEMO card, the piles' order) changes neither title nor buttons.
    const hidden = structuredClone(state);
    hidden.memo.splice(hidden.memo.indexOf('memo-5'), 1);
    hidden.players[(seat + 1) % 4]!.kept.push('memo-5');
    hidden.memo.reverse();
    expect(P.headline!(snapOf(meritOil, hidden))).toBe(title());
    expect(P.publicActions(snapOf(meritOil, hidden))).toEqual(P.publicActions(snapOf(meritOil, state)));
  });

  it('tells a third player who presses a button while an offer waits whose turn it is and who answers', () => {
    const { state, maker, to } = offerOneBlock('mp-not-asked', 2, 2, 20_000);
    const other = (maker + 1) % 4;
    const snap = snapOf(meritOil, state);
    expect(snap.status.toAct).toEqual([to]);
    // The plain words would say "It's <the answerer>'s turn": it is the maker's, and the answerer only answers.
    expect(P.notAsked!(snap, other, 'roll')).toBe(
      `It's ${NAMES[maker]}'s turn, and ${NAMES[to]} is answering a deal offer.`,
    );
    for (const key of ['accept', 'decline', 'trade'])
      expect(P.notAsked!(snap, other, key)).toBe(
        `No deal offer waits for your answer (${NAMES[maker]} sells ${NAMES[to]} 1 Refinery block for £20,000): ` +
          'only the player offered a deal answers it.',
      );
    // The player asked, or no offer open: the plain words stand. (The maker may act meanwhile: the rules answer
    // them.)
    expect(P.notAsked!(snap, to, 'roll')).toBeNull();
    meritOil.apply(state, to, { type: 'declineDeal', offer: state.offers[0]!.id });
    expect(P.notAsked!(snapOf(meritOil, state), other, 'accept')).toBeNull();
  });

  it('a ready-made offer asks to be confirmed, even as the "Offer a deal" menu’s only one', () => {
    // Ben pressed "Offer a deal" and his only fair offer (£31,500 to Caro for her Iran oil) was made at once,
    // without his seeing to whom or for how much.
    const state = fresh('mp-lone-offer');
    const maker = state.current;
    state.players[maker]!.shares.refinery = 1;
    state.bankShares.refinery -= 1;
    // Only the next player has the cash to buy the block.
    for (let s = 0; s < 4; s++) if (s !== maker && s !== (maker + 1) % 4) state.players[s]!.cash = 0;
    const offers = P.choices(snapOf(meritOil, state), maker).filter((c) => c.group === 'offer');
    expect(offers.length).toBe(1);
    expect(offers[0]).toMatchObject({
      label: expect.stringMatching(/^To .+: Sell 1 Refinery block for £/),
      confirm: true,
    });
  });

  it('offers waiting on two players: the title names both, and the Accept button’s note tells every offer', () => {
    // Ben offered Ana a block, then Caro: the title read "Ana: answer a deal offer" while Caro was pinged too,
    // and the turn message posted for both told only Caro's offer, so Ana's Accept took terms it did not show.
    const { state, maker } = offerOneBlock('mp-two-answers', 1, 2, 25_000);
    const first = (maker + 1) % 4;
    const second = (maker + 2) % 4;
    const both = offerRefinery(state, maker, second, 'sell', 1, 22_000);
    const snap = snapOf(meritOil, both);
    const [a, b] = [first, second].sort((x, y) => x - y).map((s) => NAMES[s]!);
    expect(snap.status.toAct).toEqual([first, second].sort((x, y) => x - y));
    expect(P.headline!(snap)).toMatch(new RegExp(` · ${a} and ${b}: answer deal offers$`));
    expect(P.altText(snap)).toContain(`${a} and ${b} to answer deal offers.`);
    // The picture's panel names one seat: the first asked, answering its offer.
    expect(sceneFromMeritView(meritOil.view(both, null), NAMES).turn).toMatchObject({
      seat: Math.min(first, second),
      doing: 'answer a deal offer',
    });
    const accept = P.publicActions(snap).find((x) => x.key === 'accept');
    expect(accept?.note).toBe(
      `${a} and ${b} answer with Accept or Decline: ${NAMES[maker]} sells ${NAMES[first]} 1 Refinery block for £25,000; ` +
        `${NAMES[maker]} sells ${NAMES[second]} 1 Refinery block for £22,000. ${NAMES[maker]}'s turn goes on with the other buttons.`,
    );
    // Answered by one: the other is named alone, and only their offer is left to tell.
    const left = meritOil.apply(both, first, { type: 'declineDeal', offer: both.offers[0]!.id });
    if (!left.ok) throw new Error(left.error);
    const after = snapOf(meritOil, left.state);
    expect(P.headline!(after)).toMatch(new RegExp(` · ${NAMES[second]}: answer a deal offer$`));
    expect(P.publicActions(after).find((x) => x.key === 'accept')?.note).toBe(
      `${NAMES[second]} answers with Accept or Decline: ${NAMES[maker]} sells ${NAMES[second]} 1 Refinery block for £22,000. ` +
        `${NAMES[maker]}'s turn goes on with the other buttons.`,
    );
  });

  it('during a debt, a debtor waiting on its offer: the headline names who must answer it, not "raise money"', () => {
    // The headline read "Ana: raise money to pay the bank" while Ben, the debtor, waited on Ana's answer to his
    // offer of a block: the first seat asked was taken for the debtor.
    const state = fresh('mp-debt-offer');
    const solvent = state.current;
    const debtor = (solvent + 1) % 4;
    const p = state.players[debtor]!;
    p.debt = 10_000 + p.cash;
    p.cash = 0;
    p.shares.refinery = 1;
    state.bankShares.refinery -= 1;
    const offer = {
      type: 'offerDeal',
      to: solvent,
      side: 'sell',
      goods: { kind: 'shares', company: 'refinery', blocks: 1 },
      price: 15_000,
    } as const;
    const r = meritOil.apply(state, debtor, offer);
    if (!r.ok) throw new Error(r.error);
    const snap = snapOf(meritOil, state);
    expect(snap.status.toAct).toEqual([solvent]);
    expect(P.headline!(snap)).toContain(`${NAMES[solvent]}: answer a deal offer`);
    expect(P.altText(snap)).toContain(`${NAMES[solvent]} to answer a deal offer.`);
    expect(sceneFromMeritView(meritOil.view(state, null), NAMES).turn).toMatchObject({
      seat: solvent,
      doing: 'answer a deal offer',
    });
    // Declined: the debtor is asked again, and named.
    meritOil.apply(state, solvent, { type: 'declineDeal', offer: state.offers[0]!.id });
    expect(P.headline!(snapOf(meritOil, state))).toContain(`${NAMES[debtor]}: raise money to pay the bank`);
  });

  it('during a debt of two players at once, the headline and the alt text name both debtors', () => {
    // A playtest's OIL NEWS levy left Ben and Dev owing the bank; the headline read "Ben: raise money to pay the
    // bank" alone, and Dev, asked too, read himself waiting on Ben.
    const state = fresh('mp-two-debtors');
    const debtors = [(state.current + 1) % 4, (state.current + 3) % 4].sort();
    for (const d of debtors) {
      const p = state.players[d]!;
      p.debt = 3_000;
      state.paidToBank.cardPayment += p.cash;
      p.cash = 0;
    }
    const snap = snapOf(meritOil, state);
    expect(snap.status.toAct).toEqual(debtors);
    const both = `${NAMES[debtors[0]!]} and ${NAMES[debtors[1]!]}`;
    expect(P.headline!(snap)).toMatch(new RegExp(` · ${both}: raise money to pay the bank$`));
    expect(P.altText(snap)).toContain(`${both} to raise money to pay the bank.`);
    // The picture's panel marks one of them, with what they do.
    expect(sceneFromMeritView(meritOil.view(state, null), NAMES).turn).toMatchObject({
      seat: debtors[0],
      doing: 'raise money to pay the bank',
    });
    // One debt paid: the other debtor alone.
    state.players[debtors[0]!]!.debt = 0;
    expect(P.headline!(snapOf(meritOil, state))).toMatch(
      new RegExp(` · ${NAMES[debtors[1]!]}: raise money to pay the bank$`),
    );
  });

  it('one debtor waiting on a solvent player’s answer while another raises money: the title names both', () => {
    // Ben offered Ana a block to pay his debt while Dev, owing too, still sold: the title read "Dev: raise money
    // to pay the bank" alone, and Ana, whose answer the game waited on, was not named.
    const state = fresh('mp-debt-two-ways');
    const solvent = state.current;
    const [ben, dev] = [(solvent + 1) % 4, (solvent + 3) % 4];
    owingWithABlock(state, [ben, dev]);
    offerBlockToPay(state, ben, solvent);
    const snap = snapOf(meritOil, state);
    expect([...snap.status.toAct].sort()).toEqual([solvent, dev].sort());
    // In the title's 80 characters in shorter words ("… · Dev: raise money to pay the bank · Ana: answer a deal
    // offer" ran to 89); the alt text says it whole.
    expect(P.headline!(snap)).toMatch(
      new RegExp(` · ${NAMES[dev]}: raise money · ${NAMES[solvent]}: answer an offer$`),
    );
    expect(P.altText(snap)).toContain(
      `${NAMES[dev]} to raise money to pay the bank; ${NAMES[solvent]} to answer a deal offer.`,
    );
  });

  it('describes the position in alt text of at most 1024 characters, six players included', () => {
    const six = snapOf(meritOil, meritOil.setup(6, meritOil.optionsSchema.parse({}), 'mp-six'));
    for (const snap of [snapOf(meritOil, fresh()), six]) {
      const alt = P.altText(snap);
      expect(alt.length).toBeLessThanOrEqual(1024);
      expect(alt).toMatch(/^Merit's "Oil" board, round 1 of 30\./);
      expect(alt).toContain('Freight quotation 1');
    }
  });

  it('at the end shows each player’s fortune line by line, with what it is made of', () => {
    const state = until('mp-end', (s) => s.result !== null);
    const lines = P.scoreLines(snapOf(meritOil, state));
    expect(lines).toHaveLength(4);
    for (const line of lines)
      expect(line).toMatch(
        /^\*\*\w+\*\* £[\d,]+ = wells £[\d,]+ \+ stores £[\d,]+ \+ shares £[\d,]+ \+ cash £[\d,]+$/,
      );
    expect(P.publicActions(snapOf(meritOil, state))).toEqual([]);
  });

  it('says the bills of lading left in each port’s pile after the score lines while the game goes on', () => {
    // The picture's panel had them in a table of 18 px names (4.5 px on a phone held upright), and no room for
    // five ports at a readable size: the Scores say them now.
    const state = fresh('mp-bills');
    state.bills['tripoli'] = state.bills['tripoli'].slice(0, 2);
    state.bills['port-of-spain'] = [];
    const lines = P.scoreLines(snapOf(meritOil, state));
    expect(lines).toHaveLength(5);
    lines.slice(0, 4).forEach((l, i) => expect(l).toContain(`**${NAMES[i]}**`));
    const bills = meritOil.view(state, null).piles.bills;
    expect(lines[4]).toBe(
      `Bills of lading left: Mina al Ahmadi ${bills['mina-al-ahmadi']} · Tripoli 2 · Umm Said ${bills['umm-said']} · Bandar Mashur ${bills['bandar-mashur']} · Port of Spain 0`,
    );
    // At the end, the fortunes alone.
    const over = until('mp-end', (s) => s.result !== null);
    expect(P.scoreLines(snapOf(meritOil, over)).some((l) => l.startsWith('Bills'))).toBe(false);
  });

  it('the sell-a-well chooser says first what its player owes the bank', () => {
    // A playtest: Ana chartered at Mina al Ahmadi from the charter chooser, the freight left her £2,650 short,
    // and the chooser turned at once into "Sell a well to the bank — 2 choices. Pick one:" without a word of the
    // debt (the public message said it; the chooser she was looking at did not), and a £90,000 well went.
    const state = fresh('mp-well-debt');
    const debtor = state.current;
    const p = state.players[debtor]!;
    p.cash = 0;
    p.debt = 2_650;
    const wells = P.choices(snapOf(meritOil, state), debtor).filter((c) => c.group === 'sell-well');
    expect(wells.length).toBe(p.wells.length);
    for (const w of wells)
      expect(w.groupNote).toBe(
        'You owe the bank £2,650 and hold no shares: the bank buys a well for 50% of its value.',
      );
    const [first] = wells;
    expect(
      chooserPrompt(
        first!.groupLabel!,
        [],
        [
          { label: 'a', value: '0' },
          { label: 'b', value: '1' },
        ],
        first!.groupNote,
      ),
    ).toContain('You owe the bank £2,650');
  });

  it('a score line names the oil its player has at sea, which the fortune beside it leaves out until it is sold', () => {
    // A playtest: Ana chartered 9,000 t and her score fell from £759,000 to £683,000 (the cargo and the freight
    // left it) while the line said only "3 wells · 22,500 t stored": where the oil went was nowhere in the text.
    const state = fresh('mp-score-at-sea');
    const seat = state.current;
    giveWell(state, seat, 13, 18_000);
    const before = P.scoreLines(snapOf(meritOil, state))[seat]!;
    expect(before).not.toContain('at sea');
    charterWith(state, seat, 'tripoli', 14);
    const line = P.scoreLines(snapOf(meritOil, state))[seat]!;
    expect(line).toContain('· 9,000 t at sea');
    // Nobody else has oil at sea.
    P.scoreLines(snapOf(meritOil, state))
      .filter((_, i) => i !== seat)
      .forEach((l) => expect(l).not.toContain('at sea'));
  });

  it('at the end ranks the fortunes, the winner first, as the final standings do (not in seat order)', () => {
    // Ranked seeds and a rigged one: the Scores field listed Ana, Ben, Cy, Di whoever had won.
    const ended = until('mp-end', (s) => s.result !== null);
    const snaps = [snapOf(meritOil, ended)];
    const rigged = structuredClone(ended);
    rigged.players[0]!.cash = 0;
    rigged.players[3]!.cash += 50_000_000;
    rigged.result = { ...rigged.result!, winners: [3] };
    snaps.push(snapOf(meritOil, rigged));
    for (const snap of snaps) {
      const lines = P.scoreLines(snap);
      const fortunes = lines.map((l) => Number(/£([\d,]+)/.exec(l)![1]!.replace(/,/g, '')));
      expect(fortunes, lines.join('\n')).toEqual([...fortunes].sort((a, b) => b - a));
      const winner = NAMES[snap.status.result!.winners[0]!]!;
      expect(lines[0]).toContain(`**${winner}**`);
    }
    expect(P.scoreLines(snaps[1]!)[0]).toContain(`**${NAMES[3]}**`);
  });

  it('the final turn message says the result once and each fortune once; the alt text stops at the last round', () => {
    let state = meritOil.setup(4, meritOil.optionsSchema.parse({ length: 'short' }), 'mp-final');
    let events: GameEvent[] = [];
    for (let i = 0; i < 5000 && !meritOil.status(state).over; i++) {
      const seat = meritOil.status(state).toAct[0]!;
      const bot = meritOil.bots.greedy!(structuredClone(state), seat, Rng.fromSeed(`f${i}`));
      const r = meritOil.apply(state, seat, bot);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
      events = r.events;
    }
    expect(state.result?.ending).toBe('limit');
    const snap = snapOf(meritOil, state);
    const payload = turnPayload({ snap, presenter: P, events, picture: Buffer.from('png') });
    const embed = (payload.embeds![0] as EmbedBuilder).toJSON();
    const everything = [
      String(payload.content),
      embed.description ?? '',
      ...(embed.fields ?? []).map((f) => f.value),
    ].join('\n');
    const winner = NAMES[state.result!.winners[0]!]!;
    expect(String(payload.content)).toMatch(
      /^🏁 Last round played: \*\*\w+\*\* wins with a fortune of £[\d,]+\.$/,
    );
    // Short on a phone: "The game ends: the agreed number of rounds is played. …" ran to ~110 characters.
    expect(String(payload.content).length).toBeLessThanOrEqual(70);
    expect(everything.split(' with a fortune of ').length - 1).toBe(1);
    expect((embed.fields ?? []).map((f) => f.name)).toEqual(['Scores']);
    for (const name of NAMES) expect(everything.split(`${name}** £`).length - 1, name).toBe(1);
    expect(everything.split('= wells').length - 1).toBe(4);
    expect(everything).toContain(winner);
    const alt = P.altText(snap);
    expect(alt).toMatch(/^Merit's "Oil" board, round 20 of 20\./);
    expect(P.headline!(snap)).toBe('round 20/20 · game over');
  });

  it('warns at the head of the turn message, from the round a charter may no longer arrive in time, that oil still at sea at the end counts for nothing', () => {
    // A charter in round 30 of 30 took the oil out of store (£7,000 per 1,000 t of fortune) and paid its
    // freight for a cargo that, unless it arrives this round, counts for nothing: nothing said so. Then the title
    // said so in the last round only, too late to ship the oil sooner or keep it in store. Then the title said
    // it from five rounds left and ran to about 130 characters: the body's first line says it now.
    const state = fresh('mp-last');
    const limit = state.roundLimit!;
    expect(state.suezOpen).toBe(true);
    const note = () => P.headlineNote!(snapOf(meritOil, state));
    const head = () =>
      (
        turnPayload({ snap: snapOf(meritOil, state), presenter: P, events: [], picture: null })
          .embeds![0] as EmbedBuilder
      ).data.description;
    // Six rolls bring nearly every cargo in, from any port (the Gulf's 8 to 13 stages 99 times in 100).
    state.round = limit - 5;
    expect(P.headline!(snapOf(meritOil, state))).toBe(`round ${limit - 5}/${limit} · Ana: roll`);
    expect(note()).toBeNull();
    expect(head()).toBeUndefined();
    // Five: a Gulf cargo arrives about 19 times in 20, from Bandar Mashur 9 in 10.
    state.round = limit - 4;
    expect(P.headline!(snapOf(meritOil, state))).toBe(`round ${limit - 4}/${limit} · Ana: roll`);
    expect(note()).toBe('5 rounds left: oil still at sea at the end counts for nothing');
    expect(head()).toBe('**5 rounds left: oil still at sea at the end counts for nothing**');
    state.round = limit - 1;
    expect(note()).toBe('2 rounds left: oil still at sea at the end counts for nothing');
    state.round = limit;
    expect(note()).toBe(`L${LAST_ROUND_NOTE.slice(1)}`);
    expect(P.headline!(snapOf(meritOil, state))).toBe(`round ${limit}/${limit} · Ana: roll`);
    // With the Suez Canal closed the Gulf's cargoes round the Cape: the note comes a round sooner.
    state.suezOpen = false;
    state.round = limit - 5;
    expect(note()).toBe('6 rounds left: oil still at sea at the end counts for nothing');
    // A game until every bill is used has no last round to warn of.
    const full = meritOil.setup(4, meritOil.optionsSchema.parse({ length: 'full' }), 'mp-last');
    expect(P.headlineNote!(snapOf(meritOil, full))).toBeNull();
    full.round = 89;
    expect(P.headlineNote!(snapOf(meritOil, full))).toBeNull();
  });

  it('keeps the turn title within a phone’s 80 characters over a late game: whose move and what, the rest in the body', () => {
    // Late in a game the title ran to about 130 characters, four lines on a phone: "Merit's "Oil" — round 27/30
    // · 4 rounds left: oil still at sea at the end counts for nothing · Caro: charter or roll (at Head Office)".
    const tables = [NAMES, ['Maximiliana Wolkenstein-Rodeneck', 'Bartholomew Fitzwilliam', 'Caro', 'Dev']];
    const bad = new Set<string>();
    const doings = new Set<string>();
    let noted = 0;
    const last = eachGreedyState(
      'mp-titles',
      't',
      (state) => {
        if (state.round <= state.roundLimit! - 8) return;
        for (const names of tables) {
          const snap = snapOf(meritOil, state);
          snap.names = [...names];
          snap.seats = snap.seats.map((s) => ({ ...s, name: names[s.seat]! }));
          const embed = turnPayload({ snap, presenter: P, events: [], picture: null })
            .embeds![0] as EmbedBuilder;
          const title = embed.data.title!;
          if (title.length > 80) bad.add(`${title.length}: ${title}`);
          // What the one to act does, whole, after their name.
          const acting = meritActing(meritOil.view(state, null));
          doings.add(acting.doing);
          if (!title.includes(`: ${acting.doing}`)) bad.add(`not whole: ${title}`);
          const note = P.headlineNote?.(snap);
          if (note) {
            noted++;
            if (!embed.data.description?.startsWith(`**${note}**`))
              bad.add(`no note: ${embed.data.description}`);
          }
        }
      },
      3000,
    );
    expect(meritOil.status(last).over).toBe(true);
    expect([...bad]).toEqual([]);
    // The late game's moments: the note, charters, trips, the track and more than one kind of question.
    expect(noted).toBeGreaterThan(20);
    expect(doings.size).toBeGreaterThan(3);
  });

  it('keeps the turn title within 80 characters when it names three or more players with 32-character names', () => {
    // A six-player table of 32-character names (Discord's most): three debtors at once made a title of 89
    // characters, each name cut no shorter than 8, five 109, and a debtor's offer awaiting an answer while four
    // others still raised money 131. Every title fits; each player it asks is named (the start of the name) or
    // counted ("4 players"), and what they do is said.
    const names = [
      'Maximiliana Wolkenstein-Rodeneck',
      'Bartholomew Fitzwilliam-Hargreav',
      'Constantina Papadopoulou-Smythe',
      'Dagobert Wilhelmina Featherstone',
      'Evangelina Montgomery-Throckmort',
      'Fitzgerald Aloysius Pemberton-Ra',
    ];
    const titleOf = (state: MeritState) => {
      const snap = snapOf(meritOil, state);
      snap.names = [...names];
      snap.seats = names.map((name, seat) => ({
        seat,
        userId: `20000000000000000${seat}`,
        name,
        botKind: null,
      }));
      return (turnPayload({ snap, presenter: P, events: [], picture: null }).embeds![0] as EmbedBuilder).data
        .title!;
    };
    const six = (seed: string) => meritOil.setup(6, meritOil.optionsSchema.parse({}), seed);
    const cases: { state: MeritState; doing: RegExp[] }[] = [];
    for (const n of [3, 4, 5]) {
      const state = six(`mp-title-debtors-${n}`);
      owingWithABlock(
        state,
        Array.from({ length: n }, (_, k) => (state.current + 1 + k) % 6),
      );
      cases.push({ state, doing: [/raise money/] });
    }
    // One debtor's offer waits on the solvent player to act while the others still raise money.
    const state = six('mp-title-debtors-offer');
    const solvent = state.current;
    const debtors = [1, 2, 3, 4, 5].map((k) => (solvent + k) % 6);
    owingWithABlock(state, debtors);
    offerBlockToPay(state, debtors[0]!, solvent);
    cases.push({ state, doing: [/raise money/, /answer/] });
    const bad: string[] = [];
    for (const { state, doing } of cases) {
      const title = titleOf(state);
      if (title.length > TITLE_MAX) bad.push(`${title.length}: ${title}`);
      for (const d of doing) if (!d.test(title)) bad.push(`not said ${d}: ${title}`);
      const asked = meritOil.status(state).toAct;
      const counted = /\b\d players?\b/.test(title);
      if (!counted)
        for (const s of asked)
          if (!title.includes(names[s]!.slice(0, 4))) bad.push(`${names[s]} unnamed: ${title}`);
    }
    expect(bad).toEqual([]);
  });

  it('as the end nears, the charter button and its options give the cargo’s chance to arrive in time', () => {
    // The title warned that oil at sea at the end counts for nothing, but the button still read "Charter at Mina
    // al Ahmadi (freight up to £…)": a charter whose cargo could not arrive in time, a loss, looked like any. Then
    // it warned in the last two rounds only: three rounds from the end a Gulf cargo, a coin toss, went unwarned.
    const state = fresh('mp-last-charter');
    const seat = state.current;
    const limit = state.roundLimit!;
    state.players[seat]!.wells = [{ card: 1, tons: 27_000 }]; // Burgan, shipped from Mina al Ahmadi
    const button = () => P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'charter')!;
    const options = () =>
      P.choices(snapOf(meritOil, state), seat)
        .filter((c) => c.group === 'charter')
        .map((c) => c.label);
    // Six rolls left: a Gulf bill (8 to 13 stages) arrives 99 times in 100.
    state.round = limit - 5;
    expect(button().label).toMatch(/^Charter at Mina al Ahmadi \(max £[\d,]+\)$/);
    expect(options()).toEqual(['At Mina al Ahmadi']);
    state.round = limit - 4;
    // The label short enough for a phone's line (SHORT_LABEL), the turn message saying the whole.
    expect(button()).toMatchObject({
      label: 'Charter at Mina al Ahmadi (95% in time)',
      note: 'Charter at Mina al Ahmadi: about 95% chance to arrive in time (oil still at sea at the end counts for nothing)',
    });
    // Short of cash too: the button, which charters at once, still says the rest of the freight becomes a debt
    // (a playtest: Ana, with £6,000, chartered "at Tripoli (70% in time)" and found herself in debt).
    const cash = state.players[seat]!.cash;
    const upTo = meritOil.view(state, null).piles.freightUpTo['mina-al-ahmadi'];
    state.players[seat]!.cash = upTo - 1;
    expect(button().note).toBe(
      'Charter at Mina al Ahmadi: about 95% chance to arrive in time (oil still at sea at the end counts for ' +
        `nothing); the freight, up to £${upTo.toLocaleString('en-GB')}, may be more than the cash; the rest ` +
        'becomes a debt to the bank',
    );
    state.players[seat]!.cash = cash;
    // Three rolls: about one in two.
    state.round = limit - 2;
    expect(button().label).toBe('Charter at Mina al Ahmadi (50% in time)');
    expect(options()).toEqual(['At Mina al Ahmadi (about 50% chance to arrive in time)']);
    // The round before the last: two rolls left, 12 stages at most.
    state.round = limit - 1;
    expect(button().label).toBe('Charter at Mina al Ahmadi (15% in time)');
    // The last round: the tanker sails once more, on this turn's roll (6 stages at most), and the Gulf is 8 or
    // more stages from every destination.
    state.round = limit;
    expect(button()).toMatchObject({
      label: 'Charter at Mina al Ahmadi (too late)',
      note: 'Charter at Mina al Ahmadi: too far to arrive before the end (oil still at sea at the end counts for nothing)',
    });
    expect(button().disabledReason).toBeUndefined();
    expect(options()).toEqual(['At Mina al Ahmadi (too far to arrive before the end)']);
    // Tripoli is 3 stages from its nearest destination: a good roll may still bring the cargo in. With two ports
    // the button gives the better chance.
    state.players[seat]!.wells.push({ card: 10, tons: charterThreshold('tripoli') });
    expect(button()).toMatchObject({
      label: 'Charter a tanker (30% in time)',
      note: 'Charter a tanker at Tripoli: about 30% chance to arrive in time (oil still at sea at the end counts for nothing)',
    });
    expect(options()).toEqual([
      'At Mina al Ahmadi (too far to arrive before the end)',
      'At Tripoli (about 30% chance to arrive in time)',
    ]);
    // Four rolls left: Tripoli's cargo is as good as sure, so the button does not warn (the chooser does).
    state.round = limit - 3;
    expect(button().label).toBe('Charter a tanker');
    expect(options()).toEqual(['At Mina al Ahmadi (about 80% chance to arrive in time)', 'At Tripoli']);
    state.round = limit;
    state.players[seat]!.wells.shift();
    expect(button().label).toBe('Charter at Tripoli (30% in time)');
    expect(button().label.length).toBeLessThanOrEqual(SHORT_LABEL);
    // Public: a kept MEMO card (hidden) changes nothing on the button.
    const before = button().label;
    state.memo.splice(state.memo.indexOf('memo-5'), 1); // the Geologist's report, kept
    state.players[seat]!.kept.push('memo-5');
    expect(button().label).toBe(before);
    // A game until every bill is used has no last round.
    const full = meritOil.setup(4, meritOil.optionsSchema.parse({ length: 'full' }), 'mp-last-charter');
    full.players[full.current]!.wells = [{ card: 1, tons: 27_000 }];
    full.round = 90;
    expect(P.publicActions(snapOf(meritOil, full)).find((b) => b.key === 'charter')!.label).toMatch(
      /^Charter at Mina al Ahmadi \(max £/,
    );
  });

  it('gives a charter’s chance to arrive in time over the bills left in the port’s pile, not all the port’s bills', () => {
    // The seed: "remove the top bill of lading from the pile"; the bills drawn before are out of it. The chance
    // was averaged over all eight of Tripoli's bills, whatever had been drawn.
    const state = fresh('mp-late-pile');
    const seat = state.current;
    state.round = state.roundLimit!; // the last round: one roll of the die left
    state.players[seat]!.wells = [{ card: 10, tons: charterThreshold('tripoli') }];
    const button = () => P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'charter')!.label;
    // The full pile: Genoa 3 stages (4 rolls in 6), Lavéra 4 (3 in 6), the four northern refineries 8 (none):
    // (2 × 4/6 + 2 × 3/6) / 8 = 29%.
    expect(state.bills.tripoli).toHaveLength(8);
    expect(button()).toBe('Charter at Tripoli (30% in time)');
    // The four northern bills drawn (and used): Genoa and Lavéra left, (2 × 4/6 + 2 × 3/6) / 4 = 58%.
    const north = state.bills.tripoli.filter((id) => BILLS_OF_LADING[id - 1]!.stages === 8);
    expect(north).toHaveLength(4);
    state.bills.tripoli = state.bills.tripoli.filter((id) => !north.includes(id));
    state.billsUsed.push(...north);
    expect(button()).toBe('Charter at Tripoli (60% in time)');
    // Only the northern ones left: no roll brings one in.
    state.bills.tripoli = [...north];
    expect(button()).toBe('Charter at Tripoli (too late)');
  });

  it('says "1 stage to go" of a tanker one stage from port', () => {
    const state = until('mp-stage', (s) =>
      meritOil.view(s, null).tankers.some((t) => t.voyage?.route.length === 1),
    );
    const snap = snapOf(meritOil, state);
    expect(P.altText(snap)).toMatch(/, 1 stage to go/);
    expect(P.altText(snap)).not.toMatch(/\b1 stages/);
  });

  it('counts blocks and wells through the shared plural: "1 block", "2 Refinery blocks", "1 well"', () => {
    expect(goodsWords({ kind: 'shares', company: 'refinery', blocks: 1 })).toBe('1 Refinery block');
    expect(goodsWords({ kind: 'shares', company: 'shipping', blocks: 2 })).toBe('2 Shipping blocks');
    const state = until('mp-shares', (s) =>
      meritOil.legalActions(s, s.current).some((a) => a.type === 'buyShares'),
    );
    const buys = P.choices(snapOf(meritOil, state), state.current).filter((c) => c.group === 'shares');
    expect(buys.some((c) => /^1 block for £[\d,]+$/.test(c.steps![1]!))).toBe(true);
    expect(buys.every((c) => /^(1 block|([2-9]|[1-9]\d+) blocks) for £/.test(c.steps![1]!))).toBe(true);
    // None of the presenter's files writes a plural out again beside words.blocks and the shared plural().
    for (const file of [
      'merit-oil.ts',
      'merit-oil-actions.ts',
      'merit-oil-words.ts',
      'merit-oil-public.ts',
    ]) {
      const source = readFileSync(new URL(`../../src/discord/presenters/${file}`, import.meta.url), 'utf8');
      expect(source.match(/\w\$\{[^}]*=== 1 \? '' : 's'\}/g) ?? [], file).toEqual([]);
    }
  });

  it('draws the board as a PNG', async () => {
    const png = await P.render(snapOf(meritOil, fresh()));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(50_000);
  });
});

describe("the lobby's words for the greedy bot", () => {
  // The lobby said "Charters and insures whenever it can pay; drills and buys shares with spare cash", and a
  // playtest's greedy bot then offered a player shares nearly every turn: who adds it should know it deals.
  it('say it offers deals, as it does, within a select option’s 100 characters', () => {
    let state = meritOil.setup(3, { length: 'short' }, 'greedy-words');
    let offered = false;
    for (let i = 0; i < 400 && !offered && !meritOil.status(state).over; i++) {
      const seat = meritOil.status(state).toAct[0]!;
      const action = meritOil.bots.greedy!(structuredClone(state), seat, Rng.fromSeed(`g${i}`));
      offered = action.type === 'offerDeal';
      const r = meritOil.apply(state, seat, action);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(offered).toBe(true);
    const words = meritOilPresenter.botWords!.greedy!;
    expect(words).toMatch(/offers deals/);
    expect(words.length).toBeLessThanOrEqual(100);
  });
});

describe("Merit's Oil: whose the turn message's buttons are while a deal offer waits", () => {
  /** The public buttons' labels and notes of `state` with these seats' names (Ana, Ben, … by default). */
  const publicOf = (state: MeritState, edit: (snap: ReturnType<typeof snapOf>) => void = () => {}) => {
    const snap = snapOf(meritOil, state);
    edit(snap);
    return P.publicActions(snap);
  };

  it('labels the answer buttons with the answerer, and says the other buttons are the turn’s player’s', () => {
    // Ana offered Ben a block on her turn: Ben saw "Roll the die", "Charter a tanker", "Accept the deal",
    // "Decline the deal" alike, with nothing to say which were his.
    const { state, maker, to } = offerOneBlock('mp-whose-buttons', 1, 1, 25_000);
    const buttons = publicOf(state);
    const accept = buttons.find((b) => b.key === 'accept')!;
    const decline = buttons.find((b) => b.key === 'decline')!;
    expect(buttons.some((b) => b.key === 'roll')).toBe(true);
    expect(accept.label).toBe(`Accept the deal (${NAMES[to]})`);
    expect(decline.label).toBe(`Decline the deal (${NAMES[to]})`);
    expect(accept.note).toBe(
      `${NAMES[to]} answers with Accept or Decline: ${NAMES[maker]} sells ${NAMES[to]} 1 Refinery block for £25,000. ` +
        `${NAMES[maker]}'s turn goes on with the other buttons.`,
    );
    // Public: hidden information (a kept MEMO card, the piles' order) changes nothing on them.
    const hidden = structuredClone(state);
    hidden.memo.splice(hidden.memo.indexOf('memo-5'), 1);
    hidden.players[to]!.kept.push('memo-5');
    hidden.memo.reverse();
    expect(publicOf(hidden)).toEqual(buttons);
  });

  it('names several answerers, cut to stay within a phone’s line, and within 80 with five', () => {
    const { state, maker } = offerOneBlock('mp-whose-two', 1, 2, 25_000);
    const second = (maker + 2) % 4;
    const both = offerRefinery(state, maker, second, 'sell', 1, 22_000);
    const [a, b] = [(maker + 1) % 4, second].sort((x, y) => x - y);
    expect(publicOf(both).find((x) => x.key === 'decline')!.label).toBe(
      `Decline the deal (${NAMES[a!]} or ${NAMES[b!]})`,
    );
    const long = (snap: ReturnType<typeof snapOf>) => {
      for (const s of snap.seats) s.name = `${'Maximilian'.repeat(3)} ${s.seat + 1}`;
    };
    const label = publicOf(both, long).find((x) => x.key === 'decline')!.label;
    expect(label).toMatch(/^Decline the deal \(Max.*…\d or Max.*…\d\)$/);
    expect(label.length).toBeLessThanOrEqual(SHORT_LABEL);
    const many = answerLabel(
      'Decline the deal',
      [1, 2, 3, 4, 5],
      Array.from({ length: 6 }, () => 'x'.repeat(32)),
    );
    expect(many.length).toBeLessThanOrEqual(80);
  });

  it('leaves the plain labels when the answer buttons are the only ones (a bot’s offer) or by themselves', () => {
    const { state, to } = offerOneBlock('mp-whose-bot', 1, 1, 25_000);
    const buttons = publicOf(state, (snap) => {
      snap.seats[state.current]!.botKind = 'greedy';
    });
    expect(buttons.map((b) => b.key)).toEqual(['accept', 'decline']);
    expect(buttons[0]).toMatchObject({
      label: 'Accept the deal',
      note: expect.stringMatching(/^Offers to answer: /),
    });
    expect(buttons[1]!.label).toBe('Decline the deal');
    expect(to).not.toBe(state.current);
  });

  it('labels Withdraw with whose offer it takes back when others’ buttons stand beside it', () => {
    // Playing three people in the playground: Ana offered Caro, the debtor on her own turn, £15,000 for a block;
    // Caro's turn message carried "Withdraw an offer" among her own buttons, and she and Ben pressed it to be told
    // "you have no open offer". On the offerer's own turn the answerer saw it beside Accept and Decline alike.
    const { state, maker } = offerOneBlock('mp-whose-withdraw', 1, 1, 25_000);
    expect(publicOf(state).find((b) => b.key === 'withdraw')!.label).toBe(
      `Withdraw an offer (${NAMES[maker]})`,
    );

    const debt = fresh('mp-whose-withdraw-debt');
    const debtor = debt.current;
    const buyer = (debtor + 1) % 4;
    owingWithABlock(debt, [debtor]);
    const after = offerRefinery(debt, buyer, debtor, 'buy', 1, 15_000);
    const buttons = publicOf(after);
    expect(buttons.some((b) => b.key === 'sell-shares')).toBe(true);
    expect(buttons.find((b) => b.key === 'withdraw')!.label).toBe(`Withdraw an offer (${NAMES[buyer]})`);
    // Public: a kept MEMO card changes nothing on them.
    const hidden = structuredClone(after);
    hidden.memo.splice(hidden.memo.indexOf('memo-5'), 1);
    hidden.players[debtor]!.kept.push('memo-5');
    expect(publicOf(hidden)).toEqual(buttons);
  });

  it('leaves Withdraw plain when the offerer’s buttons are the only ones (a bot answers)', () => {
    const { state, to } = offerOneBlock('mp-whose-withdraw-bot', 1, 1, 25_000);
    const buttons = publicOf(state, (snap) => {
      snap.seats[to]!.botKind = 'greedy';
    });
    expect(buttons.some((b) => b.key === 'accept')).toBe(false);
    expect(buttons.find((b) => b.key === 'withdraw')!.label).toBe('Withdraw an offer');
  });
});

describe("Merit's Oil: My hand says what the picture shows of the player's own", () => {
  it('lists the wells by card number, as the picture’s card strip does, not in the order they were won', () => {
    // Playing in the playground, Caro's hand listed "17 …, 18 …, 8 Magwa (Kuwait)" (her starting wells, then the
    // one she struck) while the picture beside it showed 8, 17, 18.
    const state = fresh('mp-hand-well-order');
    const seat = (state.current + 1) % 4;
    const starting = state.players[seat]!.wells.map((w) => w.card);
    giveWell(state, seat, 8);
    const cards = P.hand(snapOf(meritOil, state), seat)
      .description.split('\n')
      .map((l) => /^(\d+) .* · worth £/.exec(l)?.[1])
      .filter((c) => c !== undefined)
      .map(Number);
    expect(cards).toEqual([8, ...starting].sort((a, b) => a - b));
    expect(cards[0]).toBe(8);
  });

  it('says where the player’s lorry is (on a square, on the drilling track, on holiday) and the freight quotation', () => {
    // A playtester looked in My hand for their lorry before rolling: only the picture showed it.
    const state = fresh('mp-hand-lorry');
    const seat = (state.current + 1) % 4;
    const lorry = () =>
      P.hand(snapOf(meritOil, state), seat)
        .description.split('\n')
        .find((l) => l.startsWith('**Your lorry**'));
    state.players[seat]!.lorry = { where: 'loop', square: 2 };
    expect(lorry()).toBe('**Your lorry**: on PRODUCTION (square 2)');
    state.players[seat]!.lorry = { where: 'drilling', section: 2 };
    expect(lorry()).toBe('**Your lorry**: drilling a test well, section 3 of 11');
    state.players[seat]!.lorry = { where: 'air', stop: 0 };
    expect(lorry()).toBe(`**Your lorry**: on holiday in ${HOLIDAY.stops[0]}`);
    // The quotation and the canal, which set a charter's freight and a cargo's sale, beside the costs.
    const freight = () =>
      P.hand(snapOf(meritOil, state), seat)
        .description.split('\n')
        .find((l) => l.startsWith('**Freight**'));
    expect(freight()).toBe('**Freight**: quotation 1 of 5 (slack market: ×1) · Suez open');
    state.freightLevel = 3;
    state.suezOpen = false;
    expect(freight()).toBe('**Freight**: quotation 3 of 5 (firm: ×2) · Suez closed');
    // After the game, where it stopped no longer matters.
    expect(
      P.hand({ ...snapOf(meritOil, state), status: { ...snapOf(meritOil, state).status, over: true } }, seat)
        .description,
    ).not.toContain('Your lorry');
  });
});

describe("Merit's Oil: the greyed charter's note says how far the turn's player is from a full cargo", () => {
  it('names the port nearest a full cargo, how short and what it needs, from the public stores', () => {
    // Every early turn message said "a full cargo fills a port's biggest tanker (My hand shows yours)": the
    // player read nothing of their own, and opened My hand to learn whether the next production would do.
    const state = fresh('mp-nearest-cargo');
    const seat = state.current;
    state.players[seat]!.wells = [];
    giveWell(state, seat, 14, 4_500); // Kirkuk, Iraq: Tripoli needs 18,000 t, 13,500 t short
    giveWell(state, seat, 16, 4_500); // Agha Jari, Iran: Bandar Mashur needs 9,000 t, 4,500 t short
    const note = () => P.publicActions(snapOf(meritOil, state)).find((b) => b.key === 'charter')!.note;
    expect(note()).toBe('4,500 t short of a full cargo at Bandar Mashur (9,000 t needed)');
    setStores(state, seat, 14, 18_000 - 500);
    expect(note()).toBe('500 t short of a full cargo at Tripoli (18,000 t needed)');
    const line = buttonNotes(snapOf(meritOil, state), P).greyed[0]!;
    expect(line).toBe('Charter a tanker: 500 t short of a full cargo at Tripoli (18,000 t needed)');
    expect(line.length).toBeLessThanOrEqual(90);
    // Public: hidden information (a kept MEMO card, the piles' order) changes nothing.
    const before = P.publicActions(snapOf(meritOil, state));
    state.memo.splice(state.memo.indexOf('memo-5'), 1);
    state.players[seat]!.kept.push('memo-5');
    state.memo.reverse();
    expect(P.publicActions(snapOf(meritOil, state))).toEqual(before);
    // No well and no oil in store: what a full cargo is, as before.
    state.players[seat]!.wells = [];
    expect(note()).toBe("a full cargo fills a port's biggest tanker (My hand shows yours)");
  });
});

describe("Merit's Oil: a drill its player's cash cannot pay but a Geologist's report could", () => {
  it('stays open (the report is secret) and says beside it that only a report would do', () => {
    // A playtester with £21,675 on a drilling square pressed the open "Drill a test well (£50,000)" turn after
    // turn and was refused each time: nothing public said it was open only for a report's holder.
    const { state, seat, button } = atDrillSquare('mp-drill-report');
    state.players[seat]!.cash = 21_675;
    expect(button()).toMatchObject({
      label: 'Drill a test well (£50,000)',
      note: `Drill a test well: ${NAMES[seat]} has £21,675, so only with a Geologist's report (£15,000)`,
    });
    expect(button().disabledReason).toBeUndefined();
    // Public: holding the report (hidden) changes nothing.
    const before = button();
    state.memo.splice(state.memo.indexOf('memo-5'), 1);
    state.players[seat]!.kept.push('memo-5');
    expect(button()).toEqual(before);
    // With the price in hand, nothing to say.
    state.players[seat]!.cash = 50_000;
    expect(button().note).toBeUndefined();
  });
});
