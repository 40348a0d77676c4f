/**
 * Linked steps open themselves (src/discord/linked-step.ts): a move that leaves its player nothing to do but
 * pick among one group's choices opens that group's chooser at once — in the chooser the move was picked in
 * (edited in place), or as the follow-up of a click on the turn message. Catan's setup settlement → its road,
 * a Knight → the robber's hex menu, a rolled 7 nobody discards for → the robber's hex menu, the roller's
 * discard through its form → the robber's hex menu as the form's answer, the discard's receipt kept above it
 * until the robbery; after a robbery the player has several things to do, so nothing opens; a double pick is
 * still refused cleanly. And what typed moves answer: the move's public line, or what holds the player up.
 */
import Database from 'better-sqlite3';
import { MessageFlags, type APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import { parseCustomId } from '../../src/discord/custom-id';
import { presenterFor } from '../../src/discord/presenters';
import { DISCARD_FORM_LABEL } from '../../src/discord/presenters/catan-public';
import { bundleWords } from '../../src/discord/presenters/words';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { Rng } from '../../src/games/rng';
import { playUntil, snapOf } from '../discord/snap';
import {
  answerOf,
  buttons,
  menuVersionOf,
  openLobby,
  selects,
  settle,
  threadIdIn,
  type Player,
} from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben, caro, dev } = useHarness({ players: ['ana', 'ben', 'caro', 'dev'] });
const everyone = () => [ana, ben, caro, dev];

/** A started four-player Catan game (all people) in a new thread. */
async function newGame(seed: string): Promise<string> {
  const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'catan', seed }));
  for (const p of [ben, caro, dev]) await p.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  return thread;
}

function rowOf(thread: string): number {
  return h.bot.app.desk.byChannel(thread)!.record.id;
}

function version(thread: string): number {
  return h.bot.app.desk.snapshot(rowOf(thread))!.record.version;
}

/** The player whose seat is `seat` in the game of `thread`. */
function playerAt(thread: string, seat: number): Player {
  const userId = h.bot.app.desk.byChannel(thread)!.seats.find((s) => s.seat === seat)!.userId;
  return everyone().find((p) => p.id === userId)!;
}

/** The game of `thread` put at `state` (same version), and its board posted anew with that state's buttons. */
async function putState(thread: string, state: CatanState): Promise<void> {
  const db = new Database(h.dbPath);
  db.pragma('busy_timeout = 5000');
  db.prepare('UPDATE games SET state = ? WHERE channel_id = ?').run(JSON.stringify(state), thread);
  db.close();
  expect((await ana.run(thread, 'oil board')).content).toBe('Posted a fresh board.');
}

/** `who`'s private choosers (ephemeral messages with a select or a button of the chooser) in `thread`. */
function choosersOf(who: Player, thread: string): APIMessage[] {
  return who
    .sees(thread)
    .filter((m) => ((m.flags ?? 0) & MessageFlags.Ephemeral) !== 0)
    .filter((m) => selects(m).length > 0 || buttons(m).some((b) => b.label === 'Confirm'));
}

/** The message `id` as `who` sees it now. */
function seen(who: Player, thread: string, id: string): APIMessage | undefined {
  return who.sees(thread).find((m) => m.id === id);
}

/** The group of a chooser's first select (its custom id: `pick.<group>…`). */
function groupOf(chooser: APIMessage): string | undefined {
  return parseCustomId(selects(chooser)[0]?.customId ?? '')?.args[0];
}

/** What `command`'s choice autocompletes for `who` in `thread` before anything is typed. */
function listedBefore(who: Player, thread: string, command: string) {
  return h.standIn.driver.autocomplete({
    user: who.user,
    channel: thread,
    command,
    focused: 'choice',
    options: { choice: '' },
  });
}

/** A new game, its first turn message, whoever it pings to place first, and the game's version. */
async function firstPlacer(seed: string) {
  const thread = await newGame(seed);
  const turn = ana.turnMessage(thread)!;
  const who = everyone().find((p) => (turn.content ?? '').includes(`<@${p.id}>`))!;
  return { thread, turn, who, before: version(thread) };
}

/**
 * A new game's first settlement, by whoever the turn message pings: its "Place settlement" clicked, the chooser it
 * opens, and the game's version then.
 */
async function settlementChooser(seed: string) {
  const { thread, turn, who } = await firstPlacer(seed);
  const place = buttons(turn).find((b) => /^Place settlement/.test(b.label) && !b.disabled)!;
  const click = who.click(turn, place.customId);
  await settle(h, click);
  return { thread, turn, who, chooser: answerOf(click)!, before: version(thread) };
}

