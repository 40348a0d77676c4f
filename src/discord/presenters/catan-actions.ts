/** Every Catan action as a button group and a choice, in the picture's own spot names. */
import { actionType, groupKey, humanize } from './words';
import type { CatanView } from '../../games/catan/types';
import type { ActionChoice } from './types';
import { bundleWords, cardsWords } from './words';
import { clipAtClause, listWords } from '../names';
import { HEX_NODES } from '../../games/catan/board';
import { edgeDetail, hexWords, nodeDetail, type Action } from './catan-words';
import { seatName } from '../../games/events';

/** The one group of every development card play. */
export const PLAY_GROUP = 'play';
/** A card played from the hand stands (no Undo), and "Play a card" cannot say which: always picked by name. */
const PLAY = { group: PLAY_GROUP, groupLabel: 'Play a card', command: 'play', confirm: true } as const;

/** Under the set-up settlement menu's header, what the "— 9 pips" of its options means (nodeDetail). */
const PIPS_NOTE =
  'Pips are the dots under a number: how often it is rolled (5 for a 6 or an 8, 1 for a 2 or a 12).';

/** Label and group of one Catan action; null for types this presenter does not know (extensions). */
export function describeCatanAction(
  action: Action,
  view: CatanView,
  names: readonly string[],
): Omit<ActionChoice, 'index' | 'action'> | null {
  const setup = view.phase === 'setup';
  const name = (seat: unknown) => (typeof seat === 'number' ? seatName(names, seat) : '?');
  switch (action.type) {
    case 'roll':
      return { group: 'roll', groupLabel: 'Roll the dice', label: 'Roll', command: 'roll', style: 'success' };
    case 'settlement': {
      const at = String(action.at);
      return {
        group: 'settlement',
        groupLabel: setup ? 'Place settlement' : 'Build settlement',
        label: `Spot ${at}`,
        detail: nodeDetail(view, at),
        ...(setup ? { groupNote: PIPS_NOTE } : {}),
        command: 'build',
        spot: at,
      };
    }
    case 'city': {
      const at = String(action.at);
      return {
        group: 'city',
        groupLabel: 'Build city',
        label: `Settlement ${at}`,
        detail: nodeDetail(view, at),
        command: 'build',
        spot: at,
      };
    }
    case 'road': {
      const at = String(action.at);
      return {
        group: 'road',
        groupLabel: setup ? 'Place road' : view.freeRoads > 0 ? 'Place free road' : 'Build road',
        label: `Road ${at}`,
        detail: edgeDetail(view, at),
        command: 'build',
        spot: at,
      };
    }
    case 'buyDev':
      return { group: 'buydev', groupLabel: 'Buy development card', label: 'Buy a card', command: 'build' };
    // Every card is played through one public button ("Play a card"): which cards one holds is secret.
    case 'knight':
      return { ...PLAY, label: 'Knight', steps: ['Knight'] };
    case 'roadBuilding':
      return { ...PLAY, label: 'Road Building', steps: ['Road Building'] };
    case 'yearOfPlenty': {
      const take = Array.isArray(action.take) ? (action.take as string[]) : [];
      // The pair in one menu (15, or 21 with oil: it fits one select). The engine lists each pair once, in
      // resource order, so a "first" then "second" menu left "First: ore" with only ore and oil to add.
      return {
        ...PLAY,
        label: `Year of Plenty: take ${take.join(' + ')}`,
        steps: ['Year of Plenty', `Take ${take.join(' + ')}`],
      };
    }
    case 'monopoly':
      return {
        ...PLAY,
        label: `Monopoly: all ${String(action.resource)}`,
        steps: ['Monopoly', `All ${String(action.resource)}`],
      };
    case 'robber': {
      const hex = view.hexes.find((h) => h.name === action.hex);
      const victim = action.victim === undefined ? 'nobody to rob' : `steal from ${name(action.victim)}`;
      const what = isNamedSteal(action) ? ` (${String(action.steal)})` : '';
      return {
        group: 'robber',
        groupLabel: 'Move the robber',
        label: `Hex ${hexWords(hex)} · ${victim}${what}`,
        steps: [
          `Hex ${hexWords(hex)}`,
          action.victim === undefined ? 'Nobody to rob there' : `Steal from ${name(action.victim)}`,
          // What to steal; a level where every choice says the same is skipped by the chooser.
          ...(action.victim === undefined
            ? []
            : [isNamedSteal(action) ? `Take 1 ${String(action.steal)}` : 'Take a random card']),
        ],
        // The hex's option says whom you would rob there; the rest is the one way to do it.
        laterStepsFollow: true,
        command: 'play',
        spot: String(action.hex),
      };
    }
    case 'discard': {
      const cards = (action.cards ?? {}) as Record<string, number>;
      // What a discard leaves is what the player weighs: said beside it, from their own hand (a chooser is theirs).
      const kept = view.you ? keptAfter(view.you.hand, cards) : null;
      return {
        group: 'discard',
        groupLabel: 'Discard',
        label: bundleWords(cards),
        ...(kept === null ? {} : { detail: clipAtClause(`You keep ${kept}`, 100) }),
        style: 'danger',
      };
    }
    case 'maritime': {
      const rate = view.you?.rates[String(action.give)] ?? 4;
      return {
        group: 'maritime',
        groupLabel: 'Trade with the bank',
        label: `${rate} ${String(action.give)} → 1 ${String(action.get)}`,
        steps: [`Give ${rate} ${String(action.give)}`, `Get 1 ${String(action.get)}`],
        command: 'trade',
      };
    }
    case 'offer': {
      const give = bundleWords(action.give as Record<string, number>);
      const get = bundleWords(action.get as Record<string, number>);
      return {
        group: 'offer',
        groupLabel: 'Offer a trade',
        label: `Give ${give} for ${get}`,
        steps: [`Give ${give}`, `Ask for ${get}`],
        command: 'trade',
      };
    }
    case 'accept':
      return {
        group: 'accept',
        groupLabel: 'Accept the trade',
        label: 'Accept',
        command: 'trade',
        style: 'success',
      };
    case 'decline':
      return {
        group: 'decline',
        groupLabel: 'Decline the trade',
        label: 'Decline',
        command: 'trade',
        style: 'secondary',
      };
    case 'counter':
      return { group: 'counter', groupLabel: 'Counter-offer', label: 'Counter', command: 'trade' };
    case 'confirm':
      return {
        group: 'confirm',
        groupLabel: 'Confirm the trade',
        label: confirmLabel(view, action.with, name(action.with)),
        command: 'trade',
        style: 'success',
      };
    case 'withdraw':
      return {
        group: 'withdraw',
        groupLabel: 'Withdraw the offer',
        label: 'Withdraw',
        command: 'trade',
        style: 'secondary',
      };
    case 'endTurn':
      return {
        group: 'end-turn',
        groupLabel: 'End turn',
        label: 'End turn',
        command: 'endturn',
        style: 'secondary',
      };
    default:
      return null;
  }
}

