/**
 * Merit's "Oil" side panel on a phone held upright, where Discord shows the 1600 px picture about 400 px wide: every
 * word of the panel is 9 px or more there (36 px in the picture), in games of two to six players, from the start to
 * the end, with names as long as Discord allows and the cards' tags. The header's line naming who is to act, when
 * too long for its room ("Ana: drill by HELICOPTER for £15,000 or stay"), says it in fewer words and cuts the name,
 * where it shrank to 18 px; the turn message's title says it whole.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { MERIT_LAYOUT } from '../../src/render/merit-oil/layout';
import { DRILLING_TRACK } from '../../src/games/merit-oil/data';
import {
  DRILL_ROOM,
  DRILL_TITLE,
  DRILL_WORD_SIZE,
  HEADER_ROUND_SIZE,
  HEADER_TURN_SIZE,
  MARKET_SIZE,
  freeTankerDots,
  panelGeometry,
  wellsLeftWords,
} from '../../src/render/merit-oil/panel';
import { CARD_HEAD_SIZE, CARD_TEXT_SIZE, shortMoney } from '../../src/render/merit-oil/cards';
import { drawMerit } from '../../src/render/merit-oil/render';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import { textsDrawn, type DrawnText } from './texts-drawn';
import { meritMoments } from './views';
import { meritOil } from '../../src/games/merit-oil';
import type { MeritView } from '../../src/games/merit-oil/types';
import { sceneFromMeritView } from '../../src/render/merit-oil/fromMeritView';

/** A phone's width held upright, where Discord shows a landscape picture about 400 px wide (CSS px). */
const PHONE_WIDTH = 400;
/** The least size of a text read there (CSS px). */
const PHONE_LEAST = 9;
/** That size in the picture's pixels. */
const LEAST_PX = (PHONE_LEAST * MERIT_LAYOUT.width) / PHONE_WIDTH;
const P = MERIT_LAYOUT.panel;
/** A name as long as Discord allows (32 characters). */
const LONG = 'Maximiliana Wolkenstein-Rodeneck';

/** Every 60th moment of a game of `seats` bots from `seed`, and its end. */
function sampled(seats: number, seed: string): MeritScene[] {
  return [...meritMoments(seats, seed)].filter((_, i, all) => i % 60 === 0 || i === all.length - 1);
}

/** `base` as drawn, with every name 32 characters long, and with tags on three cards (a bot, a debt, bankrupt). */
function variants(base: MeritScene): MeritScene[] {
  const tags = ['bot', 'owes £12k', 'bankrupt'];
  return [
    base,
    { ...base, players: base.players.map((p) => ({ ...p, name: LONG })) },
    { ...base, players: base.players.map((p, k) => (tags[k] ? { ...p, tag: tags[k] } : p)) },
  ];
}

/** The texts drawn on the panel. */
function panelTexts(scene: MeritScene): DrawnText[] {
  return textsDrawn(() => drawMerit(scene)).filter((t) => t.box.x0 >= P.x);
}

/**
 * Whether `t` is the header's line naming who is to act ("Ana: charter or roll", its name perhaps cut, what they
 * do perhaps in shorter words).
 */
function isTurnLine(t: DrawnText, scene: MeritScene): boolean {
  const words = [scene.turn.doing, ...(scene.turn.shorter ?? [])];
  return t.box.y1 < 96 && words.some((w) => t.text.endsWith(`: ${w}`));
}

/** The overlap of two texts' ink boxes, px² (0 when apart). */
function overlap(a: DrawnText['box'], b: DrawnText['box']): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

const SEATS = [2, 3, 4, 5, 6];

