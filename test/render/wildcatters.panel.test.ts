/**
 * The Wildcatters side panel stays readable on a phone (Discord shows the 1280 px picture about 400 px wide):
 * every text of the player cards, the header and the VP track is drawn 18 px high or more in the picture in
 * every phase, and each card's chips line and supply row stay whole, inside the card and clear of the red badge
 * of a question asked (or, during set-up, of the hand held).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FRAME, MIN_TEXT, PICTURE_SCALE } from '../../src/render/wildcatters/layout';
import {
  cardFoot,
  cardRows,
  panelGeometry,
  shareCountText,
  shareRows,
} from '../../src/render/wildcatters/panel';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import type { WildcattersScene } from '../../src/render/wildcatters/scene';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { textsDrawn } from './texts-drawn';
import { wildcattersMoments } from './views';

/** Every text drawn on the panel, with its size in the picture's pixels. */
function panelTexts(scene: WildcattersScene): { text: string; px: number; x: number; y: number }[] {
  const canvas = createCanvas(1280, 823);
  const ctx = canvas.getContext('2d');
  const out: { text: string; px: number; x: number; y: number }[] = [];
  const fill = ctx.fillText.bind(ctx);
  ctx.fillText = (text: string, x: number, y: number, maxWidth?: number) => {
    const m = ctx.getTransform();
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0);
    if (x >= FRAME.panel.x) out.push({ text, px: size * m.a, x, y });
    fill(text, x, y, maxWidth);
  };
  drawWildcatters(scene, canvas);
  return out;
}

describe('Wildcatters player cards', () => {
  it('write the header, the VP track and every card text at 18 px or more in the picture', () => {
    // The cards' foot lines ("Supply: 8 rigs · 2 trains · …", "No chips · Ref. chips 1") came out at 12 px, the
    // stats' labels at 15 px, the track's numbers at 12 px: 3–4 px tall on a phone.
    const small = new Set<string>();
    let scenes = 0;
    for (const seats of [2, 4])
      [...wildcattersMoments(seats, `legible-${seats}`)].forEach((scene, i) => {
        if (i % 25 !== 0) return;
        scenes++;
        for (const t of panelTexts(scene)) if (t.px < 18) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
      });
    // A long name (Discord allows 32 characters) shrank to 14 units (13 px) to fit its row.
    const late = [...wildcattersMoments(4, 'legible-names')].at(-1)!;
    const long = {
      ...late,
      players: late.players.map((p) => ({ ...p, name: 'Maximiliana Wolkenstein-Rodeneck' })),
    };
    for (const t of panelTexts(long)) if (t.px < 18) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
    expect(scenes).toBeGreaterThan(6);
    expect(MIN_TEXT * PICTURE_SCALE).toBeGreaterThanOrEqual(18);
    expect([...small]).toEqual([]);
  });

  it('call the area cards taken "Area cards", apart from the hand held during set-up', () => {
    // During set-up a card read "Cards 0" beside a red "8 cards in hand": two counts read as one thing.
    const scene: WildcattersScene = wildcattersMoments(4, 'setup').next().value!;
    expect(scene.players.some((p) => p.pending?.includes('in hand'))).toBe(true);
    const texts = panelTexts(scene).map((t) => t.text);
    expect(texts).toContain('Area cards');
    expect(texts).not.toContain('Cards');
  });

  it('draw the chips line and supply row whole, in the card and clear of the badge', () => {
    const ctx = createCanvas(1, 1).getContext('2d');
    const faults = new Set<string>();
    const badges = new Set<string>();
    for (const seats of [2, 3, 4])
      for (const seed of ['w1', 'w2', 'w3']) {
        for (const scene of wildcattersMoments(seats, seed)) {
          const cards = panelGeometry(scene).cards;
          scene.players.forEach((p, i) => {
            const card = cards[i]!;
            const foot = cardFoot(ctx, p, card);
            const fault = (what: string) => faults.add(`${seats} seats, ${scene.turn.phase}: ${what}`);
            if (!foot.supply) fault('no supply line');
            const lines = [foot.chips, ...(foot.supply ? [foot.supply.label] : [])];
            for (const line of [...lines, ...(foot.supply?.items.map((it) => it.count) ?? [])]) {
              if (line.size < MIN_TEXT) fault(`“${line.text}” at ${line.size}`);
              if (line.width > line.room) fault(`“${line.text}” cut (${line.width} px in ${line.room})`);
              if (line.x < card.x + 12 || line.x + line.room > card.x + card.w - 8)
                fault(`“${line.text}” beyond the card's sides`);
              if (
                line.y - line.size * 0.5 < cardRows(card).shares + 13 ||
                line.y + line.size * 0.5 > card.y + card.h - 2
              )
                fault(`“${line.text}” beyond its rows`);
            }
            const b = foot.badge?.box;
            if (!b) return;
            badges.add(foot.badge!.text.replace(/\d+/, 'N'));
            if (
              b.x + b.w > card.x + card.w - 4 ||
              b.y < cardRows(card).shares + 13 ||
              b.y + b.h > card.y + card.h - 4
            )
              fault(`badge “${foot.badge!.text}” beyond the card's foot`);
            if (foot.chips.x + foot.chips.room > b.x - 4)
              fault(`chips line under badge “${foot.badge!.text}”`);
            if (foot.supply && b.y + b.h > foot.supply.label.y - foot.supply.label.size * 0.5)
              fault(`badge “${foot.badge!.text}” on the supply line`);
          });
        }
      }
    // The games asked what a badge shows: the hands during set-up, and questions out of turn.
    expect(badges).toContain('N cards in hand');
    expect(badges.size).toBeGreaterThan(1);
    expect([...faults]).toEqual([]);
  });

  it('fit share counts of 100 and more in their cells, at 18 px or more', () => {
    // A playtest's "■122▲3": a count of 100 or more ran past its 60 px cell onto the next colour's chip, and
    // four large counts onto the total. The game has no limit on shares; counts up to 999 are written whole.
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
        const total = onRow.find((t) => t.text === row.total);
        if (!total) faults.push(`${what}: no total`);
        for (const t of onRow) {
          if (t.px < 18) faults.push(`${what}: “${t.text}” at ${t.px.toFixed(1)} px`);
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
          if (total && count.x1 > total.x0 - 4) faults.push(`${what}: ${n} on the total`);
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
      // Each card's counts, left to right (the texts written on its row of shares but the label and the total).
      const counts = cards.map((card) =>
        texts
          .filter((t) => Math.abs(t.y - (cardRows(card).shares + 1)) < 1)
          .filter((t) => t.text !== 'Shares' && !t.text.startsWith('='))
          .sort((a, b) => a.x - b.x),
      );
      const what = held.map((s) => s.join('/')).join(' · ');
      counts.forEach((row, i) => {
        if (row.map((t) => t.text).join('/') !== held[i]!.map(shareCountText).join('/'))
          faults.push(`${what}: card ${i} writes ${row.map((t) => t.text).join('/')}`);
        row.forEach((t, colour) => {
          const top = counts[0]![colour]!;
          if (Math.abs(t.x - top.x) > 0.01)
            faults.push(
              `${what}: colour ${colour} at x ${t.x.toFixed(1)} on card ${i}, ${top.x.toFixed(1)} on card 0`,
            );
        });
      });
      // The "Shares" label is written on every card or on none.
      const labels = texts.filter((t) => t.text === 'Shares').length;
      if (labels !== 0 && labels !== cards.length)
        faults.push(`${what}: "Shares" on ${labels} cards of ${cards.length}`);
    }
    expect(faults).toEqual([]);
  });
});
