/**
 * Adapter: the Wildcatters engine's `WildcattersView` (the spectator's, normally) → `WildcattersScene`.
 * Places keep the design data's ids, so the picture marks exactly the places the engine names. Only public
 * facts are read: the deck's size (not its order), whether a sealed bid was made (not its amount).
 */
import { formatSeats, seatName } from '../../games/events';
import {
  AREAS,
  CONSOLIDATION_CHIPS,
  DARK_CARDS,
  LIGHT_CARDS,
  MAIN_CONTINENTS,
  AREA_LIST,
  type AreaCard,
} from '../../games/wildcatters/data';
import { plural } from '../../games/awards';
import { standingsOf } from '../../games/standings';
import { HARBOUR_SET } from '../../games/wildcatters/map';
import { harbourWords, regionName, setUpPieceWords } from '../../games/wildcatters/words';
import type { PendingView, TurnStep, WildcattersView } from '../../games/wildcatters/types';
import type { SceneCard, ScenePlayer, SceneSelection, SceneStanding, WildcattersScene } from './scene';
import { placeKind } from './selection';

const CARDS = new Map<string, AreaCard>([...LIGHT_CARDS, ...DARK_CARDS].map((c) => [c.id, c]));

export function cardOf(id: string): AreaCard | undefined {
  return CARDS.get(id);
}

/**
 * What the header names after the player whose turn it is, by id: the starting placement's two steps (as the turn
 * message's title names them: "Ana places a tanker", "… places a starting piece (2 of 6)"; the header read "Ana:
 * starting placement", two names for one step), a turn's steps, the question open, the end.
 */
export type HeaderPhase = SetUpPhase | TurnStep | PendingView['kind'] | 'over';

/** The starting placement's two steps: the tanker, then the six other pieces. */
type SetUpPhase = 'placeTanker' | 'placePiece';

/**
 * Each header phase's words and, where a long name leaves them too little room, its fewer words ("Christopher:
 * auction"). Keyed by the phase, so a label renamed keeps its short form, and a phase left out is a type
 * error; `{area}` is the area a question is about ("Persia disk auction", "piggy-backs in Texas?"). The starting
 * placement's two steps are not here: their words, count and all, are the turn message's title's
 * (`setUpPieceWords`).
 */
export const PHASE_WORDS: Readonly<
  Record<Exclude<HeaderPhase, SetUpPhase>, { label: string; short?: string }>
> = {
  card: { label: 'choose an area card', short: 'area card' },
  build: { label: 'build' },
  oil: { label: 'oil actions', short: 'oil' },
  tankers: { label: 'move tankers', short: 'tankers' },
  empty: { label: 'empty a refinery', short: 'empty' },
  chip: { label: 'consolidation chip', short: 'chip' },
  // The question after the name of the player whose turn it is ("Ben: Texas disk auction"); the red badges on the
  // cards say who still has to answer. It read "Ben: waiting: bid", as if Ben were the one waited for.
  piggyback: { label: 'piggy-backs in {area}?', short: 'piggy-backs?' },
  auction: { label: '{area} disk auction', short: 'auction' },
  rideAlong: { label: 'others may ride along', short: 'ride along' },
  repay: { label: 'loans may be repaid', short: 'loans' },
  finalEmpty: { label: 'final scoring', short: 'scoring' },
  over: { label: 'game over' },
};

/** The phase the header names now (`PHASE_WORDS`). */
export function headerPhase(view: WildcattersView): HeaderPhase {
  if (view.phase === 'over') return 'over';
  if (view.phase === 'placement')
    return view.players[view.current]?.tankerPlaced === false ? 'placeTanker' : 'placePiece';
  return view.pending ? view.pending.kind : view.step;
}

/**
 * The header's phase in words, and in fewer words when it has them ("Persia disk auction", "auction"; "place a
 * starting piece (2 of 6)", "piece (2 of 6)", as the title says it).
 */
export function phaseWords(view: WildcattersView): { label: string; short?: string } {
  const phase = headerPhase(view);
  if (phase === 'placeTanker' || phase === 'placePiece') {
    const { what, short } = setUpPieceWords(view);
    return { label: `place ${what}`, short };
  }
  const words = PHASE_WORDS[phase];
  const p = view.pending;
  const area =
    phase === 'piggyback' && p?.kind === 'piggyback'
      ? p.region
      : phase === 'auction' && p?.kind === 'auction'
        ? p.area
        : null;
  return area === null ? words : { ...words, label: words.label.replace('{area}', regionName(area)) };
}

