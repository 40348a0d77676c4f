/**
 * Merit's "Oil" in Discord words. Public (turn message, alt text, scores): what lies on the table — cash,
 * shares, wells and stores, lorries, tankers and their bills, the quotation, pile sizes, open offers — from
 * the spectator view alone. Private (choosers, reasons, the hand): the player's own view, which adds the MEMO
 * cards they keep. Forced steps (the lorry's move, cards, tankers, production) come as the move's events.
 */
import { plural } from '../../games/awards';
import { formatSeats, seatName } from '../../games/events';
import {
  DRILLING_COST,
  DRILLING_TRACK,
  FREIGHT_LEVELS,
  GAME_LENGTHS,
  HELICOPTER,
  HOLIDAY,
  INSURANCE,
  PORTS,
  SHIPPING_PORTS,
  charterThreshold,
  SQUARE_NAMES,
  WAIVE_PAYMENT_FROM,
  type KeptUse,
  type SquareKind,
} from '../../games/merit-oil/data';
import {
  meritOptionsSchema,
  type LorryAt,
  type MeritAction,
  type MeritView,
} from '../../games/merit-oil/types';
import { cardWords, isKeptCardLine } from '../../games/merit-oil/cards';
import { pounds, tons } from '../../games/merit-oil/words';
import { meritActing, meritRound, type MeritAsked } from '../../render/merit-oil/turnWords';
import { shortMoney } from '../../render/merit-oil/cards';
import { altNamesOf, listWords, namesOf, plainNamesOf, scoreNamesOf } from '../names';
import { scoreOrder } from '../summary/message';
import { ENDED_TEXT } from '../texts';
import { fittedTitle, titleRoom, type TitleWording } from '../title-fit';
import { renderSnapshot } from './picture';
import { drawMeritOilSince, drawMeritOilView } from '../../render';
import type { HandView, Presenter } from './types';
import { gameEnded } from './types';
import { describeMeritAction } from './merit-oil-actions';
import { meritForms } from './merit-oil-forms';
import { DEAL_FORM, meritMayActWords, meritPublicActions, meritUnavailable } from './merit-oil-public';
import {
  areaName,
  companyShort,
  destinationShort,
  lateCharterWords,
  meritView,
  offerWords,
  portName,
} from './merit-oil-words';
import { meritPlayOrder } from './play-order';

/** Where a lorry is, in words. */
export function lorryWords(at: LorryAt, square: SquareKind | null): string {
  switch (at.where) {
    case 'loop':
      return `on ${square ? SQUARE_NAMES[square] : 'square'} (square ${at.square})`;
    case 'drilling':
      // "of 11": how far the well is from its end (the picture shows the track; the words did not).
      return at.section < 0
        ? 'at the top of the drilling track'
        : `drilling a test well, section ${at.section + 1} of ${DRILLING_TRACK.length}`;
    case 'air':
      // The city, as the log names it ("flew on to Nice"), not the stop's number.
      return `on holiday in ${HOLIDAY.stops[at.stop] ?? `air stop ${at.stop + 1}`}`;
    case 'england':
      return 'in England for the conference';
    case 'kwinana':
      return 'at Kwinana';
  }
}

/** The seats bots play (public: the lobby and the picture say so). */
function botSeats(snap: Parameters<Presenter['publicActions']>[0]): Set<number> {
  return new Set(snap.seats.filter((s) => s.botKind !== null).map((s) => s.seat));
}

/** Why the end matters to a charter: oil still at sea when the game ends counts in no fortune. */
const AT_SEA_AT_THE_END = 'oil still at sea at the end counts for nothing';

/** The end note in the agreed last round: a cargo chartered now is lost unless it arrives this round. */
export const LAST_ROUND_NOTE = `last round: ${AT_SEA_AT_THE_END}`;

