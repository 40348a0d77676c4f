/** User-chosen names cannot format or ping in messages, and stay as typed in pictures and alt text. */
import { describe, expect, it } from 'vitest';
import { chooserComponents, chooserPrompt, descend } from '../../src/discord/chooser';
import { clip, clipAtClause, clipLabel, namesOf, plainNamesOf, safeName } from '../../src/discord/names';
import { presenterFor } from '../../src/discord/presenters';
import { turnComponents, turnPayload } from '../../src/discord/turn';
import { matchChoice } from '../../src/commands/typed-action';
import { catan } from '../../src/games/catan';
import { HEX_NODES, NODE_NAMES, hexIndex } from '../../src/games/catan/board';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule, GameEvent } from '../../src/games/types';
import { wildcatters } from '../../src/games/wildcatters';
import { race } from '../fixtures/race';
import { emptyGame, give, place } from '../games/catan/helpers';
import { snapOf } from './snap';

describe('names in messages', () => {
  it('are markdown-escaped and cannot mention anyone', () => {
    expect(safeName('**Ana**')).toBe('\\*\\*Ana\\*\\*');
    expect(safeName('@everyone')).toBe('@\u200beveryone');
    expect(safeName('_x_ `y`')).not.toMatch(/(^|[^\\])[_`]/);
  });

  it('in the turn message, but not in the picture’s alt text', () => {
    const snap = snapOf(catan, catan.setup(4, catan.optionsSchema.parse({}), 'names'));
    snap.seats[0]!.name = '**Ana**';
    expect(namesOf(snap)[0]).toBe('\\*\\*Ana\\*\\*');
    expect(plainNamesOf(snap)[0]).toBe('**Ana**');
    const presenter = presenterFor('catan');
    const payload = turnPayload({ snap, presenter, events: [], picture: Buffer.from([0]) });
    expect(JSON.stringify(payload.embeds)).not.toContain('"**Ana**');
    expect(presenter.altText(snap)).toContain('**Ana**');
  });
});

describe('names in the message text of whole games', () => {
  // A name with markdown in it, and a pattern for it standing unescaped (not after a backslash).
  const WEIRD = ['Ana_B', '*Ben*', 'Ca_ro_', '~~Dev~~'];
  const RAW = /(^|[^\\])(Ana_B|\*Ben|_ro_|~~Dev)/;
  const games = [catan, oilSprings, meritOil, wildcatters, race] as AnyGameModule[];

  it.each(games.map((m) => [m.id, m] as const))(
    '%s: turn messages, hands, greyed reasons, not-asked answers and score lines escape them',
    (_id, module) => {
      const presenter = presenterFor(module.id);
      const bot = module.bots.greedy ?? Object.values(module.bots)[0]!;
      let state = module.setup(4, module.optionsSchema.parse({}), 'names');
      let events: GameEvent[] = [];
      let named = 0;
      for (let i = 0; i < 1500; i++) {
        const status = module.status(state);
        if (i % 7 === 0 || status.over) {
          const snap = snapOf(module, state, i);
          snap.seats.forEach((s, k) => (s.name = WEIRD[k]!));
          snap.names = [...WEIRD];
          const payload = turnPayload({ snap, presenter, events, picture: Buffer.from([0]) });
          const texts = [
            payload.content ?? '',
            JSON.stringify(payload.embeds),
            ...presenter.scoreLines(snap),
          ];
          for (let seat = 0; seat < 4; seat++) {
            const hand = presenter.hand(snap, seat);
            texts.push(hand.title, hand.description);
            texts.push(...presenter.unavailable(snap, seat).map((u) => u.reason));
            for (const key of ['accept', 'decline', 'counter', 'answer', 'bid-amount', 'deal'])
              texts.push(presenter.notAsked?.(snap, seat, key) ?? '');
          }
          for (const text of texts) expect(text).not.toMatch(RAW);
          if (texts.some((t) => t.includes('Ana\\_B'))) named++;
        }
        if (status.over) break;
        const seat = status.toAct[0]!;
        const r = module.apply(state, seat, bot(structuredClone(state), seat, Rng.fromSeed(`names#${i}`)));
        if (!r.ok) throw new Error(r.error);
        state = r.state;
        events = r.events;
      }
      expect(named).toBeGreaterThan(3);
    },
  );
});

describe('names on components', () => {
  // Select options, buttons and autocomplete show their text as typed: an escaped name would show its backslashes.
  const robbing = () => {
    const s = emptyGame();
    s.phase = 'robber';
    s.robber = hexIndex('S');
    const J = HEX_NODES[hexIndex('J')]!;
    place(s, 1, { settlements: [NODE_NAMES[J[0]!]!] });
    place(s, 2, { settlements: [NODE_NAMES[J[3]!]!] });
    give(s, 1, { brick: 2, ore: 1 });
    give(s, 2, { wool: 1 });
    const snap = snapOf(catan, s);
    snap.seats[1]!.name = 'Ana_B';
    snap.seats[2]!.name = '*Ben*';
    return snap;
  };

  it('a chooser’s options carry the names as typed; its prompt, in the message’s text, escapes them', () => {
    const snap = robbing();
    const choices = presenterFor('catan')
      .choices(snap, 0)
      .filter((c) => c.group === 'robber');
    const top = descend(choices, []);
    if (top.kind !== 'options') throw new Error('a choice of hexes');
    const j = top.options.findIndex((o) => o.label.startsWith('Hex J '));
    expect(top.options[j]!.description).toBe('Rob Ana_B (3 cards) or *Ben* (1 card)');
    const victims = descend(choices, [j]);
    if (victims.kind !== 'options') throw new Error('a choice of victims');
    const select = JSON.stringify(chooserComponents(snap, 'robber', victims.options, 0, [j]));
    for (const words of ['Steal from Ana_B', 'Ana_B holds 3 cards', 'Steal from *Ben*', '*Ben* holds 1 card'])
      expect(select).toContain(`"${words}"`);
    expect(select).not.toContain('\\\\');
    const robBen = descend(choices, [j, 1]);
    if (robBen.kind !== 'apply') throw new Error('one victim: robbed at once');
    const prompt = chooserPrompt('Move the robber', victims.chosen, [
      { label: 'Steal from *Ben*', value: '3' },
    ]);
    expect(prompt).toContain('› Steal from \\*Ben\\*\n');
  });

  it('typed choices match the names as typed, and an answer naming them escapes them', () => {
    const snap = robbing();
    const choices = presenterFor('catan').choices(snap, 0);
    const typed = matchChoice('Hex J desert · steal from *Ben*', choices, snap.record.version);
    expect('choice' in typed && typed.choice.action).toMatchObject({ type: 'robber', victim: 2 });
    const many = matchChoice('steal from *ben*', choices, snap.record.version);
    if (!('error' in many)) throw new Error('Ben is on three hexes');
    expect(many.error).toContain('"steal from \\*ben\\*" matches 3 choices');
    expect(many.error).toContain('Move the robber: Hex J desert · steal from \\*Ben\\*');
    expect(many.error).not.toMatch(/[^\\]\*/);
  });

  it('the Undo button names players as typed; the turn message’s text escapes them', () => {
    const snap = robbing();
    snap.undo = { seat: 0, seq: 7, words: 'offered {p1} 1 brick for 1 ore', held: true };
    const presenter = presenterFor('catan');
    const json = JSON.stringify(turnComponents(snap, presenter));
    expect(json).toContain('"Undo: offered Ana_B 1 brick for 1 ore"');
    const text = JSON.stringify(
      turnPayload({ snap, presenter, events: [], picture: Buffer.from([0]) }).embeds,
    );
    expect(text).toContain('**Ana\\\\_B**');
    expect(text).not.toContain('Ana_B');
  });
});

describe('clip: a long text cut with an ellipsis', () => {
  it('never between a backslash and what it escapes', () => {
    const escaped = safeName('a_b_c_d'); // a\_b\_c\_d
    expect(clip(escaped, 3)).toBe('a…'); // not "a\…": the backslash would escape the ellipsis
    expect(clip(escaped, 4)).toBe('a\\_…');
    expect(clip('a\\\\bc', 4)).toBe('a\\\\…'); // an escaped backslash is whole: kept
    expect(clip('short', 5)).toBe('short');
  });
});

describe('clipAtClause: a long label cut where a clause ends', () => {
  it('cuts before the last clause that starts within the limit, keeping at least half of it', () => {
    const charter =
      'Undo: chartered the blue tanker at Tripoli: bill 16, 9,000 t for Genoa (Italian refinery, Suez closed)';
    expect(clipAtClause(charter, 80)).toBe(
      'Undo: chartered the blue tanker at Tripoli: bill 16, 9,000 t for Genoa',
    );
    const chip = 'Undo: may buy the South America consolidation chip for 15 shares (2+ colours, 4 VP)';
    expect(clipAtClause(chip, 80)).toBe('Undo: may buy the South America consolidation chip for 15 shares');
  });

  it('cuts after the last whole word when no clause ends late enough, and leaves a short text as it is', () => {
    const ended =
      "Undo: ended the turn's actions and may buy the South America consolidation chip for 15 shares (2+ colours)";
    expect(clipAtClause(ended, 80)).toBe(
      "Undo: ended the turn's actions and may buy the South America consolidation…",
    );
    expect(clipAtClause(ended, 80).length).toBeLessThanOrEqual(80);
    expect(clipAtClause('Undo: built a road', 80)).toBe('Undo: built a road');
    const long = `Undo: ${'x'.repeat(100)}`;
    expect(clipAtClause(long, 80)).toHaveLength(80);
    expect(clipAtClause(long, 80).endsWith('…')).toBe(true);
  });

  it('never cuts inside a list of cards: "offered 1 brick" read as the whole offer of 1 brick and 1 wool', () => {
    // A playtest's Undo button, 40 characters at most (SHORT_LABEL).
    const offer = 'Undo (Ana): offered 1 brick, 1 wool for 1 ore';
    expect(clipAtClause(offer, 40)).toBe('Undo (Ana): offered 1 brick, 1 wool…');
    const discard = 'Undo: discarded 1 lumber, 2 brick, 2 wool, 2 grain';
    expect(clipAtClause(discard, 40)).toBe('Undo: discarded 1 lumber, 2 brick, 2…');
    // A ", " before words still ends a clause.
    expect(clipAtClause('Undo: built a road on the coast, then more', 40)).toBe(
      'Undo: built a road on the coast',
    );
  });
});

describe('clipLabel: a button label cut at a clause within a phone’s line, else whole within Discord’s 80', () => {
  it('says a 1-for-1 offer whole: no clause ends within the line, and Discord takes 80', () => {
    // A playtest's Undo read "Undo (Caro): offered 1 lumber for 1…" (cut after a word at 40, SHORT_LABEL).
    expect(clipLabel('Undo (Caro): offered 1 lumber for 1 grain', 40)).toBe(
      'Undo (Caro): offered 1 lumber for 1 grain',
    );
    expect(clipLabel('Undo (Ana): offered 1 brick, 1 wool for 1 ore', 40)).toBe(
      'Undo (Ana): offered 1 brick, 1 wool for 1 ore',
    );
    expect(clipLabel('Undo: discarded 1 lumber, 2 brick, 2 wool, 2 grain', 40)).toBe(
      'Undo: discarded 1 lumber, 2 brick, 2 wool, 2 grain',
    );
  });

  it('still cuts at a clause that ends within the line ("Undo: built a road on 10-11", its hexes left out)', () => {
    expect(clipLabel('Undo: built a road on 10-11 (A mountains 10 · E hills 6)', 40)).toBe(
      'Undo: built a road on 10-11',
    );
    expect(clipLabel('Undo: built a road', 40)).toBe('Undo: built a road');
  });

  it('the Undo of an open 1-for-1 offer says the whole offer (a playtest read "Undo (Caro): offered 1 lumber for 1…")', () => {
    const state = emptyGame();
    state.current = 2;
    give(state, 2, { lumber: 1 });
    give(state, 0, { grain: 1 });
    const offered = catan.apply(state, 2, { type: 'offer', give: { lumber: 1 }, get: { grain: 1 } });
    if (!offered.ok) throw new Error(offered.error);
    const snap = snapOf(catan, offered.state);
    expect(snap.status.toAct).toContain(0);
    snap.undo = { seat: 2, seq: 9, words: 'offered 1 lumber for 1 grain', held: true };
    const labels = turnComponents(snap, presenterFor('catan')).flatMap((row) =>
      row.toJSON().components.map((c) => ('label' in c ? c.label : '')),
    );
    expect(labels).toContain('Undo (Caro): offered 1 lumber for 1 grain');
  });

  it('over 80, cuts at a clause, else between two items of a list, never inside an item', () => {
    const name = 'Alexandra Konstantin';
    const offer = `Undo (${name}): offered 1 lumber, 1 brick, 1 wool for 1 grain, 1 ore, 1 oil`;
    expect(offer.length).toBeGreaterThan(80);
    // Never at the end of its lead, which alone says nothing ("Undo (Alexandra Konstantin)").
    const cut = clipLabel(offer, 40, 80, `Undo (${name}): `.length);
    expect(cut).toBe(`Undo (${name}): offered 1 lumber, 1 brick, 1 wool for 1 grain, …`);
    expect(cut.length).toBeLessThanOrEqual(80);
    const charter =
      'Undo: chartered the blue tanker at Tripoli: bill 16, 9,000 t for Genoa (Italian refinery, Suez closed)';
    expect(clipLabel(charter, 40)).toBe(
      'Undo: chartered the blue tanker at Tripoli: bill 16, 9,000 t for Genoa',
    );
    const long = `Undo: ${'x'.repeat(100)}`;
    expect(clipLabel(long, 40)).toHaveLength(80);
    const road = `Undo (${name}): built a road on 10-11 (A mountains 10 · E hills 6) and more words`;
    expect(clipLabel(road, 40, 80, `Undo (${name}): `.length)).toBe(`Undo (${name}): built a road on 10-11`);
  });
});
