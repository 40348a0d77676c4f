/**
 * The Wildcatters side panel stays readable on a phone (Discord shows the 1280 px picture about 400 px wide):
 * every text of the header and the player cards and the chips' table is 9 px or more there in every phase, and
 * each card's chips line stays whole, inside the card and clear of the red badge of a question asked (or, during
 * set-up, of the hand held).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { phoneFloorPx, playerStyle } from '../../src/render/kit';
import { FRAME, PANEL_TEXT, PICTURE_SCALE, WILD_SIZE } from '../../src/render/wildcatters/layout';
import {
  PANEL_REGIONS,
  cardFoot,
  cardRows,
  chipsWords,
  panelGeometry,
  shareCountText,
  shareRows,
  shareShown,
} from '../../src/render/wildcatters/panel';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { textsDrawn } from './texts-drawn';
import { wildcattersMoments } from './views';

/** A text drawn on the panel: its size in the picture's pixels, where (design units), how opaque. */
interface PanelText {
  text: string;
  px: number;
  x: number;
  y: number;
  alpha: number;
}

/** Every text drawn on the panel (on `canvas`, the picture's size). */
function panelTexts(scene: WildcattersScene, canvas = createCanvas(1280, 823)): PanelText[] {
  const ctx = canvas.getContext('2d');
  const out: PanelText[] = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
    const m = ctx.getTransform();
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0);
    if (x >= FRAME.panel.x) out.push({ text, px: size * m.a, x, y, alpha: ctx.globalAlpha });
    fill(text, x, y, maxWidth);
  };
  // The cards' faces and the chips' table drawn on the picture, not copied from their kept regions, so their
  // words pass through fillText here too.
  PANEL_REGIONS.enabled = false;
  try {
    drawWildcatters(scene, canvas);
  } finally {
    PANEL_REGIONS.enabled = true;
  }
  return out;
}

/** The least size of a panel's text in the picture's pixels: 9 px (PHONE_LEAST_TEXT) on a phone held upright. */
const LEAST_PX = phoneFloorPx(WILD_SIZE.width);

