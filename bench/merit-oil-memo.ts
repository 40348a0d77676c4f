/**
 * Merit's "Oil": what each MEMO card is worth to its drawer (figures for docs/rules/merit-oil-design.md; not a
 * benchmark). `npx tsx bench/merit-oil-memo.ts [--forks N] [--players P] [--by-square "memo-13 Overwork"]` plays
 * N standard games of greedy bots (default 300) to a turn spread over rounds 3–26, and forks it: in each copy the
 * player about to roll lands on the same MEMO square by the same die and draws a different card (every MEMO card,
 * a blank card, and the designed alternatives below); each copy then plays to the end on the same dice. It prints,
 * as JSON lines, each card's effect on its drawer's final fortune and win share against the blank card (the mean
 * of the paired differences and its standard error), and the PRODUCTION weeks it marked on the way;
 * `--by-square`, that card's figures by the MEMO square it was drawn on too. Cards are rewritten in place for this
 * process only: a measuring device, never how the game is configured.
 */
import { parseArgs } from 'node:util';
import { meritOil } from '../src/games/merit-oil';
import { BOARD, BOARD_SIZE, HOLIDAY, MEMO_CARDS, type CardEffect } from '../src/games/merit-oil/data';
import type { MeritState } from '../src/games/merit-oil/types';
import { botRng } from '../src/table/bots';

const { values } = parseArgs({
  options: { forks: { type: 'string' }, players: { type: 'string' }, 'by-square': { type: 'string' } },
});
const FORKS = Number(values.forks ?? 300);
/** A card (by its line's name, e.g. "memo-13 Overwork") whose effect is also told by the MEMO square drawn on. */
const BY_SQUARE = values['by-square'];
const PLAYERS = Number(values.players ?? 4);
const MEMO_SQUARES = BOARD.filter((s) => s.kind === 'memo').map((s) => s.index);
const bot = meritOil.bots.greedy!;

/**
 * A card drawn in a fork: a MEMO card by id with its effects as designed, or rewritten (`effects`); `then`, what
 * the card does besides, done to the drawer once the roll is over (a designed alternative the engine has no
 * effect for).
 */
interface Variant {
  name: string;
  id: string;
  effects?: readonly CardEffect[];
  then?: (state: MeritState, seat: number) => void;
}
const VARIANTS: Variant[] = [
  { name: 'blank', id: 'memo-15', effects: [] },
  ...MEMO_CARDS.map((c) => ({ name: `${c.id} ${c.title}`, id: c.id })),
  // Overwork walked to HOLIDAY as designed, with a doctor's bill of £20,000 besides.
  {
    name: "Overwork with a doctor's bill",
    id: 'memo-13',
    effects: [
      { kind: 'pay', amount: 20_000 },
      { kind: 'advanceTo', square: 'holiday' },
    ],
  },
  // Overwork flown straight to HOLIDAY, passing no square (no PRODUCTION marked on the way), as flights do.
  {
    name: 'Overwork flown',
    id: 'memo-13',
    effects: [],
    then: (state, seat) => {
      const p = state.players[seat]!;
      p.lorry = { where: 'loop', square: HOLIDAY.square };
      p.trip = 'holiday';
    },
  },
];

/** Play on from `state` to the end; bots draw their choices from `seed`. */
function playOut(state: MeritState, seed: string, from: number): void {
  for (let i = from; i < from + 50_000; i++) {
    const st = meritOil.status(state);
    if (st.over) return;
    const seat = Math.min(...st.toAct);
    const r = meritOil.apply(state, seat, bot(state, seat, botRng(seed, i)));
    if (!r.ok) throw new Error(`greedy refused: ${r.error}`);
  }
  throw new Error(`game ${seed} did not end`);
}

/** Play a game to the fork: `seat`'s roll from round `round` on, with its lorry on the loop and no trip. */
function toFork(seed: string, round: number, seat: number): { state: MeritState; step: number } | null {
  const state = meritOil.setup(PLAYERS, { length: 'standard' }, seed);
  for (let i = 0; i < 50_000; i++) {
    const st = meritOil.status(state);
    if (st.over) return null;
    const p = state.players[seat]!;
    const ready =
      state.round >= round &&
      state.current === seat &&
      !state.rolled &&
      p.trip === null &&
      p.lorry.where === 'loop' &&
      st.toAct.length === 1 &&
      st.toAct[0] === seat &&
      state.players.every((q) => q.debt === 0);
    if (ready) return { state, step: i };
    const s = Math.min(...st.toAct);
    const r = meritOil.apply(state, s, bot(state, s, botRng(seed, i)));
    if (!r.ok) throw new Error(`greedy refused: ${r.error}`);
  }
  return null;
}

