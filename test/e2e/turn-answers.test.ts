/**
 * One turn message per turn, also when others answer out of turn: the player to move makes a trade offer (a
 * deal in Merit's "Oil"), the bots answer it at once, and the move comes back to her. Her turn message is
 * edited in place and pings her once, for the turn; only a real change of turn posts a new message that pings
 * whoever must act then (src/discord/turn-goes-on.ts `continuesTurn`).
 */
import Database from 'better-sqlite3';
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it, vi } from 'vitest';
import { ANSWER_ACCEPTED, type CatanState } from '../../src/games/catan/types';
import type { MeritView } from '../../src/games/merit-oil/types';
import { runBotTurns } from '../../src/table/bots';
import { RESOURCES } from '../../src/games/catan/data';
import { GameDriver, catanMainTurnWithCards } from './full-game';
import { buttons, settle, versionOf, type Player } from './harness';
import { parseCustomId } from '../../src/discord/custom-id';
import type { GameSnapshot } from '../../src/discord/desk';
import { useHarness } from './use-harness';
import { ReminderTimer } from '../../src/discord/reminders';

const { h } = useHarness();

/** Ana (and Ben) and bots; the humans play the greedy bot's moves unless the test scripts the next one. */
class ScriptedDriver extends GameDriver {
  constructor(gameId: string, seed: string, humans: readonly string[] = ['ana']) {
    super(h, gameId, seed, 0, humans);
  }

  get ana(): Player {
    return this.players.ana!;
  }

  anaSeat(snap = this.snapshot()): number {
    return snap.seats.find((s) => s.userId === this.ana.id)!.seat;
  }

  /** Play Ana's `action` through Discord (a button and its chooser, or the offer's modal). */
  async play(action: Record<string, unknown>): Promise<void> {
    this.next = action;
    expect(await this.step()).toBe(true);
    expect(this.next, 'the scripted action was played').toBeNull();
  }

  /** Ana's legal action of `type` now, if any. */
  legal(type: string): Record<string, unknown> | undefined {
    const snap = this.snapshot();
    const legal = snap.module.legalActions(snap.state, this.anaSeat(snap)) as Record<string, unknown>[];
    return legal.find((a) => a.type === type);
  }

  /**
   * An offer of Ana's that a bot accepts now (the bots' answers worked out as the table will: same seed, same
   * version), so that she has a trade to confirm or withdraw; null when none of one card for one does.
   */
  acceptedOffer(): Record<string, unknown> | null {
    const snap = this.snapshot();
    const seat = this.anaSeat(snap);
    const hand = (snap.state as CatanState).hands[seat]!;
    for (let give = 0; give < RESOURCES.length; give++) {
      if (hand[give]! === 0) continue;
      for (let get = 0; get < RESOURCES.length; get++) {
        if (get === give) continue;
        const offer = { type: 'offer', give: { [RESOURCES[give]!]: 1 }, get: { [RESOURCES[get]!]: 1 } };
        const applied = snap.module.apply(structuredClone(snap.state), seat, offer);
        if (!applied.ok) continue;
        const { version, seed } = snap.record;
        const bots = runBotTurns({
          module: snap.module,
          state: applied.state,
          seats: snap.seats,
          seed,
          version: version + 1,
        });
        const trade = (bots.state as CatanState).trade;
        if (trade?.answers.includes(ANSWER_ACCEPTED) && bots.status.toAct.includes(seat)) return offer;
      }
    }
    return null;
  }
}

