/**
 * Merit's "Oil": how much the HOLIDAY and the EXCHANGE corners decide (figures for docs/rules/merit-oil.md's
 * design notes; not a benchmark). `npx tsx bench/merit-oil-holiday.ts [--games N] [--variants [--squares 6,7] [--stops 4,3,2,1] [--blocks 10,15,20]]` plays N standard
 * 4-player games of greedy bots (default 200) under the design in data.ts and prints, as JSON lines:
 * holidays a game, turns spent on holiday, win rate by holidays taken, when the bank's shares sell out, EXCHANGE
 * landings that find none, turns that offer a choice besides rolling, rounds, and the spread of fortunes.
 * `--variants` measures designed alternatives too (where HOLIDAY sits on the top edge, the air route's stops, the
 * bank's blocks), applied by rewriting the data module's board, air route and share tables in place for this
 * process only: a measuring device, never how the game is configured.
 */
import { parseArgs } from 'node:util';
import { meritOil } from '../src/games/merit-oil';
import type { MeritAction } from '../src/games/merit-oil';
import { BOARD, HOLIDAY, SHARE_COMPANIES, SHARES, type SquareKind } from '../src/games/merit-oil/data';
import { botRng } from '../src/table/bots';
import { median } from './harness';

const { values } = parseArgs({
  options: {
    games: { type: 'string' },
    variants: { type: 'boolean' },
    squares: { type: 'string' },
    stops: { type: 'string' },
    blocks: { type: 'string' },
  },
});
const GAMES = Number(values.games ?? 200);

/** The actions that are a choice besides rolling (deal answers and debt sales are not the square's offer). */
const CHOICES = new Set<MeritAction['type']>(['charter', 'insure', 'drill', 'helicopter', 'buyShares']);

interface Figures {
  holidays: number;
  holidayTurns: number;
  turns: number;
  choiceTurns: number;
  exchangeLandings: number;
  exchangeEmpty: number;
  /** Round each company's last block left the bank (null: never). */
  soldOut: (number | null)[];
  rounds: number;
  fortunes: number[];
  /** Holidays each seat took, and whether it won (a share of a tie). */
  seats: { holidays: number; win: number }[];
}

