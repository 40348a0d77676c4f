/**
 * A whole game of Merit's "Oil" from `/oil new` in the playground's #merit-oil channel to its end: two humans
 * (Ana and Ben, through buttons, choosers and the deal modal) and two bots. Midway Ana offers Ben a deal in
 * the modal and Ben, out of turn, accepts it with the Accept button of the turn message.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import type { TableDesk } from '../../src/discord/desk-table';
import { DEAL_FORM } from '../../src/discord/presenters/merit-oil-public';
import { formatSeats } from '../../src/games/events';
import { companyShort } from '../../src/discord/presenters/merit-oil-words';
import { SHARE_COMPANIES, type ShareCompany } from '../../src/games/merit-oil/data';
import { meritOil } from '../../src/games/merit-oil';
import { legalActions } from '../../src/games/merit-oil/legal';
import type { MeritAction, MeritState, MeritView } from '../../src/games/merit-oil/types';
import { Rng } from '../../src/games/rng';
import { lastStanding } from '../../src/table/undo';
import { GameDriver } from './full-game';
import { answerOf, buttons, Player, settle, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

/** Two humans and two bots, opened where the game has its own channel. */
class MeritDriver extends GameDriver {
  readonly channel = 'merit-oil';

  override async open(): Promise<void> {
    const ana = this.players.ana!;
    const ben = this.players.ben!;
    const reply = await ana.run(this.channel, 'oil new', { game: this.gameId, seed: this.seed });
    this.thread = threadIdIn(reply);
    this.run.thread = this.thread;
    const lobby = await this.h.standIn.driver.waitForMessage(
      (m) => (m.embeds?.[0]?.title ?? '').includes('lobby'),
      { channel: this.thread },
    );
    const id = (verb: string) => {
      const message = this.publicMessages().find((m) => m.id === lobby.id)!;
      return buttons(message).find((b) => parseCustomId(b.customId)?.verb === verb)!.customId;
    };
    await settle(this.h, ben.click(lobby.id, id('join')));
    await settle(this.h, ana.click(lobby.id, id('addbot')));
    await settle(this.h, ana.click(lobby.id, id('addbot')));
    await settle(this.h, ana.click(lobby.id, id('start')));
    this.row = parseCustomId(buttons(this.latestTurn())[0]!.customId)!.row;
    this.check();
  }

  /**
   * One human step. A deal at a price of the player's own choosing (open-ended, so not in the legal list) is
   * written in the deal modal, as a person would; everything else goes through the buttons and choosers.
   */
  override async step(): Promise<boolean> {
    const snap = this.snapshot();
    if (snap.status.over) return false;
    const seat = snap.status.toAct.find((s) => this.playerOfSeat(snap, s) !== null);
    if (seat === undefined) return false;
    const before = snap.record.version;
    const greedy = snap.module.bots.greedy!;
    const action = greedy(
      structuredClone(snap.state),
      seat,
      Rng.fromSeed(`${this.seed}#human#${before}`),
    ) as MeritAction;
    if (action.type !== 'offerDeal') return super.step();
    const names = snap.seats.map((x) => x.name);
    const g = action.goods;
    await this.writeDeal(this.playerOfSeat(snap, seat)!, {
      to: names[action.to]!,
      side: action.side,
      goods: g.kind === 'shares' ? `${g.blocks} ${g.company}` : `${g.tons} t ${g.area}`,
      price: String(action.price),
    });
    expect(this.snapshot().record.version, `deal ${JSON.stringify(action)} offered`).toBeGreaterThan(before);
    this.run.humanActions++;
    this.check();
    return !this.snapshot().status.over;
  }

  /** Open the turn message's "Write a deal…" modal and submit it with these words. */
  async writeDeal(player: Player, values: Record<string, string>): Promise<void> {
    const turn = this.latestTurn();
    const form = buttons(turn).find((b) => {
      const id = parseCustomId(b.customId);
      return id?.verb === 'form' && id.args[0] === 'deal';
    });
    expect(form, 'a "Write a deal…" button').toBeDefined();
    const click = player.click(turn, form!.customId);
    await click.waitForModal({ timeoutMs: 20_000 });
    const submit = this.h.standIn.driver.submitModal({ user: player.user, from: click, values });
    await settle(this.h, submit);
    // The receipt says what was done in the move's own words, not "Done: Write a deal…." (the button).
    const receipt = answerOf(submit)?.content ?? '';
    // Spoken to the player who wrote it: "Done: You offered Ben …", not "Done: Ana offered Ben …".
    expect(receipt).toMatch(/^Done: You offered /);
    expect(receipt).not.toContain(DEAL_FORM.label);
    expect(receipt).not.toMatch(/[.…]{2}|\{p\d\}/);
    this.run.modals++;
  }

