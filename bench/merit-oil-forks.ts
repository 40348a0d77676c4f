/**
 * Merit's "Oil": what one of the greedy bot's choices is worth to its player, by forking (figures for the bot's
 * comments and docs/rules/merit-oil.md; not a benchmark). `npx tsx bench/merit-oil-forks.ts --decision D
 * [--games N] [--players P] [--max-per-game K]` plays N standard games of greedy bots (default 300); at each moment
 * of kind D (at most K a game, spread by lot) it copies the game and plays the choice both ways, `a` and `b`, the
 * rest of the game by the same greedy bots on the same dice and bot seeds. It prints, as JSON lines, the mean of
 * the paired differences a − b in the deciding player's final fortune and win share, with their standard errors,
 * in all and by the groups the decision names. Decisions:
 * - `insure`: a cargo just chartered, paid insurance (a) or none (b); grouped by the chance of a loss the bot
 *   reckons (`lossChance`).
 * - `lloyd`: a cargo just chartered by a player holding Lloyd's card: insured with the card (a) or paid, the card
 *   kept (b).
 * - `charter5`: a charter the greedy bot makes at quotation 5 (a), or none while the quotation stays at 5, the
 *   deciding player's bot waiting for it to fall (b); grouped by the port.
 * - `risky`: a cargo where insuring only a likely loss (`insure: 'risky'`, a) and insuring every cargo
 *   (`'always'`, b) choose differently; grouped by Lloyd's card held and the chance of a loss.
 * - `riskyPolicy`: the same moment (one a game), the deciding player's bot insuring that way for the rest of the
 *   game too; grouped by round.
 * The other players are the greedy bot as it is.
 */
import { parseArgs } from 'node:util';
import { GREEDY, makeGreedyBot, meritOil } from '../src/games/merit-oil';
import { lossChance } from '../src/games/merit-oil/bots';
import { legalActions } from '../src/games/merit-oil/legal';
import { MAX_FREIGHT_LEVEL, PORTS } from '../src/games/merit-oil/data';
import type { MeritAction, MeritState } from '../src/games/merit-oil/types';
import type { Bot } from '../src/games/types';
import { Rng } from '../src/games/rng';
import { botRng } from '../src/table/bots';

const { values } = parseArgs({
  options: {
    decision: { type: 'string' },
    games: { type: 'string' },
    players: { type: 'string' },
    'max-per-game': { type: 'string' },
    seed: { type: 'string' },
  },
});
const GAMES = Number(values.games ?? 300);
const PLAYERS = Number(values.players ?? 4);
const MAX_PER_GAME = Number(values['max-per-game'] ?? 3);
const SEED = values.seed ?? 'fork';
const greedy = meritOil.bots.greedy!;

/**
 * A kind of moment: whether `state` is one for `seat` (the greedy bot would play `chosen`), the two ways to
 * play it (the first action, and the deciding seat's bot for the rest of the game when not the greedy one), and
 * the group it falls in.
 */
interface Decision {
  at: (state: MeritState, seat: number, chosen: MeritAction) => boolean;
  a: (state: MeritState, seat: number, chosen: MeritAction) => Way;
  b: (state: MeritState, seat: number, chosen: MeritAction) => Way;
  group: (state: MeritState, seat: number, chosen: MeritAction) => string;
}
interface Way {
  first: MeritAction;
  bot?: Bot<MeritState, MeritAction>;
}

/** A cargo just chartered whose owner may pay its premium now (a debt the freight left is raised first). */
const insuring = (state: MeritState, seat: number) =>
  state.insuring !== null && legalActions(state, seat, false).some((a) => a.type === 'insure' && !a.useCard);
const holdsLloyds = (state: MeritState, seat: number) => state.players[seat]!.kept.includes('memo-6');

/** The greedy bot that charters nothing at quotation 5. */
const waitsAt5 = makeGreedyBot({ ...GREEDY, charterUpTo: MAX_FREIGHT_LEVEL - 1 });

/** The greedy bot that insures every cargo (before 2026-12-06), and the one that insures the likelier losses. */
const always = makeGreedyBot({ ...GREEDY, insure: 'always' });
const risky = makeGreedyBot({ ...GREEDY, insure: 'risky' });
/** The chance of a loss `lossChance` reckons, in bands of 2 points. */
const lossBand = (s: MeritState) => {
  const band = Math.floor(lossChance(s, s.insuring!) * 50) * 2;
  return `loss ${band.toString().padStart(2, '0')}-${band + 2} %`;
};
/** What `bot` does here (the same draw as the greedy bot's). */
const choice = (bot: Bot<MeritState, MeritAction>, s: MeritState, seat: number) =>
  bot(s, seat, botRng('choice', 0));
const differs = (s: MeritState, seat: number) =>
  JSON.stringify(choice(risky, s, seat)) !== JSON.stringify(choice(always, s, seat));