it('Catan: Ana offers trades, the bots answer, she confirms one, withdraws one and builds on: one turn message edited in place, one ping; ending her turn posts a new one', async () => {
  const game = new ScriptedDriver('catan', 'e2e-turn-answers');
  await game.open();
  const seat = game.anaSeat();
  const state = () => game.snapshot().state as CatanState;
  // The game goes on until she has rolled on her turn and has an offer a bot takes.
  await game.fastForward((snap) => {
    const s = snap.state as CatanState;
    const cards = s.hands[seat]!.reduce((a, b) => a + b, 0);
    return (
      s.phase === 'main' && s.current === seat && s.trade === null && cards >= 5 && !!game.acceptedOffer()
    );
  });
  const offer = game.acceptedOffer();
  expect(offer, 'an offer a bot takes, on one of her turns').not.toBeNull();
  const turn = game.latestTurn();
  expect(game.pingsSince(turn, game.ana.id)).toEqual([turn.id]); // her turn message pinged her

  /** The turn message is still `turn`, showing the game as it is now, and it alone pinged her. */
  const sameTurnMessage = () => {
    expect(game.latestTurn().id).toBe(turn.id);
    expect(versionOf(game.latestTurn())).toBe(game.snapshot().record.version);
    expect(game.since(turn).map((m) => m.id)).toEqual([turn.id]);
    expect(game.pingsSince(turn, game.ana.id)).toEqual([turn.id]);
  };
  const before = game.snapshot().record.version;
  await game.play(offer!);
  // The bots answered at once (the game moved on by their answers too), one accepted, and the move is Ana's
  // again: to confirm or withdraw.
  expect(game.snapshot().record.version).toBeGreaterThan(before + 1);
  expect(state().trade?.answers).toContain(ANSWER_ACCEPTED);
  expect(game.snapshot().status.toAct).toEqual([seat]);
  sameTurnMessage();
  await game.play(game.legal('withdraw')!);
  expect(state().trade).toBeNull();
  sameTurnMessage();
  // She offers again, and confirms with the bot who takes it.
  const again = game.acceptedOffer();
  expect(again, 'an offer a bot takes, again').not.toBeNull();
  await game.play(again!);
  sameTurnMessage();
  await game.play(game.legal('confirm')!);
  expect(state().trade).toBeNull();
  sameTurnMessage();
  // She builds or buys on with what she has.
  const played: string[] = [];
  for (const types of [
    ['city', 'settlement', 'road', 'buyDev', 'maritime'],
    ['city', 'settlement', 'road', 'buyDev'],
  ]) {
    const build = types.map((t) => game.legal(t)).find(Boolean);
    if (!build) break;
    await game.play(build);
    played.push(build.type as string);
    sameTurnMessage();
  }
  expect(
    played.filter((t) => t !== 'maritime'),
    'she built or bought',
  ).not.toHaveLength(0);
  // What happened during the turn is told on it: the offers and the answers.
  expect(game.latestTurn().embeds?.[0]?.description).toMatch(/offer/i);

  // `/oil board` reposts the turn without pinging her again.
  expect((await game.ana.run(game.thread, 'oil board')).content).toBe('Posted a fresh board.');
  const repost = game.latestTurn();
  expect(repost.id).not.toBe(turn.id);
  expect(repost.mentions).toHaveLength(0);
  expect(repost.embeds?.[0]?.description).toMatch(/offer/i);

  // Ending her turn is a change of turn: the bots play theirs, and her next turn is a new message that pings
  // her; the reposted one is finished.
  await game.play({ type: 'endTurn' });
  const next = game.latestTurn();
  expect(game.snapshot().status.toAct).toEqual([seat]);
  expect(game.since(repost).map((m) => m.id)).toEqual([repost.id, next.id]);
  expect(next.mentions.map((u) => u.id)).toEqual([game.ana.id]);
  expect(game.publicMessages().find((m) => m.id === repost.id)!.components ?? []).toHaveLength(0);
}, 120_000);

it("Merit's Oil: Ana offers a bot a deal and it answers at once: her turn message is edited in place, one ping; the next turn is a new message that pings her", async () => {
  const game = new ScriptedDriver('merit-oil', 'e2e-turn-deal');
  await game.open();
  const seat = game.anaSeat();
  const view = () => {
    const snap = game.snapshot();
    return snap.module.view(snap.state, null) as MeritView;
  };
  // The game goes on until, on her turn, she may offer a deal.
  await game.fastForward(() => {
    const v = view();
    return (
      v.current === seat &&
      v.offers.length === 0 &&
      v.toAct.join() === String(seat) &&
      !!game.legal('offerDeal')
    );
  }, 300);
  const deal = game.legal('offerDeal');
  expect(deal, 'a deal Ana may offer on her turn').toBeDefined();
  const turn = game.latestTurn();
  expect(game.pingsSince(turn, game.ana.id)).toEqual([turn.id]);
  const before = game.snapshot().record.version;
  await game.play(deal!);
  // The bot answered at once, and the move is Ana's again: the same message, edited, told both.
  expect(game.snapshot().record.version).toBe(before + 2);
  expect(view().offers).toHaveLength(0);
  expect(game.snapshot().status.toAct).toEqual([seat]);
  expect(game.latestTurn().id).toBe(turn.id);
  expect(versionOf(game.latestTurn())).toBe(game.snapshot().record.version);
  expect(game.since(turn).map((m) => m.id)).toEqual([turn.id]);
  expect(game.latestTurn().embeds?.[0]?.description).toMatch(/^Ana offered .+\n.*(bought|sold) /m);
  // She plays on; once her turn is over, the next message asking her is a new one that pings her.
  for (let i = 0; i < 50 && game.latestTurn().id === turn.id; i++) expect(await game.step()).toBe(true);
  const next = game.latestTurn();
  expect(next.id).not.toBe(turn.id);
  expect(next.mentions.map((u) => u.id)).toEqual([game.ana.id]);
  expect(game.publicMessages().find((m) => m.id === turn.id)!.components ?? []).toHaveLength(0);
}, 120_000);

