/**
 * The final standings, in the area cards' place once the game is over (nothing is left to take): a row per
 * player, best first, each with its place on a disc (gold for the winners), the player's name on a plate of
 * their colour with their marker, their final VP, and for the winners a gold frame and "Winner". All public:
 * the final VP and the result.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { UI, drawMarker, drawPanel, drawText, playerStyle, printableName } from '../kit';
import { DISPLAY_ROWS, FRAME, PANEL_TEXT, cardBox, type Box } from './layout';
import type { SceneStanding, WildcattersScene } from './scene';

/** A standings row's parts, left to right: the place's disc, the name's plate, the VP's right end, "Winner". */
export interface StandingParts {
  row: Box;
  place: { x: number; y: number; r: number };
  plate: Box;
  vpRight: number;
  winnerX: number;
}

const PLATE_W = 380;

/**
 * Where the `i`th of `n` rows stands: an area card's row (layout.ts cardBox) across both columns, fewer rows than
 * four centred up and down.
 */
export function standingParts(i: number, n: number): StandingParts {
  const first = cardBox(0);
  const step = cardBox(1).y - first.y;
  const h = first.h;
  const top = first.y + ((DISPLAY_ROWS - n) * step) / 2;
  const right = cardBox(DISPLAY_ROWS).x + cardBox(DISPLAY_ROWS).w;
  const row = { x: first.x, y: top + i * step, w: right - first.x, h };
  const cy = row.y + h / 2;
  const plate = { x: row.x + 62, y: row.y + 4, w: PLATE_W, h: h - 8 };
  return {
    row,
    place: { x: row.x + 30, y: cy, r: h / 2 - 4 },
    plate,
    vpRight: plate.x + plate.w + 170,
    winnerX: plate.x + plate.w + 196,
  };
}

export function drawStandings(ctx: SKRSContext2D, scene: WildcattersScene): void {
  const d = FRAME.display;
  ctx.fillStyle = UI.seaDeep;
  ctx.fillRect(d.x, d.y, d.w, d.h);
  const rows = scene.result?.standings ?? [];
  rows.forEach((s, i) => drawStanding(ctx, scene, s, standingParts(i, rows.length)));
}

function drawStanding(
  ctx: SKRSContext2D,
  scene: WildcattersScene,
  s: SceneStanding,
  at: StandingParts,
): void {
  const winner = scene.result?.winners.includes(s.seat) ?? false;
  const { row, place, plate } = at;
  const cy = row.y + row.h / 2;
  drawPanel(ctx, row.x, row.y, row.w, row.h, {
    fill: UI.panelCard,
    border: winner ? UI.gold : UI.panelBorder,
    borderWidth: winner ? 4 : 2,
    radius: 10,
  });
  // The place on a disc: gold for the winners, as their frames.
  ctx.beginPath();
  ctx.arc(place.x, place.y, place.r, 0, Math.PI * 2);
  ctx.fillStyle = winner ? UI.gold : UI.panel;
  ctx.fill();
  drawText(ctx, String(s.place), place.x, cy + 1, {
    size: PANEL_TEXT,
    weight: 800,
    color: winner ? '#1A1A1A' : UI.text,
    align: 'center',
    baseline: 'middle',
  });
  // The name on a plate of the player's colour, their marker before it: who it is by colour and shape.
  const st = playerStyle(s.seat);
  drawPanel(ctx, plate.x, plate.y, plate.w, plate.h, {
    fill: st.fill,
    border: st.outline,
    borderWidth: 2,
    radius: 8,
  });
  drawMarker(ctx, st.marker, plate.x + 22, cy, 11, st.ink);
  const p = scene.players.find((x) => x.seat === s.seat);
  drawText(ctx, printableName(p?.name ?? '', `Seat ${s.seat + 1}`), plate.x + 42, cy + 1, {
    size: PANEL_TEXT,
    weight: 800,
    color: st.ink,
    baseline: 'middle',
    maxWidth: plate.w - 52,
    minSize: PANEL_TEXT,
  });
  drawText(ctx, `${s.vp} VP`, at.vpRight, cy + 1, {
    size: PANEL_TEXT,
    weight: 800,
    color: winner ? UI.gold : UI.text,
    align: 'right',
    baseline: 'middle',
  });
  if (winner)
    drawText(ctx, 'Winner', at.winnerX, cy + 1, {
      size: PANEL_TEXT,
      weight: 800,
      color: UI.gold,
      baseline: 'middle',
    });
}