interface Outcome {
  fortune: number;
  win: number;
  weeks: number;
}
function fork(
  base: MeritState,
  seat: number,
  square: number,
  v: Variant,
  seed: string,
  step: number,
): Outcome | null {
  const state = structuredClone(base);
  const at = state.memo.indexOf(v.id);
  if (at < 0) return null; // a kept card in someone's hand
  state.memo.splice(at, 1);
  state.memo.push(v.id);
  const card = MEMO_CARDS.find((c) => c.id === v.id)!;
  const designed = card.effects;
  let weeks: number;
  if (v.effects) (card as { effects: readonly CardEffect[] }).effects = v.effects;
  try {
    const probe = structuredClone(state);
    meritOil.apply(probe, seat, { type: 'roll' });
    const die = probe.lastRoll!;
    state.players[seat]!.lorry = { where: 'loop', square: (square - die + BOARD_SIZE) % BOARD_SIZE };
    const r = meritOil.apply(state, seat, { type: 'roll' });
    if (!r.ok) throw new Error(r.error);
    if (state.lastRoll !== die) throw new Error('the die differs');
    v.then?.(state, seat);
    // PRODUCTION squares reached after the card was drawn (the walk to the MEMO square is the same in every fork).
    const drawn = r.events.findIndex((e) => e.kind === 'memo');
    weeks = r.events
      .slice(drawn + 1)
      .reduce((n, e) => n + (e.text.match(/PRODUCTION \(square \d+\)/g)?.length ?? 0), 0);
    playOut(state, `${seed}-out`, step + 1);
  } finally {
    (card as { effects: readonly CardEffect[] }).effects = designed;
  }
  const st = meritOil.status(state);
  const winners = st.result!.winners;
  return {
    fortune: st.scores[seat]!,
    win: winners.includes(seat) ? 1 / winners.length : 0,
    weeks,
  };
}

const sum0 = () => ({ n: 0, d: 0, d2: 0, w: 0, w2: 0, weeks: 0 });
const sums = VARIANTS.map(sum0);
const bySquare = new Map(MEMO_SQUARES.map((q) => [q, sum0()]));
let forks = 0;
for (let g = 0; g < FORKS; g++) {
  const seed = `memo-${g}`;
  const seat = g % PLAYERS;
  const f = toFork(seed, 3 + (g % 24), seat);
  if (!f) continue;
  const square = MEMO_SQUARES[(g * 3) % MEMO_SQUARES.length]!;
  const blank = fork(f.state, seat, square, VARIANTS[0]!, seed, f.step);
  if (!blank) continue;
  forks++;
  VARIANTS.forEach((v, k) => {
    const o = k === 0 ? blank : fork(f.state, seat, square, v, seed, f.step);
    if (!o) return;
    const d = o.fortune - blank.fortune;
    const w = o.win - blank.win;
    for (const s of v.name === BY_SQUARE ? [sums[k]!, bySquare.get(square)!] : [sums[k]!]) {
      s.n++;
      s.d += d;
      s.d2 += d * d;
      s.w += w;
      s.w2 += w * w;
      s.weeks += o.weeks;
    }
  });
}
const se = (sum: number, sum2: number, n: number) => Math.sqrt(Math.max(0, sum2 / n - (sum / n) ** 2) / n);
const r3 = (x: number) => Math.round(x * 1000) / 1000;
process.stdout.write(`${JSON.stringify({ forks, players: PLAYERS })}\n`);
const line = (card: string, s: ReturnType<typeof sum0>, square?: number) => {
  const out = {
    card,
    ...(square === undefined ? {} : { square }),
    n: s.n,
    fortune: Math.round(s.d / s.n),
    fortuneSE: Math.round(se(s.d, s.d2, s.n)),
    winShare: r3(s.w / s.n),
    winShareSE: r3(se(s.w, s.w2, s.n)),
    weeksMarked: r3(s.weeks / s.n),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
};
VARIANTS.forEach((v, k) => line(v.name, sums[k]!));
if (BY_SQUARE) for (const [q, s] of bySquare) line(BY_SQUARE, s, q);