it('Catan: Ana offers a trade Ben must answer: a new message pings Ben alone; after his answer her turn goes on in that message, without pinging her again', async () => {
  const game = new ScriptedDriver('catan', 'e2e-turn-answers-ben', ['ana', 'ben']);
  await game.open();
  const ben = game.players.ben!;
  const seat = game.anaSeat();
  const state = () => game.snapshot().state as CatanState;
  await game.fastForward(catanMainTurnWithCards(seat));
  expect(state().phase).toBe('main');
  const turn = game.latestTurn();
  expect(turn.mentions.map((u) => u.id)).toEqual([game.ana.id]);
  const hand = state().hands[seat]!;
  const give = hand.findIndex((n) => n > 0);
  const offer = { type: 'offer', give: { [RESOURCES[give]!]: 1 }, get: { [RESOURCES[(give + 1) % 5]!]: 1 } };
  await game.play(offer);
  // The bots answered; Ben must: a new message asks him, and pings him alone.
  const benSeat = game.snapshot().seats.find((x) => x.userId === ben.id)!.seat;
  expect(game.snapshot().status.toAct).toEqual([benSeat]);
  const ask = game.latestTurn();
  expect(ask.id).not.toBe(turn.id);
  expect(ask.mentions.map((u) => u.id)).toEqual([ben.id]);
  // Ben declines: the move is Ana's again, on the same message (edited), and nobody is pinged.
  game.next = { type: 'decline' };
  expect(await game.step()).toBe(true);
  expect(game.snapshot().status.toAct).toEqual([seat]);
  const sameMessage = () => {
    expect(game.latestTurn().id).toBe(ask.id);
    expect(versionOf(game.latestTurn())).toBe(game.snapshot().record.version);
    expect(game.since(ask).map((m) => m.id)).toEqual([ask.id]);
  };
  sameMessage();
  // She settles the offer if a bot took it, and plays on in the same message until her turn ends.
  if (state().trade !== null) {
    await game.play((game.legal('confirm') ?? game.legal('withdraw'))!);
    sameMessage();
  }
  await game.play({ type: 'endTurn' });
  const next = game.latestTurn();
  expect(next.id).not.toBe(ask.id);
  const humans = game.snapshot().status.toAct.map((s) => game.snapshot().seats[s]!.userId);
  expect(next.mentions.map((u) => u.id).sort()).toEqual(humans.sort());
  // The finished message tells whose moves it showed: Ben's answer and Ana's turn.
  expect(game.publicMessages().find((m) => m.id === ask.id)!.embeds?.[0]?.title).toMatch(
    /(Ana and Ben|Ben and Ana): done$/,
  );
}, 120_000);

/** A Catan game of Ana and three other people, at her main turn with cards; `until` picks one further. */
async function anasTurn(
  seed: string,
  until: (snap: GameSnapshot, game: ScriptedDriver) => boolean = () => true,
): Promise<{ game: ScriptedDriver; seat: number; turn: APIMessage }> {
  const game = new ScriptedDriver('catan', seed, ['ana', 'ben', 'caro', 'dev']);
  await game.open();
  const seat = game.anaSeat();
  await game.fastForward((snap) => catanMainTurnWithCards(seat)(snap) && until(snap, game));
  return { game, seat, turn: game.latestTurn() };
}

/** Ana offers one card she holds for one of the next kind: a new message asks the others. Returns it. */
async function anaOffers(game: ScriptedDriver): Promise<APIMessage> {
  const before = game.latestTurn();
  const give = (game.snapshot().state as CatanState).hands[game.anaSeat()]!.findIndex((n) => n > 0);
  await game.play({
    type: 'offer',
    give: { [RESOURCES[give]!]: 1 },
    get: { [RESOURCES[(give + 1) % 5]!]: 1 },
  });
  const ask = game.latestTurn();
  expect(ask.id).not.toBe(before.id);
  return ask;
}

/**
 * Ana makes a trade offer that a new message asks the three others to answer (no bot answers at once), then
 * `meanwhile` (a restart of the bot, say), then takes it back with the Undo on that message. Her turn goes on in
 * the same message, edited: it tells the offer taken back, and those it asked that it needs nothing of them.
 * Returns the message her turn went on from, which ends with the offer, as it reads now. `keepsAbove`: whether
 * the turn message's record still knows that message then, while something may still be taken back.
 */
async function offerTakenBack(
  seed: string,
  meanwhile?: () => Promise<void>,
  keepsAbove = true,
): Promise<APIMessage> {
  const { game, seat, turn } = await anasTurn(seed);
  const state = () => game.snapshot().state as CatanState;
  const ask = await anaOffers(game);
  // A new message asks the other three to answer, and pings them.
  const snap = game.snapshot();
  const asked = snap.status.toAct;
  expect(asked).toHaveLength(3);
  expect(asked).not.toContain(seat);
  expect(ask.mentions).toHaveLength(3);
  // The record keeps the message above: the offer it ends with may be taken back.
  expect(h.bot.app.desk.turnMessage(game.row)?.above?.[0]?.shown.messageId).toBe(turn.id);
  await meanwhile?.();
  // Ana takes the offer back with the Undo on the message that asks them.
  const undo = buttons(ask).find((b) => parseCustomId(b.customId)?.verb === 'undo');
  expect(undo?.label).toMatch(/^Undo \(Ana\): offered/);
  await settle(h, game.ana.click(ask, undo!.customId));
  expect(state().trade).toBeNull();
  expect(game.snapshot().status.toAct).toEqual([seat]);
  expect(game.since(ask).map((m) => m.id)).toEqual([ask.id]);
  const edited = game.latestTurn();
  expect(edited.id).toBe(ask.id);
  const lines = edited.embeds?.[0]?.description?.split('\n') ?? [];
  expect(lines.filter((l) => /^Ana took back: offered /.test(l))).toHaveLength(1);
  expect(lines.filter((l) => /^Ana offered /.test(l))).toHaveLength(0);
  const names = snap.seats.map((s) => s.name);
  const others = [...asked].sort((a, b) => a - b).map((s) => names[s]!);
  expect(edited.content).toContain(`${others[0]}, ${others[1]} and ${others[2]} — nothing to answer now.`);
  const above = game.publicMessages().find((m) => m.id === turn.id)!;
  expect(above.embeds?.[0]?.title).toMatch(/ — Ana: continued below$/);
  // The record keeps the message above (none from before migration 016) while a move it tells before the offer
  // may still be taken back; once nothing can be (her roll came before), no undo can reach it.
  const reachable = keepsAbove && game.snapshot().undo != null;
  expect(h.bot.app.desk.turnMessage(game.row)?.above?.[0]?.shown.messageId).toBe(
    reachable ? turn.id : undefined,
  );
  return above;
}