it('setup: the settlement picked, the same chooser becomes the road menu; the road picked, it goes', async () => {
  const { thread, turn, who, chooser, before } = await settlementChooser('linked-setup');
  const select = selects(chooser)[0]!;
  await settle(h, who.select(chooser, select.customId, [select.options[0]!.value]));
  expect(version(thread)).toBe(before + 1);

  // The same private message, now the road's menu at the new version, its picture marking the roads.
  const road = seen(who, thread, chooser.id)!;
  expect(road.content).toMatch(/^\*\*Place road\*\* — \d+ choices\. Pick one:/);
  expect(groupOf(road)).toBe('road');
  expect(menuVersionOf(road)).toBe(before + 1);
  expect(road.attachments?.[0]?.description).toMatch(/^The board with the \d+ places? you can choose marked/);
  expect(choosersOf(who, thread).map((m) => m.id)).toEqual([chooser.id]);
  // The turn message is still the one message of the turn, edited: it asks for the road too.
  expect(buttons(ana.turnMessage(thread)!).some((b) => /^Place road/.test(b.label))).toBe(true);
  expect(ana.turnMessage(thread)!.id).toBe(turn.id);

  // The road picked: the next player places, so nothing opens for anyone and the chooser goes.
  const roadSelect = selects(road)[0]!;
  await settle(h, who.select(road, roadSelect.customId, [roadSelect.options[0]!.value]));
  expect(version(thread)).toBe(before + 2);
  expect(seen(who, thread, chooser.id)).toBeUndefined();
  for (const p of everyone()) expect(choosersOf(p, thread)).toEqual([]);
  expect(h.bot.app.choosers.size).toBe(0);
}, 60_000);

it('a settlement typed (/oil move): the command’s answer is the road menu under its receipt, and the road may be typed instead', async () => {
  const { thread, who, before } = await firstPlacer('linked-typed');
  const open = h.bot.app.choosers.size;
  const typed = who.command(thread, 'oil move', { choice: 'Spot 1' });
  await settle(h, typed);
  const reply = answerOf(typed)!;
  expect(version(thread)).toBe(before + 1);
  // The private answer is the road's menu at the new version, the receipt above its prompt, its picture marking the roads.
  expect(reply.content).toMatch(
    /^Done: .* placed a settlement on 1 [^\n]*\.\n\n\*\*Place road\*\* — \d+ choices\. Pick one:/,
  );
  expect(groupOf(reply)).toBe('road');
  expect(menuVersionOf(reply)).toBe(before + 1);
  expect(reply.attachments?.[0]?.description).toMatch(
    /^The board with the \d+ places? you can choose marked/,
  );
  expect(choosersOf(who, thread).map((m) => m.id)).toEqual([reply.id]);
  // It is their open chooser, which a later one replaces.
  expect(h.bot.app.choosers.size).toBe(open + 1);
  // Typed instead of picked: the road is placed, and the menu left open is stale, not a second road.
  const road = selects(reply)[0]!.options[0]!;
  expect((await who.run(thread, 'oil move', { choice: road.label })).content).toMatch(/^Done: /);
  expect(version(thread)).toBe(before + 2);
  await settle(h, who.select(reply, selects(reply)[0]!.customId, [road.value]));
  expect(version(thread)).toBe(before + 2);
}, 60_000);

