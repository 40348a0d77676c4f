/**
 * Merit's "Oil" side panel on a phone held upright, where Discord shows the 1600 px picture about 400 px wide: each
 * player card's name and fortune, the figures read first, are 9 px or more there in games of two to four players, and
 * so are the header's round and (when it fits at that size) who is to act and what they are doing.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { MERIT_LAYOUT } from '../../src/render/merit-oil/layout';
import {
  CARD_HEAD_SIZE,
  CARD_TEXT_SIZE,
  DRILL_ROOM,
  DRILL_WORD_SIZE,
  HEADER_ROUND_SIZE,
  HEADER_TURN_SIZE,
  MARKET_SIZE,
  freeTankerDots,
  panelGeometry,
  shortMoney,
} from '../../src/render/merit-oil/panel';
import { drawMerit } from '../../src/render/merit-oil/render';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import { textsDrawn } from './texts-drawn';
import { meritMoments } from './views';

/** A phone's width held upright, where Discord shows a landscape picture about 400 px wide (CSS px). */
const PHONE_WIDTH = 400;
/** The least size of a text read there (CSS px). */
const PHONE_LEAST = 9;
/** That size in the picture's pixels. */
const LEAST_PX = (PHONE_LEAST * MERIT_LAYOUT.width) / PHONE_WIDTH;

/** Every 60th moment of a game of `seats` bots from `seed`, and its end. */
function sampled(seats: number, seed: string): MeritScene[] {
  return [...meritMoments(seats, seed)].filter((_, i, all) => i % 60 === 0 || i === all.length - 1);
}

/** The texts drawn on each player card's top line (its name and fortune), card by card. */
function cardHeads(scene: MeritScene): { text: string; px: number }[][] {
  const texts = textsDrawn(() => drawMerit(scene));
  return panelGeometry(scene.players.length).cards.map((card) =>
    texts.filter((t) => {
      const mx = (t.box.x0 + t.box.x1) / 2;
      const my = (t.box.y0 + t.box.y1) / 2;
      return mx > card.x && mx < card.x + card.w && my > card.y && my < card.y + 40;
    }),
  );
}

