/**
 * The public buttons of a Merit's "Oil" turn message, from the spectator view alone (cash, shares, stores,
 * tankers, pile sizes and open offers are on the table; kept MEMO cards and pile order are not), and the
 * private reasons a player to act cannot use one of them.
 */
import {
  AREAS,
  DRILLING_COST,
  HELICOPTER,
  SHARE_COMPANIES,
  SHIPPING_PORTS,
  PORT_OF_AREA,
  PORTS,
  charterThreshold,
  insurancePremium,
  type ShippingPort,
} from '../../games/merit-oil/data';
import type { DealOffer, MeritPlayerView, MeritView } from '../../games/merit-oil/types';
import { SHORT_LABEL, type PublicAction, type Unavailable } from './types';
import { cutName } from '../../cut-name';
import { GROUPS, type GroupName } from './merit-oil-actions';
import {
  charterArrivalChance,
  insureWords,
  lateCharterShort,
  lateCharterWords,
  NO_CONCESSION_LEFT,
  drillShort,
  drillWords,
  areaName,
  companyShort,
  goodsWords,
  offerWords,
  portName,
} from './merit-oil-words';
import { pounds, tons } from '../../games/merit-oil/words';
import { seatName } from '../../games/events';
import { listWords } from '../names';
import { chartersNow } from '../../render/merit-oil/turnWords';

/** The typed deal, beside the "Offer a deal" menu of ready-made fair offers. */
export const DEAL_FORM = { key: 'deal', label: 'Write a deal…' } as const;

const act = (g: GroupName, style?: PublicAction['style']): PublicAction => ({
  kind: 'act',
  key: GROUPS[g].key,
  label: GROUPS[g].label,
  ...(style ? { style } : {}),
});
/**
 * A greyed button: `reason` short, so the label ("Charter a tanker — no full cargo") stays within a phone's line
 * (`SHORT_LABEL`); `note`, when there is more to say, the turn message tells beside the buttons.
 */
const greyed = (g: GroupName, reason: string, note?: string): PublicAction => ({
  ...act(g),
  disabledReason: reason,
  ...(note ? { note } : {}),
});

/** Whether a player holds any block of shares (the engine's `holdsShares`, from the public view). */
const holdsShares = (p: MeritPlayerView): boolean => SHARE_COMPANIES.some((c) => p.shares[c] > 0);

/** Whether `p` holds oil in store in an area where `them` has a well to take it (the seed: "in the same area"). */
const oilFor = (p: MeritPlayerView, them: MeritPlayerView): boolean =>
  !them.bankrupt &&
  them.seat !== p.seat &&
  AREAS.some((a) => p.stores[a] > 0 && them.wells.some((w) => w.area === a));

/** Whether `them`, another player still in the game, could take `p`'s shares, or `p`'s oil into a well of theirs. */
const couldTake = (p: MeritPlayerView, them: MeritPlayerView): boolean =>
  them.seat !== p.seat && !them.bankrupt && (holdsShares(p) || oilFor(p, them));

/**
 * Whether a debtor has goods to sell another player: during a debt only a debtor's shares and oil in store change
 * hands (the oil to a player with a well in its area), to the bank (shares) or in a deal, and in a deal only to a
 * solvent buyer (rules version 5; the seed: "If you are in a solvent position, you may offer to buy shares").
 * `solvent` false: whoever could take them, in debt or not.
 */
function debtorsHaveGoods(view: MeritView, solvent = true): boolean {
  return view.players.some(
    (p) => p.debt > 0 && view.players.some((them) => (!solvent || them.debt === 0) && couldTake(p, them)),
  );
}

/** Why nobody can sell shares to the bank during a debt, when no debtor holds a share (public). */
const NO_DEBTOR_SHARES_NOTE = 'the debtors hold no shares';
/** Why nobody can deal during a debt, when no debtor has goods another player could take: short, then long. */
const NO_DEBTOR_GOODS = 'debtors have nothing to sell';
const NO_DEBTOR_GOODS_NOTE =
  'during a debt only a debtor’s shares and oil in store change hands, and the debtors hold no shares nor oil another player has a well to take';