/** The lines of `message`'s record. */
const recordLines = (message: APIMessage) => message.embeds?.[0]?.description?.split('\n') ?? [];

it('Catan: Ana takes back a trade offer the others were pinged to answer: the message that asked them says so, and that it asks nothing of them now', async () => {
  // The message her turn went on from ends with the offer, struck through: it no longer reads as standing.
  const aboveLines = recordLines(await offerTakenBack('e2e-turn-undo-offer'));
  expect(aboveLines.at(-1)).toMatch(/^~~Ana offered .+~~ \(taken back below\)$/);
  expect(aboveLines.filter((l) => /^Ana offered /.test(l))).toHaveLength(0);
}, 120_000);

it('Catan: a trade offer taken back after a restart of the bot is struck through in the message above all the same', async () => {
  const aboveLines = recordLines(await offerTakenBack('e2e-turn-undo-restart', () => h.restart()));
  expect(aboveLines.at(-1)).toMatch(/^~~Ana offered .+~~ \(taken back below\)$/);
  expect(aboveLines.filter((l) => /^Ana offered /.test(l))).toHaveLength(0);
}, 120_000);

it('Catan: a turn message recorded before the message above was kept (migration 016) takes an undo as before: the message above stays as it reads', async () => {
  const above = await offerTakenBack(
    'e2e-turn-undo-old-row',
    () =>
      h.restart(() => {
        const db = new Database(h.dbPath);
        db.prepare('UPDATE turn_messages SET above = NULL').run();
        db.close();
      }),
    false,
  );
  expect(recordLines(above).at(-1)).toMatch(/^Ana offered /);
}, 120_000);

/** Ana presses the Undo on `message` (it takes back her last move), and the bot settles. */
async function pressUndo(game: ScriptedDriver, message: APIMessage): Promise<void> {
  const undo = buttons(message).find((b) => parseCustomId(b.customId)?.verb === 'undo');
  expect(undo?.label).toMatch(/^Undo/);
  await settle(h, game.ana.click(message, undo!.customId));
}

it('Catan: Ana takes back a trade offer as a moderator deletes the message that asked the others: a new message tells the undo, and the message above is struck through all the same', async () => {
  const { game, seat, turn } = await anasTurn('e2e-turn-undo-deleted');
  const state = () => game.snapshot().state as CatanState;
  const ask = await anaOffers(game);
  // The undo is saved, and a moderator deletes the message that asked the others before the bot edits it.
  const desk = h.bot.app.desk;
  const undo = desk.undo.bind(desk);
  const spy = vi.spyOn(desk, 'undo').mockImplementationOnce((...args) => {
    const saved = undo(...args);
    h.standIn.store.deleteMessage(h.standIn.store.message(game.thread, ask.id));
    return saved;
  });
  await pressUndo(game, ask);
  spy.mockRestore();
  expect(state().trade).toBeNull();
  expect(game.snapshot().status.toAct).toEqual([seat]);
  // Her turn goes on in a new message, which tells the undo.
  const now = game.latestTurn();
  expect(now.id).not.toBe(ask.id);
  expect(now.id).not.toBe(turn.id);
  expect(recordLines(now).filter((l) => /^Ana took back: offered /.test(l))).toHaveLength(1);
  // The message above, which ends with the offer, no longer reads as if it stood.
  const aboveLines = recordLines(game.publicMessages().find((m) => m.id === turn.id)!);
  expect(aboveLines.at(-1)).toMatch(/^~~Ana offered .+~~ \(taken back below\)$/);
  expect(aboveLines.filter((l) => /^Ana offered /.test(l))).toHaveLength(0);
}, 120_000);

