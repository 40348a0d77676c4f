/**
 * Where a slow click's time goes, for the load benchmark (LOAD_TRACE=1, bench/load.bench.ts): the bot process
 * notes when each interaction reached it, when each REST answer came back and when each picture was asked of
 * the render pool and came back; the drivers note when they clicked and when they saw the board. All on the
 * machine's clock (`performance.timeOrigin + performance.now()`), so the two processes' times compare.
 *
 * A move's click to board splits into: `toBot` (click → the bot's interactionCreate: the stand-in's dispatch,
 * the bot's gateway and event loop), `ack` (→ the callback's answer), `toBoard` (→ the answer of the REST
 * request that put the board up: the click's own `@original` edit, or the turn's post in its thread), of
 * which `picture` (the last picture this click's handling asked of the render pool before that answer, from
 * asked to back: its wait in line included; `pictureWorker` its time in the worker), and `toDriver` (→ the
 * drivers' feed shows it: the stand-in's gateway event, which it sends before its HTTP answer, so this part is
 * often a little below 0).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client } from 'discord.js';
import { RenderPool } from '../src/render/pool';
import { percentile } from './harness';

/** The machine's clock in ms, comparable between processes. */
export function epochMs(): number {
  return performance.timeOrigin + performance.now();
}

export interface BotTrace {
  /** [interaction id, token, received]. */
  interactions: [string, string, number][];
  /** [method, path, answered]. */
  responses: [string, string, number][];
  /** [interaction id whose handling asked for it, drawer, asked, back, ms in the worker, pictures in flight when asked]. */
  pictures: [string, string, number, number, number, number][];
}

/** Start noting `client`'s interactions and REST answers and the render pool's pictures. */
export function traceBot(client: Client): BotTrace {
  const trace: BotTrace = { interactions: [], responses: [], pictures: [] };
  // Which interaction's handling asks for a picture: the listener runs first, and the bot's own listener (in
  // the same emit) and everything it awaits inherit the store.
  const handling = new AsyncLocalStorage<string>();
  client.prependListener('interactionCreate', (i) => {
    trace.interactions.push([i.id, i.token, epochMs()]);
    handling.enterWith(i.id);
  });
  client.rest.on('response', (r) => {
    trace.responses.push([r.method.toUpperCase(), r.path, epochMs()]);
  });
  const draw = RenderPool.prototype.draw;
  let inFlight = 0;
  RenderPool.prototype.draw = async function (this: RenderPool, task) {
    const asked = epochMs();
    const ahead = inFlight++;
    const drawer = 'since' in task ? `${task.since} since` : task.drawer;
    const drawn = await draw.call(this, task).finally(() => inFlight--);
    trace.pictures.push([handling.getStore() ?? '', drawer, asked, epochMs(), drawn.drawMs ?? 0, ahead]);
    return drawn;
  };
  return trace;
}

/** A driver's move as it saw it: its last interaction, its thread, when it clicked and saw the board. */
export interface MoveTrace {
  id: string;
  thread: string;
  clicked: number;
  seen: number;
}

export interface MoveSplit {
  totalMs: number;
  toBot: number;
  ack: number;
  toBoard: number;
  picture: number;
  pictureWorker: number;
  toDriver: number;
  via: string;
}

/** Each move's split (null where the bot's notes miss it). */
export function splitMoves(moves: readonly MoveTrace[], bot: BotTrace): (MoveSplit | null)[] {
  const byId = new Map(bot.interactions.map(([id, token, at]) => [id, { token, at }]));
  return moves.map((m) => {
    const i = byId.get(m.id);
    if (!i) return null;
    const callback = bot.responses.find(
      ([, path, at]) => path.includes(`/interactions/${m.id}/`) && at >= i.at,
    );
    // The REST request that put the board up: of this click's token's edits and its thread's posts, the one
    // answered nearest the moment the drivers saw the board (the stand-in sends its gateway event before its
    // HTTP answer, so that answer may come a little after).
    const board = bot.responses
      .filter(
        ([method, path, at]) =>
          at >= i.at &&
          at <= m.seen + 100 &&
          ((method === 'PATCH' && path.includes(`/${i.token}/messages/`)) ||
            (method === 'POST' && path === `/channels/${m.thread}/messages`)),
      )
      .sort((a, b) => Math.abs(a[2] - m.seen) - Math.abs(b[2] - m.seen))[0];
    if (!callback || !board) return null;
    // The picture this click's handling asked for last before the board's request was answered.
    const mine = bot.pictures.filter(([id, , , back]) => id === m.id && back <= board[2]);
    const picture = mine.at(-1);
    return {
      totalMs: m.seen - m.clicked,
      toBot: i.at - m.clicked,
      ack: callback[2] - i.at,
      toBoard: board[2] - i.at,
      picture: picture ? picture[3] - picture[2] : 0,
      pictureWorker: picture ? picture[4] : 0,
      toDriver: m.seen - board[2],
      via: `${board[1].startsWith('/channels') ? 'post' : 'edit'}; pictures ${mine.map((p) => `${p[1]} ${Math.round(p[3] - p[2])} ms, ${p[5]} ahead`).join(', ')}`,
    };
  });
}

/**
 * What the render pool did while the moves were played (from the first click on): its pictures, their time in
 * the worker in all (over the run's length: how busy the render threads were), and how many pictures each
 * found ahead of it when asked (p50 and p99).
 */
export function renderLoad(
  moves: readonly MoveTrace[],
  bot: BotTrace,
): { pictures: number; workerMs: number; busyShare: number; aheadP50: number; aheadP99: number } | null {
  if (moves.length === 0) return null;
  const from = Math.min(...moves.map((m) => m.clicked));
  const to = Math.max(...moves.map((m) => m.seen));
  const pictures = bot.pictures.filter(([, , asked]) => asked >= from && asked <= to);
  const workerMs = pictures.reduce((sum, p) => sum + p[4], 0);
  const ahead = pictures.map((p) => p[5]);
  return {
    pictures: pictures.length,
    workerMs: Math.round(workerMs),
    busyShare: Math.round((workerMs / (to - from)) * 100) / 100,
    aheadP50: Math.round(percentile(ahead, 50)),
    aheadP99: Math.round(percentile(ahead, 99)),
  };
}

const PARTS = ['totalMs', 'toBot', 'ack', 'toBoard', 'picture', 'pictureWorker', 'toDriver'] as const;

/** The load benchmark's note: each part's p50 and p99 over the moves, the render pool's load, the slowest moves. */
export function splitSummary(moves: readonly MoveTrace[], bot: BotTrace): Record<string, unknown> {
  const splits = splitMoves(moves, bot);
  const known = splits.filter((s): s is MoveSplit => s !== null);
  const at = (k: (typeof PARTS)[number], q: number) =>
    Math.round(
      percentile(
        known.map((s) => s[k]),
        q,
      ),
    );
  const rounded = (s: MoveSplit) =>
    Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v) : v]));
  return {
    moves: splits.length,
    unmatched: splits.length - known.length,
    renderLoad: renderLoad(moves, bot),
    ...Object.fromEntries(PARTS.map((k) => [k, { p50: at(k, 50), p99: at(k, 99) }])),
    slowest: [...known]
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, 10)
      .map(rounded),
  };
}