/** Why nobody can deal during a debt, when the debtors hold goods but every other player owes the bank too. */
const NO_SOLVENT_BUYER = 'nobody solvent to buy';
const NO_SOLVENT_BUYER_NOTE =
  'only a player who owes the bank nothing may buy in a deal, and nobody who could take the debtors’ goods is';

/** Why the "Offer a deal" menu would be empty (public: holdings, cash and room are on the table). */
const NO_FAIR_DEAL =
  'no fair deal fits now (nothing to sell, or nobody with the room, the shares or the cash)';

/**
 * Why no deal can be written at all (public: nobody holds shares, nor oil another could take): short, then long.
 * A first-timer filled in the four fields of "Write a deal…" on round 1 only to be refused.
 */
const NOTHING_TO_TRADE = 'nothing to trade yet';
const NOTHING_TO_TRADE_NOTE = 'deals trade shares or oil in store; nobody has any yet';

/**
 * The note beside "Offer a deal — nothing to trade yet": once oil is in store, "nobody has any yet" was false (a
 * player whose oil lies where nobody else has a well still cannot sell it): it says what stands in the way, both
 * ways round (the player's oil where nobody else has a well, others' oil where the player has none).
 */
function nothingToTradeNote(view: MeritView, names: readonly string[]): string {
  if (!view.players.some((p) => AREAS.some((a) => p.stores[a] > 0))) return NOTHING_TO_TRADE_NOTE;
  const who = seatName(names, view.current);
  // "deals trade shares, or oil between players with wells in its area: " before it made it four lines of a
  // phone on every early turn; the reasons say what deals trade.
  return `nobody holds shares, and no oil in store lies in an area where ${who} and another player both have wells`;
}

/**
 * Whether some deal of `seat`'s has goods that could change hands (public: shares, stores and wells): shares
 * held by them or by another player still in the game, or oil in store in an area where the other party has a
 * well to take it. Room, whole holes, cash and price are the engine's to check when the deal is made.
 */
export function somethingToTrade(view: MeritView, seat: number): boolean {
  const me = view.players[seat];
  if (!me) return false;
  return view.players.some(
    (them) =>
      them.seat !== seat &&
      !them.bankrupt &&
      (holdsShares(me) || holdsShares(them) || oilFor(me, them) || oilFor(them, me)),
  );
}

/** "the offer" when `makers` wait on one offer between them, else "the offers". */
function offersOf(view: MeritView, makers: readonly number[]): string {
  return view.offers.filter((o) => makers.includes(o.from)).length === 1 ? 'the offer' : 'the offers';
}

/**
 * What `seats`, whom the game lets act without waiting on them (`status().mayAct`), may do, for the turn
 * message's "To act" (public: offers and debts are on the table). During a debt the solvent players may offer to
 * buy from the debtors (nothing to tell when the debtors have nothing to sell), and a debtor waiting on their own
 * offer may withdraw it or go on raising money (a debtor buys nothing); otherwise the maker of an offer awaiting
 * its answer may withdraw it or go on with the turn.
 */
export function meritMayActWords(
  view: MeritView,
  seats: readonly number[],
  names: readonly string[],
): string {
  const who = listWords(seats.map((s) => seatName(names, s)));
  if (view.moment === 'insolvency') {
    const owes = (s: number) => (view.players[s]?.debt ?? 0) > 0;
    const buyers = seats.filter((s) => !owes(s)).map((s) => seatName(names, s));
    const waiting = seats.filter(owes);
    const debtors = view.players.filter((p) => p.debt > 0).map((p) => seatName(names, p.seat));
    const buy = buyers.length > 0 && debtorsHaveGoods(view);
    return [
      buy ? `${listWords(buyers)} may offer to buy from ${listWords(debtors)}` : '',
      waiting.length > 0
        ? `${listWords(waiting.map((s) => seatName(names, s)))} may withdraw ${offersOf(view, waiting)} or go on raising money`
        : '',
    ]
      .filter((x) => x !== '')
      .join('; ');
  }
  if (seats.length === 1 && seats[0] === view.current)
    return `${who} may withdraw the offer or go on with the turn`;
  return `${who} may withdraw ${seats.length === 1 ? 'the offer' : 'their offers'}`;
}