it('Catan: Ana builds a road, offers a trade the others are asked to answer, then takes back both: the message above strikes through the road as well as the offer', async () => {
  // Her main turn, with a road she can build and a card left to offer after it.
  const { game, turn } = await anasTurn(
    'e2e-turn-undo-two',
    (snap, game) =>
      game.legal('road') !== undefined &&
      (snap.state as CatanState).hands[game.anaSeat(snap)]!.reduce((a, b) => a + b, 0) > 2,
  );
  await game.play(game.legal('road')!);
  expect(game.latestTurn().id).toBe(turn.id);
  const ask = await anaOffers(game);
  await pressUndo(game, ask);
  expect(game.latestTurn().id).toBe(ask.id);
  expect(recordLines(game.publicMessages().find((m) => m.id === turn.id)!).at(-1)).toMatch(
    /^~~Ana offered .+~~ \(taken back below\)$/,
  );
  // The road, taken back too: the message below tells it, and the message above no longer reads as if it stood.
  await pressUndo(game, game.latestTurn());
  expect(game.latestTurn().id).toBe(ask.id);
  expect(recordLines(game.latestTurn()).filter((l) => /^Ana took back: built a road/.test(l))).toHaveLength(
    1,
  );
  const aboveLines = recordLines(game.publicMessages().find((m) => m.id === turn.id)!);
  expect(aboveLines.filter((l) => /^~~Ana built a road.+~~ \(taken back below\)$/.test(l))).toHaveLength(1);
  expect(aboveLines.filter((l) => /^Ana (built a road|offered) /.test(l))).toHaveLength(0);
}, 120_000);

it('Catan: Discord refuses the posts and edits while Ana offers a trade, takes it back and ends her turn: once the thread catches up, her message does not read as if the offer stood', async () => {
  const { game, seat, turn } = await anasTurn('e2e-turn-undo-refused-2');
  const state = () => game.snapshot().state as CatanState;
  const give = state().hands[seat]!.findIndex((n) => n > 0);
  const refused = h.standIn.driver.addFault({
    route: new RegExp(`^/channels/${game.thread}/messages(/\\d+)?$`),
    fault: { kind: 'serverError', status: 500 },
    times: Infinity,
  });
  // Her clicks on it may no longer edit it either (their tokens expired, say): every edit is the bot's.
  h.bot.app.threads.editors.forget(turn.id);
  const typed = (command: string, options: Record<string, string> = {}) =>
    game.ana.run(game.thread, command, options).then((r) => r.content);
  const offer = { give: `1 ${RESOURCES[give]!}`, get: `1 ${RESOURCES[(give + 1) % 5]!}` };
  expect(await typed('oil trade', offer)).toMatch(/could not post the turn/);
  expect(state().trade).not.toBeNull();
  await typed('oil undo');
  expect(state().trade).toBeNull();
  await typed('oil endturn');
  expect(state().current).not.toBe(seat);
  await h.bot.app.threads.settled(game.row, 60_000);
  // Nothing of the three reached the thread: it still shows her turn as it was before the offer.
  expect(h.bot.app.desk.turnMessage(game.row)?.messageId).toBe(turn.id);
  refused.remove();
  expect(await h.bot.app.threads.sync(game.row)).toMatchObject({ ok: true, done: 'new' });
  // Her message, finished by the next turn's post, tells the offer struck through: it was taken back.
  const lines = recordLines(game.publicMessages().find((m) => m.id === turn.id)!);
  expect(lines.filter((l) => /^Ana offered /.test(l))).toHaveLength(0);
  expect(lines.filter((l) => /^~~Ana offered .+~~ \(taken back below\)$/.test(l))).toHaveLength(1);
}, 120_000);

/** Ana's driver, which can let her act while others are asked (the maker of an offer confirms unasked). */
class UnaskedDriver extends ScriptedDriver {
  unasked: number | null = null;
  protected override pickSeat(snap: GameSnapshot, humanSeats: readonly number[]): number {
    const seat = this.unasked ?? super.pickSeat(snap, humanSeats);
    this.unasked = null;
    return seat;
  }
}

it('Catan: Ana offers a trade three people are asked to answer, the first of them accepts and she confirms at once: once her turn is over, the message that asked them names only those who moved in it, not the two who never had to answer', async () => {
  const game = new UnaskedDriver('catan', 'e2e-turn-undo-offer', ['ana', 'ben', 'caro', 'dev']);
  await game.open();
  const seat = game.anaSeat();
  const state = () => game.snapshot().state as CatanState;
  // Her main turn, with a card she can give for one that the first of the others asked holds.
  const taker = seat === 0 ? 1 : 0;
  const pair = (s: CatanState): [number, number] | null => {
    for (let give = 0; give < RESOURCES.length; give++)
      for (let get = 0; get < RESOURCES.length; get++)
        if (get !== give && s.hands[seat]![give]! > 0 && s.hands[taker]![get]! > 0) return [give, get];
    return null;
  };
  await game.fastForward(
    (snap) => catanMainTurnWithCards(seat)(snap) && pair(snap.state as CatanState) !== null,
  );
  const [give, get] = pair(state())!;
  await game.play({ type: 'offer', give: { [RESOURCES[give]!]: 1 }, get: { [RESOURCES[get]!]: 1 } });
  const asked = game.snapshot().status.toAct;
  expect(asked).toHaveLength(3);
  expect(asked[0]).toBe(taker);
  const ask = game.latestTurn();
  game.next = { type: 'accept' };
  expect(await game.step()).toBe(true);
  expect(state().trade?.answers[taker]).toBe(ANSWER_ACCEPTED);
  // She takes it at once: the two others never answer.
  game.unasked = seat;
  await game.play({ type: 'confirm', with: taker });
  expect(state().trade).toBeNull();
  expect(game.latestTurn().id).toBe(ask.id);
  await game.play({ type: 'endTurn' });
  expect(game.latestTurn().id).not.toBe(ask.id);
  const names = game.snapshot().seats.map((s) => s.name);
  const title = game.publicMessages().find((m) => m.id === ask.id)!.embeds?.[0]?.title ?? '';
  const named = [seat, taker].sort((a, b) => a - b).map((s) => names[s]!);
  expect(title).toMatch(new RegExp(` — ${named[0]} and ${named[1]}: done$`));
  for (const s of asked.filter((s) => s !== taker)) expect(title).not.toContain(names[s]!);
}, 120_000);

