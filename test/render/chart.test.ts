/** The score chart: one line per player in its seat's colour, ending at its final score, a legend in order. */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import {
  CHART_SIZE,
  axisNumber,
  chartLayout,
  niceStep,
  renderScoreChart,
  drawScoreChart,
  endOf,
  legendRows,
  tieOffset,
  type ScoreChart,
} from '../../src/render/charts/line-chart';
import { playerStyle, UI } from '../../src/render/kit/palette';
import { textWidth } from '../../src/render/kit';
import { decodePng, near } from './pixels';

const xs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const chart: ScoreChart = {
  title: 'Scores over the turns',
  xLabel: 'turn',
  xs,
  lines: [
    { seat: 2, name: 'Caro', points: [2, 2, 3, 3, 4, 5, 6, 7, 8, 9, 10] },
    { seat: 0, name: 'Ana', points: [2, 2, 2, 3, 3, 3, 4, 4, 5, 6, 7] },
    { seat: 1, name: 'Ben', points: [2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4] },
    { seat: 3, name: 'Dev', points: [2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4] },
  ],
};

describe('score chart', () => {
  it('draws the same pixels a second time on the same canvas: it leaves the context as it found it', () => {
    const draw = (times: number) => {
      const canvas = createCanvas(CHART_SIZE.width, CHART_SIZE.height);
      const ctx = canvas.getContext('2d');
      for (let i = 0; i < times; i++) drawScoreChart(ctx, chart);
      return canvas.data();
    };
    expect(Buffer.compare(draw(2), draw(1))).toBe(0);
  });

  it('is a PNG of the chart size', async () => {
    const img = await decodePng(await renderScoreChart(chart));
    expect([img.width, img.height]).toEqual([CHART_SIZE.width, CHART_SIZE.height]);
  });

  it('each line ends at its final score in its seat’s colour', async () => {
    const img = await decodePng(await renderScoreChart(chart));
    const l = chartLayout(chart);
    for (const line of chart.lines) {
      const end = endOf(chart, l, line)!;
      expect(near(img.at(end.x, end.y), playerStyle(line.seat).fill), `seat ${line.seat}`).toBe(true);
    }
  });

  it('an end marker stays visible where the leader’s last jump passes through it', async () => {
    const crossing: ScoreChart = {
      ...chart,
      lines: [
        { seat: 2, name: 'Caro', points: [2, 3, 4, 5, 6, 6, 7, 7, 8, 8, 11] },
        { seat: 3, name: 'Dev', points: [2, 3, 3, 3, 4, 5, 6, 7, 8, 9, 9] },
      ],
    };
    const img = await decodePng(await renderScoreChart(crossing));
    const end = endOf(crossing, chartLayout(crossing), crossing.lines[1]!)!;
    expect(near(img.at(end.x, end.y), playerStyle(3).fill)).toBe(true);
  });

  it('players with equal scores keep separate, visible lines', async () => {
    const img = await decodePng(await renderScoreChart(chart));
    const l = chartLayout(chart);
    // Ben and Dev score the same all game: at turn 7.5 both colours show, a few px apart.
    for (const seat of [1, 3]) {
      const p = l.at(7.5, 4, tieOffset(chart, 7, seat));
      expect(near(img.at(p.x, p.y), playerStyle(seat).fill), `seat ${seat}`).toBe(true);
    }
  });

  it('a line nobody ties ends on its very score, so its marker reads true against the axis', async () => {
    // Ana (seat 0, a circle) ends alone on 7: before, every line sat a seat's share of 7 px off its score
    // (Ana 10.5 px above it), and a tie at 88 was drawn above 90.
    const img = await decodePng(await renderScoreChart(chart));
    const l = chartLayout(chart);
    expect(tieOffset(chart, 10, 0)).toBe(0);
    const end = l.at(10, 7);
    for (const dy of [-6, 6])
      expect(near(img.at(end.x, end.y + dy), playerStyle(0).fill), `dy ${dy}`).toBe(true);
    // Ben and Dev, tied on 4, sit apart around it.
    expect([tieOffset(chart, 10, 1), tieOffset(chart, 10, 3)]).toEqual([-3.5, 3.5]);
  });

  it('the legend lists the players in the order given (standings), each with its marker colour', async () => {
    const img = await decodePng(await renderScoreChart(chart));
    const { legend } = chartLayout(chart);
    chart.lines.forEach((line, i) => {
      const y = legend.y + legend.row * (i + 0.5);
      expect(near(img.at(legend.x + 16, y), playerStyle(line.seat).fill), `row ${i}`).toBe(true);
    });
    expect(near(img.at(5, 5), UI.panel)).toBe(true);
  });

  it('writes a big score axis short enough for its margin', () => {
    // A Merit fortune's axis printed "2000000", wider than the margin, cut off at the picture's edge.
    expect([40, 9000, 500_000, 1_000_000, 1_500_000, 2_250_000].map(axisNumber)).toEqual([
      '40',
      '9000',
      '500k',
      '1m',
      '1.5m',
      '2.25m',
    ]);
    const ctx = createCanvas(10, 10).getContext('2d');
    const rich: ScoreChart = {
      ...chart,
      lines: [{ seat: 0, name: 'Ana', points: [600_000, 2_015_575], scoreText: '£2.02m' }],
      xs: [0, 1],
    };
    const l = chartLayout(rich);
    for (let v = 0; v <= l.yMax; v += l.yStep)
      expect(l.plot.x - 12 - textWidth(ctx, axisNumber(v), 28, 600), String(v)).toBeGreaterThan(0);
  });

  it('the score axis runs in nice steps up to at least the best score', () => {
    expect(niceStep(10, 6)).toBe(2);
    expect(niceStep(12, 6)).toBe(2);
    expect(niceStep(4, 6)).toBe(1);
    expect(niceStep(45, 6)).toBe(10);
    const l = chartLayout(chart);
    expect(l.yMax).toBeGreaterThanOrEqual(10);
    expect(l.yMax % l.yStep).toBe(0);
  });

  it('the legend writes names in full beside a wide score, stacking name over score when needed', async () => {
    // A Merit game's legend cut "Greedy bot 2" and "Greedy bot" both to "Greed…" beside "£2.36m".
    const merit: ScoreChart = {
      ...chart,
      lines: [
        { seat: 0, name: 'Greedy bot 2', points: [390_000, 2_361_900], scoreText: '£2.36m' },
        { seat: 2, name: 'Greedy bot', points: [390_000, 1_392_225], scoreText: '£1.39m' },
        { seat: 3, name: 'Alexandra Smith', points: [390_000, 1_169_900], scoreText: '£1.17m' },
      ],
      xs: [0, 1],
    };
    const ctx = createCanvas(10, 10).getContext('2d');
    const { stacked, rows } = legendRows(ctx, merit, chartLayout(merit));
    expect(stacked).toBe(true);
    expect(rows).toEqual([
      { name: 'Greedy bot 2', score: '£2.36m' },
      { name: 'Greedy bot', score: '£1.39m' },
      { name: 'Alexandra Smith', score: '£1.17m' },
    ]);
    // Short names beside short scores keep one line each.
    expect(legendRows(ctx, chart, chartLayout(chart))).toEqual({
      stacked: false,
      rows: [
        { name: 'Caro', score: '10' },
        { name: 'Ana', score: '7' },
        { name: 'Ben', score: '4' },
        { name: 'Dev', score: '4' },
      ],
    });
    // The markers stay where the rows are, stacked or not.
    const img = await decodePng(await renderScoreChart(merit));
    const { legend } = chartLayout(merit);
    merit.lines.forEach((line, i) => {
      const y = legend.y + legend.row * (i + 0.5);
      expect(near(img.at(legend.x + 16, y), playerStyle(line.seat).fill), `row ${i}`).toBe(true);
    });
  });

  it('measures each legend name in the weight it is drawn in (700), not the score’s (800)', () => {
    // A second row's name was measured after the first row's score had set the bold 800 font: a name that fits
    // beside its score as drawn stacked the whole legend (or was cut).
    const ctx = createCanvas(10, 10).getContext('2d');
    const probe: ScoreChart = { ...chart, lines: chart.lines.slice(0, 2) };
    const { legend } = chartLayout(probe);
    const room = legend.w - 44 - textWidth(ctx, '7', 30, 800) - 14;
    const letters = 'Maximilian Wolfgang Rutherford-Huxley';
    const name = Array.from({ length: letters.length }, (_, k) => letters.slice(0, k + 1)).find(
      (n) => textWidth(ctx, n, 30, 700) <= room && textWidth(ctx, n, 30, 800) > room,
    );
    expect(name, 'a name that fits at 700 but not at 800').toBeDefined();
    const lines = [chart.lines[0]!, { ...chart.lines[1]!, name: name! }];
    expect(legendRows(ctx, { ...probe, lines }, chartLayout({ ...probe, lines }))).toEqual({
      stacked: false,
      rows: [
        { name: 'Caro', score: '10' },
        { name: name!, score: '7' },
      ],
    });
  });
});
