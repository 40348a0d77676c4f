import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chooserComponents,
  chooserPrompt,
  descend,
  menuPicksPlaces,
  promptAt,
} from '../../src/discord/chooser';
import { choosingAltText, markedSpots } from '../../src/discord/components/act';
import { presenterFor } from '../../src/discord/presenters';
import { wildcattersPresenter as P, wildView } from '../../src/discord/presenters/wildcatters';
import { describeWildcattersAction } from '../../src/discord/presenters/wildcatters-actions';
import { colourName } from '../../src/games/colours';
import {
  cardWords,
  fieldWords,
  harbourWords,
  railwayWords,
  regionName,
  siteWords,
} from '../../src/discord/presenters/wildcatters-words';
import { turnPayload } from '../../src/discord/turn';
import type { EmbedBuilder } from 'discord.js';
import { logRuns } from '../../src/commands/log';
import type { App } from '../../src/discord/app';
import { digestText } from '../../src/discord/digest';
import type { LogEntry, TableGame } from '../../src/table';
import { botRng } from '../../src/table';
import { standInBot } from '../../src/table/bots';
import { wildcatters } from '../../src/games/wildcatters';
import { DARK_CARDS, HARBOURS, OIL_FIELDS, RAILWAYS, REFINERY_SITES } from '../../src/games/wildcatters/data';
import { continentOf, siteRegion } from '../../src/games/wildcatters/map';
import { finalScoring } from '../../src/games/wildcatters/scoring';
import type { ActionOf, WildcattersAction, WildcattersState } from '../../src/games/wildcatters/types';
import { actionWords } from '../../src/table/undo';
import { PLAYER_STYLES } from '../../src/render/kit/palette';
import { decodePng } from '../render/pixels';
import {
  act,
  chooseArea,
  clearedBoard,
  putPumpJack,
  putRefinery,
  putRig,
  putTanker,
  putTrain,
  riderScene,
  ridersInLine,
  ridersWaiting,
  setShares,
  setWorkers,
  shares,
  threeOwnersTankers,
  transport,
  venezuela,
} from '../games/wildcatters/helpers';
import { NAMES, playUntil, snapOf } from './snap';
import { listWords } from '../../src/discord/names';
import type { PublicAction } from '../../src/discord/presenters/types';

/** A greyed button's whole reason: its note when the label says a shorter one (a phone's line). */
const whole = (a: PublicAction | undefined) => a?.note ?? a?.disabledReason;

/** The emptyings `seat` may choose now. */
const emptyings = (s: WildcattersState, seat: number) =>
  P.choices(snapOf(wildcatters, s), seat).filter((c) => c.group === 'empty');
/** One of the neutral refinery chips goes to `seat`. */
function giveNeutralChip(s: WildcattersState, seat: number): void {
  s.players[seat]!.neutralRefineryChips = 1;
  s.neutralRefineryChips--;
}
const fresh = (seed: string) => wildcatters.setup(4, wildcatters.optionsSchema.parse({}), seed);
/** A fresh game with the four tankers down: the light cards are dealt then (seed), so the hands show. */
function dealt(seed: string): WildcattersState {
  const s = fresh(seed);
  for (const seat of [...s.order])
    expect(wildcatters.apply(s, seat, { type: 'placeTanker', harbour: 'southernAfrica.east' }).ok).toBe(true);
  return s;
}
const until = (seed: string, stop: (s: WildcattersState) => boolean) =>
  playUntil(wildcatters, seed, (s) => stop(s as WildcattersState)) as WildcattersState;

