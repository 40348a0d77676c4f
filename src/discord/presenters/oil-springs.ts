/**
 * Catan: Oil Springs in Discord words: the base Catan presenter plus oil (convert, metropolis, sequester),
 * the Disaster Track and the reasons oil cannot be used right now ("marker at 4: only 1 oil left this turn").
 */
import type { CatanView } from '../../games/catan/types';
import { oilSprings } from '../../games/oil-springs';
import { oilSpringsOptionsSchema } from '../../games/oil-springs/options';
import type { OilSpringsViewExt } from '../../games/oil-springs/view';
import { asSentence, CAN, CANNOT, catanPresenter } from './catan';
import { publicCannotPay } from './catan-public';
import {
  disasterNews,
  drawOilSpringsSince,
  drawOilSpringsView,
  floodMarkWords,
  type DisasterNews,
} from '../../render';
import { greyedBy, reason, type PublicAction, type Reason, type Unavailable } from './types';
import { bundleWords, shortfall } from './words';
import { nodeDetail, type Action } from './catan-words';
import { clipAtClause } from '../names';
import { publicShortfall } from '../../games/catan/economy';
import { listWords } from '../../games/awards';
import { shortfallWords } from '../../games/catan/trade';
import { seatName } from '../../games/events';
import { SEQUESTER_1, sequesterGain, sequesterLabel, sequesterNote } from './oil-springs-sequester';

/**
 * Why no other player can take an offer of `give` for `get`, from public counts alone, as the engine finds it
 * when the offer is made (`publicReasonCannotTake`: each is "not asked", and the offer closes at once): "Nobody
 * can take it: Ben, Caro and Dan hold 0 oil". Null when someone may be able to. The offer stays listed: a
 * presenter lists every legal action, and leaving it out of the engine's legal actions would change the bots'
 * play. Its second line says why it is no use before it is picked.
 */
function nobodyCanTake(
  view: CatanView,
  give: Record<string, number>,
  get: Record<string, number>,
  names: readonly string[],
): string | null {
  const limit = ext(view)?.holdingLimit ?? 0;
  const resources = [...new Set([...Object.keys(give), ...Object.keys(get)])];
  const why: { seat: number; reason: string }[] = [];
  for (const p of view.players) {
    if (p.seat === view.current) continue;
    const held = resources.map((r) => p.publicHoldings[r] ?? 0);
    const short = publicShortfall(
      resources.map((r) => p.publicHoldings[r] !== undefined),
      held,
      p.cards,
      resources.map((r) => get[r] ?? 0),
      resources.map((r) => give[r] ?? 0),
      // Oil is the one public resource, and the one with a holding limit.
      resources.map((r) => (r === 'oil' ? limit : 0)),
    );
    if (!short) return null;
    why.push({ seat: p.seat, reason: shortfallWords(short, held, resources, p.cards) });
  }
  if (why.length === 0) return null;
  const name = (seat: number) => seatName(names, seat);
  const reasons = new Set(why.map((w) => w.reason));
  // One reason for all: "Ben, Caro and Dan hold 0 oil"; else each its own: "Ben holds 0 cards and Caro has no
  // room for oil".
  const words =
    reasons.size === 1 && why.length > 1
      ? `${listWords(why.map((w) => name(w.seat)))} ${why[0]!.reason.replace(/^holds\b/, 'hold').replace(/^has\b/, 'have')}`
      : listWords(why.map((w) => `${name(w.seat)} ${w.reason}`));
  return clipAtClause(`Nobody can take it: ${words}`, 100);
}

/**
 * Why the mover may use no more oil this turn, after "0 oil usable this turn" in My hand: a playtest's hand read
 * only that, with the track full or a sequester made, and left the player to guess which.
 */
function noOilWhy(e: OilSpringsViewExt): string {
  if (e.disasterTrack >= e.trackLength) return ': the track is full, a disaster strikes when your turn ends';
  const sequestered = sequesterBarsUse(e, 'you');
  return sequestered ? `: ${sequestered.text}` : '';
}

/**
 * Under the starting rules, a sequester this turn bars using oil: why, told to the player ("you sequestered this
 * turn") or to all, or null.
 */