it('a linked chooser Discord refuses to show: the move stands and its answer is its receipt, as without the chooser', async () => {
  const { thread, who, before } = await firstPlacer('linked-refused');
  // Every attempt at the chooser's edit of the command's reply (its `@original`, escaped in the path) fails:
  // discord.js tries a 5xx four times. The next edit goes through.
  const refused = h.standIn.driver.addFault({
    method: 'PATCH',
    route: /^\/webhooks\/[^/]+\/[^/]+\/messages\/(@|%40)original$/,
    fault: { kind: 'serverError' },
    times: 4,
  });
  const typed = who.command(thread, 'oil move', { choice: 'Spot 1' });
  await settle(h, typed);
  refused.remove();
  expect(refused.hits).toBe(4);
  expect(version(thread)).toBe(before + 1);
  const reply = answerOf(typed)!;
  // The receipt is the move's public line, as the turn message tells it.
  expect(reply.content).toMatch(/^Done: \w+ placed a settlement on 1 \(.*\.$/);
  expect(selects(reply)).toEqual([]);
  expect(choosersOf(who, thread)).toEqual([]);
  // The turn message's button still opens the road's menu.
  expect(buttons(ana.turnMessage(thread)!).some((b) => /^Place road/.test(b.label) && !b.disabled)).toBe(
    true,
  );
}, 60_000);

/** A new game, and the state its seed reaches in `phase` after set-up (to put it at with `putState`). */
async function pastSetup(
  seed: string,
  phase: CatanState['phase'],
): Promise<{ thread: string; state: CatanState<null> }> {
  const thread = await newGame(seed);
  const state = playUntil(
    catan,
    seed,
    (s) => (s as CatanState).phase === phase && (s as CatanState).turn > 2,
  );
  return { thread, state: state as CatanState<null> };
}

it('a typed roll answers with what the dice showed, not the choice\'s words ("Done: Roll the dice — Roll.")', async () => {
  const { thread, state } = await pastSetup('typed-roll', 'roll');
  await putState(thread, state);
  const who = playerAt(thread, state.current);
  const before = version(thread);
  const reply = await who.run(thread, 'oil roll');
  expect(version(thread)).toBeGreaterThan(before);
  // Spoken to the player who rolled, not of them by name.
  const rolled = /^Done: You rolled (\d+) \((\d)\+(\d)\)\.$/m.exec(reply.content ?? '');
  expect(rolled, reply.content).not.toBeNull();
  expect(Number(rolled![1])).toBe(Number(rolled![2]) + Number(rolled![3]));
}, 60_000);

it('a typed command before the roll with nothing of its kind to do says to roll first', async () => {
  // A playtest: "/oil build" before rolling said only "There is nothing to build for you right now."
  const { thread, state } = await pastSetup('typed-roll-first', 'roll');
  await putState(thread, state);
  const who = playerAt(thread, state.current);
  expect((await who.run(thread, 'oil build')).content).toBe(
    'There is nothing to build for you right now: roll the dice first.',
  );
  expect((await who.run(thread, 'oil endturn')).content).toBe(
    'You cannot end your turn right now: roll the dice first.',
  );
  expect(await listedBefore(who, thread, 'oil trade')).toEqual([
    { name: 'Not now: roll the dice first.', value: 'nothing' },
  ]);
}, 60_000);

it('a typed command the open offer of its maker holds up says so, not only "You cannot end your turn right now."', async () => {
  const { thread, state } = await pastSetup('typed-offer', 'main');
  const seat = state.current;
  state.hands[seat] = [1, 0, 0, 0, 0];
  state.hands[(seat + 1) % 4] = [0, 1, 0, 0, 0];
  const offered = catan.apply(state, seat, { type: 'offer', give: { lumber: 1 }, get: { brick: 1 } });
  if (!offered.ok) throw new Error(offered.error);
  await putState(thread, offered.state);
  const who = playerAt(thread, seat);
  const before = version(thread);
  const open = 'your offer (1 lumber for 1 brick) is open: confirm it or withdraw it first.';
  expect((await who.run(thread, 'oil endturn')).content).toBe(`You cannot end your turn right now: ${open}`);
  expect((await who.run(thread, 'oil build')).content).toBe(
    `There is nothing to build for you right now: ${open}`,
  );
  // A second offer typed while the first is open: it is their turn and they rolled, so "only on your turn,
  // after rolling" (a playtest's answer) was no reason; the open offer is.
  expect((await who.run(thread, 'oil trade', { give: '1 lumber', get: '1 ore' })).content).toBe(
    `You cannot offer a trade right now: ${open}`,
  );
  // The player asked to answer it, typing a command of the turn's, is told whose turn it is (a playtest read
  // "You cannot end your turn right now." as if it were theirs).
  const asked = playerAt(thread, (seat + 1) % 4);
  const turnOf = `it is ${h.bot.app.desk.byChannel(thread)!.seats.find((s) => s.seat === seat)!.name}'s turn`;
  expect((await asked.run(thread, 'oil endturn')).content).toBe(
    `You cannot end your turn right now: ${turnOf}. \`/oil move\` lists what you can do now.`,
  );
  // Its autocomplete too, in plain text (a choice shows no markdown).
  const build = await listedBefore(asked, thread, 'oil build');
  expect(build).toEqual([
    { name: `Not now: ${turnOf}. /oil move lists what you can do now.`, value: 'nothing' },
  ]);
  expect((await asked.run(thread, 'oil roll')).content).toBe(
    `There is nothing to roll for you right now: ${turnOf}. \`/oil move\` lists what you can do now.`,
  );
  expect(version(thread)).toBe(before);
}, 60_000);

it('a typed /oil trade offer answers as the offer form does: what was offered, for what', async () => {
  // A playtest: typed, it answered "Your offer is on the table."; sent through the form, "Done: You offered …".
  const { thread, state } = await pastSetup('typed-offer-words', 'main');
  const seat = state.current;
  state.hands[seat] = [1, 0, 0, 0, 0];
  state.hands[(seat + 1) % 4] = [0, 0, 0, 0, 1];
  await putState(thread, state);
  const who = playerAt(thread, seat);
  const offer = { give: '1 lumber', get: '1 ore' };
  const typed = (await who.run(thread, 'oil trade', offer)).content;
  expect(typed).toBe('Done: You offered 1 lumber for 1 ore.');
  expect((await who.run(thread, 'oil trade', { choice: 'withdraw' })).content).toBe(
    'Done: You withdrew the offer.',
  );
  const turn = who.turnMessage(thread)!;
  const button = buttons(turn).find((b) => b.label === 'Write your own offer…' && !b.disabled)!;
  const { click } = await who.openForm(turn, button.customId);
  expect(await who.submitForm(click, offer)).toBe(typed);
}, 60_000);

it('asked to answer an offer, a typed give: get: is a counter-offer, and a typed accept they cannot make says why', async () => {
  // A playtest: typed, a counter-offer answered "You cannot offer a trade right now (only on your turn, after
  // rolling)", and "accept" without the cards asked "Nothing you can do now matches "accept"".
  const { thread, state } = await pastSetup('typed-counter', 'main');
  const seat = state.current;
  state.hands = state.hands.map((_, s) =>
    s === seat ? [1, 0, 0, 0, 0] : s === (seat + 1) % 4 ? [0, 0, 1, 0, 0] : [0, 0, 0, 0, 1],
  );
  const offered = catan.apply(state, seat, { type: 'offer', give: { lumber: 1 }, get: { brick: 1 } });
  if (!offered.ok) throw new Error(offered.error);
  await putState(thread, offered.state);
  const lacking = playerAt(thread, (seat + 2) % 4);
  const before = version(thread);
  expect((await lacking.run(thread, 'oil trade', { choice: 'accept' })).content).toBe(
    "You can't accept the trade right now: needs 1 brick more.",
  );
  expect(version(thread)).toBe(before);
  const counter = playerAt(thread, (seat + 1) % 4);
  expect((await counter.run(thread, 'oil trade', { give: '1 wool', get: '1 lumber' })).content).toBe(
    'Done: You countered, giving 1 wool for 1 lumber.',
  );
  const after = h.bot.app.desk.snapshot(rowOf(thread))!.state as CatanState;
  expect(after.trade?.counters[(seat + 1) % 4]).toBeTruthy();
}, 60_000);

it("/oil move's list before anything is typed: builds, the card, end turn and the offers summed up, within 25", async () => {
  // A playtest: the list was mostly 1-for-1 offers, burying the builds, the development card and End turn.
  const { thread, state } = await pastSetup('typed-list', 'main');
  const seat = state.current;
  state.hands[seat] = [3, 3, 3, 3, 3];
  await putState(thread, state);
  const who = playerAt(thread, seat);
  const list = await listedBefore(who, thread, 'oil move');
  const names = list.map((c) => c.name);
  expect(names.length).toBeLessThanOrEqual(25);
  for (const name of ['Buy development card: Buy a card', 'End turn']) expect(names).toContain(name);
  expect(names.filter((n) => n.startsWith('Offer a trade: Give'))).toEqual([]);
  const offers = list.find((c) => c.name.startsWith('Offer a trade: 20 choices'))!;
  expect(offers.name).toBe('Offer a trade: 20 choices — type "offer a trade" to list them');
  // Sent as it is, it says how to pick one; nothing changes.
  const before = version(thread);
  expect((await who.run(thread, 'oil move', { choice: offers.value as string })).content).toMatch(
    /^Offer a trade has 20 choices: type "offer a trade"/,
  );
  // Without a choice, each kind named, the offers counted.
  expect((await who.run(thread, 'oil move')).content).toMatch(
    /^Say which: .*End turn, Offer a trade \(20 choices\)\.$/,
  );
  expect(version(thread)).toBe(before);
}, 60_000);

it('a typed /oil play or /oil build with nothing of its kind to do says why, as the button would', async () => {
  // A playtest: "/oil play" holding only a Knight bought this turn answered "There is nothing to play for you
  // right now." while the Play a card button told "cards bought this turn can be played from your next turn".
  const { thread, state } = await pastSetup('typed-why', 'main');
  const seat = state.current;
  state.hands[seat] = [0, 0, 0, 0, 0];
  state.devHand[seat] = [1, 0, 0, 0, 0];
  state.devNew[seat] = [1, 0, 0, 0, 0];
  state.devPlayedThisTurn = false;
  await putState(thread, state);
  const who = playerAt(thread, seat);
  expect((await who.run(thread, 'oil play')).content).toBe(
    'There is nothing to play for you right now: cards bought this turn can be played from your next turn.',
  );
  expect((await who.run(thread, 'oil build')).content).toMatch(
    /^There is nothing to build for you right now — Build road: needs 1 lumber, 1 brick more; .*Buy development card: needs 1 wool, 1 grain, 1 ore more\.$/,
  );
  // Its autocomplete says so too (a playtest: a blank list, which Discord shows as "no options"), in one entry
  // that changes nothing when chosen.
  const listed = (command: string) =>
    h.standIn.driver.autocomplete({
      user: who.user,
      channel: thread,
      command,
      focused: 'choice',
      options: { choice: '' },
    });
  expect(await listed('oil play')).toEqual([
    {
      name: 'Not now: cards bought this turn can be played from your next turn.',
      value: 'nothing',
    },
  ]);
  const build = await listed('oil build');
  expect(build.map((c) => c.value)).toEqual(['nothing']);
  expect(build[0]!.name).toMatch(/^Not now — Build road: needs 1 lumber, 1 brick more; /);
  expect(build[0]!.name.length).toBeLessThanOrEqual(100);
  const before = version(thread);
  expect((await who.run(thread, 'oil build', { choice: 'nothing' })).content).toMatch(
    /^There is nothing to build/,
  );
  expect(version(thread)).toBe(before);
}, 60_000);

it('setup with bots: the road picked, the bots place and a new turn asks again: the chooser goes, nothing opens', async () => {
  const { thread, lobby } = await openLobby(h, ana, { game: 'catan', seed: 'linked-bots' });
  const press = async (verb: string) => {
    const now = seen(ana, thread, lobby.id)!;
    await settle(h, ana.click(now, buttons(now).find((b) => b.customId.endsWith(`.${verb}`))!.customId));
  };
  for (let i = 0; i < 3; i++) await press('addbot');
  await press('start');
  const turn = ana.turnMessage(thread)!;
  const place = buttons(turn).find((b) => /^Place settlement/.test(b.label) && !b.disabled)!;
  const click = ana.click(turn, place.customId);
  await settle(h, click);
  const chooser = answerOf(click)!;
  const select = selects(chooser)[0]!;
  await settle(h, ana.select(chooser, select.customId, [select.options[0]!.value]));
  const road = seen(ana, thread, chooser.id)!;
  expect(groupOf(road)).toBe('road');
  const before = version(thread);
  await settle(h, ana.select(road, selects(road)[0]!.customId, [selects(road)[0]!.options[0]!.value]));
  // The bots placed theirs (this seed seats Ana before some of them), then Ana's second settlement is asked
  // in a new turn message, which pings her: its button opens the menu, the old chooser does not turn into it.
  expect(version(thread)).toBeGreaterThan(before + 1);
  const next = ana.turnMessage(thread)!;
  expect(next.id).not.toBe(turn.id);
  expect(buttons(next).some((b) => /^Place settlement/.test(b.label) && !b.disabled)).toBe(true);
  expect(seen(ana, thread, chooser.id)).toBeUndefined();
  expect(choosersOf(ana, thread)).toEqual([]);
}, 60_000);

it('a settlement picked twice at once: one move, the second told it was done, the road menu kept', async () => {
  const { thread, who, chooser, before } = await settlementChooser('linked-twice');
  const select = selects(chooser)[0]!;
  const value = select.options[0]!.value;
  const first = who.select(chooser, select.customId, [value]);
  const second = who.select(chooser, select.customId, [value]);
  await settle(h, first);
  await settle(h, second);
  expect(version(thread)).toBe(before + 1);
  expect(answerOf(second)?.content).toMatch(/^Already done: You placed a settlement\b/);
  // The chooser shows the road's menu, not overwritten by the refused second pick.
  const road = seen(who, thread, chooser.id)!;
  expect(groupOf(road)).toBe('road');
  expect(menuVersionOf(road)).toBe(before + 1);
}, 60_000);

/** `who` picks the first option of `chooser`'s menus (or presses its Confirm) until the game moves on. */
async function pickUntilMoved(who: Player, thread: string, chooser: APIMessage): Promise<void> {
  const before = version(thread);
  for (let i = 0; i < 6 && version(thread) === before; i++) {
    const now = seen(who, thread, chooser.id)!;
    const select = selects(now)[0];
    const confirm = buttons(now).find((b) => b.label === 'Confirm');
    if (select) await settle(h, who.select(now, select.customId, [select.options[0]!.value]));
    else if (confirm) await settle(h, who.click(now, confirm.customId));
    else break;
  }
  expect(version(thread)).toBe(before + 1);
}

it('a Knight confirmed: the same chooser becomes the robber’s hex menu; once robbed, with more to do, nothing opens', async () => {
  const thread = await newGame('linked-knight');
  // A main-phase moment, its player holding one Knight (and free to build, trade or end the turn after it).
  const state = playUntil(catan, 'linked-knight', (s) => (s as CatanState).phase === 'main') as CatanState;
  const seat = state.current;
  state.devHand[seat] = [1, 0, 0, 0, 0];
  state.devNew[seat] = [0, 0, 0, 0, 0];
  state.devPlayedThisTurn = false;
  await putState(thread, state);
  const who = playerAt(thread, seat);
  const open = h.bot.app.choosers.size; // other tests' choosers
  const turn = who.turnMessage(thread)!;
  const play = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === 'play' && !b.disabled)!;
  const click = who.click(turn, play.customId);
  await settle(h, click);
  const chooser = answerOf(click)!;
  expect(chooser.content).toMatch(/^\*\*Play a card\*\* › Knight/);
  const before = version(thread);
  await pickUntilMoved(who, thread, chooser);

  // Played: the chooser is now the robber's hex menu, with the board marking the hexes.
  const robber = seen(who, thread, chooser.id)!;
  expect(robber.content).toMatch(/^\*\*Move the robber\*\* — \d+ choices\. Pick one:/);
  expect(groupOf(robber)).toBe('robber');
  expect(menuVersionOf(robber)).toBe(before + 1);
  expect(robber.attachments?.[0]?.description).toMatch(
    /^The board with the \d+ places? you can choose marked/,
  );
  expect(choosersOf(who, thread).map((m) => m.id)).toEqual([chooser.id]);

  // The robber moved: the player may build, trade or end the turn, so no menu opens (the chooser goes, or
  // says only what was stolen).
  await pickUntilMoved(who, thread, robber);
  const after = seen(who, thread, chooser.id);
  if (after) {
    expect(after.content).toMatch(/^Done: Move the robber/);
    expect(after.components ?? []).toEqual([]);
  }
  expect(choosersOf(who, thread)).toEqual([]);
  expect(h.bot.app.choosers.size).toBe(open);
}, 60_000);

