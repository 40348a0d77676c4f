/**
 * Merit's "Oil" picture's words read on a phone held upright, where Discord shows the 1600 px picture about 400 px
 * wide (PHONE_PICTURE_WIDTH): every text drawn, on the board (the static layer's square words and numbers, the
 * map's names, the inset's caption) and over it (the cargo labels, the caption) and on the panel, measured in the
 * phone's px, in bot games of two to six players early, midway and at the end, with names as long as Discord
 * allows (32 characters) and with the bots' own names. A playtester found the board's words hard to read at
 * 6 phone px, and the bots' names cut ("Greedy…") on the panel's header and a five-player game's cards.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawStatic } from '../../src/render/merit-oil/board';
import { MAP_BOX, MERIT_LAYOUT } from '../../src/render/merit-oil/layout';
import { TURN_LINE_ROOM, panelGeometry, turnLine } from '../../src/render/merit-oil/panel';
import { drawMerit } from '../../src/render/merit-oil/render';
import type { MeritScene } from '../../src/render/merit-oil/scene';
import { PHONE_PICTURE_WIDTH } from '../../src/render/kit/text';
import { textsDrawn, type DrawnText } from './texts-drawn';
import { meritMoments } from './views';

/** One of the picture's px in the phone's px. */
const PHONE_PX = PHONE_PICTURE_WIDTH / MERIT_LAYOUT.width;
/** The least size of the panel's words there (CSS px). */
const PANEL_LEAST = 9;
/** The least size of the loop squares' words and numbers there (the numbers were 6). */
const SQUARE_LEAST = 7;
/** The least size of any other word on the board there (the map's names, the cargo labels). */
const MAP_LEAST = 6;

/** A name as long as Discord allows. */
const LONG = 'Maximiliana Wolkenstein-Rodeneck';
/** The bots' own names, as a table names a bot seat: the widest two without a number. */
const BOTS = ['Greedy bot', 'Random bot'];

const SEATS = [2, 3, 4, 5, 6];

/** An early moment, one midway and the end of a bot game of `seats` players. */
function moments(seats: number): MeritScene[] {
  const all = [...meritMoments(seats, `phone-texts-${seats}`)];
  return [all[12]!, all[Math.floor(all.length / 2)]!, all.at(-1)!];
}

/** Each moment as drawn with its players' names, with 32-character names, and with the bots' names. */
const scenes: Array<{ seats: number; scene: MeritScene; names: 'plain' | 'long' | 'bots' }> = SEATS.flatMap(
  (seats) =>
    moments(seats).flatMap((scene) => [
      { seats, scene, names: 'plain' as const },
      {
        seats,
        scene: { ...scene, players: scene.players.map((p) => ({ ...p, name: LONG })) },
        names: 'long' as const,
      },
      {
        seats,
        scene: { ...scene, players: scene.players.map((p, i) => ({ ...p, name: BOTS[i % BOTS.length]! })) },
        names: 'bots' as const,
      },
    ]),
);

const drawn = scenes.map((s) => ({ ...s, texts: textsDrawn(() => drawMerit(s.scene)) }));

/** A text's size on the phone, as "5.71 px “W”". */
const onPhone = (t: DrawnText) => `${(t.px * PHONE_PX).toFixed(2)} px “${t.text}”`;
const P = MERIT_LAYOUT.panel;
const onPanel = (t: DrawnText) => t.box.x0 >= P.x;

describe('Merit’s “Oil” picture’s words on a phone', () => {
  it('measure two to six players, early to the end, long names and the bots’ names among them', () => {
    expect(new Set(drawn.map((d) => d.seats))).toEqual(new Set(SEATS));
    expect(drawn.some((d) => d.scene.result)).toBe(true);
    expect(drawn.some((d) => d.scene.tankers.length >= 2)).toBe(true);
    expect(drawn.some((d) => d.texts.some((t) => t.text.startsWith('Maximiliana')))).toBe(true);
  });

  it(`write every word of the panel ${PANEL_LEAST} phone px or more`, () => {
    const small = new Set<string>();
    for (const { texts } of drawn)
      for (const t of texts) if (onPanel(t) && t.px * PHONE_PX < PANEL_LEAST) small.add(onPhone(t));
    expect([...small].sort()).toEqual([]);
  });

  it('write every word of the map 6 phone px or more, the squares’ words and numbers 7 or more', () => {
    const small = new Set<string>();
    const board = textsDrawn(() => drawStatic(createCanvas(P.x, MERIT_LAYOUT.height).getContext('2d')));
    // The loop's words and numbers, round the map.
    const M = MAP_BOX;
    const onLoop = (t: DrawnText) =>
      t.box.x1 <= M.x || t.box.x0 >= M.x + M.w || t.box.y1 <= M.y || t.box.y0 >= M.y + M.h;
    expect(board.filter(onLoop).length).toBeGreaterThanOrEqual(65);
    for (const t of board) {
      const least = onLoop(t) ? SQUARE_LEAST : MAP_LEAST;
      if (t.px * PHONE_PX < least) small.add(onPhone(t));
    }
    // Over the board: the caption, the cargo labels, CLOSED over a closed canal.
    for (const { texts } of drawn)
      for (const t of texts) if (!onPanel(t) && t.px * PHONE_PX < MAP_LEAST) small.add(onPhone(t));
    expect([...small].sort()).toEqual([]);
  });

  it('write a bot’s name whole on its card and in the header, 2–6 players (it read “Greedy…”)', () => {
    const cut = new Set<string>();
    for (const { seats, scene, texts } of drawn.filter((d) => d.names === 'bots')) {
      const cards = panelGeometry(seats).cards;
      scene.players.forEach((p, i) => {
        const card = cards[i]!;
        const inCard = texts.filter(
          (t) =>
            t.box.x0 >= card.x &&
            t.box.x1 <= card.x + card.w &&
            t.box.y0 >= card.y &&
            t.box.y1 <= card.y + card.h,
        );
        if (!inCard.some((t) => t.text === p.name)) cut.add(`${seats} players: ${p.name}’s card`);
      });
      const acting = scene.players.find((p) => p.seat === scene.turn.seat);
      if (acting) {
        const line = texts.find((t) => onPanel(t) && t.box.y1 < 96 && t.text.includes(': '));
        if (!line?.text.startsWith(`${acting.name}: `))
          cut.add(`${seats} players: header “${line?.text}” (${scene.turn.doing})`);
      }
    }
    expect([...cut].sort()).toEqual([]);
  });

  it('write a bot’s name whole in the header whatever it is doing, every moment of games of 2–6 players', () => {
    const ctx = createCanvas(1, 1).getContext('2d');
    const cut = new Set<string>();
    const doings = new Set<string>();
    for (const seats of SEATS)
      for (const scene of meritMoments(seats, `phone-header-${seats}`, ['random', 'greedy']))
        for (const name of BOTS) {
          if (scene.turn.seat === null) continue;
          doings.add(scene.turn.doing);
          const line = turnLine(ctx, name, scene.turn, TURN_LINE_ROOM);
          if (!line.startsWith(`${name}: `)) cut.add(`“${line}” (${scene.turn.doing})`);
        }
    // Rolling, drilling on, on holiday, at Head Office, at Kwinana, the HELICOPTER, the EXCHANGE, dealing.
    expect(doings.size).toBeGreaterThanOrEqual(8);
    expect([...cut].sort()).toEqual([]);
  });
});