function play(seed: string): Figures {
  const state = meritOil.setup(4, { length: 'standard' }, seed);
  const bot = meritOil.bots.greedy!;
  const f: Figures = {
    holidays: 0,
    holidayTurns: 0,
    turns: 0,
    choiceTurns: 0,
    exchangeLandings: 0,
    exchangeEmpty: 0,
    soldOut: SHARE_COMPANIES.map(() => null),
    rounds: 0,
    fortunes: [],
    seats: state.players.map(() => ({ holidays: 0, win: 0 })),
  };
  let turn = -1;
  let choice = false;
  const endTurn = () => {
    if (turn >= 0 && choice) f.choiceTurns++;
    choice = false;
  };
  for (let i = 0; i < 50_000; i++) {
    const st = meritOil.status(state);
    if (st.over) {
      endTurn();
      f.rounds = Math.min(state.round - 1, state.roundLimit ?? Infinity);
      f.fortunes = st.scores;
      for (const w of st.result!.winners) f.seats[w]!.win += 1 / st.result!.winners.length;
      return f;
    }
    const now = meritOil.turn!(state);
    const p = state.players[state.current]!;
    if (now !== turn) {
      endTurn();
      turn = now;
      f.turns++;
      if (p.trip === 'holiday' || p.lorry.where === 'air') f.holidayTurns++;
    }
    const seat = Math.min(...st.toAct);
    if (seat === state.current && meritOil.legalActions(state, seat).some((a) => CHOICES.has(a.type))) {
      choice = true;
    }
    const before = { trip: p.trip, choice: state.choice, roller: state.current };
    const r = meritOil.apply(state, seat, bot(state, seat, botRng(seed, i)));
    if (!r.ok) throw new Error(`greedy refused: ${r.error}`);
    if (before.trip !== 'holiday' && p.trip === 'holiday') {
      f.holidays++;
      f.seats[before.roller]!.holidays++;
    }
    // A landing on an EXCHANGE corner is the roll that left the lorry there (a choice pending or none left).
    if (seat === before.roller && p.lorry.where === 'loop' && BOARD[p.lorry.square]!.kind === 'exchange') {
      const rolled = r.events.some((e) => e.kind === 'move' || e.kind === 'roll');
      if (rolled && before.choice !== 'exchange') {
        f.exchangeLandings++;
        if (SHARE_COMPANIES.every((c) => state.bankShares[c] === 0)) f.exchangeEmpty++;
      }
    }
    SHARE_COMPANIES.forEach((c, k) => {
      if (f.soldOut[k] === null && state.bankShares[c] === 0) f.soldOut[k] = state.round;
    });
  }
  throw new Error(`game ${seed} did not end`);
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

export interface Design {
  name: string;
  /** HOLIDAY's square on the top edge (swapped with the square that sits there now). */
  square: number;
  stops: readonly string[];
  blocks: number;
}

/** Rewrite the data module's tables to `d` (this process only), from the design as loaded. */
const LOADED = {
  kinds: BOARD.map((s) => s.kind),
  square: HOLIDAY.square as number,
  stops: [...HOLIDAY.stops],
  blocks: SHARES.refinery.blocks,
};
function applyDesign(d: Design): void {
  const kinds: SquareKind[] = [...LOADED.kinds];
  [kinds[LOADED.square], kinds[d.square]] = [kinds[d.square]!, kinds[LOADED.square]!];
  kinds.forEach((k, i) => ((BOARD[i] as { kind: SquareKind }).kind = k));
  Object.assign(HOLIDAY as object, { square: d.square, stops: d.stops });
  for (const c of SHARE_COMPANIES) (SHARES[c] as { blocks: number }).blocks = d.blocks;
}

function measure(d: Design, games: number) {
  applyDesign(d);
  const all = Array.from({ length: games }, (_, g) => play(`holiday-${g}`));
  const sum = (k: (f: Figures) => number) => all.reduce((a, f) => a + k(f), 0);
  const seats = all.flatMap((f) => f.seats);
  const winRate = (pick: (h: number) => boolean) => {
    const s = seats.filter((x) => pick(x.holidays));
    return { seats: s.length, winRate: r3(s.reduce((a, x) => a + x.win, 0) / Math.max(1, s.length)) };
  };
  const none = winRate((h) => h === 0);
  const one = winRate((h) => h === 1);
  const more = winRate((h) => h >= 2);
  const soldOutBoth = all.map((f) =>
    f.soldOut.every((x) => x !== null) ? Math.max(...(f.soldOut as number[])) : 99,
  );
  const spread = all.map((f) => {
    const s = [...f.fortunes].sort((a, b) => b - a);
    return s[0]! / Math.max(1, s[s.length - 1]!);
  });
  return {
    design: d.name,
    square: d.square,
    stops: d.stops.length,
    blocks: d.blocks,
    games,
    holidaysPerGame: r3(sum((f) => f.holidays) / games),
    holidayTurnShare: r3(sum((f) => f.holidayTurns) / sum((f) => f.turns)),
    winNoHoliday: none,
    winOneHoliday: one,
    winTwoOrMore: more,
    /** Win rate of a seat with no holiday minus one with two or more (0: the holiday's luck decides nothing). */
    holidaySpread: r3(none.winRate - more.winRate),
    bothSoldOutByRound18: r3(soldOutBoth.filter((r) => r <= 18).length / games),
    bothSoldOutByRound8: r3(soldOutBoth.filter((r) => r <= 8).length / games),
    medianSoldOutRound: median(soldOutBoth),
    exchangeEmptyShare: r3(
      sum((f) => f.exchangeEmpty) /
        Math.max(
          1,
          sum((f) => f.exchangeLandings),
        ),
    ),
    choiceTurnShare: r3(sum((f) => f.choiceTurns) / sum((f) => f.turns)),
    medianRounds: median(all.map((f) => f.rounds)),
    medianFortune: median(all.flatMap((f) => f.fortunes)),
    medianBestOverWorst: Math.round(median(spread) * 100) / 100,
  };
}

const out = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);
const current: Design = {
  name: 'data.ts',
  square: LOADED.square,
  stops: LOADED.stops,
  blocks: LOADED.blocks,
};
out(measure(current, GAMES));
if (values.variants) {
  const list = (v: string | undefined, d: string) => (v ?? d).split(',').map(Number);
  // The figures depend on how many stops there are, not on which cities: the first n of a four-stop route.
  const cities = ['Beirut', 'Athens', 'Rome', 'Nice'];
  for (const square of list(values.squares, '6,7')) {
    for (const n of list(values.stops, '4,3,2,1')) {
      for (const blocks of list(values.blocks, '10,15,20')) {
        const stops = cities.slice(0, n);
        if (square === LOADED.square && n === LOADED.stops.length && blocks === LOADED.blocks) continue;
        out(
          measure({ name: `HOLIDAY ${square}, ${n} stops, ${blocks} blocks`, square, stops, blocks }, GAMES),
        );
      }
    }
  }
}