function sequesterBarsUse(e: OilSpringsViewExt, to: 'you' | 'all'): Reason | null {
  if (e.sequestering !== 'starting' || !e.sequesteredThisTurn) return null;
  return reason(
    `${to === 'you' ? 'you ' : ''}sequestered this turn (use or sequester, not both)`,
    'sequestered this turn',
  );
}

/** What a conversion (`resource`, and `second` or two of `resource`) takes, in words: "2 brick", or "1 brick and 1 grain" (`and`: " + " in a menu). */
function conversionWords(a: Action, and = ' and '): string {
  const r = String(a.resource);
  return a.second === undefined || a.second === a.resource ? `2 ${r}` : `1 ${r}${and}1 ${String(a.second)}`;
}

/**
 * The listed conversion that pays for the cards a build lacks (`missing`, resource name → count), in words: two
 * of the one kind short ("2 brick"), one each of the two kinds short by 1 ("1 wool and 1 grain"), or, with one
 * card short and the bank holding too few for two of it, "1 brick and 1 other resource". Null: none does.
 */
function conversionFor(missing: Record<string, number>, legal: readonly Action[]): string | null {
  const short = Object.entries(missing).filter(([, n]) => n > 0);
  const total = short.reduce((sum, [, n]) => sum + n, 0);
  if (short.length === 0 || total > 2) return null;
  const converts = legal.filter((a) => a.type === 'convertOil');
  const twoOf = (a: Action) => a.second === undefined || a.second === a.resource;
  const takes = (a: Action, r: string) =>
    twoOf(a) ? (a.resource === r ? 2 : 0) : Number(a.resource === r) + Number(a.second === r);
  const pays = converts.filter((a) => short.every(([r, n]) => takes(a, r) >= n));
  // Two of the kind short, as before the pair was allowed; a pair only for two kinds short.
  const best = pays.find(twoOf) ?? (short.length === 2 ? pays[0] : undefined);
  if (best) return conversionWords(best);
  return pays.length ? `1 ${short[0]![0]} and 1 other resource` : null;
}

/**
 * What the flood's rings mark, for the alt text: "Rings mark what the flood took: Ben's settlement on 12; Dev's
 * city on 30 reduced." (a screen reader had whose buildings went from the message text alone; `floodMarkWords`).
 * Empty when no ring is drawn.
 */
function ringWords(news: DisasterNews, names: readonly string[]): string {
  const marks = floodMarkWords(news, (s) => seatName(names, s));
  return marks.length ? `Rings mark what the flood took: ${marks.join('; ')}.` : '';
}

/**
 * The end-turn button's label while a disaster is owed: ending the turn brings it (two dice: 7 floods the coasts,
 * else a hex is polluted), as the log says ("A disaster strikes at the end of this turn.").
 */
const END_TURN_DISASTER = 'End turn (disaster strikes)';

/** The metropolis' cost, from the rules (resource name → count). */
const METROPOLIS = { oil: 0, ...oilSprings.design.costs['metropolis'] };

function ext(view: CatanView): OilSpringsViewExt | null {
  const e = view.ext as OilSpringsViewExt | null;
  return e && typeof e === 'object' && 'disasterTrack' in e ? e : null;
}

function held(view: CatanView, seat: number): number {
  return ext(view)?.held[seat] ?? view.you?.hand.oil ?? 0;
}

/** Why this player cannot use `amount` oil now, told to them ("you sequestered this turn …"), or null. */
export function oilBlock(view: CatanView, seat: number, amount: number): string | null {
  return oilReason(view, seat, amount, 'you')?.text ?? null;
}

/**
 * Why `amount` oil can never be had again, or null: sequestered and polluted oil never comes back, so with less
 * in the supply and the players' hands together than this needs, no production or trade can bring it. A
 * playtest's table had sequestered all 15 by turn 50, and "Build metropolis — needs 1 oil more" stayed on
 * every turn to the hundredth.
 */
function oilGone(e: OilSpringsViewExt, amount: number): Reason | null {
  const inPlay = e.supply + e.held.reduce((sum, n) => sum + n, 0);
  if (inPlay >= amount) return null;
  return inPlay === 0
    ? reason('no oil left in play (all sequestered or lost)', 'no oil left in play')
    : reason(`only ${inPlay} oil left in play`, `${inPlay} oil left in play`);
}

