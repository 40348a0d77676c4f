/**
 * My hand kept live, end to end through the stand-in and unmodified discord.js (src/discord/private-views.ts):
 * a roll that gives a player cards edits the My hand they have open, to what a new one would show; a player the
 * roll gives nothing keeps theirs as it was, untouched; a 7 that asks a player to discard edits theirs to say so,
 * though none of their cards changed, and their discard edits it again; once the interaction's 15 minutes are
 * over no edit is tried (the stand-in refuses a dead token as Discord does); and after a restart the views shown
 * before it stay as they were, without an edit and without an error.
 */
import Database from 'better-sqlite3';
import type { APIMessage } from 'discord-api-types/v10';
import pino from 'pino';
import { expect, it } from 'vitest';
import { DISCARD_FORM_LABEL } from '../../src/discord/presenters/catan-public';
import { bundleWords } from '../../src/discord/presenters/words';
import { catan } from '../../src/games/catan';
import type { CatanState } from '../../src/games/catan/types';
import { Rng } from '../../src/games/rng';
import { playUntil } from '../discord/snap';
import { answerOf, buttonId, buttons, settle, threadIdIn, type Player } from './harness';
import { useHarness } from './use-harness';

const MINUTE = 60_000;
/** The bot's clock runs ahead of real time by this much, as the stand-in's does (`driver.advanceClock`). */
let ahead = 0;
const logLines: string[] = [];
const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });

const { h, ana, ben, caro, dev } = useHarness({
  players: ['ana', 'ben', 'caro', 'dev'],
  bot: { clocks: { now: () => Date.now() + ahead }, logger },
});
const everyone = () => [ana, ben, caro, dev];

const total = (hand: readonly number[]) => hand.reduce((a, n) => a + n, 0);

/**
 * A four-player Catan game at the start of a turn whose roll gives `gains` cards and leaves `still` (another
 * player than the roller) as they were: the first seed from `prefix` that does.
 */
async function rollAhead(
  prefix: string,
): Promise<{ thread: string; roller: Player; gains: Player; still: Player }> {
  for (let i = 0; ; i++) {
    const seed = `${prefix}-${i}`;
    const state = playUntil(
      catan,
      seed,
      (s) => (s as CatanState).phase === 'roll' && (s as CatanState).turn > 2,
    ) as CatanState<null>;
    const rolled = catan.apply(structuredClone(state), state.current, { type: 'roll' });
    if (!rolled.ok || rolled.state.phase !== 'main') continue;
    const before = state.hands;
    const gains = rolled.state.hands.findIndex((hand, seat) => total(hand) > total(before[seat]!));
    const still = rolled.state.hands.findIndex(
      (hand, seat) => seat !== state.current && total(hand) === total(before[seat]!),
    );
    if (gains < 0 || still < 0) continue;
    const { thread, at } = await gameAt(seed, state);
    return { thread, roller: at(state.current), gains: at(gains), still: at(still) };
  }
}

/** A four-player Catan game of `seed` put at `state` (the same version), its board posted anew. */
async function gameAt(
  seed: string,
  state: CatanState<null>,
): Promise<{ thread: string; at: (seat: number) => Player }> {
  const thread = threadIdIn(await ana.run('general', 'oil new', { game: 'catan', seed }));
  for (const p of [ben, caro, dev]) await p.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  const db = new Database(h.dbPath);
  db.pragma('busy_timeout = 5000');
  db.prepare('UPDATE games SET state = ? WHERE channel_id = ?').run(JSON.stringify(state), thread);
  db.close();
  expect((await ana.run(thread, 'oil board')).content).toBe('Posted a fresh board.');
  const at = (seat: number) => {
    const userId = h.bot.app.desk.byChannel(thread)!.seats.find((s) => s.seat === seat)!.userId;
    return everyone().find((p) => p.id === userId)!;
  };
  return { thread, at };
}

/**
 * A four-player Catan game at the start of a turn whose roll is a 7, where the player after the roller holds 9
 * cards (taken from the bank), so the 7 asks them to discard 4 and changes none of their cards.
 */
