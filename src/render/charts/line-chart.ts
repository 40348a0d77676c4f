/**
 * A line chart of each player's score over the game, drawn with the kit (player colours and marker shapes,
 * bundled fonts): one stepped line per seat (scores change at moments, not gradually), each ending in its
 * seat's marker, and a legend of names and final scores beside the plot in standings order. Sized and lettered
 * to stay legible when a phone shows it ~400 px wide.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawMarker } from '../kit/shapes';
import { ellipsize, printableName, drawText, textWidth } from '../kit/text';
import { font } from '../kit/fonts';
import { playerStyle, UI } from '../kit/palette';
import { renderPicture } from '../kit/picture';

export interface ScoreLine {
  seat: number;
  name: string;
  /** The score at each of the chart's `xs`. */
  points: readonly number[];
  /** The final score as the legend writes it, in the game's words ("£2.02m"); default the number. */
  scoreText?: string;
}

export interface ScoreChart {
  title: string;
  /** What the x axis counts, e.g. "turn" or "move". */
  xLabel: string;
  /** The x value of each point, ascending. */
  xs: readonly number[];
  /** One line per seat; the legend lists them in this order (give them in standings order). */
  lines: readonly ScoreLine[];
}

export const CHART_SIZE = { width: 1000, height: 620 } as const;

/** Where the plot sits and how values map to pixels. */
export interface ChartLayout {
  plot: { x: number; y: number; w: number; h: number };
  legend: { x: number; y: number; w: number; row: number };
  xMin: number;
  xMax: number;
  yMax: number;
  /** The grid step of the score axis. */
  yStep: number;
  /** The pixel of (x value, score), `offset` px below it (`tieOffset`: lines of equal scores sit apart). */
  at(x: number, score: number, offset?: number): { x: number; y: number };
}

const PAD = 28;
const TITLE = 40;
const TICK = 28;
const LEGEND_NAME = 30;
const LEGEND_W = 300;
const LINE = 6;
/** The score axis's margin: room for four characters of its numbers ("500k", "1.5m"). */
const AXIS_W = 64;
/** Px between lines of equal scores, so every player's line stays visible. */
const SEPARATION = 7;

/** A score axis number short enough for its margin: "40", "9000", "500k", "1.5m". */
export function axisNumber(v: number): string {
  if (Math.abs(v) >= 1_000_000) return `${+(v / 1_000_000).toFixed(2)}m`;
  if (Math.abs(v) >= 10_000) return `${+(v / 1_000).toFixed(1)}k`;
  return String(v);
}

/** A "nice" grid step (1, 2, 5, 10, …) giving at most `most` steps up to `max`. */
export function niceStep(max: number, most: number): number {
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const m of [1, 2, 5]) {
      const step = m * magnitude;
      if (max / step <= most) return step;
    }
  }
}

export function chartLayout(chart: ScoreChart): ChartLayout {
  const { width, height } = CHART_SIZE;
  const top = PAD + TITLE + 24;
  const plot = {
    x: PAD + AXIS_W,
    y: top,
    w: width - PAD * 2 - AXIS_W - LEGEND_W - 24,
    h: height - top - PAD - 64,
  };
  const xMin = chart.xs[0] ?? 0;
  const xMax = Math.max(xMin + 1, chart.xs.at(-1) ?? 1);
  const best = Math.max(1, ...chart.lines.flatMap((l) => l.points));
  const yStep = niceStep(best, 6);
  const yMax = Math.ceil(best / yStep) * yStep;
  const legend = {
    x: width - PAD - LEGEND_W,
    y: top,
    w: LEGEND_W,
    row: Math.min(72, plot.h / Math.max(1, chart.lines.length)),
  };
  return {
    plot,
    legend,
    xMin,
    xMax,
    yMax,
    yStep,
    at(x, score, offset = 0) {
      return {
        x: plot.x + ((x - xMin) / (xMax - xMin)) * plot.w,
        y: plot.y + plot.h - (score / yMax) * plot.h + offset,
      };
    },
  };
}