it('Catan: Ana withdraws an offer the others were pinged to answer, then takes the withdrawal back: the offer asks them anew in a new message, which pings them', async () => {
  const game = new UnaskedDriver('catan', 'e2e-turn-undo-offer', ['ana', 'ben', 'caro', 'dev']);
  await game.open();
  const seat = game.anaSeat();
  await game.fastForward(catanMainTurnWithCards(seat));
  const ask = await anaOffers(game);
  const asked = game.snapshot().status.toAct;
  const users = asked.map((s) => game.snapshot().seats[s]!.userId).sort();
  // She withdraws it before anyone answers: the message that asked them is edited, asking nothing of them.
  game.unasked = seat;
  await game.play({ type: 'withdraw' });
  expect(game.snapshot().status.toAct).toEqual([seat]);
  const edited = game.latestTurn();
  expect(edited.id).toBe(ask.id);
  expect(edited.content).toMatch(/nothing to answer now/);
  // She takes the withdrawal back: the offer is open again, and those it asks are asked anew, with a ping.
  await pressUndo(game, edited);
  expect(game.snapshot().status.toAct).toEqual(asked);
  const again = game.latestTurn();
  expect(again.id).not.toBe(ask.id);
  expect(again.mentions.map((u) => u.id).sort()).toEqual(users);
  // The message that asked them before reads as Ana's turn going on below, not as done, and names her.
  expect(game.publicMessages().find((m) => m.id === ask.id)!.embeds?.[0]?.title).toMatch(
    / — Ana: continued below$/,
  );
}, 120_000);

/**
 * Ana offers a trade the three others must answer, they are reminded of it, `meanwhile` (a restart of the bot,
 * say), and she takes the offer back: the reminder reads struck through, with no new ping.
 */
async function reminderTakenBack(seed: string, meanwhile?: () => Promise<void>): Promise<void> {
  const { game } = await anasTurn(seed);
  const ask = await anaOffers(game);
  const asked = game.snapshot().status.toAct.map((s) => game.snapshot().seats[s]!.userId!);
  // Two hours later the three are reminded of it.
  const reminders = new ReminderTimer(h.bot.app, { afterMs: 3_600_000, now: () => Date.now() + 7_200_000 });
  // (The games of the tests before, still open, are reminded too.)
  expect(await reminders.tick()).toBeGreaterThan(0);
  const reminder = () =>
    game.publicMessages().find((m) => (m.content ?? '').includes('the game is waiting'))!;
  const text = reminder().content!;
  expect(text).toMatch(/^⏰ /);
  expect(
    reminder()
      .mentions.map((u) => u.id)
      .sort(),
  ).toEqual([...asked].sort());
  await meanwhile?.();
  // She takes the offer back: nobody has anything to answer, and the reminder no longer reads as if they did.
  await pressUndo(game, game.latestTurn());
  expect(game.latestTurn().id).toBe(ask.id);
  expect(reminder().content).toBe(`~~${text}~~ (taken back below)`);
}

it('Catan: the others are reminded of the trade offer they must answer, and Ana takes it back: the reminder is struck through, as the offer is', async () => {
  await reminderTakenBack('e2e-turn-undo-offer');
}, 120_000);

it('Catan: a reminder of a trade offer taken back after a restart of the bot is struck through all the same', async () => {
  await reminderTakenBack('e2e-turn-undo-restart', () => h.restart());
}, 120_000);

/** `message`'s record as the thread shows it now. */
const linesNow = (game: ScriptedDriver, message: APIMessage) =>
  recordLines(game.publicMessages().find((m) => m.id === message.id)!);

const STRUCK_OFFER = /^~~Ana offered .+~~ \(taken back below\)$/;
const STANDING_OFFER = /^Ana offered /;

/**
 * Ana's turn message (`turn`), then her offer asking the three others (`ask`, posted below it), withdrawn there,
 * then a second offer, which asks them anew in a third message (`again`): three turn messages tell her moves.
 */
