/**
 * The Wildcatters side panel stays readable on a phone: each player card's chips line and supply line are
 * drawn 12 px high or more in the picture in every phase, whole, inside the card and clear of the red badge
 * of a question asked (or, during set-up, of the hand held).
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { PICTURE_SCALE } from '../../src/render/wildcatters/layout';
import { cardFoot, cardRows, panelGeometry } from '../../src/render/wildcatters/panel';
import { wildcattersMoments } from './views';

describe('Wildcatters player cards', () => {
  it('draw the chips and supply lines at 12 px or more, whole, in the card and clear of the badge', () => {
    // The supply shared its row with the badge ("6 cards in hand" all through set-up, "Bid?"…) and shrank
    // to 8–10 px in the picture.
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
            for (const line of [foot.chips, foot.supply]) {
              if (!line) continue;
              const px = line.size * PICTURE_SCALE;
              if (px < 12) fault(`“${line.text}” at ${px.toFixed(1)} px`);
              if (line.width > line.room) fault(`“${line.text}” cut (${line.width} px in ${line.room})`);
              if (line.x < card.x + 12 || line.x + line.room > card.x + card.w - 8)
                fault(`“${line.text}” beyond the card's sides`);
              if (
                line.y - line.size * 0.65 < cardRows(card).shares + 13 ||
                line.y + line.size * 0.65 > card.y + card.h - 2
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
            if (foot.supply && b.y + b.h > foot.supply.y - foot.supply.size * 0.5)
              fault(`badge “${foot.badge!.text}” on the supply line`);
          });
        }
      }
    // The games asked what a badge shows: the hands during set-up, and questions out of turn.
    expect(badges).toContain('N cards in hand');
    expect(badges.size).toBeGreaterThan(1);
    expect([...faults]).toEqual([]);
  });
});