/** The question a seat is asked now, in two words for its panel badge. */
const PENDING_BADGE: Record<PendingView['kind'], string> = {
  piggyback: 'Piggy-back?',
  auction: 'Bid?',
  rideAlong: 'Ride along?',
  repay: 'Repay loans?',
  finalEmpty: 'Empty a refinery?',
};

/** What the last action did, in a few words after the player's name. */
const LAST_TEXT: Record<string, string> = {
  place: 'placed a starting piece',
  placeTanker: 'placed the starting tanker',
  chooseCard: 'took an area card',
  refreshDisplay: 'refreshed the display for 4 VP',
  buildRig: 'built a rig',
  buildTrain: 'built a train',
  buildTanker: 'launched a tanker',
  buildRefinery: 'built a refinery',
  drill: 'drilled',
  piggyback: 'piggy-backed on the drill',
  bid: 'bid for the wildcatter disk',
  develop: 'developed a rig',
  transport: 'shipped oil',
  rideAlong: 'rode along',
  moveTanker: 'moved a tanker',
  emptyRefinery: 'emptied a refinery',
  finalEmpty: 'emptied a refinery',
  endTurn: 'ended the turn',
  buyChip: 'bought a consolidation chip',
  repayLoans: 'repaid loans',
  takeLoan: 'took a loan',
  pass: 'passed',
};

export interface WildcattersSceneOptions {
  select?: SceneSelection;
  /** Seats played by bots or gone, tagged in the panel. */
  tags?: readonly (string | undefined)[];
}