async function offerWithdrawnOfferedAgain(
  seed: string,
): Promise<{ game: UnaskedDriver; turn: APIMessage; ask: APIMessage; again: APIMessage }> {
  const game = new UnaskedDriver('catan', seed, ['ana', 'ben', 'caro', 'dev']);
  await game.open();
  const seat = game.anaSeat();
  await game.fastForward(catanMainTurnWithCards(seat));
  const turn = game.latestTurn();
  const ask = await anaOffers(game);
  game.unasked = seat;
  await game.play({ type: 'withdraw' });
  expect(game.latestTurn().id).toBe(ask.id);
  const again = await anaOffers(game);
  expect(again.id).not.toBe(ask.id);
  expect(linesNow(game, turn).at(-1)).toMatch(STANDING_OFFER);
  return { game, turn, ask, again };
}

it('Catan: Ana takes back her second offer: the message just above, which ends with it, strikes it through, and the message above that one stays as it reads', async () => {
  const { game, turn, ask, again } = await offerWithdrawnOfferedAgain('e2e-turn-undo-near');
  const before = linesNow(game, turn);
  await pressUndo(game, again);
  expect(game.latestTurn().id).toBe(again.id);
  expect(linesNow(game, ask).at(-1)).toMatch(STRUCK_OFFER);
  // The first offer still stands: the message that asked it first, and the one above, tell it as standing.
  expect(linesNow(game, ask).filter((l) => STANDING_OFFER.test(l))).toHaveLength(1);
  expect(linesNow(game, turn)).toEqual(before);
}, 120_000);

it('Catan: Ana takes back her second offer, its withdrawal and her first offer: the last undo, after a restart of the bot, strikes the first offer through in both messages that tell it, two and three messages up', async () => {
  const { game, turn, ask, again } = await offerWithdrawnOfferedAgain('e2e-turn-undo-far');
  await pressUndo(game, again);
  await pressUndo(game, game.latestTurn());
  // The first offer stands again and asks the others anew; the bot restarts, and Ana takes it back too.
  expect((game.snapshot().state as CatanState).trade).not.toBeNull();
  await h.restart();
  await pressUndo(game, game.latestTurn());
  expect((game.snapshot().state as CatanState).trade).toBeNull();
  expect(game.snapshot().status.toAct).toEqual([game.anaSeat()]);
  // No message reads as if any of her offers stood.
  expect(linesNow(game, turn).at(-1)).toMatch(STRUCK_OFFER);
  expect(linesNow(game, turn).filter((l) => STANDING_OFFER.test(l))).toHaveLength(0);
  const asked = linesNow(game, ask);
  expect(asked.filter((l) => STANDING_OFFER.test(l))).toHaveLength(0);
  expect(asked.filter((l) => STRUCK_OFFER.test(l))).toHaveLength(2);
  expect(asked.filter((l) => /^~~Ana withdrew .+~~ \(taken back below\)$/.test(l))).toHaveLength(1);
}, 120_000);

/**
 * Ana's offer asks the three others in a message of its own (`ask`), and she reposts the board (`/oil
 * board`): `ask` is left behind, "reposted below", telling the offer as it stood then (`left`, its lines). Her
 * turn goes on in the repost.
 */
async function offerReposted(
  seed: string,
): Promise<{ game: UnaskedDriver; ask: APIMessage; left: string[] }> {
  const game = new UnaskedDriver('catan', seed, ['ana', 'ben', 'caro', 'dev']);
  await game.open();
  await game.fastForward(catanMainTurnWithCards(game.anaSeat()));
  const ask = await anaOffers(game);
  await settle(h, game.ana.command(game.thread, 'oil board'));
  expect(game.latestTurn().id).not.toBe(ask.id);
  const reposted = game.publicMessages().find((m) => m.id === ask.id)!;
  expect(reposted.embeds?.[0]?.title).toMatch(/ reposted below$/);
  const left = recordLines(reposted);
  expect(left.at(-1)).toMatch(STANDING_OFFER);
  return { game, ask, left };
}

/** `lines` with Ana's offer struck through, as a message that tells it reads once it is taken back. */
const offerStruck = (lines: readonly string[]) =>
  lines.map((l) => (STANDING_OFFER.test(l) ? `~~${l}~~ (taken back below)` : l));

it('Catan: Ana takes back a trade offer whose message was reposted on request: the message left behind strikes it through too', async () => {
  const { game, ask, left } = await offerReposted('e2e-turn-undo-offer-reposted');
  await pressUndo(game, game.latestTurn());
  expect((game.snapshot().state as CatanState).trade).toBeNull();
  expect(linesNow(game, ask)).toEqual(offerStruck(left));
}, 120_000);

it('Catan: Ana withdraws an offer in its repost, takes the withdrawal back, and after a restart of the bot the offer: the message left behind strikes the offer through and tells nothing it did not tell when it was left', async () => {
  const { game, ask, left } = await offerReposted('e2e-turn-undo-far-reposted');
  const seat = game.anaSeat();
  game.unasked = seat;
  await game.play({ type: 'withdraw' });
  await pressUndo(game, game.latestTurn());
  expect((game.snapshot().state as CatanState).trade).not.toBeNull();
  await h.restart();
  await pressUndo(game, game.latestTurn());
  expect((game.snapshot().state as CatanState).trade).toBeNull();
  expect(game.snapshot().status.toAct).toEqual([seat]);
  // Her withdrawal and its undo came after the repost: the message left behind does not tell them.
  expect(linesNow(game, ask)).toEqual(offerStruck(left));
}, 120_000);