/**
 * Whether `seat` may write a deal now: in their turn, when something could change hands (`somethingToTrade`),
 * or during a debt while a debtor holds shares. The engine checks the deal itself.
 */
export function mayWriteDeal(view: MeritView, seat: number): boolean {
  const p = view.players[seat];
  if (!p || p.bankrupt) return false;
  if (view.moment === 'insolvency') return debtorsHaveGoods(view);
  return (
    (view.moment === 'beforeRoll' || view.moment === 'afterRoll') &&
    seat === view.current &&
    somethingToTrade(view, seat)
  );
}

/** The cheapest block the bank still sells, or null when it has none. */
function cheapestBlock(view: MeritView): number | null {
  const prices = SHARE_COMPANIES.filter((c) => view.shares[c].bankBlocks > 0).map(
    (c) => view.shares[c].price,
  );
  return prices.length ? Math.min(...prices) : null;
}

/**
 * The greyed "Charter a tanker" of the player whose turn it is, who cannot charter anywhere (all public: stores,
 * tankers, bill piles): every tanker at sea, no port with a full cargo, or no bills left where one is full.
 */
function charterBlocked(view: MeritView, me: MeritPlayerView): PublicAction {
  if (view.tankers.every((t) => t.voyage !== null)) return greyed('charter', 'all tankers at sea');
  const full = SHIPPING_PORTS.filter((port) => me.stores[PORTS[port].area] >= charterThreshold(port));
  if (full.length > 0)
    return greyed(
      'charter',
      'no bills left',
      `no bills of lading left for ${full.map(portName).join(' or ')}`,
    );
  // The button says "no full cargo": its note, beside every early turn's buttons, how far the player is from
  // one, in two lines of a phone (three said again "no port has a full cargo yet").
  return greyed('charter', 'no full cargo', nearestCargo(me) ?? NO_FULL_CARGO_NOTE);
}

/** What a full cargo is, when the player has no well nor oil in store to say how far they are from one. */
const NO_FULL_CARGO_NOTE = "a full cargo fills a port's biggest tanker (My hand shows yours)";

/**
 * How far the player whose turn it is stands from a charter, at the port where they are nearest one (public: the
 * stores are on the marking board): "4,500 t short of a full cargo at Bandar Mashur (9,000 t needed)". The note
 * said only what a full cargo is, "(My hand shows yours)", on every early turn message: the turn's player read
 * nothing of their own there, and had to open My hand to learn whether the next production would do. Null with
 * no well and no oil in store.
 */
function nearestCargo(me: MeritPlayerView): string | null {
  const short = (port: ShippingPort) => charterThreshold(port) - me.stores[PORTS[port].area];
  const ports = SHIPPING_PORTS.filter((port) => {
    const area = PORTS[port].area;
    return me.stores[area] > 0 || me.wells.some((w) => w.area === area);
  });
  if (ports.length === 0) return null;
  const port = ports.reduce((a, b) => (short(b) < short(a) ? b : a));
  return `${tons(short(port))} short of a full cargo at ${portName(port)} (${tons(charterThreshold(port))} needed)`;
}

/**
 * "Charter a tanker", which opens a chooser of ports; with one port it charters at once, so the button itself
 * names the port and what the bill drawn blind may cost in freight (public: stores, tankers, bills and the
 * quotation are on the table), as the chooser's line would, and warns when that is more than the player's cash
 * (public too): the rules let the charter go, the rest of the freight becoming a debt to the bank. As the agreed
 * end nears it says instead the cargo's chance to arrive in time (`lateCharterWords`); with several ports, the
 * best port's, so "too far" only when it is so from each, and nothing when one of them is as good as sure. The
 * label fits a phone's line (`SHORT_LABEL`): "Charter at Tripoli (30% in time)", "(max £17,500)", "(risk of
 * debt)"; the turn message says the rest (its `note`).
 */
