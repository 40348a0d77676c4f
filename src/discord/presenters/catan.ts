/**
 * Catan in Discord words: spot names as the picture prints them (hex letters, intersection numbers, path
 * "12-22"), costs and shortfalls from the player's own view, and the open-ended trade/discard entries as
 * modals. `catanPresenter` is extended by the Oil Springs presenter.
 */
import { formatSeats, seatName } from '../../games/events';
import type { CatanDesign, CatanModule } from '../../games/catan';
import { catanOptionsSchema, type CatanState, type CatanView } from '../../games/catan/types';
import { renderSnapshot } from './picture';
import { drawCatanView, highlightFromLast, type SinceRenderer, type ViewRenderer } from '../../render';
import { altNamesOf, namesOf, plainNamesOf, scoreNamesOf } from '../names';
import { scoreOrder } from '../summary/message';
import { ENDED_TEXT } from '../texts';
import { fittedTitle, titleRoom, type TitleWording } from '../title-fit';
import { genericPresenter } from './generic';
import { humanize, vpWords } from './words';
import type { GameSnapshot } from '../desk';
import type { ActionChoice, HandView, Presenter, PublicAction, Unavailable } from './types';
import { gameEnded } from './types';
import { bundleWords, cardsWords, shortfall } from './words';
import { describeCatanAction, fallbackChoice, PLAY_GROUP, robberDetails } from './catan-actions';
import { catanPublicActions, type FreeSpots } from './catan-public';
import { catanForms } from './catan-forms';
import {
  BUILD_COSTS,
  CAN,
  CANNOT,
  catanView,
  hexWords,
  discardWords,
  ratesWords,
  yourReason,
  type Action,
} from './catan-words';
import { listWords, plural } from '../../games/awards';
import { catanPlayOrder } from './play-order';

/** A headline as a sentence of the alt text ("Ana built a city."); none, nothing. */
export function asSentence(text: string | undefined): string {
  return text ? `${text}.` : '';
}

/** Who is to do what now, in words for the alt text ("Ben to roll", "Ana and Ben to discard after a 7"). */
export function turnWords(view: CatanView, who: (seat: number) => string): string {
  const active = who(view.current);
  switch (view.phase) {
    case 'setup':
      // Their settlement placed (the last move, theirs), the road next to it is what is left.
      return view.last?.seat === view.current && view.last.kind === 'settlement'
        ? `${active} to place a road next to the settlement on ${view.last.at ?? 'it'} (set-up)`
        : `${active} to place a settlement and a road (set-up)`;
    case 'roll':
      return `${active} to roll`;
    case 'discard': {
      const owing = view.players.filter((p) => p.mustDiscard > 0).map((p) => who(p.seat));
      return `${listWords(owing) || 'Players'} to discard after a 7`;
    }
    case 'robber':
      return `${active} to move the robber`;
    case 'roadBuilding':
      return `${active} to place free roads`;
    case 'main':
      return view.trade ? `${active} to play, with a trade offer open` : `${active} to play`;
    default:
      return `${active} to play`;
  }
}

/**
 * Why `seat`, owing no cards, cannot press Discard while a 7 waits for others (they hold 7 or fewer, or have
 * discarded already): whom it waits for and who moves the robber next. The plain "Waiting for Ana — you can act
 * after them" told a player who had already discarded that they would act next, on someone else's turn.
 */
function nothingToDiscard(snap: GameSnapshot, seat: number): string | null {
  const view = catanView(snap, null);
  if (view.phase !== 'discard' || (view.players[seat]?.mustDiscard ?? 0) > 0) return null;
  const names = namesOf(snap);
  const owing = view.players.filter((p) => p.mustDiscard > 0).map((p) => seatName(names, p.seat));
  const mover = seat === view.current ? 'you move' : `${names[view.current] ?? 'the roller'} moves`;
  return `You have nothing to discard. Waiting for ${listWords(owing)} to discard; then ${mover} the robber.`;
}

/**
 * What the game waits for from `seat`, as My hand's first lines: cards owed after a 7, an offer to answer, their
 * own offer to confirm with one who took it up (the turn message's buttons leave that to them). Those are what the hand's holdings alone did not say (a 7 changes no
 * card of theirs, so their open My hand was not even edited until they had discarded), and a player who opens
 * My hand to weigh them reads them beside their cards. Public words, shown to that player only.
 */
