import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { LEGEND_GAP, PLAYER_STYLES, UI, ensureFonts, legendWidth, playerStyle } from '../../src/render/kit';
import {
  PIP,
  ROBBER,
  SETTLEMENT_LABEL,
  boardTransform,
  clearStaticCache,
  staticLayer,
} from '../../src/render/catan/board';
import { CATAN_LAYOUT } from '../../src/render/catan/layout';
import {
  LEGEND_ICON,
  PHONE_TEXT_PX,
  oilBoxGeometry,
  panelGeometry,
  panelLegend,
  rollerMarkerCentre,
} from '../../src/render/catan/panel';
import { CATAN_SIZE, drawCatan, pixelOf, renderCatan } from '../../src/render/catan/render';
import {
  edge,
  lateBaseScene,
  lateOilSpringsScene,
  setupSelectionScene,
} from '../../src/render/catan/sampleScenes';
import type { CatanScene, SceneHex } from '../../src/render/catan/scene';
import { colorDistance, decodePng, hexToRgb, near, pixel } from './pixels';
import { textsDrawn } from './texts-drawn';

function hex(scene: CatanScene, name: string): SceneHex {
  const h = scene.hexes.find((x) => x.name === name);
  if (!h) throw new Error(`no hex ${name}`);
  return h;
}

/** Pixel centre and radius of a hex. */
function hexPx(scene: CatanScene, name: string): { x: number; y: number; R: number } {
  const c = pixelOf(scene, hex(scene, name).center);
  return { ...c, R: boardTransform(scene).unit };
}