/**
 * The turn message's note as the agreed end nears, where everyone reads it, first under its title (public: the
 * round, the limit, the canal and the ports' bills are on the table): from the round in which a cargo chartered at
 * some port may no longer arrive in time (`lateCharterWords`, as the charter button and chooser say), the rounds
 * left and why they matter ("5 rounds left: oil still at sea …"); in the last round `LAST_ROUND_NOTE`. It came in
 * the last round only, too late to ship the oil sooner or keep it in store.
 */
export function endNote(view: MeritView): string | null {
  if (view.roundLimit === null || view.moment === 'over') return null;
  const left = view.roundLimit - view.round + 1;
  if (left <= 1) return LAST_ROUND_NOTE;
  return SHIPPING_PORTS.some((port) => lateCharterWords(view, port) !== null)
    ? `${left} rounds left: ${AT_SEA_AT_THE_END}`
    : null;
}

/** "1 stage to go", "3 stages to go". */
function stagesToGo(n: number): string {
  return `${plural(n, 'stage', 'stages')} to go`;
}

function who(names: readonly string[], seat: number): string {
  return seatName(names, seat);
}

function scoreLine(view: MeritView, seat: number, names: readonly string[]): string {
  const p = view.players[seat]!;
  const f = p.fortune;
  const stored = p.wells.reduce((a, w) => a + w.tons, 0);
  // Oil at sea is in no part of the fortune until it is sold: said beside it, so a charter's fall in the fortune
  // reads as oil gone to sea, not money lost (public: every tanker at sea shows its bill).
  const atSea = view.tankers.reduce((a, t) => a + (t.voyage?.owner === seat ? t.voyage.tons : 0), 0);
  const shares = (['refinery', 'shipping'] as const)
    .filter((c) => p.shares[c] > 0)
    .map((c) => `${companyShort(c)} ${p.shares[c]}`);
  const head = `**${who(names, seat)}** ${pounds(f.total)}`;
  // Out of the game: its noughts ("cash £0 · 0 wells") say nothing the word does not.
  if (p.bankrupt) return `${head} · bankrupt`;
  if (view.moment === 'over')
    return `${head} = wells ${pounds(f.wells)} + stores ${pounds(f.stores)} + shares ${pounds(f.shares)} + cash ${pounds(f.cash)}`;
  return [
    head,
    `cash ${pounds(p.cash)}`,
    plural(p.wells.length, 'well', 'wells'),
    stored ? `${tons(stored)} stored` : '',
    atSea ? `${tons(atSea)} at sea` : '',
    ...shares,
    p.keptCount ? `${p.keptCount} MEMO kept` : '',
    p.debt ? `owes ${pounds(p.debt)}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The bills of lading left in each port's pile, after the score lines while the game goes on: "Bills of lading left:
 * Mina al Ahmadi 10 · Tripoli 3 · …" (public: the piles lie on the table). The picture's panel had them in a table
 * whose 18 px names came out 4.5 px on a phone held upright, and no room for five ports at a readable size.
 */
export function billsLine(view: MeritView): string {
  const piles = SHIPPING_PORTS.map((port) => `${portName(port)} ${view.piles.bills[port] ?? 0}`);
  return `Bills of lading left: ${piles.join(' · ')}`;
}

/** Players the game waits on and what they do, as the title or the alt text says them. */
type Asked = Pick<MeritAsked, 'seats' | 'doing'>;

/** The groups `meritActing` asks: those it names, then `also` those answering offers while debtors raise money. */
function askedGroups(acting: ReturnType<typeof meritActing>): MeritAsked[] {
  return [acting, ...(acting.also ? [acting.also] : [])];
}

/** The title's words for `groups`, each group's players as `asked` says them: "Ben and Dev: raise money…". */
function titleWords(groups: readonly Asked[], asked: (seats: number[]) => string): string {
  return groups.map((g) => `${asked(g.seats)}: ${g.doing}`).join(' · ');
}

/**
 * Who the game waits on and what they do, as `meritActing` says (`also`: those answering offers while debtors
 * raise money): in the title "Ben: raise money to pay the bank · Caro: answer a deal offer", in the alt text
 * "Ben to raise money to pay the bank; Caro to answer a deal offer" (a statement: no question mark).
 */
function actingWords(
  acting: ReturnType<typeof meritActing>,
  names: readonly string[],
  form: 'title' | 'alt',
): string {
  const groups = askedGroups(acting);
  const asked = (seats: number[]) => listWords(seats.map((s) => who(names, s)));
  if (form === 'title') return titleWords(groups, asked);
  return groups.map((g) => `${asked(g.seats)} to ${g.doing.replace(/\?$/, '')}`).join('; ');
}

/**
 * `actingWords` in the title within `room` characters (`fittedTitle`): whole; each name cut down to 8 characters;
 * the same with what they do in shorter words ("raise money", "answer offers"); then several players asked alike
 * counted ("5 players: raise money"), a player asked alone named. Three or more 32-character names cut to 8 ran
 * to 89–131 characters. To act and the ping name everyone whole.
 */
function fittedActingWords(
  acting: ReturnType<typeof meritActing>,
  names: readonly string[],
  room: number,
): string {
  const groups = askedGroups(acting);
  const levels = Math.max(...groups.map((g) => g.shorter.length));
  const worded = (level: number): Asked[] =>
    groups.map((g) => ({
      seats: g.seats,
      doing: [g.doing, ...g.shorter][Math.min(level, g.shorter.length)]!,
    }));
  const wordings: TitleWording[] = Array.from(
    { length: levels + 1 },
    (_, level) => (named) => titleWords(worded(level), named),
  );
  return fittedTitle(wordings, names, room);
}

/** The picture's alt text; `ended`: the game was ended early (no one's move any more). */
function altText(view: MeritView, names: readonly string[], title: string, ended: boolean): string {
  const level = FREIGHT_LEVELS[view.freightLevel - 1];
  const round = view.roundLimit
    ? `round ${meritRound(view)} of ${view.roundLimit}`
    : `round ${meritRound(view)}`;
  const acting = meritActing(view);
  const head = view.result
    ? formatSeats(view.result.summary, names)
    : ended
      ? ENDED_TEXT
      : `${actingWords(acting, names, 'alt')}.`;
  const players = view.players.map((p) => {
    // As the picture's panel tags them: a bankrupt player's lorry is off the board, a debt is owed.
    if (p.bankrupt) return `${who(names, p.seat)} bankrupt, out of the game`;
    const stored = p.wells.reduce((a, w) => a + w.tons, 0);
    const owes = p.debt > 0 ? `, owes ${pounds(p.debt)}` : '';
    return `${who(names, p.seat)} ${lorryWords(p.lorry, p.square)}, cash ${pounds(p.cash)}${owes}, ${plural(p.wells.length, 'well', 'wells')}, ${tons(stored)} stored, fortune ${pounds(p.fortune.total)}`;
  });
  const tankers = view.tankers.flatMap((t) => {
    const v = t.voyage;
    return v
      ? [
          `${t.tanker} tanker (${who(names, v.owner)}) ${tons(v.tons)} to ${destinationShort(v.destination)}, ${stagesToGo(v.route.length)}`,
        ]
      : [];
  });
  const parts = [
    `${title} board, ${round}.`,
    head,
    `Freight quotation ${view.freightLevel}${level ? ` (${level.label})` : ''}; Suez ${view.suezOpen ? 'open' : 'closed'}.`,
    `${players.join('; ')}.`,
    tankers.length ? `At sea: ${tankers.join('; ')}.` : 'No tanker at sea.',
  ];
  return parts.join(' ').slice(0, 1024);
}

/**
 * How a kept card is played, after its words in My hand: the Emir's friendship has no button (it plays itself),
 * so a holder reading only "cancel one payment" looked for one.
 */
const KEPT_USE_WORDS: Readonly<Record<KeptUse, string>> = {
  cheapDrilling: 'choose it when you drill',
  freeInsurance: 'choose it when you insure a cargo',
  waivePayment: `it plays itself on the first payment a card orders of ${pounds(WAIVE_PAYMENT_FROM)} or more, or one you could not pay in cash`,
};

/**
 * Per shipping port, what the player holds in its area's stores and what a charter there needs (seed: "do not
 * charter until you have enough oil to fill the biggest tanker arriving at your port of exit"), and whether one
 * may sail now: the greyed "Charter a tanker" has room only for "no full cargo" (and the turn message for a line on
 * why). "In store … needed" and "enough", not "22,500 t of 18,000 t · full": a store may hold more than the
 * biggest tanker, and that read as a store over its capacity ("full" is the well lines' word for a store that
 * stops production). Only the ports the player has oil or a well for: all five, most of them "0 t … 18,000 t
 * short", made a long list on a phone. With none, one short line.
 */
export function cargoLines(view: MeritView, seat: number): string[] {
  const p = view.players[seat]!;
  const free = view.tankers.some((t) => t.voyage === null);
  const now = seat === view.current && view.moment === 'beforeRoll';
  const ports = SHIPPING_PORTS.filter((port) => {
    const area = PORTS[port].area;
    return p.stores[area] > 0 || p.wells.some((w) => w.area === area);
  });
  if (ports.length === 0) return ['**Cargo to charter a tanker**: none (no well, no oil in store)'];
  const out = [
    '**Cargo to charter a tanker** (a charter needs oil for the biggest tanker calling at the port; the bill drawn sets the cargo, the rest stays in store)',
  ];
  for (const port of ports) {
    const need = charterThreshold(port);
    const held = p.stores[PORTS[port].area];
    const state =
      held < need
        ? `${tons(need - held)} short`
        : p.canCharterAt.includes(port)
          ? now
            ? 'enough: you may charter there now'
            : 'enough: charter before you roll, on your turn'
          : view.piles.bills[port] === 0
            ? 'enough, but no bills of lading are left there'
            : !free
              ? 'enough, but all four tankers are at sea'
              : p.wells.length === 0
                ? 'enough, but only a well owner may charter'
                : 'enough';
    out.push(
      `${portName(port)} (${areaName(PORTS[port].area)}): ${tons(held)} in store, ${tons(need)} needed · ${state}`,
    );
  }
  return out;
}

/**
 * What the game waits for from `seat` apart from the moves of their own turn, as My hand's first lines: each deal
 * offered to them, to answer, and a debt to the bank to raise. A player asked on another's turn opens My hand to
 * weigh them against their cash and holdings, and reads them first. Public words, shown to that player only.
 */
export function meritAsks(view: MeritView, names: readonly string[], seat: number): string[] {
  const out = view.offers
    .filter((o) => o.to === seat)
    .map((o) => `⚠️ **${offerWords(o, names, seat)}**: accept or decline it on the turn message.`);
  const debt = view.players[seat]?.debt ?? 0;
  if (debt > 0)
    out.push(
      `⚠️ **You owe the bank ${pounds(debt)}**: sell shares (then a well) to the bank, or shares or oil in store to another player, before play goes on.`,
    );
  return out;
}

function hand(snap: Parameters<Presenter['hand']>[0], seat: number): HandView {
  const view = meritView(snap, seat);
  const names = namesOf(snap);
  const p = view.players[seat];
  if (!p) return { title: 'Your hand', description: 'You are not playing in this game.' };
  const ended = gameEnded(snap);
  const title = `Your hand — ${who(names, seat)}`;
  // Out of the game: what is true for them now, not a list of noughts and prices they can no longer use.
  if (p.bankrupt)
    return {
      title,
      description: `**You went bankrupt** and are out of the game: the bank wrote off your debt; any cargo you had at sea was lost and any MEMO card you kept went back under the pile. Your fortune counts as nil${ended ? '.' : '; the game goes on without you.'}`,
    };
  const asks = ended ? [] : meritAsks(view, names, seat);
  const lines: string[] = asks.length ? [...asks, ''] : [];
  lines.push(`**Cash**: ${pounds(p.cash)}${p.debt ? ` — you owe the bank ${pounds(p.debt)}` : ''}`);
  // Its parts add up to it, cash too (it left cash out, and the sum read short by the cash above it); a debt
  // beyond the cash is taken off ("− debt less cash £4,600", where a playtest read "+ cash less debt -£4,600").
  const f = p.fortune;
  const cashPart = !p.debt
    ? `+ cash ${pounds(f.cash)}`
    : f.cash >= 0
      ? `+ cash less debt ${pounds(f.cash)}`
      : `− debt less cash ${pounds(-f.cash)}`;
  lines.push(
    `**Fortune${ended ? '' : ' so far'}**: ${pounds(f.total)} = wells ${pounds(f.wells)} + stores ${pounds(f.stores)} + shares ${pounds(f.shares)} ${cashPart}`,
  );
  // Where the lorry stands, which only the picture showed: a player weighing a charter or a drill before the
  // roll looked here for it, and a small lorry on a phone's picture is hard to find.
  if (!ended) lines.push(`**Your lorry**: ${lorryWords(p.lorry, p.square)}`);
  lines.push('', '**Wells**');
  if (p.wells.length === 0) lines.push('none');
  // By card number, as the picture's card strip shows them: listed as won, a struck well came after the
  // starting ones ("17, 18, 8") beside a picture reading 8, 17, 18.
  for (const w of [...p.wells].sort((a, b) => a.card - b.card))
    lines.push(
      `${w.card} ${w.field} (${areaName(w.area)}): ${tons(w.tons)} of ${tons(w.capacityTons)}${w.tons >= w.capacityTons ? ' — full, production stops' : ''} · +${tons(w.weeklyTons)} a week · worth ${pounds(w.value)}`,
    );
  const shares = (['refinery', 'shipping'] as const).map(
    (c) => `${companyShort(c)} ${p.shares[c]} (${pounds(view.shares[c].price)} a block)`,
  );
  lines.push('', `**Shares**: ${shares.join(', ')}`);
  const mine = view.tankers.filter((t) => t.voyage?.owner === seat);
  if (mine.length) {
    // After the game a cargo at sea sells for nothing: "sells for £89,000 at today's quotation · insured" read
    // as money still to come, beside a fortune that rightly left it out.
    lines.push(
      '',
      ended ? `**Your tankers still at sea** (${AT_SEA_AT_THE_END})` : '**Your tankers at sea**',
    );
    for (const t of mine) {
      const v = t.voyage!;
      const voyage = `${t.tanker}: ${tons(v.tons)} to ${destinationShort(v.destination)}, ${stagesToGo(v.route.length)}`;
      lines.push(
        ended
          ? voyage
          : `${voyage}, sells for ${pounds(v.saleToday)} at today's quotation${insuranceWords(v.insured, view.insuring === t.tanker)}`,
      );
    }
  }
  if (!ended) lines.push('', ...cargoLines(view, seat));
  lines.push('', '**Kept MEMO cards** (only you see them)');
  if (view.keptCards.length === 0) lines.push('none');
  // How to play it, while it can still be played.
  for (const c of view.keptCards)
    lines.push(ended ? cardWords(c) : `${cardWords(c)} (${KEPT_USE_WORDS[c.use]})`);
  // After the game: what the player held, not open offers or what things cost.
  if (ended) return { title, description: lines.join('\n').slice(0, 4000) };
  // The offers made to them open the hand (`meritAsks`); theirs, awaiting an answer, are listed here.
  const offers = view.offers.filter((o) => o.from === seat);
  if (offers.length) {
    lines.push('', '**Your open offers**');
    for (const o of offers) lines.push(offerWords(o, names, seat));
  }
  // The quotation and the canal set what a charter costs and a cargo sells for: the picture showed them, the hand,
  // where a player weighs a charter against their cash, did not.
  const level = FREIGHT_LEVELS[view.freightLevel - 1];
  lines.push(
    '',
    `**Freight**: quotation ${view.freightLevel} of ${FREIGHT_LEVELS.length}${level ? ` (${level.label}: ×${level.multiple})` : ''} · Suez ${view.suezOpen ? 'open' : 'closed'}`,
    `**Costs**: drilling ${pounds(DRILLING_COST)} (${pounds(HELICOPTER.cost)} from HELICOPTER) · insurance ${pounds(INSURANCE.premiumPer1000Tons)} per 1,000 t, pays ${pounds(INSURANCE.payoutPer1000Tons)} per 1,000 t`,
  );
  return { title, description: lines.join('\n').slice(0, 4000) };
}