/**
 * Why this player cannot use `amount` oil now, in full and in the few words of a greyed button; or null.
 * `to`: told to the player ("you sequestered this turn") or on the public message everyone reads, where a
 * "you" would speak to each reader ("sequestered this turn", as Catan's "already played a card this turn").
 * Oil gone for good comes first, then what bars it this turn, and only then the oil the player lacks: a
 * playtest's "Build metropolis — needs 2 oil more" with the track at 5/5 sent a player to trade for oil they
 * could not have used.
 */
function oilReason(view: CatanView, seat: number, amount: number, to: 'you' | 'all'): Reason | null {
  const e = ext(view);
  if (!e) return null;
  const short = amount - held(view, seat);
  return (
    (short > 0 ? oilGone(e, amount) : null) ??
    oilBarred(e, amount, to) ??
    (short > 0 ? reason(`needs ${short} oil more`) : null)
  );
}

/**
 * What bars the mover from using `amount` oil this turn, however much they hold: a sequester this turn (the
 * starting rules) or the Disaster Track's allowance; null when nothing does. `to` as oilReason's.
 */
function oilBarred(e: OilSpringsViewExt, amount: number, to: 'you' | 'all'): Reason | null {
  const sequestered = sequesterBarsUse(e, to);
  if (sequestered) return sequestered;
  if (e.oilUsableThisTurn >= amount) return null;
  return e.oilUsableThisTurn === 0
    ? reason(`marker at ${e.disasterTrack}: no more oil this turn`, 'no more oil this turn')
    : reason(
        `marker at ${e.disasterTrack}: only ${e.oilUsableThisTurn} oil left this turn`,
        `${e.oilUsableThisTurn} oil left this turn`,
      );
}

/**
 * Where using `amount` oil moves the Disaster Track, for a menu (the metropolis' second line, the note above
 * Convert oil's options), and whether it fills it:
 * "Disaster Track to 5/5: a disaster when your turn ends". (The menu said only "1 oil → 2 lumber".) With one
 * token short of abandoning the island it says so: a playtest's player burnt the fifth oil with four tokens
 * lost, warned only of "a disaster", and the pollution it rolled ended the game for everyone.
 */
function trackAfter(view: CatanView, amount: number): string | undefined {
  const e = ext(view);
  if (!e) return undefined;
  const to = e.disasterTrack + amount;
  const lastToken = e.removedTokens.length === e.tokensToAbandon - 1;
  const full =
    to < e.trackLength
      ? ''
      : `: a disaster when your turn ends${lastToken ? ' — one more lost token abandons the island' : ''}`;
  return `Disaster Track to ${to}/${e.trackLength}${full}`;
}

/** A metropolis option's second line: where it moves the Disaster Track, then the city's hexes. */
function metropolisDetail(view: CatanView, at: string): string | undefined {
  const parts = [trackAfter(view, METROPOLIS.oil), nodeDetail(view, at, { pips: false })].filter((p) => p);
  return parts.length ? clipAtClause(parts.join(' — '), 100) : undefined;
}

/** Why the active player may not sequester now, from public facts only (null: they may); `to` as oilReason's. */
function sequesterBlock(e: OilSpringsViewExt, to: 'you' | 'all'): Reason | null {
  if (e.sequesteredThisTurn)
    return reason(
      to === 'you' ? 'you already sequestered this turn' : 'already sequestered this turn',
      'sequestered already',
    );
  if (e.sequestering === 'starting' && e.usedThisTurn > 0)
    return reason(
      `${to === 'you' ? 'you used oil' : 'oil used'} this turn (use or sequester, not both)`,
      'oil used this turn',
    );
  return null;
}

/**
 * The oil buttons of the public turn message. Oil holdings, the Disaster Track and the metropolis pool are
 * public, so a greyed reason here tells nobody anything new; of the metropolis' other costs only a hand too
 * small for them is public ("needs 3 cards, holds 2"), the rest is told on the click. `names`: the players as the
 * message prints them, for the Sequester note naming who loses the Champion token.
 */
