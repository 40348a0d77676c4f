/**
 * Merit's Oil picture: lorries off the loop read as standing at their own stop. Plainly near it, or with a leader
 * line from its ring to them that crosses no name; and at Beirut, beside Beirut rather than the Persian Gulf.
 */
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { textWidth } from '../../src/render/kit';
import {
  LORRY,
  TURN_RING,
  airRoute,
  insetCaptionBox,
  lorryBox,
  mapMarks,
  mapNames,
  stopPoints,
  textBox,
} from '../../src/render/merit-oil/geometry';
import { KWINANA_TOWN, LONDON } from '../../src/render/merit-oil/geo';
import { mapPx, type Box } from '../../src/render/merit-oil/layout';
import { LEADER_FROM, LEADER_MIN, PLAINLY_NEARER, lorryLayout } from '../../src/render/merit-oil/placement';
import { lateMeritScene } from '../../src/render/merit-oil/sampleScenes';
import type { LorryPlace, MeritScene } from '../../src/render/merit-oil/scene';
import { drawMerit } from '../../src/render/merit-oil/render';
import { LEADER_STYLE } from '../../src/render/merit-oil/board';
import { near, pixel } from './pixels';
import { UI } from '../../src/render/kit';
import { HOLIDAY, type SeaStage } from '../../src/games/merit-oil/data';

type Px = { x: number; y: number };

/** The stops for lorries off the loop, each with its name and where it stands. */
function stops(): { name: string; at: LorryPlace; p: Px }[] {
  const air = airRoute();
  return [
    ...HOLIDAY.stops.map((name, i) => ({
      name,
      at: { kind: 'holiday', stop: i + 1 } as LorryPlace,
      p: air[i + 1]!,
    })),
    { name: 'London', at: { kind: 'england' }, p: mapPx(LONDON) },
    { name: 'Kwinana trip', at: { kind: 'kwinana' }, p: mapPx(KWINANA_TOWN) },
  ];
}

/** The map's names (and the inset's caption), each measured here in the map's bold type. */
function nameBoxes(): { text: string; box: Box }[] {
  const ctx = createCanvas(10, 10).getContext('2d');
  return [
    ...mapNames().map((n) => ({
      text: n.text,
      box: textBox(n.x, n.y, textWidth(ctx, n.text, n.size, 800), n.size, n.align),
    })),
    { text: 'the inset’s caption', box: insetCaptionBox() },
  ];
}

/** Whether the segment a–b meets box `b` (sampled every half pixel). */
function meets(a: Px, z: Px, b: Box): boolean {
  const steps = Math.ceil(Math.hypot(z.x - a.x, z.y - a.y) * 2);
  for (let i = 0; i <= steps; i++) {
    const x = a.x + ((z.x - a.x) * i) / steps;
    const y = a.y + ((z.y - a.y) * i) / steps;
    if (x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h) return true;
  }
  return false;
}

const dist = (a: Px, b: Px) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * What is wrong with how the lorries of `scene` read: each stop's group plainly at it (every lorry within
 * `LEADER_FROM` of it and less than `PLAINLY_NEARER` of the way to any other stop), or with a leader line from its
 * ring to one of its lorries, `LEADER_MIN` long or more, crossing no name, no mark but its own ring, no other piece.
 */
