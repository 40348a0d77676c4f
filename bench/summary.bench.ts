/**
 * summary.*: the end-of-game summary of a whole Oil Springs game (seed "bench-summary", 4 greedy bots):
 * replaying its log into the story, drawing the score chart, drawing and encoding the board timelapse (GIF),
 * the GIF's size and frames, and the longest the event loop was kept busy while the timelapse was made (a
 * 5 ms timer's largest gap: other games' work waits at most this long).
 */
import { standingsOf } from '../src/games/standings';
import { tellStory, type GameStory, type LoggedAction } from '../src/discord/summary/story';
import { presenterFor } from '../src/discord/presenters';
import { oilSprings } from '../src/games/oil-springs';
import { Rng } from '../src/games/rng';
import { renderScoreChart } from '../src/render/charts/line-chart';
import { renderTimelapse, type Timelapse } from '../src/render/timelapse';
import type { Benchmark } from './harness';
import { nowMs } from './harness';

const SEED = 'bench-summary';
const NAMES = ['Ana', 'Benedikt', 'Chidi', 'Dolores'];

interface Figures {
  storyMs: number;
  chartMs: number;
  timelapseMs: number;
  gif: Timelapse;
  maxGapMs: number;
}

let figures: Promise<Figures> | null = null;

function playedLog(): LoggedAction[] {
  let state = oilSprings.setup(4, oilSprings.optionsSchema.parse({}), SEED);
  const rng = Rng.fromSeed(`${SEED}:bots`);
  const actions: LoggedAction[] = [];
  while (!oilSprings.status(state).over && actions.length < 5000) {
    const seat = oilSprings.status(state).toAct[0]!;
    const action = oilSprings.bots.greedy!(state, seat, rng);
    const r = oilSprings.apply(state, seat, action);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    actions.push({ seat, action: structuredClone(action), createdAt: actions.length * 60_000 });
  }
  return actions;
}

async function measure(): Promise<Figures> {
  const actions = playedLog();
  let t = nowMs();
  const story: GameStory = await tellStory({
    module: oilSprings,
    seats: 4,
    options: oilSprings.optionsSchema.parse({}),
    seed: SEED,
    actions,
  });
  const storyMs = nowMs() - t;
  t = nowMs();
  await renderScoreChart({
    title: 'Scores over the turns',
    xLabel: story.scores.xLabel,
    xs: story.scores.xs,
    lines: standingsOf(story.finalScores, story.result?.winners ?? []).map((s) => ({
      seat: s.seat,
      name: NAMES[s.seat]!,
      points: story.scores.bySeat[s.seat]!,
    })),
  });
  const chartMs = nowMs() - t;
  let maxGapMs = 0;
  let last = nowMs();
  const timer = setInterval(() => {
    const now = nowMs();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
  }, 5);
  t = nowMs();
  const gif = await renderTimelapse(presenterFor('oil-springs').picture!, story.frames, NAMES);
  const timelapseMs = nowMs() - t;
  clearInterval(timer);
  if (!gif) throw new Error('no timelapse');
  return { storyMs, chartMs, timelapseMs, gif, maxGapMs };
}

const once = (): Promise<Figures> => (figures ??= measure());

export const benchmarks: Benchmark[] = [
  { name: 'summary.oilSprings.storyMs', unit: 'ms', run: async () => (await once()).storyMs },
  { name: 'summary.oilSprings.chartMs', unit: 'ms', run: async () => (await once()).chartMs },
  { name: 'summary.oilSprings.timelapseMs', unit: 'ms', run: async () => (await once()).timelapseMs },
  { name: 'summary.oilSprings.gifBytes', unit: 'bytes', run: async () => (await once()).gif.gif.length },
  { name: 'summary.oilSprings.gifFrames', unit: 'frames', run: async () => (await once()).gif.frames },
  {
    name: 'summary.oilSprings.maxEventLoopGapMs',
    unit: 'ms',
    run: async () => (await once()).maxGapMs,
  },
];
