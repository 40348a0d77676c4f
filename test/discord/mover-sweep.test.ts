/**
 * Every line a game opens with its mover reads right as that mover's own receipt (src/discord/mover-words.ts):
 * seeded bot games of each offered game, and each public line that opens with a seat, read as that seat. A line
 * that turns into "You …" must not go on with a verb that agrees with a name ("You paid £11,850 of £25,000 and
 * now owes the bank £13,150.", "You got 1 of 3 oil (holds 4, the limit)." were found this way). Only the mover's
 * own clause is read: a card's quoted words and a later clause with its own subject ("— Nobody holds …") are not
 * the mover's.
 */
import { describe, expect, it } from 'vitest';
import { moverLine } from '../../src/discord/mover-words';
import { offeredGames } from '../../src/games/registry';
import { Rng } from '../../src/games/rng';
import { seatsForBots } from '../../src/games/types';

const NAMES = ['Ana', 'Ben', 'Caro', 'Dan', 'Eve', 'Fay'];
const GAMES_EACH = 3;
const STEP_CAP = 6_000;
/** A verb agreeing with a name, not with "You". */
const NAME_VERB = /\b(owes|holds|has|is|was|does|keeps|gets)\b/;

/** The mover's own clause of a receipt line: before the first stop, colon, semicolon or dash, quotes left out. */
function ownClause(line: string): string {
  return line.replace(/“[^”]*”|"[^"]*"/g, '').split(/[.;:—]/)[0] ?? '';
}

describe('a mover’s receipt over whole bot games', () => {
  for (const game of offeredGames()) {
    it(`${game.id}: no "You …" line goes on with a name's verb`, () => {
      const wrong = new Set<string>();
      let read = 0;
      const botKinds = Object.keys(game.bots);
      for (let g = 0; g < GAMES_EACH; g++) {
        const seats = Math.max(game.players.min, Math.min(game.players.max, 2 + g));
        const state = game.setup(seats, game.optionsSchema.parse({}), `mover-sweep-${g}`);
        const rng = Rng.fromSeed(`mover-sweep-bots-${g}`);
        for (let step = 0; step < STEP_CAP; step++) {
          const status = game.status(state);
          if (status.over) break;
          const seat = seatsForBots(status)[0]!;
          const bot = game.bots[botKinds[(seat + g) % botKinds.length]!]!;
          const applied = game.apply(state, seat, bot(state, seat, rng));
          if (!applied.ok) throw new Error(`${game.id}: a bot's move was refused: ${applied.error}`);
          for (const e of applied.events) {
            const opener = /^\{p(\d)\} /.exec(e.text);
            if (!opener || (e.to && e.to.length > 0)) continue;
            const line = moverLine(e.text, Number(opener[1]), NAMES);
            if (!line.startsWith('You ')) continue;
            read++;
            if (NAME_VERB.test(ownClause(line))) wrong.add(line);
          }
        }
      }
      expect(read).toBeGreaterThan(50);
      expect([...wrong]).toEqual([]);
    });
  }
});