export function oilPublicActions(view: CatanView, names: readonly string[]): PublicAction[] {
  const e = ext(view);
  if (!e) return [];
  const seat = view.current;
  const out: PublicAction[] = [];
  // Greyed with the whole reason when it fits a phone's line, else a short one (the whole told beside).
  const button = (key: string, label: string, why: Reason | null): PublicAction => {
    const action: PublicAction = { kind: 'act', key, label };
    return why ? greyedBy(action, why) : action;
  };
  const oil = e.held[seat] ?? 0;
  if (oil > 0) out.push(button('convert', 'Convert oil', oilReason(view, seat, 1, 'all')));
  if (view.buildings.some((b) => b.owner === seat && b.kind === 'city')) {
    const full = e.metropolisesLeft <= 0 ? reason('all metropolises are built', 'none left') : null;
    out.push(
      button(
        'metropolis',
        'Build metropolis',
        full ?? oilReason(view, seat, METROPOLIS.oil, 'all') ?? publicCannotPay(view, seat, METROPOLIS),
      ),
    );
  }
  // Shown only to a player holding oil, as Convert oil: holdings are public (the rules; the Scores lines' "· 2
  // oil", the picture's panels), so the button's presence tells nobody anything.
  if (oil > 0) {
    // Open, it says what this oil earns (public: the sequestered counts and the Champion token); greyed, the same
    // move's name and why not (public: a sequester or oil used this turn is on the log), no gain promised.
    const blocked = sequesterBlock(e, 'all');
    const gain = sequesterGain(e, seat);
    const note = sequesterNote(gain, names, seat);
    out.push(
      blocked
        ? button('sequester', SEQUESTER_1, blocked)
        : { kind: 'act', key: 'sequester', label: sequesterLabel(gain), ...(note ? { note } : {}) },
    );
  }
  return out;
}

/** Why the active player cannot use the oil buttons now (their own view: told only to them). */
export function oilUnavailable(view: CatanView, types: Set<string>): Unavailable[] {
  const e = ext(view);
  const seat = view.current;
  if (!e || !view.you) return [];
  const out: Unavailable[] = [];
  const oil = held(view, seat);
  if (!types.has('convertOil')) {
    out.push({
      group: 'convert',
      label: 'Convert oil',
      doing: 'convert oil',
      reason: oilBlock(view, seat, 1) ?? 'the bank holds fewer than 2 resource cards in all',
    });
  }
  if (!types.has('metropolis')) {
    const ownCity = view.buildings.some((b) => b.owner === seat && b.kind === 'city');
    const lack = shortfall({ ...view.you.hand, oil }, METROPOLIS);
    const gone = lack ? oilGone(e, METROPOLIS.oil)?.text : undefined;
    // What bars the oil this turn before the cards lacking: none bought would let it be built now.
    const reason = !ownCity
      ? 'you have no city to upgrade'
      : e.metropolisesLeft <= 0
        ? 'all metropolises are built'
        : (gone ??
          oilBarred(e, METROPOLIS.oil, 'you')?.text ??
          (lack ? `needs ${lack} more` : 'not possible now'));
    out.push({ group: 'metropolis', label: 'Build metropolis', doing: 'build a metropolis', reason });
  }
  if (!types.has('sequester')) {
    out.push({
      group: 'sequester',
      label: SEQUESTER_1,
      doing: 'sequester oil',
      reason: oil <= 0 ? 'you hold no oil' : (sequesterBlock(e, 'you')?.text ?? 'not possible now'),
    });
  }
  return out;
}

