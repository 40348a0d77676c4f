/**
 * Adapter: the engine's spectator view of Merit's "Oil" (`MeritView`) → `MeritScene`. Names come from the
 * table (seat order); seat tokens `{pN}` never reach the picture.
 */
import { formatSeats, seatName } from '../../games/events';
import { meritPanelActing, meritRound } from './turnWords';
import type { MeritView, LorryAt } from '../../games/merit-oil/types';
import { SHARES, SHARE_COMPANIES } from '../../games/merit-oil/data';
import { shortMoney } from './cards';
import type { LorryPlace, MeritScene, SceneTanker } from './scene';

export interface MeritSceneOptions {
  /** Tags drawn on player cards, e.g. "bot" (by seat). */
  tags?: readonly (string | undefined)[];
}

/** Is `v` shaped like a Merit's "Oil" view? (The registry passes views as `unknown`.) */
export function isMeritView(v: unknown): v is MeritView {
  const o = v as Partial<MeritView> | null;
  return (
    typeof o === 'object' &&
    o !== null &&
    Array.isArray(o.players) &&
    Array.isArray(o.tankers) &&
    typeof o.moment === 'string' &&
    typeof o.freightLevel === 'number'
  );
}

/** Where the picture draws a lorry. The drilling track's top square is section 0 in the scene. */
export function lorryPlace(at: LorryAt): LorryPlace {
  switch (at.where) {
    case 'loop':
      return { kind: 'square', square: at.square };
    case 'drilling':
      return { kind: 'drilling', section: at.section + 1 };
    case 'air':
      return { kind: 'holiday', stop: at.stop + 1 };
    case 'england':
      return { kind: 'england' };
    case 'kwinana':
      return { kind: 'kwinana' };
  }
}

/**
 * The last thing that happened, from public facts: the last roll (by whom the engine says: the roll stays on the
 * table into the next turn, and a finished game stays at its last turn) and the cards drawn with it.
 */
function caption(view: MeritView, names: readonly string[]): string | undefined {
  const parts: string[] = [];
  if (view.lastRoll !== null && view.lastRoller !== null)
    parts.push(`${seatName(names, view.lastRoller)} rolled ${view.lastRoll}`);
  for (const d of view.drawn) {
    const deck = d.deck === 'memo' ? 'MEMO' : 'OIL NEWS';
    parts.push(`${deck}: ${d.title}`);
  }
  return parts.length ? parts.join(' · ') : undefined;
}

export function sceneFromMeritView(
  view: MeritView,
  names: readonly string[],
  opts: MeritSceneOptions = {},
): MeritScene {
  const name = (seat: number) => seatName(names, seat);
  const tankers: SceneTanker[] = [];
  for (const t of view.tankers) {
    const v = t.voyage;
    if (!v) continue;
    tankers.push({
      tanker: t.tanker,
      owner: v.owner,
      stage: v.at,
      destination: v.destination,
      route: v.route,
      tons: v.tons,
      insured: v.insured,
    });
  }
  const over = view.moment === 'over' || view.result !== null;
  return {
    title: "Merit's OIL",
    // Once over, the round played last (the counter has moved on), as the turn message says.
    round: meritRound(view),
    roundLimit: view.roundLimit,
    turn: over ? { seat: null, doing: 'game over' } : meritPanelActing(view),
    lastRoll:
      view.lastRoll === null || view.lastRoller === null
        ? null
        : { seat: view.lastRoller, value: view.lastRoll },
    caption: caption(view, names),
    freightLevel: view.freightLevel,
    suezOpen: view.suezOpen,
    shares: SHARE_COMPANIES.map((c) => ({
      company: c,
      name: SHARES[c].name,
      price: view.shares[c].price,
      bankBlocks: view.shares[c].bankBlocks,
    })),
    lorries: view.players.filter((p) => !p.bankrupt).map((p) => ({ seat: p.seat, at: lorryPlace(p.lorry) })),
    tankers,
    wells: view.players.flatMap((p) =>
      p.wells.map((w) => ({
        card: w.card,
        owner: p.seat,
        holes: w.holes,
        capacity: w.capacityHoles,
        tons: w.tons,
      })),
    ),
    players: view.players.map((p) => {
      const tag = p.bankrupt
        ? 'bankrupt'
        : p.debt > 0
          ? // Short, as the fortune beside it: "owes £12,000" had no room on a six-player card at 36 px.
            `owes ${shortMoney(p.debt)}`
          : opts.tags?.[p.seat];
      return {
        seat: p.seat,
        name: name(p.seat),
        cash: p.cash,
        shares: p.shares,
        storeTons: p.wells.reduce((a, w) => a + w.tons, 0),
        fortune: p.fortune.total,
        keptMemos: p.keptCount,
        ...(tag ? { tag } : {}),
      };
    }),
    billsLeft: view.piles.bills,
    concessionsLeft: view.piles.concessions,
    ...(view.result
      ? { result: { text: formatSeats(view.result.summary, names), winners: view.result.winners } }
      : {}),
  };
}
