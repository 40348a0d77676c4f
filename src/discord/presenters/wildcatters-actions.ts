/**
 * Every Wildcatters action as a choice: its group (one button each), the button's label, the choice's label
 * in the picture's words, and for choices made in several steps (transport: from where → to which
 * refinery → on whose tanker, when several could carry → how many barrels, at what cost) the steps the chooser
 * asks one at a time, the last one the choice itself.
 */
import type {
  ActionsOpen,
  PendingView,
  RefineryState,
  RegionId,
  Source,
  TurnStep,
  WildcattersAction,
  WildcattersView,
} from '../../games/wildcatters/types';
import type { ActionChoice } from './types';
import { ordinalWords } from './words';
import {
  areaCard,
  barrelsWords,
  cardWords,
  chipWords,
  fieldWords,
  harbourWords,
  railwayWords,
  regionName,
  setUpCardWords,
  shareOwners,
  sharesWords,
  siteWords,
  sourceWords,
} from './wildcatters-words';
import {
  AREA_LIST,
  BARRELS_PER_PUMP_JACK,
  CONSOLIDATION_CHIPS,
  DELIVERY_VP_PER_BARREL,
  DEVELOP_COST,
  DISPLAY_REFRESH_VP_COST,
  DRILL_COST,
  DRILL_MIN_RIGS,
  DRILL_VP,
  HARBOURS,
  LOAN_EARLY_REPAY_SHARES,
  LOAN_EARLY_REPAY_ROUND,
  LOAN_FINAL_REPAY_SHARES,
  LOAN_SHARES,
  OVERSEAS_VP_PER_BARREL,
  PIGGYBACK_SHARES,
  REFINERY_CAPACITY,
  REFINERY_CHIP_VP,
  REFINERY_COST,
  REFINERY_SHARES_PER_BARREL,
  REFINERY_SITES,
  RIG_COST_BY_ORDINAL_IN_AREA,
  TANKER_COST,
  TRAIN_COST,
  TRANSPORT_COST_PER_BARREL,
  TRANSPORT_FEE_PER_BARREL,
  WILDCATTER_DISK_BARRELS,
  WILDCATTER_DISK_VP_BY_COUNT,
} from '../../games/wildcatters/data';
import { rigCost } from '../../games/wildcatters/build';
import {
  FIELD_BY_ID,
  FIELDS_OF_REGION,
  fieldRegion,
  isArea,
  railwayRegion,
  siteRegion,
} from '../../games/wildcatters/map';
import {
  feeOwners,
  findWay,
  rideRoomFor,
  ridersBefore,
  sourceField,
  tankerMoveCost,
  type Way,
} from '../../games/wildcatters/transport';
import { listWords, plural } from '../../games/awards';
import { chipLoanWarning, chipPaymentWords } from './wildcatters-chip';
import { seatName } from '../../games/events';
import { canBuyChip } from '../../games/wildcatters/turn';

export type Described = Omit<ActionChoice, 'index' | 'action'>;

/** The groups and their buttons' labels, in the order the turn message shows them. */
export const GROUPS = {
  place: 'Place a starting piece',
  'place-tanker': 'Place your tanker',
  card: 'Take an area card',
  refresh: `Refresh the display (−${DISPLAY_REFRESH_VP_COST} VP)`,
  rig: 'Build a rig',
  train: 'Build a train',
  tanker: 'Build a tanker',
  refinery: 'Build a refinery',
  drill: 'Drill',
  develop: 'Develop',
  transport: 'Transport oil',
  'move-tanker': 'Move a tanker',
  empty: 'Empty a refinery',
  piggyback: `Piggy-back (${PIGGYBACK_SHARES} shares)`,
  bid: 'Bid for the disk',
  ride: 'Ride along',
  repay: `Repay loans (${LOAN_EARLY_REPAY_SHARES} each)`,
  'final-empty': 'Empty a refinery (final scoring)',
  chip: 'Buy the consolidation chip',
  end: 'End turn',
  loan: `Take a loan (+${LOAN_SHARES} shares, −${LOAN_FINAL_REPAY_SHARES} at the end)`,
  pass: 'Pass',
} as const;

export type Group = keyof typeof GROUPS;

/** What "Pass" means for the question asked (the button says it). */
export function passLabel(view: WildcattersView): string {
  const p: PendingView | null = view.pending;
  if (p?.kind === 'piggyback') return 'No piggy-back';
  if (p?.kind === 'auction') return 'Pass (no bid)';
  if (p?.kind === 'rideAlong') return "Don't ride along";
  if (p?.kind === 'repay') return 'Keep my loans';
  if (p?.kind === 'finalEmpty') return 'Empty none';
  if (view.step === 'chip') return "Don't buy the chip";
  return 'Pass';
}

/**
 * Whether the game's last turn is being played (the final round's last in order), a question put during it
 * included: final scoring follows it, so a loan taken now is repaid when it ends. Public: round, order, turn.
 */
function lastTurnNow(view: WildcattersView): boolean {
  return view.phase === 'turns' && view.round >= view.rounds && view.current === view.order.at(-1);
}

/**
 * The public loan button's label: its terms, which at final scoring's refinery question say that the end is now
 * (a loan taken then is repaid at once, 25 shares for the 10 it gives), and on the game's last turn that the end
 * is when the turn ends (a playtest: one click took a loan that only cost, with "−25 at the end" as if far off).
 */
export function loanLabel(view: WildcattersView): string {
  if (view.pending?.kind === 'finalEmpty')
    return `Take a loan (+${LOAN_SHARES} shares, −${LOAN_FINAL_REPAY_SHARES} at final scoring now)`;
  if (lastTurnNow(view))
    return `Take a loan (+${LOAN_SHARES} shares, −${LOAN_FINAL_REPAY_SHARES} when this last turn ends)`;
  return GROUPS.loan;
}

