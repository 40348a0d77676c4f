/**
 * The private answer to a move tried out of turn (src/discord/refusals.ts, `notYourTurnText`) says whom the
 * game waits on and promises nothing it cannot keep: a playtest's Ana read "It's Ben's turn — you can act
 * after them." with Caro still to play between them. From the game's public order of play, it says when the
 * reader's turn comes, only where that order is who plays next.
 */
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { presenterFor } from '../../src/discord/presenters';
import { notYourTurnFor, notYourTurnText } from '../../src/discord/refusals';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { playUntil, snapOf } from './snap';

describe('not your turn', () => {
  it('names whose turn it is, with no promise that the reader comes next', () => {
    const state = playUntil(catan, 'not-your-turn', (s) => (s as CatanState).phase === 'roll') as CatanState;
    const snap = snapOf(catan, state);
    expect(snap.status.toAct).toEqual([state.current]);
    const names = ['Ana', 'Ben', 'Caro', 'Dev'];
    // Told to each of the three others alike: two of them are not next.
    expect(notYourTurnText(snap)).toBe(`It's ${names[state.current]}'s turn — you can act when yours comes.`);
  });

  it('names everyone the game waits on, after a 7 as well', () => {
    const state = playUntil(
      catan,
      'not-your-turn-7',
      (s) => (s as CatanState).phase === 'roll',
    ) as CatanState;
    const snap = snapOf(catan, state);
    // Two players owe a discard: after them the roller moves the robber, whoever clicked.
    const waiting = { ...snap, status: { ...snap.status, toAct: [1, 3] } };
    expect(notYourTurnText(waiting)).toBe('Waiting for Ben and Dev — you can act when your turn comes.');
  });

  // The refusal with the table's presenters, as the router and the typed commands call it.
  const app = { presenter: presenterFor } as unknown as App;
  const userOf = (seat: number) => `20000000000000000${seat}`;

  it('says when the reader plays, from the order of play', () => {
    const state = playUntil(catan, 'not-your-turn', (s) => (s as CatanState).phase === 'roll') as CatanState;
    const snap = snapOf(catan, state);
    const names = ['Ana', 'Ben', 'Caro', 'Dev'];
    const after = (k: number) => (state.current + k) % 4;
    expect(notYourTurnFor(app, snap, userOf(after(1)))).toBe(
      `It's ${names[state.current]}'s turn — yours comes next.`,
    );
    expect(notYourTurnFor(app, snap, userOf(after(3)))).toBe(
      `It's ${names[state.current]}'s turn — yours comes after ${names[after(2)]}'s.`,
    );
  });

  it('words the refusal alike whether or not it knows when the reader plays', () => {
    // The same refusal read "It's Caro's turn — you can act when it is yours." to some and "It's Ana's turn;
    // yours comes after Caro's." to others: one shape now, whose turn it is, a dash, then about the reader's.
    const state = playUntil(catan, 'not-your-turn', (s) => (s as CatanState).phase === 'roll') as CatanState;
    const snap = snapOf(catan, state);
    const discarding = { ...snap, status: { ...snap.status, toAct: [(state.current + 2) % 4] } };
    const shape =
      /^It's (Ana|Ben|Caro|Dev)'s turn — (yours comes (next|after (Ana|Ben|Caro|Dev)'s)|you can act when yours comes)\.$/;
    const readers = [0, 1, 2, 3].filter((s) => s !== state.current).map(userOf);
    const told = [snap, discarding].flatMap((s) =>
      [...readers, '299999999999999999'].map((u) => notYourTurnFor(app, s, u)),
    );
    for (const text of told) expect(text).toMatch(shape);
    // Both the order-of-play words and the plain ones are among them.
    expect(told.some((t) => t.includes('yours comes after'))).toBe(true);
    expect(told.some((t) => t.endsWith('you can act when yours comes.'))).toBe(true);
  });

  it('follows the set-up, where the last placer places twice', () => {
    const state = playUntil(
      catan,
      'not-your-turn-setup',
      (s) => (s as CatanState).setupStep === 3,
    ) as CatanState;
    const snap = snapOf(catan, state);
    expect(state.phase).toBe('setup');
    const names = ['Ana', 'Ben', 'Caro', 'Dev'];
    const last = state.current;
    // The last placer places again: the one before them places next, then the one before that.
    const before = (k: number) => (last + 4 - k) % 4;
    expect(notYourTurnFor(app, snap, userOf(before(1)))).toBe(
      `It's ${names[last]}'s turn — yours comes next.`,
    );
    expect(notYourTurnFor(app, snap, userOf(before(2)))).toBe(
      `It's ${names[last]}'s turn — yours comes after ${names[before(1)]}'s.`,
    );
  });

  it('promises nothing while someone else acts on the turn of another', () => {
    const state = playUntil(catan, 'not-your-turn', (s) => (s as CatanState).phase === 'roll') as CatanState;
    const snap = snapOf(catan, state);
    const other = (state.current + 2) % 4;
    // One player owes a discard on another's turn: the roller moves the robber after it, whoever comes next.
    const discarding = { ...snap, status: { ...snap.status, toAct: [other] } };
    expect(notYourTurnFor(app, discarding, userOf((state.current + 3) % 4))).toBe(
      `It's ${['Ana', 'Ben', 'Caro', 'Dev'][other]}'s turn — you can act when yours comes.`,
    );
    // A spectator, seated nowhere, has no turn to come.
    expect(notYourTurnFor(app, snap, '299999999999999999')).toMatch(/you can act when yours comes\.$/);
  });
});

describe('not your turn, in the last round of a game of rounds', () => {
  const app = { presenter: presenterFor } as unknown as App;
  const userOf = (seat: number) => `20000000000000000${seat}`;
  const names = ['Ana', 'Ben', 'Caro', 'Dev'];

  it('tells a player whose last turn is played that none comes: the game ends after the last in the order', () => {
    // A playtest: in Wildcatters' final round Ana, who had played, read "It's Ben's turn — you can act when it is
    // yours.", a turn that never came (the game ends with the round's last turn).
    const state = playUntil(wildcatters, 'not-your-turn-final', (s) => {
      const w = s as WildcattersState;
      return w.phase === 'turns' && w.round === w.rounds && w.turnIndex === 1 && w.pending === null;
    }) as WildcattersState;
    const snap = snapOf(wildcatters, state);
    const [played, now, next] = state.order;
    const last = state.order.at(-1)!;
    expect(snap.status.toAct).toEqual([now]);
    expect(notYourTurnFor(app, snap, userOf(played!))).toBe(
      `It's ${names[now!]}'s turn — you have played your last: the game ends after ${names[last]}'s.`,
    );
    // Those still to play are told when, as before.
    expect(notYourTurnFor(app, snap, userOf(next!))).toBe(`It's ${names[now!]}'s turn — yours comes next.`);
    // On the game's last turn it ends after this one.
    const end = playUntil(wildcatters, 'not-your-turn-final', (s) => {
      const w = s as WildcattersState;
      return w.phase === 'turns' && w.round === w.rounds && w.turnIndex === 3 && w.pending === null;
    }) as WildcattersState;
    expect(notYourTurnFor(app, snapOf(wildcatters, end), userOf(end.order[0]!))).toBe(
      `It's ${names[end.order[3]!]}'s turn, the game's last — you have played yours.`,
    );
  });

  it('keeps the plain words in the round before, whose order the last round sets anew', () => {
    const state = playUntil(wildcatters, 'not-your-turn-final', (s) => {
      const w = s as WildcattersState;
      return w.phase === 'turns' && w.round === w.rounds - 1 && w.turnIndex === 1 && w.pending === null;
    }) as WildcattersState;
    const snap = snapOf(wildcatters, state);
    expect(notYourTurnFor(app, snap, userOf(state.order[0]!))).toBe(
      `It's ${names[state.order[1]!]}'s turn — you can act when yours comes.`,
    );
  });
});