export function catanAsks(view: CatanView, names: readonly string[], seat: number): string[] {
  const out: string[] = [];
  const owed = view.players[seat]?.mustDiscard ?? 0;
  if (owed > 0) {
    out.push(
      `⚠️ **You must discard ${owed} ${discardWords(view, seat)}** after the 7: press Discard on the turn message. The robber waits for every discard.`,
    );
  }
  const trade = view.trade;
  if (trade && trade.from !== seat && view.toAct.includes(seat)) {
    const maker = names[trade.from] ?? 'Another player';
    out.push(
      `⚠️ **${maker} offers you ${bundleWords(trade.give)} for ${bundleWords(trade.get)}**: accept, decline or counter it on the turn message.`,
    );
  }
  // The maker's own offer, once someone agreed: the trade waits for them to pick, as across a table.
  const agreed =
    trade?.from === seat
      ? trade.answers.filter((a) => a.answer === 'accepted' || a.answer === 'countered')
      : [];
  if (trade && agreed.length > 0) {
    const answers = agreed.map((a) =>
      a.counter
        ? `${names[a.seat] ?? 'a player'} offers ${bundleWords(a.counter.give)} for ${bundleWords(a.counter.get)} instead`
        : `${names[a.seat] ?? 'a player'} accepted`,
    );
    out.push(
      `⚠️ **Your offer (${bundleWords(trade.give)} for ${bundleWords(trade.get)}) was taken up**: ${answers.join('; ')}. Confirm the trade with ${agreed.length === 1 ? 'them' : 'one of them'}, or withdraw it, on the turn message.`,
    );
  }
  return out;
}

/**
 * What the maker of the open offer may do while others answer it, for all to read beside "To act", with the
 * offer's terms: "Ana may confirm the trade with Ben, or withdraw the offer (1 lumber for 1 ore)" once someone
 * took it up (accepted or countered), else "Ana may withdraw the offer (1 lumber for 1 ore)". The terms stand
 * here as well as in the "Ana offered …" line: a playtest's undo of a withdrawal reopened the offer in a new
 * message that pinged the others to answer it and told only "Ana took back: withdrew the offer.".
 */
function offerMakerWords(trade: NonNullable<CatanView['trade']>, names: readonly string[]): string {
  const maker = seatName(names, trade.from);
  const offer = `the offer (${bundleWords(trade.give)} for ${bundleWords(trade.get)})`;
  const agreed = trade.answers.filter((a) => a.answer === 'accepted' || a.answer === 'countered');
  if (agreed.length === 0) return `${maker} may withdraw ${offer}`;
  const with_ = agreed.map((a) => seatName(names, a.seat)).join(' or ');
  return `${maker} may confirm the trade with ${with_}, or withdraw ${offer}`;
}

/**
 * A player asked to answer a trade offer who cannot give what is asked ("Accept the trade — needs 1 brick
 * more") or could not hold what is given, so the merged Accept button of a several-player message can say
 * why it refuses them.
 */
function cannotAccept(snap: GameSnapshot, seat: number, view: CatanView): Unavailable[] {
  const trade = view.trade!;
  if (!trade.answers.some((a) => a.seat === seat && a.answer === 'waiting')) return [];
  const legal = snap.module.legalActions(snap.state, seat) as Action[];
  if (legal.some((a) => a.type === 'accept')) return [];
  const lack = shortfall(view.you!.hand, trade.get);
  return [
    {
      group: 'accept',
      label: 'Accept the trade',
      // Holding what is asked, only a holding limit (Oil Springs: 4 oil) stops them: the engine's words.
      reason: lack ? `needs ${lack} more` : 'you could not hold what is offered',
      doing: 'accept the trade',
    },
  ];
}

/**
 * Why the maker of an offer cannot confirm it with anyone who agreed: a counter-offer is made without seeing
 * the maker's hand, so it may ask for cards the maker lacks (their own hand, told only to them).
 */
function cannotConfirm(snap: GameSnapshot, seat: number, view: CatanView): Unavailable[] {
  const legal = snap.module.legalActions(snap.state, seat) as Action[];
  if (legal.some((a) => a.type === 'confirm')) return [];
  const agreed = view.trade!.answers.filter((a) => a.answer === 'accepted' || a.answer === 'countered');
  if (agreed.length === 0) return [];
  const names = namesOf(snap);
  const lacks = agreed.map((a) => {
    const lack = a.counter ? shortfall(view.you!.hand, a.counter.get) : null;
    if (!lack) return 'a holding limit blocks the trade';
    const whose = `${names[a.seat] ?? 'their'}'s counter-offer`;
    // Holding some of what it asks, "asks for 3 wool you do not hold" read as if it asked for 3 (it asked 5).
    const asked = bundleWords(a.counter!.get);
    return lack === asked
      ? `${whose} asks for ${lack} you do not hold`
      : `${whose} asks for ${asked}: you need ${lack} more`;
  });
  return [
    { group: 'confirm', label: 'Confirm the trade', reason: lacks.join('; '), doing: 'confirm the trade' },
  ];
}

/**
 * The buttons of an open offer that are not `seat`'s: the answers are the others', confirming and withdrawing
 * the maker's (the message shows both while the others answer).
 */
