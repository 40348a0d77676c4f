/**
 * One name per thing at the end of a Catan game: the game-over message's scores, the turn lines and the rules say
 * "Longest Road" and "Largest Army"; the final standings' awards said "Longest road" and "Largest army".
 */
import type { APIEmbed } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import { summaryPayload } from '../../src/discord/summary/message';
import { tellStory, type LoggedAction } from '../../src/discord/summary/story';
import { turnPayload } from '../../src/discord/turn';
import { oilSprings } from '../../src/games/oil-springs';
import type { CatanState } from '../../src/games/catan/types';
import { Rng } from '../../src/games/rng';
import { snapOf } from './snap';

it('the awards name Longest Road and Largest Army as the game-over scores do', async () => {
  const seed = 'award-names';
  let state = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), seed);
  const actions: LoggedAction[] = [];
  for (let i = 0; i < 5000 && !oilSprings.status(state).over; i++) {
    const seat = oilSprings.status(state).toAct[0]!;
    const action = oilSprings.bots.greedy!(structuredClone(state), seat, Rng.fromSeed(`${seed}#${i}`));
    const r = oilSprings.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    actions.push({ seat, action: structuredClone(action), createdAt: Date.UTC(2026, 10, 1) + i * 60_000 });
  }
  const held = state as unknown as CatanState;
  expect(held.longestRoad, 'someone holds Longest Road at the end').toBeGreaterThanOrEqual(0);
  const snap = snapOf(oilSprings, state);
  const json = (e: unknown): APIEmbed => (e as { toJSON(): APIEmbed }).toJSON();
  const over = turnPayload({
    snap,
    presenter: presenterFor('oil-springs'),
    events: [],
    picture: Buffer.from([0]),
  });
  const scores = json(over.embeds![0]).fields!.find((f) => f.name === 'Scores')!.value;
  expect(scores).toContain('Longest Road');
  const story = await tellStory({
    module: oilSprings,
    seats: 4,
    options: oilSprings.optionsSchema.parse({}),
    seed,
    actions,
  });
  const summary = summaryPayload({
    snap,
    story,
    pictures: { chart: null, timelapse: { gif: null, why: 'none' } },
    presenter: presenterFor('oil-springs'),
  });
  const awards = json(summary.embeds![0]).fields!.find((f) => f.name === 'Awards')!.value;
  expect(awards).toContain('**Longest Road** — ');
  expect(awards).not.toMatch(/Longest road|Largest army/);
});