it('a 7 rolled from the turn message, nobody owing a discard: the robber’s hex menu comes as the click’s follow-up', async () => {
  const thread = await newGame('linked-seven');
  // A first roll that is a 7 (nobody holds more than 7 cards yet): found by rolling each candidate's dice.
  let state: CatanState | null = null;
  for (let k = 0; k < 100 && !state; k++) {
    const s = playUntil(
      catan,
      `linked-seven-${k}`,
      (x) => (x as CatanState).phase === 'roll',
    ) as CatanState<null>;
    const rolled = catan.apply(structuredClone(s), s.current, { type: 'roll' });
    if (rolled.ok && (rolled.state as CatanState).phase === 'robber') state = s;
  }
  await putState(thread, state!);
  const who = playerAt(thread, state!.current);
  const turn = who.turnMessage(thread)!;
  const roll = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === 'roll' && !b.disabled)!;
  const before = version(thread);
  // Clicked twice at once (a double click): one roll; the second click is told it was done and opens nothing.
  const click = who.click(turn, roll.customId);
  const again = who.click(turn, roll.customId);
  await settle(h, click);
  await settle(h, again);
  expect(version(thread)).toBe(before + 1);
  const chooser = answerOf(click)!;
  expect((chooser.flags ?? 0) & MessageFlags.Ephemeral).not.toBe(0);
  expect(chooser.content).toMatch(/^\*\*Move the robber\*\* — \d+ choices\. Pick one:/);
  expect(groupOf(chooser)).toBe('robber');
  expect(menuVersionOf(chooser)).toBe(before + 1);
  expect(h.standIn.driver.canSee('ana', chooser.id) === (who === ana)).toBe(true);
  expect(choosersOf(who, thread).map((m) => m.id)).toEqual([chooser.id]);
  // The turn message, edited in place, says the roll to everyone and asks for the robber.
  const edited = who.turnMessage(thread)!;
  expect(edited.id).toBe(turn.id);
  expect(buttons(edited).some((b) => /^Move the robber/.test(b.label))).toBe(true);
  expect(answerOf(again)?.content).toMatch(/^Already done: You rolled 7\b/);
}, 60_000);

