/**
 * Catan: Oil Springs in Discord words: the base Catan presenter plus oil (convert, metropolis, sequester),
 * the Disaster Track and the reasons oil cannot be used right now ("marker at 4: only 1 oil left this turn").
 */
import type { CatanView } from '../../games/catan/types';
import type { OilSpringsViewExt } from '../../games/oil-springs/view';
import { CAN, CANNOT, catanPresenter } from './catan';
import type { Unavailable } from './types';
import { shortfall } from './words';

const METROPOLIS = { brick: 1, grain: 1, ore: 1, oil: 2 };

function ext(view: CatanView): OilSpringsViewExt | null {
  const e = view.ext as OilSpringsViewExt | null;
  return e && typeof e === 'object' && 'disasterTrack' in e ? e : null;
}

function held(view: CatanView, seat: number): number {
  return ext(view)?.held[seat] ?? view.you?.hand.oil ?? 0;
}

/** Why this player cannot use `amount` oil now, or null. */
export function oilBlock(view: CatanView, seat: number, amount: number): string | null {
  const e = ext(view);
  if (!e) return null;
  if (held(view, seat) < amount) return `needs ${amount - held(view, seat)} oil more`;
  if (e.sequestering === 'starting' && e.sequesteredThisTurn)
    return 'you sequestered this turn (use or sequester, not both)';
  if (e.oilUsableThisTurn < amount) {
    return e.oilUsableThisTurn === 0
      ? `marker at ${e.disasterTrack}: no more oil this turn`
      : `marker at ${e.disasterTrack}: only ${e.oilUsableThisTurn} oil left this turn`;
  }
  return null;
}

export function oilUnavailable(view: CatanView, types: Set<string>): Unavailable[] {
  const e = ext(view);
  const seat = view.current;
  if (!e || !view.you) return [];
  const out: Unavailable[] = [];
  if (!types.has('convertOil')) {
    const why = oilBlock(view, seat, 1);
    if (why && held(view, seat) > 0) out.push({ group: 'convert', label: 'Convert oil', reason: why });
  }
  const ownCity = view.buildings.some((b) => b.owner === seat && b.kind === 'city');
  if (!types.has('metropolis') && ownCity) {
    const lack = shortfall({ ...view.you.hand, oil: held(view, seat) }, METROPOLIS);
    const why = lack
      ? `needs ${lack} more`
      : e.metropolisesLeft <= 0
        ? 'all metropolises are built'
        : oilBlock(view, seat, 2);
    if (why) out.push({ group: 'metropolis', label: 'Build metropolis', reason: why });
  }
  if (!types.has('sequester') && held(view, seat) > 0) {
    const why = e.sequesteredThisTurn
      ? 'you already sequestered this turn'
      : e.sequestering === 'starting' && e.usedThisTurn > 0
        ? 'you used oil this turn (use or sequester, not both)'
        : null;
    if (why) out.push({ group: 'sequester', label: 'Sequester oil', reason: why });
  }
  return out;
}

export const oilSpringsPresenter = catanPresenter({
  gameId: 'oil-springs',
  resources: ['lumber', 'brick', 'wool', 'grain', 'ore', 'oil'],
  vpToWin: 12,
  describeExtra(action) {
    switch (action.type) {
      case 'convertOil':
        return {
          group: 'convert',
          groupLabel: 'Convert oil',
          label: `1 oil → 2 ${String(action.resource)}`,
          command: 'oil',
        };
      case 'metropolis':
        return {
          group: 'metropolis',
          groupLabel: 'Build metropolis',
          label: `City ${String(action.at)}`,
          command: 'build',
          spot: String(action.at),
        };
      case 'sequester':
        return { group: 'sequester', groupLabel: 'Sequester oil', label: 'Sequester 1 oil', command: 'oil' };
      default:
        return null;
    }
  },
  unavailableExtra: oilUnavailable,
  handExtra(view) {
    const e = ext(view);
    if (!e || view.viewer === null) return [];
    const seat = view.viewer;
    return [
      `**Oil**: ${held(view, seat)} of at most ${e.holdingLimit} · sequestered ${e.sequestered[seat] ?? 0} (1 VP per 3)`,
      `**Disaster Track**: ${e.disasterTrack}/${e.trackLength} — ${e.oilUsableThisTurn} oil usable this turn`,
    ];
  },
  costExtra(view) {
    const e = ext(view);
    if (!e || view.viewer === null) return [];
    const seat = view.viewer;
    const lack = shortfall({ ...(view.you?.hand ?? {}), oil: held(view, seat) }, METROPOLIS);
    const block = oilBlock(view, seat, 2);
    return [
      `${lack || block ? CANNOT : CAN} Metropolis — 1 brick, 1 grain, 1 ore, 2 oil${lack ? ` (needs ${lack} more)` : block ? ` (${block})` : ' — you can afford it'}`,
      `Convert: 1 oil → 2 of one resource (moves the Disaster Track)`,
    ];
  },
  scoreExtra(view, seat) {
    const e = ext(view);
    if (!e) return '';
    // Only what is there: a line per player must stay short in the embed.
    const held = e.held[seat] ?? 0;
    const sequestered = e.sequestered[seat] ?? 0;
    return [
      held ? ` · ${held} oil` : '',
      sequestered ? ` · ${sequestered} sequestered` : '',
      e.champion === seat ? ' · Champion' : '',
    ].join('');
  },
  altExtra(view, names) {
    const e = ext(view);
    if (!e) return '';
    const parts = [
      `Disaster Track ${e.disasterTrack} of ${e.trackLength}.`,
      `Oil supply ${e.supply}.`,
      `Oil springs on ${e.springs.join(', ')}.`,
      e.destroyedHexes.length
        ? `Polluted hexes: ${e.destroyedHexes.join(', ')} (${e.removedTokens.length} of ${e.tokensToAbandon} tokens).`
        : '',
      e.metropolises.length ? `Metropolises on ${e.metropolises.join(', ')}.` : '',
      e.champion !== null ? `Champion of the Environment: ${names[e.champion] ?? '?'}.` : '',
      e.collapsed ? 'The island was abandoned.' : '',
    ];
    return parts.filter(Boolean).join(' ');
  },
});
