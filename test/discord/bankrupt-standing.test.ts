/**
 * A Merit player who went bankrupt is said bankrupt wherever their place is told, not only at £0: the final
 * summary did, but the standings under `/oil end` ("Ben £0") and their own My hand ("You finished 4th of 4,
 * with £0.") did not.
 */
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/discord/app';
import { standingsWhenEnded } from '../../src/discord/components/end';
import { finalPlaceWords } from '../../src/discord/components/hand';
import { presenterFor } from '../../src/discord/presenters';
import { standingNoteOf } from '../../src/discord/summary/message';
import { meritOil } from '../../src/games/merit-oil';
import type { MeritState } from '../../src/games/merit-oil/types';
import { NAMES, playUntil, snapOf } from './snap';

/** A Merit game played `moves` moves on, with seat `broke` made bankrupt. */
function meritWithBankrupt(broke: number, over: boolean) {
  let moves = 0;
  const played = playUntil(meritOil, 'bankrupt-standing', () => !over && ++moves > 40);
  const state = structuredClone(played) as MeritState;
  state.players[broke]!.bankrupt = true;
  return snapOf(meritOil, state);
}

describe('a bankrupt Merit player', () => {
  it("is said bankrupt in the standings of a game ended by /oil end; the others' as before", () => {
    const snap = meritWithBankrupt(1, false);
    expect(snap.status.over).toBe(false);
    expect(snap.status.scores[1]).toBe(0);
    const app = {
      desk: { snapshot: () => snap },
      presenter: () => presenterFor('merit-oil'),
    } as unknown as Pick<App, 'desk' | 'presenter'>;
    const line = standingsWhenEnded(app, snap.record.id);
    expect(line).toMatch(/^Standings when it ended: /);
    const entries = line.replace(/^Standings when it ended: /, '').split(' · ');
    expect(entries).toHaveLength(4);
    expect(entries).toContain('Ben (bankrupt) £0');
    for (const seat of [0, 2, 3])
      expect(entries.find((e) => e.startsWith(`${NAMES[seat]} `))).toMatch(
        new RegExp(`^${NAMES[seat]} £[\\d,]+$`),
      );
  });

  it("the standings read the game's view once for all the seats' notes, not once a seat", () => {
    const snap = meritWithBankrupt(1, false);
    const view = vi.spyOn(snap.module, 'view');
    const note = standingNoteOf(presenterFor('merit-oil'), snap);
    expect([0, 1, 2, 3].map(note)).toEqual([null, 'bankrupt', null, null]);
    expect(view).toHaveBeenCalledTimes(1);
    view.mockRestore();
  });

  it('reads it in their own place in My hand after the game', () => {
    const ended = meritWithBankrupt(2, true);
    expect(ended.status.over).toBe(true);
    const broke = 2;
    if (ended.status.result!.winners.includes(broke))
      throw new Error('the test needs a loser to be bankrupt');
    const snap = { ...ended, record: { ...ended.record, lifecycle: 'finished' as const } };
    const presenter = presenterFor('merit-oil');
    expect(finalPlaceWords(snap, broke, presenter)).toMatch(
      /^You finished \d(st|nd|rd|th) of 4( \(tied\))?, with £0 \(bankrupt\)\. /,
    );
    for (const seat of [0, 1, 3]) expect(finalPlaceWords(snap, seat, presenter)).not.toContain('bankrupt');
  });
});

describe('a bankrupt Merit player who presses a button', () => {
  // A playtest: Eve, bankrupt, pressed Roll the die and read "It's Ana's turn — you can act when it is yours.",
  // a turn that never comes (the order of play leaves her out).
  it('is told they are out of the game, whatever they press or type', () => {
    const snap = meritWithBankrupt(1, false);
    const state = snap.state as MeritState;
    const presenter = presenterFor('merit-oil');
    expect(snap.status.toAct).not.toContain(1);
    for (const key of ['roll', 'offer', 'accept', 'deal', 'move'])
      expect(presenter.notAsked!(snap, 1, key)).toBe(
        'You went bankrupt and are out of this game: you play no more turns, but you can still follow it here.',
      );
    // The solvent players waiting for their turn are not told so.
    const waiting = [0, 2, 3].filter((s) => !snap.status.toAct.includes(s) && s !== state.current);
    expect(waiting.length).toBeGreaterThan(0);
    for (const seat of waiting)
      expect(presenter.notAsked!(snap, seat, 'roll') ?? '').not.toContain('bankrupt');
  });
});
