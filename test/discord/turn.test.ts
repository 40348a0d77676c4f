import { describe, expect, it } from 'vitest';
import {
  ComponentType,
  type APIActionRowComponent,
  type APIButtonComponentWithCustomId,
  type APIEmbed,
  type APIStringSelectComponent,
} from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import { lobbyPayload } from '../../src/discord/lobby';
import { presenterFor } from '../../src/discord/presenters';
import { namesOf } from '../../src/discord/names';
import { publicLines, toActLine, turnPayload } from '../../src/discord/turn';
import { finishedTurnPayload, tellsTheEnd } from '../../src/discord/turn-record';
import { formatSeats } from '../../src/games/events';
import { Rng } from '../../src/games/rng';
import { catan } from '../../src/games/catan';
import { oilSprings } from '../../src/games/oil-springs';
import { meritOil } from '../../src/games/merit-oil';
import { wildcatters } from '../../src/games/wildcatters';
import { GOAL_MAX_CHARS, type AnyGameModule, type GameEvent } from '../../src/games/types';
import { offeredGames } from '../../src/games/registry';
import type { CatanState } from '../../src/games/catan/types';
import type { AttachmentBuilder } from 'discord.js';
import { ENDED_TEXT } from '../../src/discord/texts';
import { race } from '../fixtures/race';
import { ana as tableAna, newTable } from '../table/helpers';
import { shuffleSeats } from '../../src/table/seating';
import { NAMES, playUntil, snapOf } from './snap';
import { bundleWords } from '../../src/discord/presenters/words';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function rows(payload: ReturnType<typeof turnPayload>) {
  return (payload.components ?? []).map((r) =>
    (r as { toJSON(): APIActionRowComponent<APIButtonComponentWithCustomId> }).toJSON(),
  );
}