function charterButton(view: MeritView, me: MeritPlayerView): PublicAction {
  const [port, ...more] = me.canCharterAt;
  if (!port) return act('charter');
  // The end near: whether the cargo can still count says more than its freight (the chooser tells the rest).
  const chance = (p: ShippingPort) => charterArrivalChance(view, p) ?? 1;
  const best = me.canCharterAt.reduce((a, p) => (chance(p) > chance(a) ? p : a));
  const words = lateCharterWords(view, best);
  const what = more.length > 0 ? GROUPS.charter.label : `Charter at ${portName(port)}`;
  // One port charters at once: a freight beyond the cash is said before, whatever else the label says.
  const upTo = view.piles.freightUpTo[port];
  const debt =
    more.length === 0 && upTo > me.cash
      ? `the freight, up to ${pounds(upTo)}, may be more than the cash; the rest becomes a debt to the bank`
      : null;
  if (words) {
    const where = more.length > 0 ? `Charter a tanker at ${portName(best)}` : what;
    return {
      ...act('charter'),
      label: `${what} (${lateCharterShort(view, best)})`,
      note: `${where}: ${words} (oil still at sea at the end counts for nothing)${debt ? `; ${debt}` : ''}`,
    };
  }
  if (more.length > 0) return act('charter');
  if (debt) return { ...act('charter'), label: `${what} (risk of debt)`, note: `${what}: ${debt}` };
  return { ...act('charter'), label: `${what} (max ${pounds(upTo)})` };
}

/**
 * "Drill a test well (£50,000)" or "Fly to drill (£15,000)"; as the agreed end nears, with the well's chance to
 * strike oil before it: "Drill a test well (£50,000, 30% in time)", "(£50,000, too late)"; with the concession pile
 * empty, "(£50,000, pile empty)" (`drillWords`): within a phone's line (`SHORT_LABEL`), the turn message saying the
 * whole (its `note`).
 */
function drillButton(view: MeritView, g: 'drill' | 'helicopter'): PublicAction {
  const words = drillWords(view);
  if (!words) return act(g, 'success');
  const [what, cost] =
    g === 'drill' ? ['Drill a test well', DRILLING_COST] : ['Fly to drill', HELICOPTER.cost];
  const why =
    words === NO_CONCESSION_LEFT
      ? ''
      : ' (a well still being drilled when the game ends strikes nothing, and its cost is lost)';
  return {
    ...act(g, 'success'),
    label: `${what} (${pounds(cost)}, ${drillShort(view)})`,
    note: `${what}: ${words}${why}`,
  };
}

/**
 * The open "Drill a test well" of a player whose cash (public) is under its price but not a Geologist's report's
 * (a kept card, secret: the button stays open for its holder): the turn message says so beside it ("Drill a test
 * well: Ana has £21,675, so only with a Geologist's report (£15,000)"). A playtest's player with £21,675 read the
 * open button as theirs to press, and was refused.
 */
function drillOnlyWithReport(
  button: PublicAction,
  me: MeritPlayerView,
  names: readonly string[],
): PublicAction {
  if (me.cash >= DRILLING_COST) return button;
  const only = `${seatName(names, me.seat)} has ${pounds(me.cash)}, so only with a Geologist's report (${pounds(HELICOPTER.cost)})`;
  return { ...button, note: button.note ? `${button.note}; ${only}` : `Drill a test well: ${only}` };
}

/**
 * The seats whose buttons the turn message carries: the people among those who may act (asked or not). A
 * bot's seat is public (the lobby and the picture say which seats bots play), and a bot never presses a
 * button, so its buttons would only tempt the people waiting on it: while a bot's offer waits for a person's
 * answer, the message shows the answer alone. When only bots may act, all of them (the bots act at once).
 */
