/**
 * The public buttons of a Catan turn message, from the spectator view alone: what the players to act might
 * do given the phase, whose turn it is, the board, the pieces left and the public card counts. Whether they
 * can afford it is never shown here (that would tell everyone their hand) — only that they cannot when
 * everyone can count it (a city's 5 cards from a hand of 3): the click answers the rest privately.
 */
import { publicShortfall } from '../../games/catan/economy';
import type { CatanView } from '../../games/catan/types';
import { PLAY_GROUP } from './catan-actions';
import { BUILD_COSTS } from './catan-words';
import { greyedBy, reason, type PublicAction, type Reason } from './types';
import { cardsWords } from './words';

const act = (key: string, label: string, style?: PublicAction['style']): PublicAction => ({
  kind: 'act',
  key,
  label,
  ...(style ? { style } : {}),
});
const form = (key: string, label: string): PublicAction => ({ kind: 'form', key, label });
/** Greyed for `why`: the whole reason on the label when it fits a phone's line, else the short one (`greyedBy`). */
const greyed = (key: string, label: string, why: Reason | string): PublicAction =>
  greyedBy(act(key, label), typeof why === 'string' ? reason(why) : why);

/** The typed trade offer, beside the "Offer a trade" menu of ready-made offers. */
export const TRADE_FORM_LABEL = 'Write your own offer…';
/** The typed discard, beside the "Discard" menu of suggested discards. */
export const DISCARD_FORM_LABEL = 'Choose other cards to discard…';

/** "Play a card" for the active player: shown when they hold a card bought before this turn. */
function playCard(view: CatanView): PublicAction[] {
  const me = view.players[view.current];
  if (!me || me.devCards === 0) return [];
  if (view.devPlayedThisTurn)
    return [
      greyed(PLAY_GROUP, 'Play a card', reason('already played a card this turn', 'played one this turn')),
    ];
  if (me.devCards - me.devCardsNew === 0)
    return [
      greyed(PLAY_GROUP, 'Play a card', reason('bought this turn: playable next turn', 'bought this turn')),
    ];
  return [act(PLAY_GROUP, 'Play a card')];
}

/** Whether the board leaves the active player a spot for a road and for a settlement (cards aside). */
export interface FreeSpots {
  road: boolean;
  settlement: boolean;
}

/**
 * Why everyone can see that `seat` cannot pay `cost` (resource name → count), by the engine's
 * `publicShortfall`: fewer of a public resource than it asks (Oil Springs' oil) — "needs 1 oil more" — or
 * fewer cards in hand in all than its other cards — "needs 5 cards, holds 3" ("too few cards" where that is too
 * long for the button). Null when they may be able to (which cards they hold is theirs alone: told on the click).
 */
export function publicCannotPay(view: CatanView, seat: number, cost: Record<string, number>): Reason | null {
  const me = view.players[seat];
  if (!me) return null;
  // The cost's resources in its own order; only the public ones have holdings in the view.
  const names = Object.keys(cost);
  const open = names.map((r) => me.publicHoldings[r] !== undefined);
  const held = names.map((r) => me.publicHoldings[r] ?? 0);
  const asked = names.map((r) => cost[r]!);
  const short = publicShortfall(open, held, me.cards, asked);
  if (!short) return null;
  if (short.lacks === 'cards')
    return reason(`needs ${cardsWords(short.asked)}, holds ${me.cards}`, 'too few cards');
  return reason(`needs ${asked[short.r]! - held[short.r]!} ${names[short.r]} more`);
}

/** The fewest cards a bank trade of `seat` takes: 2 or 3 with a harbor on the board (public), else 4. */
function bestPublicRate(view: CatanView, seat: number): number {
  const own = new Set(view.buildings.filter((b) => b.owner === seat).map((b) => b.at));
  return Math.min(4, ...view.harbors.filter((h) => h.at.some((at) => own.has(at))).map((h) => h.rate));
}

const costOf = (key: string) => BUILD_COSTS.find((b) => b.key === key)?.cost ?? {};

function builds(view: CatanView, spots: FreeSpots | null): PublicAction[] {
  const me = view.players[view.current];
  if (!me) return [];
  const pieces = me.piecesLeft;
  const ownSettlement = view.buildings.some((b) => b.owner === view.current && b.kind === 'settlement');
  // Pieces and the board first (cards alone would not help), then a cost everyone can see is beyond them.
  const build = (key: string, label: string, blocked: string | null) => {
    const why =
      (blocked === null ? null : reason(blocked)) ?? publicCannotPay(view, view.current, costOf(key));
    return why ? greyed(key, label, why) : act(key, label);
  };
  const place = (key: 'road' | 'settlement', label: string, left: number, none: string) =>
    build(key, label, left === 0 ? none : spots?.[key] === false ? 'no free spot in reach' : null);
  return [
    place('road', 'Build road', pieces.roads, 'no roads left'),
    place('settlement', 'Build settlement', pieces.settlements, 'no settlements left'),
    build(
      'city',
      'Build city',
      pieces.cities === 0 ? 'no cities left' : ownSettlement ? null : 'no settlement to upgrade',
    ),
    build('buydev', 'Buy development card', view.devDeckLeft > 0 ? null : 'the deck is empty'),
  ];
}