describe('turn message', () => {
  const state = playUntil(
    oilSprings,
    't1',
    (s) => (s as CatanState).phase === 'main' && (s as CatanState).turn > 3,
  );
  const snap = snapOf(oilSprings, state, 42);
  const presenter = presenterFor('oil-springs');
  const events = [{ text: '{p0} rolled 8: {p1} +2 ore' }, { text: '{p0} stole 1 ore from {p1}', to: [0, 1] }];
  const payload = turnPayload({ snap, presenter, events, picture: PNG });

  it('mentions exactly the players to act, and allows only those mentions', () => {
    const seat = snap.status.toAct[0]!;
    expect(payload.content).toBe(`<@${snap.seats[seat]!.userId}> — your turn.`);
    expect(payload.allowedMentions).toEqual({ users: [snap.seats[seat]!.userId], parse: [] });
  });

  it('carries the board PNG with alt text, and the public events with names', () => {
    const file = payload.files?.[0] as { name: string; description: string };
    expect(file.name).toBe('board.png');
    expect(file.description).toMatch(/Catan: Oil Springs board/);
    const embed = (
      payload.embeds?.[0] as { toJSON(): { description?: string; image?: { url: string } } }
    ).toJSON();
    expect(embed.description).toBe(`${NAMES[0]} rolled 8: ${NAMES[1]} +2 ore`);
    expect(embed.image?.url).toBe('attachment://board.png');
    expect(publicLines(events, NAMES)).not.toContain('Ana stole 1 ore from Ben');
  });

  it('gives the scores the embed’s full width: beside "To act" their lines wrap', () => {
    const embed = (
      payload.embeds?.[0] as { toJSON(): { fields?: { name: string; value: string; inline?: boolean }[] } }
    ).toJSON();
    const scores = embed.fields?.find((f) => f.name === 'Scores');
    expect(scores?.value).toContain(NAMES[0]);
    expect(scores?.inline).toBeFalsy();
  });

  it('fits Discord’s limits: ≤ 5 rows of ≤ 5 buttons, unique custom ids of this game and version', () => {
    const r = rows(payload);
    expect(r.length).toBeLessThanOrEqual(5);
    const ids = r.flatMap((row) => row.components.map((c) => c.custom_id));
    expect(r.every((row) => row.components.length <= 5)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(parseCustomId(id)).toMatchObject({ row: 3, version: 42 });
    expect(r.at(-1)!.components.map((c) => c.label)).toEqual(['My hand']);
    const labels = r.flatMap((row) => row.components.map((c) => c.label ?? ''));
    expect(labels).toContain('End turn');
  });

  it('every enabled action button leads to legal actions of the player to act, or privately says why not', () => {
    const seat = snap.status.toAct[0]!;
    const groups = new Set(presenter.choices(snap, seat).map((c) => c.group));
    const explained = new Set(presenter.unavailable(snap, seat).map((u) => u.group));
    const forms = new Set(presenter.forms(snap, seat).map((f) => f.key));
    let buttons = 0;
    for (const c of rows(payload).flatMap((row) => row.components)) {
      const id = parseCustomId(c.custom_id)!;
      if (c.disabled || id.verb === 'hand') continue;
      buttons++;
      if (id.verb === 'act')
        expect(groups.has(id.args[0]!) || explained.has(id.args[0]!), c.label).toBe(true);
      else expect(id.verb === 'form' && forms.has(id.args[0]!)).toBe(true);
    }
    expect(buttons).toBeGreaterThan(3);
  });

  it('tells a lone trade answerer "your move", not "your turn", on someone else’s turn', () => {
    const s = playUntil(catan, 't2', (x) => (x as CatanState).phase === 'main' && (x as CatanState).turn > 2);
    const main = s as Parameters<typeof catan.apply>[0];
    const from = main.current;
    main.hands = main.hands.map(() => [2, 2, 2, 2, 2]);
    const catanPresenter = presenterFor('catan');
    // Before the offer, the player whose turn it is has their turn (apply may reuse the state: check first).
    expect(toActLine(snapOf(catan, main), catanPresenter).text).toMatch(/ — your turn\.$/);
    let next = main;
    const offer = catan.legalActions(next, from).find((a) => a.type === 'offer')!;
    const offered = catan.apply(next, from, offer);
    if (!offered.ok) throw new Error(offered.error);
    next = offered.state;
    const answerers = catan.status(next).toAct;
    expect(answerers.length).toBe(3);
    for (const seat of answerers.slice(0, 2)) {
      const declined = catan.apply(next, seat, { type: 'decline' } as Parameters<typeof catan.apply>[2]);
      if (!declined.ok) throw new Error(declined.error);
      next = declined.state;
    }
    const last = snapOf(catan, next);
    expect(last.status.toAct).toEqual([answerers[2]]);
    expect(toActLine(last, catanPresenter).text).toMatch(/ — your move\.$/);
  });

  it('"To act" names the offer\'s maker too, who may confirm with one who accepted (or withdraw) unasked, and pings only those asked', () => {
    const s = playUntil(catan, 't2', (x) => (x as CatanState).phase === 'main' && (x as CatanState).turn > 2);
    const main = s as Parameters<typeof catan.apply>[0];
    const from = main.current;
    main.hands = main.hands.map(() => [2, 2, 2, 2, 2]);
    const apply = (st: typeof main, seat: number, a: unknown) => {
      const r = catan.apply(st, seat, a as Parameters<typeof catan.apply>[2]);
      if (!r.ok) throw new Error(r.error);
      return r.state;
    };
    const toActOf = (st: typeof main) => {
      const p = turnPayload({
        snap: snapOf(catan, st),
        presenter: presenterFor('catan'),
        events: [],
        picture: PNG,
      });
      const embed = p.embeds![0]! as { toJSON(): APIEmbed };
      return { field: embed.toJSON().fields!.find((f) => f.name === 'To act')!.value, content: p.content };
    };
    let next = apply(
      main,
      from,
      catan.legalActions(main, from).find((a) => a.type === 'offer'),
    );
    const [first, ...others] = catan.status(next).toAct;
    const maker = NAMES[from]!;
    const trade = catan.view(next, null).trade!;
    const offerTerms = `${bundleWords(trade.give)} for ${bundleWords(trade.get)}`;
    expect(toActOf(next).field).toBe(
      `${[first!, ...others]
        .map((x) => NAMES[x])
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')}; ${maker} may withdraw the offer (${offerTerms})`,
    );
    next = apply(next, first!, { type: 'accept' });
    const after = toActOf(next);
    expect(after.field).toMatch(
      new RegExp(
        `; ${maker} may confirm the trade with ${NAMES[first!]}, or withdraw the offer \\(${offerTerms}\\)$`,
      ),
    );
    // The maker is told, not pinged: the game does not wait on them.
    expect(after.content).not.toContain(`<@${snapOf(catan, next).seats[from]!.userId}>`);
  });

  it("a message asking for answers to an offer names the offer's terms, also when none of its lines does (an undo of its withdrawal reopened it)", () => {
    // A playtest: Ana offered 1 lumber for 1 ore, withdrew it, and took the withdrawal back. The offer was open
    // again, and a new message pinged Ben and Caro to answer it, telling only "Ana took back: withdrew the
    // offer." — what was offered stood on the message above, finished.
    const s = playUntil(catan, 't2', (x) => (x as CatanState).phase === 'main' && (x as CatanState).turn > 2);
    const main = s as Parameters<typeof catan.apply>[0];
    const from = main.current;
    main.hands = main.hands.map(() => [2, 2, 2, 2, 2]);
    const offered = catan.apply(main, from, { type: 'offer', give: { lumber: 1 }, get: { ore: 1 } });
    if (!offered.ok) throw new Error(offered.error);
    const reopened = snapOf(catan, offered.state);
    expect(reopened.status.toAct.length).toBeGreaterThan(0);
    const p = turnPayload({
      snap: reopened,
      presenter: presenterFor('catan'),
      events: [{ text: `{p${from}} took back: withdrew the offer.` }],
      picture: PNG,
    });
    const embed = (p.embeds![0]! as { toJSON(): APIEmbed }).toJSON();
    expect(embed.description).not.toContain('1 lumber for 1 ore');
    expect(embed.fields!.find((f) => f.name === 'To act')!.value).toContain(
      `${NAMES[from]} may withdraw the offer (1 lumber for 1 ore)`,
    );
  });

  it('when several must act (simultaneous choices) it mentions all of them', () => {
    const s = snapOf(race, race.setup(4, { target: 10 }, 'x'));
    const p = turnPayload({ snap: s, presenter: presenterFor('test-race'), events: [], picture: PNG });
    expect(p.allowedMentions?.users).toHaveLength(4);
    expect(p.content).toMatch(/your move\.$/);
  });
});

/** A whole greedy game: its final state and seat, and the events of the last move and of the one before it. */
function playToTheEnd(module: AnyGameModule, seed: string) {
  let state = module.setup(4, module.optionsSchema.parse({}), seed);
  const bot = module.bots.greedy ?? Object.values(module.bots)[0]!;
  let [before, last, seat]: [GameEvent[], GameEvent[], number] = [[], [], 0];
  for (let i = 0; i < 5000 && !module.status(state).over; i++) {
    seat = module.status(state).toAct[0]!;
    const r = module.apply(state, seat, bot(structuredClone(state), seat, Rng.fromSeed(`${seed}#${i}`)));
    if (!r.ok) throw new Error(r.error);
    [before, last, state] = [last, r.events, r.state];
  }
  expect(module.status(state).over).toBe(true);
  return { state, seat, before, last };
}

function embedOf(p: { embeds?: readonly unknown[] }): APIEmbed {
  const e = p.embeds?.[0] as { toJSON?: () => APIEmbed } | APIEmbed;
  return 'toJSON' in e && e.toJSON ? e.toJSON() : (e as APIEmbed);
}

describe('the last turn message and the game-over message', () => {
  it.each([
    ['Wildcatters', wildcatters, 'end-w'],
    ["Merit's Oil", meritOil, 'end-m'],
    ['Oil Springs', oilSprings, 'end-o'],
    ['Catan', catan, 'end-c'],
  ] as const)(
    '%s: the final scoring and the result are told once, in the game-over message; the last move stays in the record',
    (_title, module, seed) => {
      // Wildcatters posted its nine final-scoring lines in the last turn message ("Dev: done") and again in the
      // game-over message.
      const { state, seat, before, last } = playToTheEnd(module as AnyGameModule, seed);
      const snap = snapOf(module as AnyGameModule, state, 900);
      const names = namesOf(snap);
      const result = snap.status.result!;
      const record = embedOf(
        finishedTurnPayload({ snap, asked: [seat], events: [...before, ...last], ending: 'moved-on' }),
      ).description!.split('\n');
      const gameOver = turnPayload({ snap, presenter: presenterFor(module.id), events: last, picture: PNG });
      const told = embedOf(gameOver).description?.split('\n') ?? [];
      const ending = last.filter((e) => tellsTheEnd(e, result) && !e.to?.length);
      expect(ending.length).toBeGreaterThan(0);
      for (const line of publicLines(ending, names)) expect(record).not.toContain(line);
      for (const line of publicLines(
        ending.filter((e) => e.text !== result.summary && e.kind !== 'win'),
        names,
      ))
        expect(told.filter((l) => l === line)).toHaveLength(1);
      expect(gameOver.content).toContain(
        formatSeats(
          result.summary,
          names.map((n) => `**${n}**`),
        ),
      );
      // What the last player did (and everything before it) stays in their message's record.
      for (const line of publicLines(
        [...before, ...last].filter((e) => !tellsTheEnd(e, result)),
        names,
      ).slice(-12))
        expect(record).toContain(line);
      if (module.id === 'wildcatters') {
        expect(told.filter((l) => l.startsWith('Final scoring'))).toHaveLength(9);
        expect(record.filter((l) => l.startsWith('Final scoring'))).toHaveLength(0);
      }
    },
  );
  it('the game-over message shows every final-scoring line, even past the usual 12', () => {
    const { state } = playToTheEnd(wildcatters, 'end-w');
    const snap = snapOf(wildcatters, state, 900);
    const final = Array.from({ length: 14 }, (_, i) => ({ text: `Final line ${i + 1}.`, final: true }));
    const events = [{ text: '{p0} ended the turn.' }, ...final];
    const payload = turnPayload({ snap, presenter: presenterFor('wildcatters'), events, picture: PNG });
    const lines = embedOf(payload).description!.split('\n');
    expect(lines[0]).toBe('…1 earlier (see /oil log)');
    expect(lines.slice(1)).toEqual(final.map((e) => e.text));
  });
});

describe('a turn message continued below', () => {
  // A Merit's Oil playtest read "Caro and Eve: continued below" over Eve's answer to Caro's offer: the turn that
  // goes on below is Caro's alone; Eve's answer is told in its lines.
  const snap = snapOf(meritOil, meritOil.setup(4, meritOil.optionsSchema.parse({}), 'goes-on'));
  const title = (input: { goesOn?: number | null; ending?: 'continued' | 'moved-on' }) =>
    embedOf(
      finishedTurnPayload({
        snap,
        asked: [1, 2],
        acted: [1, 2],
        events: [{ text: '{p2} declined the offer.' }],
        ending: input.ending ?? 'continued',
        ...(input.goesOn === undefined ? {} : { goesOn: input.goesOn }),
      }),
    ).title;
  const n = namesOf(snap);

  it('names whose turn goes on there, not every seat that acted in it', () => {
    expect(title({ goesOn: 1 })).toBe(`${snap.module.title} — ${n[1]}: continued below`);
  });

  it('names those it asked who acted when that player is not one it asked, or it was done', () => {
    expect(title({ goesOn: 3 })).toBe(`${snap.module.title} — ${n[1]} and ${n[2]}: continued below`);
    expect(title({ goesOn: 1, ending: 'moved-on' })).toBe(`${snap.module.title} — ${n[1]} and ${n[2]}: done`);
  });
});

describe('a long turn record', () => {
  // A turn of bots' moves shows its latest 12 lines: "Random bot takes Largest Army (4 knights)." fell under
  // "…8 earlier", and Ben lost 2 VP with no line saying so.
  const moves = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `{p1} built a road ${i + 1}.` }));
  const events = [
    { text: '{p1} played a Knight.', kind: 'knight' },
    { text: '{p1} took Largest Army (4 knights).', kind: 'largestArmy' },
    { text: '{p1} secretly drew a card.', kind: 'buyDev', to: [1] },
    ...moves(13),
    { text: '{p1} took Longest Road (6).', kind: 'longestRoad' },
  ];
  const snap = () => snapOf(catan, catan.setup(4, catan.optionsSchema.parse({}), 'kept'));

  it('keeps who took Largest Army or Longest Road, after the count of the lines left out', () => {
    const lines = embedOf(
      turnPayload({ snap: snap(), presenter: presenterFor('catan'), events, picture: PNG }),
    ).description!.split('\n');
    const n = namesOf(snap());
    expect(lines.slice(0, 3)).toEqual([
      '…3 earlier (see /oil log)',
      `${n[1]} took Largest Army (4 knights).`,
      `${n[1]} built a road 3.`,
    ]);
    expect(lines.at(-1)).toBe(`${n[1]} took Longest Road (6).`);
    expect(lines).toHaveLength(14);
  });

  it('keeps them in the finished record too', () => {
    const record = finishedTurnPayload({
      snap: snap(),
      asked: [1],
      events,
      ending: 'moved-on',
      keptEvents: presenterFor('catan').keptEvents,
    });
    const lines = (record.embeds[0] as { toJSON(): { description?: string } })
      .toJSON()
      .description!.split('\n');
    expect(lines[0]).toBe('…3 earlier (see /oil log)');
    expect(lines[1]).toMatch(/took Largest Army \(4 knights\)\.$/);
  });
});

