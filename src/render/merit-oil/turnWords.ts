/**
 * What the player to act is doing, in a few words, from the public view: shared by the picture's panel and
 * the presenter's headline so they never disagree. Both put it after a name and a colon ("Ana: drill a test
 * well?"), the alt text after "to" ("Ana to drill a test well."): a verb first, and no colon of its own.
 */
import { HELICOPTER } from '../../games/merit-oil/data';
import type { MeritView } from '../../games/merit-oil/types';

export function meritTurnDoing(view: Pick<MeritView, 'moment' | 'choice' | 'insuring'>): string {
  switch (view.moment) {
    case 'beforeRoll':
      return 'charter or roll';
    case 'insure':
      return view.insuring ? `insure the ${view.insuring} tanker's cargo?` : 'insure the cargo?';
    case 'afterRoll':
      switch (view.choice) {
        case 'drill':
          return 'drill a test well?';
        case 'helicopter':
          return `drill by HELICOPTER for £${HELICOPTER.cost.toLocaleString('en-GB')} or stay`;
        case 'exchange':
          return 'buy shares at the EXCHANGE?';
        default:
          return 'deal or end the turn';
      }
    case 'insolvency':
      return 'raise money to pay the bank';
    case 'over':
      return 'game over';
  }
}

/**
 * Who the game waits on, named by the picture's panel and the turn message, and what they are doing: a player
 * asked to answer a deal while its maker waits (`seatsToAct`), the debtor during insolvency (which may stop
 * the game on another player's debt), else the player whose turn it is. During a debt, the first seat asked is
 * not always a debtor: it may be the solvent player a debtor offered shares to, who answers the offer.
 */
export function meritActing(
  view: Pick<MeritView, 'moment' | 'choice' | 'insuring' | 'toAct' | 'offers' | 'current' | 'players'>,
): { seat: number; doing: string } {
  const owes = (s: number) => (view.players[s]?.debt ?? 0) > 0;
  const main =
    view.moment === 'insolvency'
      ? (view.toAct.find(owes) ?? view.players.findIndex((_, s) => owes(s)))
      : view.current;
  const answering = view.toAct.find((s) => view.offers.some((o) => o.to === s));
  if (answering !== undefined && !view.toAct.includes(main))
    return { seat: answering, doing: 'answer a deal offer' };
  return { seat: main, doing: meritTurnDoing(view) };
}