function buttonSeats(view: MeritView, bots: ReadonlySet<number>): Set<number> {
  const all = [...view.toAct, ...view.mayAct];
  const people = all.filter((s) => !bots.has(s));
  return new Set(people.length > 0 ? people : all);
}

/**
 * The open offers those shown the Accept button may answer, told beside the buttons ("Offers to answer: Ben
 * sells Ana 1 Refinery block for £25,000; …"). An offer is told in the turn message that was current when it
 * was made, but the message asking for the answer may be a later one (another offer asked someone new), and
 * Accept acts at once on one's only offer: so whoever presses it reads what they accept. `shared`: the message
 * carries other players' buttons too (the offerer's turn goes on while Ben answers), so it says who answers with
 * which ("Ben answers with Accept or Decline: …"), and outside a debt that the other buttons are the turn's
 * player's ("Ana's turn goes on with the other buttons.").
 */
function offersToAnswer(
  offers: readonly DealOffer[],
  names: readonly string[],
  shared: { answerers: readonly number[]; turnOf: number | null } | null,
): string {
  const terms = offers.map((o) => offerWords(o, names, null)).join('; ');
  if (!shared) return `Offers to answer: ${terms}`;
  const who = listWords(shared.answerers.map((s) => seatName(names, s)));
  const verb = shared.answerers.length === 1 ? 'answers' : 'answer';
  const rest =
    shared.turnOf === null ? '' : ` ${seatName(names, shared.turnOf)}'s turn goes on with the other buttons.`;
  return `${who} ${verb} with Accept or Decline: ${terms}.${rest}`;
}

/** The fewest characters a name is cut to in a button's label ("Maximil…"); the note beside says it whole. */
const LABEL_NAME_MIN = 8;

/**
 * An answer button's label naming whose it is, when the message carries other players' buttons too: "Accept the
 * deal (Ben)", "Decline the deal (Ben or Caro)", as Undo names whose move it takes back ("Undo (Ana)"). The names
 * as typed (`plainNamesOf`: a label shows no markdown), cut from the longest down to LABEL_NAME_MIN characters
 * to stay within a phone's line (`SHORT_LABEL`); five answerers cut so stay within Discord's 80.
 */
export function answerLabel(label: string, seats: readonly number[], names: readonly string[]): string {
  const longest = Math.max(LABEL_NAME_MIN, ...seats.map((s) => seatName(names, s).length));
  const named = (cut: number) =>
    `${label} (${seats.map((s) => cutName(seatName(names, s), (t) => t.length <= cut)).join(' or ')})`;
  for (let cut = longest; cut > LABEL_NAME_MIN; cut--) {
    const words = named(cut);
    if (words.length <= SHORT_LABEL) return words;
  }
  return named(LABEL_NAME_MIN);
}

/**
 * Buttons for what the players to act might do: public facts only, so hidden cards change nothing. `bots`: the
 * seats bots play (public), whose own buttons are left off while people act. `names`: the seats' names as
 * message text (escaped), for the open offers told beside the Accept button.
 */