describe('a game ended early (/oil end)', () => {
  /** The part of `a` that `b` replaces: what lies between their common start and common end. */
  const between = (a: string, b: string) => {
    let pre = 0;
    while (pre < a.length && a[pre] === b[pre]) pre++;
    let suf = 0;
    while (suf < a.length - pre && suf < b.length - pre && a.at(-1 - suf) === b.at(-1 - suf)) suf++;
    return [a.slice(pre, a.length - suf), b.slice(pre, b.length - suf)] as const;
  };
  const altOf = (files: unknown) => (files as AttachmentBuilder[] | undefined)?.[0]?.description ?? '';

  it.each([
    ['Catan', catan],
    ['Oil Springs', oilSprings],
    ["Merit's Oil", meritOil],
    ['Wildcatters', wildcatters],
    ['a game of the generic presenter', race],
  ] as const)(
    '%s: the picture’s alt text says the game was ended, not whose move it is; no buttons, nobody to act',
    (_title, module) => {
      let moves = 0;
      const state = playUntil(module as AnyGameModule, `ended-${module.id}`, () => moves++ > 30);
      const snap = snapOf(module as AnyGameModule, state);
      const presenter = presenterFor(module.id);
      expect(snap.status.over).toBe(false);
      const whose = NAMES[snap.status.toAct[0]!]!;
      const live = presenter.altText(snap);
      snap.record.lifecycle = 'abandoned';
      const ended = presenter.altText(snap);
      // Only the sentence saying whose move it is changed: it says the game was ended instead.
      const [was, now] = between(live, ended);
      expect(was).toContain(whose);
      expect(ENDED_TEXT).toContain(now);
      expect(now.length).toBeGreaterThan(20);
      // The message a sync posts for it (`/oil board`): the same words, no action buttons, nobody asked.
      const payload = turnPayload({ snap, presenter, events: [], picture: PNG });
      expect(payload.content).toBe(`🏁 ${ENDED_TEXT}`);
      expect(embedOf(payload).title).toBe(`${snap.module.title} — game ended`);
      expect(altOf(payload.files)).toBe(ended);
      expect(rows(payload).flatMap((r) => r.components.map((b) => parseCustomId(b.custom_id)?.verb))).toEqual(
        ['hand'],
      );
      expect(embedOf(payload).fields?.map((f) => f.name)).not.toContain('To act');
      expect(payload.allowedMentions?.users).toEqual([]);
      // The turn message it ended: its picture drawn anew, with those words.
      const record = finishedTurnPayload({
        snap,
        asked: snap.status.toAct,
        events: [],
        ending: 'ended',
        board: { presenter, picture: PNG },
      });
      expect(altOf(record.files)).toBe(ended);
      expect(record.attachments).toEqual([]);
    },
  );
});