describe('Merit’s “Oil” panel on a phone held upright', () => {
  it('writes every word at 9 px or more there (36 px), 2–6 players, start to end, long names and tags', () => {
    // The bills of lading's table was 18–24 px (4.5–6 px on the phone), the wells' rows 23 px and their "+N more"
    // 18 px, a five- or six-player card's name and fortune 26 px; the Test Drilling track had no title.
    const small = new Set<string>();
    const clashes = new Set<string>();
    let scenes = 0;
    let turnLines = 0;
    for (const seats of SEATS)
      for (const base of sampled(seats, `floor-${seats}`))
        for (const scene of variants(base)) {
          scenes++;
          const texts = panelTexts(scene);
          for (const t of texts) {
            if (isTurnLine(t, scene)) turnLines++;
            if (t.px < LEAST_PX) small.add(`${t.px.toFixed(1)}px “${t.text}”`);
          }
          texts.forEach((t, i) => {
            if (t.box.x1 > P.x + P.w || t.box.y1 > P.y + P.h) clashes.add(`“${t.text}” off the picture`);
            for (const o of texts.slice(i + 1))
              if (overlap(t.box, o.box) > 1) clashes.add(`“${t.text}” on “${o.text}” (${seats} players)`);
          });
        }
    expect(scenes).toBeGreaterThan(40);
    expect(turnLines).toBeGreaterThan(scenes / 2);
    expect([...small]).toEqual([]);
    expect([...clashes]).toEqual([]);
    for (const size of [CARD_HEAD_SIZE, CARD_TEXT_SIZE, MARKET_SIZE, DRILL_WORD_SIZE, HEADER_TURN_SIZE])
      expect(size).toBeGreaterThanOrEqual(LEAST_PX);
  });

  it('writes each player’s name and fortune at the top of their card, and every word of a card inside it', () => {
    const bad = new Set<string>();
    for (const seats of SEATS)
      for (const base of sampled(seats, `cards-${seats}`))
        for (const scene of variants(base)) {
          const texts = panelTexts(scene);
          panelGeometry(seats).cards.forEach((card, k) => {
            const p = scene.players[k]!;
            const mid = (t: DrawnText) => ({ x: (t.box.x0 + t.box.x1) / 2, y: (t.box.y0 + t.box.y1) / 2 });
            const mine = texts.filter((t) => {
              const m = mid(t);
              return m.x > card.x && m.x < card.x + card.w && m.y > card.y && m.y < card.y + card.h;
            });
            // The name on the first line, the fortune there or (on a narrow card) on the second.
            const head = mine.filter((t) => mid(t).y < card.y + 92);
            if (!head.some((t) => t.text === shortMoney(p.fortune))) bad.add(`${seats}: ${p.name}'s fortune`);
            const name = head.find(
              (t) => mid(t).y < card.y + 46 && p.name.startsWith(t.text.replace(/….*$/, '')),
            );
            if (!name) bad.add(`${seats}: ${p.name}'s name`);
            if (p.tag && !mine.some((t) => t.text === p.tag)) bad.add(`${seats}: ${p.name}'s tag ${p.tag}`);
            for (const t of mine)
              if (t.box.x0 < card.x + 2 || t.box.x1 > card.x + card.w - 2 || t.box.y1 > card.y + card.h - 2)
                bad.add(`${seats}: “${t.text}” out of ${p.name}'s card`);
          });
        }
    expect([...bad]).toEqual([]);
  });
});

