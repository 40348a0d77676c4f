/**
 * A finished game's Scores field lists the players as the final standings below it do: the winner first, then
 * by score (it listed Catan's and Wildcatters' seats in order, whoever had won). During play, seat order.
 */
import { describe, expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { standingsOf } from '../../src/games/standings';
import { getGame } from '../../src/games/registry';
import { NAMES, playUntil, snapOf } from './snap';

describe('the Scores field at the end of a game', () => {
  for (const id of ['catan', 'oil-springs', 'wildcatters', 'merit-oil'])
    it(`${id}: the winner first, then by score; seat order before the end`, () => {
      const game = getGame(id)!;
      const presenter = presenterFor(id);
      // A finished game whose seat order is not its standings' (else the test could not tell them apart).
      let checked = 0;
      for (let n = 0; n < 8 && checked < 2; n++) {
        const state = playUntil(game, `order-${id}-${n}`, (s) => game.status(s).over);
        const snap = snapOf(game, state);
        if (!snap.status.over) continue;
        const standings = standingsOf(snap.status.scores, snap.status.result?.winners ?? []);
        if (standings.every((s, i) => s.seat === i)) continue;
        const lines = presenter.scoreLines(snap);
        expect(lines, lines.join('\n')).toHaveLength(4);
        standings.forEach((s, i) => expect(lines[i], lines.join('\n')).toContain(`**${NAMES[s.seat]}**`));
        checked++;
      }
      expect(checked).toBe(2);
      const before = snapOf(game, game.setup(4, game.optionsSchema.parse({}), `order-${id}-setup`));
      // A line a seat, in seat order (Merit's "Oil" adds the ports' bills of lading after them).
      presenter
        .scoreLines(before)
        .slice(0, 4)
        .forEach((l, i) => expect(l).toContain(`**${NAMES[i]}**`));
    });
});