/** What a loan loses when its shares go unspent before it is repaid at the end: 25 shares for the 10 it gives. */
const LOAN_LOSS = `a loss of ${LOAN_FINAL_REPAY_SHARES - LOAN_SHARES}`;

/**
 * What a loan gives and costs: "+10 shares now, a barrel on the bank; repay 18 in round 5 or 25 at the end" (the
 * barrel comes from the supply, back when repaid; after round 5 only the end: each loan still held then costs its
 * shares, then workers or VP if the shares fall short). At final scoring's refinery question the end is now; on
 * the game's last turn it is when the turn ends, and the loss is sure unless the shares are spent before.
 */
function loanWords(view: WildcattersView): string {
  if (view.pending?.kind === 'finalEmpty')
    return `Take a loan: +${LOAN_SHARES} shares now, repaid at once at final scoring: −${LOAN_FINAL_REPAY_SHARES} shares (${LOAN_LOSS})`;
  if (lastTurnNow(view))
    return `Take a loan: +${LOAN_SHARES} shares now, repaid at final scoring when this last turn ends: −${LOAN_FINAL_REPAY_SHARES} shares (${LOAN_LOSS}, unless the ${LOAN_SHARES} buy more this turn)`;
  const early =
    view.round < LOAN_EARLY_REPAY_ROUND
      ? `${LOAN_EARLY_REPAY_SHARES} in round ${LOAN_EARLY_REPAY_ROUND} or `
      : '';
  return `Take a loan: +${LOAN_SHARES} shares now, a barrel on the bank; repay ${early}${LOAN_FINAL_REPAY_SHARES} at the end`;
}

/** The picture's mark for a choice that starts from `source`: the field its barrels stand on. */
function spotOfSource(source: Source): { spot?: string } {
  const field = sourceField(source);
  return field === null ? {} : { spot: field };
}

/**
 * Why a starting piece may go outside the discarded card's area, said under the piece: no card in the hand can
 * place it in its own area (the design fallback: it goes anywhere it fits, with any card). Null for a piece
 * placed in the card's area, as the header's note says.
 */
function placedAnywhere(piece: 'rig' | 'train' | 'refinery', at: string, cardId: string): string | null {
  const region = piece === 'rig' ? fieldRegion(at) : piece === 'train' ? railwayRegion(at) : siteRegion(at);
  if (region === areaCard(cardId)?.area) return null;
  // Within a menu option's 100 characters: the card is chosen already, so "with any card" goes unsaid.
  const why =
    piece === 'refinery'
      ? 'their continents hold refineries'
      : piece === 'rig'
        ? 'their fields are full'
        : 'their lines are taken';
  return `No card in your hand can place it (${why}): it may go anywhere it fits`;
}

/** What holds for every card of the starting placement, said once under the chooser's header. */
export const PLACEMENT_NOTE =
  'The card you discard only names the area of the piece: its bonus is not paid in the starting placement.';

/**
 * A choice as the chooser lists it. Its label is kept whole: a menu option longer than Discord's 100 characters
 * is shortened where it is shown, with "…" (`chooserComponents`), and a typed choice's name where it is listed
 * (`choiceNames`), rather than cut here mid-word (a transport on the tanker of a player with a long name).
 */
function choice(group: Group, label: string, extra: Partial<Described> = {}): Described {
  return { group, groupLabel: GROUPS[group], label, command: 'move', ...extra };
}

/** A group note, when there is one to say. */
function noted(note: string | undefined): Partial<Described> {
  return note ? { groupNote: note } : {};
}

/** A group note, when there is one to say, and a Confirm with it, so that even a lone choice shows it. */
function confirmedNote(note: string | undefined): Partial<Described> {
  return note ? { groupNote: note, confirm: true } : {};
}

/**
 * What the W beside an area's wildcatter field is, said under that field in the placement and rig menus: "The W:
 * the Texas wildcatter disk's spot; once won, its barrel ships by this field's lines". Null for other fields.
 */
function diskSpot(field: string): string | null {
  if (!FIELD_BY_ID.get(field)?.wildcatterSpot) return null;
  const area = regionName(fieldRegion(field));
  return `The W: the ${area} wildcatter disk's spot; once won, its barrel ships by this field's lines`;
}

/**
 * Why a rig costs more than the first three of its area, under it in the rig menu: "The 4th rig in Indonesia: it
 * can then be drilled", "The 5th rig in Indonesia: 6 workers from the 4th on" (counted over rigs and pump jacks
 * of every colour, as the price is). Null for a rig at the base price.
 */
function dearerRig(view: WildcattersView, region: RegionId, cost: number): string | null {
  if (cost <= RIG_COST_BY_ORDINAL_IN_AREA[0]!) return null;
  const n = (FIELDS_OF_REGION.get(region) ?? []).reduce((a, f) => a + (view.fields[f]?.length ?? 0), 0) + 1;
  const nth = `The ${ordinalWords(n)} rig in ${regionName(region)}`;
  return n === DRILL_MIN_RIGS && !view.drilled[region]
    ? `${nth}: it can then be drilled`
    : `${nth}: ${cost} workers from the ${ordinalWords(RIG_COST_BY_ORDINAL_IN_AREA.length)} on`;
}

/** Under the area card menu: what the card's area decides for the turn, and that its bonus comes at once. */
export const CARD_NOTE =
  'Its bonus is yours at once, and its area is where you may build rigs and a refinery and drill this turn (the white continents too).';

