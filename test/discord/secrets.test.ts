/**
 * Secrets stay secret: every public message is built from public information only. For every game offered,
 * across whole seeded bot games, a second state that differs from the real one only in hidden information
 * (hands, unplayed development cards, deck order, and so which card a robber steals), with the same public
 * counts, must give the same spectator view, the same turn message (text, embed, buttons and whether they
 * are greyed, alt text, mentions) and the same picture; and the same action applied to both (where it is
 * legal in both) must give the same public log lines and the same next turn message.
 */
import { describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/discord/desk';
import { presenterFor } from '../../src/discord/presenters';
import { genericPresenter } from '../../src/discord/presenters/generic';
import type { Presenter } from '../../src/discord/presenters/types';
import { turnPayload } from '../../src/discord/turn';
import { catan, type CatanModule } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { isKeptCard, MEMO_CARDS, SHIPPING_PORTS } from '../../src/games/merit-oil/data';
import type { MeritState } from '../../src/games/merit-oil/types';
import { oilSprings } from '../../src/games/oil-springs';
import { listGames } from '../../src/games/registry';
import { Rng, seedRng } from '../../src/games/rng';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import type { AnyGameModule, GameEvent } from '../../src/games/types';
import { snapOf } from './snap';

// The pool starts at the first picture and reads this then (see the picture comparison below).
process.env.RENDER_THREADS = '1';

/**
 * A copy of `state` that differs only in what no spectator can see, keeping every public count. With
 * `future`, the game's own random state too (the dice and draws to come): fine for comparing this moment,
 * not for applying the same action to both.
 */
type Scrambler = (state: unknown, rng: Rng, future: boolean) => unknown;

/**
 * Catan-family games: swap resource kinds between two players' hands (each player's card total and each
 * kind's total stay, so the bank stays) and deal the unplayed development cards and the deck anew (each
 * player keeps as many cards, and as many bought this turn; the deck keeps its size).
 */
function catanScrambler<X, EA>(module: CatanModule<X, EA>): Scrambler {
  const hidden = module.rules.resources.flatMap((r, i) => (r.public ? [] : [i]));
  return (original, rng, future) => {
    const s = structuredClone(original) as CatanState;
    if (future) s.rng = seedRng(`future-${rng.int(1_000_000_000)}`);
    for (let k = 0; k < 24; k++) {
      const a = rng.int(s.seats);
      const b = rng.int(s.seats);
      const r = rng.pick(hidden);
      const t = rng.pick(hidden);
      const ha = s.hands[a]!;
      const hb = s.hands[b]!;
      if (a === b || r === t || ha[r]! <= 0 || hb[t]! <= 0) continue;
      ha[r]!--;
      ha[t]!++;
      hb[t]!--;
      hb[r]!++;
    }
    const pool = [...s.devDeck];
    const held = s.devHand.map((counts, seat) => {
      let old = 0;
      let fresh = 0;
      counts.forEach((n, kind) => {
        const isNew = s.devNew[seat]![kind]!;
        for (let i = 0; i < n; i++) pool.push(kind);
        old += n - isNew;
        fresh += isNew;
      });
      return { old, fresh };
    });
    rng.shuffle(pool);
    held.forEach(({ old, fresh }, seat) => {
      s.devHand[seat] = s.devHand[seat]!.map(() => 0);
      s.devNew[seat] = s.devNew[seat]!.map(() => 0);
      for (let i = 0; i < fresh; i++) {
        const kind = pool.pop()!;
        s.devHand[seat]![kind]!++;
        s.devNew[seat]![kind]!++;
      }
      for (let i = 0; i < old; i++) s.devHand[seat]![pool.pop()!]!++;
    });
    s.devDeck = pool;
    return s;
  };
}

/**
 * Wildcatters: swap light cards between the hands of the starting placement (each keeps as many). With
 * `future`, also the order of the area deck and the sealed answers already made (any amount within the
 * bidder's shares, 0 being a pass: whether an answer was a bid or a pass is sealed too): both become public
 * with the next draw or when the auction closes, so they are compared at this moment only.
 */
const wildcattersScrambler: Scrambler = (original, rng, future) => {
  const s = structuredClone(original) as WildcattersState;
  for (let k = 0; k < 12; k++) {
    const a = s.players[rng.int(s.seats)]!;
    const b = s.players[rng.int(s.seats)]!;
    if (a === b || a.hand.length === 0 || b.hand.length === 0) continue;
    const i = rng.int(a.hand.length);
    const j = rng.int(b.hand.length);
    [a.hand[i], b.hand[j]] = [b.hand[j]!, a.hand[i]!];
  }
  if (future) {
    s.rng = seedRng(`future-${rng.int(1_000_000_000)}`);
    rng.shuffle(s.deck);
    const p = s.pending;
    if (p?.kind === 'auction')
      p.bids = p.bids.map((bid, seat) => {
        if (bid === null) return bid;
        const most = s.players[seat]!.shares.reduce((x, n) => x + n, 0);
        return rng.int(most + 1);
      });
  }
  return s;
};

/**
 * Merit's "Oil": deal the kept MEMO cards again among their holders and the MEMO pile's keepable cards (each
 * player keeps as many; a player who drew a kept card this turn keeps theirs, the turn's record names it).
 * With `future`, also shuffle every pile anew (MEMO, OIL NEWS, concessions, each port's bills of lading).
 */
const KEEPABLE = new Set(MEMO_CARDS.filter(isKeptCard).map((c) => c.id));
const meritScrambler: Scrambler = (original, rng, future) => {
  const s = structuredClone(original) as MeritState;
  if (future) s.rng = seedRng(`future-${rng.int(1_000_000_000)}`);
  const keptThisTurn = new Set(s.drawn.filter((d) => KEEPABLE.has(d.id)).map((d) => d.seat));
  const slots = s.memo.flatMap((id, i) => (KEEPABLE.has(id) ? [i] : []));
  const pool = [...slots.map((i) => s.memo[i]!)];
  s.players.forEach((p, seat) => {
    if (!keptThisTurn.has(seat)) pool.push(...p.kept.splice(0));
  });
  rng.shuffle(pool);
  s.players.forEach((p, seat) => {
    if (keptThisTurn.has(seat)) return;
    const n = (original as MeritState).players[seat]!.kept.length;
    for (let i = 0; i < n; i++) p.kept.push(pool.pop()!);
  });
  for (const i of slots) s.memo[i] = pool.pop()!;
  if (future) {
    // The piles' order is the draws to come: every card drawn is read out, so it changes what happens next.
    rng.shuffle(s.memo);
    rng.shuffle(s.oilNews);
    rng.shuffle(s.concessions);
    for (const port of SHIPPING_PORTS) rng.shuffle(s.bills[port]);
  }
  return s;
};

/** Every game offered needs one: a game added without it fails this test. */
const SCRAMBLERS: Record<string, Scrambler> = {
  catan: catanScrambler(catan),
  'oil-springs': catanScrambler(oilSprings),
  wildcatters: wildcattersScrambler,
  'merit-oil': meritScrambler,
};

/** Actions whose public outcome shows hidden cards by the game's own rules (Monopoly names what it took). */
const REVEALING = new Set(['monopoly']);
/**
 * Events that show a hidden card by the rules, whatever the action: Merit's "Oil" plays a kept MEMO card
 * (the Emir's friendship cancelling a payment) for its holder when a card orders a payment.
 */
const REVEALING_EVENTS = new Set(['keptCard']);

const PNG = Buffer.from('picture');

/** The whole public turn message as JSON: text, embeds, buttons, attachment name and alt text, mentions. */
function publicMessage(snap: GameSnapshot, presenter: Presenter, events: readonly GameEvent[]): string {
  const p = turnPayload({ snap, presenter, events, picture: PNG });
  const json = (x: unknown) => (x as { toJSON(): unknown }).toJSON();
  return JSON.stringify({
    content: p.content,
    embeds: (p.embeds ?? []).map(json),
    components: (p.components ?? []).map(json),
    files: (p.files ?? []).map((f) => {
      const a = f as { name?: string; description?: string };
      return { name: a.name, description: a.description };
    }),
    allowedMentions: p.allowedMentions,
  });
}

/** Where two strings part, with a little context: enough to see the leak without the whole payload. */
function firstDifference(x: string, y: string): string {
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  const from = Math.max(0, i - 60);
  return `\n  real:      …${x.slice(from, i + 80)}\n  scrambled: …${y.slice(from, i + 80)}`;
}

function publicEvents(events: readonly GameEvent[]): string[] {
  return events.filter((e) => !e.to || e.to.length === 0).map((e) => e.text);
}

interface Tally {
  states: number;
  messages: number;
  pictures: number;
  actions: number;
  skippedIllegal: number;
  skippedRevealing: number;
  /** Compared actions by type, to see what the games exercised (trades, steals, cards, discards). */
  byType: Record<string, number>;
  differences: string[];
}

async function compareStates(
  module: AnyGameModule,
  presenter: Presenter,
  real: unknown,
  other: unknown,
  version: number,
  withPicture: boolean,
  tally: Tally,
): Promise<void> {
  const where = `${module.id} v${version}`;
  const a = snapOf(module, real, version);
  const b = snapOf(module, other, version);
  tally.states++;
  const diff = (what: string, x: unknown, y: unknown) => {
    if (x !== y) tally.differences.push(`${where}: ${what}${firstDifference(String(x), String(y))}`);
  };
  diff('spectator view', JSON.stringify(module.view(real, null)), JSON.stringify(module.view(other, null)));
  diff('turn message', publicMessage(a, presenter, []), publicMessage(b, presenter, []));
  tally.messages++;
  if (withPicture) {
    // One after the other, on the one render worker (RENDER_THREADS above): a palette PNG's bytes depend on the
    // palette its thread learned before (src/render/kit/encode.ts) — history, not information — so the pair
    // must share one thread's history for equal pictures to give equal bytes.
    const pa = await presenter.render(a);
    const pb = await presenter.render(b);
    diff('picture', pa.equals(pb), true);
    tally.pictures++;
  }
}

/** Apply `action` to copies of both states; where legal in both, compare what everyone sees next. */
function compareAfter(
  module: AnyGameModule,
  presenter: Presenter,
  real: unknown,
  other: unknown,
  seat: number,
  action: unknown,
  version: number,
  tally: Tally,
): void {
  const type = (action as { type?: string }).type ?? '';
  const ra = module.apply(structuredClone(real), seat, action);
  const rb = module.apply(structuredClone(other), seat, action);
  if (!ra.ok || !rb.ok) return void tally.skippedIllegal++;
  // A win may come from a hidden victory point card: the ending shows it, by the rules.
  const reveals = (events: readonly GameEvent[]) => events.some((e) => REVEALING_EVENTS.has(e.kind ?? ''));
  if (
    REVEALING.has(type) ||
    reveals(ra.events) ||
    reveals(rb.events) ||
    module.status(ra.state).over ||
    module.status(rb.state).over
  )
    return void tally.skippedRevealing++;
  tally.actions++;
  tally.byType[type] = (tally.byType[type] ?? 0) + 1;
  const where = `${module.id} v${version} ${JSON.stringify(action)}`;
  const diff = (what: string, x: string, y: string) => {
    if (x !== y) tally.differences.push(`${where}: ${what}${firstDifference(x, y)}`);
  };
  diff('public log', JSON.stringify(publicEvents(ra.events)), JSON.stringify(publicEvents(rb.events)));
  diff(
    'next spectator view',
    JSON.stringify(module.view(ra.state, null)),
    JSON.stringify(module.view(rb.state, null)),
  );
  diff(
    'next turn message',
    publicMessage(snapOf(module, ra.state, version + 1), presenter, ra.events),
    publicMessage(snapOf(module, rb.state, version + 1), presenter, rb.events),
  );
}

/** One seeded bot game (greedy and random bots alternating), comparing at every state. */
async function playAndCompare(module: AnyGameModule, seed: string, seats: number, tally: Tally) {
  const scramble = SCRAMBLERS[module.id]!;
  const presenter = presenterFor(module.id);
  const kinds = Object.keys(module.bots);
  const rng = Rng.fromSeed(`${seed}/scramble`);
  let state = module.setup(seats, module.optionsSchema.parse({}), seed);
  for (let version = 0; version < 2500; version++) {
    const status = module.status(state);
    if (status.over) break;
    const other = scramble(state, rng, false);
    const withPicture = version % 40 === 0;
    await compareStates(module, presenter, state, other, version, withPicture, tally);
    await compareStates(module, presenter, state, scramble(state, rng, true), version, withPicture, tally);
    const seat = status.toAct[version % status.toAct.length]!;
    const bot = (s: unknown) =>
      module.bots[kinds[seat % kinds.length]!]!(structuredClone(s), seat, Rng.fromSeed(`${seed}#${version}`));
    const action = bot(state);
    compareAfter(module, presenter, state, other, seat, action, version, tally);
    // The action a player holding the scrambled cards would choose, tried on the real state too.
    compareAfter(module, presenter, state, other, seat, bot(other), version, tally);
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(`${module.id} ${seed}: ${r.error}`);
    state = r.state;
  }
  expect(module.status(state).over, `${module.id} ${seed} ends`).toBe(true);
}

describe('public messages depend on public information only', () => {
  it('every game offered has a hidden-information scrambler and its own presenter', () => {
    for (const game of listGames()) {
      expect(SCRAMBLERS[game.id], `a scrambler for ${game.id} in this test`).toBeDefined();
      expect(presenterFor(game.id), `a presenter of its own for ${game.id}`).not.toBe(genericPresenter);
    }
  });

  it('the scrambler changes hidden information only, keeping the invariants', () => {
    let changed = 0;
    for (const module of listGames()) {
      let state = module.setup(4, module.optionsSchema.parse({}), 'scramble-check');
      const rng = Rng.fromSeed('scramble-check');
      for (let i = 0; i < 400 && !module.status(state).over; i++) {
        const other = scramble(module, state, rng, i % 2 === 0);
        expect(module.invariants?.(other) ?? []).toEqual([]);
        expect(JSON.stringify(module.view(other, null))).toBe(JSON.stringify(module.view(state, null)));
        if (JSON.stringify(other) !== JSON.stringify(state)) changed++;
        const seat = module.status(state).toAct[0]!;
        const bot = module.bots.greedy ?? Object.values(module.bots)[0]!;
        const r = module.apply(state, seat, bot(structuredClone(state), seat, rng));
        if (!r.ok) throw new Error(r.error);
        state = r.state;
      }
    }
    expect(changed).toBeGreaterThan(300);
  });

  for (const game of listGames()) {
    it(`${game.id}: the same turn message, view, picture and log whatever the hidden cards`, async () => {
      const tally: Tally = {
        states: 0,
        messages: 0,
        pictures: 0,
        actions: 0,
        skippedIllegal: 0,
        skippedRevealing: 0,
        byType: {},
        differences: [],
      };
      await playAndCompare(game, `${game.id}-secrets-1`, 4, tally);
      await playAndCompare(game, `${game.id}-secrets-2`, 3, tally);
      // Short games (Merit's "Oil" lasts 30 rounds) play more of them to compare as many moments.
      for (let extra = 3; tally.messages <= 600 && extra < 6; extra++)
        await playAndCompare(game, `${game.id}-secrets-${extra}`, 4, tally);
      console.log(JSON.stringify({ game: game.id, ...tally, differences: tally.differences.length }));
      expect(tally.differences.slice(0, 3).join('\n'), `${tally.differences.length} differences`).toBe('');
      expect(tally.messages).toBeGreaterThan(600);
      expect(tally.actions).toBeGreaterThan(300);
      expect(tally.pictures).toBeGreaterThan(10);
    }, 120_000);
  }
});

function scramble(module: AnyGameModule, state: unknown, rng: Rng, future: boolean): unknown {
  return SCRAMBLERS[module.id]!(state, rng, future);
}