describe('Merit’s “Oil” panel: its parts', () => {
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

  it('writes who is to act at 9 px or more on a phone in every phase, for a 32-character name, the name first', () => {
    // "Maximiliana Wolkenstein-Rodeneck: raise money to pay the bank" shrank to 18 px (4.5 px on the phone).
    const bad = new Set<string>();
    let lines = 0;
    for (const seats of [2, 6]) {
      const base = meritOil.view(
        meritOil.setup(seats, meritOil.optionsSchema.parse({}), `phases-${seats}`),
        null,
      );
      const lorries: MeritView['players'][number]['lorry'][] = [
        { where: 'loop', square: 3 },
        { where: 'drilling', section: 2 },
        { where: 'air', stop: 0 },
        { where: 'england' },
        { where: 'kwinana' },
      ];
      const phases: Partial<MeritView>[] = [
        ...lorries.map((lorry) => ({
          moment: 'beforeRoll' as const,
          players: base.players.map((p, k) => (k === 0 ? { ...p, lorry } : p)),
        })),
        { moment: 'insure', insuring: 'yellow' },
        ...(['drill', 'helicopter', 'exchange', null] as const).map((choice) => ({
          moment: 'afterRoll' as const,
          rolled: true,
          choice,
        })),
        {
          moment: 'insolvency',
          toAct: [0],
          players: base.players.map((p, k) => (k === 0 ? { ...p, debt: 12_000 } : p)),
        },
        {
          toAct: [1],
          offers: [
            {
              id: 1,
              from: 0,
              to: 1,
              side: 'sell',
              goods: { kind: 'shares', company: 'refinery', blocks: 1 },
              price: 1,
            },
          ],
        },
      ];
      for (const phase of phases)
        for (const name of [LONG, 'W'.repeat(32), 'Ana']) {
          const scene = sceneFromMeritView(
            { ...base, ...phase } as MeritView,
            base.players.map(() => name),
          );
          const line = panelTexts(scene).find((t) => isTurnLine(t, scene));
          if (!line) {
            bad.add(`no turn line for “${scene.turn.doing}”`);
            continue;
          }
          lines++;
          if (line.px < LEAST_PX) bad.add(`${line.px.toFixed(1)}px “${line.text}”`);
          if (line.box.x1 > P.x + P.w) bad.add(`“${line.text}” off the picture`);
          // The name, whole or cut with an ellipsis, and at least its first letters.
          const head = line.text.slice(0, line.text.indexOf(': ')).replace(/….*$/, '');
          if (!name.startsWith(head) || head.length < Math.min(name.length, 3)) bad.add(`“${line.text}”`);
          // A short name stays whole.
          if (name === 'Ana' && !line.text.startsWith('Ana: ')) bad.add(`“${line.text}”`);
        }
    }
    expect(lines).toBe(2 * 12 * 3);
    expect([...bad]).toEqual([]);
  });

  it('writes the freight, the share prices, the free tankers and the Test Drilling track’s title and wells left', () => {
    // "Free ●●" said not what was free; the track's title was gone, "Concessions 13" stood on the tankers' line.
    const missing = new Set<string>();
    let scenes = 0;
    for (const seats of [2, 4, 6])
      sampled(seats, `markets-${seats}`).forEach((scene) => {
        scenes++;
        // Under the header, above the Test Drilling track's cells.
        const band = panelTexts(scene).filter(
          (t) => t.box.y0 >= 94 && t.box.y1 < panelGeometry(seats).drilling[0]!.y,
        );
        const texts = band.map((t) => t.text);
        for (const want of [
          `Freight ${scene.freightLevel} ×`,
          scene.suezOpen ? 'Suez open' : 'Suez closed',
          'Free tankers',
          DRILL_TITLE,
          wellsLeftWords(scene.concessionsLeft),
          ...scene.shares.filter((s) => s.bankBlocks > 0).map((s) => shortMoney(s.price)),
        ])
          if (!texts.some((t) => t.includes(want))) missing.add(`${want} in ${texts.join(' / ')}`);
      });
    expect(scenes).toBeGreaterThan(5);
    expect([...missing]).toEqual([]);
    expect(wellsLeftWords(0)).toBe('no wells left');
    expect(wellsLeftWords(1)).toBe('1 well left');
    expect(wellsLeftWords(13)).toBe('13 wells left');
    // Four free tankers' dots stand after the words, inside the panel.
    const crowded = { ...[...meritMoments(4, 'markets-free')][0]!, tankers: [] };
    const words = panelTexts(crowded).find((t) => t.text === 'Free tankers')!;
    const dots = [...freeTankerDots(createCanvas(1, 1).getContext('2d'), crowded).values()];
    expect(dots).toHaveLength(4);
    // The since picture's ring round a freed tanker's dot (5 px wider, its stroke 5 px either side) too.
    expect(Math.min(...dots.map((d) => d.x - d.r - 10))).toBeGreaterThan(words.box.x1 + 2);
    // And off the next dot.
    dots.slice(1).forEach((d, i) => expect(d.x - d.r).toBeGreaterThanOrEqual(dots[i]!.x + dots[i]!.r + 10));
    expect(Math.max(...dots.map((d) => d.x + d.r))).toBeLessThan(P.x + P.w - 12);
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

  it('write a Test Drilling cost as every sum on the picture (“£10k”), no other cell’s word as money', () => {
    // The costs said "10k", where the cards and the share prices say "£476k" and "£20k".
    // The rock sections said their numbers, "1" and "10": beside "10k" and "5k", £1k and £10k to pay.
    const scene = [...meritMoments(4, 'drill-4')][0]!;
    const cells = panelGeometry(4).drilling;
    const texts = textsDrawn(() => drawMerit(scene));
    const words = cells.map(
      (c) =>
        texts.find(
          (t) =>
            t.box.x0 >= c.x && t.box.x1 <= c.x + c.w && t.box.y0 >= c.y && t.box.y1 <= c.y + DRILL_ROOM.top,
        )?.text,
    );
    expect(words).toEqual([
      'Top',
      '↓',
      '£10k',
      '£5k',
      'Dry',
      '£20k',
      'Oil',
      '£30k',
      'Dry',
      '£15k',
      '↓',
      'Oil',
    ]);
    // Every figure on the track is a cost's, in its orange cell.
    cells.forEach((_, i) => {
      if (/\d/.test(words[i] ?? ''))
        expect(DRILLING_TRACK[i - 1]?.kind, `cell ${i} “${words[i]}”`).toBe('cost');
    });
  });
});
