/**
 * Adapter: a Catan: Oil Springs view (a `CatanView` whose `ext` holds the scenario's public state) →
 * `CatanScene` with the Oil Springs extras. The `ext` part is parsed with zod here (only the fields the
 * picture needs), so the renderer does not depend on the scenario engine's code and a malformed view fails
 * with a clear message.
 */
import { z } from 'zod';
import type { CatanView } from '../../games/catan/types';
import { nodeIndex, NODES } from '../../games/catan/board';
import { sceneFromCatanView, type CatanSceneOptions } from './fromCatanView';
import type { BoardPoint, CatanScene, SceneHighlight } from './scene';
import { seatName } from '../../games/events';
import { listWords, plural } from '../../games/awards';

const count = z.number().int().min(0);

/** The part of the Oil Springs view's `ext` the picture uses. */
export const oilSpringsExtSchema = z.object({
  supply: count,
  supplyStart: count,
  held: z.array(count),
  sequestered: z.array(count),
  disasterTrack: count,
  trackLength: count,
  springs: z.array(z.string()),
  removedTokens: z.array(z.number().int()),
  destroyedHexes: z.array(z.string()),
  tokensToAbandon: count,
  champion: z.number().int().min(0).nullable(),
  vpToWin: count,
  lastDisaster: z
    .object({
      seat: z.number().int().min(0),
      turn: z.number().int(),
      dice: z.tuple([z.number().int(), z.number().int()]),
      kind: z.enum(['flood', 'pollution']),
      hex: z.string().nullable(),
      oilDestroyed: count,
      washedAway: z.array(z.string()),
      reduced: z.array(z.string()).optional(),
      citiesWashedAway: z.array(z.string()).optional(),
      washedAwayOwners: z.array(z.number().int().min(0)).optional(),
      robberLeft: z.boolean().optional(),
    })
    .nullable(),
  collapsed: z.boolean(),
});

export type OilSpringsExtForRender = z.infer<typeof oilSpringsExtSchema>;

function nodePoint(name: string): BoardPoint | null {
  const n = NODES[nodeIndex(name)];
  return n ? { x: n.x, y: n.y } : null;
}

/**
 * What a flood took, after "Flood on Caro's turn (7): ": "1 settlement washed away, 1 city reduced", "1
 * settlement and 1 city washed away" (a city whose owner had no settlement piece left), or "no building lost".
 * A record saved before it kept the reduced cities counts its emptied spots only: "2 buildings washed away" (a
 * flood that shrank a city read "1 building washed away", the city uncounted). Short, so a long name still fits
 * the caption: "Disaster on …'s turn (7): the coasts flood, " before it clipped "2 cities red…".
 */
function floodLosses(d: NonNullable<OilSpringsExtForRender['lastDisaster']>): string {
  const count = (n: number, one: string, many: string) => (n > 0 ? [plural(n, one, many)] : []);
  const cities = d.citiesWashedAway?.length ?? 0;
  const gone =
    d.reduced === undefined || d.citiesWashedAway === undefined
      ? count(d.washedAway.length, 'building', 'buildings')
      : [
          ...count(d.washedAway.length - cities, 'settlement', 'settlements'),
          ...count(cities, 'city', 'cities'),
        ];
  const parts = gone.length ? [`${gone.join(' and ')} washed away`] : [];
  parts.push(...count(d.reduced?.length ?? 0, 'city', 'cities').map((c) => `${c} reduced`));
  return parts.join(', ') || 'no building lost';
}

/**
 * Whose building a flood washed away from `spot`, from the board alone, for a game saved before the disaster
 * record kept the owners (rules version 4 and before): a building stands on its owner's road (set-up's road
 * starts at it, and later ones are built on one), and a flood leaves roads, so the one player whose road reaches
 * the spot owned it. When several players' roads reach it the board cannot tell which of them it was: all of
 * them, in seat order (the picture splits the ring between them; it left the spot plain yellow, 2 of 31 emptied
 * spots in 30 seeded games). None when something stands there again.
 */