/** The robber's hexes in `state` (its robber phase) with several players to rob there, by their step's label. */
function hexesWithVictims(state: CatanState): string[] {
  const robbery = presenterFor('catan')
    .choices(snapOf(catan, state), state.current)
    .filter((c) => c.group === 'robber');
  const hexes = robbery.map((c) => c.steps![0]!);
  return [...new Set(hexes)].filter((hex) => hexes.filter((x) => x === hex).length > 1);
}

/** `state` after the greedy bot's discard of each seat that owes one, in seat order. */
function afterDiscards(state: CatanState<null>): CatanState<null> {
  let s = state;
  for (let seat = 0; seat < 4; seat++) {
    if (s.discardOwed[seat] === 0) continue;
    const discard = catan.bots.greedy!(structuredClone(s), seat, Rng.fromSeed('discard'));
    const r = catan.apply(structuredClone(s), seat, discard);
    if (!r.ok) throw new Error(r.error);
    s = r.state as CatanState<null>;
  }
  return s;
}

/**
 * A first roll that is a 7 with its player holding 9 cards and the next seat 8 (both owe a discard; the other
 * two hold 2 each), after which the robber may go to a hex with two players to rob: the state before the roll,
 * found by rolling each candidate's dice.
 */
function sevenToDiscard(): CatanState {
  for (let k = 0; k < 200; k++) {
    const s = playUntil(
      catan,
      `linked-discard-${k}`,
      (x) => (x as CatanState).phase === 'roll',
    ) as CatanState<null>;
    const other = (s.current + 1) % 4;
    s.hands = s.hands.map((_, seat) =>
      seat === s.current ? [2, 2, 2, 2, 1] : seat === other ? [2, 2, 2, 1, 1] : [1, 1, 0, 0, 0],
    );
    s.bank = s.bank.map((_, r) => 19 - s.hands.reduce((n, hand) => n + hand[r]!, 0));
    const rolled = catan.apply(structuredClone(s), s.current, { type: 'roll' });
    if (!rolled.ok || (rolled.state as CatanState).phase !== 'discard') continue;
    if (hexesWithVictims(afterDiscards(rolled.state as CatanState<null>)).length > 0) return s;
  }
  throw new Error('no such 7 found');
}