export function meritPublicActions(
  view: MeritView,
  bots: ReadonlySet<number> = new Set(),
  names: readonly string[] = [],
  labelNames: readonly string[] = names,
): PublicAction[] {
  if (view.moment === 'over') return [];
  const me = view.players[view.current];
  if (!me) return [];
  const seats = buttonSeats(view, bots);
  const out: PublicAction[] = [];
  const asked = view.offers.filter((o) => seats.has(o.to));
  if (asked.length > 0) {
    // Whose the answer buttons are, when others' buttons stand beside them: a player answering on Ana's turn
    // saw "Roll the die" and "Accept the deal" alike, with nothing to say which were theirs.
    const answerers = [...new Set(asked.map((o) => o.to))].sort((a, b) => a - b);
    const shared = [...seats].some((s) => !answerers.includes(s))
      ? { answerers, turnOf: view.moment === 'insolvency' ? null : view.current }
      : null;
    const owned = (g: 'accept' | 'decline') =>
      shared ? { label: answerLabel(GROUPS[g].label, answerers, labelNames) } : {};
    out.push(
      { ...act('accept', 'success'), ...owned('accept'), note: offersToAnswer(asked, names, shared) },
      { ...act('decline', 'secondary'), ...owned('decline') },
    );
  }
  // The typed deal while someone who may act (asked or not) may write one: the player whose turn it is (also
  // while an offer of theirs awaits its answer), or anyone during a debt. Those who only answer are told why not.
  // With nothing anyone could trade (round 1: no shares, no oil in store), one greyed button says so.
  const form = [...seats].some((s) => mayWriteDeal(view, s));
  const deals = (): PublicAction[] => [
    [...seats].some((s) => view.players[s]?.canOfferDeal)
      ? act('offer')
      : form
        ? greyed('offer', 'no fair deal fits now')
        : greyed('offer', NOTHING_TO_TRADE, nothingToTradeNote(view, names)),
    ...(form ? [{ kind: 'form' as const, key: DEAL_FORM.key, label: DEAL_FORM.label }] : []),
  ];
  // The turn's own buttons, for its player; during a debt, for the debtors and the solvent dealers.
  const turnButtons = view.moment === 'insolvency' || seats.has(view.current);
  if (turnButtons)
    switch (view.moment) {
      case 'beforeRoll':
        out.push(
          act('roll', 'success'),
          chartersNow(me) ? charterButton(view, me) : charterBlocked(view, me),
          ...deals(),
        );
        break;
      case 'insure':
        // The button insures at once (unless a chooser offers Lloyd's card too): it says what that costs.
        out.push(
          { ...act('insure', 'success'), label: insureWords(view, { premium: true }) },
          act('noInsure', 'secondary'),
        );
        break;
      case 'afterRoll':
        if (view.choice === 'drill')
          out.push(
            me.cash >= HELICOPTER.cost
              ? drillOnlyWithReport(drillButton(view, 'drill'), me, names)
              : greyed('drill', "can't pay"),
          );
        if (view.choice === 'helicopter')
          out.push(
            me.cash >= HELICOPTER.cost ? drillButton(view, 'helicopter') : greyed('helicopter', "can't pay"),
          );
        if (view.choice === 'exchange') {
          const cheapest = cheapestBlock(view);
          out.push(
            cheapest === null
              ? greyed('shares', 'the bank has no blocks left')
              : me.cash >= cheapest
                ? act('shares', 'success')
                : greyed('shares', `a block costs ${pounds(cheapest)}`),
          );
        }
        out.push(...deals(), act('end', 'secondary'));
        break;
      case 'insolvency': {
        // The sales to the bank are the debtors' own: their buttons only when a debtor shown may press them (a
        // bot debtor sells by itself). Anyone shown may deal in a debtor's shares or oil while a debtor has some to sell.
        const debtors = view.players.filter((p) => p.debt > 0 && seats.has(p.seat));
        const shares = view.players.some((p) => p.debt > 0 && holdsShares(p));
        if (debtors.length > 0) {
          out.push(
            debtors.some(holdsShares)
              ? act('sellShares', 'danger')
              : greyed('sellShares', 'no shares', shares ? undefined : NO_DEBTOR_SHARES_NOTE),
          );
          out.push(
            debtors.every(holdsShares)
              ? greyed('sellWell', 'shares first', 'a debtor sells their shares before a well')
              : act('sellWell', 'danger'),
          );
        }
        if (debtorsHaveGoods(view)) out.push(...deals());
        else if (debtors.length > 0)
          out.push(
            debtorsHaveGoods(view, false)
              ? greyed('offer', NO_SOLVENT_BUYER, NO_SOLVENT_BUYER_NOTE)
              : greyed('offer', NO_DEBTOR_GOODS, NO_DEBTOR_GOODS_NOTE),
          );
        break;
      }
    }
  // Whose offers Withdraw takes back, when the message carries others' buttons too: a playtest's debtor saw
  // "Withdraw an offer" among her own buttons, pressed it, and was told she had no open offer (it was Ana's).
  const makers = [...new Set(view.offers.filter((o) => seats.has(o.from)).map((o) => o.from))].sort(
    (a, b) => a - b,
  );
  if (makers.length > 0)
    out.push(
      [...seats].some((s) => !makers.includes(s))
        ? { ...act('withdraw', 'secondary'), label: answerLabel(GROUPS.withdraw.label, makers, labelNames) }
        : act('withdraw', 'secondary'),
    );
  return out;
}