/** Under a refinery card in the area card menu: what it does (rules, turn step 6 and final scoring step 1). */
export const REFINERY_CARD_WORDS =
  'Empties a partial refinery once in your turns, and once more at final scoring if you choose';

/** The build and oil actions the player to act may still take, as the note below names them. */
const OPEN_WORDS: readonly [keyof ActionsOpen, 'build' | 'oil', string][] = [
  ['rig', 'build', 'a rig'],
  ['train', 'build', 'a train'],
  ['tanker', 'build', 'a tanker'],
  ['refinery', 'build', 'a refinery'],
  ['drill', 'oil', 'drill'],
  ['develop', 'oil', 'develop'],
  ['transport', 'oil', 'transport oil'],
];

const STEP_ORDER: readonly TurnStep[] = ['card', 'build', 'oil', 'tankers', 'empty', 'chip'];

/**
 * What an action of a later step ends for the player to act, said in its chooser: the turn's steps go build,
 * oil, tankers, emptying and never back, so a drill ends the building, and a tanker move the oil actions too,
 * which the buttons do not say (a playtest moved a tanker to the harbour its oil needed and lost the transport
 * it was moved for). Only what is still open is named (the view's `actionsOpen`, the engine's own listers, and
 * the viewer's unused tankers): "… after this you can no longer build (a rig or a train), develop or move a
 * tanker this turn." Undefined when the action loses nothing.
 */
export function endsEarlierSteps(
  view: WildcattersView,
  step: 'oil' | 'tankers' | 'empty',
): string | undefined {
  if (view.viewer === null || view.viewer !== view.current) return undefined;
  const index = (s: TurnStep) => STEP_ORDER.indexOf(s);
  // A step is lost when the turn has not passed it yet and the action's step comes after it.
  const lostStep = (s: TurnStep) => index(view.step) <= index(s) && index(s) < index(step);
  const open = view.actionsOpen;
  const still = (kind: 'build' | 'oil') =>
    open
      ? OPEN_WORDS.filter(([group, s]) => s === kind && open[group] && lostStep(s)).map(([, , w]) => w)
      : [];
  const builds = still('build');
  const lost = [
    ...(builds.length === 0
      ? []
      : [builds.length === 1 ? `build ${builds[0]}` : `build (${listWords(builds, 'or')})`]),
    ...still('oil'),
  ];
  const seat = view.viewer;
  if (
    lostStep('tankers') &&
    tankerMoveCost(view.tankerMovesThisTurn) <= (view.players[seat]?.workers ?? 0) &&
    view.tankers.some((t) => t.owner === seat && !t.used)
  )
    lost.push('move a tanker');
  if (lost.length === 0) return undefined;
  return `The turn's steps go build, oil, tankers, emptying, never back: after this you can no longer ${listWords(lost, 'or')} this turn.`;
}

/** The chip the active player may buy now: the next of the chosen card's continent's stack. */
export function nextChipIndex(view: WildcattersView): number | null {
  const c = view.chosenCard ? areaCard(view.chosenCard) : undefined;
  if (!c) return null;
  const continent = continentOfArea(c.area);
  if (!continent) return null;
  const taken = view.chipsTaken[continent] ?? 0;
  return taken < CONSOLIDATION_CHIPS.length ? taken : null;
}

function continentOfArea(area: string) {
  return AREA_LIST.find((a) => a.id === area)?.continent;
}

/**
 * A named tanker as the transport's carrier, with what it costs the viewer: the chooser's step ("On Ben's
 * tanker from Durban (Southern Africa, east): 1 share a barrel to Ben", "On your tanker from …: no fee") and
 * a short form for the choice's label ("on Ben's tanker").
 */
function carrierWords(
  tanker: number,
  view: WildcattersView,
  names: readonly string[],
): { step: string; short: string } {
  const t = view.tankers[tanker];
  if (!t) return { step: `On tanker ${tanker + 1}`, short: `on tanker ${tanker + 1}` };
  const from = harbourWords(t.harbour);
  if (t.owner === view.viewer)
    return { step: `On your tanker from ${from}: no fee`, short: 'on your tanker' };
  const name = seatName(names, t.owner);
  return {
    step: `On ${name}'s tanker from ${from}: ${sharesWords(TRANSPORT_FEE_PER_BARREL)} a barrel to ${name}`,
    short: `on ${name}'s tanker`,
  };
}

/** The harbour where the transport's named tanker waits (the picture marks it at the tanker's menu). */
function carrierHarbour(tanker: number | undefined, view: WildcattersView): string | undefined {
  return tanker === undefined ? undefined : view.tankers[tanker]?.harbour;
}

/** "8 workers": what a build, an oil action or a carry costs. */
const workersWords = (n: number) => plural(n, 'worker', 'workers');

/** A menu choice with what it costs: "Texas upper field (8 workers)". */
const withCost = (words: string, workers: number) => `${words} (${workersWords(workers)})`;

/**
 * Barrels with what carrying them on `way` costs the viewer: "2 barrels: 8 workers, 2 shares to Chidi and 2 to
 * Ben" (`workers` a barrel; the train's owner, then the tanker's; one owner of both is paid the sum). A rider pays
 * no workers: "2 barrels: 2 shares to Chidi", or "2 barrels: no fee".
 */