/** A place id in words: "texas.1" → "Texas", "southernAfrica.west" → "Southern Africa", a card → its area. */
export function placeArea(id: string): string {
  const key = CARDS.get(id)?.area ?? id.split(/[.>]/)[0] ?? id;
  const area = AREA_LIST.find((a) => a.id === key);
  if (area) return area.name;
  return key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/**
 * Where the last action happened, in the event lines' words: a harbour by its name ("to Durban (Southern Africa,
 * east)": a tanker moves to one; one is launched at one), oil shipped to its refinery ("to the Texas refinery"),
 * anything else by its area ("in Texas").
 */
function lastPlaceWords(kind: string, at: string): string {
  if (kind === 'transport') return `to the ${placeArea(at)} refinery`;
  if (HARBOUR_SET.has(at))
    return `${kind === 'moveTanker' ? 'to' : kind === 'buildTanker' ? 'at' : 'in'} ${harbourWords(at)}`;
  return `in ${placeArea(at)}`;
}

function caption(view: WildcattersView, names: readonly string[]): string | undefined {
  const last = view.last;
  if (!last) return undefined;
  const who = seatName(names, last.seat);
  // Ending the actions with a consolidation chip to buy leaves the turn open for that answer, as the log says.
  const chipToAnswer = last.kind === 'endTurn' && view.step === 'chip' && view.current === last.seat;
  const what = chipToAnswer ? "ended the turn's actions" : (LAST_TEXT[last.kind] ?? last.kind);
  return `${who} ${what}${last.at ? ` ${lastPlaceWords(last.kind, last.at)}` : ''}`;
}

/** The last move's place for the map's ring (a card taken, a loan, the end of a turn have none on the map). */
function lastPlace(view: WildcattersView): Pick<WildcattersScene, 'last'> {
  const at = view.last?.at;
  const kind = at && !view.result ? placeKind(at) : null;
  return at && kind && kind !== 'card' ? { last: { kind, id: at } } : {};
}

function sceneCard(id: string): SceneCard | null {
  const c = CARDS.get(id);
  if (!c) return null;
  return { id: c.id, area: c.area, shade: c.shade, bonus: c.bonus, refinery: c.refinery };
}

/** The view a renderer was given, checked for the fields the adapter reads (throws when it is not one). */
export function asWildcattersView(v: unknown): WildcattersView {
  const o = v as Partial<WildcattersView> | null;
  if (
    typeof o === 'object' &&
    o !== null &&
    Array.isArray(o.players) &&
    Array.isArray(o.display) &&
    typeof o.fields === 'object' &&
    Array.isArray(o.tankers)
  )
    return o as WildcattersView;
  throw new Error('wildcatters renderer: not a Wildcatters view');
}

export function sceneFromWildcattersView(
  view: WildcattersView,
  names: readonly string[],
  opts: WildcattersSceneOptions = {},
): WildcattersScene {
  const waiting = new Set(
    view.pending?.kind === 'auction' ? view.pending.waiting : (view.pending?.waiting ?? []),
  );
  const players = view.players.map((p): ScenePlayer => {
    const pending = view.pending && waiting.has(p.seat) ? PENDING_BADGE[view.pending.kind] : undefined;
    const placing =
      view.phase === 'placement' && p.handSize > 0
        ? `${plural(p.handSize, 'card', 'cards')} in hand`
        : undefined;
    const tag = opts.tags?.[p.seat];
    return {
      seat: p.seat,
      name: seatName(names, p.seat),
      vp: p.vp,
      workers: p.workers,
      shares: [...p.shares],
      loans: p.loans,
      consolidationChips: p.consolidationChips.map((c) => CONSOLIDATION_CHIPS[c.index]?.vp ?? 0),
      refineryChips: (p.ownRefineryChip ? 1 : 0) + p.neutralRefineryChips,
      cards: p.cards.length,
      disks: AREAS.filter((a) => view.disks[a]?.owner === p.seat).length,
      supply: {
        rigs: p.supply.rigs,
        trains: p.supply.trains,
        tankers: p.supply.tankers,
        refineries: p.supply.refineries,
      },
      delivered: p.delivered,
      ...(tag ? { tag } : {}),
      ...((pending ?? placing) ? { pending: pending ?? placing } : {}),
    };
  });
  const over = view.phase === 'over';
  const chips: WildcattersScene['chips'] = {};
  if (!over)
    for (const c of MAIN_CONTINENTS) {
      const taken = view.chipsTaken[c] ?? 0;
      const next = CONSOLIDATION_CHIPS[taken];
      chips[c] = next ? { ...next, left: CONSOLIDATION_CHIPS.length - taken } : null;
    }
  const chosen = view.chosenCard ? CARDS.get(view.chosenCard) : undefined;
  // After the last turn, final scoring's refinery cards are asked one at a time: the header names the one asked.
  const turnSeat = over
    ? null
    : view.pending?.kind === 'finalEmpty'
      ? view.pending.waiting[0]!
      : view.current;
  const { label: phase, short } = phaseWords(view);
  return {
    title: 'Wildcatters',
    round: view.round,
    rounds: view.rounds,
    ...(view.phase === 'placement' ? { setUp: true } : {}),
    turn: { seat: turnSeat, phase, ...(short ? { short } : {}) },
    activeArea: !over && view.phase === 'turns' && chosen ? chosen.area : null,
    fields: Object.entries(view.fields)
      .filter(([, pieces]) => pieces.length > 0)
      .map(([id, pieces]) => ({
        id,
        pieces: pieces.map((x) => ({
          owner: x.owner,
          kind: x.kind,
          ...(x.kind === 'pumpJack' ? { barrels: x.barrels } : {}),
        })),
      })),
    disks: AREAS.map((a) => {
      const d = view.disks[a];
      return d ? { area: a, owner: d.owner, barrels: d.barrels } : { area: a, owner: null };
    }),
    trains: Object.entries(view.trains).map(([railway, owner]) => ({ railway, owner })),
    tankers: view.tankers.map((t) => ({ harbour: t.harbour, owner: t.owner, used: t.used })),
    refineries: Object.entries(view.refineries).map(([site, r]) => ({
      site,
      owner: r.owner,
      barrels: [...r.barrels],
    })),
    display: over ? [] : view.display.map((id) => (id ? sceneCard(id) : null)),
    deck: view.deckSize,
    chips,
    players,
    caption: caption(view, names),
    ...lastPlace(view),
    ...(opts.select ? { selection: opts.select } : {}),
    ...(view.result
      ? {
          result: {
            text: formatSeats(view.result.summary, names),
            winners: [...view.result.winners],
            standings: standings(view, view.result.winners),
          },
        }
      : {}),
  };
}

/**
 * The final standings, as the game-over message gives them (standingsOf): the winners first (the tie-break
 * decided among those level on VP), then by VP, players level sharing a place. Public: the VP and the result.
 */
function standings(view: WildcattersView, winners: readonly number[]): SceneStanding[] {
  return standingsOf(
    view.players.map((p) => p.vp),
    winners,
  ).map((s) => ({ seat: s.seat, place: s.place, vp: s.score }));
}
