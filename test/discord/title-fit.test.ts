/**
 * Turn message titles within what a phone shows (src/discord/title-fit.ts): with Discord's longest display names
 * (32 characters), every game's live title and a finished turn message's title stay within TITLE_MAX, names cut
 * ("Maximil…") or counted ("3 players: done"), while the To act field keeps them whole.
 */
import type { EmbedBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { TITLE_MAX } from '../../src/discord/title-fit';
import { turnPayload } from '../../src/discord/turn';
import { finishedTurnPayload, type TurnMessageEnding } from '../../src/discord/turn-record';
import type { GameSnapshot } from '../../src/discord/desk';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import type { AnyGameModule } from '../../src/games/types';
import { playUntil, snapOf } from './snap';

/** Six 32-character display names, told apart only at their ends. */
const LONG = ['Ana', 'Ben', 'Caro', 'Dev', 'Eve', 'Finn'].map((n) =>
  `${n} Montgomery-Smythe-Whittingham`.padEnd(32, 'e').slice(0, 32),
);

/** `snap` with its seats named `LONG` (or `given`). */
function longNamed(snap: GameSnapshot, seats = snap.seats.length, given = LONG): GameSnapshot {
  const names = given.slice(0, seats);
  return {
    ...snap,
    names,
    seats: names.map((name, seat) => ({ seat, userId: `20000000000000000${seat}`, name, botKind: null })),
  };
}

const embedOf = (body: { embeds?: readonly unknown[] }) => (body.embeds![0] as EmbedBuilder).data;

function liveTitle(snap: GameSnapshot): string {
  const presenter = presenterFor(snap.module.id)!;
  return embedOf(turnPayload({ snap, presenter, events: [], picture: null })).title!;
}

function toActField(snap: GameSnapshot): string {
  const presenter = presenterFor(snap.module.id)!;
  const fields = embedOf(turnPayload({ snap, presenter, events: [], picture: null })).fields ?? [];
  return fields.find((f) => f.name.startsWith('To act'))?.value ?? '';
}

describe('a finished turn message’s title', () => {
  const snap = (module: AnyGameModule, seats: number) =>
    longNamed(snapOf(module, module.setup(seats, module.optionsSchema.parse({}), 'title-fit'), 7), seats);
  const title = (s: GameSnapshot, asked: number[], ending: TurnMessageEnding = 'moved-on') =>
    embedOf(finishedTurnPayload({ snap: s, asked, acted: asked, events: [], ending })).title!;

  it('names three players with 32-character names within TITLE_MAX, each cut', () => {
    for (const module of [catan, oilSprings, wildcatters, meritOil] as AnyGameModule[]) {
      for (const ending of ['moved-on', 'continued', 'reposted', 'ended'] as const) {
        const t = title(snap(module, 4), [0, 1, 2], ending);
        expect(t.length, t).toBeLessThanOrEqual(TITLE_MAX);
        expect(t).toMatch(/^.* — Ana .*….*, Ben .*….* and Caro .*….*: /);
      }
    }
  });

  it('counts them once names cut to 8 characters still do not fit: "6 players: done"', () => {
    const t = title(snap(meritOil, 6), [0, 1, 2, 3, 4, 5]);
    expect(t).toBe('Merit\'s "Oil" — 6 players: done');
  });

  it('keeps a name whole when it fits', () => {
    expect(title(snap(catan, 4), [1])).toBe(`Catan — ${LONG[1]}: done`);
  });
});

describe('live titles with 32-character names', () => {
  it('Wildcatters: the players a question waits for are cut, or counted', () => {
    const state = playUntil(wildcatters, 'wp5', (s) => (s as WildcattersState).pending?.kind === 'auction');
    const s = structuredClone(state) as WildcattersState;
    if (s.pending?.kind !== 'auction') throw new Error('no auction');
    // All four to bid, then three (one bid already).
    for (const bids of [
      [null, null, null, null],
      [0, null, null, null],
    ]) {
      s.pending.bids = bids;
      const snap = longNamed(snapOf(wildcatters, s));
      const t = liveTitle(snap);
      expect(t.length, t).toBeLessThanOrEqual(TITLE_MAX);
      expect(t).toMatch(/ · auction of the .* disk \(/);
      // To act names them whole.
      const field = toActField(snap);
      for (const seat of snap.status.toAct) expect(field).toContain(LONG[seat]);
    }
  });

  it('Oil Springs: the player to act is cut when a long turn and phase leave no room for the whole name', () => {
    const state = playUntil(oilSprings, 'title-fit', (s) => (s as CatanState).phase === 'main') as CatanState;
    for (const phase of ['robber', 'roadBuilding'] as const) {
      const s: CatanState = { ...structuredClone(state), phase, turn: 104, freeRoads: 2 };
      const t = liveTitle(longNamed(snapOf(oilSprings, s)));
      expect(t.length, t).toBeLessThanOrEqual(TITLE_MAX);
      expect(t).toContain('…');
    }
  });
});

describe('titles of names full of markdown characters', () => {
  // A review: names were cut after their markdown escaping, so a cut could fall between a backslash and what it
  // escapes ("a\_b\…": the backslash escaped the ellipsis), and each escape took a character of the name's room.
  const MARKS = '_*~`|>\\';
  const MARKED = [
    `Ana ${MARKS.repeat(5)}`.slice(0, 32),
    `Ben ${'x_'.repeat(14)}`.slice(0, 32),
    LONG[2]!,
    `Dev *${MARKS.repeat(4)}`.slice(0, 32),
  ];
  /** The title as Discord shows it: each backslash escape read as the character it escapes. */
  const shown = (t: string) => t.replace(/\\([\\_*~`|>])/g, '$1');
  /** Whether each backslash escapes a markdown character (none dangling, none before the ellipsis). */
  const escapesWhole = (t: string) => !t.replace(/\\[\\_*~`|>]/g, '').includes('\\');
  /** How many of `name`'s first characters the shown title has, cut ("…" after them) or whole. */
  const kept = (t: string, name: string) => {
    if (shown(t).includes(name)) return name.length;
    for (let k = name.length - 1; k > 0; k--) if (shown(t).includes(`${name.slice(0, k)}…`)) return k;
    return 0;
  };

  it('a finished turn message: each cut whole escapes, within TITLE_MAX, as many characters of each name shown', () => {
    for (const module of [catan, oilSprings, wildcatters, meritOil] as AnyGameModule[]) {
      const s = longNamed(
        snapOf(module, module.setup(4, module.optionsSchema.parse({}), 'title-fit'), 7),
        4,
        MARKED,
      );
      for (const asked of [
        [0, 1, 2],
        [0, 3],
        [1, 3],
      ]) {
        const t = embedOf(
          finishedTurnPayload({ snap: s, asked, acted: asked, events: [], ending: 'moved-on' }),
        ).title!;
        expect(t.length, t).toBeLessThanOrEqual(TITLE_MAX);
        expect(escapesWhole(t), t).toBe(true);
        const each = asked.map((seat) => kept(t, MARKED[seat]!));
        expect(Math.min(...each), t).toBeGreaterThanOrEqual(8);
        expect(new Set(each).size, `${t}: ${each.join(', ')}`).toBe(1);
      }
    }
  });

  it('a live title: the player to act cut with whole escapes, within TITLE_MAX', () => {
    const state = playUntil(oilSprings, 'title-fit', (s) => (s as CatanState).phase === 'main') as CatanState;
    for (const current of [0, 1, 3])
      for (const phase of ['robber', 'roadBuilding', 'main'] as const) {
        const s: CatanState = { ...structuredClone(state), phase, current, turn: 104, freeRoads: 2 };
        const t = liveTitle(longNamed(snapOf(oilSprings, s), 4, MARKED));
        expect(t.length, t).toBeLessThanOrEqual(TITLE_MAX);
        expect(escapesWhole(t), t).toBe(true);
        expect(kept(t, MARKED[current]!), t).toBeGreaterThanOrEqual(8);
      }
  });
});
