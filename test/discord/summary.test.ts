/**
 * The end-of-game summary without Discord: the story replayed from a game's log (scores over the turns, the
 * timelapse's frames, length, awards) and the message built from it (standings, ending, awards, pictures).
 */
import { describe, expect, it } from 'vitest';
import { catan } from '../../src/games/catan';
import { oilSprings } from '../../src/games/oil-springs';
import { meritOil } from '../../src/games/merit-oil';
import { wildcatters } from '../../src/games/wildcatters';
import { decideWinner } from '../../src/games/wildcatters/scoring';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import type { MeritState } from '../../src/games/merit-oil/types';
import { presenterFor } from '../../src/discord/presenters';
import { formatDuration } from '../../src/discord/stats';
import { Rng } from '../../src/games/rng';
import { formatSeats } from '../../src/games/events';
import type { AnyGameModule, PlayedAction } from '../../src/games/types';
import {
  CHART_FILE,
  TIMELAPSE_FILE,
  durationWords,
  lengthWords,
  summaryPayload,
} from '../../src/discord/summary/message';
import { standingsOf } from '../../src/games/standings';
import { offeredGames } from '../../src/games/registry';
import { MAX_FRAMES, sampleEvenly, tellStory, type LoggedAction } from '../../src/discord/summary/story';
import { NAMES, snapOf } from './snap';

const HOUR = 3_600_000;

/** A whole game of `bot`s, with its log as the store keeps it (one action every `every` ms). */
function playLogged(module: AnyGameModule, seed: string, bot = 'greedy', every = 10 * 60_000) {
  let state = module.setup(4, module.optionsSchema.parse({}), seed);
  const actions: LoggedAction[] = [];
  const played: PlayedAction<unknown>[] = [];
  const start = Date.UTC(2026, 10, 1);
  for (let i = 0; i < 5000 && !module.status(state).over; i++) {
    const seat = module.status(state).toAct[0]!;
    const play = module.bots[bot] ?? Object.values(module.bots)[0]!;
    const action = play(structuredClone(state), seat, Rng.fromSeed(`${seed}#${i}`));
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    actions.push({ seat, action: structuredClone(action), createdAt: start + i * every });
    played.push({ seat, action, events: r.events });
  }
  return { state, actions, played };
}

const input = (module: AnyGameModule, seed: string, actions: LoggedAction[]) => ({
  module,
  seats: 4,
  options: module.optionsSchema.parse({}),
  seed,
  actions,
});