describe('Merit’s “Oil” player cards', () => {
  it('write each name and fortune at 9 px or more on a phone held upright, two to four players', () => {
    // They were 26 px in the 1600 px picture, 6.5 px on the phone.
    const small = new Set<string>();
    const missing = new Set<string>();
    let scenes = 0;
    for (const seats of [2, 3, 4])
      sampled(seats, `panel-${seats}`).forEach((base) => {
        // A long name (Discord allows 32 characters) is cut, not shrunk below the size.
        const long = {
          ...base,
          players: base.players.map((p, k) =>
            k === 0 ? { ...p, name: 'Maximiliana Wolkenstein-Rodeneck' } : p,
          ),
        };
        for (const scene of [base, long]) {
          scenes++;
          cardHeads(scene).forEach((head, k) => {
            const p = scene.players[k]!;
            const texts = head.map((t) => t.text);
            if (!texts.includes(shortMoney(p.fortune))) missing.add(`${p.name}'s fortune`);
            if (!texts.some((t) => p.name.startsWith(t.replace(/….*$/, '')))) missing.add(`${p.name}'s name`);
            for (const t of head) if (t.px < LEAST_PX) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
          });
        }
      });
    expect(scenes).toBeGreaterThan(10);
    expect(CARD_HEAD_SIZE).toBeGreaterThanOrEqual(LEAST_PX);
    expect([...missing]).toEqual([]);
    expect([...small]).toEqual([]);
  });

  it('write the round, and who is to act when the line fits, at 9 px or more on a phone held upright', () => {
    // The round was 24 px (6 px on the phone) under a 28 px title, the turn line 26 px (6.5 px).
    const small = new Set<string>();
    let turnLines = 0;
    for (const seats of [2, 4, 6])
      sampled(seats, `header-${seats}`).forEach((scene) => {
        const head = textsDrawn(() => drawMerit(scene)).filter(
          (t) => t.box.x0 >= MERIT_LAYOUT.panel.x && t.box.y1 < 96,
        );
        const round = head.find((t) => t.text.startsWith('Round '));
        if (!round) small.add(`no round in ${head.map((t) => t.text).join(' / ')}`);
        else if (round.px < LEAST_PX) small.add(`${round.px.toFixed(1)}px “${round.text}”`);
        const actor = scene.players.find((p) => p.seat === scene.turn.seat);
        const line = actor && head.find((t) => t.text === `${actor.name}: ${scene.turn.doing}`);
        // A line as short as "Ana: charter or roll" is written at the header's size, not shrunk.
        if (line && line.text.length <= 22) {
          turnLines++;
          if (line.px < LEAST_PX) small.add(`${line.px.toFixed(1)}px “${line.text}”`);
        }
      });
    expect(turnLines).toBeGreaterThan(0);
    expect(HEADER_ROUND_SIZE).toBeGreaterThanOrEqual(LEAST_PX);
    expect(HEADER_TURN_SIZE).toBeGreaterThanOrEqual(LEAST_PX);
    expect([...small]).toEqual([]);
  });

  it('write the freight, the share prices, the free tankers and the concessions left at 9 px or more on a phone', () => {
    // The freight box's words were 18–28 px (4.5–7 px on the phone), the market lines' 20 px (5 px).
    const small = new Set<string>();
    const missing = new Set<string>();
    let scenes = 0;
    for (const seats of [2, 4, 6])
      sampled(seats, `markets-${seats}`).forEach((scene) => {
        scenes++;
        // Under the header, above the bills of lading's table.
        const band = textsDrawn(() => drawMerit(scene)).filter(
          (t) => t.box.x0 >= MERIT_LAYOUT.panel.x && t.box.y0 >= 94 && t.box.y1 < 228,
        );
        const texts = band.map((t) => t.text);
        for (const want of [
          `Freight ${scene.freightLevel} ×`,
          scene.suezOpen ? 'Suez open' : 'Suez closed',
          `Concessions ${scene.concessionsLeft}`,
          'Free',
          ...scene.shares.filter((s) => s.bankBlocks > 0).map((s) => shortMoney(s.price)),
        ])
          if (!texts.some((t) => t.includes(want))) missing.add(`${want} in ${texts.join(' / ')}`);
        for (const t of band) if (t.px < LEAST_PX) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
      });
    // Four free tankers' dots keep clear of a two-figure count of concessions ("Free ●●●●Concessions 10" touched).
    const crowded = { ...[...meritMoments(4, 'markets-free')][0]!, tankers: [], concessionsLeft: 18 };
    const words = textsDrawn(() => drawMerit(crowded)).find((t) => t.text === 'Concessions 18')!;
    const dots = [...freeTankerDots(createCanvas(1, 1).getContext('2d'), crowded).values()];
    expect(dots).toHaveLength(4);
    expect(Math.max(...dots.map((d) => d.x + d.r))).toBeLessThan(words.box.x0 - 12);
    expect(scenes).toBeGreaterThan(5);
    expect([...small]).toEqual([]);
    expect([...missing]).toEqual([]);
    expect(MARKET_SIZE).toBeGreaterThanOrEqual(LEAST_PX);
  });

  it('write nothing under a name but a tag and the wells: no facts line too small for a phone', () => {
    // "cash £334k · stores 13.5k t · Ref 2" was 23 px (5.75 px on the phone); the score lines say it.
    const small = new Set<string>();
    let tags = 0;
    for (const seats of [2, 4, 6])
      sampled(seats, `tags-${seats}`).forEach((base) => {
        const scene = {
          ...base,
          players: base.players.map((p, k) => (k === 1 ? { ...p, tag: 'owes £12,000' } : p)),
        };
        const texts = textsDrawn(() => drawMerit(scene));
        panelGeometry(scene.players.length).cards.forEach((card, k) => {
          const inCard = texts.filter((t) => {
            const mx = (t.box.x0 + t.box.x1) / 2;
            const my = (t.box.y0 + t.box.y1) / 2;
            return mx > card.x && mx < card.x + card.w && my > card.y + 40 && my < card.y + card.h;
          });
          // The wells' rows (a card number, its field) and the "+N more" line are the next step's.
          for (const t of inCard) {
            if (/^\d+( |$)|^\+\d/.test(t.text)) continue;
            if (t.text === scene.players[k]!.tag) tags++;
            if (t.px < LEAST_PX) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
          }
        });
      });
    expect([...small]).toEqual([]);
    expect(tags).toBeGreaterThan(5);
    expect(CARD_TEXT_SIZE).toBeGreaterThanOrEqual(LEAST_PX);
  });

  it('write the Test Drilling track’s words at 9 px or more on a phone, each within its cell, above its lorries', () => {
    // They were 18 px (4.5 px on the phone) in a row of twelve 37 px cells, under an 18 px title.
    const bad = new Set<string>();
    for (const seats of [2, 6]) {
      const scene = [...meritMoments(seats, `drill-${seats}`)][0]!;
      const cells = panelGeometry(seats).drilling;
      const texts = textsDrawn(() => drawMerit(scene));
      const under = texts.filter(
        (t) => t.box.x0 >= MERIT_LAYOUT.panel.x && t.box.y0 > 228 && t.box.y1 < cells.at(-1)!.y + 70,
      );
      cells.forEach((c, i) => {
        const word = under.find(
          (t) =>
            t.box.x0 >= c.x && t.box.x1 <= c.x + c.w && t.box.y0 >= c.y && t.box.y1 <= c.y + DRILL_ROOM.top,
        );
        if (!word) bad.add(`cell ${i}: no word whole in it above the lorries' room`);
        else if (word.px < LEAST_PX) bad.add(`${word.px.toFixed(1)}px “${word.text}”`);
      });
      // No other words there (the title was 18 px); the bills of lading's table above is not this step's.
      for (const t of under)
        if (t.box.y0 >= 266 && t.box.y1 <= cells.at(-1)!.y + cells.at(-1)!.h && t.px < LEAST_PX)
          bad.add(`${t.px.toFixed(1)}px “${t.text}”`);
    }
    expect([...bad]).toEqual([]);
    expect(DRILL_WORD_SIZE).toBeGreaterThanOrEqual(LEAST_PX);
  });
});