export const oilSpringsPresenter = catanPresenter({
  gameId: 'oil-springs',
  typedCommands: ['roll', 'build', 'play', 'trade', 'oil', 'endturn'],
  design: oilSprings.design,
  picture: drawOilSpringsView,
  sincePicture: drawOilSpringsSince,
  // A flood's losses move VP (a settlement washed away, a city reduced): a digest cut at 10 lines left them out
  // for 6 of 26 players who lost a building to another's flood (greedy bots, 40 seeded games).
  keptEventsExtra: ['flood'],
  // The disaster phase comes before the win is counted: said only when this turn owes one (a playtest's
  // "unless a disaster costs points first" with the track at 1/5 warned of a disaster that could not come).
  winsAtTurnEnd(view) {
    const e = ext(view);
    if (!e || e.disasterTrack < e.trackLength) return 'ending the turn wins';
    const lastToken = e.removedTokens.length === e.tokensToAbandon - 1;
    return `ending the turn wins, unless the disaster it brings ${lastToken ? 'abandons the island or ' : ''}costs points first`;
  },
  // Points reached on another's turn win only at the end of one's own, after its disaster phase, if still there.
  winsOffTurn(vpToWin) {
    return `wins by ending their own next turn still at ${vpToWin} or more: a win counts only at the end of one’s own turn, after its disaster`;
  },
  // A build short of at most 2 cards that converting 1 oil would pay for: say so on the click (a playtest's
  // "needs 1 brick more" with oil in hand left the way to it unsaid).
  lackHint(view, missing, legal) {
    const words = conversionFor(missing, legal);
    return words
      ? `Convert oil makes ${words} of 1 oil — ${trackAfter(view, 1) ?? 'the Disaster Track moves'}`
      : null;
  },
  lobbyOptionsExtra(options) {
    const parsed = oilSpringsOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return [];
    return [
      parsed.data.sequestering === 'wide-open'
        ? 'Sequestering: wide open (use oil and sequester in one turn)'
        : 'Sequestering: starting rules (use oil or sequester in a turn, not both)',
    ];
  },
  describeExtra(action, view) {
    switch (action.type) {
      case 'convertOil': {
        // Two of a kind and the pairs in one menu (15 options fit one select), as Year of Plenty's pairs. Where
        // the track goes is the same for all: said once above the menu (a playtest's menu read "Disaster Track to
        // 3/5" under each of the 15).
        const track = trackAfter(view, 1);
        return {
          group: 'convert',
          groupLabel: 'Convert oil',
          label: `1 oil → ${conversionWords(action, ' + ')}`,
          ...(track ? { groupNote: `Converting 1 oil moves the ${track}` } : {}),
          command: 'oil',
        };
      }
      case 'metropolis':
        return {
          group: 'metropolis',
          groupLabel: 'Build metropolis',
          label: `City ${String(action.at)}`,
          // Which city is which: its hexes, as Build city names its settlements ("City 42" alone sent a player
          // to the picture to find the one on the spring); the track first, so a clipped line keeps the warning.
          detail: metropolisDetail(view, String(action.at)),
          command: 'build',
          spot: String(action.at),
        };
      case 'sequester': {
        // The button's own words, so the typed name is the label the turn message shows.
        const e = ext(view);
        const words = e ? sequesterLabel(sequesterGain(e, view.current)) : SEQUESTER_1;
        return { group: 'sequester', groupLabel: words, label: words, command: 'oil' };
      }
      default:
        return null;
    }
  },
  stepDetailsExtra(action, view, names) {
    if (action.type === 'offer') {
      const nobody = nobodyCanTake(
        view,
        action.give as Record<string, number>,
        action.get as Record<string, number>,
        names,
      );
      return nobody ? [undefined, nobody] : undefined;
    }
    const e = ext(view);
    if (action.type !== 'monopoly' || action.resource !== 'oil' || !e || view.viewer === null)
      return undefined;
    // Oil is public and capped: say what the card would bring, so it is not played for nothing at the limit.
    const seat = view.viewer;
    const others = e.held.reduce((sum, n, s) => (s === seat ? sum : sum + n), 0);
    const room = Math.max(0, e.holdingLimit - held(view, seat));
    return [
      undefined,
      `You take ${Math.min(others, room)}: the others hold ${others}, you have room for ${room}`,
    ];
  },
  publicExtra: oilPublicActions,
  // The turn's end rolls the disaster owed (7: the coasts flood; else a hex is polluted): the button said only
  // "End turn", and the log line alone told of the disaster.
  endTurnLabel(view) {
    const e = ext(view);
    return e && e.disasterTrack >= e.trackLength ? END_TURN_DISASTER : undefined;
  },
  unavailableExtra: oilUnavailable,
  handExtra(view, ended) {
    const e = ext(view);
    if (!e || view.viewer === null) return [];
    const seat = view.viewer;
    const oil = held(view, seat);
    // After the game: what the player held, not the limits and the oil usable on a turn to come.
    if (ended) return [`**Oil**: ${oil} · sequestered ${e.sequestered[seat] ?? 0} (1 VP per 3)`];
    // The allowance is the mover's (and a sequester bars only their turn): on another's turn, say when oil is used.
    const usable = e.oilUsableThisTurn;
    // In set-up no turn has begun: "5 oil usable this turn" offered the placing player oil nobody may use yet.
    const allowance =
      view.phase === 'setup'
        ? 'oil is used on your own turns, after set-up'
        : view.current === seat
          ? `${usable} oil usable this turn${usable === 0 ? noOilWhy(e) : oil < usable ? ` (you hold ${oil})` : ''}`
          : 'oil is used on your own turn only';
    return [
      `**Oil**: ${oil} of at most ${e.holdingLimit} · sequestered ${e.sequestered[seat] ?? 0} (1 VP per 3)`,
      `**Disaster Track**: ${e.disasterTrack}/${e.trackLength} — ${allowance}`,
    ];
  },
  costExtra(view) {
    const e = ext(view);
    if (!e || view.viewer === null) return [];
    const seat = view.viewer;
    const lack = shortfall({ ...(view.you?.hand ?? {}), oil: held(view, seat) }, METROPOLIS);
    // The track's allowance this turn and a sequester this turn belong to the mover, not to one who waits.
    const barred = view.current === seat ? oilBarred(e, METROPOLIS.oil, 'you')?.text : undefined;
    const hasCity = view.buildings.some((b) => b.owner === seat && b.kind === 'city');
    // The oil in play counts the player's own: none gone while they hold enough. Short: it sits in brackets.
    const gone = lack ? oilGone(e, METROPOLIS.oil)?.short : undefined;
    const why = !hasCity
      ? 'needs one of your cities to upgrade'
      : (gone ?? barred ?? (lack ? `needs ${lack} more` : null));
    return [
      `${why ? CANNOT : CAN} Metropolis (upgrades a city) — ${bundleWords(METROPOLIS)}${why ? ` (${why})` : ' — you can afford it'}`,
      `Convert: 1 oil → 2 resources of your choice, not oil (moves the Disaster Track)`,
    ];
  },
  scoreExtra(view, seat) {
    const e = ext(view);
    if (!e) return '';
    // Only what is there: a line per player must stay short in the embed.
    const held = e.held[seat] ?? 0;
    const sequestered = e.sequestered[seat] ?? 0;
    return [
      held ? ` · ${held} oil` : '',
      sequestered ? ` · ${sequestered} sequestered` : '',
      e.champion === seat ? ' · Champion' : '',
    ].join('');
  },
  // Each player's oil, as their panel shows it (public, as in the Scores lines): a screen reader had the supply
  // and the Champion only.
  altPlayerExtra(view, seat) {
    const e = ext(view);
    if (!e) return [];
    const held = e.held[seat] ?? 0;
    const sequestered = e.sequestered[seat] ?? 0;
    return [held ? `${held} oil` : '', sequestered ? `${sequestered} oil sequestered` : ''].filter(Boolean);
  },
  // The latest disaster's headline and the flood's rings, as the picture shows them; else base Catan's headline.
  altNews(view, names) {
    const news = disasterNews(view, names);
    if (!news) return undefined;
    return [asSentence(news.text), ringWords(news, names)].filter(Boolean).join(' ');
  },
  altExtra(view, names) {
    const e = ext(view);
    if (!e) return '';
    const parts = [
      `Disaster Track ${e.disasterTrack} of ${e.trackLength}.`,
      `Oil supply ${e.supply}.`,
      `Oil springs on ${e.springs.join(', ')}.`,
      e.destroyedHexes.length
        ? `Polluted hexes: ${e.destroyedHexes.join(', ')} (${e.removedTokens.length} of ${e.tokensToAbandon} tokens).`
        : '',
      e.metropolises.length ? `Metropolises on ${e.metropolises.join(', ')}.` : '',
      e.champion !== null ? `Champion of the Environment: ${names[e.champion] ?? '?'}.` : '',
      e.collapsed ? 'The island was abandoned.' : '',
    ];
    return parts.filter(Boolean).join(' ');
  },
});