  seatOf(user: 'ana' | 'ben'): number {
    const snap = this.snapshot();
    return snap.seats.find((s) => s.userId === this.players[user]!.id)!.seat;
  }

  view(): MeritView {
    const snap = this.snapshot();
    return snap.module.view(snap.state, null) as MeritView;
  }

  /** A share deal Ben could accept from Ana now (she sells a block she holds, or buys one of his), or null. */
  dealFor(): { side: 'sell' | 'buy'; company: ShareCompany; price: number } | null {
    const v = this.view();
    const ana = v.players[this.seatOf('ana')]!;
    const ben = v.players[this.seatOf('ben')]!;
    for (const company of SHARE_COMPANIES) {
      const price = v.shares[company].price;
      if (ana.shares[company] > 0 && ben.cash >= price) return { side: 'sell', company, price };
      if (ben.shares[company] > 0 && ana.cash >= price) return { side: 'buy', company, price };
    }
    return null;
  }

  /** Ana writes the deal in the modal; Ben accepts it with the turn message's Accept button. */
  async deal(d: { side: 'sell' | 'buy'; company: ShareCompany; price: number }): Promise<APIMessage> {
    const ana = this.players.ana!;
    const ben = this.players.ben!;
    const anaSeat = this.seatOf('ana');
    const benSeat = this.seatOf('ben');
    const before = (this.snapshot().state as MeritState).players.map((p) => p.shares[d.company]);
    await this.writeDeal(ana, {
      to: 'Ben',
      side: d.side,
      goods: `1 ${companyShort(d.company).toLowerCase()} block`,
      price: String(d.price),
    });
    this.check();
    const offered = this.view();
    expect(offered.offers).toHaveLength(1);
    expect(offered.toAct).toContain(benSeat);
    // A new turn message asks Ben to answer; the Accept button is his, out of Ana's turn.
    const ask = this.latestTurn();
    expect(ask.content).toContain(`<@${ben.id}>`);
    const accept = buttons(ask).find((b) => parseCustomId(b.customId)?.args[0] === 'accept' && !b.disabled);
    expect(accept, 'an Accept button').toBeDefined();
    // Beside Ana's own buttons (her turn goes on), the answer buttons say whose they are.
    expect(buttons(ask).some((b) => parseCustomId(b.customId)?.args[0] === 'roll')).toBe(true);
    expect(accept!.label).toBe('Accept the deal (Ben)');
    await settle(this.h, ben.click(ask, accept!.customId));
    this.check();
    const after = (this.snapshot().state as MeritState).players.map((p) => p.shares[d.company]);
    const [from, to] = d.side === 'sell' ? [anaSeat, benSeat] : [benSeat, anaSeat];
    expect(after[from]).toBe(before[from]! - 1);
    expect(after[to]).toBe(before[to]! + 1);
    expect(this.view().offers).toHaveLength(0);
    return this.latestTurn();
  }
}

it("plays Merit's Oil to the end from #merit-oil: two humans, two bots, a deal answered out of turn", async () => {
  const game = new MeritDriver(h, 'merit-oil', 'e2e-merit-1');
  await game.open();
  const snap = game.snapshot();
  expect(snap.record.gameId).toBe('merit-oil');
  expect(snap.record.parentChannelId).toBe(h.standIn.driver.channel('merit-oil').id);
  expect(snap.seats.filter((s) => s.userId === null)).toHaveLength(2);
  let dealt: APIMessage | null = null;
  for (let i = 0; i < 600; i++) {
    const v = game.view();
    if (!dealt && v.moment === 'beforeRoll' && v.current === game.seatOf('ana') && v.offers.length === 0) {
      const d = game.dealFor();
      if (d) dealt = await game.deal(d);
    }
    if (!(await game.step())) break;
  }
  const run = await game.finish();
  expect(run.over).toBe(true);
  expect(dealt, 'Ana and Ben made a deal').not.toBeNull();
  const log = dealt!.embeds?.[0]?.description ?? '';
  expect(log).toMatch(/bought 1 block of .* for £/);
  expect(run.humanActions).toBeGreaterThan(30);
  expect(run.handViews).toBeGreaterThan(1);
  const last = game.latestTurn();
  expect(last.embeds?.[0]?.title).toMatch(/game over/);
  // The final message shows each player's fortune, line by line.
  const scores = last.embeds?.[0]?.fields?.find((f) => f.name === 'Scores')?.value ?? '';
  expect(scores.split('\n')).toHaveLength(4);
  for (const line of scores.split('\n')) expect(line).toMatch(/£[\d,]+ = wells £[\d,]+ \+ stores/);
  console.log(JSON.stringify(run));
}, 180_000);

