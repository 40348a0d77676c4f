/**
 * Catan in Discord words: spot names as the picture prints them (hex letters, intersection numbers, path
 * "12-22"), costs and shortfalls from the player's own view, and the open-ended trade/discard entries as
 * modals. `catanPresenter` is extended by the Oil Springs presenter.
 */
import { formatSeats } from '../../games/events';
import { COSTS, RESOURCES } from '../../games/catan/data';
import { NODE_HEXES, nodeIndex } from '../../games/catan/board';
import type { CatanView, HexView } from '../../games/catan/types';
import type { GameSnapshot } from '../desk';
import { renderSnapshot } from './picture';
import { namesOf } from '../names';
import { actionType, genericPresenter, groupKey, humanize } from './generic';
import type { ActionChoice, FormSpec, HandView, Presenter, Unavailable } from './types';
import { bundleWords, parseBundle, shortfall } from './words';

type Action = Record<string, unknown> & { type: string };

export function catanView(snap: GameSnapshot, seat: number | null): CatanView {
  return snap.module.view(snap.state, seat) as CatanView;
}

function costRecord(cost: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  RESOURCES.forEach((r, i) => {
    if ((cost[i] ?? 0) > 0) out[r] = cost[i]!;
  });
  return out;
}

/** Affordability marks that every font has (emoji may be missing on a bare machine). */
export const CAN = '✓';
export const CANNOT = '✗';

/** "4:1 for anything; 3:1 harbor for anything; 2:1 ore harbor". */
export function ratesWords(rates: Record<string, number>): string {
  const values = Object.values(rates);
  const best = values.length ? Math.min(...values) : 4;
  const generic = values.length > 0 && values.every((r) => r <= 3);
  const special = Object.entries(rates)
    .filter(([, r]) => r === 2)
    .map(([res]) => `2:1 ${res}`);
  const parts = [generic ? '3:1 for anything (harbor)' : '4:1 for anything', ...special];
  return best === 4 ? '4:1 for anything' : parts.join('; ');
}

export const BUILD_COSTS: { key: string; label: string; cost: Record<string, number> }[] = [
  { key: 'road', label: 'Road', cost: costRecord(COSTS.road) },
  { key: 'settlement', label: 'Settlement', cost: costRecord(COSTS.settlement) },
  { key: 'city', label: 'City', cost: costRecord(COSTS.city) },
  { key: 'buydev', label: 'Development card', cost: costRecord(COSTS.dev) },
];

function hexWords(h: HexView | undefined): string {
  if (!h) return '?';
  return `${h.name} ${h.terrain}${h.number ? ` ${h.number}` : ''}`;
}

export function nodeDetail(view: CatanView, at: string): string | undefined {
  const i = nodeIndex(at);
  if (i < 0) return undefined;
  const hexes = (NODE_HEXES[i] ?? []).map((h) => hexWords(view.hexes[h]));
  const harbor = view.harbors.find((hb) => hb.at.includes(at));
  return [hexes.join(' · '), harbor ? `harbor ${harbor.kind} ${harbor.rate}:1` : '']
    .filter(Boolean)
    .join(' — ');
}