function barrelsWithCost(
  n: number,
  workers: number,
  way: Way | null,
  view: WildcattersView,
  names: readonly string[],
): string {
  const costs = workers > 0 ? [workersWords(n * workers)] : [];
  const paid = new Map<number, number>();
  if (way && view.viewer !== null)
    for (const owner of feeOwners(view, view.viewer, way))
      paid.set(owner, (paid.get(owner) ?? 0) + n * TRANSPORT_FEE_PER_BARREL);
  const fees = [...paid].map(([owner, shares], i) => {
    const name = seatName(names, owner);
    return i === 0 ? `${sharesWords(shares)} to ${name}` : `${shares} to ${name}`;
  });
  if (fees.length > 0) costs.push(fees.join(' and '));
  return `${barrelsWords(n)}: ${costs.length > 0 ? costs.join(', ') : 'no fee'}`;
}

/**
 * Whose refinery `r` is (the colour its barrels' shares are paid in) and how full, as a transport's chooser says
 * it under the refinery or on its step: "Ben's, holds 2 of 5 barrels", "yours, …" ("Yours" to `open` a line).
 */
function refineryHolds(
  r: RefineryState,
  view: WildcattersView,
  names: readonly string[],
  open = false,
): string {
  const whose = r.owner !== view.viewer ? `${seatName(names, r.owner)}'s` : open ? 'Yours' : 'yours';
  return `${whose}, holds ${r.barrels.length} of ${REFINERY_CAPACITY} barrels`;
}

/**
 * A refinery as a transport's destination: whose it is, how full (`refineryHolds`), and whether the oil crosses
 * the sea (a VP more a barrel): "Ben's, holds 2 of 5 barrels; by sea (+1 VP a barrel)".
 */
function refineryDetail(
  site: string,
  way: Way | null,
  view: WildcattersView,
  names: readonly string[],
): string | undefined {
  const r = view.refineries[site];
  if (!r) return undefined;
  const route = !way
    ? ''
    : way.tanker >= 0
      ? `; by sea (+${OVERSEAS_VP_PER_BARREL} VP a barrel)`
      : '; by rail';
  return `${refineryHolds(r, view, names, true)}${route}`;
}

/**
 * The starting placements with one card of each area: the set-up pays no bonus, so two cards of one area place
 * the same pieces in the same spots, and the menu (which names a card by its area) would list each twice.
 */