/** The buttons (and the typed `/oil trade`) that answer a deal offer. */
const ANSWER_KEYS = new Set(['accept', 'decline', 'trade']);

/** What a bankrupt player who presses a button or types a move is told: they play no more turns. */
export const OUT_OF_THE_GAME =
  'You went bankrupt and are out of this game: you play no more turns, but you can still follow it here.';

/**
 * Why `seat`, whom the game does not wait on, cannot act: a bankrupt player is out of the game (the plain "It's
 * Ana's turn — you can act when it is yours." promised a turn that never comes). While deal offers wait for their
 * answers, in place of the plain "It's Ben's turn", which names the player answering an offer as the one whose
 * turn it is: on an answer button, whose offers these are to answer; on any other, whose turn it is, and who
 * answers an offer meanwhile. Null when no offer is open (the plain words are right) or during a debt (the
 * debtors are asked then).
 */
export function notAskedWords(
  view: MeritView,
  names: readonly string[],
  seat: number,
  key: string,
): string | null {
  if (view.players[seat]?.bankrupt && view.moment !== 'over') return OUT_OF_THE_GAME;
  const open = view.offers;
  if (open.length === 0 || view.moment === 'insolvency' || view.moment === 'over') return null;
  if (view.toAct.includes(seat)) return null;
  const answering = [...new Set(open.map((o) => o.to))];
  const answerers = listWords(answering.map((s) => who(names, s)));
  if (ANSWER_KEYS.has(key)) {
    const offers = open.map((o) => offerWords(o, names, seat)).join('; ');
    return `No deal offer waits for your answer (${offers}): only the player offered a deal answers it.`;
  }
  if (seat === view.current) return null;
  const verb = answering.length === 1 ? 'is' : 'are';
  // No promise of when the reader acts: another player's turn may come first (`notYourTurnText`).
  return `It's ${who(names, view.current)}'s turn, and ${answerers} ${verb} answering a deal offer.`;
}

