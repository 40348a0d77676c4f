/**
 * Oil Springs' End turn button says when ending the turn brings the disaster owed: a playtest's turn message,
 * with the Disaster Track full, offered a plain "End turn", and only its log line told that a disaster would
 * strike. The track is public, and so is the label.
 */
import { describe, expect, it } from 'vitest';
import type { APIButtonComponentWithCustomId } from 'discord-api-types/v10';
import { presenterFor } from '../../src/discord/presenters';
import { SHORT_LABEL, turnPayload } from '../../src/discord/turn';
import { parseCustomId } from '../../src/discord/custom-id';
import { oilSprings } from '../../src/games/oil-springs';
import type { OilSpringsState } from '../../src/games/oil-springs/oilState';
import { act, newGame, oweDisaster, toMain } from '../games/oil-springs/helpers';
import { snapOf } from './snap';
import { choiceNames, matchChoice } from '../../src/commands/typed-action';

/** The turn message's end-turn button (its key 'end-turn', the first of its id's args), as Discord receives it. */
function endTurnButton(state: OilSpringsState) {
  const p = turnPayload({
    snap: snapOf(oilSprings, state),
    presenter: presenterFor('oil-springs'),
    events: [],
    picture: Buffer.from('png'),
  });
  const buttons = (p.components ?? []).flatMap(
    (row) => (row as { toJSON(): { components: APIButtonComponentWithCustomId[] } }).toJSON().components,
  );
  return buttons.find((b) => parseCustomId(b.custom_id)?.args[0] === 'end-turn');
}

describe('Oil Springs: the End turn button with a disaster owed', () => {
  it('says the disaster strikes, while the track is full, and that ending the turn brings it', () => {
    const state = toMain(newGame(), 0);
    expect(endTurnButton(state)?.label).toBe('End turn');
    oweDisaster(state, 0);
    const owed = endTurnButton(state);
    expect(owed?.label).toBe('End turn (disaster strikes)');
    expect(owed?.label!.length).toBeLessThanOrEqual(SHORT_LABEL);
    expect(owed?.disabled ?? false).toBe(false);
    // What the label says is what the rules do: ending the turn rolls the disaster, and the marker goes back to 0.
    act(state, 0, { type: 'endTurn' });
    expect(state.ext.lastDisaster).toMatchObject({ seat: 0 });
    expect(state.ext.marker).toBe(0);
    // The next player's turn owes none: a plain End turn again once they have rolled.
    const next = toMain(state, 1);
    expect(next.ext.marker).toBe(0);
    expect(endTurnButton(next)?.label).toBe('End turn');
  });

  it('typed, says the same: /oil endturn and /oil move list it as the button reads', () => {
    // A review: the button said "End turn (disaster strikes)" while /oil move's list offered a plain "End turn".
    const typed = (state: OilSpringsState) => {
      const snap = snapOf(oilSprings, state);
      const choices = presenterFor('oil-springs').choices(snap, 0);
      const end = choices.filter((c) => c.command === 'endturn');
      expect(end).toHaveLength(1);
      const found = matchChoice('end turn', choices, snap.record.version);
      expect(found).toEqual({ choice: end[0] });
      return choiceNames(choices).get(end[0]!);
    };
    const state = toMain(newGame(), 0);
    expect(typed(state)).toBe('End turn');
    oweDisaster(state, 0);
    expect(typed(state)).toBe(endTurnButton(state)?.label);
    expect(typed(state)).toBe('End turn (disaster strikes)');
  });
});