/**
 * A confirm choice in words: with whom, and what the maker gives and gets by it ("Ana: you give 1 wool, get
 * 1 grain") — the offer's terms if they accepted, their counter-offer's turned round if they countered.
 */
function confirmLabel(view: CatanView, seat: unknown, who: string): string {
  const answer = view.trade?.answers.find((a) => a.seat === seat);
  const terms =
    answer?.answer === 'countered' && answer.counter
      ? { give: answer.counter.get, get: answer.counter.give }
      : answer?.answer === 'accepted' && view.trade
        ? { give: view.trade.give, get: view.trade.get }
        : null;
  if (!terms) return `With ${who}`;
  const how = answer?.answer === 'countered' ? ' (counter-offer)' : '';
  return `${who}${how}: you give ${bundleWords(terms.give)}, get ${bundleWords(terms.get)}`;
}

/** What a player holds, from public counts: "3 cards", "1 card, 2 oil", "no cards". */
function holdingsWords(view: CatanView, seat: number): string {
  const p = view.players[seat];
  if (!p) return 'no cards';
  const parts = [
    ...(p.cards > 0 ? [cardsWords(p.cards)] : []),
    ...Object.entries(p.publicHoldings)
      .filter(([, n]) => n > 0)
      .map(([r, n]) => `${n} ${r}`),
  ];
  return parts.length ? parts.join(', ') : 'no cards';
}

/**
 * The robber chooser's second lines, from public counts only: on each hex, whom one could rob there ("Rob Ben
 * (3 cards) or Caro (1 card)", "Nobody to rob (Dan holds no cards)", "Nobody to rob"), and what each victim
 * holds ("Ben holds 3 cards"). A victim can be robbed who holds a card, or a public resource the legal moves
 * let one take by name (Oil Springs' oil, with room for it). A hex that would also block the mover's own
 * buildings says so (" · also blocks your settlement 24"). Returns the `stepDetails` of a robber action.
 */
