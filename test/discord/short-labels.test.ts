/**
 * A phone shows a button's label on one line up to about 40 characters (`SHORT_LABEL`): over seeded bot games of
 * every game offered (Catan, Oil Springs, Merit's "Oil", Wildcatters), every greyed button of every turn message
 * stays within it (a playtest's "Charter a tanker — no port has a full cargo and a free tanker (see My hand)"
 * wrapped, as did "Trade with the bank — needs 4 cards of a kind, holds 3"), and a greyed button whose reason
 * says more has it told in the turn message. An Undo button stays within it where a clause of it ends there, else
 * it is said whole within Discord's 80 (`clipLabel`).
 */
import { describe, expect, it } from 'vitest';
import type { APIButtonComponentWithCustomId, APIEmbed } from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import { presenterFor } from '../../src/discord/presenters';
import { SHORT_LABEL, turnPayload } from '../../src/discord/turn';
import { catan } from '../../src/games/catan';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import { wildcatters } from '../../src/games/wildcatters';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule } from '../../src/games/types';
import { actionWords } from '../../src/table/undo';
import { snapOf } from './snap';

interface Seen {
  greyed: number;
  undo: number;
  /** Undo buttons longer than a phone's line: said whole (no clause ends within the line). */
  undoLong: number;
  noted: number;
  /** Open buttons whose short label leaves something out, said in the turn message (Merit's charter). */
  openNoted: number;
  /** Open charter buttons checked (Merit's). */
  charter: number;
  /** Each greyed reason seen (its label), to show the games reach the long ones. */
  reasons: Set<string>;
}

const fresh = (): Seen => ({
  greyed: 0,
  undo: 0,
  undoLong: 0,
  noted: 0,
  openNoted: 0,
  charter: 0,
  reasons: new Set(),
});

/**
 * Plays a greedy bot game; after each move, the turn message as if its player might take that move back (its
 * Undo labelled with the move's words). Counts the greyed, Undo and noted buttons checked.
 */
function checkGame(module: AnyGameModule, options: unknown, seed: string, seen: Seen, moves = 3000): void {
  const presenter = presenterFor(module.id);
  let state: unknown = module.setup(4, options as never, seed);
  const bot = module.bots.greedy ?? Object.values(module.bots)[0]!;
  for (let i = 0; i < moves && !module.status(state).over; i++) {
    const seat = module.status(state).toAct[0]!;
    const action = bot(structuredClone(state), seat, Rng.fromSeed(`${seed}${i}`));
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    const words = actionWords({ seq: i + 1, seat, userId: 'u', action, events: r.events });
    const snap = { ...snapOf(module, state, i), undo: { seat, seq: i + 1, words, held: true } };
    const payload = turnPayload({ snap, presenter, events: [], picture: Buffer.from('png') });
    const buttons = (payload.components ?? []).flatMap(
      (row) => (row as { toJSON(): { components: APIButtonComponentWithCustomId[] } }).toJSON().components,
    );
    const embed = (payload.embeds![0] as { toJSON(): APIEmbed }).toJSON();
    const greyedField = embed.fields?.find((f) => f.name === 'Greyed out')?.value ?? '';
    const openField = embed.fields?.find((f) => f.name === 'Buttons')?.value ?? '';
    for (const b of buttons) {
      const label = b.label ?? '';
      const undo = parseCustomId(b.custom_id)?.verb === 'undo';
      if (!b.disabled && !undo) continue;
      if (undo) {
        // Within a phone's line, or longer only where no clause ends within it, then whole within Discord's 80
        // (never cut after a word short of it: "Undo (Caro): offered 1 lumber for 1…").
        expect(label.length, label).toBeLessThanOrEqual(80);
        if (label.length > SHORT_LABEL) {
          // Cut after a word only where the whole is over 80, near it.
          if (/\S…$/.test(label)) expect(label.length, label).toBeGreaterThan(70);
          seen.undoLong++;
        }
        seen.undo++;
      } else {
        expect(label.length, label).toBeLessThanOrEqual(SHORT_LABEL);
        seen.greyed++;
        seen.reasons.add(label);
      }
    }
    for (const a of presenter.publicActions(snap).filter((x) => x.disabledReason && x.note)) {
      expect(greyedField).toContain(`${a.label}: ${a.note}`);
      seen.noted++;
    }
    for (const a of presenter.publicActions(snap).filter((x) => !x.disabledReason)) {
      // Merit's charter named its port, its freight and a warning: "Charter at Mina al Ahmadi (freight up to
      // £168,500: more than cash, a debt)" ran to 85 characters.
      if (a.key === 'charter') {
        expect(a.label.length, a.label).toBeLessThanOrEqual(SHORT_LABEL);
        seen.charter++;
      }
      if (!a.note) continue;
      expect(openField).toContain(a.note);
      seen.openNoted++;
    }
  }
}

const GAMES: {
  module: AnyGameModule;
  options: unknown;
  /** Greyed labels the seeded games reach whose whole reason was too long for the button (said in a note). */
  short: string[];
}[] = [
  {
    module: meritOil,
    options: { length: 'standard' },
    short: ['Charter a tanker — no full cargo'],
  },
  {
    module: catan,
    options: catan.optionsSchema.parse({}),
    short: [
      'Trade with the bank — too few cards',
      'Buy development card — too few cards',
      'Build settlement — too few cards',
      'Play a card — played one this turn',
      'Play a card — bought this turn',
    ],
  },
  {
    module: oilSprings,
    options: oilSprings.optionsSchema.parse({}),
    short: [
      'Sequester 1 oil — oil used this turn',
      'Build metropolis — 1 oil left this turn',
      'Build metropolis — none left',
      'Convert oil — no more oil this turn',
    ],
  },
  {
    module: wildcatters,
    options: wildcatters.optionsSchema.parse({}),
    short: [
      'Develop — no rig in a drilled area',
      'Drill — no area with 4+ rigs',
      'Build a refinery — needs 12 workers',
      'Build a refinery — no free refinery site',
      'Transport oil — no tanker waiting',
      'Empty a refinery — empties at turn end',
    ],
  },
];

describe('short labels on a phone', () => {
  it.each(GAMES.map((g) => [g.module.title, g] as const))(
    '%s: every greyed and Undo button of seeded bot games fits SHORT_LABEL, and each note is told',
    (_, { module, options, short }) => {
      const seen = fresh();
      for (const seed of ['short-1', 'short-2', 'short-3']) checkGame(module, options, seed, seen);
      expect(seen.greyed).toBeGreaterThan(100);
      expect(seen.undo).toBeGreaterThan(100);
      // Said whole now, each cut short of 40 before: "Undo: traded 4 brick for 1 ore with…".
      expect(seen.undoLong).toBeGreaterThan(100);
      expect(seen.noted).toBeGreaterThan(10);
      for (const label of short) expect([...seen.reasons]).toContain(label);
      if (module === meritOil) {
        expect(seen.charter).toBeGreaterThan(10);
        expect(seen.openNoted).toBeGreaterThan(0);
      }
    },
  );
});