/** Label and group of one Catan action; null for types this presenter does not know (extensions). */
export function describeCatanAction(
  action: Action,
  view: CatanView,
  names: readonly string[],
): Omit<ActionChoice, 'index'> | null {
  const setup = view.phase === 'setup';
  const name = (seat: unknown) => (typeof seat === 'number' ? (names[seat] ?? `Seat ${seat + 1}`) : '?');
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
        groupLabel: setup || view.freeRoads > 0 ? 'Place road' : 'Build road',
        label: `Road ${at}`,
        command: 'build',
        spot: at,
      };
    }
    case 'buyDev':
      return { group: 'buydev', groupLabel: 'Buy development card', label: 'Buy a card', command: 'build' };
    case 'knight':
      return { group: 'knight', groupLabel: 'Play Knight', label: 'Knight', command: 'play' };
    case 'roadBuilding':
      return {
        group: 'roadbuilding',
        groupLabel: 'Play Road Building',
        label: 'Road Building',
        command: 'play',
      };
    case 'yearOfPlenty': {
      const take = Array.isArray(action.take) ? (action.take as string[]) : [];
      return {
        group: 'yop',
        groupLabel: 'Play Year of Plenty',
        label: `Take ${take.join(' + ')}`,
        steps: take.length === 2 ? [`First: ${take[0]}`, `Second: ${take[1]}`] : [`Only: ${take[0] ?? '?'}`],
        command: 'play',
      };
    }
    case 'monopoly':
      return {
        group: 'monopoly',
        groupLabel: 'Play Monopoly',
        label: `All ${String(action.resource)}`,
        command: 'play',
      };
    case 'robber': {
      const hex = view.hexes.find((h) => h.name === action.hex);
      const victim = action.victim === undefined ? 'nobody to rob' : `steal from ${name(action.victim)}`;
      const what = typeof action.steal === 'string' && action.steal !== 'card' ? ` (${action.steal})` : '';
      return {
        group: 'robber',
        groupLabel: 'Move the robber',
        label: `Hex ${hexWords(hex)} · ${victim}${what}`,
        steps: [
          `Hex ${hexWords(hex)}`,
          action.victim === undefined ? 'Nobody to rob there' : `Steal from ${name(action.victim)}`,
          ...(typeof action.steal === 'string'
            ? [action.steal === 'card' ? 'Take a random card' : `Take 1 ${action.steal}`]
            : []),
        ],
        command: 'play',
        spot: String(action.hex),
      };
    }
    case 'discard': {
      const cards = (action.cards ?? {}) as Record<string, number>;
      return { group: 'discard', groupLabel: 'Discard', label: bundleWords(cards), style: 'danger' };
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
        label: `With ${name(action.with)}`,
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
    case 'end':
      return {
        group: 'end',
        groupLabel: 'End turn',
        label: 'End turn',
        command: 'endturn',
        style: 'secondary',
      };
    default:
      return null;
  }
}

function fallbackChoice(action: Action): Omit<ActionChoice, 'index'> {
  const t = actionType(action);
  return { group: groupKey(t), groupLabel: humanize(t), label: humanize(t), command: 'move' };
}

export interface CatanPresenterParts {
  gameId: string;
  resources: readonly string[];
  /** Extension actions (null = not mine). */
  describeExtra?(
    action: Action,
    view: CatanView,
    names: readonly string[],
  ): Omit<ActionChoice, 'index'> | null;
  unavailableExtra?(view: CatanView, legalTypes: Set<string>): Unavailable[];
  handExtra?(view: CatanView): string[];
  altExtra?(view: CatanView, names: readonly string[]): string;
  scoreExtra?(view: CatanView, seat: number): string;
  vpToWin: number;
}

function publicTotals(view: CatanView, seat: number) {
  const b = view.buildings.filter((x) => x.owner === seat);
  const count = (k: string) => b.filter((x) => x.kind === k).length;
  return { settlements: count('settlement'), cities: count('city'), metropolises: count('metropolis') };
}