function misread(
  scene: Pick<MeritScene, 'lorries'> & Partial<Pick<MeritScene, 'tankers' | 'suezOpen'>>,
  where: string,
): string[] {
  const bad: string[] = [];
  const { positions, leaders } = lorryLayout(scene);
  const names = nameBoxes();
  for (const stop of stops()) {
    const seats = scene.lorries
      .filter((l) => JSON.stringify(l.at) === JSON.stringify(stop.at))
      .map((l) => l.seat);
    if (seats.length === 0) continue;
    const ps = seats.map((s) => positions.get(s)!);
    const others = stops().filter((o) => o.name !== stop.name);
    const plain = ps.every(
      (p) =>
        dist(p, stop.p) <= LEADER_FROM &&
        others.every((o) => dist(p, stop.p) < PLAINLY_NEARER * dist(p, o.p)),
    );
    const line = leaders.find((l) => l.seats.some((s) => seats.includes(s)));
    const what = `${where}, ${seats.length} at ${stop.name}`;
    if (plain) continue;
    if (!line) {
      bad.push(`${what}: no leader line (${ps.map((p) => Math.round(dist(p, stop.p))).join(', ')} px off)`);
      continue;
    }
    expect(line.seats.sort()).toEqual([...seats].sort());
    // From its own ring…
    if (Math.abs(dist(line.from, stop.p) - 13.5) > 0.5)
      bad.push(`${what}: the line starts off the stop's ring`);
    // …to one of its lorries.
    const bodies = ps.map((p) => lorryBox(p));
    const onLorry = (q: Px) =>
      bodies.some(
        (b) => q.x >= b.x - 0.5 && q.x <= b.x + b.w + 0.5 && q.y >= b.y - 0.5 && q.y <= b.y + b.h + 0.5,
      );
    if (!onLorry(line.to)) bad.push(`${what}: the line ends off its lorries`);
    if (dist(line.from, line.to) < LEADER_MIN) bad.push(`${what}: the line is too short to see`);
    for (const n of names)
      if (meets(line.from, line.to, n.box)) bad.push(`${what}: the line crosses “${n.text}”`);
    for (const m of mapMarks())
      if (
        dist({ x: m.box.x + m.box.w / 2, y: m.box.y + m.box.h / 2 }, stop.p) > 1 &&
        meets(line.from, line.to, m.box)
      )
        bad.push(`${what}: the line crosses the mark of ${m.stage ?? 'a stop'}`);
    for (const [seat, p] of positions)
      if (!seats.includes(seat) && meets(line.from, line.to, lorryBox(p)))
        bad.push(`${what}: the line crosses seat ${seat}'s lorry`);
  }
  return bad;
}

