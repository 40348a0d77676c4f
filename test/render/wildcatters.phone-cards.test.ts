/**
 * Every word on Wildcatters' area cards reads on a phone held upright, where Discord shows the 1280 px picture
 * about 400 px wide: the area's name, "workers", "shares", "ref. chip" and the bonus's figure are
 * PHONE_LEAST_TEXT (9 px) or more there; each is drawn whole inside its own card, no two of a card's texts
 * overlap, and the area's name stays in its band. A refinery area card shows its icon (a refinery on gold), no
 * text on it. Every card of the deck is drawn, eight at a time in the display, "Venezuela" (the widest name)
 * among them. Eight upright cards side by side, 110 units wide, wrote them at 5.7 px there; the "Refinery"
 * badge that the icon replaced left the words 7 px.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  AREA_LIST,
  DARK_CARDS,
  DISPLAY_SIZE,
  LIGHT_CARDS,
  type AreaCard,
} from '../../src/games/wildcatters/data';
import { PHONE_LEAST_TEXT, PHONE_PICTURE_WIDTH, UI } from '../../src/render/kit';
import { cardParts, displayRegions } from '../../src/render/wildcatters/cards';
import { PICTURE_SCALE, WILD_SIZE, cardBox, type Box } from '../../src/render/wildcatters/layout';
import { drawWildcatters } from '../../src/render/wildcatters/render';
import { midGameScene } from '../../src/render/wildcatters/sampleScenes';
import { textsDrawn, type DrawnText } from './texts-drawn';
import { near, pixel } from './pixels';

/** What a card says, figure and words apart (its number is test/render/wildcatters.card-slots.test.ts's). */
function says(card: AreaCard): { figure: string | null; words: string[] } {
  const area = AREA_LIST.find((a) => a.id === card.area)!.name;
  const b = card.bonus;
  const bonus = b.kind === 'workers' ? 'workers' : b.kind === 'shares' ? 'shares' : 'ref. chip';
  return {
    figure: b.kind === 'refineryChip' ? null : `+${b.amount}`,
    words: [area, bonus],
  };
}

/** A design box in the picture's pixels. */
function inPicture(b: Box): DrawnText['box'] {
  return {
    x0: b.x * PICTURE_SCALE,
    y0: b.y * PICTURE_SCALE,
    x1: (b.x + b.w) * PICTURE_SCALE,
    y1: (b.y + b.h) * PICTURE_SCALE,
  };
}

const inside = (t: DrawnText['box'], b: DrawnText['box']) =>
  t.x0 >= b.x0 && t.y0 >= b.y0 && t.x1 <= b.x1 && t.y1 <= b.y1;
const overlap = (a: DrawnText['box'], b: DrawnText['box']) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** A text's size where a phone shows the picture 400 px wide. */
const onPhone = (t: DrawnText) => (t.px * PHONE_PICTURE_WIDTH) / WILD_SIZE.width;

/** The whole deck, eight cards a display, Venezuela's first (its name is the widest). */
const DECK = [...LIGHT_CARDS, ...DARK_CARDS].sort(
  (a, b) => Number(b.area === 'venezuela') - Number(a.area === 'venezuela'),
);
const DISPLAYS = Array.from({ length: Math.ceil(DECK.length / DISPLAY_SIZE) }, (_, i) =>
  DECK.slice(i * DISPLAY_SIZE, (i + 1) * DISPLAY_SIZE),
);

/** The texts drawn inside each slot's card, when `display` is on offer. */
function cardTexts(display: readonly AreaCard[]): DrawnText[][] {
  displayRegions.enabled = false;
  const texts = textsDrawn(() => drawWildcatters({ ...midGameScene(), display: [...display] }));
  return display.map((_, i) => {
    const box = inPicture(cardBox(i));
    return texts.filter((t) => overlap(t.box, box));
  });
}

afterEach(() => {
  displayRegions.enabled = true;
});