describe('Wildcatters presenter', () => {
  it('is the presenter registered for wildcatters', () => {
    expect(presenterFor('wildcatters')).toBe(P);
  });

  it('names every field, harbour, refinery site and railway in the map’s words, each differently', () => {
    const all = [
      ...OIL_FIELDS.map((f) => fieldWords(f.id)),
      ...HARBOURS.map((h) => harbourWords(h.id)),
      ...REFINERY_SITES.map((s) => siteWords(s.id)),
      ...RAILWAYS.map((r) => railwayWords(r.id)),
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(fieldWords('texas.1')).toBe('Texas upper field');
    expect(fieldWords('siberia.2')).toBe('Siberia east field');
    expect(harbourWords('southernAfrica.west')).toBe('Luanda (Southern Africa, west)');
    expect(siteWords('europe.inland')).toBe('Europe inland refinery');
    expect(railwayWords('texas.2>texas.refinery')).toBe('Texas lower field → Texas refinery');
    expect(cardWords('dark.persia.6', NAMES)).toBe('Persia, +4 workers, refinery card');
  });

  it('names share colours as the picture draws them, and whose colour each is', () => {
    // The palette's vermillion reads orange and its reddish purple pink: the words say what players see.
    expect([0, 1, 2, 3].map(colourName)).toEqual(['blue', 'orange', 'white', 'pink']);
    const shareCard = (colour: number) =>
      [...wildcatters.design.LIGHT_CARDS, ...wildcatters.design.DARK_CARDS].find(
        (c) => c.bonus.kind === 'shares' && c.bonus.colour === colour && c.bonus.amount === 8,
      )!;
    const pink = shareCard(3);
    expect(cardWords(pink.id, NAMES)).toMatch(/^\w[\w ]*, \+8 of Dev's shares \(pink\)$/);
    // In a game of three, colour 4 is nobody's: neutral shares, as the rules page calls them (a playtest's "8 pink
    // shares" read as someone's).
    expect(cardWords(pink.id, NAMES.slice(0, 3))).toMatch(/, \+8 neutral shares \(pink\)$/);
    // My hand: each colour held, whose it is, one's own first in the words.
    const state = fresh('wp-colours');
    const hand = P.hand(snapOf(wildcatters, state), 0).description;
    expect(hand).toContain(
      "**Shares**: 25 in all — 20 of your own shares (blue), 5 of Ben's shares (orange)",
    );
    expect(hand).not.toMatch(/vermillion|purple/);
  });

  it('speaks to its reader in private: one’s own colour’s shares are "your shares", in public the owner’s name', () => {
    const own = [...wildcatters.design.LIGHT_CARDS, ...wildcatters.design.DARK_CARDS].find(
      (c) => c.bonus.kind === 'shares' && c.bonus.colour === 0 && c.bonus.amount === 8,
    )!;
    const area = wildcatters.design.AREA_LIST.find((a) => a.id === own.area)!.name;
    const yours = `${area}, +8 of your shares (blue)`;
    const anas = `${area}, +8 of Ana's shares (blue)`;
    expect(cardWords(own.id, NAMES, 0)).toBe(yours);
    expect(cardWords(own.id, NAMES, 1)).toBe(anas);
    expect(cardWords(own.id, NAMES)).toBe(anas);
    // My hand in the starting placement names the card's area alone: its bonus is not paid then.
    const start = dealt('wp-yours');
    start.players[0]!.hand = [own.id];
    start.players[1]!.hand = [own.id];
    const snap = snapOf(wildcatters, start);
    expect(P.hand(snap, 0).description).toContain(`• ${area}\n`);
    expect(P.hand(snap, 0).description).not.toContain('+8');
    expect(P.hand(snap, 1).description).not.toContain("Ana's shares");
    // The chooser (and its private "Done: …" answer) in the turns: the display's slot of that card.
    const turns = until('wp2', (s) => s.phase === 'turns' && s.step === 'card' && s.pending === null);
    turns.display[0] = own.id;
    const shown = snapOf(wildcatters, turns);
    const slot = (seat: number) =>
      describeWildcattersAction({ type: 'chooseCard', slot: 0 }, wildView(shown, seat), NAMES).label;
    expect(slot(0)).toBe(`Slot 1: ${yours}`);
    expect(slot(2)).toBe(`Slot 1: ${anas}`);
    // Public text keeps the name.
    expect(P.altText(shown)).toContain(`1 ${anas}`);
  });

  it('the pictures name colours as players see them: a share card says "pink shares", as its chooser does', () => {
    // The card's label on the picture is `${style.name} shares`: it said "purple shares" beside the words' pink.
    expect(PLAYER_STYLES.map((s) => s.name)).toEqual(['blue', 'orange', 'white', 'pink', 'green', 'yellow']);
  });

  it('the chooser picture’s alt text names the places in the menu’s words, each once, never by internal id', () => {
    const first = snapOf(wildcatters, fresh('wp1'));
    const choices = P.choices(first, first.status.toAct[0]!).filter((c) => c.group === 'place-tanker');
    const spots = choices.map((c) => c.spot!);
    expect(spots).toEqual(['southernAfrica.west', 'southernAfrica.east']);
    const descent = descend(choices, []);
    if (descent.kind !== 'options') throw new Error('no menu');
    const alt = choosingAltText([...spots, ...spots], descent.options);
    expect(alt).toBe(
      `The board with the 2 places you can choose marked: ${harbourWords('southernAfrica.west')}, ${harbourWords('southernAfrica.east')}`,
    );
    expect(alt).not.toMatch(/southernAfrica/);
    expect(menuPicksPlaces(choices)).toBe(true);
    // The pieces' placement asks for a card first: its menu names cards, each leading to several places, so
    // the text does not call the cards places ("the 36 places you can choose marked: Discard the …").
    const pieces = snapOf(
      wildcatters,
      until('wp1', (s) => s.phase === 'placement' && s.players.every((p) => p.tankerPlaced)),
    );
    const place = P.choices(pieces, pieces.status.toAct[0]!).filter((c) => c.group === 'place');
    const cards = descend(place, []);
    if (cards.kind !== 'options') throw new Error('no menu');
    expect(menuPicksPlaces(place)).toBe(false);
    const marked = new Set(place.map((c) => c.spot!)).size;
    expect(marked).toBeGreaterThan(cards.options.length);
    const cardsAlt = choosingAltText(
      place.map((c) => c.spot!),
      cards.options,
      menuPicksPlaces(place),
    );
    expect(cardsAlt).toMatch(
      new RegExp(
        `^The board with the ${marked} places your choices lead to marked\\. First choose: Discard \\w`,
      ),
    );
  });

  it('the chooser picture marks, at each menu, the places still open: a card, then a piece, then its place', () => {
    // A playtest: the placement's later menus (which piece, then where) came with no picture at all.
    const pieces = snapOf(
      wildcatters,
      until('wp1', (s) => s.phase === 'placement' && s.players.every((p) => p.tankerPlaced)),
    );
    const place = P.choices(pieces, pieces.status.toAct[0]!).filter((c) => c.group === 'place');
    const top = descend(place, []);
    if (top.kind !== 'options') throw new Error('no menu');
    const all = new Set(markedSpots(top.open, top.level));
    expect(all).toEqual(new Set(place.map((c) => c.spot!)));
    // Each later menu marks the places of the choices its picks left, and says so in words.
    let path = [0];
    let shown = all;
    for (let guard = 0; guard < 4; guard++) {
      const d = descend(place, path);
      if (d.kind !== 'options') break;
      const spots = markedSpots(d.open, d.level);
      const left = new Set(d.open.map((c) => c.spot!));
      if (left.size < 2) {
        expect(spots).toEqual([]);
        break;
      }
      expect(new Set(spots)).toEqual(left);
      expect([...left].every((p) => shown.has(p))).toBe(true);
      expect(d.level).toBeGreaterThan(0);
      const alt = choosingAltText(spots, d.options, menuPicksPlaces(d.open, d.level));
      expect(alt).toMatch(new RegExp(`^The board with the ${left.size} places `));
      shown = left;
      path = [...path, 0];
    }
    expect(path.length).toBeGreaterThan(1); // a later menu was shown and marked
  });

  it('labels the starting placements, the card from the secret hand by its area as the first step, one per area', () => {
    // The tankers first: each player's first placement turn offers the two Southern Africa harbours.
    let state = fresh('wp1');
    const first = snapOf(wildcatters, state);
    expect(P.choices(first, first.status.toAct[0]!).map((c) => [c.group, c.label])).toEqual([
      ['place-tanker', harbourWords('southernAfrica.west')],
      ['place-tanker', harbourWords('southernAfrica.east')],
    ]);
    for (let k = 0; k < 4; k++) {
      const seat = wildcatters.status(state).toAct[0]!;
      const r = wildcatters.apply(state, seat, wildcatters.legalActions(state, seat)[0]!);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    const snap = snapOf(wildcatters, state);
    const seat = snap.status.toAct[0]!;
    const choices = P.choices(snap, seat);
    // The card is named by its area alone, so two cards of one area are one choice (the set-up pays no bonus).
    const legal = wildcatters.legalActions(snap.state as WildcattersState, seat) as ActionOf<'place'>[];
    const areaOf = (id: string) => id.split('.')[1];
    expect(new Set(legal.map((a) => areaOf(a.card))).size).toBeLessThan(
      new Set(legal.map((a) => a.card)).size,
    );
    expect(choices.length).toBe(new Set(legal.map((a) => `${areaOf(a.card)} ${a.piece} ${a.at}`)).size);
    expect(new Set(choices.map((c) => c.steps!.join(' · '))).size).toBe(choices.length);
    const place = choices.filter((c) => c.group === 'place');
    expect(place.length).toBe(choices.length);
    // No bonus in the label: the set-up does not pay it (a newcomer read "Discard Argentina, +3 workers" as a
    // bonus to be had). That it is not paid holds for every card, so the chooser says it once, under its
    // header: not in a label (a playtest read "Discard the Arabia card (+4 of your shares (white) on it, not
    // paid now)"), nor under every option (a later playtest read the same line six times).
    for (const c of place) {
      expect(c.steps?.[0]).toMatch(/^Discard [A-Z][a-z]+( [A-Z][a-z]+)?$/);
      expect(c.stepDetails?.[0]).toBeUndefined();
      expect(c.groupNote).toBe(
        'The card you discard only names the area of the piece: its bonus is not paid in the starting placement.',
      );
    }
    const nested = /\([^)]*\(/;
    // Every one of them can be reached through the chooser's steps.
    const found = new Set<number>();
    const walk = (path: number[]) => {
      const d = descend(place, path);
      if (d.kind === 'apply') return void found.add(d.choice.index);
      if (d.kind !== 'options') throw new Error('invalid path');
      // Every menu's header and option reads without brackets in brackets, and fits Discord's 100 characters.
      const prompt = chooserPrompt(place[0]!.groupLabel, d.chosen, d.options, place[0]!.groupNote);
      expect(prompt).not.toMatch(nested);
      expect(prompt.match(/not paid/g)).toHaveLength(1);
      for (const o of d.options) {
        expect(o.description ?? '').not.toMatch(/not paid/);
        expect(o.label.length).toBeLessThanOrEqual(100);
        expect(o.label).not.toMatch(nested);
      }
      d.options.forEach((o, i) =>
        o.value.startsWith('s') ? walk([...path, i]) : found.add(Number(o.value)),
      );
    };
    walk([]);
    expect(found).toEqual(new Set(place.map((c) => c.index)));
  });

  it('says under a starting piece that may leave the card’s area why it may (no card in hand places it)', () => {
    // A playtest: every continent of Ana's cards held a refinery, so her refinery could go anywhere; the menu
    // said "The card you discard only names the area of the piece" and then offered Venezuela with an Alaska card.
    const state = until('wp1', (s) => s.phase === 'placement' && s.players.every((p) => p.tankerPlaced));
    const seat = wildcatters.status(state).toAct[0]!;
    const other = (seat + 1) % 4;
    for (const continent of ['northAmerica', 'southAmerica', 'middleEast', 'asia'])
      putRefinery(state, other, REFINERY_SITES.find((r) => continentOf(siteRegion(r.id)) === continent)!.id);
    const place = P.choices(snapOf(wildcatters, state), seat).filter((c) => c.group === 'place');
    const pieces = descend(place, [0]);
    if (pieces.kind !== 'options') throw new Error(pieces.kind);
    const why =
      'No card in your hand can place it (their continents hold refineries): it may go anywhere it fits';
    expect(pieces.options.map((o) => [o.label, o.description])).toEqual([
      ['Rig', undefined],
      ['Train', undefined],
      ['Refinery', why],
    ]);
    // Whole in the menu: Discord cuts an option's description at 100 characters (a playtest read "it may go …").
    expect(why.length).toBeLessThanOrEqual(100);
    // Only white continents' sites are left, none in the card's area.
    const sites = descend(place, [0, 2]);
    if (sites.kind !== 'options') throw new Error(sites.kind);
    expect(sites.options.map((o) => o.label)).toEqual([
      siteWords('europe.port'),
      siteWords('europe.inland'),
      siteWords('southernAfrica.refinery'),
      siteWords('australia.refinery'),
    ]);
  });

  it('names the field with the W disk spot in the starting placement and the rig menus, and says what the W is', () => {
    // A playtest: the picture draws a W beside one field of each area; the menu's "Texas upper field" did not
    // say it was that one.
    const state = until('wp1', (s) =>
      wildcatters.legalActions(s, wildcatters.status(s).toAct[0]!).some((a) => a.type === 'place'),
    );
    const seat = wildcatters.status(state).toAct[0]!;
    const place = P.choices(snapOf(wildcatters, state), seat).filter((c) => c.group === 'place');
    const rigs = place.filter((c) => c.steps?.[1] === 'Rig');
    const w = (area: string) =>
      `The W: the ${area} wildcatter disk's spot; once won, its barrel ships by this field's lines`;
    const onDisk = rigs.filter((c) => (c.action as { at: string }).at.endsWith('.1'));
    const main = onDisk.filter(
      (c) => !/^(europe|southernAfrica|australia)/.test((c.action as { at: string }).at),
    );
    expect(main.length).toBeGreaterThan(0);
    for (const c of main) {
      const at = (c.action as { at: string }).at;
      const area = regionName(at.split('.')[0]!);
      expect(c.steps?.[2]).toBe(`${fieldWords(at)} (with the W disk spot)`);
      expect(c.stepDetails?.[2]).toBe(w(area));
    }
    for (const c of rigs.filter((x) => !main.includes(x))) {
      expect(c.steps?.[2]).toBe(fieldWords((c.action as { at: string }).at));
      expect(c.stepDetails).toBeUndefined();
    }
    // The rig menu of the turns says it under the field.
    const view = wildView(snapOf(wildcatters, fresh('wdisk')), 0);
    const rig = (field: string) => describeWildcattersAction({ type: 'buildRig', field }, view, NAMES).detail;
    expect(rig('texas.1')).toBe(w('Texas'));
    expect(rig('texas.2')).toBeUndefined();
    expect(rig('europe.1')).toBeUndefined();
  });

  it('asks for the tanker alone on the first placement turn, then for the pieces alone: no dead button', () => {
    // The seed places the tankers before the deal: each player's first placement turn is their tanker's.
    const first = snapOf(wildcatters, fresh('wp1'));
    expect(P.publicActions(first).map((b) => b.key)).toEqual(['place-tanker']);
    expect(P.headline!(first)).toMatch(/^set-up · \w+ places a tanker$/);
    const pieces = until('wp1', (s) => s.phase === 'placement' && s.players.every((p) => p.tankerPlaced));
    const snap = snapOf(wildcatters, pieces);
    const seat = snap.status.toAct[0]!;
    expect(P.publicActions(snap).map((b) => b.key)).toEqual(['place']);
    expect(P.headline!(snap)).toMatch(/^set-up · \w+ places a starting piece \(1 of 6\)$/);
    expect(new Set(P.choices(snap, seat).map((c) => c.group))).toEqual(new Set(['place']));
  });

  it("counts the starting pieces in the set-up's title and alt text, from public facts only", () => {
    // A newcomer could not tell how many placements were left: "Dev places a piece" said nothing of it.
    const s = dealt('wp-count');
    const title = (st: WildcattersState) => P.headline!(snapOf(wildcatters, st));
    const name = NAMES[s.current]!;
    expect(title(s)).toBe(`set-up · ${name} places a starting piece (1 of 6)`);
    // A full round of placements later, the same player places their second piece; the last one is "6 of 6".
    for (let k = 0; k < 4; k++) {
      const seat = s.current;
      expect(wildcatters.apply(s, seat, wildcatters.legalActions(s, seat)[0]!).ok).toBe(true);
    }
    expect(title(s)).toBe(`set-up · ${name} places a starting piece (2 of 6)`);
    expect(P.altText!(snapOf(wildcatters, s))).toContain(`${name} places a starting piece (2 of 6).`);
    const left = (x: WildcattersState) =>
      Object.values(x.players[x.current]!.toPlace).reduce((a, n) => a + n, 0);
    const last = until(
      'wp-count',
      (x) => x.phase === 'placement' && x.players[x.current]!.tankerPlaced && left(x) === 1,
    );
    expect(title(last)).toMatch(/ places a starting piece \(6 of 6\)$/);
    // The hands are secret: another hand (the same size) words the title the same.
    const other = structuredClone(s);
    const [a, b] = [other.players[0]!.hand, other.players[1]!.hand];
    other.players[0]!.hand = b;
    other.players[1]!.hand = a;
    expect(title(other)).toBe(title(s));
  });

  it('offers the area cards by display slot, as the picture numbers them, and greys the refresh below 4 VP', () => {
    const state = until('wp2', (s) => s.phase === 'turns' && s.step === 'card' && s.pending === null);
    const snap = snapOf(wildcatters, state);
    const seat = state.current;
    const cards = P.choices(snap, seat).filter((c) => c.group === 'card');
    expect(cards.length).toBe(state.display.filter((c) => c !== null).length);
    for (const c of cards) {
      const slot = (c.action as { slot: number }).slot;
      expect(c.label).toBe(`Slot ${slot + 1}: ${cardWords(state.display[slot]!, NAMES, seat)}`);
      expect(c.spot).toBe(state.display[slot]);
    }
    expect(P.publicActions(snap).map((a) => a.key)).toEqual(['card', 'refresh', 'loan']);
    state.players[seat]!.vp = 3;
    state.players[seat]!.vpBy = { start: 3 };
    const poor = P.publicActions(snapOf(wildcatters, state));
    expect(poor.find((a) => a.key === 'refresh')?.disabledReason).toBe('needs 4 VP');
    // Every card taken (display, deck and discards empty): a refresh would deal nothing, and the engine refuses it.
    state.players[seat]!.vp = 10;
    state.players[seat]!.vpBy = { start: 10 };
    state.players[(seat + 1) % state.seats]!.cards.push(
      ...state.deck.splice(0),
      ...state.discards.splice(0),
      ...state.display.filter((c): c is string => c !== null),
    );
    state.display = state.display.map(() => null);
    const dry = P.publicActions(snapOf(wildcatters, state));
    expect(dry.map((a) => a.key)).toEqual(['refresh', 'end', 'loan']);
    expect(dry.find((a) => a.key === 'refresh')?.disabledReason).toBe('no card left to deal');
  });

  it('says under the area card menu what the card’s area is for this turn, and that its bonus comes at once', () => {
    // A playtest: the menu listed "Slot 3: Indonesia, +6 of your shares", and nothing said the area is where the
    // turn's rigs, refinery and drill may go.
    const state = until('wp2', (s) => s.phase === 'turns' && s.step === 'card' && s.pending === null);
    const cards = P.choices(snapOf(wildcatters, state), state.current).filter((c) => c.group === 'card');
    const d = descend(cards, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(chooserPrompt(cards[0]!.groupLabel, d.chosen, d.options, cards[0]!.groupNote, d.unseen)).toBe(
      `**Take an area card** — ${cards.length} choices. Pick one:\nIts bonus is yours at once, and its area is where ` +
        'you may build rigs and a refinery and drill this turn (the white continents too).',
    );
    // Under a refinery card, what it does; under the others, nothing.
    for (const c of cards) {
      const id = state.display[(c.action as { slot: number }).slot]!;
      expect(c.detail).toBe(
        c.label.endsWith(', refinery card')
          ? 'Empties a partial refinery once in your turns, and once more at final scoring if you choose'
          : undefined,
      );
      expect(c.label.endsWith(', refinery card')).toBe(DARK_CARDS.some((x) => x.id === id && x.refinery));
    }
    expect(cards.some((c) => c.detail !== undefined)).toBe(true);
  });

  it('greys a build for a public reason only, and tells the player privately why the rest is not possible', () => {
    const state = until('wp3', (s) => s.phase === 'turns' && s.step === 'build' && s.pending === null);
    const seat = state.current;
    state.players[seat]!.workers = 3;
    const snap = snapOf(wildcatters, state);
    const open = P.publicActions(snap);
    expect(open.find((a) => a.key === 'rig')?.disabledReason).toBe('needs 4 workers (has 3)');
    expect(open.find((a) => a.key === 'refinery')?.disabledReason).toMatch(
      /needs 12 workers|one refinery a round|no refineries left/,
    );
    expect(open.find((a) => a.key === 'end')?.disabledReason).toBeUndefined();
    const legal = new Set(P.choices(snap, seat).map((c) => c.group));
    const reasons = P.unavailable(snap, seat);
    for (const a of open.filter((x) => !x.disabledReason && !legal.has(x.key)))
      expect(reasons.find((u) => u.group === a.key)?.reason, a.key).toBeTruthy();
    // Nobody else is asked anything: nothing to tell them.
    expect(P.unavailable(snap, (seat + 1) % 4)).toEqual([]);
  });

  it('tells a player asked to piggy-back without 3 shares what they hold and that a loan gives 10', () => {
    const state = until('wp5', (s) => s.pending?.kind === 'piggyback');
    const seat = snapOf(wildcatters, state).status.toAct[0]!;
    state.players[seat]!.shares = state.players[seat]!.shares.map((_, c) => (c === seat ? 1 : 0));
    const snap = snapOf(wildcatters, state);
    expect(P.publicActions(snap).find((a) => a.key === 'piggyback')?.disabledReason).toBeUndefined();
    expect(P.unavailable(snap, seat).find((u) => u.group === 'piggyback')?.reason).toBe(
      'needs 3 shares (you hold 1); a loan gives 10',
    );
  });

  it('tells a rider asked without a barrel’s fees in shares what they hold and that a loan gives 10', () => {
    // Rules version 3 asks one short of shares who has a barrel to take a loan with, as the piggy-back question
    // does; the Ride along button said only "you have no barrels on that field".
    const { s, me, rider } = riderScene((_, [, caro, dev]) => ({ rail: dev, ship: dev, refinery: caro }));
    setShares(s, rider, { [rider]: 1 });
    act(s, me, transport('arabia.2', 'australia.refinery', 1));
    const snap = snapOf(wildcatters, s);
    expect(snap.status.toAct).toEqual([rider]);
    expect(P.publicActions(snap).find((a) => a.key === 'ride')?.disabledReason).toBeUndefined();
    expect(P.unavailable(snap, rider).find((u) => u.group === 'ride')?.reason).toBe(
      'needs 2 shares a barrel in fees (you hold 1); a loan gives 10',
    );
  });

  it('says in each build and oil menu what a choice costs in workers, as the rig menu does', () => {
    // A playtest: the Drill and Develop menus listed fields only; their 8 and 3 workers stood nowhere near
    // (the button says "Drill"; the costs are in My hand).
    const view = wildView(snapOf(wildcatters, fresh('wcost')), 0);
    const label = (action: WildcattersAction) => describeWildcattersAction(action, view, NAMES).label;
    expect(label({ type: 'drill', field: 'persia.1' })).toBe(`${fieldWords('persia.1')} (8 workers)`);
    expect(label({ type: 'develop', field: 'persia.1' })).toBe(`${fieldWords('persia.1')} (3 workers)`);
    expect(label({ type: 'buildTanker', harbour: 'persia.harbour' })).toBe(
      `${harbourWords('persia.harbour')} (2 workers)`,
    );
    expect(label({ type: 'buildRefinery', site: 'persia.refinery' })).toBe(
      `${siteWords('persia.refinery')} (12 workers)`,
    );
    // A playtest: the train's menu alone named no cost (its Confirm read "Alaska lower field → Valdez").
    const train = describeWildcattersAction(
      { type: 'buildTrain', railway: 'persia.1>persia.harbour' },
      view,
      NAMES,
    );
    expect(train.label).toBe(`${railwayWords('persia.1>persia.harbour')} (2 workers)`);
    expect(train.steps).toEqual([
      regionName('persia'),
      `${railwayWords('persia.1>persia.harbour')} (2 workers)`,
    ]);
  });

  it('confirms a lone drill, naming the field, its cost and what it brings (public counts only)', () => {
    // A playtest: with one field to drill, "Drill" drilled on the click, naming neither field nor cost, and a
    // drill stands (it asks the others at once).
    const { s, me, others } = clearedBoard(4);
    for (const o of [me, others[0], others[1]]) putRig(s, o, 'texas.1');
    putRig(s, others[2], 'texas.2');
    chooseArea(s, 'texas');
    const drills = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'drill');
    expect(drills.map((c) => c.label)).toEqual([`${fieldWords('texas.1')} (8 workers)`]);
    expect(drills[0]!.confirm).toBe(true);
    const d = descend(drills, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(chooserPrompt(drills[0]!.groupLabel, d.chosen, d.options)).toBe(
      '**Drill** › Texas upper field (8 workers)\n' +
        'A pump jack with 3 barrels, +2 VP; then the Texas disk is auctioned\nPress **Confirm** to do it.',
    );
    // What it says is what the drill does.
    const vp = s.players[me]!.vp;
    act(s, me, { type: 'drill', field: 'texas.1' });
    expect(s.fields['texas.1']!.find((p) => p.owner === me)).toMatchObject({ kind: 'pumpJack', barrels: 3 });
    expect(s.players[me]!.vp).toBe(vp + 2);
    // A white continent has no disk; a supply of 1 barrel fills the jack with 1.
    const w = clearedBoard(4);
    for (let k = 0; k < 4; k++) putRig(w.s, k === 0 ? w.me : w.others[k - 1]!, 'europe.1');
    chooseArea(w.s, 'texas');
    w.s.players[w.me]!.supply.barrels = 1;
    const europe = P.choices(snapOf(wildcatters, w.s), w.me).filter((c) => c.group === 'drill');
    expect(europe.map((c) => [c.label, c.detail])).toEqual([
      [`${fieldWords('europe.1')} (8 workers)`, 'A pump jack with 1 barrel, +2 VP'],
    ]);
    // A development says its pump jack too.
    expect(
      describeWildcattersAction(
        { type: 'develop', field: 'europe.1' },
        wildView(snapOf(wildcatters, w.s), w.me),
        NAMES,
      ).detail,
    ).toBe('A pump jack with 1 barrel');
  });

  it('greys drilling and developing when the player has no pump jack left (the supply is public)', () => {
    const state = until(
      'wp5',
      (s) =>
        s.phase === 'turns' &&
        s.pending === null &&
        wildcatters.legalActions(s, s.current).some((a) => a.type === 'develop'),
    );
    const seat = state.current;
    // Every rig drilled or developed takes a pump jack from the supply: with all eleven on the map, none is left.
    state.players[seat]!.supply.pumpJacks = 0;
    const snap = snapOf(wildcatters, state);
    expect(P.choices(snap, seat).some((c) => c.group === 'develop' || c.group === 'drill')).toBe(false);
    const open = P.publicActions(snap);
    expect(open.find((a) => a.key === 'develop')?.disabledReason).toBe('no pump jacks left');
    expect(open.find((a) => a.key === 'drill')?.disabledReason).toBe('no pump jacks left');
  });

  it('greys Drill, Develop and Transport with a public reason when the board allows none of them', () => {
    // Everything these depend on lies on the table: rigs, drilled areas, barrels, routes, workers and shares.
    const { s, me, others } = clearedBoard(4);
    putRig(s, me, 'texas.1');
    putRig(s, me, 'texas.1');
    putRig(s, others[0], 'texas.2');
    putPumpJack(s, me, 'venezuela.1', 3);
    chooseArea(s, 'texas');
    const reasons = () => {
      const open = P.publicActions(snapOf(wildcatters, s));
      return ['drill', 'develop', 'transport'].map((k) => whole(open.find((a) => a.key === k)));
    };
    expect(reasons()).toEqual([
      'no area with 4+ rigs to drill in Texas or a white continent',
      'no rig of yours in a drilled area',
      'no refinery on the map yet',
    ]);
    // A fourth rig, not the player's: Texas is ready, but only for its owners; a train and a refinery make a way.
    putRig(s, others[1], 'texas.2');
    s.fields['texas.1'] = s.fields['texas.1']!.filter((x) => x.owner !== me);
    s.players[me]!.supply.rigs += 2;
    putRig(s, others[2], 'texas.1');
    putRig(s, others[2], 'texas.1');
    putRig(s, me, 'alaska.1');
    putTrain(s, me, 'venezuela.1>venezuela.harbour');
    putRefinery(s, others[0], 'venezuela.refinery');
    expect(reasons()).toEqual([
      'none of your rigs stands in an area ready to drill',
      'no rig of yours in a drilled area',
      undefined,
    ]);
    expect(P.choices(snapOf(wildcatters, s), me).some((c) => c.group === 'transport')).toBe(true);
  });

  it('greys Transport with the one thing that blocks it: no train, no tanker at the harbour, a full refinery, the fees', () => {
    // A playtest: "no route to a refinery with room you can pay for" hid that no tanker waited at the harbour.
    // The reason is on the public turn message: it reads only the board and the shares, which are public.
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putPumpJack(s, me, 'venezuela.1', 3);
    chooseArea(s, 'texas');
    const reason = () => whole(P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'transport'));
    putRefinery(s, o, 'europe.port');
    expect(reason()).toBe('no train links your oil to a refinery');
    putTrain(s, o, 'venezuela.1>venezuela.harbour');
    expect(reason()).toBe(`no unused tanker waits at ${harbourWords('venezuela.harbour')}`);
    // A refinery reached by rail, but full: that is what blocks now (the port still lacks a tanker).
    putRefinery(s, o, 'venezuela.refinery', [o, o, o, o, o]);
    expect(reason()).toBe(`the ${siteWords('venezuela.refinery')}, the only one in reach, is full`);
    // Room there, but the train's fee (1 share a barrel) is more than the player's shares.
    s.refineries['venezuela.refinery']!.barrels = [o];
    setShares(s, me, {});
    expect(reason()).toBe('needs 1 share a barrel for the fees (has 0)');
    setShares(s, me, { [me]: 1 });
    expect(reason()).toBeUndefined();
  });

  it('says no tanker waits before that the workers fall short for Transport, and the workers when a way is open', () => {
    // A playtest: with 3 workers and no tanker at Maracaibo, Transport read "needs 4 workers (has 3)", as if a
    // fourth worker would carry the oil.
    const { s, me, others } = clearedBoard(4);
    const [o] = others;
    putPumpJack(s, me, 'venezuela.1', 3);
    chooseArea(s, 'texas');
    putRefinery(s, o, 'europe.port');
    putTrain(s, me, 'venezuela.1>venezuela.harbour');
    s.players[me]!.workers = 3;
    const reason = () => whole(P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'transport'));
    expect(reason()).toBe(`no unused tanker waits at ${harbourWords('venezuela.harbour')}`);
    // A refinery reached by rail with room: now the workers are what is missing.
    putRefinery(s, o, 'venezuela.refinery');
    putTrain(s, me, 'venezuela.1>venezuela.refinery');
    expect(reason()).toBe('needs 4 workers (has 3)');
  });

  it('says the chosen area was drilled already rather than that it lacks the rigs', () => {
    // A playtest: after drilling Indonesia (its fourth rig became the pump jack), Drill read "no area with 4+ rigs
    // to drill in Indonesia or a white continent", as if a fourth rig would make it drillable: an area is
    // drilled once, whatever rigs it has since.
    const { s, me, others } = clearedBoard(4);
    for (const owner of [me, others[0], others[1]]) putRig(s, owner, 'texas.1');
    putPumpJack(s, me, 'texas.2', 3);
    s.drilled.texas = true;
    chooseArea(s, 'texas');
    const drill = () => whole(P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'drill'));
    expect(drill()).toBe('Texas was drilled already; no white continent is ready');
    putRig(s, others[2], 'texas.2');
    expect(drill()).toBe('Texas was drilled already; no white continent is ready');
    // Not drilled: the rigs are what is missing.
    s.drilled.texas = false;
    s.fields['texas.2'] = [];
    expect(drill()).toBe('no area with 4+ rigs to drill in Texas or a white continent');
    // A white continent drilled where I have no rig (a playtest's Europe, drilled rounds earlier, beside the
    // Alaska card): no reason of mine, the rigs are.
    s.drilled.australia = true;
    expect(P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'drill')?.disabledReason).toBe(
      'no area with 4+ rigs',
    );
    // With a rig of mine there (a playtest's Australia, drilled that turn): said before the rigs.
    putPumpJack(s, me, 'australia.1', 3);
    putRig(s, me, 'australia.1');
    expect(drill()).toBe(
      'Australia was drilled already; no other area in Texas or a white continent has 4+ rigs',
    );
  });

  it('says nowhere is left to drill or develop before that the workers fall short', () => {
    // A playtest: right after drilling Persia, with 2 workers left, Drill read "needs 8 workers (has 2)", as if
    // 8 workers (a loan's shares) would buy a second drill there: Persia was drilled already.
    const { s, me, others } = clearedBoard(4);
    for (const owner of [me, me, others[0]]) putRig(s, owner, 'texas.1');
    putRig(s, others[1], 'texas.2');
    chooseArea(s, 'texas');
    const reason = (key: string) => whole(P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === key));
    setWorkers(s, me, 2);
    // Ready, with a rig of mine: the workers are what is missing.
    expect(reason('drill')).toBe('needs 8 workers (has 2)');
    // No rig of mine in a drilled area: more workers would not let me develop.
    expect(reason('develop')).toBe('no rig of yours in a drilled area');
    s.drilled.texas = true;
    expect(reason('drill')).toBe('Texas was drilled already; no white continent is ready');
    // Texas drilled, my rigs there: now the workers are what is missing to develop.
    expect(reason('develop')).toBe('needs 3 workers (has 2)');
    // Ready, but not with a rig of mine: more workers would not help either.
    s.drilled.texas = false;
    s.fields['texas.1'] = s.fields['texas.1']!.filter((x) => x.owner !== me);
    for (const owner of [others[2], others[2]]) putRig(s, owner, 'texas.1');
    putRig(s, me, 'alaska.1');
    expect(reason('drill')).toBe('none of your rigs stands in an area ready to drill');
  });

  it('asks whose tanker carries a transport, naming each owner and the fee, before the barrels', () => {
    // Three owners' tankers wait at Maracaibo: the transport's steps are source, refinery (each one here, so
    // skipped), tanker, barrels.
    const { s, me, ben, caro, bens, caros, mine } = threeOwnersTankers();
    const snap = snapOf(wildcatters, s);
    expect(P.publicActions(snap).find((a) => a.key === 'transport')?.disabledReason).toBeUndefined();
    const transports = P.choices(snap, me).filter((c) => c.group === 'transport');
    expect(transports).toHaveLength(9);
    const from = harbourWords('venezuela.harbour');
    const first = descend(transports, []);
    expect(first.kind === 'options' && first.options.map((o) => o.label)).toEqual([
      `On your tanker from ${from}: no fee`,
      `On ${NAMES[ben]}'s tanker from ${from}: 1 share a barrel to ${NAMES[ben]}`,
      `On ${NAMES[caro]}'s tanker from ${from}: 1 share a barrel to ${NAMES[caro]}`,
    ]);
    expect(first.kind === 'options' && first.chosen).toEqual([
      'Pump jacks on Venezuela upper field',
      `To Europe port refinery (${NAMES[s.refineries['europe.port']!.owner]}'s, holds 0 of 5 barrels)`,
    ]);
    // Ben's tanker, then the barrels: each option is the transport on Ben's tanker.
    const onBens = descend(transports, [1]);
    if (onBens.kind !== 'options') throw new Error(onBens.kind);
    // My train, Ben's tanker: each option says what it costs.
    expect(onBens.options.map((o) => o.label)).toEqual([
      `1 barrel: 4 workers, 1 share to ${NAMES[ben]}`,
      `2 barrels: 8 workers, 2 shares to ${NAMES[ben]}`,
      `3 barrels: 12 workers, 3 shares to ${NAMES[ben]}`,
    ]);
    // On my own tanker and my own train: workers only.
    const onMine = descend(transports, [0]);
    expect(onMine.kind === 'options' && onMine.options.map((o) => o.label)).toEqual([
      '1 barrel: 4 workers',
      '2 barrels: 8 workers',
      '3 barrels: 12 workers',
    ]);
    for (const o of onBens.options)
      expect(transports.find((c) => c.index === Number(o.value))?.action).toMatchObject({ tanker: bens });
    // Every transport is reached, each tanker choice through its own step.
    const found = new Set<number>();
    for (const k of [0, 1, 2]) {
      const d = descend(transports, [k]);
      if (d.kind === 'options') for (const o of d.options) found.add(Number(o.value));
    }
    expect(found).toEqual(new Set(transports.map((c) => c.index)));
    expect(new Set(transports.map((c) => (c.action as { tanker?: number }).tanker))).toEqual(
      new Set([mine, bens, caros]),
    );
    // Typed, the choice says it all: "2 barrels: Pump jacks on … → Europe port refinery, on Ben's tanker".
    const typed = transports.find((c) => (c.action as { tanker?: number; barrels: number }).tanker === bens);
    expect(typed?.label).toBe(
      `1 barrel: Pump jacks on Venezuela upper field → Europe port refinery, on ${NAMES[ben]}'s tanker`,
    );
  });

  it('marks the sources of a transport and of a ride-along on the chooser picture', async () => {
    // A playtest: the transport's first step (where the oil comes from) had no picture, unlike a rig's.
    const { s, me } = venezuela();
    putTanker(s, me, 'venezuela.harbour');
    putPumpJack(s, me, 'texas.1', 2);
    putTrain(s, me, 'texas.1>texas.refinery');
    putRefinery(s, me, 'texas.refinery');
    chooseArea(s, 'texas');
    const snap = snapOf(wildcatters, s);
    const transports = P.choices(snap, me).filter((c) => c.group === 'transport');
    expect(new Set(transports.map((c) => c.spot))).toEqual(new Set(['venezuela.1', 'texas.1']));
    expect(menuPicksPlaces(transports)).toBe(true);
    const d = descend(transports, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(
      choosingAltText(
        transports.map((c) => c.spot!),
        d.options,
      ),
    ).toBe(
      `The board with the 2 places you can choose marked: Pump jacks on ${fieldWords('texas.1')}, Pump jacks on ${fieldWords('venezuela.1')}`,
    );
    const plain = await P.render(snap);
    const marked = await P.render(snap, { group: 'transport', spots: ['venezuela.1', 'texas.1'] });
    expect(plain.equals(marked)).toBe(false);
    // The rider's source is marked too.
    const { s: r, rider } = ridersWaiting();
    const rides = P.choices(snapOf(wildcatters, r), rider).filter((c) => c.group === 'ride');
    expect(rides.map((c) => c.spot)).toEqual(rides.map(() => 'arabia.2'));
    const ridePlain = await P.render(snapOf(wildcatters, r));
    const rideMarked = await P.render(snapOf(wildcatters, r), { group: 'ride', spots: ['arabia.2'] });
    expect(ridePlain.equals(rideMarked)).toBe(false);
  });

  it('marks at each menu of a transport the places it picks: the refineries, then the tankers’ harbours', async () => {
    // A playtest: only the first menu (the source) had a picture; "To Arabia refinery" or "On Ben's tanker from
    // Durban" came with none, as a choice carried one place, its source. One source here: its menu is skipped.
    const { s, me, others } = clearedBoard(4);
    const [ben] = others;
    putPumpJack(s, me, 'southernAfrica.1', 2);
    putTrain(s, me, 'southernAfrica.1>southernAfrica.west');
    putTrain(s, me, 'southernAfrica.1>southernAfrica.east');
    putTanker(s, me, 'southernAfrica.west');
    putTanker(s, ben, 'southernAfrica.east');
    putRefinery(s, others[1], 'europe.port');
    putRefinery(s, others[2], 'arabia.refinery');
    chooseArea(s, 'texas');
    const snap = snapOf(wildcatters, s);
    const transports = P.choices(snap, me).filter((c) => c.group === 'transport');
    const menu = (path: number[]) => {
      const d = descend(transports, path);
      if (d.kind !== 'options') throw new Error(d.kind);
      const spots = markedSpots(d.open, d.level);
      return { d, spots, alt: choosingAltText(spots, d.options, menuPicksPlaces(d.open, d.level)) };
    };
    const refineries = menu([]);
    expect(refineries.d.options.map((o) => o.label)).toEqual([
      'To Arabia refinery',
      'To Europe port refinery',
    ]);
    expect(new Set(refineries.spots)).toEqual(new Set(['arabia.refinery', 'europe.port']));
    expect(refineries.alt).toBe(
      'The board with the 2 places you can choose marked: To Arabia refinery, To Europe port refinery',
    );
    const tankers = menu([1]);
    expect(tankers.d.chosen).toEqual([
      `Pump jacks on ${fieldWords('southernAfrica.1')}`,
      'To Europe port refinery',
    ]);
    expect(new Set(tankers.spots)).toEqual(new Set(['southernAfrica.west', 'southernAfrica.east']));
    expect(tankers.alt).toBe(
      `The board with the 2 places you can choose marked: On your tanker from ${harbourWords('southernAfrica.west')}: no fee, ` +
        `On ${NAMES[ben]}'s tanker from ${harbourWords('southernAfrica.east')}: 1 share a barrel to ${NAMES[ben]}`,
    );
    // The barrels are no place: that menu has no picture.
    expect(menu([1, 1]).spots).toEqual([]);
    // The picture rings them: the refineries' picture is neither the plain one nor the harbours'.
    const plain = await P.render(snap);
    const sites = await P.render(snap, { group: 'transport', spots: refineries.spots });
    const harbours = await P.render(snap, { group: 'transport', spots: tankers.spots });
    expect(plain.equals(sites)).toBe(false);
    expect(plain.equals(harbours)).toBe(false);
    expect(sites.equals(harbours)).toBe(false);
  });

  it('marks the tankers to move, then the harbours the one picked may sail to', () => {
    // The first menu ("Tanker at …") marked every harbour either tanker could reach, not the tankers.
    const { s, me } = clearedBoard(2);
    putTanker(s, me, 'texas.harbour');
    putTanker(s, me, 'indonesia.harbour');
    chooseArea(s, 'texas');
    const moves = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'move-tanker');
    const first = descend(moves, []);
    if (first.kind !== 'options') throw new Error(first.kind);
    expect(first.options.map((o) => o.label)).toEqual([
      `Tanker at ${harbourWords('texas.harbour')}`,
      `Tanker at ${harbourWords('indonesia.harbour')}`,
    ]);
    expect(new Set(markedSpots(first.open, first.level))).toEqual(
      new Set(['texas.harbour', 'indonesia.harbour']),
    );
    expect(menuPicksPlaces(first.open, first.level)).toBe(true);
    const second = descend(moves, [0]);
    if (second.kind !== 'options') throw new Error(second.kind);
    const to = new Set(second.open.map((c) => (c.action as { harbour: string }).harbour));
    expect(to.size).toBeGreaterThan(1);
    expect(new Set(markedSpots(second.open, second.level))).toEqual(to);
  });

  it('says under each refinery of a transport whose it is, how full, and whether the oil goes by sea', () => {
    // A playtest: "To Alaska refinery", "To Venezuela refinery", … with no picture and nothing else to tell whose
    // colour the barrels' shares would be paid in, how much room was left, or which route earns the sea's VP.
    const { s, me, others } = venezuela();
    putRefinery(s, me, 'venezuela.refinery');
    putTanker(s, me, 'venezuela.harbour');
    s.refineries['europe.port']!.barrels.push(others[0], others[0]);
    chooseArea(s, 'texas');
    const transports = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'transport');
    const d = descend(transports, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(d.options.map((o) => [o.label, o.description])).toEqual([
      ['To Venezuela refinery', 'Yours, holds 0 of 5 barrels; by rail'],
      ['To Europe port refinery', `${NAMES[others[2]]}'s, holds 2 of 5 barrels; by sea (+1 VP a barrel)`],
    ]);
  });

  it('confirms a lone transport, as a lone drill: naming its way, cost and VP, before others may ride along', () => {
    // A playtest: with one way to ship one barrel, "Transport oil" shipped on the click (a drill asks its Confirm),
    // naming neither the refinery nor the cost, and then asked Ben to ride along, whose answer stands.
    const { s, me, others } = clearedBoard(4);
    const ben = others[0];
    putPumpJack(s, me, 'venezuela.1', 1);
    putPumpJack(s, ben, 'venezuela.1', 1);
    putTrain(s, me, 'venezuela.1>venezuela.harbour');
    putRefinery(s, others[1], 'venezuela.refinery');
    chooseArea(s, 'texas');
    setWorkers(s, me, 4);
    const ship = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'transport');
    expect(ship.map((c) => c.label)).toEqual([
      '1 barrel: Pump jacks on Venezuela upper field → Venezuela refinery',
    ]);
    expect(ship[0]!.confirm).toBe(true);
    const d = descend(ship, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(chooserPrompt(ship[0]!.groupLabel, d.chosen, d.options, undefined, d.unseen)).toBe(
      // Each thing once: a playtest's Confirm named the refinery in the steps and again in a line of its own,
      // and said "by rail" in that line and again under the barrels.
      `**Transport oil** › Pump jacks on Venezuela upper field › To Venezuela refinery (${NAMES[others[1]]}'s, holds 0 of 5 barrels) › 1 barrel: 4 workers\n` +
        'By rail: +1 VP (1 a barrel)\nPress **Confirm** to do it.',
    );
    // What the Confirm guards: once shipped, Ben is asked to ride along.
    act(s, me, ship[0]!.action as WildcattersAction);
    expect(s.pending).toMatchObject({ kind: 'rideAlong', waiting: [ben] });
  });

  it('says the turn’s steps note once in a transport’s chooser, on its first menu, not again on each later step', () => {
    // A playtest read "The turn's steps go build, oil, …" on every step of the same (edited) transport chooser.
    const { s, me, others } = venezuela();
    putTanker(s, me, 'venezuela.harbour');
    putRefinery(s, others[0], 'venezuela.refinery');
    chooseArea(s, 'texas');
    const ship = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'transport');
    const note = ship[0]!.groupNote!;
    expect(note).toMatch(/^The turn's steps go build, oil/);
    const at = (path: number[]) => {
      const d = descend(ship, path);
      if (d.kind !== 'options') throw new Error(d.kind);
      return promptAt(ship, d, path);
    };
    expect(at([])).toContain(note);
    for (const path of [[0], [1]]) {
      expect(at(path)).toMatch(/^\*\*Transport oil\*\* › .* › To .* refinery/);
      expect(at(path)).not.toContain('steps go');
    }
  });

  it('confirms a sea transport on one’s own tanker with its way, its barrels and the VP it earns', () => {
    // A playtest: the Confirm of a shipment on one's own tanker read "… › 1 barrel: 4 workers", saying neither
    // that it sails (from which harbour, to which) nor what it earns; another's tanker's step at least said so.
    const { s, me, others } = venezuela();
    putTanker(s, me, 'venezuela.harbour');
    putRefinery(s, others[0], 'venezuela.refinery');
    chooseArea(s, 'texas');
    setWorkers(s, me, 4);
    const ship = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'transport');
    const first = descend(ship, []);
    expect(first.kind === 'options' && first.options.map((o) => o.label)).toEqual([
      'To Venezuela refinery',
      'To Europe port refinery',
    ]);
    const bySea = descend(ship, [1]);
    if (bySea.kind !== 'options') throw new Error(bySea.kind);
    expect(chooserPrompt(ship[0]!.groupLabel, bySea.chosen, bySea.options, undefined, bySea.unseen)).toBe(
      '**Transport oil** › Pump jacks on Venezuela upper field › To Europe port refinery › 1 barrel: 4 workers\n' +
        'By sea, Maracaibo → Rotterdam on your tanker: +2 VP (2 a barrel)\nPress **Confirm** to do it.',
    );
    const byRail = descend(ship, [0]);
    expect(byRail.kind === 'options' && byRail.options[0]?.description).toBe('By rail: +1 VP (1 a barrel)');
    // On another's tanker, its owner named; each number of barrels its own VP.
    const t = threeOwnersTankers();
    const onBens = descend(
      P.choices(snapOf(wildcatters, t.s), t.me).filter((c) => c.group === 'transport'),
      [1],
    );
    expect(onBens.kind === 'options' && onBens.options.map((o) => o.description)).toEqual(
      [2, 4, 6].map(
        (vp) => `By sea, Maracaibo → Rotterdam on ${NAMES[t.ben]}'s tanker: +${vp} VP (2 a barrel)`,
      ),
    );
    // What it says is what the move earns.
    const vp = s.players[me]!.vp;
    act(s, me, transport('venezuela.1', 'europe.port', 1));
    expect(s.players[me]!.vp).toBe(vp + 2);
  });

  it('asks no tanker step when one owner’s tankers alone could carry', () => {
    const { s, others } = venezuela({ refineryOf: (o) => o[1] });
    const me = s.current;
    putTanker(s, others[0], 'venezuela.harbour');
    putTanker(s, others[0], 'venezuela.harbour');
    chooseArea(s, 'texas');
    const transports = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'transport');
    for (const c of transports) expect(c.steps).toHaveLength(3);
    const d = descend(transports, []);
    expect(d.kind === 'options' && d.options.map((o) => o.label)).toEqual([
      `1 barrel: 4 workers, 1 share to ${NAMES[others[0]]}`,
      `2 barrels: 8 workers, 2 shares to ${NAMES[others[0]]}`,
      `3 barrels: 12 workers, 3 shares to ${NAMES[others[0]]}`,
    ]);
  });

  it('names the train’s owner and the tanker’s in a transport’s cost, and sums them when one player owns both', () => {
    /** My pump jacks at Venezuela, the train of `others[train]`, one tanker of `others[tanker]` at Maracaibo. */
    const scene = (train: 0 | 1, tanker: 0 | 1) => {
      const { s, others } = venezuela({ trainOf: (o) => o[train], refineryOf: (o) => o[1] });
      putTanker(s, others[tanker], 'venezuela.harbour');
      chooseArea(s, 'texas');
      const me = s.current;
      const d = descend(
        P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'transport'),
        [],
      );
      const labels = d.kind === 'options' ? d.options.map((o) => o.label) : [];
      return { s, me, a: others[0], b: others[1], labels };
    };
    const two = scene(0, 1);
    expect(two.labels[1]).toBe(`2 barrels: 8 workers, 2 shares to ${NAMES[two.a]} and 2 to ${NAMES[two.b]}`);
    const one = scene(0, 0);
    expect(one.labels[1]).toBe(`2 barrels: 8 workers, 4 shares to ${NAMES[one.a]}`);
    // What the words say is what the move takes.
    const seats = [two.me, two.a, two.b];
    const before = seats.map((seat) => shares(two.s, seat));
    act(two.s, two.me, transport('venezuela.1', 'europe.port', 2));
    expect(seats.map((seat) => shares(two.s, seat))).toEqual([
      before[0]! - 4,
      before[1]! + 2,
      before[2]! + 2,
    ]);
  });

  it('greys "Move a tanker" once the turn\'s free move is spent and the mover has no worker for another', () => {
    const { s, me } = clearedBoard(2);
    const t1 = putTanker(s, me, 'texas.harbour');
    putTanker(s, me, 'alaska.harbour');
    chooseArea(s, 'texas');
    act(s, me, { type: 'moveTanker', tanker: t1, harbour: 'europe.harbour' });
    setWorkers(s, me, 0);
    const move = () => P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'move-tanker');
    expect(move()?.disabledReason).toBe('needs 1 worker (has 0)');
    setWorkers(s, me, 1);
    expect(move()?.disabledReason).toBeUndefined();
  });

  it('says under a rig that costs more why: the area’s 4th (then drillable) or later rig', () => {
    // A playtest: the rig menu read "Indonesia lower field (6 workers)" beside "Australia field (4 workers)", and
    // nothing said why 6, nor that this rig would let the area be drilled.
    const { s, me, others } = clearedBoard(4);
    putRig(s, others[0], 'indonesia.1');
    putRig(s, others[1], 'indonesia.1');
    putRig(s, me, 'indonesia.2');
    chooseArea(s, 'indonesia');
    setWorkers(s, me, 20);
    const rigMenu = () =>
      Object.fromEntries(
        P.choices(snapOf(wildcatters, s), me)
          .filter((c) => c.group === 'rig')
          .map((c) => [c.label, c.detail]),
      );
    expect(rigMenu()).toMatchObject({
      'Indonesia upper field (6 workers)':
        "The 4th rig in Indonesia: it can then be drilled; the W: Indonesia's wildcatter disk spot",
      'Indonesia lower field (6 workers)': 'The 4th rig in Indonesia: it can then be drilled',
      'Australia field (4 workers)': undefined,
    });
    act(s, me, { type: 'buildRig', field: 'indonesia.2' });
    expect(rigMenu()['Indonesia lower field (6 workers)']).toBe(
      'The 5th rig in Indonesia: 6 workers from the 4th on',
    );
  });

  it('says what moving a tanker costs: free for the turn’s first move, a worker for each further one', () => {
    // A playtest: the second move's harbours read just "To Valdez (Alaska)", with nothing to say it cost a worker.
    // A later one read the cost under each of eleven harbours: it is said once, under the chooser's header.
    const { s, me } = clearedBoard(2);
    const t1 = putTanker(s, me, 'texas.harbour');
    chooseArea(s, 'texas');
    const harbourMenu = () => {
      const moves = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'move-tanker');
      const d = descend(moves, []);
      if (d.kind !== 'options') throw new Error(d.kind);
      expect(d.options.length).toBeGreaterThan(1);
      expect(d.options.every((o) => o.description === undefined)).toBe(true);
      return chooserPrompt(moves[0]!.groupLabel, d.chosen, d.options, moves[0]!.groupNote, d.unseen);
    };
    expect(harbourMenu()).toMatch(
      /^\*\*Move a tanker\*\* › Tanker at [^\n]* — \d+ choices\. Pick one:\nFree: the turn's first tanker move\.(\n|$)/,
    );
    act(s, me, { type: 'moveTanker', tanker: t1, harbour: 'europe.harbour' });
    expect(harbourMenu()).toMatch(/\nCosts 1 worker: the turn's first tanker move was the free one\.(\n|$)/);
  });

  it('says in the chooser what a later step’s action ends: the building, the oil actions, the tanker moves', () => {
    // A playtest: Ben's oil waited on a field whose line ends at Bahía Blanca, the transport greyed "no unused
    // tanker waits at Bahía Blanca"; he moved a tanker there and the transport and develop went with the oil step,
    // nothing having said that tankers move only after the oil actions.
    const { s, me } = venezuela();
    const tanker = putTanker(s, me, 'texas.harbour');
    putRig(s, me, 'venezuela.2');
    putRig(s, me, 'venezuela.2');
    s.drilled.venezuela = true;
    chooseArea(s, 'venezuela');
    const choiceOf = (group: string) => P.choices(snapOf(wildcatters, s), me).find((c) => c.group === group);
    const note = (group: string) => choiceOf(group)?.groupNote;
    const steps =
      "The turn's steps go build, oil, tankers, emptying, never back: after this you can no longer";
    // In the build step: an oil action ends the building; a tanker move the building and the oil actions.
    expect(note('develop')).toBe(`${steps} build (a rig, a train, a tanker or a refinery) this turn.`);
    // A lone develop would be made at the click: it asks to confirm, so the note is seen.
    expect(choiceOf('develop')?.confirm).toBe(true);
    expect(note('move-tanker')).toBe(
      `Free: the turn's first tanker move.\n${steps} build (a rig, a train, a tanker or a refinery) or develop this turn.`,
    );
    act(s, me, { type: 'develop', field: 'venezuela.2' });
    // In the oil step: another develop loses nothing; a tanker move ends the develop still open.
    expect(note('develop')).toBeUndefined();
    expect(choiceOf('develop')?.confirm).toBeUndefined();
    expect(note('move-tanker')).toBe(`Free: the turn's first tanker move.\n${steps} develop this turn.`);
    act(s, me, { type: 'develop', field: 'venezuela.2' });
    // Nothing left to lose: the cost alone, as before.
    expect(note('move-tanker')).toBe("Free: the turn's first tanker move.");
    // At the tankers step, emptying a refinery ends the tanker moves (a second costs a worker; Europe's port
    // refinery is partial).
    act(s, me, { type: 'moveTanker', tanker, harbour: 'venezuela.harbour' });
    s.refineries['europe.port']!.barrels.push(me);
    s.players[me]!.ownRefineryChip = true;
    expect(note('empty')).toBe(`${steps} move a tanker this turn.`);
    // No worker for a second move: emptying loses nothing.
    setWorkers(s, me, 0);
    expect(note('empty')).toBeUndefined();
  });

  it('greys Ride along for a rider the riders loaded before left no room, saying why', () => {
    // A playtest offered "1 barrel … +0 VP: no room after the riders before you": the ride could carry nothing.
    const { s, first } = ridersInLine(1);
    act(s, first, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 3 });
    const ride = P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'ride');
    expect(ride?.disabledReason).toBeDefined();
    expect(whole(ride)).toBe('the riders loaded before you asked for all the room in the Arabia refinery');
  });

  it('tells a rider short of shares, before the loan, that it holds no room the riders before may fill', () => {
    // The rules allow a loan at any moment, the ride question included, and it stands whatever the ride then
    // carries: a playtest's rider took one, the rider before them filled the refinery, and they rode with none.
    // Room for 3 in my Arabia refinery; the first rider has not answered; the second holds no share.
    const { s, first, second } = ridersInLine(1);
    setShares(s, second, {});
    const loanOf = (st: WildcattersState) =>
      P.choices(snapOf(wildcatters, st), second).filter((c) => c.group === 'loan');
    const [loan] = loanOf(s);
    expect(loan?.confirm).toBe(true);
    expect(loan?.groupNote).toBe(
      `A loan holds no room in the ${siteWords('arabia.refinery')}: ${NAMES[first]}, loaded before you, has not ` +
        'answered yet and may fill it, and your ride would carry fewer barrels or none. The loan stays yours either way.',
    );
    expect(P.unavailable(snapOf(wildcatters, s), second).find((u) => u.group === 'ride')?.reason).toBe(
      `needs 1 share a barrel in fees (you hold 0); a loan gives 10, but the riders before you may fill the ${siteWords('arabia.refinery')} first`,
    );
    // Once the first asked for all the room, a loan would carry nothing, and says so.
    const full = structuredClone(s);
    act(full, first, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 3 });
    expect(loanOf(full)[0]?.groupNote).toMatch(
      /^A loan makes no room: the riders loaded before you asked for all/,
    );
    // Once the first passed, the room is sure: the loan is taken as before, no note, no Confirm.
    act(s, first, { type: 'pass' });
    expect(loanOf(s)[0]).toMatchObject({ group: 'loan' });
    expect(loanOf(s)[0]?.groupNote).toBeUndefined();
    expect(loanOf(s)[0]?.confirm).toBeUndefined();
    expect(P.unavailable(snapOf(wildcatters, s), second).find((u) => u.group === 'ride')?.reason).toBe(
      'needs 1 share a barrel in fees (you hold 0); a loan gives 10',
    );
  });

  it('tells a rider what riding along costs: the fees to the train’s and the tanker’s owners, no workers', () => {
    const { s, rider, rail, ship } = ridersWaiting();
    const rides = P.choices(snapOf(wildcatters, s), rider).filter((c) => c.group === 'ride');
    const d = descend(rides, []);
    expect(d.kind === 'options' && d.options.map((o) => o.label)).toEqual([
      `1 barrel: 1 share to ${NAMES[rail]} and 1 to ${NAMES[ship]}`,
      `2 barrels: 2 shares to ${NAMES[rail]} and 2 to ${NAMES[ship]}`,
      `3 barrels: 3 shares to ${NAMES[rail]} and 3 to ${NAMES[ship]}`,
    ]);
  });

  it('tells a rider the VP a ride earns under each number of barrels: a VP a barrel, another by sea', () => {
    // A playtest: the ride-along menu said what a ride costs, not what it earns.
    const bySea = ridersWaiting();
    const menu = (s: WildcattersState, rider: number) => {
      const d = descend(
        P.choices(snapOf(wildcatters, s), rider).filter((c) => c.group === 'ride'),
        [],
      );
      return d.kind === 'options' ? d.options.map((o) => o.description) : [];
    };
    expect(menu(bySea.s, bySea.rider)).toEqual([
      '+2 VP (1 a barrel delivered, +1 a barrel by sea)',
      '+4 VP (1 a barrel delivered, +1 a barrel by sea)',
      '+6 VP (1 a barrel delivered, +1 a barrel by sea)',
    ]);
    // By rail alone (a line to the refinery's own harbour): a VP a barrel.
    const { s, me, others } = clearedBoard(4);
    const [rider, rail] = others;
    putPumpJack(s, me, 'arabia.2', 3);
    putPumpJack(s, rider, 'arabia.2', 2);
    putTrain(s, rail, 'arabia.2>arabia.harbour');
    putRefinery(s, rail, 'arabia.refinery');
    chooseArea(s, 'texas');
    act(s, me, transport('arabia.2', 'arabia.refinery', 1));
    expect(menu(s, rider)).toEqual(['+1 VP (1 a barrel delivered)', '+2 VP (1 a barrel delivered)']);
    // What the menu promised is what the ride earns.
    const vp = s.players[rider]!.vp;
    act(s, rider, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 2 });
    for (const o of others.slice(1)) if (s.pending?.kind === 'rideAlong') act(s, o, { type: 'pass' });
    expect(s.players[rider]!.vp).toBe(vp + 2);
  });

  it('tells a rider who loads before them and the room their answers leave; none left, no ride is offered', () => {
    // A playtest: Greedy bot asked for the refinery's last 2 barrels, loaded before Ana; Ana's menu still
    // promised "+2 VP" for 2 barrels, and her ride came to nothing ("could not ride along: ... was full").
    const { s, me, others } = clearedBoard(4);
    const [first, second] = others;
    putPumpJack(s, me, 'arabia.2', 3);
    putPumpJack(s, first, 'arabia.2', 3);
    putPumpJack(s, second, 'arabia.2', 1);
    putTrain(s, me, 'arabia.2>arabia.harbour');
    putRefinery(s, others[2], 'arabia.refinery');
    chooseArea(s, 'texas');
    act(s, me, transport('arabia.2', 'arabia.refinery', 2));
    const rides = () => P.choices(snapOf(wildcatters, s), second).filter((c) => c.group === 'ride');
    const site = siteWords('arabia.refinery');
    // Before the first rider answers: what is left at most, and who may take it.
    expect(rides().map((c) => c.groupNote)).toEqual([
      `Riders load clockwise from ${NAMES[me]}: before you, ${NAMES[first]}, who has not answered yet. ` +
        `The ${site} has room for 3 barrels: 3 left for you, fewer if ${NAMES[first]} rides along.`,
    ]);
    // The first asks for 2: the one ride left is confirmed, not made on the click, so the note is read first.
    const two = structuredClone(s);
    act(two, first, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 2 });
    const lone = P.choices(snapOf(wildcatters, two), second).filter((c) => c.group === 'ride');
    expect(lone.map((c) => [c.confirm, c.groupNote])).toEqual([
      [
        true,
        `Riders load clockwise from ${NAMES[me]}: before you, ${NAMES[first]}, who asked for 2 barrels. ` +
          `The ${site} has room for 3 barrels: 1 left for you.`,
      ],
    ]);
    // The first asks for all the room: no ride is offered (it could carry nothing), the public button says why.
    act(s, first, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 3 });
    expect(rides()).toEqual([]);
    expect(whole(P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'ride'))).toBe(
      `the riders loaded before you asked for all the room in the ${site}`,
    );
    // A ride sent all the same (typed, or from an old menu) carries nothing, as it says.
    const vp = s.players[second]!.vp;
    act(s, second, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 1 });
    expect(s.players[second]!.vp).toBe(vp);
    // The first rider, loaded first, is told nothing more than before.
    const { s: s2, rider } = ridersWaiting();
    const first2 = P.choices(snapOf(wildcatters, s2), rider).filter((c) => c.group === 'ride');
    expect(first2.every((c) => c.groupNote === undefined && !c.confirm)).toBe(true);
  });

  it('confirms a lone bid for the disk: the public button names no amount, and a sealed bid stands', () => {
    // With one share, "Bid for the disk" sealed a bid of 1 on the click: no amount, no worth of the disk seen.
    const state = until('wp5', (s) => s.pending?.kind === 'auction');
    const pending = state.pending;
    if (pending?.kind !== 'auction') throw new Error('no auction');
    const seat = pending.bids.findIndex((b) => b === null);
    setShares(state, seat, { [seat]: 1 });
    const bids = P.choices(snapOf(wildcatters, state), seat).filter((c) => c.group === 'bid');
    expect(bids.map((c) => c.label)).toEqual(['Bid 1 share']);
    expect(bids[0]!.confirm).toBe(true);
    const d = descend(bids, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(chooserPrompt(bids[0]!.groupLabel, d.chosen, d.options, bids[0]!.groupNote)).toMatch(
      /^\*\*Bid for the disk\*\* › Bid 1 share\nThe \w[\w ]* disk gives you .*\nPress \*\*Confirm\*\* to do it\.$/,
    );
  });

  it('asks to confirm a consolidation chip, saying which of the buyer’s shares will pay (the rules ask no choice)', () => {
    // A playtest: the chip was bought on the click, and nothing said which colours paid for it.
    const { s, me, others } = clearedBoard(4);
    chooseArea(s, 'texas');
    setShares(s, me, { [me]: 8, [others[0]]: 5, [others[1]]: 2 });
    act(s, me, { type: 'endTurn' });
    expect(s.step).toBe('chip');
    const chip = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'chip');
    expect(chip).toHaveLength(1);
    expect(chip[0]!.confirm).toBe(true);
    const d = descend(chip, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    const owners = [NAMES[others[0]], NAMES[others[1]]];
    // 12 shares in 2+ colours: one of each of the two largest (8 and 5), then the largest piles.
    const paid =
      `Paid with 7 of your own shares (${colourName(me)}), 4 of ${owners[0]}'s shares (${colourName(others[0])}), ` +
      // One of their shares: "1 of Ben's shares", not "1 of Ben's share" (a playtest's chip line).
      `1 of ${owners[1]}'s shares (${colourName(others[1])})`;
    expect(chooserPrompt(chip[0]!.groupLabel, d.chosen, d.options)).toBe(
      `**Buy the consolidation chip** › Buy: 12 shares (2+ colours) → 3 VP\n${paid}: one share of each of your 2 ` +
        'largest colours, then your largest piles\nPress **Confirm** to do it.',
    );
    // What it said is what the engine takes.
    act(s, me, { type: 'buyChip' });
    expect([me, others[0], others[1]].map((c) => s.players[me]!.shares[c])).toEqual([1, 1, 1]);
  });

  it('warns a borrower buying a chip before round 5 that the shares left will not repay a loan early then', () => {
    // A playtest's borrower bought a chip in round 4; at round 5's start their loan could no longer be repaid
    // at 18 shares, and nothing had said so before the purchase.
    const chipPrompt = (round: number, loans: number, own: number) => {
      const { s, me, others } = clearedBoard(4);
      chooseArea(s, 'texas');
      setShares(s, me, { [me]: own, [others[0]]: 5, [others[1]]: 2 });
      s.round = round;
      s.players[me]!.loans = loans;
      act(s, me, { type: 'endTurn' });
      const chip = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'chip');
      const d = descend(chip, []);
      if (d.kind !== 'options') throw new Error(d.kind);
      return chooserPrompt(chip[0]!.groupLabel, d.chosen, d.options, chip[0]!.groupNote);
    };
    // 15 shares, 12 for the chip: 3 left, 4 with the chip's share at round 5's start.
    expect(chipPrompt(4, 1, 8)).toContain(
      '\nCareful: you have 1 loan, repaid early only at the start of round 5, at 18 shares a loan. This chip leaves ' +
        "you 3 shares, 4 with your chips' pay by then: too few to repay one unless you gain more first (a loan " +
        'not repaid then costs 25 shares at the end).\nPress **Confirm** to do it.',
    );
    // Round 2: the chip pays 3 round starts (3, 4, 5) before the repayment.
    expect(chipPrompt(2, 2, 8)).toContain('you have 2 loans,');
    expect(chipPrompt(2, 2, 8)).toContain('leaves you 3 shares, 6 with');
    // Nothing to warn of: no loan, enough shares (30 − 12 = 18 left, 19 by round 5), or round 5 begun (the
    // early repayment is past).
    expect(chipPrompt(4, 0, 8)).not.toContain('Careful');
    expect(chipPrompt(4, 1, 23)).not.toContain('Careful');
    expect(chipPrompt(5, 1, 8)).not.toContain('Careful');
  });

  it('names the turn’s area card as the card in the headline, not as where the actions happen', () => {
    // Transports, trains, tankers and developments may be anywhere: "works the oil in Siberia" misled.
    const { s, me } = venezuela();
    chooseArea(s, 'siberia');
    act(s, me, transport('venezuela.1', 'europe.port', 1, putTanker(s, me, 'venezuela.harbour')));
    const headline = P.headline!(snapOf(wildcatters, s));
    expect(headline).toBe(`round 1/7 · ${NAMES[me]} works the oil (Siberia card)`);
    expect(headline).not.toContain('in Siberia');
  });

  it('says what a loan costs: the button and the choice name the repayment, early and at the end', () => {
    // Rules page: "take 10 shares … Repay 18 shares in round 5, or 25 at the end."
    const state = until('wp3', (s) => s.phase === 'turns' && s.step === 'build' && s.pending === null);
    const snap = snapOf(wildcatters, state);
    expect(P.publicActions(snap).find((a) => a.key === 'loan')?.label).toBe(
      'Take a loan (+10 shares, −25 at the end)',
    );
    const loan = () => P.choices(snapOf(wildcatters, state), state.current).find((c) => c.group === 'loan');
    // The barrel it puts on the bank is said too (a playtest: nothing said where a barrel of the supply went).
    expect(loan()?.label).toBe(
      'Take a loan: +10 shares now, a barrel on the bank; repay 18 in round 5 or 25 at the end',
    );
    state.round = 6;
    expect(loan()?.label).toBe('Take a loan: +10 shares now, a barrel on the bank; repay 25 at the end');
    // No barrel left for the bank: greyed, its terms left off so the reason fits a phone's line (SHORT_LABEL),
    // the whole reason told beside the buttons.
    state.players[state.current]!.supply.barrels = 0;
    const greyed = P.publicActions(snapOf(wildcatters, state)).find((a) => a.key === 'loan');
    expect(greyed).toMatchObject({
      label: 'Take a loan',
      disabledReason: 'no barrel left',
      note: 'no barrel left for the bank',
    });
    const payload = turnPayload({
      snap: snapOf(wildcatters, state),
      presenter: P,
      events: [],
      picture: Buffer.from('png'),
    });
    const labels = payload.components!.flatMap((r) =>
      (r as { toJSON(): { components: { label?: string }[] } }).toJSON().components.map((c) => c.label ?? ''),
    );
    expect(labels).toContain('Take a loan — no barrel left');
    expect(JSON.stringify(payload.embeds)).toContain('Take a loan: no barrel left for the bank');
  });

  it('lists the train chooser’s areas in the map’s order, whichever railways are taken', () => {
    const { s, me, others } = clearedBoard(4);
    chooseArea(s, 'siberia');
    const areas = () => {
      const trains = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'train');
      const d = descend(trains, []);
      return d.kind === 'options' ? d.options.map((o) => o.label) : [];
    };
    const before = areas();
    expect(before.slice(0, 3)).toEqual(['Alaska', 'Texas', 'Venezuela']);
    // Texas's lines to its harbour taken: it keeps its place (its lines to the refinery are still free).
    putTrain(s, others[0], 'texas.1>texas.harbour');
    putTrain(s, others[1], 'texas.2>texas.harbour');
    expect(areas()).toEqual(before);
    // Alaska's all taken: it goes, the others keep their order.
    putTrain(s, others[2], 'alaska.1>alaska.harbour');
    putTrain(s, others[2], 'alaska.2>alaska.harbour');
    expect(areas()).toEqual(before.filter((a) => a !== 'Alaska'));
  });

  it('shows each rig spot’s worker cost: 4 for the area’s 1st to 3rd piece, 6 for the 4th', () => {
    const { s, me, others } = clearedBoard(4);
    putRig(s, others[0], 'texas.1');
    putRig(s, others[1], 'texas.1');
    putRig(s, others[2], 'texas.2');
    chooseArea(s, 'texas');
    const rigs = P.choices(snapOf(wildcatters, s), me).filter((c) => c.group === 'rig');
    expect(rigs.map((c) => c.label)).toContain('Texas lower field (6 workers)');
    expect(rigs.map((c) => c.label)).toContain(`${fieldWords('europe.1')} (4 workers)`);
    for (const c of rigs) expect(c.label).toMatch(/ \((4|6) workers\)$/);
  });

  it('writes the alt text in sentences: the set-up before round 1, a question and who it waits for', () => {
    const start = P.altText!(snapOf(wildcatters, fresh('wp-alt')));
    expect(start).toMatch(/^Wildcatters map, set-up before round 1 of 7\. \w+ places a tanker\. /);
    const asked = until('wp4', (s) => s.pending?.kind === 'piggyback');
    expect(P.altText!(snapOf(wildcatters, asked))).toMatch(
      /^Wildcatters map, round \d of 7\. Piggy-back in \w+\? Waiting for \w+( and \w+)?\. /,
    );
    const built = until('wp3', (s) => s.phase === 'turns' && s.step === 'build' && s.pending === null);
    expect(P.altText!(snapOf(wildcatters, built))).toMatch(
      /^Wildcatters map, round 1 of 7\. \w+ builds \(\w+ card\)\. /,
    );
    expect(P.altText!(snapOf(wildcatters, built))).not.toMatch(/\b1 (rigs|tankers|trains|refineries)\b/);
  });

  it('asks the others at once after a drill: a piggy-back button and a pass, the headline naming who is asked', () => {
    const state = until('wp4', (s) => s.pending?.kind === 'piggyback');
    const snap = snapOf(wildcatters, state);
    const keys = P.publicActions(snap).map((a) => a.key);
    expect(keys).toEqual(['piggyback', 'pass', 'loan']);
    expect(P.publicActions(snap).find((a) => a.key === 'pass')?.label).toBe('No piggy-back');
    expect(P.headline!(snap)).toMatch(/piggy-back in \w+/);
    // Those asked in seat order, as "To act" names them, whatever order the engine keeps them in.
    const reversed = structuredClone(state);
    if (reversed.pending?.kind === 'piggyback') reversed.pending.waiting = [3, 1, 0];
    const title = P.headline!(snapOf(wildcatters, reversed));
    expect(title).toMatch(new RegExp(`\\(${NAMES[0]}, ${NAMES[1]} and ${NAMES[3]}\\)$`));
    expect(P.altText!(snapOf(wildcatters, reversed))).toContain(
      `Waiting for ${NAMES[0]}, ${NAMES[1]} and ${NAMES[3]}.`,
    );
    for (const seat of snap.status.toAct) {
      const groups = new Set(P.choices(snap, seat).map((c) => c.group));
      expect(groups.has('pass')).toBe(true);
      for (const c of P.choices(snap, seat).filter((x) => x.group === 'piggyback'))
        expect(c.label).toMatch(/^Convert your rig on /);
    }
    // The one who drilled is not asked, and the message mentions only those asked.
    const payload = turnPayload({ snap, presenter: P, events: [], picture: Buffer.from('png') });
    expect(payload.allowedMentions?.users?.length).toBe(snap.status.toAct.length);
  });

  it('greys "Empty a refinery" when only full refineries hold oil, saying they empty at the end of the turn', () => {
    // A playtest: the player held a refinery chip, the one refinery with oil was full, and the button was gone.
    const { s, me, others } = clearedBoard(4);
    chooseArea(s, 'texas');
    s.step = 'empty';
    const empty = () => P.publicActions(snapOf(wildcatters, s)).find((a) => a.key === 'empty');
    putRefinery(s, others[0], 'europe.port', [me, me, me, others[1], others[1]]);
    s.players[me]!.ownRefineryChip = false;
    expect(empty()).toBeUndefined(); // no refinery card or chip: nothing to empty with, as before
    s.players[me]!.ownRefineryChip = true;
    expect(empty()).toMatchObject({
      label: 'Empty a refinery',
      disabledReason: 'empties at turn end',
      note: 'the full refinery empties by itself at the end of the turn',
    });
    expect(emptyings(s, me)).toEqual([]);
    putRefinery(s, me, 'texas.refinery', [me, me, me, me, others[2]]);
    expect(empty()).toMatchObject({
      disabledReason: 'all empty at turn end',
      note: 'full refineries empty by themselves at the end of the turn',
    });
    // A partial refinery besides the full ones: the button is open, the chooser offers the partial one alone.
    putRefinery(s, others[0], 'alaska.refinery', [others[1]]);
    expect(empty()).toMatchObject({ label: 'Empty a refinery' });
    expect(empty()?.disabledReason).toBeUndefined();
    expect(emptyings(s, me).map((c) => c.spot)).toEqual(['alaska.refinery']);
  });

  it('names each refinery to empty and each way to empty it, with what it pays and costs', () => {
    // A playtest: "With the Texas, +4 workers, refinery card card", and nothing said what a chip or card used costs.
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, others[0], 'europe.port', [me, me]);
    chooseArea(s, 'texas');
    const refineryCard = DARK_CARDS.find((c) => c.refinery && c.area === 'texas')!.id;
    s.players[me]!.cards.push(refineryCard);
    s.deck = s.deck.filter((c) => c !== refineryCard);
    s.display = s.display.map((c) => (c === refineryCard ? null : c));
    giveNeutralChip(s, me);
    const empty = emptyings(s, me);
    // Two partial refineries: each says whose it is and what emptying it pays back, whom.
    putRefinery(s, me, 'texas.refinery', [others[2]]);
    const both = emptyings(s, me);
    const sites = descend(both, []);
    expect(sites.kind === 'options' && sites.options.map((o) => [o.label, o.description])).toEqual([
      ['Europe port refinery', `${NAMES[others[0]]}'s refinery, 2 barrels: you +6 shares`],
      ['Texas refinery', `Your refinery, 1 barrel: ${NAMES[others[2]]} +3 shares`],
    ]);
    const d = descend(empty, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(d.chosen).toEqual(['Europe port refinery']);
    expect(d.options.map((o) => [o.label, o.description])).toEqual([
      ['With your Texas refinery card', 'Its one use before final scoring, when it empties a refinery again'],
      ['With your own refinery chip', 'Gives up the 1 VP it scores at the end'],
      ['With a neutral refinery chip', 'Gives up the 1 VP it scores at the end'],
    ]);
    expect(empty.map((c) => c.label)).toEqual([
      'Europe port refinery, with your Texas refinery card',
      'Europe port refinery, with your own refinery chip',
      'Europe port refinery, with a neutral refinery chip',
    ]);
  });

  it('says what a step taken without a menu would have said: the one refinery to empty, the one to ship to', () => {
    // A playtest: with one partial refinery, "Empty a refinery" opened on the ways to empty it, and nothing
    // said whose refinery it was or what emptying it pays whom (its menu, skipped, said so).
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, others[0], 'europe.port', [me, me, others[1]]);
    chooseArea(s, 'texas');
    giveNeutralChip(s, me);
    const empty = emptyings(s, me);
    const d = descend(empty, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(d.chosen).toEqual(['Europe port refinery']);
    expect(chooserPrompt(empty[0]!.groupLabel, d.chosen, d.options, undefined, d.unseen)).toBe(
      '**Empty a refinery** › Europe port refinery — 2 choices. Pick one:\n' +
        `Europe port refinery: ${NAMES[others[0]]}'s refinery, 3 barrels: you +6 shares, ${NAMES[others[1]]} +3 shares`,
    );
    // A transport's one refinery: whose and how full in its step; the way (by sea) under each number of barrels.
    const t = venezuela();
    putTanker(t.s, t.me, 'venezuela.harbour');
    chooseArea(t.s, 'texas');
    const ship = P.choices(snapOf(wildcatters, t.s), t.me).filter((c) => c.group === 'transport');
    const m = descend(ship, []);
    if (m.kind !== 'options') throw new Error(m.kind);
    expect(m.options.map((o) => o.label)).toEqual([
      '1 barrel: 4 workers',
      '2 barrels: 8 workers',
      '3 barrels: 12 workers',
    ]);
    expect(m.chosen.at(-1)).toBe(
      `To ${siteWords('europe.port')} (${NAMES[t.others[2]]}'s, holds 0 of 5 barrels)`,
    );
    expect(m.unseen).toEqual([]);
    expect(m.options[0]!.description).toMatch(/^By sea, .* on your tanker: \+2 VP \(2 a barrel\)$/);
  });

  it('confirms a lone emptying, saying whose refinery it is, whom it pays and what the chip costs', () => {
    // A playtest: with one partial refinery and only her own chip, "Empty a refinery" emptied it on the click:
    // Caro gave up her chip's 1 VP to pay Ben and the bot their shares, and nothing had said so before.
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, others[0], 'europe.port', [others[1], others[1], others[2]]);
    chooseArea(s, 'texas');
    const empty = emptyings(s, me);
    expect(empty.map((c) => c.label)).toEqual(['Europe port refinery, with your own refinery chip']);
    expect(empty[0]!.confirm).toBe(true);
    const d = descend(empty, []);
    if (d.kind !== 'options') throw new Error(d.kind);
    expect(chooserPrompt(empty[0]!.groupLabel, d.chosen, d.options, undefined, d.unseen)).toBe(
      '**Empty a refinery** › Europe port refinery › With your own refinery chip\n' +
        `Europe port refinery: ${NAMES[others[0]]}'s refinery, 3 barrels: ${NAMES[others[1]]} +6 shares, ${NAMES[others[2]]} +3 shares\n` +
        'Gives up the 1 VP it scores at the end\nPress **Confirm** to do it.',
    );
  });

  it('empties at the pick of a way among several, without a Confirm, as the rules page says', () => {
    // The rules page said an emptying "is made only after its Confirm, even when only one is possible": a way
    // picked among several is the move itself (the menu said what each costs), a Confirm only when one is left.
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, others[0], 'europe.port', [me, me]);
    chooseArea(s, 'texas');
    giveNeutralChip(s, me);
    const empty = emptyings(s, me);
    const ways = descend(empty, []);
    if (ways.kind !== 'options') throw new Error(ways.kind);
    // Each option is an action itself (its index), not a step leading to a Confirm.
    expect(ways.options.map((o) => o.value)).toEqual(empty.map((c) => String(c.index)));
    expect(ways.options).toHaveLength(2);
    const page = readFileSync('docs/rules/wildcatters.md', 'utf8').replace(/\s+/g, ' ');
    const partial = page.slice(
      page.indexOf('**Empty a partial refinery**'),
      page.indexOf('**End of turn.**'),
    );
    expect(partial).not.toContain('made only after its Confirm');
    expect(partial).toContain(
      'An emptying is never made by its button alone, even when only one is possible',
    );
    expect(partial).toContain('when only one way is left that you did not pick');
  });

  it('names on the Undo button the refinery an emptying emptied, even cut short for a phone', () => {
    // A playtest: "Empty a refinery" with one way to do it acts at once; its Undo read "Undo: used their own
    // refinery chip (giving up its 1 VP at the end) on the…", cut before the refinery it emptied.
    const { s, me, others } = clearedBoard(4);
    putRefinery(s, others[1], 'alaska.refinery', [me, me, others[1], others[1]]);
    chooseArea(s, 'texas');
    const empty = emptyings(s, me);
    expect(empty).toHaveLength(1);
    const events = act(s, me, empty[0]!.action as WildcattersAction);
    const words = actionWords({ seq: 1, seat: me, userId: null, action: empty[0]!.action, events });
    const snap = { ...snapOf(wildcatters, s), undo: { seat: me, seq: 1, words, held: true } };
    const labels = JSON.stringify(
      turnPayload({ snap, presenter: P, events: [], picture: Buffer.from('p') }).components,
    );
    // Cut where a clause ends within SHORT_LABEL (the click's private answer tells the rest).
    expect(labels).toContain('"Undo: emptied the Alaska refinery"');
  });

  it('tells one who has answered a question, pressing its buttons again, that they answered and whom it waits for', () => {
    // A playtest: Ana bid in Caro's auction, pressed "Bid for the disk" again and read "It's Caro's turn — you can
    // act after them", though the auction waited for Caro and Ben alike and Ana's bid stood.
    let state = until('wp5', (s) => s.pending?.kind === 'auction');
    const pending = state.pending;
    if (pending?.kind !== 'auction') throw new Error('no auction');
    const [first, ...rest] = wildcatters.status(state).toAct;
    const r = wildcatters.apply(state, first!, { type: 'pass' });
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    const snap = snapOf(wildcatters, state);
    const area = regionName(pending.area);
    const waits = `The game waits for ${listWords(rest.map((seat) => NAMES[seat]!))}.`;
    for (const key of ['bid', 'pass', 'bid-amount'])
      expect(P.notAsked!(snap, first!, key)).toBe(
        `You have answered the auction of the ${area} disk already (sealed), and each player bids once. ${waits}`,
      );
    // Not a question's button (a loan), or one still asked: the plain answer stands.
    expect(P.notAsked!(snap, first!, 'loan')).toBeNull();
    expect(P.notAsked!(snap, rest[0]!, 'bid')).toBeNull();
    // The active player is not asked to ride along with her own oil; a ride asked for is said with its barrels.
    const { s, me, others } = clearedBoard(4);
    const [ben, caro] = others;
    for (const seat of [me, ben!, caro!]) putPumpJack(s, seat, 'arabia.2', 3);
    putTrain(s, me, 'arabia.2>arabia.harbour');
    putRefinery(s, others[2]!, 'arabia.refinery');
    chooseArea(s, 'texas');
    act(s, me, transport('arabia.2', 'arabia.refinery', 1));
    const field = fieldWords('arabia.2');
    expect(P.notAsked!(snapOf(wildcatters, s), me, 'ride')).toBe(
      `Only the other players with oil on the ${field} are asked to ride along, each once. ` +
        `The game waits for ${NAMES[ben!]} and ${NAMES[caro!]}.`,
    );
    act(s, ben!, { type: 'rideAlong', source: { kind: 'field', field: 'arabia.2' }, barrels: 2 });
    expect(P.notAsked!(snapOf(wildcatters, s), ben!, 'pass')).toBe(
      'You asked to ride along with 2 barrels already, and each player answers once: the riders load when all ' +
        `have answered. The game waits for ${NAMES[caro!]}.`,
    );
  });

  it('tells a borrower not asked to repay in round 5 that 18 shares were needed, not that only borrowers are asked', () => {
    // A playtest's Ben, 3 loans and 12 shares, was left out of round 5's repayment question; pressing "Repay loans"
    // he would have read "Only players with loans are asked to repay them now", as if he had none.
    const { s, me, others } = clearedBoard(4);
    const [ben, caro] = others;
    s.round = 5;
    s.players[me]!.loans = 1;
    s.players[me]!.supply.barrels--;
    s.players[ben!]!.loans = 3;
    s.players[ben!]!.supply.barrels -= 3;
    setShares(s, ben!, { [ben!]: 12 });
    s.pending = { kind: 'repay', waiting: [me] };
    const snap = snapOf(wildcatters, s);
    const waits = `The game waits for ${NAMES[me]}.`;
    expect(P.notAsked!(snap, ben!, 'repay')).toBe(
      `Only players with loans who held 18 shares to repay one when round 5 began are asked, each once. ${waits}`,
    );
    expect(P.notAsked!(snap, caro!, 'repay')).toBe(
      `Only players with loans are asked to repay them now, each once. ${waits}`,
    );
    expect(P.notAsked!(snap, me, 'repay')).toBeNull();
  });

  it('says on the round-5 repayment question what it asks, which its first post told nowhere', () => {
    // Played: Ana and Ben were pinged to "round 5/7 · repay loans? (Ana and Ben)", a message with no text: the
    // round's line asking them stood on the message above, the one that ended the last turn.
    const { s, me, others } = clearedBoard(4);
    const [ben] = others;
    s.round = 5;
    for (const seat of [me, ben!]) {
      s.players[seat]!.loans = 1;
      s.players[seat]!.supply.barrels--;
    }
    s.pending = { kind: 'repay', waiting: [me, ben!] };
    const snap = snapOf(wildcatters, s);
    const embed = turnPayload({ snap, presenter: P, events: [], picture: Buffer.from('p') })
      .embeds![0] as EmbedBuilder;
    expect(embed.data.description).toBe(
      '**Round 5: each loan may be repaid now for 18 shares (its barrel comes back from the bank), or it costs ' +
        '25 shares at the end.**',
    );
    // Nothing of it once the question is answered.
    s.pending = null;
    expect(P.headlineNote?.(snapOf(wildcatters, s)) ?? null).toBeNull();
  });

  it('keeps a sealed bid private: the hand shows one’s own bid, the public text only who has bid', () => {
    let state = until('wp5', (s) => s.pending?.kind === 'auction');
    const pending = state.pending;
    const seat = pending?.kind === 'auction' ? pending.bids.findIndex((b) => b === null) : -1;
    const legal = wildcatters.legalActions(state, seat);
    const bid = legal.find((a) => a.type === 'bid');
    expect(bid).toBeDefined();
    const r = wildcatters.apply(state, seat, bid!);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
    const snap = snapOf(wildcatters, state);
    expect(state.pending?.kind, 'the auction waits for the others').toBe('auction');
    const amount = (bid as { shares: number }).shares;
    expect(P.hand(snap, seat).description).toContain(
      `**Your sealed bid**: ${amount} share${amount === 1 ? '' : 's'}`,
    );
    const other = snap.status.toAct[0]!;
    expect(P.hand(snap, other).description).not.toContain('Your sealed bid');
    const publicText = JSON.stringify(
      turnPayload({ snap, presenter: P, events: [], picture: Buffer.from('p') }),
    );
    expect(publicText).not.toContain('sealed bid');
  });

  it('opens the hand of each player asked a question with it, until they answer', () => {
    const state = until('wp5', (s) => s.pending?.kind === 'auction');
    const pending = state.pending;
    if (pending?.kind !== 'auction') throw new Error('no auction');
    const seat = pending.bids.findIndex((b) => b === null);
    const first = (s: WildcattersState, at = seat) =>
      P.hand(snapOf(wildcatters, s), at).description.split('\n')[0];
    expect(first(state)).toBe(
      `⚠️ **The auction of the ${regionName(pending.area)} disk awaits your sealed bid**: Bid for the disk or Pass (no bid) on the turn message.`,
    );
    const passed = wildcatters.apply(structuredClone(state), seat, { type: 'pass' });
    if (!passed.ok) throw new Error(passed.error);
    expect(first(passed.state as WildcattersState)).not.toMatch(/⚠️/);
    const piggyback = until('wp1', (s) => s.pending?.kind === 'piggyback');
    const asked = snapOf(wildcatters, piggyback).status.toAct[0]!;
    expect(first(piggyback, asked)).toMatch(
      /^⚠️ \*\*You are asked: piggy-back in [A-Z][\w ]+\?\*\* Answer with Piggy-back \(\d shares\) or No piggy-back on the turn message\.$/,
    );
    expect(first(piggyback, piggyback.current)).not.toMatch(/⚠️/);
  });

  it('says once above the bids what the disk is worth to the bidder: the barrel at once and the VP it adds', () => {
    const state = until('wp5', (s) => s.pending?.kind === 'auction');
    const pending = state.pending;
    if (pending?.kind !== 'auction') throw new Error('no auction');
    const seat = pending.bids.findIndex((b) => b === null);
    const area = pending.area;
    const notes = (s: WildcattersState) =>
      new Set(
        P.choices(snapOf(wildcatters, s), seat)
          .filter((c) => c.group === 'bid')
          .map((c) => c.groupNote),
      );
    // No disk yet: the first scores 2 VP; each bid option says nothing more.
    for (const s of Object.keys(state.disks)) delete state.disks[s as keyof typeof state.disks];
    const region = regionName(area);
    expect(notes(state)).toEqual(
      new Set([`The ${region} disk gives you 1 barrel at once and 2 VP at the end (your first disk).`]),
    );
    expect(
      P.choices(snapOf(wildcatters, state), seat)
        .filter((c) => c.group === 'bid')
        .every((c) => c.detail === undefined),
    ).toBe(true);
    // A second disk adds 3 (5 for two, 2 for one); an empty supply gives no barrel.
    const other = (['texas', 'alaska', 'persia'] as const).find((a) => a !== area)!;
    state.disks[other] = { owner: seat, barrels: 0 };
    state.players[seat]!.supply.barrels = 0;
    expect(notes(state)).toEqual(
      new Set([
        `The ${region} disk gives you no barrel (your supply has none left) and 3 VP more at the end (2 disks score 5 VP, 1 scores 2).`,
      ]),
    );
  });

  it('says the same in public whether an answer to the auction is a bid or a pass, until the bids are shown', () => {
    // Rules page: a sealed bid is hidden until the auction closes, a pass (a bid of 0) included.
    const state = until('wp5', (s) => s.pending?.kind === 'auction');
    const seat = snapOf(wildcatters, state).status.toAct[0]!;
    const payloadAfter = (action: { type: 'bid'; shares: number } | { type: 'pass' }) => {
      const r = wildcatters.apply(structuredClone(state), seat, action);
      if (!r.ok) throw new Error(r.error);
      expect((r.state as WildcattersState).pending?.kind, 'the auction waits for the others').toBe('auction');
      const snap = snapOf(wildcatters, r.state, 8);
      const texts = r.events.filter((e) => !e.to || e.to.length === 0).map((e) => e.text);
      const payload = turnPayload({ snap, presenter: P, events: r.events, picture: Buffer.from('p') });
      return {
        texts,
        payload: JSON.stringify(payload),
        view: JSON.stringify(wildcatters.view(r.state, null)),
      };
    };
    const bid = payloadAfter({ type: 'bid', shares: 1 });
    const pass = payloadAfter({ type: 'pass' });
    const zero = payloadAfter({ type: 'bid', shares: 0 });
    expect(bid.texts).toEqual([`{p${seat}} has answered the auction (sealed).`]);
    for (const other of [pass, zero]) {
      expect(other.texts).toEqual(bid.texts);
      expect(other.view).toBe(bid.view);
      expect(other.payload).toBe(bid.payload);
    }
  });

  it('answers for a lapsed or timed-out seat the same in public whatever another seat sealed', () => {
    // A lapse (the reminders spent: a pass) and a turn clock's stand-in bot (a sealed bid) answer only for a
    // seat still asked, from what is public and the bot's own RNG: what another seat sealed, a bid or a pass,
    // changes nothing in public, neither the answer nor the events, the view or the turn message.
    const state = until('wp5', (s) => s.pending?.kind === 'auction');
    const [first, late] = snapOf(wildcatters, state).status.toAct;
    const held = state.players[first!]!.shares.reduce((a, n) => a + n, 0);
    expect(held).toBeGreaterThan(0);
    const sealed = (action: { type: 'bid'; shares: number } | { type: 'pass' }) => {
      const r = wildcatters.apply(structuredClone(state), first!, action);
      if (!r.ok) throw new Error(r.error);
      return r.state as WildcattersState;
    };
    const kind = standInBot(wildcatters)!;
    const publicAfter = (before: WildcattersState, how: 'lapse' | 'clock') => {
      const answer =
        how === 'lapse'
          ? wildcatters.lapse!(before, late!)!
          : wildcatters.bots[kind]!(structuredClone(before), late!, botRng('snap', 8));
      const r = wildcatters.apply(structuredClone(before), late!, answer);
      if (!r.ok) throw new Error(r.error);
      expect((r.state as WildcattersState).pending?.kind, 'the auction waits for the others').toBe('auction');
      const snap = snapOf(wildcatters, r.state, 9);
      return JSON.stringify({
        answer,
        events: r.events.filter((e) => !e.to || e.to.length === 0),
        view: wildcatters.view(r.state, null),
        payload: turnPayload({ snap, presenter: P, events: r.events, picture: Buffer.from('p') }),
      });
    };
    const [bid, pass] = [sealed({ type: 'bid', shares: Math.min(5, held) }), sealed({ type: 'pass' })];
    expect(JSON.stringify(bid)).not.toBe(JSON.stringify(pass));
    for (const how of ['lapse', 'clock'] as const) expect(publicAfter(pass, how)).toBe(publicAfter(bid, how));
  });

  it('tells every bid and every pass when the auction closes', () => {
    let state = until('wp5', (s) => s.pending?.kind === 'auction');
    const asked = snapOf(wildcatters, state).status.toAct;
    let events: { text: string }[] = [];
    asked.forEach((seat, k) => {
      const r = wildcatters.apply(state, seat, k === 0 ? { type: 'bid', shares: 2 } : { type: 'pass' });
      if (!r.ok) throw new Error(r.error);
      state = r.state as WildcattersState;
      events = r.events;
    });
    expect(state.pending).toBeNull();
    const told = events.map((e) => e.text).join(' ');
    expect(told).toContain(`{p${asked[0]}} bid 2 shares`);
    for (const seat of asked.slice(1)) expect(told).toContain(`{p${seat}} passed`);
    expect(told).toContain(`{p${asked[0]}} won the wildcatter disk`);
  });

  it('drops each "has answered the auction" line from the turn message, the log and the digest once the bids are shown', () => {
    // A playtest's phone turn message (and /oil log) read four "… has answered the auction (sealed)" lines
    // right above the "Bids: …" line that names every bid and pass.
    let state = until('wp5', (s) => s.pending?.kind === 'auction');
    const asked = snapOf(wildcatters, state).status.toAct;
    const log: LogEntry[] = [];
    const answered = (seat: number) => `${NAMES[seat]} has answered the auction (sealed).`;
    const description = (events: LogEntry['events']) => {
      const payload = turnPayload({
        snap: snapOf(wildcatters, state, 8),
        presenter: P,
        events,
        picture: Buffer.from('p'),
      });
      return (payload.embeds![0] as EmbedBuilder).data.description ?? '';
    };
    asked.forEach((seat, k) => {
      const r = wildcatters.apply(state, seat, k === 0 ? { type: 'bid', shares: 2 } : { type: 'pass' });
      if (!r.ok) throw new Error(r.error);
      state = r.state as WildcattersState;
      log.push({ seq: k + 1, seat, name: '', userId: null, events: r.events, createdAt: k + 1 });
      // While the auction runs, who has answered is the news.
      if (k === 0) expect(description(r.events)).toContain(answered(seat));
    });
    expect(state.pending).toBeNull();
    const events = log.flatMap((e) => e.events);
    const message = description(events);
    expect(message).toContain(`${NAMES[asked[0]!]} bid 2 shares`);
    const lines = logRuns(
      { desk: { log: () => log } } as unknown as App,
      {
        record: { id: 1 },
        seats: NAMES.map((name, seat) => ({ seat, name })),
      } as unknown as TableGame,
    ).flat();
    expect(lines.join('\n')).toContain(`${NAMES[asked[0]!]} bid 2 shares`);
    // My hand's "Since your last turn", for a reader who has not acted since.
    const digest = digestText(
      log.map((e) => ({ ...e, action: null })),
      99,
      NAMES,
    );
    for (const seat of asked) {
      expect(message).not.toContain(answered(seat));
      expect(lines).not.toContain(answered(seat));
      expect(digest).not.toContain(answered(seat));
    }
  });

  it('takes a sealed bid of any amount in a modal, checked against the bidder’s shares', () => {
    const state = until('wp10', (s) => s.pending?.kind === 'auction');
    const snap = snapOf(wildcatters, state);
    expect(P.publicActions(snap).find((a) => a.key === 'bid-amount')).toMatchObject({ kind: 'form' });
    const seat = snap.status.toAct[0]!;
    const form = P.forms(snap, seat).find((f) => f.key === 'bid-amount');
    expect(form).toBeDefined();
    const held = state.players[seat]!.shares.reduce((a, n) => a + n, 0);
    expect(form!.parse({ shares: 'seven' })).toMatchObject({ ok: false });
    // The answer is message text: what was typed comes back escaped.
    expect(form!.parse({ shares: '*7*' })).toEqual({
      ok: false,
      error: '"\\*7\\*" is not a whole number of shares.',
    });
    expect(form!.parse({ shares: String(held + 1) })).toMatchObject({ ok: false });
    // A number with its unit, as a playtest's bidder typed it, is that number.
    expect(form!.parse({ shares: ' 1 share' })).toEqual({ ok: true, action: { type: 'bid', shares: 1 } });
    expect(form!.parse({ shares: `${Math.min(held, 7)} Shares` })).toEqual({
      ok: true,
      action: { type: 'bid', shares: Math.min(held, 7) },
    });
    expect(form!.parse({ shares: '7 barrels' })).toMatchObject({ ok: false });
    const parsed = form!.parse({ shares: String(Math.min(held, 7)) });
    expect(parsed).toEqual({ ok: true, action: { type: 'bid', shares: Math.min(held, 7) } });
    if (!parsed.ok) return;
    expect(wildcatters.apply(structuredClone(state), seat, parsed.action as never).ok).toBe(true);
  });

  it('names the disk and its worth to the bidder in the bid form, which the public button opens directly', () => {
    // A playtest: "Bid another amount" opened "Sealed bid for the wildcatter disk", e.g. 7: which disk, and what
    // it is worth, only the "Bid for the disk" menu said.
    const state = until('wp10', (s) => s.pending?.kind === 'auction');
    const pending = state.pending;
    if (pending?.kind !== 'auction') throw new Error('no auction');
    const seat = pending.bids.findIndex((b) => b === null);
    for (const a of Object.keys(state.disks)) delete state.disks[a as keyof typeof state.disks];
    const form = () => P.forms(snapOf(wildcatters, state), seat).find((f) => f.key === 'bid-amount')!;
    const region = regionName(pending.area);
    expect(form().title).toBe(`Sealed bid for the ${region} disk`);
    expect(form().fields[0]!.placeholder).toBe('Worth to you: 1 barrel now, +2 VP at the end');
    // A second disk adds 3 VP (5 for two); an empty supply gives no barrel.
    const other = (['texas', 'alaska', 'persia'] as const).find((a) => a !== pending.area)!;
    state.disks[other] = { owner: seat, barrels: 0 };
    state.players[seat]!.supply.barrels = 0;
    expect(form().fields[0]!.placeholder).toBe('Worth to you: no barrel (supply empty), +3 VP at the end');
    expect(form().title.length).toBeLessThanOrEqual(45);
  });

  it('tells one’s own refinery chip from the neutral ones, in My hand as in the emptying menu', () => {
    // A playtest: the hand said "refinery chips 2", the menu "With your own refinery chip" and "With a refinery
    // chip", and nothing said what the second one was.
    const { s, me } = clearedBoard(4);
    const chips = () => /refinery chips[^\n]*/.exec(P.hand(snapOf(wildcatters, s), me).description)?.[0];
    expect(chips()).toBe('refinery chips: your own');
    s.players[me]!.neutralRefineryChips = 2;
    s.neutralRefineryChips -= 2;
    expect(chips()).toBe('refinery chips: your own and 2 neutral');
    s.players[me]!.ownRefineryChip = false;
    expect(chips()).toBe('refinery chips: 2 neutral');
    s.players[me]!.neutralRefineryChips = 0;
    expect(chips()).toBe('refinery chips: none');
  });

  it('says in My hand when the loans held can be repaid: 18 in round 5 or 25 at the end, after round 5 only 25', () => {
    // A playtest's hand read "(repay 25 shares each at the end, less in round 5)" in round 7, when round 5's
    // repayment had long passed.
    const { s, me } = clearedBoard(4);
    s.players[me]!.loans = 1;
    const loans = () => /\*\*Loans\*\*[^\n]*/.exec(P.hand(snapOf(wildcatters, s), me).description)?.[0];
    expect(loans()).toBe('**Loans**: 1 (repay 18 shares each in round 5, or 25 at the end)');
    s.round = 5;
    s.pending = { kind: 'repay', waiting: [me] };
    expect(loans()).toBe('**Loans**: 1 (repay 18 shares each now, or 25 at the end)');
    s.pending = null;
    expect(loans()).toBe('**Loans**: 1 (repay 25 shares each at the end)');
    s.round = 7;
    expect(loans()).toBe('**Loans**: 1 (repay 25 shares each at the end)');
  });

  it('names in My hand the stack of each consolidation chip held, and no next chip where one is held already', () => {
    // A playtest's hand read "Chips: consolidation 3 VP" (of which continent?) and offered the South America
    // stack's next chip to a player who held one already (one chip per stack per player).
    const { s, me } = clearedBoard(4);
    s.players[me]!.consolidationChips.push({ continent: 'southAmerica', index: 0 });
    s.chipsTaken.southAmerica = 1;
    const hand = P.hand(snapOf(wildcatters, s), me).description;
    expect(hand).toContain('**Chips**: consolidation South America (3 VP) ·');
    expect(hand).toContain('South America yours already (one a player)');
    expect(hand).toContain('North America 12 shares (2+ colours) → 3 VP');
    // Another player may still buy the stack's next chip.
    expect(P.hand(snapOf(wildcatters, s), (me + 1) % 4).description).toContain(
      'South America 15 shares (2+ colours) → 4 VP',
    );
  });

  it('says in My hand what the area cards taken will score at the end, continent by continent', () => {
    // A playtest's hand read "Area cards taken: 6": which areas, and what they would score (1, 3, 6, 10, 15 VP for
    // 1-5 cards of a main continent), had to be counted from the log.
    const { s, me } = clearedBoard(4);
    s.players[me]!.cards.push(
      'light.indonesia.1',
      'dark.siberia.2',
      'dark.indonesia.1',
      'light.indonesia.3',
      'dark.texas.1',
      'light.alaska.2',
    );
    expect(P.hand(snapOf(wildcatters, s), me).description).toContain(
      '**Area cards taken**: 6, worth 13 VP at the end: North America 2 (3 VP), Asia 4 (10 VP)',
    );
  });

  it('calls refinery cards unused in My hand only before final scoring, whose step 1 uses them', () => {
    // A playtest's hand read "(2 refinery cards unused)" after the game, when final scoring step 1 had used
    // them (or found no refinery of theirs to empty).
    const { s, me } = clearedBoard(4);
    s.players[me]!.cards.push('dark.texas.6', 'dark.alaska.6', 'dark.siberia.1');
    const cards = () =>
      /\*\*Area cards taken\*\*[^\n]*/.exec(P.hand(snapOf(wildcatters, s), me).description)?.[0];
    expect(cards()).toMatch(/^\*\*Area cards taken\*\*: 3 \(2 refinery cards unused\), worth /);
    finalScoring(s, []);
    expect(snapOf(wildcatters, s).status.over).toBe(true);
    expect(cards()).toMatch(/^\*\*Area cards taken\*\*: 3, scored \d+ VP: /);
  });

  it('shows the light cards in hand only to their holder during the starting placement', () => {
    // Before every tanker is down no hand is dealt (seed): the hand says when it comes.
    const before = P.hand(snapOf(wildcatters, fresh('wp6')), 0).description;
    expect(before).toContain(
      '**Light cards**: 8 are dealt to each player once every tanker is in Southern Africa.',
    );
    expect(before).not.toContain('Light cards in your hand');
    const snap = snapOf(wildcatters, dealt('wp6'));
    const state = snap.state as WildcattersState;
    const [a, b] = [state.players[0]!.hand, state.players[1]!.hand];
    const mine = P.hand(snap, 0).description;
    // Each area once, with how many cards of it; no bonus (the set-up pays none): a newcomer read
    // "Argentina, +3 workers" as a bonus to be had.
    const cardLines = (text: string) => text.split('\n').filter((l) => l.startsWith('• '));
    const area = (id: string) => wildcatters.design.AREA_LIST.find((x) => x.id === id.split('.')[1])!.name;
    const count = (hand: readonly string[], id: string) => hand.filter((x) => area(x) === area(id)).length;
    expect(cardLines(mine)).toEqual([
      ...new Set(a.map((id) => `• ${area(id)}${count(a, id) > 1 ? ` ×${count(a, id)}` : ''}`)),
    ]);
    expect(cardLines(mine).join('')).not.toMatch(/\+|workers|shares|chip/);
    const theirs = P.hand(snap, 1).description;
    for (const id of a.filter((x) => !b.some((y) => area(y) === area(x))))
      expect(cardLines(theirs)).not.toContain(`• ${area(id)}`);
    // Swapping the two hands changes the hand views, not the public alt text, scores or buttons.
    const swapped = structuredClone(state);
    [swapped.players[0]!.hand, swapped.players[1]!.hand] = [b, a];
    const other = snapOf(wildcatters, swapped);
    expect(P.hand(other, 0).description).not.toBe(mine);
    expect(P.altText(other)).toBe(P.altText(snap));
    expect(P.scoreLines(other)).toEqual(P.scoreLines(snap));
    expect(P.publicActions(other)).toEqual(P.publicActions(snap));
    expect(P.altText(snap).length).toBeLessThanOrEqual(1024);
  });

  it('writes alt text of at most 1024 characters and score lines for every player, through a whole game', () => {
    let state = fresh('wp7');
    let ones = 0;
    for (let i = 0; i < 3000 && !wildcatters.status(state).over; i++) {
      const snap = snapOf(wildcatters, state);
      if (i % 7 === 0) {
        expect(P.altText(snap).length).toBeLessThanOrEqual(1024);
        expect(P.scoreLines(snap)).toHaveLength(4);
        // One of a thing is singular ("1 worker", not "1 workers").
        for (const line of P.scoreLines(snap)) {
          expect(line).not.toMatch(/(?<![\d,])1 (workers|shares|disks|loans)\b/);
          if (/(?<![\d,])1 (worker|share|disk|loan)\b/.test(line)) ones++;
        }
        expect(P.headline!(snap).length).toBeGreaterThan(3);
      }
      const seat = snap.status.toAct[0]!;
      const legal = wildcatters.legalActions(state, seat);
      const r = wildcatters.apply(state, seat, legal[(i * 7) % legal.length]!);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    expect(ones).toBeGreaterThan(0);
    const end = snapOf(wildcatters, state);
    expect(end.status.over).toBe(true);
    expect(P.headline!(end)).toBe('game over');
    expect(P.altText(end)).toMatch(/wins|win/);
  });

  it('shows final scoring step by step in the final message’s scores, adding up to each player’s VP', () => {
    let state = fresh('wp9');
    for (let i = 0; i < 3000 && !wildcatters.status(state).over; i++) {
      const seat = wildcatters.status(state).toAct[0]!;
      const legal = wildcatters.legalActions(state, seat);
      const r = wildcatters.apply(state, seat, legal[(i * 5) % legal.length]!);
      if (!r.ok) throw new Error(r.error);
      state = r.state;
    }
    const snap = snapOf(wildcatters, state);
    expect(snap.status.over).toBe(true);
    const lines = P.scoreLines(snap);
    expect(lines.join('\n').length).toBeLessThanOrEqual(1024);
    // In the standings' order (the winner first): each line names its player.
    const named = lines.map((line) => /^\*\*(\w+)\*\*/.exec(line)?.[1] ?? '');
    expect([...named].sort()).toEqual(['Ana', 'Ben', 'Caro', 'Dev']);
    lines.forEach((line) => {
      const m = /^\*\*(\w+)\*\*( 🏆)? (\d+) VP = (-?\d+) in play(?: \+ (.*))?$/.exec(line);
      expect(m, line).not.toBeNull();
      const seat = ['Ana', 'Ben', 'Caro', 'Dev'].indexOf(m![1]!);
      expect(Boolean(m![2])).toBe(state.result!.winners.includes(seat));
      const steps = (m![5] ?? '')
        .split(' · ')
        .filter(Boolean)
        .map((x) => Number(/(-?\+?\d+)$/.exec(x)![1]));
      expect(Number(m![4]) + steps.reduce((a, n) => a + n, 0)).toBe(Number(m![3]));
      expect(Number(m![3])).toBe(state.players[seat]!.vp);
    });
  });

  it('draws the picture, marking the places of a chooser', async () => {
    const state = until('wp8', (s) => s.phase === 'turns' && s.step === 'build' && s.pending === null);
    const snap = snapOf(wildcatters, state);
    const plain = await P.render(snap);
    const marked = await P.render(snap, {
      group: 'refinery',
      spots: ['texas.refinery'],
      prompt: 'Ana: build a refinery',
    });
    const a = await decodePng(plain);
    expect([a.width, a.height]).toEqual([1280, 823]);
    expect(plain.equals(marked)).toBe(false);
  });
});