it('a charter cannot be taken back: no Undo on the turn message, and /oil undo says the bill drawn stands', async () => {
  const game = new MeritDriver(h, 'merit-oil', 'e2e-merit-charter');
  await game.open();
  const store = (h.bot.app.desk as TableDesk).table.store;
  for (let i = 0; i < 300; i++) {
    if (!(await game.step())) break;
    const snap = game.snapshot();
    const log = store.actions(snap.record.id);
    if (!log.ok) throw new Error(log.message);
    const last = lastStanding(log.value, true);
    const player = last ? game.playerOfSeat(snap, last.seat) : null;
    if (!last || !player || (last.action as MeritAction).type !== 'charter') continue;
    // The charterer is asked about insurance next, so only the bill drawn keeps Undo away.
    expect(snap.status.toAct).toContain(last.seat);
    const turn = game.latestTurn();
    expect(buttons(turn).some((b) => parseCustomId(b.customId)?.verb === 'undo')).toBe(false);
    const names = snap.seats.map((x) => x.name);
    const what = formatSeats(last.events[0]!.text, names).replace(/\.$/, '');
    expect(what).toMatch(/chartered the \w+ tanker at .+: bill \d+/);
    const reply = await player.run(game.thread, 'oil undo');
    expect(reply.content).toBe(
      `You can't undo past the bill of lading drawn (${what}): what was revealed stands.`,
    );
    expect(game.snapshot().record.version).toBe(snap.record.version);
    return;
  }
  throw new Error('no human charter in 300 steps');
}, 180_000);

it('a deal the rules refuse is explained privately with the players’ names, not the engine’s seat tokens', async () => {
  const game = new MeritDriver(h, 'merit-oil', 'e2e-merit-refused');
  await game.open();
  const anaSeat = game.seatOf('ana');
  // Ana's turn, before her roll, once something could change hands ("Write a deal…" is on the turn message),
  // while Ben holds no Shipping block.
  const dealButton = () =>
    buttons(game.latestTurn()).find((b) => parseCustomId(b.customId)?.args[0] === 'deal');
  for (let i = 0; i < 300; i++) {
    const v = game.view();
    const ready = v.moment === 'beforeRoll' && v.current === anaSeat && v.offers.length === 0;
    if (ready && v.players[game.seatOf('ben')]!.shares.shipping === 0 && dealButton()) break;
    expect(await game.step()).toBe(true);
  }
  const before = game.snapshot().record.version;
  const ben = game.view().players[game.seatOf('ben')]!;
  expect(ben.shares.shipping).toBe(0);
  // Ana bids for a Shipping block Ben does not hold: the engine names him as a seat token.
  const ana = game.players.ana!;
  const turn = game.latestTurn();
  const form = dealButton();
  expect(form, 'a "Write a deal…" button').toBeDefined();
  const click = ana.click(turn, form!.customId);
  await click.waitForModal({ timeoutMs: 20_000 });
  const submit = h.standIn.driver.submitModal({
    user: ana.user,
    from: click,
    values: { to: 'Ben', side: 'buy', goods: '1 shipping', price: '10000' },
  });
  await settle(h, submit);
  const answer = answerOf(submit)?.content ?? '';
  expect(answer).toMatch(/Ben holds/);
  expect(answer).not.toMatch(/\{p\d\}/);
  expect(game.snapshot().record.version).toBe(before);
}, 120_000);

