/**
 * What the player to act is doing, in a few words, from the public view: shared by the picture's panel and
 * the presenter's headline so they never disagree. Both put it after a name and a colon ("Ana: drill a test
 * well?"), the alt text after "to" ("Ana to drill a test well."): a verb first, and no colon of its own.
 */
import { HELICOPTER } from '../../games/merit-oil/data';
import type { LorryAt, MeritView, Trip } from '../../games/merit-oil/types';
import { pounds } from '../../games/merit-oil/words';

/**
 * What the player to act is doing, longest first: the whole words (the turn message's title, the alt text), then
 * shorter ones for the picture's header, which at 36 px (9 px on a phone) has room for about 22 characters, name
 * included, and shrank "Maximiliana Wolkenstein-Rodeneck: raise money to pay the bank" to 18 px.
 */
function meritTurnWords(
  view: Pick<MeritView, 'moment' | 'choice' | 'insuring' | 'players' | 'current'>,
): string[] {
  switch (view.moment) {
    case 'beforeRoll':
      return rollWords(view.players[view.current]);
    case 'insure':
      return [
        view.insuring ? `insure the ${view.insuring} tanker's cargo?` : 'insure the cargo?',
        'insure the cargo?',
        'insure?',
      ];
    case 'afterRoll':
      switch (view.choice) {
        case 'drill':
          return ['drill a test well?', 'drill?'];
        case 'helicopter': {
          const cost = pounds(HELICOPTER.cost);
          return [`drill by HELICOPTER for ${cost} or stay`, `HELICOPTER ${cost}?`, 'HELICOPTER?'];
        }
        case 'exchange':
          return ['buy shares at the EXCHANGE?', 'buy shares?'];
        default:
          return ['deal or end the turn', 'deal or end'];
      }
    case 'insolvency':
      return ['raise money to pay the bank', 'raise money'];
    case 'over':
      return ['game over'];
  }
}

/**
 * Whether the player can charter a tanker now: a full cargo at a port with a bill left, and a tanker free (all
 * public). The one decision behind the turn's "Charter a tanker" button, greyed when false, and the title's
 * "charter or roll", which says "roll" alone when false: it offered a charter the greyed button refused.
 */
export function chartersNow(player: Pick<MeritView['players'][number], 'canCharterAt'>): boolean {
  return player.canCharterAt.length > 0;
}

/**
 * What the roll does off the loop, by where the lorry is or the trip its next roll starts: the first row that
 * fits (the Test Drilling track by its place alone, then a flight, the conference and the Kwinana trip), its words
 * after "charter or", then shorter ones. On the loop with no trip, the roll walks: "roll".
 */
const OFF_LOOP: readonly {
  where: LorryAt['where'];
  trip?: Trip;
  roll: string;
  shorter: readonly string[];
}[] = [
  { where: 'drilling', roll: 'roll to drill on', shorter: ['roll to drill on', 'roll to drill'] },
  { where: 'air', trip: 'holiday', roll: 'roll (on holiday)', shorter: ['roll (on holiday)', 'on holiday'] },
  {
    where: 'england',
    trip: 'conference',
    roll: 'roll (at Head Office)',
    shorter: ['roll (Head Office)', 'at Head Office'],
  },
  {
    where: 'kwinana',
    trip: 'kwinana',
    roll: 'roll (Kwinana trip)',
    shorter: ['roll (Kwinana trip)', 'roll (Kwinana)'],
  },
];

/**
 * What the roll does when the lorry is off the loop (`OFF_LOOP`), after "charter or roll" (or "roll" alone when the
 * player cannot charter now: `chartersNow`), with shorter words: a first game's player on the Test Drilling track
 * read "charter or roll" and could not tell that the die now moves the drill.
 */
function rollWords(
  player: Pick<MeritView['players'][number], 'lorry' | 'trip' | 'canCharterAt'> | undefined,
): string[] {
  const { lorry, trip } = player ?? {};
  const { roll, shorter } = OFF_LOOP.find(
    (row) => row.where === lorry?.where || (row.trip !== undefined && row.trip === trip),
  ) ?? { roll: 'roll', shorter: [] };
  return player && chartersNow(player)
    ? [`charter or ${roll}`, ...shorter]
    : [...new Set([roll, ...shorter])];
}

const ANSWER_AN_OFFER = 'answer a deal offer';
/** Several players asked to answer offers, as the turn message's title says it. */
const ANSWER_OFFERS = 'answer deal offers';
/** What players asked to answer offers do, in shorter words for a title with little room (`one`: one player). */
function answerWords(one: boolean): { doing: string; shorter: string[] } {
  return one
    ? { doing: ANSWER_AN_OFFER, shorter: ['answer an offer'] }
    : { doing: ANSWER_OFFERS, shorter: ['answer offers'] };
}