describe('Catan picture', () => {
  it('is a landscape PNG of 1280×800, under 500 KB', async () => {
    const png = await renderCatan(lateOilSpringsScene());
    const img = await decodePng(png);
    expect([img.width, img.height]).toEqual([1280, 800]);
    expect(CATAN_SIZE).toEqual({ width: 1280, height: 800 });
    expect(img.width / img.height).toBeGreaterThanOrEqual(1.5);
    expect(png.length).toBeLessThan(500_000);
    // The PNG holds what was drawn: the panel background at its top-right corner.
    expect(near(img.at(1275, 795), UI.panel, 4)).toBe(true);
  });

  it('draws a settlement and a city in their owner’s colour', () => {
    const scene = lateBaseScene();
    const canvas = drawCatan(scene);
    const R = boardTransform(scene).unit;
    const s = R * 0.24;
    for (const kind of ['settlement', 'city'] as const) {
      const b = scene.buildings.find((x) => x.kind === kind && x.owner === 1);
      if (!b) throw new Error(`fixture lacks a ${kind} for seat 1`);
      const c = pixelOf(scene, b.at);
      const dx = kind === 'settlement' ? -0.55 * s : -0.75 * s;
      expect(near(pixel(canvas, c.x + dx, c.y + 0.55 * s), playerStyle(1).fill, 30)).toBe(true);
    }
  });

  it('puts the robber on its hex and nowhere else', () => {
    const scene = lateBaseScene();
    const robberAt = (name: string) => {
      const c = hexPx(scene, name);
      // The pawn's body: 10 icon units (of 100) below the icon's centre.
      return { x: c.x + ROBBER.dx * c.R, y: c.y + (ROBBER.dy + 0.1 * ROBBER.size) * c.R };
    };
    const canvas = drawCatan(scene);
    const onE = robberAt('E');
    expect(near(pixel(canvas, onE.x, onE.y), '#3B3B3B', 20)).toBe(true);
    const moved = drawCatan({ ...scene, robber: 'K' });
    expect(near(pixel(moved, onE.x, onE.y), '#3B3B3B', 20)).toBe(false);
    const onK = robberAt('K');
    expect(near(pixel(moved, onK.x, onK.y), '#3B3B3B', 20)).toBe(true);
  });

  it('prints 6 and 8 in red and other numbers in dark ink (middle pip)', () => {
    const scene = lateBaseScene();
    const canvas = drawCatan(scene);
    const pip = (name: string) => {
      const c = hexPx(scene, name);
      // The middle pip, lowest on its arc under the number (PIP.arc token radii below the token's middle).
      return pixel(canvas, c.x, c.y + 0.14 * c.R + PIP.arc * 0.3 * c.R);
    };
    expect(near(pip('E'), UI.tokenRed, 30)).toBe(true); // hills 6
    expect(near(pip('L'), UI.tokenRed, 30)).toBe(true); // mountains 8
    expect(near(pip('F'), UI.tokenInk, 30)).toBe(true); // pasture 4
  });

  it('shows a destroyed token on a polluted hex and a number token elsewhere', () => {
    const scene = lateOilSpringsScene();
    const canvas = drawCatan(scene);
    const e = hexPx(scene, 'E');
    expect(near(pixel(canvas, e.x, e.y + 0.14 * e.R), UI.danger, 30)).toBe(true);
    const d = hexPx(scene, 'D');
    expect(near(pixel(canvas, d.x - 0.2 * d.R, d.y + 0.14 * d.R), UI.token, 12)).toBe(true);
  });

  it('draws oil spring hexes dark', () => {
    const scene = lateOilSpringsScene();
    const canvas = drawCatan(scene);
    const j = hexPx(scene, 'J');
    const [r, g, b] = pixel(canvas, j.x + 0.62 * j.R, j.y + 0.1 * j.R);
    expect((r + g + b) / 3).toBeLessThan(70);
    const plain = drawCatan(lateBaseScene());
    const [r2, g2, b2] = pixel(plain, j.x + 0.62 * j.R, j.y + 0.1 * j.R);
    expect((r2 + g2 + b2) / 3).toBeGreaterThan(150); // the plain desert
  });

  it('highlights the last road built', () => {
    const scene = lateBaseScene();
    const { a, b } = edge(scene.hexes, 'L', 1);
    const pa = pixelOf(scene, a);
    const pb = pixelOf(scene, b);
    const R = boardTransform(scene).unit;
    const len = Math.hypot(pb.x - pa.x, pb.y - pa.y);
    const nx = -(pb.y - pa.y) / len;
    const ny = (pb.x - pa.x) / len;
    const side = { x: (pa.x + pb.x) / 2 + nx * 0.16 * R, y: (pa.y + pb.y) / 2 + ny * 0.16 * R };
    expect(near(pixel(drawCatan(scene), side.x, side.y), UI.highlight, 30)).toBe(true);
    expect(near(pixel(drawCatan({ ...scene, highlight: undefined }), side.x, side.y), UI.highlight, 30)).toBe(
      false,
    );
  });

  it('highlights a polluted hex with a bright ring', () => {
    const scene = lateOilSpringsScene();
    const i = hexPx(scene, 'I');
    // The ring runs at 0.86 R; sample on it at the hex's west side (pointy-top: flat sides at ±x).
    const at = { x: i.x - 0.86 * i.R * Math.cos(Math.PI / 6), y: i.y };
    expect(near(pixel(drawCatan(scene), at.x, at.y), UI.highlight, 30)).toBe(true);
  });

  it('marks the legal spots with their names in selection mode', () => {
    const scene = setupSelectionScene();
    const sel = scene.selection;
    if (!sel) throw new Error('fixture has no selection');
    const canvas = drawCatan(scene);
    const normal = drawCatan({ ...scene, selection: undefined });
    const R = boardTransform(scene).unit;
    expect(sel.kind).toBe('settlement');
    const size = R * SETTLEMENT_LABEL;
    for (const spot of sel.spots.slice(0, 4)) {
      const c = pixelOf(scene, spot.at);
      // Inside the white pill, above the digits; on the magenta ring at the pill's top.
      expect(near(pixel(canvas, c.x, c.y - 0.56 * size), UI.select, 20)).toBe(true);
      expect(near(pixel(canvas, c.x, c.y - 0.725 * size), UI.selectRing, 40)).toBe(true);
      expect(near(pixel(normal, c.x, c.y - 0.725 * size), UI.selectRing, 40)).toBe(false);
    }
  });

  it('puts the Disaster Track marker on its step and removed tokens on the track', () => {
    const base = lateOilSpringsScene();
    const oil = base.oilSprings;
    if (!oil) throw new Error('fixture lacks Oil Springs extras');
    const scene = { ...base, oilSprings: { ...oil, disasterTrack: 3 } };
    const canvas = drawCatan(scene);
    const g = oilBoxGeometry(CATAN_LAYOUT.panel, scene.oilSprings);
    // The marker (a yellow disc) is on step 3; sample beside the digit.
    const step = (i: number) =>
      pixel(canvas, (g.track[i] as { x: number }).x - 12, (g.track[i] as { y: number }).y);
    expect(near(step(3), UI.highlight, 30)).toBe(true);
    expect(near(step(1), UI.highlight, 30)).toBe(false);
    // Two tokens lost (6 and 11): their slots hold number tokens, the third slot is empty. Sampled above the
    // number, which sits in the token's middle, inside its red ring.
    const slot = (i: number) =>
      pixel(canvas, (g.removed[i] as { x: number }).x, (g.removed[i] as { y: number }).y - 14);
    expect(near(slot(0), UI.token, 20)).toBe(true);
    expect(near(slot(1), UI.token, 20)).toBe(true);
    expect(near(slot(2), UI.token, 20)).toBe(false);
  });

  it('marks the active player’s card', () => {
    const scene = lateBaseScene();
    const canvas = drawCatan(scene);
    const other = drawCatan({ ...scene, turn: { ...scene.turn, seat: 3 } });
    // Benedikt (seat 1) is the second card: its right border is yellow while it is his turn.
    let found = false;
    for (let y = 200; y < 400 && !found; y += 2) {
      if (near(pixel(canvas, CATAN_LAYOUT.panel.x + CATAN_LAYOUT.panel.w - 15, y), UI.highlight, 30)) {
        found = !near(pixel(other, CATAN_LAYOUT.panel.x + CATAN_LAYOUT.panel.w - 15, y), UI.highlight, 30);
      }
    }
    expect(found).toBe(true);
  });

  it('caches the static layer and redraws it when pollution changes the board', () => {
    clearStaticCache();
    const scene = lateOilSpringsScene();
    const first = staticLayer(scene);
    expect(staticLayer(lateOilSpringsScene())).toBe(first);
    const polluted = {
      ...scene,
      hexes: scene.hexes.map((h) => (h.name === 'D' ? { ...h, number: null, polluted: true } : h)),
    };
    expect(staticLayer(polluted)).not.toBe(first);
  });
});