describe('the story of a finished game', () => {
  const game = playLogged(oilSprings, 'summary-story');

  it('replays the log to the saved end: scores per turn from set-up to the last turn, and the awards', async () => {
    const story = await tellStory(input(oilSprings, 'summary-story', game.actions));
    expect(story.replayProblem).toBeNull();
    expect(story.result).toEqual(oilSprings.status(game.state).result);
    expect(story.turns).toBe(game.state.turn);
    expect(story.moves).toBe(game.actions.length);
    expect(story.scores.xLabel).toBe('turn');
    expect(story.scores.xs).toEqual(Array.from({ length: game.state.turn + 1 }, (_, t) => t));
    // Set-up ends with 2 settlements each; the last point is the final (public) score.
    expect(story.scores.bySeat.map((s) => s[0])).toEqual([2, 2, 2, 2]);
    expect(story.scores.bySeat.map((s) => s.at(-1))).toEqual(oilSprings.status(game.state).scores);
    expect(story.finalScores).toEqual(oilSprings.status(game.state).scores);
    const played = game.played as Parameters<NonNullable<typeof oilSprings.awards>>[1];
    expect(story.awards).toEqual(oilSprings.awards!(game.state, played));
    expect(story.startedAt).toBe(game.actions[0]!.createdAt);
    expect(story.endedAt).toBe(game.actions.at(-1)!.createdAt);
  });

  it('counts the game’s length from its start when told it, as /oil stats does, not from the first move', async () => {
    // The first placement came two hours after Start: the summary said the game took minutes.
    const started = game.actions[0]!.createdAt - 2 * 3_600_000;
    const story = await tellStory({
      ...input(oilSprings, 'summary-story', game.actions),
      startedAt: started,
    });
    expect(story.startedAt).toBe(started);
    expect(story.endedAt).toBe(game.actions.at(-1)!.createdAt);
  });

  it('the timelapse runs from the empty board to the final board, in at most MAX_FRAMES public views', async () => {
    const story = await tellStory(input(oilSprings, 'summary-story', game.actions));
    const fresh = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), 'summary-story');
    expect(story.frames.length).toBe(MAX_FRAMES);
    expect(story.frames[0]).toEqual(oilSprings.view(fresh, null));
    expect(story.frames.at(-1)).toEqual(oilSprings.view(game.state, null));
    // Spectator views only: no player's hand.
    for (const frame of story.frames) expect((frame as { you?: unknown }).you ?? null).toBeNull();
  });

  it('a game that does not count turns is charted and filmed by moves', async () => {
    const noTurns: AnyGameModule = { ...catan, turn: undefined, awards: undefined };
    const base = playLogged(catan, 'summary-moves');
    const story = await tellStory(input(noTurns, 'summary-moves', base.actions));
    expect(story.turns).toBeNull();
    expect(story.awards).toEqual([]);
    expect(story.scores.xLabel).toBe('move');
    expect(story.scores.xs[0]).toBe(0);
    expect(story.scores.xs.at(-1)).toBe(base.actions.length);
    expect(story.scores.xs.length).toBeLessThanOrEqual(200);
    expect(story.frames.length).toBeGreaterThan(10);
    expect(story.frames.length).toBeLessThanOrEqual(MAX_FRAMES);
    expect(story.frames.at(-1)).toEqual(catan.view(base.state, null));
  });

  it('a log the rules no longer accept stops the replay and says where', async () => {
    const broken = game.actions.map((a, i) => (i === 20 ? { ...a, action: { type: 'teleport' } } : a));
    const story = await tellStory(input(oilSprings, 'summary-story', broken));
    expect(story.replayProblem).toMatch(/^action 21: /);
    expect(story.moves).toBe(20);
  });

  it('a game upgraded to newer rules is told from its replay base: the moves before it counted, not replayed', async () => {
    const whole = await tellStory(input(oilSprings, 'summary-story', game.actions));
    let state = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), 'summary-story');
    for (const a of game.actions.slice(0, 40)) {
      const r = oilSprings.apply(state, a.seat, a.action as never);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    // The old rules' log before the update no longer replays.
    const old = game.actions.map((a, i) => (i === 0 ? { ...a, action: { type: 'teleport' } } : a));
    const story = await tellStory({ ...input(oilSprings, 'summary-story', old), base: { moves: 40, state } });
    expect(story).toMatchObject({ replayProblem: null, replayedFrom: 40, moves: whole.moves });
    expect(story.result).toEqual(whole.result);
    expect(story.finalScores).toEqual(whole.finalScores);
    expect(story.startedAt).toBe(whole.startedAt);
    expect(story.frames[0]).toEqual(oilSprings.view(state, null));
    const payload = summaryPayload({
      snap: snapOf(oilSprings, game.state),
      story,
      pictures: { chart: null, timelapse: { gif: null, why: 'none' } },
      presenter: {},
    });
    const [main, board] = (payload.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e));
    expect(main!.fields).toContainEqual({
      name: 'Rules updated',
      value:
        'The rules of Catan: Oil Springs were updated after move 40: the chart, the awards and the timelapse start there.',
    });
    expect(board!.title).toBe('The board, from the update of the rules to the end');
  });
});

describe('every offered game', () => {
  for (const module of offeredGames()) {
    it(`${module.id}: its log replays into a story with a chart's points and timelapse frames`, async () => {
      const game = playLogged(module, `summary-every-${module.id}`);
      const story = await tellStory(input(module, `summary-every-${module.id}`, game.actions));
      expect(story.replayProblem).toBeNull();
      expect(story.moves).toBe(game.actions.length);
      expect(story.finalScores).toEqual(module.status(game.state).scores);
      expect(story.scores.bySeat).toHaveLength(4);
      expect(story.scores.xs.length).toBeGreaterThan(1);
      expect(story.frames.length).toBeGreaterThan(1);
      expect(story.frames.at(-1)).toEqual(module.view(game.state, null));
    });
  }
});

