/**
 * A phone shows a button's label on one line up to about 40 characters (`SHORT_LABEL`): over seeded bot games of
 * Merit's "Oil", every greyed button and every Undo button of every turn message stays within it (a playtest's
 * "Charter a tanker — no port has a full cargo and a free tanker (see My hand)" wrapped), and a greyed button
 * whose reason says more has it told in the turn message.
 */
import { describe, expect, it } from 'vitest';
import type { APIButtonComponentWithCustomId, APIEmbed } from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import { presenterFor } from '../../src/discord/presenters';
import { SHORT_LABEL, turnPayload } from '../../src/discord/turn';
import { meritOil } from '../../src/games/merit-oil';
import { Rng } from '../../src/games/rng';
import type { MeritAction, MeritState } from '../../src/games/merit-oil/types';
import { actionWords } from '../../src/table/undo';
import { snapOf } from './snap';

interface Seen {
  greyed: number;
  undo: number;
  noted: number;
}

/**
 * Plays a greedy bot game; after each move, the turn message as if its player might take that move back (its
 * Undo labelled with the move's words). Counts the greyed, Undo and noted buttons checked.
 */
function checkGame(seed: string, seen: Seen): void {
  const presenter = presenterFor(meritOil.id);
  let state: MeritState = meritOil.setup(4, { length: 'standard' }, seed);
  for (let i = 0; i < 3000 && !meritOil.status(state).over; i++) {
    const seat = meritOil.status(state).toAct[0]!;
    const action: MeritAction = meritOil.bots.greedy!(
      structuredClone(state),
      seat,
      Rng.fromSeed(`${seed}${i}`),
    );
    const r = meritOil.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    const words = actionWords({ seq: i + 1, seat, userId: 'u', action, events: r.events });
    const snap = { ...snapOf(meritOil, state, i), undo: { seat, seq: i + 1, words } };
    const payload = turnPayload({ snap, presenter, events: [], picture: Buffer.from('png') });
    const buttons = (payload.components ?? []).flatMap(
      (row) => (row as { toJSON(): { components: APIButtonComponentWithCustomId[] } }).toJSON().components,
    );
    const embed = (payload.embeds![0] as { toJSON(): APIEmbed }).toJSON();
    const greyedField = embed.fields?.find((f) => f.name === 'Greyed out')?.value ?? '';
    for (const b of buttons) {
      const label = b.label ?? '';
      const undo = parseCustomId(b.custom_id)?.verb === 'undo';
      if (!b.disabled && !undo) continue;
      expect(label.length, label).toBeLessThanOrEqual(SHORT_LABEL);
      if (undo) seen.undo++;
      else seen.greyed++;
    }
    for (const a of presenter.publicActions(snap).filter((x) => x.disabledReason && x.note)) {
      expect(greyedField).toContain(`${a.label}: ${a.note}`);
      seen.noted++;
    }
  }
}

describe('short labels on a phone', () => {
  it('every greyed and Undo button of every turn message of seeded bot games fits SHORT_LABEL', () => {
    const seen: Seen = { greyed: 0, undo: 0, noted: 0 };
    for (const seed of ['short-1', 'short-2', 'short-3']) checkGame(seed, seen);
    expect(seen.greyed).toBeGreaterThan(100);
    expect(seen.undo).toBeGreaterThan(100);
    expect(seen.noted).toBeGreaterThan(10);
  });
});
