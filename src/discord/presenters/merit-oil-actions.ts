/**
 * Each legal action of Merit's "Oil" as a labelled choice: its group (one button of the turn message), its
 * label and, for choices made in steps (a deal: to whom, what, the price; shares: which company, how many),
 * the steps the chooser asks one at a time. Labels may use the player's own view: choosers are private.
 */
import {
  CONCESSIONS,
  DRILLING_COST,
  HELICOPTER,
  INSOLVENCY,
  bankBidPerBlock,
  bankBidPerWell,
  insurancePremium,
} from '../../games/merit-oil/data';
import type { MeritAction, MeritView } from '../../games/merit-oil/types';
import { blocks as blockWords, pounds, tons } from '../../games/merit-oil/words';
import type { ActionChoice } from './types';
import {
  areaName,
  companyShort,
  goodsWords,
  insureWords,
  lateCharterWords,
  drillWords,
  offerWords,
  portName,
} from './merit-oil-words';
import { seatName } from '../../games/events';

export type MeritChoice = Omit<ActionChoice, 'index' | 'action'>;

/** Group keys: one button each. `end` is the machinery's END_GROUP (its button goes last). */
export const GROUPS = {
  roll: { key: 'roll', label: 'Roll the die' },
  charter: { key: 'charter', label: 'Charter a tanker' },
  insure: { key: 'insure', label: 'Insure the cargo' },
  noInsure: { key: 'no-insure', label: 'Sail uninsured' },
  // The public price: a Geologist's report (£15,000) is its holder's secret, so the button names only £50,000.
  drill: { key: 'drill', label: `Drill a test well (${pounds(DRILLING_COST)})` },
  helicopter: { key: 'helicopter', label: `Fly to drill (${pounds(HELICOPTER.cost)})` },
  shares: { key: 'shares', label: 'Buy shares' },
  offer: { key: 'offer', label: 'Offer a deal' },
  accept: { key: 'accept', label: 'Accept the deal' },
  decline: { key: 'decline', label: 'Decline the deal' },
  withdraw: { key: 'withdraw', label: 'Withdraw an offer' },
  sellShares: { key: 'sell-shares', label: 'Sell shares to the bank' },
  sellWell: { key: 'sell-well', label: 'Sell a well to the bank' },
  end: { key: 'end', label: 'End turn' },
} as const;
export type GroupName = keyof typeof GROUPS;

function choice(g: GroupName, label: string, extra: Partial<MeritChoice> = {}): MeritChoice {
  return { group: GROUPS[g].key, groupLabel: GROUPS[g].label, label, ...extra };
}

/** What the active player gives up by ending the turn now, in the button's words. */
function endLabel(view: MeritView): string {
  switch (view.choice) {
    case 'drill':
      return 'End turn without drilling';
    case 'helicopter':
      return 'Stay at HELICOPTER (end turn)';
    case 'exchange':
      return 'End turn without buying';
    default:
      return 'End turn';
  }
}

/**
 * " (too late to strike oil before the end)" after a drilling option as the agreed end nears, " (no concession card
 * is left, so a strike grants nothing)" once the pile is empty, else nothing.
 */
function drillOption(view: MeritView): string {
  const words = drillWords(view);
  return words ? ` (${words})` : '';
}

/**
 * What a sale of `blocks` to the bank at `bid` each does to a debt of `debt`, after the sale's words: " — you still
 * owe £6,000", " — pays your £22,000 debt", " — pays your £22,000 debt, £10,000 left over", and for more blocks than
 * the fewest that pay it " — pays your £22,000 debt, £26,000 left over: 1 block more than needed". The bank buys any
 * number at its discount, so a sale beyond the debt turns shares into cash at a loss; the menu listed it with no
 * word of the debt, and named only the fewest blocks that paid it.
 */
function saleVersusDebt(bid: number, blocks: number, debt: number): string {
  if (debt <= 0) return '';
  const pay = bid * blocks;
  if (pay < debt) return ` — you still owe ${pounds(debt - pay)}`;
  if (pay === debt) return ` — pays your ${pounds(debt)} debt`;
  const more = blocks - Math.ceil(debt / bid);
  return ` — pays your ${pounds(debt)} debt, ${pounds(pay - debt)} left over${more > 0 ? `: ${blockWords(more)} more than needed` : ''}`;
}