export function catanPresenter(parts: CatanPresenterParts): Presenter {
  const resources = parts.resources;
  const presenter: Presenter = {
    gameId: parts.gameId,
    choices(snap, seat) {
      const view = catanView(snap, seat);
      const names = namesOf(snap.record);
      const legal = snap.module.legalActions(snap.state, seat) as Action[];
      return legal.map((action, index) => {
        const d =
          describeCatanAction(action, view, names) ??
          parts.describeExtra?.(action, view, names) ??
          fallbackChoice(action);
        return { ...d, index };
      });
    },
    unavailable(snap, seat) {
      const view = catanView(snap, seat);
      if (view.phase !== 'main' || view.current !== seat || view.trade || !view.you) return [];
      const legal = snap.module.legalActions(snap.state, seat) as Action[];
      const types = new Set(legal.map((a) => a.type));
      const out: Unavailable[] = [];
      const me = view.players[seat];
      const pieces = me?.piecesLeft;
      const check = (
        type: string,
        group: string,
        label: string,
        cost: Record<string, number>,
        none: string,
        left?: number,
      ) => {
        if (types.has(type)) return;
        const lack = shortfall(view.you!.hand, cost);
        if (left === 0) out.push({ group, label, reason: none });
        else if (lack) out.push({ group, label, reason: `needs ${lack} more` });
      };
      check('road', 'road', 'Build road', BUILD_COSTS[0]!.cost, 'no roads left', pieces?.roads);
      check(
        'settlement',
        'settlement',
        'Build settlement',
        BUILD_COSTS[1]!.cost,
        'no settlements left',
        pieces?.settlements,
      );
      check('city', 'city', 'Build city', BUILD_COSTS[2]!.cost, 'no cities left', pieces?.cities);
      check(
        'buyDev',
        'buydev',
        'Buy development card',
        BUILD_COSTS[3]!.cost,
        'the deck is empty',
        view.devDeckLeft,
      );
      // Affordable but no place: say so.
      for (const [type, group, label] of [
        ['settlement', 'settlement', 'Build settlement'],
        ['road', 'road', 'Build road'],
        ['city', 'city', 'Build city'],
      ] as const) {
        const cost = BUILD_COSTS.find((b) => b.key === type)!.cost;
        if (!types.has(type) && !shortfall(view.you.hand, cost) && !out.some((o) => o.group === group)) {
          out.push({
            group,
            label,
            reason: type === 'city' ? 'no settlement to upgrade' : 'no free spot you can reach',
          });
        }
      }
      out.push(...(parts.unavailableExtra?.(view, types) ?? []));
      return out.slice(0, 8);
    },
    forms(snap, seat) {
      const view = catanView(snap, seat);
      const legal = snap.module.legalActions(snap.state, seat) as Action[];
      const types = new Set(legal.map((a) => a.type));
      const forms: FormSpec[] = [];
      const mustDiscard = view.players[seat]?.mustDiscard ?? 0;
      if (mustDiscard > 0) {
        forms.push({
          key: 'discard',
          buttonLabel: types.has('discard') ? 'Choose other cards to discard…' : 'Discard cards',
          title: `Discard ${mustDiscard} cards`,
          fields: [
            {
              id: 'cards',
              label: `Which ${mustDiscard} cards?`,
              placeholder: `e.g. 2 brick, 1 ore — you hold ${bundleWords(view.you?.hand ?? {})}`,
            },
          ],
          parse(values) {
            const b = parseBundle(values.cards ?? '', resources);
            if (!b.ok) return b;
            const n = Object.values(b.bundle).reduce((a, x) => a + x, 0);
            if (n !== mustDiscard)
              return { ok: false, error: `You must discard exactly ${mustDiscard} cards, not ${n}.` };
            return { ok: true, action: { type: 'discard', cards: b.bundle } };
          },
        });
      }
      const canOffer = view.phase === 'main' && view.current === seat && !view.trade && view.you !== null;
      if (canOffer) {
        const bundleForm = (
          key: string,
          label: string,
          make: (give: Record<string, number>, get: Record<string, number>) => unknown,
        ): FormSpec => ({
          key,
          buttonLabel: label,
          title: label,
          fields: [
            { id: 'give', label: 'You give', placeholder: 'e.g. 2 brick' },
            { id: 'get', label: 'You get', placeholder: 'e.g. 1 ore' },
          ],
          parse(values) {
            const give = parseBundle(values.give ?? '', resources);
            if (!give.ok) return give;
            const get = parseBundle(values.get ?? '', resources);
            if (!get.ok) return get;
            return { ok: true, action: make(give.bundle, get.bundle) };
          },
        });
        forms.push(
          bundleForm(
            'trade',
            types.has('offer') ? 'Propose another trade…' : 'Offer a trade',
            (give, get) => ({
              type: 'offer',
              give,
              get,
            }),
          ),
        );
      }
      if (
        view.trade &&
        view.trade.from !== seat &&
        view.trade.answers.some((a) => a.seat === seat && a.answer === 'waiting')
      ) {
        forms.push({
          key: 'counter',
          buttonLabel: 'Counter-offer',
          title: 'Counter-offer',
          fields: [
            { id: 'give', label: 'You give', placeholder: 'e.g. 1 wool' },
            { id: 'get', label: 'You get', placeholder: 'e.g. 1 brick' },
          ],
          parse(values) {
            const give = parseBundle(values.give ?? '', resources);
            if (!give.ok) return give;
            const get = parseBundle(values.get ?? '', resources);
            if (!get.ok) return get;
            return { ok: true, action: { type: 'counter', give: give.bundle, get: get.bundle } };
          },
        });
      }
      return forms;
    },
    headline(snap) {
      const view = catanView(snap, null);
      const names = namesOf(snap.record);
      const who = names[view.current] ?? `Seat ${view.current + 1}`;
      const doing: Record<string, string> = {
        setup: `${who} places`,
        roll: `${who} rolls`,
        discard: 'discards',
        robber: `${who} moves the robber`,
        main: `${who} builds & trades`,
        roadBuilding: `${who} places free roads`,
        over: 'game over',
      };
      return `${view.phase === 'setup' ? 'set-up' : `turn ${view.turn}`} · ${doing[view.phase] ?? view.phase}`;
    },
    scoreLines(snap) {
      const view = catanView(snap, null);
      const names = namesOf(snap.record);
      return view.players.map((p) => {
        const tags = [p.longestRoad ? 'Longest Road' : '', p.largestArmy ? 'Largest Army' : ''].filter(
          Boolean,
        );
        const extra = parts.scoreExtra?.(view, p.seat) ?? '';
        return `**${names[p.seat] ?? `Seat ${p.seat + 1}`}** ${p.vp}/${parts.vpToWin} VP · ${p.cards} cards${extra}${tags.length ? ` · ${tags.join(', ')}` : ''}`;
      });
    },
    altText(snap) {
      const view = catanView(snap, null);
      const names = namesOf(snap.record);
      const who = (s: number) => names[s] ?? `Seat ${s + 1}`;
      const robberHex = view.hexes.find((h) => h.robber);
      const players = view.players.map((p) => {
        const t = publicTotals(view, p.seat);
        const roads = view.roads.filter((r) => r.owner === p.seat).length;
        const b = [
          `${t.settlements} settlement${t.settlements === 1 ? '' : 's'}`,
          `${t.cities} cit${t.cities === 1 ? 'y' : 'ies'}`,
          t.metropolises ? `${t.metropolises} metropolis` : '',
          `${roads} road${roads === 1 ? '' : 's'}`,
        ].filter(Boolean);
        return `${who(p.seat)} ${p.vp} VP with ${b.join(', ')} and ${p.cards} cards`;
      });
      const parts2 = [
        `${snap.module.title} board, turn ${view.turn}.`,
        view.result
          ? formatSeats(view.result.summary, names)
          : `${who(view.current)} to ${view.phase === 'roll' ? 'roll' : 'play'} (${view.phase}).`,
        view.lastRoll ? `Last roll ${view.lastRoll[0] + view.lastRoll[1]}.` : '',
        robberHex ? `Robber on ${hexWords(robberHex)}.` : 'Robber off the board.',
        `${players.join('; ')}.`,
        parts.altExtra?.(view, names) ?? '',
      ];
      return parts2.filter(Boolean).join(' ').slice(0, 1024);
    },
    hand(snap, seat): HandView {
      const view = catanView(snap, seat);
      const you = view.you;
      const names = namesOf(snap.record);
      if (!you) return genericPresenter.hand(snap, seat);
      const lines: string[] = [];
      lines.push(`**Cards**: ${bundleWords(you.hand)}`);
      const dev = Object.entries(you.devCards).filter(([, n]) => n > 0);
      if (dev.length) {
        lines.push(
          `**Development cards**: ${dev
            .map(
              ([k, n]) =>
                `${n} ${humanize(k)}${you.newDevCards[k] ? ` (${you.newDevCards[k]} new — playable next turn)` : ''}`,
            )
            .join(', ')}`,
        );
      }
      lines.push(...(parts.handExtra?.(view) ?? []));
      lines.push(`**Victory points**: ${you.totalVp} (of ${parts.vpToWin} to win)`);
      const pieces = view.players[seat]?.piecesLeft;
      if (pieces)
        lines.push(
          `**Pieces left**: ${pieces.roads} roads, ${pieces.settlements} settlements, ${pieces.cities} cities`,
        );
      lines.push('', '**Costs**');
      for (const b of BUILD_COSTS) {
        const lack = shortfall(you.hand, b.cost);
        lines.push(
          `${lack ? CANNOT : CAN} ${b.label} — ${bundleWords(b.cost)}${lack ? ` (needs ${lack} more)` : ' — you can afford it'}`,
        );
      }
      lines.push('', `**Bank trades**: ${ratesWords(you.rates)}`);
      return { title: `Your hand — ${names[seat] ?? 'you'}`, description: lines.join('\n') };
    },
    async render(snap, select) {
      return renderSnapshot(snap, select, ['catan']);
    },
  };
  return presenter;
}