function notYourSide(snap: GameSnapshot, seat: number, view: CatanView): Unavailable[] {
  const trade = view.trade!;
  if (seat === trade.from) {
    const own = 'it is your own offer';
    return [
      { group: 'accept', label: 'Accept the trade', reason: own, doing: 'accept the trade' },
      { group: 'decline', label: 'Decline the trade', reason: own, doing: 'decline the trade' },
      // The Counter-offer form's button (forms.ts reads the reason by the form's key).
      { group: 'counter', label: 'Counter-offer', reason: own, doing: 'make a counter-offer' },
      ...cannotConfirm(snap, seat, view),
    ];
  }
  const theirs = `it is ${namesOf(snap)[trade.from] ?? 'another player'}'s offer`;
  return [
    ...cannotAccept(snap, seat, view),
    { group: 'confirm', label: 'Confirm the trade', reason: theirs, doing: 'confirm the trade' },
    { group: 'withdraw', label: 'Withdraw the offer', reason: theirs, doing: 'withdraw the offer' },
  ];
}

/**
 * Where `seat` could place a road or a settlement, cards aside: the board alone decides, so it is public. Null
 * in set-up, where the pieces placed follow set-up's own rules (a road only beside the settlement just placed),
 * so no spot would be "in reach" of a player who is not placing.
 */
function freeSpots(snap: GameSnapshot, seat: number): FreeSpots | null {
  const spots = (snap.module as Partial<Pick<CatanModule<unknown, unknown>, 'legalSpots'>>).legalSpots;
  if (!spots || (snap.state as CatanState).phase === 'setup') return null;
  return {
    road: spots(snap.state as CatanState, seat, 'road').length > 0,
    settlement: spots(snap.state as CatanState, seat, 'settlement').length > 0,
  };
}

/**
 * What keeps `seat` from each build whatever their cards (by BUILD_COSTS key): no piece left, no free spot in
 * reach (`spots`), no settlement to upgrade, an empty deck. The board and pieces are public, so My hand may say
 * it; a greyed build says it before the cards lacked (`cannotBuild`).
 */
function boardBlocks(
  view: CatanView,
  seat: number,
  spots: FreeSpots | null,
): Record<string, string | undefined> {
  const pieces = view.players[seat]?.piecesLeft;
  if (!pieces) return {};
  const ownSettlement = view.buildings.some((b) => b.owner === seat && b.kind === 'settlement');
  const place = (left: number, none: string, room: boolean | undefined) =>
    left === 0 ? none : room === false ? 'no free spot you can reach' : undefined;
  return {
    road: place(pieces.roads, 'no roads left', spots?.road),
    settlement: place(pieces.settlements, 'no settlements left', spots?.settlement),
    city: pieces.cities === 0 ? 'no cities left' : ownSettlement ? undefined : 'no settlement to upgrade',
    buydev: view.devDeckLeft > 0 ? undefined : 'the deck is empty',
  };
}

const PLAY_TYPES = ['knight', 'roadBuilding', 'yearOfPlenty', 'monopoly'];

/**
 * Why a card of kind `kind` the player may play this turn does nothing now, as "your Road Building …": no road
 * piece or path for Road Building (`spots` says whether a path is free), nothing in the bank for Year of
 * Plenty. Null: no reason known.
 */
function idleCard(view: CatanView, kind: string, spots: FreeSpots | null): string | null {
  if (kind === 'roadBuilding') {
    if (view.players[view.current]?.piecesLeft?.roads === 0)
      return 'your Road Building needs a road piece, and you have none left';
    if (spots?.road === false) return 'your Road Building has no free path to place a road on';
  }
  if (kind === 'yearOfPlenty') {
    const empty = Object.values(view.bank).every((n) => n === 0);
    return `your Year of Plenty has nothing to take: ${empty ? 'the bank is empty' : 'the bank has nothing you may hold'}`;
  }
  return null;
}

/** Why the active player has no card to play now (their own cards, told only to them). */
function cannotPlay(view: CatanView, spots: FreeSpots | null): Unavailable {
  const you = view.you!;
  const held = (k: string) => (you.devCards[k] ?? 0) - (you.newDevCards[k] ?? 0);
  const total = Object.values(you.devCards).reduce((a, n) => a + n, 0);
  const playableKinds = Object.keys(you.devCards).filter((k) => k !== 'victoryPoint' && held(k) > 0);
  const idle = playableKinds.map((k) => idleCard(view, k, spots));
  const reason = view.devPlayedThisTurn
    ? 'you already played a card this turn'
    : total === 0
      ? 'you have no development cards'
      : playableKinds.length === 0
        ? Object.keys(you.newDevCards).length > 0
          ? 'cards bought this turn can be played from your next turn'
          : 'you hold only Victory Point cards, which are never played (they count at the end)'
        : idle.every((w) => w)
          ? idle.join('; ')
          : 'none of your cards can be used right now';
  return { group: PLAY_GROUP, label: 'Play a card', doing: 'play a card', reason, command: 'play' };
}

/**
 * Why the active player has no trade with the bank: too few of any card the bank takes (its rates name only those;
 * not Oil Springs' oil) for their rates, or nothing in the bank to give.
 */
