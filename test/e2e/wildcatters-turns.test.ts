/**
 * One turn message per Wildcatters turn: Ana plays with three bots, and when a move of hers asks the bots
 * something (a piggy-back after her drill, a ride-along after her transport), they answer at once and the move
 * is hers again in the same turn. Her turn message is then edited in place and pings her once, for the turn,
 * as when she acts alone (src/discord/turn-goes-on.ts `continuesTurn`, with the game's `turn`). And a move that
 * stands at once, the display's refresh for 4 VP, asks her to confirm before it is made.
 */
import { expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/discord/desk';
import type { WildcattersAction, WildcattersState } from '../../src/games/wildcatters/types';
import { parseCustomId } from '../../src/discord/custom-id';
import { BEFORE_LAST_MOVE } from '../../src/discord/turn-record';
import { GameDriver } from './full-game';
import { answerOf, buttons, settle } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

/**
 * The humans play the greedy bot's moves (a bid as the nearest amount the bid chooser lists); a scripted move is
 * Ana's when she is asked.
 */
class AnaDriver extends GameDriver {
  /** The seat of `name`, one of the humans. */
  seatOf(name: string, snap = this.snapshot()): number {
    return snap.seats.find((s) => s.userId === this.players[name]!.id)!.seat;
  }

  protected override pickSeat(snap: GameSnapshot, humanSeats: readonly number[]): number {
    const ana = this.seatOf('ana', snap);
    return this.next && humanSeats.includes(ana) ? ana : humanSeats[0]!;
  }

  protected override policy(snap: GameSnapshot, seat: number): Record<string, unknown> {
    const action = super.policy(snap, seat) as WildcattersAction;
    if (action.type !== 'bid') return action as Record<string, unknown>;
    const legal = snap.module.legalActions(snap.state, seat) as WildcattersAction[];
    const bids = legal.flatMap((a) => (a.type === 'bid' ? [a] : []));
    const near = bids.sort(
      (a, b) => Math.abs(a.shares - action.shares) - Math.abs(b.shares - action.shares),
    )[0];
    return (near ?? { type: 'pass' }) as Record<string, unknown>;
  }
}

/** A game opened by Ana with `humans` (the other seats bots), started. */
async function opened(seed: string, humans: readonly string[] = ['ana']): Promise<AnaDriver> {
  const game = new AnaDriver(h, 'wildcatters', seed, 0, humans);
  await game.open();
  return game;
}

/** Whether the starting placement is over: the game is in its turns. */
function inTurns(snap: GameSnapshot): boolean {
  return (snap.state as WildcattersState).phase !== 'placement';
}

/** The turn a Wildcatters game is in, read from its state: the round and the place in its order. */
function turnOf(state: WildcattersState): string {
  return `${state.phase} ${state.round}.${state.turnIndex}`;
}

it('Wildcatters: the bots answering Ana’s drill or transport in her turn leave her one turn message, pinging her once', async () => {
  const game = await opened('e2e-wild-turns');
  const ana = game.players.ana!;
  const seat = game.seatOf('ana');
  // What is looked at comes in the turns: the starting placement is saved, not clicked (`fastForward`).
  await game.fastForward(inTurns);
  let answeredInHerTurn = 0;
  for (let i = 0; i < 400 && answeredInHerTurn < 3; i++) {
    const snap = game.snapshot();
    if (snap.status.over) break;
    const before = snap.state as WildcattersState;
    const turn = game.latestTurn();
    const version = snap.record.version;
    expect(await game.step()).toBe(true);
    const after = game.snapshot();
    const state = after.state as WildcattersState;
    const othersActed = game.actions().some((a) => a.seq > version && a.seat !== seat);
    const stillHers =
      before.phase === 'turns' &&
      before.current === seat &&
      turnOf(state) === turnOf(before) &&
      after.status.toAct.length === 1 &&
      after.status.toAct[0] === seat;
    if (!othersActed || !stillHers) continue;
    answeredInHerTurn++;
    expect(game.latestTurn().id, 'her turn message goes on after the bots answered').toBe(turn.id);
    expect(game.pingsSince(turn, ana.id), 'she is pinged once for her turn').toHaveLength(
      turn.mentions.some((u) => u.id === ana.id) ? 1 : 0,
    );
  }
  expect(answeredInHerTurn, 'the bots answered a move of hers in her turn').toBeGreaterThan(0);
  // Her turns are played through Discord, each move looked at (about 20 s on a quiet 2-core host, over the
  // default 30 s when the host is busy).
}, 60_000);

it('Wildcatters: Ana taking a loan while she and Ben are asked to bid goes on in the auction’s message, without a new one pinging her', async () => {
  const game = await opened('e2e-wild-loan-bid', ['ana', 'ben']);
  const [ana, ben] = [game.seatOf('ana'), game.seatOf('ben')];
  const bothToBid = (snap: GameSnapshot) =>
    (snap.state as WildcattersState).pending?.kind === 'auction' &&
    [ana, ben].every((s) => snap.status.toAct.includes(s));
  await game.fastForward(bothToBid);
  const turn = game.latestTurn();
  const anaPings = game.pingsSince(turn, game.players.ana!.id);
  game.next = { type: 'takeLoan' };
  expect(await game.step()).toBe(true);
  const snap = game.snapshot();
  expect((snap.state as WildcattersState).players[ana]!.loans).toBe(1);
  expect(bothToBid(snap), 'both are still asked to bid').toBe(true);
  expect(game.latestTurn().id, 'the auction’s message goes on').toBe(turn.id);
  expect(game.latestTurn().embeds?.[0]?.title).toMatch(/auction/);
  // No new message (whose post would ping her again), and the auction's message is not finished as done.
  expect(game.since(turn).map((m) => m.id)).toEqual([turn.id]);
  expect(game.pingsSince(turn, game.players.ana!.id)).toEqual(anaPings);
});

it('Wildcatters: Ben pressing the Undo of Ana’s loan on the auction both bid in is told Undo takes back only his own moves', async () => {
  const game = await opened('e2e-wild-loan-bid', ['ana', 'ben']);
  const [ana, ben] = [game.seatOf('ana'), game.seatOf('ben')];
  await game.fastForward(
    (snap) =>
      (snap.state as WildcattersState).pending?.kind === 'auction' &&
      [ana, ben].every((s) => snap.status.toAct.includes(s)),
  );
  game.next = { type: 'takeLoan' };
  expect(await game.step()).toBe(true);
  const version = game.snapshot().record.version;
  const turn = game.latestTurn();
  const undo = buttons(turn).find((b) => parseCustomId(b.customId)?.verb === 'undo');
  // The button names whose move it takes back: Ben sees it too, on the message asking him to bid.
  expect(undo?.label, 'the shared message offers Ana’s loan back').toMatch(/^Undo \(Ana\): took a loan/);
  // Ben, asked to bid too, has no move of his own to take back: he is told so, and nothing changes.
  const refused = game.players.ben!.click(turn, undo!.customId);
  await settle(h, refused);
  expect(answerOf(refused)?.content).toMatch(
    /^Undo takes back only your own moves: you have made none since Ana's move \(Ana took a loan.*\)\.$/,
  );
  expect(game.snapshot().record.version).toBe(version);
  // The same button takes the loan back for Ana.
  const taken = game.players.ana!.click(turn, undo!.customId);
  await settle(h, taken);
  expect(answerOf(taken)?.content).toMatch(/^You took back: took a loan/);
  expect((game.snapshot().state as WildcattersState).players[ana]!.loans).toBe(0);
});

it('Wildcatters: the Refresh button asks to confirm before it takes 4 VP and deals a new display', async () => {
  const game = await opened('e2e-wild-refresh');
  const seat = game.seatOf('ana');
  const state = () => game.snapshot().state as WildcattersState;
  await game.fastForward(() => {
    const s = state();
    return s.phase === 'turns' && s.current === seat && s.step === 'card' && s.pending === null;
  });
  const version = game.snapshot().record.version;
  const { vp } = state().players[seat]!;
  const display = [...state().display];
  const turn = game.latestTurn();
  const refresh = buttons(turn).find((b) => parseCustomId(b.customId)?.args[0] === 'refresh')!;
  const ana = game.players.ana!;
  const click = ana.click(turn, refresh.customId);
  await settle(h, click);
  // Nothing paid yet: a private Confirm that says the new cards stand.
  expect(game.snapshot().record.version).toBe(version);
  const chooser = answerOf(click)!;
  expect(chooser.content).toContain('Undo cannot take them back');
  const confirm = buttons(chooser).find((b) => parseCustomId(b.customId)?.verb === 'confirm');
  expect(confirm?.label).toBe('Confirm');
  await settle(h, ana.click(chooser, confirm!.customId));
  expect(state().players[seat]!.vp).toBe(vp - 4);
  expect(state().display).not.toEqual(display);
});

/** Ana drills whenever she may (the drill asks the others to bid for the disk); the rest as AnaDriver. */
class DrillingDriver extends AnaDriver {
  protected override policy(snap: GameSnapshot, seat: number): Record<string, unknown> {
    const legal = snap.module.legalActions(snap.state, seat) as WildcattersAction[];
    const drill = seat === this.seatOf('ana', snap) ? legal.find((a) => a.type === 'drill') : undefined;
    return (drill ?? super.policy(snap, seat)) as Record<string, unknown>;
  }
}

it('Wildcatters: Ana’s turn message, left for a question to Ben in her turn, reads "continued below", not "done"', async () => {
  // A playtest's spectator read "Ana: done" right above the auction her drill opened, and then her turn going on
  // in that auction's message.
  const game = new DrillingDriver(h, 'wildcatters', 'e2e-wild-continued', 0, ['ana', 'ben']);
  await game.open();
  await game.fastForward(inTurns);
  const [ana, ben] = [game.seatOf('ana'), game.seatOf('ben')];
  const titleOf = (id: string) => game.publicMessages().find((m) => m.id === id)?.embeds?.[0]?.title;
  const altOf = (id: string) => game.publicMessages().find((m) => m.id === id)?.attachments?.[0]?.description;
  let continued = 0;
  let done = 0;
  for (let i = 0; i < 400 && (continued === 0 || done === 0); i++) {
    const before = game.snapshot();
    const state = before.state as WildcattersState;
    const turn = game.latestTurn();
    if (!(await game.step())) break;
    const after = game.snapshot();
    if (game.latestTurn().id === turn.id || state.phase !== 'turns' || state.current !== ana) continue;
    if (!before.status.toAct.every((s) => s === ana)) continue;
    const now = after.state as WildcattersState;
    if (now.current === ana && after.status.toAct.includes(ben)) {
      continued++;
      expect(titleOf(turn.id), 'her turn goes on below').toMatch(/ — Ana: continued below$/);
      // Its picture, drawn before her move, does not say that move ended her turn either.
      expect(altOf(turn.id)).toMatch(new RegExp(`^${BEFORE_LAST_MOVE}`));
      expect(altOf(turn.id)).not.toMatch(/ended this turn/);
    } else if (now.current !== ana) {
      done++;
      expect(titleOf(turn.id), 'her turn is over').toMatch(/ — Ana: done$/);
    }
  }
  expect(continued, 'a move of Ana’s asked Ben something in her turn').toBeGreaterThan(0);
  expect(done, 'Ana’s turn ended').toBeGreaterThan(0);
});

it('Wildcatters: Ana takes back a move that asked the others to bid (or piggy-back): the message that asked them, edited, says so and that it asks nothing of them now', async () => {
  // No bot bids at once: Ana may take her move back while the people it asks have still to answer. Taking it
  // back is no answer: her question comes back to her in the same message, not in a new one pinging her.
  const game = new DrillingDriver(h, 'wildcatters', 'e2e-wild-undo-drill', 0, ['ana', 'ben', 'caro', 'dev']);
  await game.open();
  const ana = game.seatOf('ana');
  for (let i = 0; i < 400; i++) {
    const before = game.snapshot();
    const turn = game.latestTurn();
    if (!(await game.step())) break;
    const snap = game.snapshot();
    const ask = game.latestTurn();
    const undo = buttons(ask).find((b) => parseCustomId(b.customId)?.verb === 'undo');
    // Ana's move (a drill, a piggy-back) asked the others (an auction): a new message pinged them.
    const others = snap.status.toAct.filter((s) => s !== ana);
    if (ask.id === turn.id || before.status.toAct.join() !== String(ana) || others.length === 0 || !undo)
      continue;
    const words = /^Undo \(Ana\): (.+?)…?$/.exec(undo.label)?.[1];
    expect(words, undo.label).toBeDefined();
    await settle(h, game.players.ana!.click(ask, undo.customId));
    expect(game.snapshot().status.toAct).toEqual([ana]);
    expect(JSON.stringify(game.snapshot().state)).toBe(JSON.stringify(before.state));
    expect(game.since(ask).map((m) => m.id)).toEqual([ask.id]);
    const edited = game.latestTurn();
    expect(edited.id).toBe(ask.id);
    const lines = edited.embeds?.[0]?.description?.split('\n') ?? [];
    expect(lines.filter((l) => l.startsWith(`Ana took back: ${words}`))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith(`Ana ${words}`))).toHaveLength(0);
    const names = snap.seats.map((s) => s.name);
    const released = [...others].sort((a, b) => a - b).map((s) => names[s]!);
    const who =
      released.length === 1 ? released[0]! : `${released.slice(0, -1).join(', ')} and ${released.at(-1)}`;
    expect(edited.content).toContain(`${who} — nothing to answer now.`);
    // The message before it (hers, or one asking others too) ends with her move, struck through: it no longer reads as standing.
    const above = game.publicMessages().find((m) => m.id === turn.id)!.embeds?.[0];
    expect(above?.title).toMatch(/: (done|continued below)$/);
    const aboveLines = above?.description?.split('\n') ?? [];
    expect(aboveLines.at(-1)).toMatch(/^~~.+~~ \(taken back below\)$/);
    expect(aboveLines.filter((l) => l.startsWith(`Ana ${words}`))).toHaveLength(0);
    expect(aboveLines.filter((l) => l.startsWith(`~~Ana ${words}`))).toHaveLength(1);
    return;
  }
  throw new Error('no move of Ana’s asked the others in 400 steps');
}, 180_000);

it('Wildcatters: /oil trade give: get: says the game has no trades, not Catan\'s "after rolling"', async () => {
  // A playtest: Wildcatters has no trades and no die, yet a typed offer was answered "You cannot offer a trade
  // right now (only on your turn, after rolling)".
  const game = await opened('e2e-wild-give-get');
  const seat = game.seatOf('ana');
  await game.fastForward(() => {
    const s = game.snapshot().state as WildcattersState;
    return s.current === seat && s.pending === null;
  });
  const before = game.snapshot().record.version;
  const reply = await game.players.ana!.run(game.thread, 'oil trade', { give: '1 rig', get: '5 shares' });
  expect(reply.content).not.toMatch(/after rolling/);
  expect(reply.content).toContain('Wildcatters has no trades between players');
  expect(game.snapshot().record.version).toBe(before);
});