/**
 * Why the receiver of offer `o` cannot accept it now, from the public view: what it asks against what its buyer
 * or seller has ("it asks £40,000 and you have £10,000", "Ana has only £10,000 to pay £40,000"). An offer is made
 * only when it can be carried out, so this is what changed since: a card's payment, or shares sold in another deal.
 */
function cannotAccept(o: DealOffer, view: MeritView, names: readonly string[]): string {
  const g = o.goods;
  const [seller, buyer] = o.side === 'sell' ? [o.from, o.to] : [o.to, o.from];
  const you = (seat: number) => seat === o.to;
  const cash = view.players[buyer]!.cash;
  if (cash < o.price)
    return you(buyer)
      ? `it asks ${pounds(o.price)} and you have ${pounds(cash)}`
      : `${seatName(names, buyer)} has only ${pounds(cash)} to pay ${pounds(o.price)}`;
  const s = view.players[seller]!;
  const has = g.kind === 'shares' ? s.shares[g.company] : s.stores[g.area];
  const asked = g.kind === 'shares' ? g.blocks : g.tons;
  if (has < asked) {
    const shares = g.kind === 'shares';
    const none = shares ? `no ${companyShort(g.company)} blocks` : `no ${areaName(g.area)} oil in store`;
    const some = shares ? goodsWords({ ...g, blocks: has }) : `${goodsWords({ ...g, tons: has })} in store`;
    if (you(seller))
      return `it asks for ${goodsWords(g)} and you ${shares ? 'hold' : 'have'} ${has ? some : none}`;
    return `${seatName(names, seller)} ${shares ? 'holds' : 'has'} ${has ? `only ${some}` : none}`;
  }
  return 'the oil cannot move in whole holes, or the buyer has no room in store for it';
}

/**
 * Why `seat` has no offer to accept or decline: the offer's maker hears that it waits on the other's answer
 * ("your offer waits for Ben's answer"), anyone else that none is made to them.
 */
function noOfferToYou(view: MeritView, seat: number, names: readonly string[]): string {
  const mine = view.offers.filter((o) => o.from === seat);
  const waiting = [...new Set(mine.map((o) => o.to))];
  if (waiting.length === 0) return 'no offer is made to you';
  const them = listWords(waiting.map((s) => seatName(names, s)));
  return `your offer${mine.length > 1 ? 's wait' : ' waits'} for ${them}'s answer${waiting.length > 1 ? 's' : ''}`;
}

/** Why a move of the player whose turn it is is not `seat`'s: "it is Ana's turn (you may answer the offer)". */
function turnReason(view: MeritView, seat: number, names: readonly string[]): string {
  const answer = view.offers.some((o) => o.to === seat) ? ' (you may answer the offer)' : '';
  return `it is ${seatName(names, view.current)}'s turn${answer}`;
}