function cannotTradeWithBank(view: CatanView): string {
  const you = view.you!;
  const enough = Object.entries(you.rates).some(([r, rate]) => (you.hand[r] ?? 0) >= rate);
  return enough
    ? 'the bank has none of the other resources to give you'
    : `you don't hold enough of any resource for your rates (${ratesWords(you.rates)})`;
}

/** Of `cost`, the cards `hand` lacks (resource name → count). */
function missingCards(hand: Record<string, number>, cost: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [r, n] of Object.entries(cost)) if (n > (hand[r] ?? 0)) out[r] = n - (hand[r] ?? 0);
  return out;
}

/**
 * Why the active player cannot build or buy: pieces, room on the board, then cost. `hint` adds how the cards
 * lacked may still be had this turn (Oil Springs: converting oil), after "needs 1 brick more".
 */
function cannotBuild(
  view: CatanView,
  types: Set<string>,
  spots: FreeSpots | null,
  hint?: (missing: Record<string, number>) => string | null,
): Unavailable[] {
  const you = view.you!;
  // Pieces and the board first: cards alone would not help.
  const blocked = boardBlocks(view, you.seat, spots);
  const out: Unavailable[] = [];
  const check = (key: string, type: string, label: string, doing: string, otherwise: string) => {
    if (types.has(type)) return;
    const cost = BUILD_COSTS.find((b) => b.key === key)!.cost;
    const lack = shortfall(you.hand, cost);
    const more = lack ? hint?.(missingCards(you.hand, cost)) : null;
    const reason = blocked[key] ?? (lack ? `needs ${lack} more${more ? ` (${more})` : ''}` : otherwise);
    out.push({ group: key, label, doing, reason, command: 'build' });
  };
  check('road', 'road', 'Build road', 'build a road', 'no free spot you can reach');
  check('settlement', 'settlement', 'Build settlement', 'build a settlement', 'no free spot you can reach');
  check('city', 'city', 'Build city', 'build a city', 'no settlement to upgrade');
  check('buydev', 'buyDev', 'Buy development card', 'buy a development card', 'the deck is empty');
  return out;
}

export { BUILD_COSTS, CAN, CANNOT, catanView, nodeDetail, ratesWords } from './catan-words';
export { describeCatanAction } from './catan-actions';

/**
 * Base Catan wins at once on one's own turn, so public points of 10 on another's turn (Longest Road handed over
 * when the holder's road was broken) wait for it: say so, else "10/10 VP" stands in the scores while play goes on.
 */
function offTurnWin(
  view: CatanView,
  names: readonly string[],
  vpToWin: number,
  when = 'wins when their turn begins: a win counts only on one’s own turn',
): string | null {
  if (view.phase === 'setup') return null;
  const seat = view.players.findIndex((p, s) => s !== view.current && p.vp >= vpToWin);
  if (seat < 0) return null;
  const name = names[seat] ?? 'A player';
  return `🏆 **${name}** has ${view.players[seat]!.vp} VP and ${when}.`;
}