function drawGrid(ctx: SKRSContext2D, chart: ScoreChart, l: ChartLayout): void {
  const { plot } = l;
  ctx.lineWidth = 2;
  for (let v = 0; v <= l.yMax; v += l.yStep) {
    const y = l.at(l.xMin, v).y;
    ctx.strokeStyle = v === 0 ? UI.textDim : UI.panelBorder;
    ctx.beginPath();
    ctx.moveTo(plot.x, y);
    ctx.lineTo(plot.x + plot.w, y);
    ctx.stroke();
    drawText(ctx, axisNumber(v), plot.x - 12, y, {
      size: TICK,
      weight: 600,
      color: UI.textDim,
      align: 'right',
      baseline: 'middle',
    });
  }
  const xStep = niceStep(l.xMax - l.xMin, 6);
  for (let v = Math.ceil(l.xMin / xStep) * xStep; v <= l.xMax; v += xStep) {
    const x = l.at(v, 0).x;
    drawText(ctx, String(v), x, plot.y + plot.h + 12, {
      size: TICK,
      weight: 600,
      color: UI.textDim,
      align: 'center',
      baseline: 'top',
    });
  }
  drawText(ctx, chart.xLabel, plot.x + plot.w, plot.y + plot.h + 44, {
    size: TICK,
    weight: 600,
    color: UI.textDim,
    align: 'right',
    baseline: 'top',
  });
}

/**
 * How far `seat`'s line is drawn from its score at point `i`: 0 unless other lines have the very same score
 * there; tied lines sit SEPARATION px apart around it, in seat order, so each stays visible. A line nobody
 * ties sits exactly on its score, so its marker reads true against the axis.
 */
export function tieOffset(chart: ScoreChart, i: number, seat: number): number {
  const score = chart.lines.find((l) => l.seat === seat)?.points[i];
  const tied = chart.lines
    .filter((l) => l.points[i] === score)
    .map((l) => l.seat)
    .sort((a, b) => a - b);
  return (tied.indexOf(seat) - (tied.length - 1) / 2) * SEPARATION;
}

/** A stepped line: the score holds until the point where it changes. */
function drawLine(ctx: SKRSContext2D, chart: ScoreChart, l: ChartLayout, line: ScoreLine): void {
  const style = playerStyle(line.seat);
  const path = () => {
    ctx.beginPath();
    line.points.forEach((score, i) => {
      const p = l.at(chart.xs[i] ?? 0, score, tieOffset(chart, i, line.seat));
      if (i === 0) ctx.moveTo(p.x, p.y);
      else {
        const held = line.points[i - 1] ?? 0;
        const before = l.at(chart.xs[i] ?? 0, held, tieOffset(chart, i - 1, line.seat));
        ctx.lineTo(before.x, before.y);
        ctx.lineTo(p.x, p.y);
      }
    });
  };
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  path();
  ctx.strokeStyle = style.outline;
  ctx.lineWidth = LINE + 4;
  ctx.stroke();
  path();
  ctx.strokeStyle = style.fill;
  ctx.lineWidth = LINE;
  ctx.stroke();
}

/** The end markers' radius. */
const END_R = 13;

/**
 * Where `line`'s end marker stands: on its last score; players tied there stand side by side along their
 * level (seat order from the right), so no marker hides another and none sits off its score.
 */
export function endOf(chart: ScoreChart, l: ChartLayout, line: ScoreLine): { x: number; y: number } | null {
  const last = line.points.length - 1;
  if (last < 0) return null;
  const score = line.points[last];
  const tied = chart.lines
    .filter((o) => o.points[o.points.length - 1] === score && o.points.length === line.points.length)
    .map((o) => o.seat)
    .sort((a, b) => a - b);
  const end = l.at(chart.xs[last] ?? 0, score ?? 0, tieOffset(chart, last, line.seat));
  return { x: end.x - tied.indexOf(line.seat) * (END_R * 2 + 4), y: end.y };
}

/** The seat's marker where its line ends (drawn after every line, so none hides under another line). */
function drawEnd(ctx: SKRSContext2D, chart: ScoreChart, l: ChartLayout, line: ScoreLine): void {
  const style = playerStyle(line.seat);
  const end = endOf(chart, l, line);
  if (!end) return;
  drawMarker(ctx, style.marker, end.x, end.y, END_R, style.fill, style.outline, 3);
}

/** Px between a legend row's name and score when they share a line. */
const LEGEND_GAP = 14;
/** The name's left edge from the legend's, past the marker. */
const LEGEND_TEXT_X = 44;
/** The legend's sizes when a row takes two lines: the name over its score. */
const LEGEND_STACKED_NAME = 28;
const LEGEND_STACKED_SCORE = 26;

/** A legend row as drawn: the name (cut only if even a line of its own cannot hold it) and the score. */
export interface LegendRow {
  name: string;
  score: string;
}