/** `who` submits the discard form of the turn message with the greedy bot's discard: the submission. */
async function discardByForm(who: Player, thread: string, seat: number) {
  const turn = who.turnMessage(thread)!;
  const button = buttons(turn).find((b) => b.label === DISCARD_FORM_LABEL && !b.disabled)!;
  const { click } = await who.openForm(turn, button.customId);
  const state = h.bot.app.desk.snapshot(rowOf(thread))!.state as CatanState<null>;
  const discard = catan.bots.greedy!(structuredClone(state), seat, Rng.fromSeed('discard'));
  const cards = bundleWords((discard as { cards: Record<string, number> }).cards);
  const submit = h.standIn.driver.submitModal({ user: who.user, from: click, values: { cards } });
  await settle(h, submit);
  return submit;
}

/**
 * A new game put at `sevenToDiscard`'s roll, rolled from the turn message: the roller (`who`, at `seat`) and
 * the next player (`next`) owe a discard, and the next player's is made through its form first (`first`).
 */
async function sevenRolled(seed: string) {
  const thread = await newGame(seed);
  const state = sevenToDiscard();
  const seat = state.current;
  const other = (seat + 1) % 4;
  await putState(thread, state);
  const who = playerAt(thread, seat);
  const next = playerAt(thread, other);
  const turn = who.turnMessage(thread)!;
  const roll = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === 'roll' && !b.disabled)!;
  await settle(h, who.click(turn, roll.customId));
  expect(h.bot.app.desk.snapshot(rowOf(thread))!.status.toAct).toEqual([seat, other].sort());
  const first = await discardByForm(next, thread, other);
  return { thread, seat, who, next, first };
}