/** Players the game waits on and what they do (`doing`), then the same in shorter words, shortest last. */
export interface MeritAsked {
  seats: number[];
  doing: string;
  shorter: string[];
}

/**
 * Who the game waits on, named by the picture's panel and the turn message, and what they are doing: the
 * players asked to answer a deal while its maker waits (`seatsToAct`), the debtors during insolvency (which may
 * stop the game on another player's debt; the panel marks the first), else the player whose turn it is. During a debt, the first seat
 * asked is not always a debtor: it may be the solvent player a debtor offered shares to, who answers the offer.
 * `seat` is the one the picture's panel marks; `seats`, everyone the turn message's title names: when offers
 * wait on two players, both are asked, so the title names both ("Ana and Caro: answer deal offers"), as it names
 * every debtor asked ("Ben and Dev: raise money to pay the bank"). `also`: the players asked to answer offers
 * besides, while debtors raise money (a debtor's offer to a solvent player, another debtor still selling).
 * Each group's `shorter` words are for a title with little room.
 */
export function meritActing(
  view: Pick<MeritView, 'moment' | 'choice' | 'insuring' | 'toAct' | 'offers' | 'current' | 'players'>,
): MeritAsked & { seat: number; also?: MeritAsked } {
  const owes = (s: number) => (view.players[s]?.debt ?? 0) > 0;
  const main =
    view.moment === 'insolvency'
      ? (view.toAct.find(owes) ?? view.players.findIndex((_, s) => owes(s)))
      : view.current;
  const answering = view.toAct.filter((s) => view.offers.some((o) => o.to === s));
  const [first] = answering;
  if (first !== undefined && !view.toAct.includes(main))
    return { seat: first, seats: answering, ...answerWords(answering.length === 1) };
  // Every debtor the game waits on raises money at once (an OIL NEWS levy can put several in debt): the title
  // names them all, "Ben and Dev: raise money to pay the bank", where it named Ben alone and Dev read himself
  // waiting on Ben.
  const seats = view.moment === 'insolvency' ? view.toAct.filter(owes) : [main];
  const [doing, ...shorter] = meritTurnWords(view);
  const acting = { seat: main, seats: seats.length > 0 ? seats : [main], doing: doing!, shorter };
  // One debtor's offer may wait on a solvent player while another debtor still raises money: both are asked, so
  // the title names both, each with what they do ("Ben: raise money to pay the bank · Caro: answer a deal
  // offer"), where it named Ben alone and Caro was not told the game waited on her.
  const others = answering.filter((s) => !acting.seats.includes(s));
  if (others.length === 0) return acting;
  return { ...acting, also: { seats: others, ...answerWords(others.length === 1) } };
}

/**
 * The player the picture's panel names and what they are doing: one seat, so of several asked to answer
 * offers, the first, answering one ("Ana: answer a deal offer"); the turn message's title names them all.
 */
export function meritPanelActing(view: Parameters<typeof meritActing>[0]): {
  seat: number;
  doing: string;
  shorter: string[];
} {
  const acting = meritActing(view);
  if (acting.doing === ANSWER_OFFERS || acting.doing === ANSWER_AN_OFFER)
    return {
      seat: acting.seat,
      doing: ANSWER_AN_OFFER,
      shorter: ['answer an offer', 'answer offer', 'answer'],
    };
  const shorter = meritTurnWords(view).slice(1);
  const last = shorter.at(-1) ?? acting.doing;
  return { seat: acting.seat, doing: acting.doing, shorter: [...shorter, ...(PANEL_SHORTEST[last] ?? [])] };
}

/**
 * The panel's fewest words, after the turn message's shortest (keyed by it): the header leaves a bot's name whole
 * where they fit ("Greedy bot: roll", where it read "Greedy…: charter or roll"; `turnLine`). The buttons and the
 * turn message say the rest.
 */
const PANEL_SHORTEST: Readonly<Record<string, readonly string[]>> = {
  'charter or roll': ['roll'],
  'at Head Office': ['in England'],
  'roll (Kwinana)': ['at Kwinana'],
  'HELICOPTER?': ['helicopter?', 'HELI?'],
  'buy shares?': ['shares?'],
  'raise money': ['in debt'],
};

/**
 * The round the picture and the turn message show: the one in play, or once the game is over the round of its
 * last turn (a game that ends stays there: rules version 4), never past the limit.
 */
export function meritRound(view: Pick<MeritView, 'round' | 'roundLimit'>): number {
  return view.roundLimit ? Math.min(view.round, view.roundLimit) : view.round;
}