export interface CatanPresenterParts {
  gameId: string;
  /** The board drawer (base Catan's, or a scenario's own; a scenario's falls back to base Catan's). */
  picture: ViewRenderer;
  /** The since picture's drawer for this board (roads and buildings built since, outlined). */
  sincePicture: SinceRenderer;
  /** The module's designed numbers (resources, VP to win, costs): stated once, in the rules. */
  design: CatanDesign;
  /** Extension actions (null = not mine). */
  describeExtra?(
    action: Action,
    view: CatanView,
    names: readonly string[],
  ): Omit<ActionChoice, 'index' | 'action'> | null;
  /**
   * The scenario's second lines under a base action's steps (`ActionChoice.stepDetails`), from the chooser's
   * own view (`names`: the players as typed); undefined: none (Oil Springs: how much oil a Monopoly on oil would
   * take, and that nobody could take an offer).
   */
  stepDetailsExtra?(
    action: Action,
    view: CatanView,
    names: readonly string[],
  ): (string | undefined)[] | undefined;
  /**
   * The scenario's own main-phase buttons, from the spectator view (public information only); `names`: the
   * players as the message prints them (markdown-escaped), for a note naming them.
   */
  publicExtra?(view: CatanView, names: readonly string[]): PublicAction[];
  /**
   * The end-turn button's label, from the spectator view, where ending the turn brings more than the next turn
   * (Oil Springs: the disaster owed); undefined: "End turn".
   */
  endTurnLabel?(view: CatanView): string | undefined;
  /** Why the active player cannot take the scenario's actions (their own view, told only to them). */
  unavailableExtra?(view: CatanView, legalTypes: Set<string>): Unavailable[];
  handExtra?(view: CatanView, ended: boolean): string[];
  /** Lines after the base costs in the hand view ("✗ Metropolis — …"). */
  costExtra?(view: CatanView): string[];
  altExtra?(view: CatanView, names: readonly string[]): string;
  /**
   * What the picture's headline and its marks beyond the board say, for the alt text, from the public view
   * (`names`: as the alt text names the players); undefined: base Catan's headline (`highlightFromLast`).
   * Oil Springs: the latest disaster's headline, and whose buildings the flood's rings mark.
   */
  altNews?(view: CatanView, names: readonly string[]): string | undefined;
  /**
   * What the scenario's player panel shows of `seat` besides base Catan's, for the alt text's player clause
   * (Oil Springs: "2 oil", "3 oil sequestered"); none there, none said.
   */
  altPlayerExtra?(view: CatanView, seat: number): string[];
  /** Event kinds besides Longest Road and Largest Army that a long record keeps (`Presenter.keptEvents`). */
  keptEventsExtra?: readonly string[];
  /** `/oil help`'s typed commands in this game's thread (`Presenter.typedHelp`); undefined: every game's. */
  typedHelp?: string;
  /** The typed commands its moves use (`Presenter.typedCommands`). */
  typedCommands: Presenter['typedCommands'];
  scoreExtra?(view: CatanView, seat: number): string;
  /**
   * The win counts only at the end of one's own turn (Oil Springs: after that turn's disaster phase): the words
   * after "Ben has 12 VP — ", from the public view ("ending the turn wins", and what may still undo it). Base
   * Catan's win is immediate, so it needs no notice.
   */
  winsAtTurnEnd?(view: CatanView): string;
  /**
   * With `winsAtTurnEnd`: how a player who reached the winning total on another's turn wins, the words after
   * "Caro has 12 VP and " (base Catan: "wins when their turn begins: …").
   */
  winsOffTurn?(vpToWin: number): string;
  /**
   * How the cards a build lacks (`missing`, resource name → count) may still be had this turn, from the
   * player's own view and legal actions, said after "needs 1 brick more" (Oil Springs: converting oil); null:
   * no such way.
   */
  lackHint?(view: CatanView, missing: Record<string, number>, legal: readonly Action[]): string | null;
  /** The scenario's own options as the host chose them, for the lobby line after the map's. */
  lobbyOptionsExtra?(options: unknown): string[];
}

/**
 * The keys of what answers an offer: its buttons, its form, and the typed `/oil trade`. A player not asked, or
 * who answered already, is told why on the click (`notAsked`).
 */
const TRADE_ANSWER_KEYS = new Set(['accept', 'decline', 'counter', 'trade']);

/** The keys of the offer's maker's own buttons, and what they do: another player pressing one is told whose they are. */
const MAKER_KEYS = { confirm: 'confirm the trade', withdraw: 'withdraw it' } as const;

function publicTotals(view: CatanView, seat: number) {
  const b = view.buildings.filter((x) => x.owner === seat);
  const count = (k: string) => b.filter((x) => x.kind === k).length;
  return { settlements: count('settlement'), cities: count('city'), metropolises: count('metropolis') };
}

/** A spot's name as numbers to sort by: "9" → [9], "12-22" → [12, 22]; a hex's letter → its char code. */
function spotKey(spot: string): number[] {
  return spot.split('-').map((p) => (/^\d+$/.test(p) ? Number(p) : p.charCodeAt(0)));
}

/**
 * The choices with each group's spots in number order ("Spot 1, 2, 3, 9"), every group where it was: the
 * engine lists the spots a road network reaches in the order of its paths ("Spot 1, 2, 9, 3").
 */
function inSpotOrder(choices: ActionChoice[]): ActionChoice[] {
  const byGroup = new Map<string, ActionChoice[]>();
  for (const c of choices)
    if (c.spot !== undefined) byGroup.set(c.group, [...(byGroup.get(c.group) ?? []), c]);
  for (const list of byGroup.values())
    list.sort((a, b) => {
      const ka = spotKey(a.spot!);
      const kb = spotKey(b.spot!);
      for (let i = 0; i < Math.max(ka.length, kb.length); i++)
        if (ka[i] !== kb[i]) return (ka[i] ?? -1) - (kb[i] ?? -1);
      return 0;
    });
  return choices.map((c) => (c.spot !== undefined ? byGroup.get(c.group)!.shift()! : c));
}

/**
 * What `/oil move` lists first: what the moment asks (a roll, a discard, the robber, an answer to an offer), the
 * builds, a card, Oil Springs' oil, a bank trade, ending the turn; the one-for-one offers, 20 to 30 of them, last.
 */
const TYPED_ORDER = [
  ...['roll', 'discard', 'robber', 'accept', 'decline', 'counter', 'confirm', 'withdraw'],
  ...['settlement', 'city', 'metropolis', 'road', 'play', 'buydev', 'sequester', 'convert', 'maritime'],
  ...['end-turn', 'offer'],
];