describe('standings and length', () => {
  it('winners come first, then by score; equal scores share a place', () => {
    expect(standingsOf([8, 12, 8, 5], [1])).toEqual([
      { seat: 1, score: 12, winner: true, place: 1 },
      { seat: 0, score: 8, winner: false, place: 2 },
      { seat: 2, score: 8, winner: false, place: 2 },
      { seat: 3, score: 5, winner: false, place: 4 },
    ]);
    // A collapse: nobody wins, the scores still rank.
    expect(standingsOf([3, 9, 4], []).map((s) => [s.seat, s.place])).toEqual([
      [1, 1],
      [2, 2],
      [0, 3],
    ]);
  });

  it('the length is told in turns, moves and minutes, hours or days', () => {
    // As /oil stats says a game's length (under a minute, then whole minutes).
    expect(durationWords(20_000)).toBe('in under a minute');
    expect(durationWords(20_000).replace(/^in /, '')).toBe(formatDuration(20_000));
    expect(durationWords(90_000)).toBe('in 1 minute');
    expect(durationWords(45 * 60_000)).toBe('in 45 minutes');
    expect(durationWords(5 * HOUR)).toBe('in 5 hours');
    expect(durationWords(3 * 24 * HOUR + 2 * HOUR)).toBe('over 3 days');
    expect(lengthWords({ turns: 61, moves: 240, startedAt: 0, endedAt: 50 * HOUR })).toBe(
      '61 turns (240 moves) over 2 days',
    );
    expect(lengthWords({ turns: null, moves: 1, startedAt: null, endedAt: null })).toBe('1 move');
    // A game played in rounds counts them first, as its turn messages do ("round 12/30").
    expect(lengthWords({ turns: null, moves: 173, startedAt: 0, endedAt: 3 * 60_000 }, 30)).toBe(
      '30 rounds (173 moves) in 3 minutes',
    );
    expect(lengthWords({ turns: 24, moves: 278, startedAt: null, endedAt: null }, 8)).toBe(
      '8 rounds, 24 turns (278 moves)',
    );
  });

  it('sampling keeps the first and the last', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const kept = sampleEvenly(items, 7);
    expect(kept).toHaveLength(7);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(99);
    expect(sampleEvenly([1, 2], 7)).toEqual([1, 2]);
  });
});