describe('Wildcatters area cards on a phone held upright', () => {
  it('write every card’s words and figure at 9 px or more, all of the deck', () => {
    expect(DECK.length).toBe(88);
    expect(DECK[0]!.area).toBe('venezuela');
    const small: string[] = [];
    const missing: string[] = [];
    for (const display of DISPLAYS)
      cardTexts(display).forEach((texts, i) => {
        const card = display[i]!;
        const { figure, words } = says(card);
        for (const word of words) {
          const t = texts.find((x) => x.text === word);
          if (!t) missing.push(`${card.id}: ${word}`);
          else if (onPhone(t) < PHONE_LEAST_TEXT)
            small.push(`${card.id}: ${word} ${onPhone(t).toFixed(1)} px`);
        }
        if (figure === null) return;
        const t = texts.find((x) => x.text === figure);
        if (!t) missing.push(`${card.id}: ${figure}`);
        else if (onPhone(t) < PHONE_LEAST_TEXT)
          small.push(`${card.id}: ${figure} ${onPhone(t).toFixed(1)} px`);
      });
    expect(missing).toEqual([]);
    expect(small).toEqual([]);
  });

  it('draw each card’s texts whole inside it, none over another, the name in its band and clear of the icon', () => {
    const wrong: string[] = [];
    for (const display of DISPLAYS)
      cardTexts(display).forEach((texts, i) => {
        const card = display[i]!;
        const box = cardBox(i);
        const parts = cardParts(box);
        for (const t of texts)
          if (!inside(t.box, inPicture(box))) wrong.push(`${card.id}: “${t.text}” outside`);
        texts.forEach((a, j) =>
          texts.slice(j + 1).forEach((b) => {
            if (overlap(a.box, b.box)) wrong.push(`${card.id}: “${a.text}” over “${b.text}”`);
          }),
        );
        const { words } = says(card);
        const name = texts.find((t) => t.text === words[0]);
        if (!name || !inside(name.box, inPicture(parts.band)))
          wrong.push(`${card.id}: name outside its band`);
        if (!card.refinery) return;
        const badge = inPicture(parts.badge);
        for (const t of texts) if (overlap(t.box, badge)) wrong.push(`${card.id}: “${t.text}” on the icon`);
      });
    expect(wrong).toEqual([]);
  });

  it('mark a refinery area card by its icon, a dark refinery on gold 10 px wide or more on a phone', () => {
    displayRegions.enabled = false;
    const refinery = DECK.find((c) => c.refinery)!;
    const plain = DECK.find((c) => !c.refinery && c.bonus.kind === 'workers')!;
    const canvas = drawWildcatters({ ...midGameScene(), display: [refinery, plain] });
    const icon = (i: number) => inPicture(cardParts(cardBox(i)).badge);
    const at = (i: number, fx: number, fy: number) => {
      const b = icon(i);
      return pixel(canvas, b.x0 + (b.x1 - b.x0) * fx, b.y0 + (b.y1 - b.y0) * fy);
    };
    const b = icon(0);
    expect(((b.x1 - b.x0) * PHONE_PICTURE_WIDTH) / WILD_SIZE.width).toBeGreaterThanOrEqual(10);
    // Gold round the building, the building's wall dark; the plain card has neither there.
    expect(near(at(0, 0.2, 0.2), UI.gold, 20)).toBe(true);
    expect(near(at(0, 0.5, 0.75), '#1A1A1A', 30)).toBe(true);
    expect(near(at(1, 0.2, 0.2), UI.gold, 40)).toBe(false);
    expect(near(at(1, 0.5, 0.75), '#1A1A1A', 30)).toBe(false);
    // A square, no wider than high (the "Refinery" badge it replaced was 118 units by 30), the card left of it.
    expect(b.x1 - b.x0).toBeLessThanOrEqual(b.y1 - b.y0 + 0.01);
    expect(near(at(0, -0.5, 0.5), UI.gold, 40)).toBe(false);
  });
});