export function catanPresenter(parts: CatanPresenterParts): Presenter {
  const resources = parts.design.resources;
  const vpToWin = parts.design.vpToWin;
  const presenter: Presenter = {
    gameId: parts.gameId,
    botWords: { greedy: 'Builds toward points, one move at a time' },
    // Longest Road and Largest Army changing hands moves 2 VP: a long turn record never leaves it out (nor a
    // scenario's own kinds that move VP, `keptEventsExtra`).
    keptEvents: new Set(['longestRoad', 'largestArmy', ...(parts.keptEventsExtra ?? [])]),
    typedHelp: parts.typedHelp,
    typedCommands: parts.typedCommands,
    typedOrder: TYPED_ORDER,
    // A variable map (or Oil Springs' wide-open sequestering) is another game: the lobby said nothing of it.
    lobbyOptions(options) {
      const parsed = catanOptionsSchema.safeParse(options ?? {});
      if (!parsed.success) return null;
      const map = parsed.data.map === 'variable' ? 'variable (shuffled terrain and numbers)' : 'beginner';
      return [`Map: ${map}`, ...(parts.lobbyOptionsExtra?.(options) ?? [])].join(' · ');
    },
    choices(snap, seat) {
      const view = catanView(snap, seat);
      const names = plainNamesOf(snap);
      const legal = snap.module.legalActions(snap.state, seat) as Action[];
      const robbery = robberDetails(view, names, legal);
      // Typed as the button reads (`/oil endturn`, `/oil move`): "End turn (disaster strikes)" in Oil Springs.
      const endTurn = legal.some((a) => a.type === 'endTurn')
        ? parts.endTurnLabel?.(catanView(snap, null))
        : undefined;
      return inSpotOrder(
        legal.map((action, index) => {
          const described =
            describeCatanAction(action, view, names) ??
            parts.describeExtra?.(action, view, names) ??
            fallbackChoice(action);
          const d =
            action.type === 'endTurn' && endTurn
              ? { ...described, groupLabel: endTurn, label: endTurn }
              : described;
          const details =
            action.type === 'robber' ? robbery(action) : parts.stepDetailsExtra?.(action, view, names);
          return { ...d, ...(details ? { stepDetails: details } : {}), index, action };
        }),
      );
    },
    winNotice(snap) {
      if (snap.status.over) return null;
      const view = catanView(snap, null);
      if (!parts.winsAtTurnEnd) return offTurnWin(view, namesOf(snap), vpToWin);
      const seat = view.current;
      const vp = view.players[seat]?.vp ?? 0;
      if (view.phase === 'setup') return null;
      // The player to end a turn first is told first: another at the total wins only if this turn is no win.
      if (vp < vpToWin) return offTurnWin(view, namesOf(snap), vpToWin, parts.winsOffTurn?.(vpToWin));
      return `🏆 **${namesOf(snap)[seat] ?? 'They'}** has ${vp} VP — ${parts.winsAtTurnEnd(view)}.`;
    },
    privateWinNotice(snap, seat) {
      if (!parts.winsAtTurnEnd || snap.status.over) return null;
      const view = catanView(snap, seat);
      const shown = view.players[seat]?.vp ?? 0;
      if (view.current !== seat || !view.you || view.phase === 'setup' || shown >= vpToWin) return null;
      const hidden = view.you.devCards['victoryPoint'] ?? 0;
      if (shown + hidden < vpToWin) return null;
      const cards =
        hidden === 1 ? 'your hidden victory point card' : `your ${hidden} hidden victory point cards`;
      return `🏆 You have ${shown + hidden} VP counting ${cards} — ${parts.winsAtTurnEnd(view)}. (Only you can see this.)`;
    },
    publicActions(snap) {
      const view = catanView(snap, null);
      const building = view.phase === 'main' && !view.trade;
      const byBot = (seat: number) => snap.seats.some((s) => s.seat === seat && s.botKind !== null);
      const extra = parts.publicExtra;
      return catanPublicActions(
        view,
        extra && ((v) => extra(v, namesOf(snap))),
        building ? freeSpots(snap, view.current) : null,
        byBot,
        parts.endTurnLabel?.(view),
      );
    },
    unavailable(snap, seat) {
      const view = catanView(snap, seat);
      if (!view.you) return [];
      if (view.trade) return notYourSide(snap, seat, view);
      if (view.current !== seat || view.trade) return [];
      const legal = snap.module.legalActions(snap.state, seat) as Action[];
      const types = new Set(legal.map((a) => a.type));
      if (view.phase !== 'roll' && view.phase !== 'main') return [];
      const spots = freeSpots(snap, seat);
      const play = PLAY_TYPES.some((t) => types.has(t)) ? [] : [cannotPlay(view, spots)];
      // Any one development card may be played before the roll too (5th-edition almanac).
      if (view.phase === 'roll') return play;
      return [
        ...cannotBuild(view, types, spots, (missing) => parts.lackHint?.(view, missing, legal) ?? null),
        ...play,
        ...(types.has('maritime')
          ? []
          : [
              {
                group: 'maritime',
                label: 'Trade with the bank',
                doing: 'trade with the bank',
                reason: cannotTradeWithBank(view),
              },
            ]),
        ...(types.has('offer')
          ? []
          : [
              {
                group: 'offer',
                label: 'Offer a trade',
                doing: 'offer a trade',
                reason: 'you have no cards to offer',
              },
            ]),
        ...(parts.unavailableExtra?.(view, types) ?? []),
      ];
    },
    settleFirst(snap, seat) {
      const trade = catanView(snap, null).trade;
      if (!trade || trade.from !== seat) return null;
      return `your offer (${bundleWords(trade.give)} for ${bundleWords(trade.get)}) is open: confirm it or withdraw it first`;
    },
    notAsked(snap, seat, key) {
      if (key === 'discard') return nothingToDiscard(snap, seat);
      if (key in MAKER_KEYS) {
        // The maker's buttons, pressed by another player: not a question of whose turn it is.
        const trade = catanView(snap, null).trade;
        if (!trade || seat === trade.from) return null;
        const maker = namesOf(snap)[trade.from] ?? 'the player';
        return `Only ${maker}, who made the offer, can ${MAKER_KEYS[key as keyof typeof MAKER_KEYS]}.`;
      }
      if (!TRADE_ANSWER_KEYS.has(key)) return null;
      const trade = catanView(snap, null).trade;
      const mine = trade?.answers.find((a) => a.seat === seat);
      if (!trade || !mine) return null;
      const maker = namesOf(snap)[trade.from] ?? 'another player';
      // Asked, and answered already: the answer stands (one answer each).
      if (!mine.notAsked && mine.answer !== 'waiting')
        return `You already ${mine.answer} ${maker}'s offer, and each player answers an offer once.`;
      const why = mine.notAsked;
      if (!why) return null;
      return `You were not asked to answer ${maker}'s offer (${bundleWords(trade.give)} for ${bundleWords(trade.get)}): ${yourReason(why)}, so you could not take it.`;
    },
    forms(snap, seat) {
      return catanForms(snap, seat, resources);
    },
    mayActWords(snap, seats) {
      const trade = catanView(snap, null).trade;
      if (!trade || seats.length !== 1 || seats[0] !== trade.from) return null;
      return offerMakerWords(trade, namesOf(snap));
    },
    turnOf(snap) {
      const view = catanView(snap, null);
      return view.phase === 'over' ? null : view.current;
    },
    playOrder: (snap) => catanPlayOrder(catanView(snap, null)),
    // The player named cut to fit a phone (`fittedTitle`): "Catan: Oil Springs — turn 104 · " and a
    // 32-character name left " places free roads" one character too few.
    headline(snap) {
      const view = catanView(snap, null);
      const turn = view.phase === 'setup' ? 'set-up' : `turn ${view.turn}`;
      const headline: TitleWording = (named) => {
        const who = named([view.current]);
        const doing: Record<string, string> = {
          setup: `${who} places`,
          roll: `${who} rolls`,
          discard: 'discards',
          robber: `${who} moves the robber`,
          main: `${who} builds & trades`,
          roadBuilding: `${who} places free roads`,
          over: 'game over',
        };
        return `${turn} · ${doing[view.phase] ?? view.phase}`;
      };
      return fittedTitle([headline], plainNamesOf(snap), titleRoom(snap.module.title));
    },
    scoreWords: vpWords,
    scoreLines(snap) {
      const view = catanView(snap, null);
      const names = scoreNamesOf(snap);
      // At the end the winner first, then by points, as the final standings below them.
      const players = scoreOrder(snap.status).flatMap((seat) => view.players.filter((p) => p.seat === seat));
      return players.map((p) => {
        const tags = [p.longestRoad ? 'Longest Road' : '', p.largestArmy ? 'Largest Army' : ''].filter(
          Boolean,
        );
        const extra = parts.scoreExtra?.(view, p.seat) ?? '';
        return `**${seatName(names, p.seat)}** ${p.vp}/${vpToWin} VP · ${cardsWords(p.cards)}${extra}${tags.length ? ` · ${tags.join(', ')}` : ''}`;
      });
    },
    altText(snap) {
      const view = catanView(snap, null);
      const names = altNamesOf(snap);
      const who = (s: number) => seatName(names, s);
      const robberHex = view.hexes.find((h) => h.robber);
      const players = view.players.map((p) => {
        const t = publicTotals(view, p.seat);
        const roads = view.roads.filter((r) => r.owner === p.seat).length;
        const b = [
          `${t.settlements} settlement${t.settlements === 1 ? '' : 's'}`,
          `${t.cities} cit${t.cities === 1 ? 'y' : 'ies'}`,
          t.metropolises ? plural(t.metropolises, 'metropolis', 'metropolises') : '',
          `${roads} road${roads === 1 ? '' : 's'}`,
        ].filter(Boolean);
        // What the picture's panel shows besides: development cards in hand, knights played, special cards.
        const more = [
          p.devCards ? plural(p.devCards, 'development card', 'development cards') : '',
          p.knights ? `${plural(p.knights, 'knight', 'knights')} played` : '',
          ...(parts.altPlayerExtra?.(view, p.seat) ?? []),
          p.longestRoad ? 'Longest Road' : '',
          p.largestArmy ? 'Largest Army' : '',
        ].filter(Boolean);
        return `${who(p.seat)} ${p.vp} VP with ${b.join(', ')} and ${cardsWords(p.cards)}${more.length ? `, ${more.join(', ')}` : ''}`;
      });
      // The picture's headline (and what its rings mark): a screen reader had them from the message text alone.
      const news = parts.altNews?.(view, names);
      // The roll once: just after it the headline says it ("Ben rolled 8."), which read "Ben rolled 8. Last roll
      // 8."; later in the turn (and Oil Springs' disaster headline, whose dice are the disaster's) the dice alone do.
      const rollTold = news === undefined && view.last?.kind === 'roll';
      const parts2 = [
        // The picture's title gives no turn before the first roll: "turn 0" told of a turn nobody had.
        `${snap.module.title} board, ${view.phase === 'setup' ? 'set-up' : `turn ${view.turn}`}.`,
        view.result
          ? formatSeats(view.result.summary, names)
          : snap.record.lifecycle === 'abandoned'
            ? ENDED_TEXT
            : `${turnWords(view, who)}.`,
        news ?? asSentence(highlightFromLast(view, names)?.text),
        view.lastRoll && !rollTold ? `Last roll ${view.lastRoll[0] + view.lastRoll[1]}.` : '',
        robberHex ? `Robber on ${hexWords(robberHex)}.` : 'Robber off the board.',
        `${players.join('; ')}.`,
        parts.altExtra?.(view, names) ?? '',
      ];
      return parts2.filter(Boolean).join(' ').slice(0, 1024);
    },
    hand(snap, seat): HandView {
      const view = catanView(snap, seat);
      const you = view.you;
      const names = namesOf(snap);
      if (!you) return genericPresenter.hand(snap, seat);
      const ended = gameEnded(snap);
      const asks = ended ? [] : catanAsks(view, names, seat);
      const lines: string[] = asks.length ? [...asks, ''] : [];
      // Cards only: Oil Springs' oil is tokens, on a line of its own (handExtra); among the cards it read as one.
      lines.push(
        `**Cards**: ${bundleWords(Object.fromEntries(parts.design.cards.map((r) => [r, you.hand[r]])))}`,
      );
      const dev = Object.entries(you.devCards).filter(([, n]) => n > 0);
      if (dev.length) {
        lines.push(
          `**Development cards**: ${dev
            .map(([k, n]) => {
              // A Victory Point card is never played: it counts in your points, hidden until the end.
              if (k === 'victoryPoint')
                return `${n} ${humanize(k)}${ended ? '' : ' (counted in your points, hidden)'}`;
              return `${n} ${humanize(k)}${you.newDevCards[k] && !ended ? ` (${you.newDevCards[k]} new — playable next turn)` : ''}`;
            })
            .join(', ')}`,
        );
      }
      lines.push(...(parts.handExtra?.(view, ended) ?? []));
      lines.push(`**Victory points**: ${you.totalVp}${ended ? '' : ` (of ${vpToWin} to win)`}`);
      const pieces = view.players[seat]?.piecesLeft;
      if (pieces)
        lines.push(
          `**Pieces left**: ${plural(pieces.roads, 'road', 'roads')}, ${plural(pieces.settlements, 'settlement', 'settlements')}, ${plural(pieces.cities, 'city', 'cities')}`,
        );
      const title = `Your hand — ${names[seat] ?? 'you'}`;
      // After the game: what the player held, not what they could build or trade next.
      if (ended) return { title, description: lines.join('\n') };
      lines.push('', '**Costs**');
      const blocked = boardBlocks(view, seat, freeSpots(snap, seat));
      for (const b of BUILD_COSTS) {
        const lack = shortfall(you.hand, b.cost);
        // Pieces and the board first, as the turn's buttons say them ("✓ City — you can afford it" beside a greyed
        // "Build city — no settlement to upgrade" told the player two things), then the cards still lacked.
        const why = [blocked[b.key], lack ? `needs ${lack} more` : ''].filter((w) => w).join('; ');
        lines.push(
          `${why ? CANNOT : CAN} ${b.label} — ${bundleWords(b.cost)}${why ? ` (${why})` : ' — you can afford it'}`,
        );
      }
      lines.push(...(parts.costExtra?.(view) ?? []));
      lines.push('', `**Bank trades**: ${ratesWords(you.rates)}`);
      return { title, description: lines.join('\n') };
    },
    picture: parts.picture,
    sincePicture: parts.sincePicture,
    async render(snap, select) {
      return renderSnapshot(snap, [...new Set([parts.picture, drawCatanView])], select);
    },
  };
  return presenter;
}