/**
 * The legend's rows and whether they stack (name over score). A row keeps name and score on one line when
 * every name fits beside its score; otherwise every row stacks, so a name gets the legend's whole width
 * rather than being cut to a few letters beside a wide score ("Greed…" for both "Greedy bot" and
 * "Greedy bot 2" beside "£2.36m").
 */
export function legendRows(
  ctx: SKRSContext2D,
  chart: ScoreChart,
  l: ChartLayout,
): { stacked: boolean; rows: LegendRow[] } {
  const full = chart.lines.map((line) => ({
    name: printableName(line.name, `Seat ${line.seat + 1}`),
    score: line.scoreText ?? String(line.points.at(-1) ?? 0),
  }));
  // The room each name has beside its score (the score measured in its weight, 800; the names in theirs, 700).
  const besideRoom = full.map(
    (r) => l.legend.w - LEGEND_TEXT_X - textWidth(ctx, r.score, LEGEND_NAME, 800) - LEGEND_GAP,
  );
  const stacked = full.some((r, i) => textWidth(ctx, r.name, LEGEND_NAME, 700) > besideRoom[i]!);
  // `ellipsize` cuts a name in the context's font.
  ctx.font = font(LEGEND_NAME, 700);
  if (!stacked)
    return { stacked, rows: full.map((r, i) => ({ ...r, name: ellipsize(ctx, r.name, besideRoom[i]!) })) };
  ctx.font = font(LEGEND_STACKED_NAME, 700);
  const room = l.legend.w - LEGEND_TEXT_X;
  return { stacked, rows: full.map((r) => ({ ...r, name: ellipsize(ctx, r.name, room) })) };
}

function drawLegend(ctx: SKRSContext2D, chart: ScoreChart, l: ChartLayout): void {
  const { legend } = l;
  const { stacked, rows } = legendRows(ctx, chart, l);
  chart.lines.forEach((line, i) => {
    const row = rows[i]!;
    const style = playerStyle(line.seat);
    const cy = legend.y + legend.row * (i + 0.5);
    drawMarker(ctx, style.marker, legend.x + 16, cy, 15, style.fill, style.outline, 3);
    const x = legend.x + LEGEND_TEXT_X;
    if (stacked) {
      drawText(ctx, row.name, x, cy - LEGEND_STACKED_NAME / 2, {
        size: LEGEND_STACKED_NAME,
        weight: 700,
        color: UI.text,
        baseline: 'middle',
      });
      drawText(ctx, row.score, x, cy + LEGEND_STACKED_SCORE / 2 + 4, {
        size: LEGEND_STACKED_SCORE,
        weight: 800,
        color: UI.text,
        baseline: 'middle',
      });
      return;
    }
    drawText(ctx, row.score, legend.x + legend.w, cy, {
      size: LEGEND_NAME,
      weight: 800,
      color: UI.text,
      align: 'right',
      baseline: 'middle',
    });
    drawText(ctx, row.name, x, cy, { size: LEGEND_NAME, weight: 700, color: UI.text, baseline: 'middle' });
  });
}

/**
 * Draw the chart on `ctx` (the whole CHART_SIZE canvas), leaving its state as found: the lines' round joins and
 * caps drawn into the grid's butt ends of a chart drawn next changed its pixels.
 */
export function drawScoreChart(ctx: SKRSContext2D, chart: ScoreChart): void {
  const l = chartLayout(chart);
  ctx.save();
  ctx.fillStyle = UI.panel;
  ctx.fillRect(0, 0, CHART_SIZE.width, CHART_SIZE.height);
  drawText(ctx, chart.title, PAD, PAD + TITLE * 0.8, {
    size: TITLE,
    weight: 800,
    color: UI.text,
    maxWidth: CHART_SIZE.width - PAD * 2,
  });
  drawGrid(ctx, chart, l);
  // The leader last, so its line is on top.
  const leaderLast = [...chart.lines].reverse();
  for (const line of leaderLast) drawLine(ctx, chart, l, line);
  for (const line of leaderLast) drawEnd(ctx, chart, l, line);
  drawLegend(ctx, chart, l);
  ctx.restore();
}

/** The chart as a PNG. */
export async function renderScoreChart(chart: ScoreChart): Promise<Buffer> {
  return renderPicture(CHART_SIZE.width, CHART_SIZE.height, (ctx) => drawScoreChart(ctx, chart));
}