it('a refused deal reopens with what was typed (bad price, or refused by the rules); a deal made clears it', async () => {
  // A playtest: a deal refused for one wrong field ("lots" for the price) had to be typed again whole.
  const game = new MeritDriver(h, 'merit-oil', 'e2e-merit-draft');
  await game.open();
  const anaSeat = game.seatOf('ana');
  // Ana's turn, before her roll, with a deal the rules allow (one of the engine's fair offers).
  const fairOffer = () =>
    legalActions(game.snapshot().state as MeritState, anaSeat).find((x) => x.type === 'offerDeal');
  for (let i = 0; i < 300; i++) {
    const v = game.view();
    if (v.moment === 'beforeRoll' && v.current === anaSeat && v.offers.length === 0 && fairOffer()) break;
    expect(await game.step()).toBe(true);
  }
  const ana = game.players.ana!;
  /** Ana opens "Write a deal…": the values its fields open with (none: absent). */
  const open = async () => {
    const turn = game.latestTurn();
    const form = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === 'deal')!;
    return ana.openForm(turn, form.customId);
  };
  const first = await open();
  expect(first.values).toEqual({});
  // A price the form cannot read: refused privately, nothing done.
  const before = game.snapshot().record.version;
  const typed = { to: 'Ben', side: 'buy', goods: '1 shipping', price: 'lots' };
  expect(await ana.submitForm(first.click, typed)).toMatch(/"lots" is not a price.*Nothing changed\./);
  expect(game.snapshot().record.version).toBe(before);
  // Reopened: the fields hold what she typed, to fix the price alone.
  const second = await open();
  expect(second.values).toEqual(typed);
  // Read, but refused by the rules (Ben holds no Shipping block): still kept, as typed this time.
  expect(game.view().players[game.seatOf('ben')]!.shares.shipping).toBe(0);
  const fixed = { ...typed, price: '10000' };
  expect(await ana.submitForm(second.click, fixed)).toMatch(/Ben holds/);
  expect(game.snapshot().record.version).toBe(before);
  const third = await open();
  expect(third.values).toEqual(fixed);
  // A deal the rules allow (one of the engine's fair offers, in the form's words): made, and the draft forgotten.
  const snap = game.snapshot();
  const offer = fairOffer();
  expect(offer, 'a deal Ana may offer').toBeDefined();
  if (offer?.type !== 'offerDeal') return;
  const g = offer.goods;
  const deal = {
    to: snap.seats[offer.to]!.name,
    side: offer.side,
    goods: g.kind === 'shares' ? `${g.blocks} ${g.company}` : `${g.tons} t ${g.area}`,
    price: String(offer.price),
  };
  expect(await ana.submitForm(third.click, deal)).toMatch(/^Done: /);
  expect(game.snapshot().record.version).toBeGreaterThan(before);
  const fourth = await open();
  expect(fourth.values).toEqual({});
}, 120_000);

it('a deal Ana offers Ben on her turn leaves her turn message "continued below", not "done": her turn goes on in his', async () => {
  // A playtest read "Ana: done" right above the message asking Ben to answer her deal, which carried her own
  // buttons (roll, end turn) too: her turn went on there. Merit's "Oil" counts no turns for the thread to compare.
  const game = new MeritDriver(h, 'merit-oil', 'e2e-merit-continued');
  await game.open();
  const [anaSeat, benSeat] = [game.seatOf('ana'), game.seatOf('ben')];
  const offerToBen = () =>
    legalActions(game.snapshot().state as MeritState, anaSeat).find(
      (x) => x.type === 'offerDeal' && x.to === benSeat,
    );
  for (let i = 0; i < 400; i++) {
    const v = game.view();
    if (v.current === anaSeat && v.toAct.includes(anaSeat) && v.offers.length === 0 && offerToBen()) break;
    expect(await game.step()).toBe(true);
  }
  const offer = offerToBen();
  if (offer?.type !== 'offerDeal') throw new Error('no deal Ana could offer Ben in 400 steps');
  const before = game.latestTurn();
  const g = offer.goods;
  await game.writeDeal(game.players.ana!, {
    to: 'Ben',
    side: offer.side,
    goods: g.kind === 'shares' ? `${g.blocks} ${g.company}` : `${g.tons} t ${g.area}`,
    price: String(offer.price),
  });
  const ask = game.latestTurn();
  expect(ask.id).not.toBe(before.id);
  expect(ask.content).toContain(`<@${game.players.ben!.id}>`);
  expect(game.view().current).toBe(anaSeat);
  // Ana's own buttons are on Ben's message (she may act while he answers), and hers says so.
  expect(buttons(ask).some((b) => parseCustomId(b.customId)?.args[0] === 'withdraw')).toBe(true);
  expect(game.publicMessages().find((m) => m.id === before.id)?.embeds?.[0]?.title).toMatch(
    / — Ana: continued below$/,
  );
}, 180_000);