export function robberDetails(
  view: CatanView,
  names: readonly string[],
  legal: readonly Action[],
): (action: Action) => (string | undefined)[] {
  const name = (seat: number) => seatName(names, seat);
  const victims = new Map<unknown, number[]>();
  const named = new Set<string>();
  for (const a of legal) {
    if (a.type !== 'robber' || typeof a.victim !== 'number') continue;
    const at = victims.get(a.hex) ?? [];
    if (!at.includes(a.victim)) victims.set(a.hex, [...at, a.victim]);
    if (isNamedSteal(a)) named.add(`${String(a.hex)}:${a.victim}`);
  }
  const hexWords = new Map<unknown, string>();
  for (const [hex, seats] of victims) {
    const can = (v: number) => (view.players[v]?.cards ?? 0) > 0 || named.has(`${String(hex)}:${v}`);
    const robbable = seats.filter(can).map((v) => `${name(v)} (${holdingsWords(view, v)})`);
    // Someone holding no card but oil the legal moves do not let one take by name: the mover is at the oil
    // limit. "Ben holds no cards" reads as wrong beside the scores' "Ben · 1 oil".
    const onlyPublic = (v: number) =>
      (view.players[v]?.cards ?? 0) === 0 && holdingsWords(view, v) !== 'no cards';
    const empty = seats.filter((v) => !can(v) && !onlyPublic(v)).map(name);
    const noRoom = seats
      .filter((v) => !can(v) && onlyPublic(v))
      .map((v) => `${name(v)} holds only ${holdingsWords(view, v)}, and you have no room for more`);
    const none = [
      ...(empty.length ? [`${listWords(empty)} ${empty.length === 1 ? 'holds' : 'hold'} no cards`] : []),
      ...noRoom,
    ].join('; ');
    hexWords.set(
      hex,
      robbable.length
        ? `Rob ${listWords(robbable, 'or')}${none ? `; ${none}` : ''}`
        : `Nobody to rob (${none})`,
    );
  }
  return (action) => [
    withOwnBlocked(hexWords.get(action.hex) ?? 'Nobody to rob', ownBlocked(view, action.hex)),
    typeof action.victim === 'number'
      ? `${name(action.victim)} holds ${holdingsWords(view, action.victim)}`
      : undefined,
    // "Take a random card" beside "Take 1 oil" from a victim holding no card takes nothing (public count).
    typeof action.victim === 'number' &&
    !isNamedSteal(action) &&
    (view.players[action.victim]?.cards ?? 0) === 0
      ? `${name(action.victim)} holds no cards: this takes nothing`
      : undefined,
  ];
}

/** A steal of one resource by name (Oil Springs' "Take 1 oil"), not a random card. */
function isNamedSteal(action: Action): boolean {
  return typeof action.steal === 'string' && action.steal !== 'card';
}

/** Discord's limit on a menu option's description. */
const DESCRIPTION_MAX = 100;

/**
 * The mover's own buildings the robber would also block on `hex` (one with a number token): "settlement 14",
 * "settlements 14 and 22, city 30"; empty when none (or for a spectator, or a hex that produces nothing).
 */
function ownBlocked(view: CatanView, hex: unknown): string {
  const me = view.viewer;
  const h = view.hexes.find((x) => x.name === hex);
  if (me === null || !h || h.number === null) return '';
  const around = new Set(HEX_NODES[h.index] ?? []);
  const mine = view.buildings
    .filter((b) => b.owner === me && around.has(b.node))
    .sort((a, b) => a.node - b.node);
  const kinds = [...new Set(mine.map((b) => b.kind))];
  return kinds
    .map((kind) => {
      const at = mine.filter((b) => b.kind === kind).map((b) => b.at);
      return `${at.length > 1 ? plural(kind) : kind} ${listWords(at)}`;
    })
    .join(', ');
}

/** "settlements", "cities", "metropolises". */
const plural = (kind: string): string =>
  kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : kind.endsWith('s') ? `${kind}es` : `${kind}s`;

/**
 * "Rob Ben (3 cards) · also blocks your settlement 14" (the chooser is private: it may say "your"). When too
 * long for Discord, the robbing words are cut (with "…"), not the warning.
 */
function withOwnBlocked(rob: string, blocked: string): string {
  if (!blocked) return rob;
  const tail = ` · also blocks your ${blocked}`;
  const room = Math.max(DESCRIPTION_MAX - tail.length, 20);
  if (rob.length <= room) return `${rob}${tail}`;
  // Cut where a clause ends, marked: the victims' menu below names them all.
  const cut = clipAtClause(rob, room - 1);
  return `${cut.endsWith('…') ? cut : `${cut}…`}${tail}`;
}

export function fallbackChoice(action: Action): Omit<ActionChoice, 'index' | 'action'> {
  const t = actionType(action);
  return { group: groupKey(t), groupLabel: humanize(t), label: humanize(t), command: 'move' };
}

/** What `hand` holds once `cards` are gone, in words ("1 lumber, 2 ore"; "nothing"). */
function keptAfter(hand: Record<string, number>, cards: Record<string, number>): string {
  const left: Record<string, number> = {};
  for (const [r, n] of Object.entries(hand)) left[r] = n - (cards[r] ?? 0);
  return bundleWords(left);
}