describe("Merit's Oil picture: whose stop the lorries off the loop stand at", () => {
  it('stands one to six lorries at every stop plainly at it, or draws a line from its ring to them that crosses no name', () => {
    // Three to six at Nice stood 85–95 px off it; two or three at Athens and two to six at Nice and Rome stood
    // about as near another stop as their own, with nothing to say whose they were.
    const bad: string[] = [];
    for (const stop of stops())
      for (let n = 1; n <= 6; n++)
        bad.push(
          ...misread({ lorries: Array.from({ length: n }, (_, seat) => ({ seat, at: stop.at })) }, 'alone'),
        );
    expect(bad).toEqual([]);
  });

  it('draws every leader line long enough to see: 14 px or more (a lone lorry at Rome had a 9 px stub)', () => {
    const short: string[] = [];
    for (const stop of stops())
      for (let n = 1; n <= 6; n++) {
        const lorries = Array.from({ length: n }, (_, seat) => ({ seat, at: stop.at }));
        for (const l of lorryLayout({ lorries }).leaders)
          if (dist(l.from, l.to) < 14)
            short.push(`${n} at ${stop.name}: ${dist(l.from, l.to).toFixed(1)} px`);
      }
    expect(short).toEqual([]);
  });

  it('does the same with lorries at the neighbouring stops too', () => {
    const bad: string[] = [];
    const air = stops().slice(0, HOLIDAY.stops.length);
    for (let i = 0; i + 1 < air.length; i++)
      for (let a = 1; a <= 3; a++)
        for (let b = 1; b <= 3; b++) {
          const lorries = [
            ...Array.from({ length: a }, (_, k) => ({ seat: k, at: air[i]!.at })),
            ...Array.from({ length: b }, (_, k) => ({ seat: a + k, at: air[i + 1]!.at })),
          ];
          bad.push(...misread({ lorries }, `${a} at ${air[i]!.name} and ${b} at ${air[i + 1]!.name}`));
        }
    for (const split of [
      [3, 3],
      [2, 4],
      [4, 2],
      [1, 5],
      [5, 1],
    ]) {
      let seat = 0;
      const lorries = split.flatMap((n, i) =>
        Array.from({ length: n }, () => ({ seat: seat++, at: air[i]!.at })),
      );
      bad.push(...misread({ lorries }, `split ${split.join('-')}`));
    }
    expect(bad).toEqual([]);
  });

  it('stands one to three lorries at Beirut nearer Beirut than the Persian Gulf or Tripoli, with tankers about', () => {
    // Two lorries at Beirut, with a tanker at Suez, stood beside the Persian Gulf's circle (13 px from it, 38
    // from Beirut's ring) and read as standing at the Gulf. Measured from each mark's centre to the lorry's
    // nearest edge, as the eye sees it.
    const beirut = airRoute()[1]!;
    const toBox = (p: Px, b: Box) =>
      Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.w), Math.max(b.y - p.y, 0, p.y - b.y - b.h));
    const elsewhere = [
      ...mapMarks()
        .filter((m) => m.stage !== null)
        .map((m) => ({ what: m.stage!, p: { x: m.box.x + m.box.w / 2, y: m.box.y + m.box.h / 2 } })),
      ...stopPoints()
        .filter((s) => s.name !== 'Beirut')
        .map((s) => ({ what: s.name, p: s.p })),
    ];
    const t0 = lateMeritScene().tankers[0]!;
    const bad: string[] = [];
    const stages: SeaStage[] = ['suez-canal', 'eastern-mediterranean', 'red-sea', 'tripoli', 'persian-gulf'];
    for (const stage of stages)
      for (const ships of [1, 2])
        for (let n = 1; n <= 3; n++) {
          const scene = {
            lorries: Array.from({ length: n }, (_, seat) => ({
              seat,
              at: { kind: 'holiday', stop: 1 } as LorryPlace,
            })),
            tankers: (['red', 'blue'] as const).slice(0, ships).map((tanker) => ({ ...t0, tanker, stage })),
            suezOpen: true,
          };
          for (const [seat, p] of lorryLayout(scene).positions) {
            const b = lorryBox(p);
            const own = toBox(beirut, b);
            for (const e of elsewhere)
              if (toBox(e.p, b) <= own)
                bad.push(
                  `${ships} at ${stage}, lorry ${seat + 1} of ${n}: ${own.toFixed(0)} px from Beirut, ${toBox(e.p, b).toFixed(0)} from ${e.what}`,
                );
          }
        }
    expect(bad).toEqual([]);
  });

  it('draws the line in dark ink', () => {
    const scene = lateMeritScene();
    scene.lorries = Array.from({ length: 4 }, (_, seat) => ({
      seat,
      at: { kind: 'holiday', stop: HOLIDAY.stops.indexOf('Nice') + 1 } as LorryPlace,
    }));
    scene.tankers = [];
    const { leaders } = lorryLayout(scene);
    expect(leaders).toHaveLength(1);
    const { from, to } = leaders[0]!;
    // Halfway along the line: its dark colour.
    const mid = pixel(drawMerit(scene), Math.round((from.x + to.x) / 2), Math.round((from.y + to.y) / 2));
    expect(near(mid, LEADER_STYLE.colour, 40), `${mid}`).toBe(true);
  });

  it('draws the ring round the player to act under the stops’ rings: their aeroplanes stay whole', () => {
    // A lone lorry 24 px below Athens (a stop of the four-stop route), the player to act, had its yellow ring
    // drawn across Athens' aeroplane. Every stop, one to six lorries there, each the player to act in turn:
    // where the ring passes over the stop's mark, none of it is yellow there.
    let crossed = 0;
    const yellow: string[] = [];
    for (const stop of stops())
      for (let n = 1; n <= 6; n++)
        for (let seat = 0; seat < n; seat++) {
          const scene = lateMeritScene();
          scene.lorries = Array.from({ length: n }, (_, k) => ({ seat: k, at: stop.at }));
          scene.tankers = [];
          scene.turn = { seat, doing: 'charter or roll' };
          const p = lorryLayout(scene).positions.get(seat)!;
          const r = (TURN_RING * p.s) / LORRY;
          const inside: Px[] = [];
          for (let a = 0; a < 360; a += 2) {
            const q = {
              x: p.x + r * Math.cos((a * Math.PI) / 180),
              y: p.y + r * Math.sin((a * Math.PI) / 180),
            };
            if (dist(q, stop.p) < 9) inside.push(q);
          }
          if (inside.length === 0) continue;
          crossed++;
          const canvas = drawMerit(scene);
          for (const q of inside)
            if (near(pixel(canvas, Math.round(q.x), Math.round(q.y)), UI.highlight, 60))
              yellow.push(`${n} at ${stop.name}, seat ${seat + 1}'s ring`);
        }
    expect(crossed).toBeGreaterThan(0);
    expect([...new Set(yellow)]).toEqual([]);
  });
});