describe('long choice labels', () => {
  it('keeps a label whole past 100 characters (a long name), so the chooser shortens it visibly', () => {
    // Discord names run to 32 characters: "…, on Dev…'s tanker" was cut at 100 characters in the presenter,
    // mid-name and without the "…" the chooser adds to an option label that long.
    const long = NAMES.map((n) => `${n} ${'x'.repeat(28)}`);
    const named = (s: unknown) => {
      const snap = snapOf(wildcatters, s);
      return { ...snap, seats: snap.seats.map((x) => ({ ...x, name: long[x.seat]! })) };
    };
    const onTanker = (s: unknown) =>
      P.choices(named(s), wildcatters.status(s as WildcattersState).toAct[0]!).filter(
        (c) =>
          c.group === 'transport' &&
          (c.action as { tanker?: number }).tanker !== undefined &&
          !c.label.includes('your tanker'),
      );
    // Tankers of three owners at Maracaibo: transports on Ben's and Caro's name them (a greedy game reached
    // one once, until the bots' tanker moves changed their games).
    const { s: state } = threeOwnersTankers();
    expect(onTanker(state).length).toBeGreaterThan(0);
    const label = onTanker(state)[0]?.label ?? '';
    expect(label.length).toBeGreaterThan(100);
    expect(label).toMatch(/x{28}'s tanker$/);
    // The chooser's option says it is shortened.
    const option = chooserComponents(
      named(state),
      'transport',
      [
        { label, value: '0' },
        { label: 'Another', value: '1' },
      ],
      0,
      [],
    )
      .flatMap((row) => row.toJSON().components)
      .flatMap((c) => ('options' in c ? c.options : []))[0];
    expect(option?.label).toHaveLength(100);
    expect(option?.label.endsWith('…')).toBe(true);
  });

  it('tells a player who types /oil endturn or /oil build before taking an area card to take one first', () => {
    // A playtest typed /oil endturn at the start of a turn and read only "You cannot end your turn right now."
    const s = until('settle-first', (x) => x.phase === 'turns' && x.step === 'card' && x.pending === null);
    const snap = snapOf(wildcatters, s);
    expect(P.settleFirst!(snap, s.current)).toBe(
      'your turn opens with an area card: take one first (Take an area card), or refresh the display for 4 VP',
    );
    // Nothing holds the others, nor the player once the card is taken.
    expect(P.settleFirst!(snap, (s.current + 1) % 4)).toBeNull();
    const later = structuredClone(s);
    act(later, s.current, { type: 'chooseCard', slot: 0 });
    expect(later.step).not.toBe('card');
    expect(P.settleFirst!(snapOf(wildcatters, later), s.current)).toBeNull();
  });

  it('tells a player asked a question who types /oil endturn to answer it first, naming it', () => {
    // A sealed bid or a piggy-back offer waiting on the player read only "You cannot end your turn right now."
    const auction = until('wp5', (x) => x.pending?.kind === 'auction');
    const pending = auction.pending as Extract<WildcattersState['pending'], { kind: 'auction' }>;
    const bidder = pending.bids.findIndex((b) => b === null);
    expect(P.settleFirst!(snapOf(wildcatters, auction), bidder)).toBe(
      `the auction of the ${regionName(pending.area)} disk awaits your sealed bid: answer it first (Bid for the disk or Pass (no bid))`,
    );
    const piggyback = until('wp4', (x) => x.pending?.kind === 'piggyback');
    const offer = piggyback.pending as Extract<WildcattersState['pending'], { kind: 'piggyback' }>;
    const snap = snapOf(wildcatters, piggyback);
    expect(P.settleFirst!(snap, offer.waiting[0]!)).toBe(
      `you are asked “piggy-back in ${regionName(offer.region)}?”: answer it first (Piggy-back (3 shares) or No piggy-back)`,
    );
    // A player not asked is not told to answer.
    const notAsked = [0, 1, 2, 3].find((seat) => !offer.waiting.includes(seat))!;
    expect(P.settleFirst!(snap, notAsked)).toBeNull();
  });
});