/** Cards and public resources (Oil Springs' oil) a player holds: what they could give in a trade. */
function tradable(p: CatanView['players'][number]): number {
  return p.cards + Object.values(p.publicHoldings).reduce((a, n) => a + n, 0);
}

/**
 * Why everyone can see no offer of the active player can be taken: they hold nothing to give, or nobody else
 * does (an offer is still legal, but it closes at once: "Nobody can take the offer; it is closed.").
 */
function cannotOffer(view: CatanView): Reason | null {
  if (tradable(view.players[view.current]!) === 0) return reason('holds no cards');
  if (view.players.some((p, s) => s !== view.current && tradable(p) > 0)) return null;
  const open = Object.keys(view.players[view.current]!.publicHoldings);
  return open.length === 0
    ? reason('nobody else holds any cards', 'nobody else holds cards')
    : reason(`nobody else holds any cards or ${open.join(' or ')}`, 'others hold nothing');
}

/**
 * The trade buttons: the bank's needs at least the best rate's cards (harbors are public), an offer something
 * to give and someone else holding something.
 */
function trades(view: CatanView): PublicAction[] {
  const me = view.players[view.current];
  if (!me) return [];
  const rate = bestPublicRate(view, view.current);
  const noOffer = cannotOffer(view);
  return [
    me.cards < rate
      ? greyed(
          'maritime',
          'Trade with the bank',
          reason(`needs ${cardsWords(rate)} of a kind, holds ${me.cards}`, 'too few cards'),
        )
      : act('maritime', 'Trade with the bank'),
    noOffer ? greyed('offer', 'Offer a trade', noOffer) : act('offer', 'Offer a trade'),
    noOffer ? greyedBy(form('trade', TRADE_FORM_LABEL), noOffer) : form('trade', TRADE_FORM_LABEL),
  ];
}

/**
 * The buttons for the phase. `extra` adds a scenario's own main-phase buttons (Oil Springs' oil), placed
 * before "End turn"; `spots` (from the board, which everyone sees) greys a build with nowhere to go;
 * `playedByBot` tells the seats a bot plays (an offer a bot made has no button of its maker's); `endTurn` is the
 * end-turn button's label (Oil Springs: what ending the turn brings).
 */
export function catanPublicActions(
  view: CatanView,
  extra?: (view: CatanView) => PublicAction[],
  spots: FreeSpots | null = null,
  playedByBot: (seat: number) => boolean = () => false,
  endTurn = 'End turn',
): PublicAction[] {
  const current = view.current;
  switch (view.phase) {
    case 'over':
      return [];
    case 'setup': {
      // Snake set-up: a settlement, then a road from it.
      const settlements = view.buildings.filter((b) => b.owner === current).length;
      const roads = view.roads.filter((r) => r.owner === current).length;
      return [settlements > roads ? act('road', 'Place road') : act('settlement', 'Place settlement')];
    }
    case 'roll':
      return [act('roll', 'Roll the dice', 'success'), ...playCard(view)];
    case 'discard':
      return [act('discard', 'Discard', 'danger'), form('discard', DISCARD_FORM_LABEL)];
    case 'robber':
      return [act('robber', 'Move the robber')];
    case 'roadBuilding':
      // Road Building's roads are free, and how many are left is public: the button says both.
      return [act('road', `Place free road (${view.freeRoads} left)`)];
    case 'main':
      break;
  }
  const trade = view.trade;
  if (trade) {
    // The maker may confirm with one who agreed, or withdraw, while the others still answer. A bot's offer
    // shows neither: the bot decides once all have answered, and the players asked read only their own
    // answers (a playtest's "Withdraw the offer" under a bot's offer told whoever pressed it "it is Strong
    // bot's offer").
    const agreed = trade.answers.some((a) => a.answer === 'accepted' || a.answer === 'countered');
    const maker = playedByBot(trade.from)
      ? []
      : [
          ...(agreed ? [act('confirm', 'Confirm the trade', 'success')] : []),
          act('withdraw', 'Withdraw the offer', 'secondary'),
        ];
    if (view.toAct.some((s) => s !== trade.from)) {
      return [
        act('accept', 'Accept the trade', 'success'),
        act('decline', 'Decline the trade', 'secondary'),
        form('counter', 'Counter-offer'),
        ...maker,
      ];
    }
    return maker;
  }
  return [
    ...builds(view, spots),
    ...playCard(view),
    ...trades(view),
    ...(extra?.(view) ?? []),
    act('end-turn', endTurn, 'secondary'),
  ];
}
