/**
 * The public buttons of a Catan turn message, from the spectator view alone: what the players to act might
 * do given the phase, whose turn it is, the board, the pieces left and the public card counts. Whether they
 * can afford it is never shown here (that would tell everyone their hand): the click answers privately.
 */
import type { CatanView } from '../../games/catan/types';
import { PLAY_GROUP } from './catan-actions';
import type { PublicAction } from './types';

const act = (key: string, label: string, style?: PublicAction['style']): PublicAction => ({
  kind: 'act',
  key,
  label,
  ...(style ? { style } : {}),
});
const form = (key: string, label: string): PublicAction => ({ kind: 'form', key, label });
const greyed = (key: string, label: string, reason: string): PublicAction => ({
  ...act(key, label),
  disabledReason: reason,
});

/** The typed trade offer, beside the "Offer a trade" menu of ready-made offers. */
export const TRADE_FORM_LABEL = 'Write your own offer…';
/** The typed discard, beside the "Discard" menu of suggested discards. */
export const DISCARD_FORM_LABEL = 'Choose other cards to discard…';

/** "Play a card" for the active player: shown when they hold a card bought before this turn. */
function playCard(view: CatanView): PublicAction[] {
  const me = view.players[view.current];
  if (!me || me.devCards === 0) return [];
  if (view.devPlayedThisTurn) return [greyed(PLAY_GROUP, 'Play a card', 'already played a card this turn')];
  if (me.devCards - me.devCardsNew === 0)
    return [greyed(PLAY_GROUP, 'Play a card', 'bought this turn: playable next turn')];
  return [act(PLAY_GROUP, 'Play a card')];
}

/** Whether the board leaves the active player a spot for a road and for a settlement (cards aside). */
export interface FreeSpots {
  road: boolean;
  settlement: boolean;
}

function builds(view: CatanView, spots: FreeSpots | null): PublicAction[] {
  const me = view.players[view.current];
  if (!me) return [];
  const pieces = me.piecesLeft;
  const ownSettlement = view.buildings.some((b) => b.owner === view.current && b.kind === 'settlement');
  const place = (key: 'road' | 'settlement', label: string, left: number, none: string) =>
    left === 0
      ? greyed(key, label, none)
      : spots?.[key] === false
        ? greyed(key, label, 'no free spot in reach')
        : act(key, label);
  return [
    place('road', 'Build road', pieces.roads, 'no roads left'),
    place('settlement', 'Build settlement', pieces.settlements, 'no settlements left'),
    pieces.cities === 0
      ? greyed('city', 'Build city', 'no cities left')
      : ownSettlement
        ? act('city', 'Build city')
        : greyed('city', 'Build city', 'no settlement to upgrade'),
    view.devDeckLeft > 0
      ? act('buydev', 'Buy development card')
      : greyed('buydev', 'Buy development card', 'the deck is empty'),
  ];
}

/**
 * The buttons for the phase. `extra` adds a scenario's own main-phase buttons (Oil Springs' oil), placed
 * before "End turn"; `spots` (from the board, which everyone sees) greys a build with nowhere to go.
 */
export function catanPublicActions(
  view: CatanView,
  extra?: (view: CatanView) => PublicAction[],
  spots: FreeSpots | null = null,
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
      return [act('road', 'Place road')];
    case 'main':
      break;
  }
  const trade = view.trade;
  if (trade) {
    // The maker may confirm with one who agreed, or withdraw, while the others still answer.
    const agreed = trade.answers.some((a) => a.answer === 'accepted' || a.answer === 'countered');
    const maker = [
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
    act('maritime', 'Trade with the bank'),
    act('offer', 'Offer a trade'),
    form('trade', TRADE_FORM_LABEL),
    ...(extra?.(view) ?? []),
    act('end-turn', 'End turn', 'secondary'),
  ];
}