/** Why a button's action is not open to `seat` now: told only to them, from their own view. */
function reasonFor(group: string, view: MeritView, seat: number, names: readonly string[]): string {
  const p = view.players[seat]!;
  const turnOf = seatName(names, view.current);
  const activeOnly = [
    'roll',
    'charter',
    'insure',
    'no-insure',
    'drill',
    'helicopter',
    'shares',
    'end',
    DEAL_FORM.key,
  ];
  if (activeOnly.includes(group) && seat !== view.current) return turnReason(view, seat, names);
  switch (group) {
    case 'charter': {
      if (view.tankers.every((t) => t.voyage !== null)) return 'all four tankers are at sea';
      const where = SHIPPING_PORTS.filter((port) => p.wells.some((w) => w.port === port)).map((port) => {
        const area = Object.entries(PORT_OF_AREA).find(([, pt]) => pt === port)?.[0] as keyof typeof p.stores;
        if (view.piles.bills[port] === 0) return `${portName(port)}: no bills left`;
        return `${portName(port)}: ${tons(p.stores[area])} of ${tons(charterThreshold(port))}`;
      });
      return where.length ? `not enough oil in store (${where.join('; ')})` : 'you have no wells';
    }
    case 'insure': {
      const load = view.tankers.find((t) => t.tanker === view.insuring)?.voyage?.tons ?? 0;
      return `the premium is ${pounds(insurancePremium(load))} and you have ${pounds(p.cash)}`;
    }
    case 'drill':
      return `drilling costs ${pounds(DRILLING_COST)} and you have ${pounds(p.cash)}`;
    case 'helicopter':
      return `the helicopter costs ${pounds(HELICOPTER.cost)} and you have ${pounds(p.cash)}`;
    case 'shares': {
      const cheapest = cheapestBlock(view);
      return cheapest === null
        ? 'the bank has no blocks left'
        : `a block costs ${pounds(cheapest)} and you have ${pounds(p.cash)}`;
    }
    case 'offer':
      // Outside a debt only the player whose turn it is offers deals (a debt lets anyone deal with a debtor).
      if (view.moment !== 'insolvency' && seat !== view.current) return turnReason(view, seat, names);
      return view.moment === 'insolvency' && p.debt === 0 && !view.players.some((x) => x.debt > 0)
        ? 'nobody owes the bank'
        : NO_FAIR_DEAL;
    case 'accept': {
      const mine = view.offers.filter((o) => o.to === seat);
      if (mine.length === 0) return noOfferToYou(view, seat, names);
      if (mine.length === 1) return cannotAccept(mine[0]!, view, names);
      return mine.map((o) => `${offerWords(o, names, seat)}: ${cannotAccept(o, view, names)}`).join('; ');
    }
    case 'decline':
      return noOfferToYou(view, seat, names);
    case 'withdraw':
      return 'you have no open offer';
    case 'sell-shares':
      return p.debt === 0 ? 'you owe the bank nothing' : 'you hold no shares';
    case 'sell-well':
      return p.debt === 0 ? 'you owe the bank nothing' : 'sell your shares first';
    default:
      return seat === view.current ? 'not possible right now' : `it is ${turnOf}'s turn`;
  }
}

/**
 * Every open public button `seat` cannot use, with the reason (their own view: told only to them): the action
 * buttons without a legal action of theirs, and the typed deal when they may not write one.
 */
export function meritUnavailable(
  view: MeritView,
  seat: number,
  legalGroups: ReadonlySet<string>,
  names: readonly string[],
  buttons: readonly PublicAction[],
): Unavailable[] {
  if (!view.players[seat]) return [];
  return buttons
    .filter((b) =>
      b.disabledReason
        ? false
        : b.kind === 'act'
          ? !legalGroups.has(b.key)
          : b.key === DEAL_FORM.key && !mayWriteDeal(view, seat),
    )
    .map((b) => {
      // The group's own words: a lone charter's button names its port and freight, not the action.
      const label = Object.values(GROUPS).find((g) => g.key === b.key)?.label ?? b.label;
      return { b, label };
    })
    .map(({ b, label }) => ({
      group: b.key,
      label,
      doing: b.kind === 'form' ? 'write a deal' : label.charAt(0).toLowerCase() + label.slice(1),
      reason: reasonFor(b.key, view, seat, names),
    }));
}