export function oneCardPerArea(choices: ActionChoice[]): ActionChoice[] {
  const seen = new Set<string>();
  return choices.filter((c) => {
    const a = c.action as WildcattersAction;
    if (a.type !== 'place') return true;
    const key = `${areaCard(a.card)?.area ?? a.card} ${a.piece} ${a.at}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A transport's chooser says each thing once. Where a source reaches one refinery, the chooser takes that step
 * without a menu, and its detail would be a line of its own below the steps, naming the refinery again and its
 * way, which the barrels' detail says too: a playtest's Confirm read "› To Venezuela refinery …", then "To
 * Venezuela refinery: …; by rail", then "By rail: +1 VP". Whose it is and how full go on the step itself ("To
 * Venezuela refinery (Ben's, holds 0 of 5 barrels)"); the way, under the barrels.
 */
export function loneRefinerySteps(
  choices: ActionChoice[],
  view: WildcattersView,
  names: readonly string[],
): ActionChoice[] {
  const transport = (c: ActionChoice) => {
    const a = c.action as WildcattersAction;
    return a.type === 'transport' && c.steps ? a : null;
  };
  const sites = new Map<string, Set<string>>();
  for (const c of choices)
    if (transport(c)) sites.set(c.steps![0]!, (sites.get(c.steps![0]!) ?? new Set()).add(c.steps![1]!));
  return choices.map((c) => {
    const a = transport(c);
    const r = a && view.refineries[a.site];
    if (!a || !r || sites.get(c.steps![0]!)!.size > 1) return c;
    const steps = [...c.steps!];
    steps[1] = `${steps[1]} (${refineryHolds(r, view, names)})`;
    return { ...c, steps, stepDetails: c.stepDetails?.map((d, i) => (i === 1 ? undefined : d)) };
  });
}

/**
 * A partial refinery as one to empty: whose it is and what its barrels pay back, each barrel its owner's
 * shares of the refinery owner's colour: "Ben's refinery, 3 barrels: you +6 shares, Ben +3 shares".
 */
function emptyingDetail(site: string, view: WildcattersView, names: readonly string[]): string | undefined {
  const r = view.refineries[site];
  if (!r) return undefined;
  const name = (seat: number) => seatName(names, seat);
  const whose = r.owner === view.viewer ? 'Your refinery' : `${name(r.owner)}'s refinery`;
  const paid = new Map<number, number>();
  for (const owner of r.barrels) paid.set(owner, (paid.get(owner) ?? 0) + REFINERY_SHARES_PER_BARREL);
  const gains = [...paid].map(([seat, n]) => `${seat === view.viewer ? 'you' : name(seat)} +${n} shares`);
  return `${whose}, ${barrelsWords(r.barrels.length)}: ${gains.join(', ')}`;
}

/**
 * Above final scoring step 1's refineries: the card asked, what an emptying pays, and the viewer's cards still to
 * come: "Final scoring 1: your Alaska refinery card may empty one partial refinery, or none (Empty none). Each
 * barrel goes back to its owner with 3 shares of the refinery owner's colour. Your Texas refinery card is asked
 * next."
 */
function finalEmptyNote(view: WildcattersView): string | undefined {
  const p = view.pending;
  if (p?.kind !== 'finalEmpty') return undefined;
  const area = (id: string) => regionName(areaCard(id)?.area ?? id);
  const mine = p.queue.filter((c) => c.seat === view.viewer).map((c) => `${area(c.card)} refinery card`);
  const later =
    mine.length === 0
      ? ''
      : ` Your ${listWords(mine)} ${mine.length === 1 ? 'is' : 'are'} asked after this one.`;
  return (
    `Final scoring 1: your ${area(p.card)} refinery card may empty one partial refinery, or none (${passLabel(view)}). ` +
    `Each barrel goes back to its owner with ${REFINERY_SHARES_PER_BARREL} shares of the refinery owner's colour.${later}`
  );
}

/**
 * The last refinery card's Empty none ends the game (the nine steps follow), which Undo cannot take back: it is
 * confirmed, as an emptying is, and says so. One with cards still to ask stays one click.
 */
function lastCardKept(view: WildcattersView): Partial<Described> {
  const p = view.pending;
  if (p?.kind !== 'finalEmpty' || p.queue.length > 0) return {};
  return {
    detail: 'The last refinery card: final scoring follows at once and the game ends.',
    confirm: true,
  };
}

/**
 * The answer that ends the game's last turn (End the turn with no chip question to follow, Buy the chip or Don't
 * buy it) runs final scoring, which may end the game at once, and a finished game cannot be undone: it is
 * confirmed, and says so, under what else the choice says (`detail`: what the chip is paid with). Read off the
 * public view: the final round's last turn. Every such answer is confirmed, even when the refinery cards'
 * question comes first: the rule is one and the same for the player, and needs no secrets.
 */
function lastTurnEnded(view: WildcattersView, ends: boolean, detail?: string): Partial<Described> {
  if (!lastTurnNow(view) || !ends || view.pending !== null) return detail ? { detail } : {};
  const words = 'The last turn of the game: final scoring follows and the game ends.';
  return { detail: detail ? `${detail}\n${words}` : words, confirm: true };
}

/**
 * What the disk up for auction is worth to `seat`: its area, the barrel it gives at once (from their supply,
 * none when it is empty), and the VP their disks score at the end without it and with it (both public).
 */
export function diskWorth(
  view: WildcattersView,
  seat: number,
): { area: string; barrels: number; held: number; before: number; after: number } | undefined {
  const p = view.pending;
  if (p?.kind !== 'auction') return undefined;
  const held = Object.values(view.disks).filter((d) => d?.owner === seat).length;
  const before = WILDCATTER_DISK_VP_BY_COUNT[held] ?? 0;
  const after = WILDCATTER_DISK_VP_BY_COUNT[held + 1] ?? before;
  const barrels = Math.min(WILDCATTER_DISK_BARRELS, view.players[seat]?.supply.barrels ?? 0);
  return { area: regionName(p.area), barrels, held, before, after };
}

/**
 * What the disk up for auction is worth to the viewer, said once above the bids: "The Texas disk gives you
 * 1 barrel at once and 3 VP more at the end (2 disks score 5 VP, 1 scores 2)."
 */
function diskNote(view: WildcattersView): string | undefined {
  const w = view.viewer === null ? undefined : diskWorth(view, view.viewer);
  if (!w) return undefined;
  const { held, before, after } = w;
  const now = w.barrels > 0 ? `${barrelsWords(w.barrels)} at once` : 'no barrel (your supply has none left)';
  const end =
    held === 0
      ? `${after} VP at the end (your first disk)`
      : `${after - before} VP more at the end (${held + 1} disks score ${after} VP, ${held} ${held === 1 ? 'scores' : 'score'} ${before})`;
  return `The ${w.area} disk gives you ${now} and ${end}.`;
}

/**
 * What a drill on `field` brings the viewer, from public counts: "A pump jack with 3 barrels, +2 VP; then the
 * Texas disk is auctioned" (the barrels as many as their supply still holds; the auction only at an area's first
 * drill, while its disk is unwon).
 */
function drillWords(field: string, view: WildcattersView): string {
  const region = fieldRegion(field);
  const auction =
    isArea(region) && !view.disks[region] ? `; then the ${regionName(region)} disk is auctioned` : '';
  return `${pumpJackWords(view)}, +${DRILL_VP} VP${auction}`;
}

/** The pump jack a drill or a development makes: "A pump jack with 3 barrels" (as many as the supply holds). */
function pumpJackWords(view: WildcattersView): string {
  const supply = view.viewer === null ? 0 : (view.players[view.viewer]?.supply.barrels ?? 0);
  const barrels = Math.min(BARRELS_PER_PUMP_JACK, supply);
  return barrels > 0
    ? `A pump jack with ${barrelsWords(barrels)}`
    : 'A pump jack with no barrel (your supply has none left)';
}

/**
 * The way a transport's oil goes and the VP its delivery earns (a VP a barrel, another a barrel that crosses the
 * sea), the last step's detail, which a Confirm shows too: "By sea, Maracaibo → Rotterdam on your tanker: +6 VP
 * (2 a barrel)", "By rail: +2 VP (1 a barrel)".
 */
function deliveryWords(
  action: Extract<WildcattersAction, { type: 'transport' }>,
  way: Way | null,
  view: WildcattersView,
  names: readonly string[],
): string | undefined {
  if (!way) return undefined;
  const bySea = way.tanker >= 0;
  const each = DELIVERY_VP_PER_BARREL + (bySea ? OVERSEAS_VP_PER_BARREL : 0);
  const vp = `+${action.barrels * each} VP (${each} a barrel)`;
  if (!bySea) return `By rail: ${vp}`;
  const harbour = (id: string | null | undefined) => HARBOURS.find((h) => h.id === id)?.name ?? '?';
  const to = REFINERY_SITES.find((r) => r.id === action.site)?.harbour;
  return `By sea, ${harbour(way.seaFrom)} → ${harbour(to)} ${carrierWords(way.tanker, view, names).short}: ${vp}`;
}

/** The way the viewer's transport takes (null when it has none: then the engine refuses it anyway). */
function transportWay(
  action: Extract<WildcattersAction, { type: 'transport' }>,
  view: WildcattersView,
): Way | null {
  const field = sourceField(action.source);
  if (field === null || view.viewer === null) return null;
  return findWay(view, view.viewer, field, action.site, action.tanker);
}

/** The way riders join: the active player's transport's. */
function rideWay(view: WildcattersView): Way | null {
  const p = view.pending;
  return p?.kind === 'rideAlong' ? { railway: p.railway, tanker: p.tanker, seaFrom: null } : null;
}

/**
 * The riders loaded before the viewer, and the room they leave in the refinery. Riders load clockwise from the
 * active player once everyone has answered, and each answer is public ("Ben asked to ride along with 2
 * barrels"): a rider after Ben who filled the refinery gets nothing, whatever the menu offers (it offers up to
 * the refinery's room). `left` is the room the answers so far leave; `note` says so, once above the barrels,
 * when anyone loads before the viewer: "Riders load clockwise from Ana: before you, Ben, who asked for 2
 * barrels. The Alaska refinery has room for 2: none left for you."
 */
function ridersAhead(
  view: WildcattersView,
  names: readonly string[],
): { left: number; unanswered: string[]; note?: string } {
  const p = view.pending;
  if (p?.kind !== 'rideAlong' || view.viewer === null) return { left: REFINERY_CAPACITY, unanswered: [] };
  const name = (seat: number) => seatName(names, seat);
  const room = Math.max(0, REFINERY_CAPACITY - (view.refineries[p.site]?.barrels.length ?? 0));
  const left = rideRoomFor(view, view.viewer);
  const ahead: string[] = [];
  const unanswered: string[] = [];
  for (const o of ridersBefore(view, view.viewer)) {
    const ask = p.asks[o];
    if (ask) {
      ahead.push(`${name(o)}, who asked for ${plural(ask.barrels, 'barrel', 'barrels')}`);
    } else if (p.waiting.includes(o)) {
      ahead.push(`${name(o)}, who has not answered yet`);
      unanswered.push(name(o));
    }
  }
  if (ahead.length === 0) return { left, unanswered };
  const rest =
    left === 0
      ? 'none left for you'
      : `${left} left for you${unanswered.length > 0 ? `, fewer if ${listWords(unanswered, 'or')} rides along` : ''}`;
  return {
    left,
    unanswered,
    note:
      `Riders load clockwise from ${name(view.current)}: before you, ${ahead.join('; ')}. ` +
      `The ${siteWords(p.site)} has room for ${plural(room, 'barrel', 'barrels')}: ${rest}.`,
  };
}

/**
 * What a loan taken while asked to ride along cannot do, said before it is taken (the rules allow a loan at any
 * moment, and it stands whatever the ride then carries): "A loan holds no room in the Arabia refinery: Ben, loaded
 * before you, has not answered yet and may fill it, and your ride would carry fewer barrels or none. The loan
 * stays yours either way." With no room left, that it carries nothing. Undefined when the room is sure.
 */
function rideLoanNote(view: WildcattersView, names: readonly string[]): string | undefined {
  const p = view.pending;
  if (p?.kind !== 'rideAlong' || view.viewer === null || !p.waiting.includes(view.viewer)) return undefined;
  const { left, unanswered } = ridersAhead(view, names);
  const site = siteWords(p.site);
  if (left === 0)
    return (
      `A loan makes no room: the riders loaded before you asked for all the room in the ${site}, so none of your ` +
      `barrels can ride along. The loan would stay yours all the same.`
    );
  if (unanswered.length === 0) return undefined;
  const who = `${listWords(unanswered)}, loaded before you, ${unanswered.length === 1 ? 'has' : 'have'}`;
  return (
    `A loan holds no room in the ${site}: ${who} not answered yet and may fill it, and your ride would carry ` +
    `fewer barrels or none. The loan stays yours either way.`
  );
}

/**
 * The VP a ride of `n` barrels earns the rider, as a transport's do (a VP a barrel delivered, another a barrel
 * that crosses the sea): "+4 VP (1 a barrel delivered, +1 a barrel by sea)". Only `left` of them fit after the
 * riders loaded before (`ridersAhead`): "+0 VP: no room after the riders before you".
 */
function rideVpWords(n: number, view: WildcattersView, left: number): string {
  const bySea = view.pending?.kind === 'rideAlong' && view.pending.tanker >= 0;
  const each = DELIVERY_VP_PER_BARREL + (bySea ? OVERSEAS_VP_PER_BARREL : 0);
  const fit = Math.min(n, left);
  if (fit < n)
    return `+${fit * each} VP: ${fit === 0 ? 'no room' : `room for ${fit}`} after the riders before you`;
  const sea = bySea ? `, +${OVERSEAS_VP_PER_BARREL} a barrel by sea` : '';
  return `+${n * each} VP (${DELIVERY_VP_PER_BARREL} a barrel delivered${sea})`;
}

/** One action as a choice; `names` by seat, for the choices that name a player (whose tanker carries oil). */
export function describeWildcattersAction(
  action: WildcattersAction,
  view: WildcattersView,
  names: readonly string[],
): Described {
  switch (action.type) {
    case 'place': {
      const piece = action.piece === 'rig' ? 'Rig' : action.piece === 'train' ? 'Train' : 'Refinery';
      const disk = action.piece === 'rig' ? diskSpot(action.at) : null;
      const away = placedAnywhere(action.piece, action.at, action.card);
      const at =
        action.piece === 'rig'
          ? `${fieldWords(action.at)}${disk ? ' (with the W disk spot)' : ''}`
          : action.piece === 'train'
            ? railwayWords(action.at)
            : siteWords(action.at);
      return choice('place', `${piece}: ${at}`, {
        steps: [
          // The card only names the area here, without the bonus it does not pay (two cards of one area are
          // one option: `oneCardPerArea`); that no bonus is paid holds for every card, so the chooser says it once.
          `Discard ${setUpCardWords(action.card)}`,
          piece,
          at,
        ],
        // Under the piece, why it may leave the card's area (the design fallback); under a field with the W,
        // what the W is (the picture draws it beside the field's rig spots).
        ...(away || disk ? { stepDetails: [undefined, away ?? undefined, disk ?? undefined] } : {}),
        groupNote: PLACEMENT_NOTE,
        spot: action.at,
      });
    }
    case 'placeTanker':
      return choice('place-tanker', harbourWords(action.harbour), { spot: action.harbour });
    case 'chooseCard': {
      const id = view.display[action.slot];
      return choice(
        'card',
        `Slot ${action.slot + 1}: ${id ? cardWords(id, shareOwners(view, names), view.viewer) : 'empty'}`,
        // What the card's area is for, which the slots alone do not say: a first-timer picked by the bonus. Under
        // a refinery card, what "refinery card" means.
        {
          ...(id ? { spot: id } : {}),
          ...(id && areaCard(id)?.refinery ? { detail: REFINERY_CARD_WORDS } : {}),
          groupNote: CARD_NOTE,
        },
      );
    }
    case 'refreshDisplay':
      // Confirmed even alone: the new display stands (Undo cannot take it back), so a stray click on the public
      // button would cost the VP for good.
      return choice('refresh', `Clear and refresh the display for ${DISPLAY_REFRESH_VP_COST} VP`, {
        style: 'secondary',
        confirm: true,
        detail: 'The 8 new cards stand: Undo cannot take them back',
      });
    case 'buildRig': {
      const region = fieldRegion(action.field);
      const cost = rigCost(view, region);
      const dearer = dearerRig(view, region, cost);
      // Both said, the W in its short form: an option's line holds 100 characters.
      const disk = dearer
        ? FIELD_BY_ID.get(action.field)?.wildcatterSpot
          ? `${dearer}; the W: ${regionName(region)}'s wildcatter disk spot`
          : dearer
        : diskSpot(action.field);
      return choice('rig', withCost(fieldWords(action.field), cost), {
        ...(disk ? { detail: disk } : {}),
        spot: action.field,
        command: 'build',
      });
    }
    case 'buildTrain':
      return choice('train', withCost(railwayWords(action.railway), TRAIN_COST), {
        steps: [
          regionName(railwayRegion(action.railway)),
          withCost(railwayWords(action.railway), TRAIN_COST),
        ],
        spot: action.railway,
        command: 'build',
      });
    // Each menu says what its choice costs, as the rig's does: the buttons do not.
    case 'buildTanker':
      return choice('tanker', withCost(harbourWords(action.harbour), TANKER_COST), {
        spot: action.harbour,
        command: 'build',
      });
    case 'buildRefinery':
      return choice('refinery', withCost(siteWords(action.site), REFINERY_COST), {
        spot: action.site,
        command: 'build',
      });
    case 'drill':
      // Confirmed even alone: the public button names neither the field nor the cost, and a drill soon stands
      // (it asks the others at once, and their answers cannot be undone); the option says what it brings.
      return choice('drill', withCost(fieldWords(action.field), DRILL_COST), {
        detail: drillWords(action.field, view),
        ...noted(endsEarlierSteps(view, 'oil')),
        spot: action.field,
        command: 'oil',
        confirm: true,
      });
    case 'develop':
      return choice('develop', withCost(fieldWords(action.field), DEVELOP_COST), {
        detail: pumpJackWords(view),
        // A lone develop that ends the building is confirmed, so its note is seen (one would be made at the click).
        ...confirmedNote(endsEarlierSteps(view, 'oil')),
        spot: action.field,
        command: 'oil',
      });
    case 'piggyback':
      return choice('piggyback', `Convert your rig on ${fieldWords(action.field)}`, {
        spot: action.field,
        command: 'oil',
        style: 'success',
      });
    case 'bid':
      return choice('bid', `Bid ${sharesWords(action.shares)}`, {
        command: 'oil',
        style: 'success',
        // A lone bid (one share to bid) is confirmed: the public button names no amount, and a sealed bid stands.
        confirm: true,
        groupNote: diskNote(view),
      });
    case 'transport': {
      const carrier = action.tanker === undefined ? null : carrierWords(action.tanker, view, names);
      const from = sourceWords(action.source);
      const to = siteWords(action.site);
      const barrels = barrelsWords(action.barrels);
      const way = transportWay(action, view);
      return choice('transport', `${barrels}: ${from} → ${to}${carrier ? `, ${carrier.short}` : ''}`, {
        steps: [
          from,
          `To ${to}`,
          ...(carrier ? [carrier.step] : []),
          barrelsWithCost(action.barrels, TRANSPORT_COST_PER_BARREL, way, view, names),
        ],
        // Under the refinery, whose and how full; under the barrels (what a Confirm shows), the way the oil
        // goes and the VP it earns.
        stepDetails: [
          undefined,
          refineryDetail(action.site, way, view, names),
          ...(carrier ? [undefined] : []),
          deliveryWords(action, way, view, names),
        ],
        // Each step's menu marks the places it picks between: the sources' fields (a disk stands on its area's
        // upper field), then the refineries, then the harbours the tankers wait in; the barrels are no place.
        stepSpots: [
          sourceField(action.source) ?? undefined,
          action.site,
          ...(carrier ? [carrierHarbour(action.tanker, view)] : []),
          undefined,
        ],
        command: 'oil',
        // Confirmed even alone, as a drill is: the public button names neither the way nor the cost (workers,
        // and share fees to the owners of the train and tanker), and a transport soon stands (those with oil on
        // the field are asked at once to ride along, and their answers cannot be undone); the Confirm says the
        // way the oil goes and the VP it earns.
        confirm: true,
        ...noted(endsEarlierSteps(view, 'oil')),
        ...spotOfSource(action.source),
      });
    }
    case 'rideAlong': {
      const ahead = ridersAhead(view, names);
      return choice('ride', barrelsWords(action.barrels), {
        steps: [sourceWords(action.source), barrelsWithCost(action.barrels, 0, rideWay(view), view, names)],
        // What the ride earns, under each number of barrels.
        stepDetails: [undefined, rideVpWords(action.barrels, view, ahead.left)],
        // Who loads first and what room they leave; a lone ride is confirmed, so the note is seen.
        ...(ahead.note ? { groupNote: ahead.note, confirm: true } : {}),
        command: 'oil',
        ...spotOfSource(action.source),
        style: 'success',
      });
    }
    case 'moveTanker': {
      const t = view.tankers[action.tanker];
      const to = `To ${harbourWords(action.harbour)}`;
      const cost = tankerMoveCost(view.tankerMovesThisTurn);
      return choice('move-tanker', to, {
        steps: [`Tanker at ${t ? harbourWords(t.harbour) : `#${action.tanker + 1}`}`, to],
        // Which tanker (where it waits), then where it goes: each menu marks its own harbours.
        stepSpots: [t?.harbour, action.harbour],
        // What the move costs (the turn's first is free, each further one a worker) is the same for every
        // harbour, so the chooser says it once under its header, before the pick: a playtest read the same
        // line under each of eleven harbours.
        groupNote: [
          cost === 0
            ? "Free: the turn's first tanker move."
            : `Costs ${workersWords(cost)}: the turn's first tanker move was the free one.`,
          endsEarlierSteps(view, 'tankers'),
        ]
          .filter(Boolean)
          .join('\n'),
        spot: action.harbour,
      });
    }
    case 'emptyRefinery': {
      // One refinery card an area: its area names it. What each way costs is said before it is chosen.
      const area = action.with === 'card' && action.card ? areaCard(action.card)?.area : undefined;
      const using =
        action.with === 'card'
          ? `With your ${area ? `${regionName(area)} ` : ''}refinery card`
          : action.with === 'ownChip'
            ? 'With your own refinery chip'
            : 'With a neutral refinery chip';
      const cost =
        action.with === 'card'
          ? 'Its one use before final scoring, when it empties a refinery again'
          : `Gives up the ${REFINERY_CHIP_VP} VP it scores at the end`;
      const site = siteWords(action.site);
      // The label, typed (/oil move), names the refinery too: "Texas refinery, with your own refinery chip".
      return choice('empty', `${site}, ${using.charAt(0).toLowerCase()}${using.slice(1)}`, {
        steps: [site, using],
        stepDetails: [emptyingDetail(action.site, view, names), cost],
        spot: action.site,
        ...noted(endsEarlierSteps(view, 'empty')),
        // Confirmed even alone: the public button names neither the refinery nor whom it pays, nor what the
        // emptying costs (a chip's VP at the end, a card's one use), and one way alone may pay only the others.
        confirm: true,
      });
    }
    case 'endTurn':
      return choice('end', 'End the turn', {
        command: 'endturn',
        style: 'secondary',
        // With a chip to buy, a chip question follows, and its answer ends the turn.
        ...lastTurnEnded(view, !canBuyChip(view, view.current)),
      });
    case 'buyChip': {
      const i = nextChipIndex(view);
      // Confirmed before it is bought: the one choice says which of the buyer's shares pay.
      return choice('chip', i === null ? 'Buy the chip' : `Buy: ${chipWords(i)}`, {
        style: 'success',
        confirm: true,
        // Its answer ends the turn, as Don't buy does: on the game's last turn, the game.
        ...lastTurnEnded(view, true, i === null ? undefined : chipPaymentWords(i, view, names)),
        // A borrower before round 5 is told if the shares left will not repay a loan early then.
        ...noted(i === null ? undefined : chipLoanWarning(i, view)),
      });
    }
    case 'repayLoans':
      return choice(
        'repay',
        `Repay ${action.loans} loan${action.loans === 1 ? '' : 's'} (${action.loans * LOAN_EARLY_REPAY_SHARES} shares)`,
      );
    case 'finalEmpty':
      // Confirmed even alone: the public button names neither the refinery nor whom it pays, and it stands.
      return choice('final-empty', siteWords(action.site), {
        detail: emptyingDetail(action.site, view, names),
        groupNote: finalEmptyNote(view),
        spot: action.site,
        style: 'success',
        confirm: true,
      });
    case 'takeLoan':
      // At final scoring the end is now, and on the game's last turn it follows the turn: a loan then costs
      // (15 shares, unless spent first), so the player confirms it.
      return choice('loan', loanWords(view), {
        // The chooser's header as the button reads: a playtest's last-turn Confirm opened with "−25 at the end".
        groupLabel: loanLabel(view),
        style: 'secondary',
        ...(view.pending?.kind === 'finalEmpty' || lastTurnNow(view) ? { confirm: true } : {}),
        // Asked to ride along, a loan does not hold room in the refinery: said, and confirmed, before it is taken.
        ...confirmedNote(rideLoanNote(view, names)),
      });
    case 'pass':
      return choice('pass', passLabel(view), {
        style: 'secondary',
        ...lastCardKept(view),
        ...lastTurnEnded(view, view.step === 'chip'),
      });
  }
}