export function floodedOwners(view: CatanView, spot: string): number[] {
  if (view.buildings.some((b) => b.at === spot)) return [];
  const owners = new Set(view.roads.filter((r) => r.at.split('-').includes(spot)).map((r) => r.owner));
  return [...owners].sort((a, b) => a - b);
}

/**
 * What the picture tells of the latest disaster, by spot name: its headline, the spots it marks, and for a flood
 * the rings (each emptied spot with whose building stood there and what it was, "building" where a record saved
 * before it kept the cities does not tell; each reduced city's settlement with its owner). The picture draws it,
 * the alt text says it (`disasterNews`).
 */
export interface DisasterNews {
  text: string;
  spots: string[];
  hexes: string[];
  lost: Array<{ spot: string; owners: number[]; kind: 'settlement' | 'city' | 'metropolis' | 'building' }>;
  reduced: Array<{ spot: string; owner: number }>;
}

/**
 * What a flood's rings mark, in words, each "Ben's settlement on 12" or "Dev's city on 30 reduced" (the lost first,
 * in their order, then the reduced), `name` naming a seat: the board's alt text says its latest flood's rings by
 * them, the since picture's alt text those it draws. Where the board cannot tell which of several players it was
 * (a game saved before the record kept it), all of them: "Ana's or Dev's building on 7".
 */
export function floodMarkWords(
  marks: Pick<DisasterNews, 'lost' | 'reduced'>,
  name: (seat: number) => string,
): string[] {
  const whose = (seats: readonly number[]) =>
    listWords(
      seats.map((s) => `${name(s)}'s`),
      'or',
    );
  return [
    ...marks.lost.map((l) => `${whose(l.owners)} ${l.kind} on ${l.spot}`),
    ...marks.reduced.map((r) => `${whose([r.owner])} city on ${r.spot} reduced`),
  ];
}

/**
 * The disaster, told while it is the latest news: from the end of the turn that caused it until someone else
 * acts.
 */
function newsOf(
  view: CatanView,
  ext: OilSpringsExtForRender,
  names: readonly string[],
): DisasterNews | undefined {
  const d = ext.lastDisaster;
  if (!d || !view.last || view.last.seat !== d.seat || d.turn < view.turn - 1) return undefined;
  const roll = d.dice[0] + d.dice[1];
  const who = seatName(names, d.seat);
  const none = { spots: [], hexes: [], lost: [], reduced: [] };
  if (d.kind === 'flood') {
    // Whose turn brought it, as pollution's headline says, and what the marked spots are: a playtest's flood read
    // only "Disaster (7): the coasts flood" over plain yellow discs where two settlements had stood.
    // An emptied spot also says whose building it was, and a reduced city's settlement gets its owner's ring
    // (it read as a settlement on a plain yellow disc, as if just built). The record names each emptied spot's
    // owner; a game saved before it did tells them from the roads, split between players when several reach it.
    const lost = d.washedAway.flatMap((spot, k) => {
      const owner = d.washedAwayOwners?.[k];
      const owners = owner === undefined ? floodedOwners(view, spot) : [owner];
      const kind =
        d.citiesWashedAway === undefined
          ? ('building' as const)
          : d.citiesWashedAway.includes(spot)
            ? ('city' as const)
            : ('settlement' as const);
      return owners.length ? [{ spot, owners, kind }] : [];
    });
    const reduced = (d.reduced ?? []).flatMap((spot) => {
      const left = view.buildings.find((b) => b.at === spot && b.kind === 'settlement');
      return left ? [{ spot, owner: left.owner }] : [];
    });
    return {
      ...none,
      text: `Flood on ${who}'s turn (${roll}): ${floodLosses(d)}`,
      spots: [...d.washedAway, ...(d.reduced ?? [])],
      lost,
      reduced,
    };
  }
  if (d.hex === null)
    return {
      ...none,
      text: `Disaster on ${who}'s turn (${roll}): pollution, but no hex carries ${roll} any more`,
    };
  // A spring keeps its number and loses oil (none when none is left in play); any other hex loses its number, and
  // the robber standing on it leaves the board (the log said so, the headline did not; "…, its number lost, the
  // robber off the board" ran past the caption with a 13-character name).
  const what = ext.springs.includes(d.hex)
    ? `spring ${d.hex} polluted, ${d.oilDestroyed > 0 ? `${d.oilDestroyed} oil lost` : 'no oil left'}`
    : `hex ${d.hex} polluted, ${d.robberLeft ? 'its number and the robber gone' : 'its number lost'}`;
  return { ...none, text: `Disaster on ${who}'s turn (${roll}): ${what}`, hexes: [d.hex] };
}