const DECISIONS: Record<string, Decision> = {
  insure: {
    at: (s, seat) => insuring(s, seat) && !holdsLloyds(s, seat),
    a: () => ({ first: { type: 'insure' } }),
    b: () => ({ first: { type: 'declineInsurance' } }),
    group: lossBand,
  },
  risky: {
    at: (s, seat) => s.insuring !== null && s.current === seat && differs(s, seat),
    a: (s, seat) => ({ first: choice(risky, s, seat) }),
    b: (s, seat) => ({ first: choice(always, s, seat) }),
    group: (s, seat) => `${holdsLloyds(s, seat) ? "Lloyd's " : ''}${lossBand(s)}`,
  },
  riskyPolicy: {
    at: (s, seat) => s.insuring !== null && s.current === seat && differs(s, seat),
    a: (s, seat) => ({ first: choice(risky, s, seat), bot: risky }),
    b: (s, seat) => ({ first: choice(always, s, seat), bot: always }),
    group: (s) =>
      `round ${Math.floor((s.round - 1) / 10) * 10 + 1}-${Math.floor((s.round - 1) / 10) * 10 + 10}`,
  },
  lloyd: {
    at: (s, seat) => insuring(s, seat) && holdsLloyds(s, seat),
    a: () => ({ first: { type: 'insure', useCard: true } }),
    b: () => ({ first: { type: 'insure' } }),
    group: (s) =>
      `round ${Math.floor((s.round - 1) / 10) * 10 + 1}-${Math.floor((s.round - 1) / 10) * 10 + 10}`,
  },
  charter5: {
    at: (s, _seat, chosen) => chosen.type === 'charter' && s.freightLevel === MAX_FREIGHT_LEVEL,
    a: (_s, _seat, chosen) => ({ first: chosen }),
    b: (s, seat) => ({ first: waitsAt5(s, seat, botRng('wait', s.round)), bot: waitsAt5 }),
    group: (_s, _seat, chosen) => PORTS[(chosen as { port: keyof typeof PORTS }).port].name,
  },
};
const decision = DECISIONS[values.decision ?? ''];
if (!decision) throw new Error(`--decision is one of ${Object.keys(DECISIONS).join(', ')}`);

/** Play on from `state` to the end: `seat` by `bot`, the others greedy; choices drawn from `seed` by step. */
function playOut(
  state: MeritState,
  seed: string,
  from: number,
  seat: number,
  bot: Bot<MeritState, MeritAction>,
) {
  for (let i = from; i < from + 50_000; i++) {
    const st = meritOil.status(state);
    if (st.over) return st;
    const s = Math.min(...st.toAct);
    const r = meritOil.apply(state, s, (s === seat ? bot : greedy)(state, s, botRng(seed, i)));
    if (!r.ok) throw new Error(`bot refused: ${r.error}`);
  }
  throw new Error(`game ${seed} did not end`);
}

function way(base: MeritState, seat: number, w: Way, seed: string, step: number) {
  const state = structuredClone(base);
  const r = meritOil.apply(state, seat, w.first);
  if (!r.ok) throw new Error(`${w.first.type} refused: ${r.error}`);
  const st = playOut(state, seed, step + 1, seat, w.bot ?? greedy);
  const winners = st.result!.winners;
  return { fortune: st.scores[seat]!, win: winners.includes(seat) ? 1 / winners.length : 0 };
}

const sum0 = () => ({ n: 0, d: 0, d2: 0, w: 0, w2: 0 });
const sums = new Map<string, ReturnType<typeof sum0>>([['all', sum0()]]);
let moments = 0;
for (let g = 0; g < GAMES; g++) {
  const seed = `${SEED}-${g}`;
  const state = meritOil.setup(PLAYERS, { length: 'standard' }, seed);
  const lot = Rng.fromSeed(`${seed}#lot`);
  let forked = 0;
  for (let i = 0; i < 50_000; i++) {
    const st = meritOil.status(state);
    if (st.over) break;
    const seat = Math.min(...st.toAct);
    const chosen = greedy(state, seat, botRng(seed, i));
    // Every moment is taken while the game has few; later ones by lot (half of them), so a game's forks spread.
    if (forked < MAX_PER_GAME && decision.at(state, seat, chosen) && lot.float() < 0.5) {
      forked++;
      moments++;
      const a = way(state, seat, decision.a(state, seat, chosen), `${seed}-out`, i);
      const b = way(state, seat, decision.b(state, seat, chosen), `${seed}-out`, i);
      const d = a.fortune - b.fortune;
      const w = a.win - b.win;
      for (const key of ['all', decision.group(state, seat, chosen)]) {
        const s = sums.get(key) ?? sum0();
        sums.set(key, s);
        s.n++;
        s.d += d;
        s.d2 += d * d;
        s.w += w;
        s.w2 += w * w;
      }
    }
    const r = meritOil.apply(state, seat, chosen);
    if (!r.ok) throw new Error(`greedy refused: ${r.error}`);
  }
}
const se = (sum: number, sum2: number, n: number) => Math.sqrt(Math.max(0, sum2 / n - (sum / n) ** 2) / n);
const r3 = (x: number) => Math.round(x * 1000) / 1000;
process.stdout.write(
  `${JSON.stringify({ decision: values.decision, games: GAMES, players: PLAYERS, moments })}\n`,
);
for (const [group, s] of [...sums].sort(([a], [b]) =>
  a === 'all' ? -1 : b === 'all' ? 1 : a < b ? -1 : 1,
)) {
  const out = {
    group,
    n: s.n,
    fortune: Math.round(s.d / s.n),
    fortuneSE: Math.round(se(s.d, s.d2, s.n)),
    winShare: r3(s.w / s.n),
    winShareSE: r3(se(s.w, s.w2, s.n)),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