it('/oil new takes the agreed limit as the `length` option (short: 20 rounds)', async () => {
  const caro = new Player(h, 'caro');
  const reply = await caro.run('merit-oil', 'oil new', { game: 'merit-oil', length: 'short' });
  const thread = threadIdIn(reply);
  const game = h.bot.app.desk.byChannel(thread);
  expect(game?.record.gameId).toBe('merit-oil');
  expect(game?.record.options).toEqual({ length: 'short' });
  const state = meritOil.setup(2, meritOil.optionsSchema.parse(game?.record.options), 'short');
  expect(state.roundLimit).toBe(20);
});

it('/oil rules merit-oil shows the rules page docs/rules/merit-oil.md', async () => {
  const dev = new Player(h, 'dev');
  const first = await dev.run('merit-oil', 'oil rules', { game: 'merit-oil' });
  expect(first.embeds?.[0]?.title).toBe(`${meritOil.title} — rules`);
  const md = readFileSync('docs/rules/merit-oil.md', 'utf8');
  // The page opens with how to play ("In short.", the game's goal), then its introduction, unwrapped as the pager
  // shows it, on the same first page.
  expect(first.embeds?.[0]?.description ?? '').toContain(`**In short.** ${meritOil.goal!}`);
  const opening = /Find oil by drilling test wells[^.]*\./.exec(md.replace(/\s+/g, ' '))?.[0];
  expect(opening, 'the rules page says what the game is about').toBeDefined();
  expect((first.embeds ?? []).map((e) => e.description ?? '').join('\n')).toContain(opening!);
});

it('/oil help in a game thread names the typed commands of that game, not /oil build and other games’ ones', async () => {
  // A playtest: a first game of Merit's "Oil" was told to type `/oil build`, `/oil play` and `/oil oil`, which
  // only answered "There is nothing to build for you right now."
  const dev = new Player(h, 'dev');
  const thread = threadIdIn(await dev.run('merit-oil', 'oil new', { game: 'merit-oil' }));
  const here = (await dev.run(thread, 'oil help')).embeds?.[1]?.description ?? '';
  expect(here).toContain(
    `**Typing instead** (${meritOil.title}): \`/oil roll\`, \`/oil trade\` (offer, accept`,
  );
  expect(here).not.toContain('`/oil build`');
  // Outside a game's thread, the line names every game's commands.
  const general = (await dev.run('merit-oil', 'oil help')).embeds?.[1]?.description ?? '';
  expect(general).toContain('**Typing instead**: `/oil roll`, `/oil build`');
});

it('/oil trade give: get: on her turn tells a Merit player how a deal is offered, not Catan\'s "after rolling"', async () => {
  // A playtest: Ana, before her roll, typed a deal the Catan way and read "You cannot offer a trade right now
  // (only on your turn, after rolling)": it was her turn, and in Merit's "Oil" deals are offered before the roll too.
  const game = new MeritDriver(h, 'merit-oil', 'e2e-merit-give-get');
  await game.open();
  const anaSeat = game.seatOf('ana');
  expect(game.view().current).toBe(anaSeat);
  const before = game.snapshot().record.version;
  const reply = await game.players.ana!.run(game.thread, 'oil trade', { give: '1 refinery', get: '20000' });
  expect(reply.content).not.toMatch(/after rolling/);
  expect(reply.content).toContain('Write a deal…');
  expect(reply.content).toContain('`/oil trade choice:`');
  expect(game.snapshot().record.version).toBe(before);
});