export const meritOilPresenter: Presenter = {
  gameId: 'merit-oil',
  botWords: {
    // It deals too (the seed's "nose for business"): a player choosing it in the lobby should expect its offers.
    greedy:
      'Charters and insures when it can pay; drills, buys shares with spare cash; offers deals for profit',
  },
  // A 20-round game is another game than a 30-round one: the lobby said neither, so who joined could not tell.
  lobbyOptions(options) {
    const parsed = meritOptionsSchema.safeParse(options ?? {});
    if (!parsed.success) return null;
    const { length } = parsed.data;
    const rounds = GAME_LENGTHS[length].rounds;
    return `Length: ${length} (${rounds ? `${rounds} rounds` : 'until every bill of lading is used'})`;
  },
  publicActions(snap) {
    return meritPublicActions(meritView(snap, null), botSeats(snap), namesOf(snap), plainNamesOf(snap));
  },
  choices(snap, seat) {
    const view = meritView(snap, seat);
    const names = plainNamesOf(snap);
    const legal = snap.module.legalActions(snap.state, seat) as MeritAction[];
    return legal.map((action, index) => ({
      ...describeMeritAction(action, view, names, seat),
      index,
      action,
    }));
  },
  unavailable(snap, seat) {
    const legal = meritOilPresenter.choices(snap, seat);
    const groups = new Set(legal.map((c) => c.group));
    const buttons = meritPublicActions(meritView(snap, null), botSeats(snap), namesOf(snap));
    return meritUnavailable(meritView(snap, seat), seat, groups, namesOf(snap), buttons);
  },
  notAsked(snap, seat, key) {
    return notAskedWords(meritView(snap, null), namesOf(snap), seat, key);
  },
  typedHelp:
    '`/oil roll`, `/oil trade` (offer, accept or decline a deal), `/oil endturn`, or `/oil move` for anything ' +
    '(charter, insure, drill, buy shares…); every move autocompletes.',
  typedCommands: ['roll', 'trade', 'endturn'],
  typedOfferHelp:
    `A deal here names a player, the goods and a price, not give and get: write it with "${DEAL_FORM.label}" on ` +
    'the turn message, or pick a ready-made one with `/oil trade choice:`. Nothing changed.',
  forms(snap, seat) {
    return meritForms(meritView(snap, seat), seat, plainNamesOf(snap));
  },
  mayActWords(snap, seats) {
    return meritMayActWords(meritView(snap, null), seats, namesOf(snap));
  },
  turnOf(snap) {
    const view = meritView(snap, null);
    return view.moment === 'over' ? null : view.current;
  },
  playOrder: (snap) => meritPlayOrder(meritView(snap, null)),
  headline(snap) {
    const view = meritView(snap, null);
    const round = view.roundLimit
      ? `round ${meritRound(view)}/${view.roundLimit}`
      : `round ${meritRound(view)}`;
    if (view.moment === 'over') return `${round} · game over`;
    const acting = meritActing(view);
    const room = titleRoom(snap.module.title) - `${round} · `.length;
    return `${round} · ${fittedActingWords(acting, plainNamesOf(snap), room)}`;
  },
  // The end near warns once, where everyone reads it: a charter now may not arrive in time. The title said it,
  // and ran to 130 characters late in the game; the body's first line says it whole.
  headlineNote(snap) {
    const note = endNote(meritView(snap, null));
    return note && `${note[0]!.toUpperCase()}${note.slice(1)}`;
  },
  scoreLines(snap) {
    const view = meritView(snap, null);
    const names = scoreNamesOf(snap);
    // At the end the fortunes are ranked, the winner first, as the final standings below them are.
    const lines = scoreOrder(snap.status).map((seat) => scoreLine(view, seat, names));
    // While ships may still be chartered, the ports' piles after them (the picture has no room for them).
    return view.moment === 'over' ? lines : [...lines, billsLine(view)];
  },
  altText(snap) {
    const ended = snap.record.lifecycle === 'abandoned';
    return altText(meritView(snap, null), altNamesOf(snap), snap.module.title, ended);
  },
  /**
   * A score is a fortune in pounds: "£2,015,575", on the chart's legend "£2.02m" (the picture's own short money);
   * to the pound, as an average of fortunes in the stats is ("£919,875", not "£919,875.5").
   */
  scoreWords(score, short) {
    return short ? shortMoney(score) : pounds(Math.round(score));
  },
  /** The rounds played, as the headline counts them (the one the game ended in, never past the limit). */
  roundsPlayed(snap) {
    return meritRound(meritView(snap, null));
  },
  /** A bankrupt player's £0 is no fortune counted to nil: the standings say "bankrupt", as the scores do. */
  standingNotes(snap) {
    return meritView(snap, null).players.map((p) => (p.bankrupt ? 'bankrupt' : null));
  },
  hand,
  listedInHand: isKeptCardLine,
  picture: drawMeritOilView,
  sincePicture: drawMeritOilSince,
  async render(snap, select) {
    return renderSnapshot(snap, [drawMeritOilView], select);
  },
};

/** A voyage's insurance in My hand: its question still open right after the charter says so, not "uninsured". */
function insuranceWords(insured: boolean, asking: boolean): string {
  if (insured) return ' · insured';
  return asking ? ' · not insured yet (the turn message asks)' : ' · uninsured';
}