it('a discard submitted through its form, leaving only the robber to move: the form’s answer is the robber’s hex menu under its receipt, kept until the robbery', async () => {
  const open = h.bot.app.choosers.size; // other tests' choosers
  const { thread, seat, who, next, first } = await sevenRolled('linked-discard');

  // The other player discarded first: the roller still owes one, so the form's answer is its receipt alone.
  expect(answerOf(first)?.content).toMatch(/^Done: .* discarded [^\n]*\.$/);
  expect(selects(answerOf(first)!)).toEqual([]);
  expect(choosersOf(next, thread)).toEqual([]);

  // The roller's discard leaves her only the robber to move: her form's answer is its hex menu, the
  // discard's receipt above its prompt, its picture marking the hexes; it is her open chooser.
  const before = version(thread);
  const submit = await discardByForm(who, thread, seat);
  expect(version(thread)).toBe(before + 1);
  const chooser = answerOf(submit)!;
  expect((chooser.flags ?? 0) & MessageFlags.Ephemeral).not.toBe(0);
  const receipt = /^Done: .* discarded [^\n]*\./.exec(chooser.content ?? '')?.[0];
  expect(receipt, chooser.content).toBeDefined();
  expect(chooser.content).toMatch(/\n\n\*\*Move the robber\*\* — \d+ choices\. Pick one:/);
  expect(groupOf(chooser)).toBe('robber');
  expect(menuVersionOf(chooser)).toBe(before + 1);
  expect(chooser.attachments?.[0]?.description).toMatch(
    /^The board with the \d+ places? you can choose marked/,
  );
  expect(h.standIn.driver.canSee(next.user, chooser.id)).toBe(false);
  expect(choosersOf(who, thread).map((m) => m.id)).toEqual([chooser.id]);
  expect(h.bot.app.choosers.size).toBe(open + 1);

  // A hex with two players to rob: the next level, whom to rob, still says the discard above its prompt.
  const hex = hexesWithVictims(h.bot.app.desk.snapshot(rowOf(thread))!.state as CatanState)[0]!;
  const select = selects(chooser)[0]!;
  const option = select.options.find((o) => o.label === hex)!;
  expect(option.value).toMatch(/^s\d+$/);
  await settle(h, who.select(chooser, select.customId, [option.value]));
  expect(version(thread)).toBe(before + 1);
  const victims = seen(who, thread, chooser.id)!;
  expect(victims.content).toMatch(/\*\*Move the robber\*\* › Hex [^\n]* — 2 choices\. Pick one:/);
  expect(victims.content?.startsWith(`${receipt}\n\n**Move the robber**`), victims.content).toBe(true);

  // The victim picked: the move is made, and the chooser says the robbery (a steal only she may read), no
  // longer the discard; it is no longer her open chooser.
  const victim = selects(victims)[0]!;
  await settle(h, who.select(victims, victim.customId, [victim.options[0]!.value]));
  expect(version(thread)).toBe(before + 2);
  const done = seen(who, thread, chooser.id)!;
  expect(done.content).toMatch(/^Done: Move the robber — Hex [^\n]*\.\n[^\n]*stole 1 \w+ from /);
  expect(done.content).not.toContain(receipt);
  expect(done.components ?? []).toEqual([]);
  expect(choosersOf(who, thread)).toEqual([]);
  expect(h.bot.app.choosers.size).toBe(open);
}, 60_000);

it('the robber’s hex menu a discard form turned into is the player’s open chooser: the turn message’s button replaces it', async () => {
  const open = h.bot.app.choosers.size; // other tests' choosers
  const { thread, seat, who } = await sevenRolled('linked-discard-replaced');
  const chooser = answerOf(await discardByForm(who, thread, seat))!;
  expect(groupOf(chooser)).toBe('robber');
  expect(h.bot.app.choosers.size).toBe(open + 1);
  // Her click on the turn message's "Move the robber" opens the same menu anew, as a follow-up without the
  // discard's receipt, and the form's answer goes: one private menu at a time.
  const turn = who.turnMessage(thread)!;
  const move = buttons(turn).find((b) => /^Move the robber/.test(b.label) && !b.disabled)!;
  const click = who.click(turn, move.customId);
  await settle(h, click);
  const again = answerOf(click)!;
  expect(again.id).not.toBe(chooser.id);
  expect(again.content).toMatch(/^\*\*Move the robber\*\* — \d+ choices\. Pick one:/);
  expect(seen(who, thread, chooser.id)).toBeUndefined();
  expect(choosersOf(who, thread).map((m) => m.id)).toEqual([again.id]);
  expect(h.bot.app.choosers.size).toBe(open + 1);
}, 60_000);