export function describeMeritAction(
  action: MeritAction,
  view: MeritView,
  names: readonly string[],
  seat: number,
): MeritChoice {
  const me = view.players[seat];
  const name = (s: number) => seatName(names, s);
  switch (action.type) {
    case 'roll':
      return choice('roll', 'Roll the die', { style: 'success', command: 'roll' });
    case 'charter': {
      const area = CONCESSIONS.find((c) => c.port === action.port)?.area;
      const stored = area && me ? me.stores[area] : 0;
      // The bill is drawn blind: say what its freight may come to, and what a dear one does to a short purse.
      const upTo = view.piles.freightUpTo[action.port];
      const short = me && upTo > me.cash ? `, over your ${pounds(me.cash)} cash: the rest a debt` : ' today';
      // The end near: the option says the cargo's chance to arrive in time (oil at sea at the end is lost).
      const late = lateCharterWords(view, action.port);
      return choice('charter', `At ${portName(action.port)}${late ? ` (${late})` : ''}`, {
        detail: `${tons(stored)} in store; freight up to ${pounds(upTo)}${short}`,
      });
    }
    case 'insure': {
      const load = view.tankers.find((t) => t.tanker === view.insuring)?.voyage?.tons ?? 0;
      return choice(
        'insure',
        action.useCard
          ? "Use your Lloyd's card (no premium)"
          : `Pay the premium, ${pounds(insurancePremium(load))}`,
        // The chooser's prompt names the cargo: which tanker, how much, from where to where.
        { style: 'success', groupLabel: insureWords(view) },
      );
    }
    case 'declineInsurance':
      return choice('noInsure', 'Sail uninsured', { style: 'secondary' });
    case 'drill':
      return choice(
        'drill',
        (action.useCard
          ? `Use your Geologist's report: ${pounds(HELICOPTER.cost)}`
          : `Drill for ${pounds(DRILLING_COST)}`) + drillOption(view),
      );
    case 'helicopter':
      return choice(
        'helicopter',
        // "by helicopter": typed, `/oil move heli` finds the flight, not only "Stay at HELICOPTER".
        `Fly by helicopter to square ${HELICOPTER.drillSquare} and drill for ${pounds(HELICOPTER.cost)}${drillOption(view)}`,
      );
    case 'buyShares': {
      const price = view.shares[action.company].price;
      const company = `${companyShort(action.company)} at ${pounds(price)} a block`;
      const blocks = `${blockWords(action.blocks)} for ${pounds(price * action.blocks)}`;
      return choice('shares', `${companyShort(action.company)}: ${blocks}`, {
        steps: [company, blocks],
        command: 'trade',
      });
    }
    case 'endTurn':
      return choice('end', endLabel(view), { style: 'secondary', command: 'endturn' });
    case 'offerDeal': {
      const to = `To ${name(action.to)}`;
      const what = `${action.side === 'sell' ? 'Sell' : 'Buy'} ${goodsWords(action.goods)}`;
      const price = `for ${pounds(action.price)}`;
      // A ready-made offer names another player and a price: even as the menu's only one, the button shows it
      // to confirm rather than making it at once, unseen (the button, public, cannot name it).
      return choice('offer', `${to}: ${what} ${price}`, {
        steps: [to, what, price],
        command: 'trade',
        confirm: true,
      });
    }
    case 'acceptDeal': {
      const o = view.offers.find((x) => x.id === action.offer);
      return choice('accept', o ? offerWords(o, names, seat) : `Offer ${action.offer}`, {
        style: 'success',
        command: 'trade',
      });
    }
    case 'declineDeal': {
      const o = view.offers.find((x) => x.id === action.offer);
      return choice('decline', o ? offerWords(o, names, seat) : `Offer ${action.offer}`, {
        style: 'secondary',
        command: 'trade',
      });
    }
    case 'withdrawDeal': {
      const o = view.offers.find((x) => x.id === action.offer);
      return choice('withdraw', o ? offerWords(o, names, seat) : `Offer ${action.offer}`, {
        style: 'secondary',
        command: 'trade',
      });
    }
    case 'sellShares': {
      const price = view.shares[action.company].price;
      const pct = Math.round(INSOLVENCY.shareSaleFraction * 100);
      const bid = bankBidPerBlock(price);
      const company = `${companyShort(action.company)} (the bank pays ${pounds(bid)} a block, ${pct}% of ${pounds(price)})`;
      const blocks = `${blockWords(action.blocks)} for ${pounds(bid * action.blocks)}${saleVersusDebt(bid, action.blocks, me?.debt ?? 0)}`;
      return choice('sellShares', `${companyShort(action.company)}: ${blocks}`, {
        steps: [company, blocks],
        style: 'danger',
      });
    }
    case 'sellWell': {
      const c = CONCESSIONS[action.card - 1];
      const pct = Math.round(INSOLVENCY.wellSaleFraction * 100);
      const what = c ? `Well ${c.number} ${c.field} (${areaName(c.area)})` : `Well ${action.card}`;
      // What the sale raises, and the oil in store that goes with the well (the choice of which well to sell
      // weighs it: a full store is worth more in a fortune than the well's price).
      const stored = me?.wells.find((w) => w.card === action.card)?.tons ?? 0;
      const goes = stored > 0 ? `; its ${tons(stored)} in store go with it` : '';
      // The chooser may open by itself after a charter's freight ran into debt (the only way left to pay): its
      // prompt says first what is owed, which the public message alone had said.
      const buys = `bank buys a well for ${pct}% of its value.`;
      return choice('sellWell', what, {
        groupNote: me ? `You owe the bank ${pounds(me.debt)} and hold no shares: the ${buys}` : `The ${buys}`,
        detail: c
          ? `the bank pays ${pounds(bankBidPerWell(c.value))} (${pct}% of ${pounds(c.value)})${goes}`
          : undefined,
        style: 'danger',
      });
    }
  }
}
