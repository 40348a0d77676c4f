/**
 * The tankers' sea map as a graph: shortest routes by breadth-first search over one-stage steps. A tanker
 * moves along `seaRoute(from, to, suezOpen)`; the bills' freight uses the Suez-open lengths (ROUTE_STAGES).
 */
import { SEA_LANES, SUEZ_CANAL, type SeaStage } from './data';

/** Neighbours of each stage, in SEA_LANES order (which fixes ties between equally short routes). */
function neighbours(suezOpen: boolean): Map<SeaStage, SeaStage[]> {
  const next = new Map<SeaStage, SeaStage[]>();
  const link = (a: SeaStage, b: SeaStage) => {
    const list = next.get(a) ?? [];
    list.push(b);
    next.set(a, list);
  };
  for (const lane of SEA_LANES) {
    for (let i = 1; i < lane.length; i++) {
      const a = lane[i - 1]!;
      const b = lane[i]!;
      if (!suezOpen && (a === SUEZ_CANAL || b === SUEZ_CANAL)) continue;
      link(a, b);
      link(b, a);
    }
  }
  return next;
}

const NEIGHBOURS = { open: neighbours(true), closed: neighbours(false) } as const;

/** Routes found so far: [canal closed, canal open] → from → to. */
const ROUTES = [new Map(), new Map()] as [
  Map<SeaStage, Map<SeaStage, readonly SeaStage[] | null>>,
  Map<SeaStage, Map<SeaStage, readonly SeaStage[] | null>>,
];

/**
 * The shortest route from `from` to `to`: the stages after `from`, ending with `to` (empty when they are
 * equal), or null when `to` cannot be reached (never, on our map; the Cape is always open). Routes are
 * computed once and shared: callers must not change the array.
 */
export function seaRoute(from: SeaStage, to: SeaStage, suezOpen = true): readonly SeaStage[] | null {
  const byFrom = ROUTES[suezOpen ? 1 : 0];
  let byTo = byFrom.get(from);
  if (!byTo) byFrom.set(from, (byTo = new Map()));
  let route = byTo.get(to);
  if (route === undefined) {
    route = findRoute(from, to, suezOpen);
    byTo.set(to, route);
  }
  return route;
}

function findRoute(from: SeaStage, to: SeaStage, suezOpen: boolean): SeaStage[] | null {
  if (from === to) return [];
  const next = suezOpen ? NEIGHBOURS.open : NEIGHBOURS.closed;
  const cameFrom = new Map<SeaStage, SeaStage>([[from, from]]);
  const queue: SeaStage[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    for (const n of next.get(at) ?? []) {
      if (cameFrom.has(n)) continue;
      cameFrom.set(n, at);
      if (n === to) {
        const route: SeaStage[] = [];
        for (let s: SeaStage = to; s !== from; s = cameFrom.get(s)!) route.unshift(s);
        return route;
      }
      queue.push(n);
    }
  }
  return null;
}

/** Stages on the shortest route (Infinity when unreachable). */
export function seaStages(from: SeaStage, to: SeaStage, suezOpen = true): number {
  return seaRoute(from, to, suezOpen)?.length ?? Infinity;
}