async function sevenAhead(prefix: string): Promise<{ thread: string; roller: Player; owes: Player }> {
  const rollsSeven = (s: CatanState<null>) => {
    const rolled = catan.apply(structuredClone(s), s.current, { type: 'roll' });
    return rolled.ok && rolled.state.lastRoll!.reduce((a, b) => a + b, 0) === 7;
  };
  for (let i = 0; ; i++) {
    const seed = `${prefix}-${i}`;
    const state = playUntil(catan, seed, (s) => {
      const c = s as CatanState<null>;
      return c.phase === 'roll' && c.turn > 2 && rollsSeven(c);
    }) as CatanState<null>;
    if (state.phase !== 'roll') continue;
    const owes = (state.current + 1) % state.seats;
    const hand = state.hands[owes]!;
    for (let r = 0; total(hand) < 9; r = (r + 1) % hand.length)
      if (state.bank[r]! > 0) {
        state.bank[r]!--;
        hand[r]!++;
      }
    const { thread, at } = await gameAt(seed, state);
    return { thread, roller: at(state.current), owes: at(owes) };
  }
}

/**
 * `p` opens My hand from the turn message: the reply, and a count of the edits tried through its token from
 * now on (whether the stand-in took them or not). A 429 sent again would count twice, but none can come: these
 * edits go to an interaction-token route, outside the global limit that turn-record.test.ts waits out, and its
 * bucket (50 a second) is the token's own, which sees one or two edits.
 */
async function openHand(
  p: Player,
  thread: string,
): Promise<{ id: string; shown: APIMessage; edits: () => number }> {
  const turn = p.turnMessage(thread)!;
  const click = p.click(turn, buttonId(turn, '.hand'));
  await settle(h, click);
  const shown = structuredClone(answerOf(click)!);
  const counter = h.standIn.driver.addFault({
    method: 'PATCH',
    route: click.record.token,
    fault: { kind: 'delay', delayMs: 0 },
    times: Infinity,
  });
  return { id: shown.id, shown, edits: () => counter.hits };
}

/** The message `id` as `p` sees it now. */
const seen = (p: Player, thread: string, id: string) => p.sees(thread).find((m) => m.id === id)!;

/** The roller rolls (typed), and everything the move set off is done. */
async function roll(roller: Player, thread: string): Promise<void> {
  expect((await roller.run(thread, 'oil roll')).content).toMatch(/^Done: \w+ rolled \d+/);
  await h.bot.idle();
}

const privateViewLines = () => logLines.filter((l) => l.includes('private view'));

it('a roll that gives a player cards edits their open My hand; a player it gives nothing keeps theirs untouched', async () => {
  const { thread, roller, gains, still } = await rollAhead('live-hand');
  const theirs = await openHand(gains, thread);
  const others = await openHand(still, thread);
  await roll(roller, thread);
  // The hand that changed shows what a My hand opened now shows: the new cards, the digest of the roll.
  const edited = seen(gains, thread, theirs.id);
  expect(theirs.edits()).toBe(1);
  expect(edited.embeds[0]!.description).not.toBe(theirs.shown.embeds[0]!.description);
  const fresh = await openHand(gains, thread);
  expect(edited.embeds[0]!.description).toBe(fresh.shown.embeds[0]!.description);
  expect(edited.content).toBe(fresh.shown.content);
  // The since picture replaced, not added beside the old one.
  expect(edited.attachments.map((a) => [a.filename, a.description])).toEqual(
    fresh.shown.attachments.map((a) => [a.filename, a.description]),
  );
  expect(edited.attachments).toHaveLength(1);
  // Nothing of the other player's changed: no edit was even tried.
  expect(others.edits()).toBe(0);
  expect(seen(still, thread, others.id)).toEqual(others.shown);
  expect(privateViewLines()).toEqual([]);
}, 120_000);