it('Ana takes back a deal Ben was pinged to answer: the message that asked him says so and that it asks nothing of him now', async () => {
  // A playtest: after the Undo, the message Ben was pinged for read "Ana: charter or roll" with no lines at all.
  const game = new MeritDriver(h, 'merit-oil', 'e2e-merit-undo-deal');
  await game.open();
  const ana = game.players.ana!;
  const ben = game.players.ben!;
  const anaSeat = game.seatOf('ana');
  let deal: ReturnType<MeritDriver['dealFor']> = null;
  for (let i = 0; i < 400 && !deal; i++) {
    const v = game.view();
    if (
      v.moment === 'beforeRoll' &&
      v.current === anaSeat &&
      v.offers.length === 0 &&
      v.toAct.join() === String(anaSeat)
    )
      deal = game.dealFor();
    if (!deal) expect(await game.step()).toBe(true);
  }
  expect(deal, 'a deal Ana may offer Ben on her turn').not.toBeNull();
  const turn = game.latestTurn();
  await game.writeDeal(ana, {
    to: 'Ben',
    side: deal!.side,
    goods: `1 ${companyShort(deal!.company).toLowerCase()} block`,
    price: String(deal!.price),
  });
  // A new message asks Ben, and pings him.
  const ask = game.latestTurn();
  expect(ask.id).not.toBe(turn.id);
  expect(ask.mentions.map((u) => u.id)).toEqual([ben.id]);
  const names = game.snapshot().seats.map((s) => s.name);
  const store = (h.bot.app.desk as TableDesk).table.store;
  const log = () => {
    const r = store.actions(game.row);
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };
  const offered = formatSeats(log().at(-1)!.events[0]!.text, names);
  expect(offered).toMatch(/^Ana offered Ben /);
  expect(ask.embeds?.[0]?.description?.split('\n')).toContain(offered);
  // The message that was Ana's ends with the offer, and says her turn goes on below.
  const aboveOf = () => game.publicMessages().find((m) => m.id === turn.id)!.embeds?.[0];
  expect(aboveOf()?.title).toMatch(/ — Ana: continued below$/);
  const aboveLines = aboveOf()?.description?.split('\n') ?? [];
  expect(aboveLines.at(-1)).toBe(offered);

  // Ana takes it back with the Undo on the message that asks Ben.
  const undo = buttons(ask).find((b) => parseCustomId(b.customId)?.verb === 'undo');
  expect(undo?.label).toMatch(/^Undo \(Ana\): offered Ben/);
  const click = ana.click(ask, undo!.customId);
  await settle(h, click);
  expect(answerOf(click)?.content).toMatch(/^You took back: offered Ben /);
  expect(game.snapshot().status.toAct).toEqual([anaSeat]);
  expect(game.view().offers).toHaveLength(0);
  // Her turn goes on in the same message, edited (nothing new posted, nobody pinged), which tells what was
  // taken back in place of the offer, and tells Ben it needs nothing of him.
  expect(game.since(ask).map((m) => m.id)).toEqual([ask.id]);
  const edited = game.latestTurn();
  expect(edited.id).toBe(ask.id);
  const tookBack = formatSeats(log().at(-1)!.events[0]!.text, names);
  expect(tookBack).toMatch(/^Ana took back: offered Ben .+\.$/);
  const lines = edited.embeds?.[0]?.description?.split('\n') ?? [];
  expect(lines).toContain(tookBack);
  expect(lines).not.toContain(offered);
  expect(edited.content).toContain(`<@${ana.id}> — your turn.`);
  expect(edited.content).toContain('Ben — nothing to answer now.');
  expect(edited.content).not.toContain(`<@${ben.id}>`);
  // The message above no longer reads as if the offer stood: its last line is struck through, the rest as it
  // was (edited, not posted: the check above found nothing new).
  expect(aboveOf()?.title).toMatch(/ — Ana: continued below$/);
  expect(aboveOf()?.description?.split('\n')).toEqual([
    ...aboveLines.slice(0, -1),
    `~~${offered}~~ (taken back below)`,
  ]);

  // `/oil board` reposts the turn as that message shows it: what was taken back, and that Ben need not answer.
  expect((await ana.run(game.thread, 'oil board')).content).toBe('Posted a fresh board.');
  const repost = game.latestTurn();
  expect(repost.id).not.toBe(ask.id);
  expect(repost.embeds?.[0]?.description?.split('\n')).toContain(tookBack);
  expect(repost.content).toContain(`<@${ana.id}> — your turn.`);
  expect(repost.content).toContain('Ben — nothing to answer now.');
  expect(repost.mentions.map((u) => u.id)).toEqual([]);

  // Once Ana plays on, the message keeps both while it is hers; and her next move edits it still.
  expect(await game.step()).toBe(true);
  const later = game.publicMessages().find((m) => m.id === repost.id)!;
  expect(later.embeds?.[0]?.description?.split('\n')).toContain(tookBack);
}, 180_000);