describe('panel legend', () => {
  const labels = (scene: CatanScene) => panelLegend(scene).flatMap((row) => row.map((i) => i.label));

  it('labels the road figure of the player cards as the longest road', () => {
    for (const scene of [lateBaseScene(), lateOilSpringsScene()]) {
      const road = panelLegend(scene)
        .flat()
        .find((i) => i.icon === 'road');
      expect(road?.label).toBe('longest road');
    }
  });

  it('explains the metropolis mark in Oil Springs, and only there', () => {
    expect(labels(lateOilSpringsScene())).toContain('metropolis');
    expect(labels(lateBaseScene())).not.toContain('metropolis');
  });

  it('draws the metropolis with its gold star in the legend, below the player cards', () => {
    ensureFonts();
    const scene = lateOilSpringsScene();
    const panel = CATAN_LAYOUT.panel;
    const g = panelGeometry(scene, panel);
    const lastCard = g.cards.at(-1)!;
    const row = g.legend.find((r) => r.items.some((i) => i.icon === 'metropolis'))!;
    expect(row.cy - 10).toBeGreaterThan(lastCard.y + lastCard.h);
    // The icon's place: after the items before it and their gap (the row is drawn at LEGEND_ICON when it
    // fits, as here).
    const ctx = createCanvas(10, 10).getContext('2d');
    const before = row.items.slice(
      0,
      row.items.findIndex((i) => i.icon === 'metropolis'),
    );
    const s = LEGEND_ICON;
    expect(legendWidth(ctx, row.items, s, PHONE_TEXT_PX)).toBeLessThanOrEqual(panel.w - 2 * 14 - 8);
    const iconX = panel.x + 14 + 4 + legendWidth(ctx, before, s, PHONE_TEXT_PX) + LEGEND_GAP * s + s / 2;
    // The star sits on the tower, up and left of the icon's centre (-20, -30 of 100).
    const star = { x: iconX - 0.2 * s, y: row.cy - 0.3 * s };
    expect(near(pixel(drawCatan(scene), star.x, star.y), UI.gold, 40)).toBe(true);
  });
});