it('Catan: Ana leaves while the others are asked about her trade offer, Ben reposts the board, she takes her seat over again with no move between and takes the offer back: every message that tells it strikes it through', async () => {
  const { game, seat, turn } = await anasTurn('e2e-turn-undo-seat-back');
  const ask = await anaOffers(game);
  // She leaves: a bot plays her seat (it has nothing to do while the others are asked), and nobody may take the
  // offer back for now.
  const asked = await game.ana.run(game.thread, 'oil leave');
  const yes = buttons(asked).find((b) => b.label === 'Yes, leave the game')!;
  await settle(h, game.ana.click(asked, yes.customId));
  expect(game.snapshot().seats[seat]!.userId).toBeNull();
  expect(game.snapshot().undo?.held).toBe(false);
  const undoOn = (m: APIMessage) => buttons(m).some((b) => parseCustomId(b.customId)?.verb === 'undo');
  expect(undoOn(game.latestTurn())).toBe(false);
  // Ben asks for the board anew meanwhile: the message that asked the others is left behind, reposted below, and
  // the repost offers no Undo.
  await settle(h, game.players.ben!.command(game.thread, 'oil board'));
  expect(game.latestTurn().id).not.toBe(ask.id);
  expect(undoOn(game.latestTurn())).toBe(false);
  // The host (Ana still) allows taking over bot seats, and she takes hers back: nobody moved meanwhile, so her
  // offer is the last move standing, and hers to take back again.
  await game.ana.run(game.thread, 'oil takeover', { allow: true });
  const taken = await game.ana.run(game.thread, 'oil takeover', { seat: seat + 1 });
  expect(taken.content).toBe(`You took over seat ${seat + 1}: it is yours to play.`);
  await h.bot.idle();
  expect(game.snapshot().undo).toMatchObject({ seat, held: true });
  await pressUndo(game, game.latestTurn());
  expect((game.snapshot().state as CatanState).trade).toBeNull();
  // The message her turn went on from, which ends with the offer, no longer reads as if it stood.
  expect(linesNow(game, turn).at(-1)).toMatch(STRUCK_OFFER);
  expect(linesNow(game, turn).filter((l) => STANDING_OFFER.test(l))).toHaveLength(0);
  expect(linesNow(game, ask).filter((l) => STANDING_OFFER.test(l))).toHaveLength(0);
  expect(linesNow(game, ask).filter((l) => STRUCK_OFFER.test(l))).toHaveLength(1);
}, 120_000);

it("Catan: Ana's second offer taken back and her turn ended before the thread catches up: the message her turn went on below from still names her", async () => {
  const game = new UnaskedDriver('catan', 'e2e-turn-undo-offer', ['ana', 'ben', 'caro', 'dev']);
  await game.open();
  const seat = game.anaSeat();
  await game.fastForward(catanMainTurnWithCards(seat));
  const state = () => game.snapshot().state as CatanState;
  // An offer the others are asked to answer, withdrawn: her turn goes on in that message, which keeps her.
  const first = await anaOffers(game);
  const asked = game.snapshot().status.toAct;
  game.unasked = seat;
  await game.play({ type: 'withdraw' });
  expect(game.latestTurn().id).toBe(first.id);
  // A second offer asks them anew below it: the first message's turn, Ana's, goes on there.
  const second = await anaOffers(game);
  expect(second.id).not.toBe(first.id);
  const title = () => game.publicMessages().find((m) => m.id === first.id)!.embeds?.[0]?.title;
  expect(title()).toMatch(/ — Ana: continued below$/);
  // Discord refuses the thread's posts and edits while she takes the second offer back and ends her turn.
  const refused = h.standIn.driver.addFault({
    route: new RegExp(`^/channels/${game.thread}/messages(/\\d+)?$`),
    fault: { kind: 'serverError', status: 500 },
    times: Infinity,
  });
  h.bot.app.threads.editors.forget(first.id);
  h.bot.app.threads.editors.forget(second.id);
  const typed = (command: string) => game.ana.run(game.thread, command, {}).then((r) => r.content);
  await typed('oil undo');
  expect(state().trade).toBeNull();
  await typed('oil endturn');
  expect(state().current).not.toBe(seat);
  await h.bot.app.threads.settled(game.row, 60_000);
  refused.remove();
  // The next player was asked in the first message too (to answer her offer): the game stands in their turn now.
  expect(asked).toContain(state().current);
  expect(await h.bot.app.threads.sync(game.row)).toMatchObject({ ok: true });
  // The first message, finished again for the offer it ends with (struck through), still names Ana.
  const lines = recordLines(game.publicMessages().find((m) => m.id === first.id)!);
  expect(lines.filter((l) => /^~~Ana offered .+~~ \(taken back below\)$/.test(l))).toHaveLength(1);
  expect(title()).toMatch(/ — Ana: continued below$/);
}, 120_000);