describe('lobby message', () => {
  it('opens with what the game is and how one wins, in one short line, for every offered game', () => {
    // A playtest: newcomers sat down at a lobby that never said what the game was about.
    for (const module of offeredGames()) {
      const goal = module.goal ?? '';
      expect(goal, module.id).toMatch(/^[A-Z][^\n*_`]{30,}\.$/);
      expect(goal.length, module.id).toBeLessThanOrEqual(GOAL_MAX_CHARS);
      expect(goal, module.id).toMatch(/\bwins\b/);
      const snap = snapOf(module, module.setup(module.players.min, module.optionsSchema.parse({}), 'l'));
      const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const } };
      game.seats = [{ seat: 0, userId: '200000000000000000', name: 'Ana', botKind: null }];
      const description = (
        lobbyPayload(game, module).embeds![0] as { toJSON(): { description?: string } }
      ).toJSON().description;
      expect(description?.startsWith(`*${goal}*\n\n1. <@`), module.id).toBe(true);
    }
    // The line says the engine's own numbers.
    expect(catan.goal).toContain(`first to ${catan.rules.vpToWin} victory points`);
    expect(oilSprings.goal).toContain(`${oilSprings.rules.vpToWin} VP at the end of your turn wins`);
    expect(wildcatters.goal).toContain(
      `for ${wildcatters.design.ROUNDS_BY_PLAYERS[4]} rounds (${wildcatters.design.ROUNDS_BY_PLAYERS[2]} with 2–3`,
    );
  });

  it('disables Start with the reason until enough players sit', () => {
    const snap = snapOf(race, race.setup(2, { target: 10 }, 'l'));
    const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const } };
    game.seats = [{ seat: 0, userId: '200000000000000000', name: 'Ana', botKind: null }];
    const p = lobbyPayload(game, race);
    const buttons = (p.components![0] as { toJSON(): APIActionRowComponent<APIButtonComponentWithCustomId> })
      .toJSON()
      .components.map((c) => [c.label, c.disabled ?? false]);
    expect(buttons).toEqual([
      ['Join', false],
      ['Leave', false],
      ['Add bot', false],
      ['Start — needs 1 more player or bot', true],
    ]);
    expect((p.embeds![0] as { toJSON(): { description?: string } }).toJSON().description).toMatch(
      /Press \*\*Join\*\* to take a seat/,
    );
  });

  it('says the options the host chose, so who joins knows the game they sit down to', () => {
    // A Merit's "Oil" lobby opened with length:short said nothing of it: a 20-round game looked like any.
    const lobby = (options: unknown) => {
      const snap = snapOf(meritOil, meritOil.setup(2, meritOil.optionsSchema.parse(options), 'l'));
      const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const, options } };
      game.seats = [{ seat: 0, userId: '200000000000000000', name: 'Ana', botKind: null }];
      return (lobbyPayload(game, meritOil).embeds![0] as { toJSON(): { description?: string } }).toJSON()
        .description;
    };
    expect(lobby({ length: 'short' })).toBe(
      `*${meritOil.goal!}*\n\n1. <@200000000000000000> (host)\n\nLength: short (20 rounds)\n` +
        '1/6 seats taken · 2–6 players. Press **Join** to take a seat; the host may **Add bot**, then presses **Start**.',
    );
    // No option given: the default, said all the same.
    expect(lobby({})).toContain('\n\nLength: standard (30 rounds)\n1/6 seats taken');
    expect(lobby({ length: 'full' })).toContain('Length: full (until every bill of lading is used)');
    // A game without options to tell says nothing more.
    const snap = snapOf(race, race.setup(2, { target: 10 }, 'l'));
    const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const } };
    game.seats = [{ seat: 0, userId: '200000000000000000', name: 'Ana', botKind: null }];
    expect(
      (lobbyPayload(game, race).embeds![0] as { toJSON(): { description?: string } }).toJSON().description,
    ).toMatch(/^1\. <@200000000000000000> \(host\)\n\n1\/4 seats taken/);
  });

  it("says Catan's map and Oil Springs' sequestering rules as the host chose them", () => {
    // A playtest's Oil Springs lobby opened with map:variable sequestering:wide-open said neither.
    const lobby = (module: typeof catan | typeof oilSprings, options: unknown) => {
      const snap = snapOf(module, module.setup(3, module.optionsSchema.parse(options), 'l'));
      const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const, options } };
      game.seats = [{ seat: 0, userId: '200000000000000000', name: 'Ana', botKind: null }];
      return (lobbyPayload(game, module).embeds![0] as { toJSON(): { description?: string } }).toJSON()
        .description;
    };
    expect(lobby(oilSprings, { map: 'variable', sequestering: 'wide-open' })).toBe(
      `*${oilSprings.goal!}*\n\n1. <@200000000000000000> (host)\n\n` +
        'Map: variable (shuffled terrain and numbers) · Sequestering: wide open (use oil and sequester in one turn)\n' +
        '1/4 seats taken · 3–4 players. Press **Join** to take a seat; the host may **Add bot**, then presses **Start**.',
    );
    // No option given: the defaults, said all the same.
    expect(lobby(oilSprings, {})).toContain(
      '\n\nMap: beginner · Sequestering: starting rules (use oil or sequester in a turn, not both)\n1/4 seats taken',
    );
    expect(lobby(catan, {})).toContain('\n\nMap: beginner\n1/4 seats taken');
    expect(lobby(catan, { map: 'variable' })).toContain('\n\nMap: variable (shuffled terrain and numbers)\n');
  });

  it('shuts Join and Add bot, saying why, when the table is full', () => {
    const snap = snapOf(race, race.setup(4, { target: 10 }, 'l'));
    const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const } };
    expect(game.seats).toHaveLength(race.players.max);
    const p = lobbyPayload(game, race);
    const buttons = (p.components![0] as { toJSON(): APIActionRowComponent<APIButtonComponentWithCustomId> })
      .toJSON()
      .components.map((c) => [c.label, c.disabled ?? false]);
    expect(buttons).toEqual([
      ['Join — the table is full', true],
      ['Leave', false],
      ['Add bot — the table is full', true],
      ['Start', false],
    ]);
    // Its text does not send anyone to the shut Join button.
    const text = (p.embeds![0] as { toJSON(): { description?: string } }).toJSON().description;
    expect(text).toMatch(/The table is full; the host presses \*\*Start\*\*\.$/);
    expect(text).not.toMatch(/Join/);
  });

  it("describes each game's bots in its own words: points for Catan, not for Merit's Oil or Wildcatters", () => {
    const words = (module: AnyGameModule) => {
      const snap = snapOf(module, module.setup(2, module.optionsSchema.parse({}), 'l'));
      const game = { ...snap, record: { ...snap.record, lifecycle: 'lobby' as const } };
      game.seats = [{ seat: 0, userId: '200000000000000000', name: 'Ana', botKind: null }];
      const rows = lobbyPayload(game, module).components!.map((r) =>
        (r as { toJSON(): APIActionRowComponent<APIStringSelectComponent> }).toJSON(),
      );
      const select = rows.flatMap((r) => r.components).find((c) => c.type === ComponentType.StringSelect);
      return Object.fromEntries((select?.options ?? []).map((o) => [o.value, o.description]));
    };
    expect(words(catan).greedy).toBe('Builds toward points, one move at a time');
    expect(words(oilSprings).greedy).toBe('Builds toward points, one move at a time');
    expect(words(catan).strong).toBe('Searches its moves and thinks a turn ahead');
    for (const module of [meritOil, wildcatters]) {
      const bots = words(module);
      expect(bots.random).toBe('Plays any legal move');
      expect(bots.greedy, module.id).toBeTruthy();
      expect(bots.greedy, module.id).not.toMatch(/points|build/i);
      expect(bots.greedy!.length).toBeLessThanOrEqual(100);
    }
    expect(words(meritOil).greedy).toMatch(/charters/i);
  });

  it('names the bots as the game will once it starts, so that none is renamed at the start', () => {
    // A playtest: the lobby read "Cautious bot", "Cautious bot 2" (numbered as added), and the game, numbering
    // them in play order, swapped the two names whenever the shuffle put the second one first.
    const f = newTable();
    try {
      let reversed = 0;
      for (let i = 0; i < 8; i++) {
        const channelId = `bots-${i}`;
        const seed = `bots-${i}`;
        f.table.openLobby({ guildId: 'g', channelId, gameId: 'test-race', host: tableAna, seed });
        f.table.addBot({ channelId, byUserId: tableAna.userId });
        f.table.addBot({ channelId, byUserId: tableAna.userId });
        const lobby = f.table.addBot({ channelId, byUserId: tableAna.userId, kind: 'gambler' });
        if (!lobby.ok) throw new Error(lobby.message);
        const text = (
          lobbyPayload(lobby.game, lobby.game.module).embeds![0] as { toJSON(): { description?: string } }
        ).toJSON().description!;
        // The lobby's lines by lobby seat: "2. Cautious bot".
        const shown = [...text.matchAll(/^(\d+)\. (.+)$/gm)].map((m) => m[2]!);
        expect(shown).toHaveLength(4);
        const r = f.table.start({ channelId, byUserId: tableAna.userId });
        if (!r.ok) throw new Error(r.message);
        // Each game seat is the lobby seat the shuffle put there; a bot's name there is the one the lobby showed.
        const order = shuffleSeats(seed, lobby.game.seats);
        order.forEach((s, seat) => {
          if (s.botKind) expect(shown[s.seat]).toBe(r.game.seats[seat]!.name);
        });
        // Some of these shuffles put the bot added second before the one added first.
        const added = order.filter((s) => s.botKind === 'cautious').map((s) => s.seat);
        if (added[0]! > added[1]!) reversed++;
      }
      expect(reversed).toBeGreaterThan(0);
    } finally {
      f.close();
    }
  });
});