it('a 7 tells a player who must discard so in their open My hand, and the discard takes it away', async () => {
  const { thread, roller, owes } = await sevenAhead('seven-hand');
  const theirs = await openHand(owes, thread);
  expect(theirs.shown.embeds[0]!.description).not.toMatch(/discard/i);
  await roll(roller, thread);
  // The 7 changed none of their cards, yet their view was edited to say what the game waits for from them.
  expect(theirs.edits()).toBe(1);
  const asked = seen(owes, thread, theirs.id).embeds[0]!.description!;
  expect(asked.split('\n')[0]).toBe(
    '⚠️ **You must discard 4 cards** after the 7: press Discard on the turn message. The robber waits for every discard.',
  );
  // As a My hand opened now shows it; that one is kept from now on, in place of the first.
  const again = await openHand(owes, thread);
  expect(asked).toBe(again.shown.embeds[0]!.description);
  // Discarded: the line is gone from the view (edited again, as their cards changed too).
  const turn = owes.turnMessage(thread)!;
  const button = buttons(turn).find((b) => b.label === DISCARD_FORM_LABEL && !b.disabled)!;
  const { click } = await owes.openForm(turn, button.customId);
  const state = h.bot.app.desk.snapshot(h.bot.app.desk.byChannel(thread)!.record.id)!
    .state as CatanState<null>;
  const seat = state.discardOwed.findIndex((n) => n > 0);
  const discard = catan.bots.greedy!(structuredClone(state), seat, Rng.fromSeed('discard'));
  const cards = bundleWords((discard as { cards: Record<string, number> }).cards);
  expect(await owes.submitForm(click, { cards })).toMatch(/^Done: /);
  await h.bot.idle();
  expect(h.bot.app.desk.byChannel(thread)!.status!.toAct).toEqual([state.current]);
  expect(again.edits()).toBe(1);
  expect(seen(owes, thread, again.id).embeds[0]!.description).not.toMatch(/discard/i);
  expect(privateViewLines()).toEqual([]);
}, 120_000);

it('a roll made while My hand is on its way still reaches it: the view catches up once shown', async () => {
  const { thread, roller, gains } = await rollAhead('racing-hand');
  const turn = gains.turnMessage(thread)!;
  const click = gains.click(turn, buttonId(turn, '.hand'));
  // The reply is held on its way (its edit of the deferred reply), drawn before the roll.
  const held = h.standIn.driver.addFault({
    method: 'PATCH',
    route: click.record.token,
    fault: { kind: 'delay', delayMs: 1_500 },
  });
  await h.standIn.driver.waitUntil(
    [],
    () => (held.hits > 0 ? true : undefined),
    { timeoutMs: 20_000 },
    'the held reply',
    10,
  );
  await roll(roller, thread);
  await settle(h, click);
  const fresh = await openHand(gains, thread);
  expect(seen(gains, thread, answerOf(click)!.id).embeds[0]!.description).toBe(
    fresh.shown.embeds[0]!.description,
  );
}, 120_000);

it('after the token’s 15 minutes no edit is tried: the view stays as it was', async () => {
  const { thread, roller, gains } = await rollAhead('late-hand');
  const kept = h.bot.app.views.size; // the views of the test before, still live
  const theirs = await openHand(gains, thread);
  expect(h.bot.app.views.size).toBe(kept + 1);
  h.standIn.driver.advanceClock(15 * MINUTE);
  ahead += 15 * MINUTE;
  await roll(roller, thread);
  expect(theirs.edits()).toBe(0);
  expect(seen(gains, thread, theirs.id)).toEqual(theirs.shown);
  expect(h.bot.app.views.size).toBe(0);
  expect(privateViewLines()).toEqual([]);
}, 120_000);

it('after a restart the views shown before it stay as they were: no edit, no error', async () => {
  const { thread, roller, gains } = await rollAhead('restart-hand');
  const theirs = await openHand(gains, thread);
  await h.restart();
  await roll(roller, thread);
  expect(theirs.edits()).toBe(0);
  expect(seen(gains, thread, theirs.id)).toEqual(theirs.shown);
  expect(privateViewLines()).toEqual([]);
  // The restarted bot keeps the views shown after it.
  const again = await openHand(gains, thread);
  expect(h.bot.app.views.size).toBe(1);
  expect(again.edits()).toBe(0);
}, 120_000);