describe('special card badges', () => {
  it('stay on the card: in full when they fit, in a word when two are held, by their icons when three', () => {
    // At 18 px "Discard 4", "Longest Road", "Largest Army" and "Champion" ran ~70 px past the card's edge; at
    // 29 px (9 px on a phone) two cards' words fill the row.
    ensureFonts();
    const late = lateOilSpringsScene();
    const seat = late.players[0]!.seat;
    const crowded: CatanScene = {
      ...late,
      longestRoad: seat,
      largestArmy: seat,
      oilSprings: { ...late.oilSprings!, champion: seat },
      players: late.players.map((p, i) => (i ? p : { ...p, pending: 'Discard 4' })),
    };
    const panel = CATAN_LAYOUT.panel;
    const canvas = createCanvas(CATAN_SIZE.width, CATAN_SIZE.height);
    const ctx = canvas.getContext('2d');
    const drawn: { text: string; right: number }[] = [];
    const fill = ctx.fillText.bind(ctx);
    ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
      drawn.push({ text, right: x + ctx.measureText(text).width });
      fill(text, x, y, maxWidth);
    };
    drawCatan(crowded, canvas);
    const inCard = (names: string[]) => {
      const labels = drawn.filter((t) => names.includes(t.text));
      for (const t of labels) expect(t.right, t.text).toBeLessThanOrEqual(panel.x + panel.w - 14);
      return labels.map((t) => t.text);
    };
    // A question and the three cards: the cards by their icons (their labels empty), the question whole.
    expect(inCard(['Discard 4', ''])).toEqual(['Discard 4', '', '', '']);
    // The three cards without a question: their icons still.
    const three: CatanScene = {
      ...crowded,
      players: crowded.players.map((p, i) => (i ? p : { ...p, pending: undefined })),
    };
    drawn.length = 0;
    drawCatan(three, canvas);
    expect(inCard(['Road', 'Army', 'Champion', ''])).toEqual(['', '', '']);
    // Two cards: a word each.
    drawn.length = 0;
    drawCatan({ ...three, oilSprings: { ...three.oilSprings!, champion: null } }, canvas);
    expect(inCard(['Road', 'Army'])).toEqual(['Road', 'Army']);
    // With room, a card is named in full.
    drawn.length = 0;
    drawCatan({ ...late, longestRoad: seat, largestArmy: null }, canvas);
    expect(inCard(['Longest Road'])).toEqual(['Longest Road']);
  });
});

describe('player styles', () => {
  it('give each seat a distinct colour and a distinct marker shape', () => {
    const fills = new Set(PLAYER_STYLES.map((s) => s.fill));
    const markers = new Set(PLAYER_STYLES.map((s) => s.marker));
    expect(fills.size).toBe(PLAYER_STYLES.length);
    expect(markers.size).toBe(PLAYER_STYLES.length);
    expect(PLAYER_STYLES.length).toBeGreaterThanOrEqual(6);
  });

  it('keep the first four player colours far apart', () => {
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++)
        expect(colorDistance(hexToRgb(playerStyle(i).fill), hexToRgb(playerStyle(j).fill))).toBeGreaterThan(
          60,
        );
  });
});

describe('Catan picture header', () => {
  it('shows who rolled by their seat marker before the dice, in their colour', () => {
    // It was "rolled by Ana" at 18 px (5.6 px on a phone); the marker is the one on the roller's card.
    const base = lateOilSpringsScene();
    const at = rollerMarkerCentre(CATAN_LAYOUT.panel);
    for (const seat of base.players.map((p) => p.seat)) {
      const scene = { ...base, lastRoll: { ...base.lastRoll!, seat } };
      expect(near(pixel(drawCatan(scene), at.x, at.y), playerStyle(seat).fill, 40)).toBe(true);
    }
    expect(near(pixel(drawCatan({ ...base, lastRoll: null }), at.x, at.y), UI.panel, 10)).toBe(true);
  });

  it('writes the turn whole, and cuts a long name before the phase rather than the phase', () => {
    const base = lateOilSpringsScene();
    const long = 'Maximiliana Wolkenstein-Rodeneck';
    const players = base.players.map((p) => (p.seat === base.turn.seat ? { ...p, name: long } : p));
    const texts = textsDrawn(() => drawCatan({ ...base, players, turn: { ...base.turn, number: 114 } }));
    const turn = texts.find((t) => t.text === 'Turn 114');
    expect(turn?.px).toBeGreaterThanOrEqual(PHONE_TEXT_PX);
    const who = texts.find((t) => t.text.endsWith(` · ${base.turn.phase}`));
    expect(who?.text).toMatch(/^Maximiliana .*… · /);
    expect(who!.px).toBeGreaterThanOrEqual(PHONE_TEXT_PX);
    expect(who!.box.x1).toBeLessThanOrEqual(CATAN_LAYOUT.panel.x + CATAN_LAYOUT.panel.w - 14);
  });
});