/**
 * The latest disaster as the Oil Springs picture shows it (`DisasterNews`), from a public view and the names as
 * the reader is to read them; undefined while it is not the news, or for a view that is not Oil Springs'.
 */
export function disasterNews(view: CatanView, names: readonly string[]): DisasterNews | undefined {
  const parsed = oilSpringsExtSchema.safeParse(view.ext);
  return parsed.success ? newsOf(view, parsed.data, names) : undefined;
}

/** The disaster's news as the picture's highlight: its headline, its spots and hexes, the flood's rings. */
function disasterHighlight(news: DisasterNews | undefined): SceneHighlight | undefined {
  if (!news) return undefined;
  const at = (spot: string) => nodePoint(spot);
  const points = news.spots.map(at).filter((p): p is BoardPoint => p !== null);
  const lost = news.lost.flatMap((l) => {
    const p = at(l.spot);
    return p ? [{ at: p, owners: l.owners }] : [];
  });
  const reduced = news.reduced.flatMap((r) => {
    const p = at(r.spot);
    return p ? [{ at: p, owner: r.owner }] : [];
  });
  return {
    text: news.text,
    ...(points.length ? { points } : {}),
    ...(news.hexes.length ? { hexes: news.hexes } : {}),
    ...(lost.length ? { lost } : {}),
    ...(reduced.length ? { reduced } : {}),
  };
}

/** The Oil Springs scene for a view. Throws (with the zod issues) when `view.ext` is not an Oil Springs ext. */
export function sceneFromOilSpringsView(
  view: CatanView,
  names: readonly string[],
  opts: CatanSceneOptions = {},
): CatanScene {
  const parsed = oilSpringsExtSchema.safeParse(view.ext);
  if (!parsed.success) {
    throw new Error(
      `oil-springs renderer: view.ext is not an Oil Springs view (${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')})`,
    );
  }
  const ext = parsed.data;
  const base = sceneFromCatanView(view, names, {
    title: 'Catan: Oil Springs',
    vpToWin: ext.vpToWin,
    ...opts,
  });
  const springs = new Set(ext.springs);
  const destroyed = new Set(ext.destroyedHexes);
  const disaster = disasterHighlight(newsOf(view, ext, names));
  return {
    ...base,
    hexes: base.hexes.map((h) => ({
      ...h,
      ...(springs.has(h.name) ? { oilSpring: true } : {}),
      ...(destroyed.has(h.name) ? { polluted: true, number: null } : {}),
    })),
    players: base.players.map((p) => ({
      ...p,
      oil: ext.held[p.seat] ?? 0,
      sequestered: ext.sequestered[p.seat] ?? 0,
    })),
    highlight: disaster ?? base.highlight,
    oilSprings: {
      disasterTrack: ext.disasterTrack,
      trackLength: ext.trackLength,
      removedTokens: ext.removedTokens,
      tokensToAbandon: ext.tokensToAbandon,
      supply: ext.supply,
      supplyStart: ext.supplyStart,
      champion: ext.champion,
    },
    result: base.result && ext.collapsed ? { ...base.result, ending: 'collapse' } : base.result,
  };
}
