/**
 * The game-over message's final-scoring lines, read by a spectator: step 7 turns shares into workers ("Ben +10
 * workers") and step 8 scores those workers, so a step's bare "+2" read as two more workers. Every step that
 * scores says VP on each amount ("Ben +2 VP").
 */
import type { APIEmbed } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { turnPayload } from '../../src/discord/turn';
import { wildcatters } from '../../src/games/wildcatters';
import { Rng } from '../../src/games/rng';
import type { GameEvent } from '../../src/games/types';
import { snapOf } from './snap';

it('every final-scoring step that scores gives its amounts in VP; shares to workers stays in workers', () => {
  let state = wildcatters.setup(4, wildcatters.optionsSchema.parse({}), 'final-units');
  let last: GameEvent[] = [];
  for (let i = 0; i < 5000 && !wildcatters.status(state).over; i++) {
    const seat = wildcatters.status(state).toAct[0]!;
    const action = wildcatters.bots.greedy!(structuredClone(state), seat, Rng.fromSeed(`final-units#${i}`));
    const r = wildcatters.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    [last, state] = [r.events, r.state];
  }
  const snap = snapOf(wildcatters, state, 900);
  const payload = turnPayload({
    snap,
    presenter: presenterFor('wildcatters'),
    events: last,
    picture: Buffer.from([0]),
  });
  const embed = payload.embeds![0] as { toJSON(): APIEmbed };
  const lines = (embed.toJSON().description ?? '').split('\n').filter((l) => l.startsWith('Final scoring'));
  expect(lines).toHaveLength(9);
  const scoring = lines.filter((l) => /^Final scoring [234589],/.test(l) && !l.endsWith('nobody scores.'));
  expect(scoring.length).toBeGreaterThan(3);
  for (const line of scoring) {
    const amounts = line.match(/[+−-]\d+(?: \w+)?/g) ?? [];
    expect(amounts.length, line).toBeGreaterThan(0);
    for (const a of amounts) expect(a, line).toMatch(/ VP$/);
  }
  const workers = lines.find((l) => l.startsWith('Final scoring 7,'))!;
  expect(workers).not.toContain('VP');
});