describe('the summary message', () => {
  const chart = Buffer.from('chart');
  const gif = Buffer.from('gif');

  /** A greedy game of `module` from `seed`, its story, and its summary with `names` and the game's presenter. */
  async function summarized(module: AnyGameModule, seed: string, names: readonly string[] = NAMES) {
    const game = playLogged(module, seed);
    const story = await tellStory(input(module, seed, game.actions));
    const snap = snapOf(module, game.state);
    snap.seats = snap.seats.map((seat) => ({ ...seat, name: names[seat.seat]! }));
    const payload = summaryPayload({
      snap,
      story,
      pictures: { chart, timelapse: { gif, frames: 30 } },
      presenter: presenterFor(snap.record.gameId),
    });
    return { story, snap, payload };
  }

  it('shows the standings, the length, the awards and both pictures; a plain win is not told a third time', async () => {
    const { story, snap, payload } = await summarized(oilSprings, 'summary-story');
    const winner = NAMES[story.result!.winners[0]!]!;
    expect(payload.content).toBe(`🏁 **Game over** — **${winner}** wins!`);
    const [main, board] = (payload.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e));
    expect(main!.title).toBe('Catan: Oil Springs — final standings');
    // How it ended ("Ana wins with 10 VP.") said only what the first line and the standings say: left out.
    expect(formatSeats(story.result!.summary, NAMES)).toBe(
      `${winner} wins with ${story.finalScores[story.result!.winners[0]!]} VP.`,
    );
    expect(main!.fields!.map((f) => f.name)).not.toContain('How it ended');
    expect(main!.description!.split('\n')[0]).toBe(
      `🏆 **${winner}** — ${snap.status.scores[story.result!.winners[0]!]} VP`,
    );
    expect(main!.description!.split('\n')).toHaveLength(4);
    expect(main!.fields!.find((f) => f.name === 'Length')!.value).toBe(lengthWords(story));
    const awards = main!.fields!.find((f) => f.name === 'Awards')!.value.split('\n');
    expect(awards).toHaveLength(story.awards.length);
    for (const a of story.awards)
      expect(awards.some((l) => l.startsWith(`**${a.title}** — ${NAMES[a.seats[0]!]}`))).toBe(true);
    expect(main!.image!.url).toBe(`attachment://${CHART_FILE}`);
    expect(board!.image!.url).toBe(`attachment://${TIMELAPSE_FILE}`);
    const files = (payload.files ?? []).map((f) => f as { name?: string; description?: string });
    expect(files.map((f) => f.name)).toEqual([CHART_FILE, TIMELAPSE_FILE]);
    expect(files[0]!.description).toMatch(/^Scores over the turns: /);
    expect(payload.allowedMentions).toEqual({ parse: [] });
  });

  it("the chart's alt text keeps a bot's number apart from its scores", async () => {
    // It read "Scores over the turns: Strong bot 2 → 10, Greedy bot 2 → 8, …, Greedy bot 2 2 → 5": the second
    // was Greedy bot, from 2 to 8, and read as Greedy bot 2 going to 8.
    const names = ['Greedy bot 2', 'Ana', 'Strong bot', 'Greedy bot'];
    const { story, payload } = await summarized(catan, 'summary-story', names);
    const alt = (payload.files ?? []).map((f) => f as { description?: string })[0]!.description!;
    const said = alt
      .replace(/^Scores over the turns: /, '')
      .replace(/\.$/, '')
      .split(', ');
    expect(said).toHaveLength(4);
    for (const [seat, name] of names.entries()) {
      const points = story.scores.bySeat[seat]!;
      expect(said).toContain(`${name} from ${points[0]} to ${points.at(-1)}`);
    }
  });

  it("Merit's fortunes are told in pounds, as the turn message tells them, in the standings and the chart's alt text", async () => {
    // The summary wrote "🏆 **Ana** — 2015575 points".
    const { snap, payload } = await summarized(meritOil, 'summary-merit');
    const main = (payload.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e))[0]!;
    const lines = main.description!.split('\n');
    expect(lines).toHaveLength(4);
    const pounds = (n: number) => `£${n.toLocaleString('en-GB')}`;
    for (const line of lines) {
      const seat = NAMES.findIndex((n) => line.includes(`**${n}**`));
      expect(line).toMatch(
        new RegExp(`^(🏆|\\d\\\\\\.) \\*\\*${NAMES[seat]}\\*\\* — ${pounds(snap.status.scores[seat]!)}$`),
      );
    }
    expect(main.description).not.toContain('point');
    const alt = (payload.files ?? []).map((f) => f as { description?: string })[0]!.description!;
    // Over the turns, as the game tells them (MeritModule.turn), one point a player's turn.
    expect(alt).toMatch(/^Scores over the turns: \w+ from £[\d.]+[km]? to £[\d.]+[km]?, /);
    // A playtest: the length read "173 moves in 3 minutes" under turn messages that had counted "round 30/30".
    const rounds = (snap.state as MeritState).round;
    expect(main.fields!.find((f) => f.name === 'Length')!.value).toMatch(
      new RegExp(`^${Math.min(rounds, 30)} rounds, \\d+ turns \\(\\d+ moves\\)`),
    );
  });

  it("a Merit player who went bankrupt is said bankrupt in the standings, not only at £0; the others' lines as before", async () => {
    // A playtest's standings read "2. Ben — £0", the bankruptcy unsaid.
    const game = playLogged(meritOil, 'summary-merit');
    const story = await tellStory(input(meritOil, 'summary-merit', game.actions));
    const state = structuredClone(game.state) as MeritState;
    const broke = [0, 1, 2, 3].find((s) => !state.result!.winners.includes(s))!;
    state.players[broke]!.bankrupt = true;
    const snap = snapOf(meritOil, state);
    expect(snap.status.scores[broke]).toBe(0);
    const payload = summaryPayload({
      snap,
      story,
      pictures: { chart, timelapse: { gif, frames: 30 } },
      presenter: presenterFor('merit-oil'),
    });
    const lines = (payload.embeds ?? [])
      .map((e) => ('toJSON' in e ? e.toJSON() : e))[0]!
      .description!.split('\n');
    expect(lines).toContain(`4\\. **${NAMES[broke]}** (bankrupt) — £0`);
    expect(lines.filter((l) => l.includes('bankrupt'))).toHaveLength(1);
  });

  /**
   * The summary's main embed of a finished Wildcatters game after `change` edits its final state (VP,
   * workers); the winner is decided anew. `w`: the game's own winner, before the change.
   */
  async function wildcattersSummary(change: (state: WildcattersState, w: number) => void) {
    const game = playLogged(wildcatters, 'summary-wild');
    const story = await tellStory(input(wildcatters, 'summary-wild', game.actions));
    const state = structuredClone(game.state) as WildcattersState;
    const w = state.result!.winners[0]!;
    change(state, w);
    state.result = decideWinner(state);
    const payload = summaryPayload({
      snap: snapOf(wildcatters, state),
      story,
      pictures: { chart, timelapse: { gif, frames: 30 } },
      presenter: presenterFor('wildcatters'),
    });
    return { w, state, main: (payload.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e))[0]! };
  }

  it('a Wildcatters win on the tie-break: the winner first, the player level on VP second, and how the tie was broken', async () => {
    // The summary said "Ana wins with 88 VP" above "2. Ben — 88 VP", never saying why Ana won.
    const { w, state, main } = await wildcattersSummary((state, w) => {
      const o = (w + 1) % 4;
      state.players[o]!.vp = state.players[w]!.vp;
      state.players[o]!.workers = state.players[w]!.workers - 2;
    });
    const o = (w + 1) % 4;
    const vp = state.players[w]!.vp;
    const workers = state.players[w]!.workers;
    expect(main.fields!.find((f) => f.name === 'How it ended')!.value).toBe(
      `${NAMES[w]} wins with ${vp} VP (tie with ${NAMES[o]} broken by workers: ${workers} to ${workers - 2}).`,
    );
    expect(main.description!.split('\n').slice(0, 2)).toEqual([
      `🏆 **${NAMES[w]}** — ${vp} VP`,
      `2\\. **${NAMES[o]}** — ${vp} VP`,
    ]);
    // Its rounds, as the turn messages count them ("round 8/8"), before its players' turns.
    expect(main.fields!.find((f) => f.name === 'Length')!.value).toMatch(
      new RegExp(`^${state.round} rounds, \\d+ turns \\(\\d+ moves\\)`),
    );
  });

  it('a place two players share is said once, on one line: the standings are no Markdown list that would renumber it', async () => {
    // "2. Ana" above "2. Ben" is an ordered list to Discord, which numbers it 2, 3: Ben read as third. With the
    // period escaped it read "2. Ana", "2. Ben": two second places, as a misprint would.
    const { w, state, main } = await wildcattersSummary((state, w) => {
      const vp = state.players[w]!.vp;
      state.players[(w + 1) % 4]!.vp = vp - 1;
      state.players[(w + 2) % 4]!.vp = vp - 1;
      state.players[(w + 3) % 4]!.vp = vp - 2;
    });
    const [a, b] = [(w + 1) % 4, (w + 2) % 4].sort((x, y) => x - y) as [number, number];
    const vp = state.players[w]!.vp;
    expect(main.description!.split('\n')).toEqual([
      `🏆 **${NAMES[w]}** — ${vp} VP`,
      `2\\. **${NAMES[a]}** and **${NAMES[b]}** — ${vp - 1} VP (tied)`,
      `4\\. **${NAMES[(w + 3) % 4]}** — ${vp - 2} VP`,
    ]);
  });

  it('a game whose presenter has no score words tells points; a seat a bot played for its player says so', async () => {
    const game = playLogged(oilSprings, 'summary-story');
    const story = await tellStory(input(oilSprings, 'summary-story', game.actions));
    const snap = snapOf(oilSprings, game.state);
    const summary = () =>
      summaryPayload({
        snap,
        story,
        pictures: { chart, timelapse: { gif, frames: 30 } },
        presenter: {},
      });
    const standings = () =>
      (summary().embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e))[0]!.description!;
    const chartAlt = () => (summary().files ?? []).map((f) => f as { description?: string })[0]!.description!;
    const winner = story.result!.winners[0]!;
    const score = snap.status.scores[winner];
    expect(standings().split('\n')[0]).toBe(`🏆 **${NAMES[winner]}** — ${score} points`);
    // A playtest: Ana left at the start and a bot played her seat to a win; the standings ranked "Ana" first, as
    // if she had played it, under the game-over message whose Scores said "Ana (bot)".
    snap.seats[winner] = { ...snap.seats[winner]!, userId: null, botKind: 'greedy' };
    expect(standings().split('\n')[0]).toBe(`🏆 **${NAMES[winner]} (bot)** — ${score} points`);
    expect(standings().match(/\(bot\)/g)).toHaveLength(1);
    // The chart's alt text too: a screen reader heard "Ana from 0 to 10" under standings saying "Ana (bot)".
    expect(chartAlt()).toContain(`${NAMES[winner]} (bot) from `);
    expect(chartAlt().match(/\(bot\)/g)).toHaveLength(1);
  });

  it('an Oil Springs collapse: nobody wins, the Champion is named, the standings still rank', async () => {
    // A seed whose random-bot game collapses with a Champion (bots' trading, and the conversions into one each of
    // two resources the random bot draws from, changed which seeds do).
    const game = playLogged(oilSprings, 'sum-19', 'random');
    const result = oilSprings.status(game.state).result!;
    expect(result.ending).toBe('collapse');
    const story = await tellStory(input(oilSprings, 'sum-19', game.actions));
    const payload = summaryPayload({
      snap: snapOf(oilSprings, game.state),
      story,
      pictures: { chart, timelapse: { gif, frames: 30 } },
      presenter: presenterFor('oil-springs'),
    });
    const main = (payload.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e))[0]!;
    expect(payload.content).toBe('🏁 **Game over** — nobody wins.');
    const champion = NAMES[game.state.ext.champion]!;
    expect(main.fields!.find((f) => f.name === 'How it ended')!.value).toBe(
      `The island was abandoned: nobody wins. ${champion}, Champion of the Environment, is honoured with the most beautiful land on a nearby island.`,
    );
    expect(main.description).not.toContain('🏆');
    expect(main.fields!.find((f) => f.name === 'Awards')!.value).toContain(
      `**Champion of the Environment** — ${champion}`,
    );
  });

  it('an Oil Springs collapse with players level at the top: one first place for both, said tied', async () => {
    // Nobody wins a collapse, so nobody has the trophy: two players level on VP read "1. Ana" above "1. Ben".
    const game = playLogged(oilSprings, 'sum-1', 'random');
    const story = await tellStory(input(oilSprings, 'sum-1', game.actions));
    const snap = snapOf(oilSprings, game.state);
    snap.status = { ...snap.status, scores: [4, 6, 6, 4] };
    const payload = summaryPayload({
      snap,
      story,
      pictures: { chart, timelapse: { gif, frames: 30 } },
      presenter: presenterFor('oil-springs'),
    });
    const main = (payload.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e))[0]!;
    expect(main.description!.split('\n')).toEqual([
      `1\\. **${NAMES[1]}** and **${NAMES[2]}** — 6 VP (tied)`,
      `3\\. **${NAMES[0]}** and **${NAMES[3]}** — 4 VP (tied)`,
    ]);
  });

  it('a game without a board picture says there is no timelapse', async () => {
    const game = playLogged(catan, 'summary-moves');
    const story = await tellStory(input(catan, 'summary-moves', game.actions));
    const payload = summaryPayload({
      snap: snapOf(catan, game.state),
      story,
      pictures: { chart: null, timelapse: { gif: null, why: 'Catan has no board picture to animate' } },
      presenter: presenterFor('catan'),
    });
    const [main, board] = (payload.embeds ?? []).map((e) => ('toJSON' in e ? e.toJSON() : e));
    expect(main!.image).toBeUndefined();
    expect(board!.image).toBeUndefined();
    expect(board!.description).toBe('No timelapse: Catan has no board picture to animate.');
    expect(payload.files).toEqual([]);
  });
});