describe('Wildcatters player cards', () => {
  it('write the header, every card text and the chips’ table at 9 px or more on a phone held upright', () => {
    // At 18 px in the 1280 px picture (5.6 px on the phone) the cards' figures could not be read: workers, shares,
    // chips, the supply's counts, the VP track's numbers. Earlier still the foot lines came out at 12 px.
    const small = new Set<string>();
    let scenes = 0;
    for (const seats of [2, 4])
      [...wildcattersMoments(seats, `legible-${seats}`)].forEach((scene, i) => {
        if (i % 25 !== 0) return;
        scenes++;
        for (const t of panelTexts(scene)) if (t.px < LEAST_PX) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
      });
    // A long name (Discord allows 32 characters) shrank to 14 units (13 px) to fit its row.
    const late = [...wildcattersMoments(4, 'legible-names')].at(-1)!;
    const long = {
      ...late,
      players: late.players.map((p) => ({ ...p, name: 'Maximiliana Wolkenstein-Rodeneck' })),
    };
    const longTexts = panelTexts(long);
    for (const t of longTexts) if (t.px < LEAST_PX) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
    // The long name is cut in the header, not the phase after it ("Maximiliana Wolk…: build", not "Maximil…"),
    // said in its fewest words first ("area card" for "choose an area card").
    const playing = [...wildcattersMoments(4, 'legible-names')].find(
      (s) => s.turn.seat !== null && s.round > 1,
    )!;
    const named = {
      ...playing,
      players: playing.players.map((p) => ({ ...p, name: 'Maximiliana Wolkenstein-Rodeneck' })),
    };
    expect(panelTexts(named).map((t) => t.text)).toContain(`: ${playing.turn.short ?? playing.turn.phase}`);
    expect(scenes).toBeGreaterThan(6);
    expect(PANEL_TEXT * PICTURE_SCALE).toBeGreaterThanOrEqual(LEAST_PX);
    expect([...small]).toEqual([]);
  });

  it('write no count of area cards beside the hand held during set-up', () => {
    // During set-up a card read "Cards 0" beside a red "8 cards in hand": two counts read as one thing. The area
    // cards taken are in the player's "My hand" now; the badge is the only count of cards on the card.
    // The first moment with hands dealt (once every tanker is down).
    let scene: WildcattersScene | undefined;
    for (const m of wildcattersMoments(4, 'setup'))
      if (m.players.some((p) => p.pending?.includes('in hand'))) {
        scene = m;
        break;
      }
    if (!scene) throw new Error('no hand dealt during set-up');
    const texts = panelTexts(scene).map((t) => t.text);
    expect(texts.filter((t) => /cards/i.test(t))).toEqual(
      scene.players.flatMap((p) => (p.pending ? [p.pending] : [])),
    );
  });

  it('draw the chips line whole, in the card and clear of the badge', () => {
    const ctx = createCanvas(1, 1).getContext('2d');
    const faults = new Set<string>();
    const badges = new Set<string>();
    let shortened = 0;
    for (const seats of [2, 3, 4])
      for (const seed of ['w1', 'w2', 'w3']) {
        for (const scene of wildcattersMoments(seats, seed)) {
          const cards = panelGeometry(scene).cards;
          scene.players.forEach((p, i) => {
            const card = cards[i]!;
            const foot = cardFoot(ctx, p, card);
            const fault = (what: string) => faults.add(`${seats} seats, ${scene.turn.phase}: ${what}`);
            const shares = cardRows(card).shares + 14;
            const line = foot.chips;
            if (!line && !foot.badge) fault('no chips line and no badge');
            if (line) {
              if (line.size < PANEL_TEXT) fault(`“${line.text}” at ${line.size}`);
              if (line.width > line.room) fault(`“${line.text}” cut (${line.width} px in ${line.room})`);
              if (line.x < card.x + 12 || line.x + line.room > card.x + card.w - 8)
                fault(`“${line.text}” beyond the card's sides`);
              if (line.y - line.size * 0.5 < shares || line.y + line.size * 0.5 > card.y + card.h - 2)
                fault(`“${line.text}” beyond its row`);
              if (line.text !== chipsWords(p)[0]) shortened++;
              // One form on every card: the refinery chips as "Ref. N", never "Ref. chips N" on another card.
              if (!/^(Chips [\d+]+|No chips)( · Ref\. \d+)?$/.test(line.text))
                fault(`“${line.text}” in another form`);
              if (!foot.badge && line.text !== chipsWords(p)[0])
                fault(`“${line.text}” shortened with no badge`);
            }
            const b = foot.badge?.box;
            if (!b) return;
            badges.add(foot.badge!.text.replace(/\d+/, 'N'));
            if (b.x + b.w > card.x + card.w - 4 || b.y < shares || b.y + b.h > card.y + card.h - 4)
              fault(`badge “${foot.badge!.text}” beyond the card's foot`);
            if (line && line.x + line.room > b.x - 4) fault(`chips line under badge “${foot.badge!.text}”`);
          });
        }
      }
    // The games asked what a badge shows: the hands during set-up, and questions out of turn.
    expect(badges).toContain('N cards in hand');
    expect(badges.size).toBeGreaterThan(1);
    expect(shortened).toBeGreaterThan(0);
    expect([...faults]).toEqual([]);
  });

  it('fit share counts of 100 and more in their cells, at the panel’s least size or more', () => {
    // A playtest's "■122▲3": a count of 100 or more ran past its 60 px cell onto the next colour's chip, and
    // four large counts onto the total. The game has no limit on shares; counts up to 999 are written whole, in
    // the card.
    const holdings = [
      [122, 3, 45, 108],
      [999, 999, 999, 999],
      [100, 0, 999, 7],
      [1000, 250, 61, 99],
    ];
    const measure = createCanvas(1, 1).getContext('2d');
    const faults: string[] = [];
    for (let turn = 0; turn < holdings.length; turn++) {
      const base = midGameScene();
      const scene: WildcattersScene = {
        ...base,
        players: base.players.map((p, i) => ({ ...p, shares: holdings[(i + turn) % holdings.length]! })),
      };
      const texts = textsDrawn(() => drawWildcatters(scene));
      const cards = panelGeometry(scene).cards;
      const rows = shareRows(
        measure,
        cards,
        scene.players.map((p) => p.shares),
      );
      scene.players.forEach((p, i) => {
        const card = cards[i]!;
        const row = rows[i]!;
        const y = cardRows(card).shares * PICTURE_SCALE;
        // The texts written on the row of shares of this card, in design pixels.
        const onRow = texts
          .filter((t) => (t.box.y0 + t.box.y1) / 2 > y - 12 && (t.box.y0 + t.box.y1) / 2 < y + 12)
          .map((t) => ({
            ...t,
            x0: t.box.x0 / PICTURE_SCALE,
            x1: t.box.x1 / PICTURE_SCALE,
          }))
          .filter((t) => t.x0 >= card.x && t.x1 <= card.x + card.w + 40);
        const what = `${p.shares.join('/')}`;
        for (const t of onRow) {
          if (t.px < LEAST_PX) faults.push(`${what}: “${t.text}” at ${t.px.toFixed(1)} px`);
          if (t.x1 > card.x + card.w - 8) faults.push(`${what}: “${t.text}” past the card`);
        }
        p.shares.forEach((n, colour) => {
          const cell = row.cells[colour]!;
          const next = row.cells[colour + 1];
          const count = onRow.find(
            (t) => t.text === shareCountText(n) && t.x0 >= cell.x && t.x0 < cell.x + cell.w,
          );
          if (!count) return faults.push(`${what}: no count ${n} in its cell`);
          if (count.x1 > cell.x + cell.w) faults.push(`${what}: ${n} past its cell`);
          if (next && cell.x + cell.w > next.x) faults.push(`${what}: cell ${colour} over the next one`);
        });
      });
    }
    expect(faults).toEqual([]);
  });

  it('line the share columns up from card to card, whatever the counts', () => {
    // With a count of 100 or more a card packed its own row to its own counts: a colour's chip and count stood
    // at another x on each card ("■122▲3◆45" over "Shares ■5  ▲12"), so the columns no longer read down the panel.
    const holdings = [
      [
        [122, 3, 45, 108],
        [5, 12, 0, 7],
        [100, 0, 999, 7],
        [1000, 250, 61, 99],
      ],
      [
        [5, 12, 0, 7],
        [122, 3, 4, 5],
        [1, 2, 3, 4],
        [0, 0, 0, 0],
      ],
      [
        [1, 99, 3, 100],
        [10, 2, 30, 4],
      ],
      [
        [5, 12, 0, 7],
        [1, 2, 3, 4],
      ],
    ];
    const faults: string[] = [];
    for (const held of holdings) {
      const base = midGameScene();
      const scene: WildcattersScene = {
        ...base,
        players: base.players.slice(0, Math.max(2, held.length)).map((p, i) => ({ ...p, shares: held[i]! })),
      };
      const texts = panelTexts(scene);
      const cards = panelGeometry(scene).cards;
      // Each card's counts, left to right (the texts written on its row of shares).
      const counts = cards.map((card) =>
        texts.filter((t) => Math.abs(t.y - (cardRows(card).shares + 1)) < 1).sort((a, b) => a.x - b.x),
      );
      const what = held.map((s) => s.join('/')).join(' · ');
      // Each count written, by its colour (a colour nobody plays is written only where held).
      const columns = held.map((shares) =>
        shares.flatMap((n, colour) => (shareShown(n, colour, held.length) ? [colour] : [])),
      );
      const xs = new Map<number, number>();
      counts.forEach((row, i) => {
        const written = columns[i]!.map((c) => shareCountText(held[i]![c]!)).join('/');
        if (row.map((t) => t.text).join('/') !== written)
          faults.push(`${what}: card ${i} writes ${row.map((t) => t.text).join('/')}`);
        row.forEach((t, k) => {
          const colour = columns[i]![k]!;
          const top = xs.get(colour) ?? t.x;
          xs.set(colour, top);
          if (Math.abs(t.x - top) > 0.01)
            faults.push(
              `${what}: colour ${colour} at x ${t.x.toFixed(1)} on card ${i}, ${top.toFixed(1)} on an earlier card`,
            );
        });
      });
    }
    expect(faults).toEqual([]);
  });

  it('show a colour nobody plays only on a card holding some of it, and faint (a game of 3)', () => {
    // A playtest: in a game of 3 every card showed the fourth colour's pink chip and a "0", which nobody starts
    // with. Its shares count in play (area cards pay them; a colour of their own toward a chip's price), so a
    // card holding some still shows them, at half strength below the colours played.
    const base = midGameScene();
    const held = [
      [20, 5, 0, 0],
      [0, 20, 5, 6],
      [5, 0, 20, 0],
    ];
    const scene: WildcattersScene = {
      ...base,
      turn: { ...base.turn, seat: 0 },
      players: base.players.slice(0, 3).map((p, i) => ({ ...p, shares: held[i]! })),
    };
    const canvas = createCanvas(1280, 823);
    const ctx = canvas.getContext('2d');
    const written = panelTexts(scene, canvas);
    const cards = panelGeometry(scene).cards;
    const rows = shareRows(ctx, cards, held);
    const pixel = (x: number, y: number) =>
      Array.from(ctx.getImageData(Math.round(x * PICTURE_SCALE), Math.round(y * PICTURE_SCALE), 1, 1).data);
    const pink = playerStyle(3)
      .fill.match(/[0-9a-f]{2}/gi)!
      .map((h) => parseInt(h, 16));
    const seen = cards.map((card, i) => {
      const words = written
        .filter((t) => Math.abs(t.y - (cardRows(card).shares + 1)) < 1)
        .map((t) => (t.alpha < 1 ? `${t.text} faint` : t.text));
      // The pink chip's fill (inside its outline, off its marker), against the card just above the chip.
      const cell = rows[i]!.cells[3]!;
      const top = cardRows(card).shares - 12;
      const chip = pixel(cell.x + 3 + 5, top + 5);
      const ground = pixel(cell.x + 3 + 5, top - 5);
      const strength = (chip[0]! - ground[0]!) / (pink[0]! - ground[0]!);
      return { words: words.join(' '), pink: Math.round(strength * 10) / 10 };
    });
    expect(seen).toEqual([
      { words: '20 5 0', pink: 0 },
      { words: '0 20 5 6 faint', pink: 0.5 },
      { words: '5 0 20', pink: 0 },
    ]);
  });
});
