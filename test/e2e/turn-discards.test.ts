/**
 * One turn message per turn through a 7 (src/discord/thread.ts `continuesTurn`): Ana rolls a 7 and only bots
 * owe a discard; they discard at once and the move comes back to her to move the robber, on the same message,
 * which pinged her once, for the turn. When a person owes a discard, a new message pings that person alone.
 */
import { expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/discord/desk';
import type { CatanState } from '../../src/games/catan/types';
import { GameDriver } from './full-game';
import { versionOf, type Player } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

/** Ana (and Ben) and bots; Ben keeps his cards (he ends each turn once he has rolled). */
class SevenDriver extends GameDriver {
  /** The next human action, played by the next `step` (then greedy ones again). */
  next: Record<string, unknown> | null = null;

  constructor(seed: string, humans: readonly string[]) {
    super(h, 'catan', seed, 0, humans);
  }

  get ana(): Player {
    return this.players.ana!;
  }

  seatOf(player: Player, snap = this.snapshot()): number {
    return snap.seats.find((s) => s.userId === player.id)!.seat;
  }

  state(): CatanState {
    return this.snapshot().state as CatanState;
  }

  /**
   * Play on until Ana is to roll and her roll is a 7 after which the game waits on `owing` (bots alone: on
   * bots only); the seats then asked.
   */
  async untilSeven(owing: (asked: number[], bots: number[]) => boolean): Promise<void> {
    for (let i = 0; i < 300; i++) {
      const snap = this.snapshot();
      const s = snap.state as CatanState;
      const ana = this.seatOf(this.ana, snap);
      if (s.phase === 'roll' && s.current === ana && snap.status.toAct.join() === String(ana)) {
        const rolled = snap.module.apply(structuredClone(s), ana, { type: 'roll' });
        const asked = rolled.ok ? (snap.module.status(rolled.state).toAct as number[]) : [];
        const bots = snap.seats.filter((x) => x.botKind !== null).map((x) => x.seat);
        if (asked.length > 0 && !asked.includes(ana) && owing(asked, bots)) return;
      }
      expect(await this.step()).toBe(true);
    }
    throw new Error('Ana never rolled such a 7');
  }

  /** Play `action` as the next human step. */
  async play(action: Record<string, unknown>): Promise<void> {
    this.next = action;
    expect(await this.step()).toBe(true);
    expect(this.next, 'the scripted action was played').toBeNull();
  }

  protected override policy(snap: GameSnapshot, seat: number): Record<string, unknown> {
    const scripted = this.next;
    this.next = null;
    if (scripted) return scripted;
    const s = snap.state as CatanState;
    const ben = this.players.ben;
    if (ben && this.seatOf(ben, snap) === seat && s.phase === 'main' && s.current === seat && !s.trade)
      return { type: 'endTurn' };
    return super.policy(snap, seat);
  }
}

it('Catan: Ana rolls a 7 and only bots owe a discard: they discard at once and she moves the robber on the same turn message, pinged once; ending her turn posts a new one that pings her', async () => {
  const game = new SevenDriver('e2e-bot-discards-3', ['ana']);
  await game.open();
  await game.untilSeven((asked, bots) => asked.every((s) => bots.includes(s)));
  const seat = game.seatOf(game.ana);
  const turn = game.latestTurn();
  expect(game.pingsSince(turn, game.ana.id)).toEqual([turn.id]);
  const sameTurnMessage = () => {
    expect(game.since(turn).map((m) => m.id)).toEqual([turn.id]);
    expect(versionOf(game.latestTurn())).toBe(game.snapshot().record.version);
    expect(game.pingsSince(turn, game.ana.id)).toEqual([turn.id]);
  };
  const before = game.snapshot().record.version;
  await game.play({ type: 'roll' });
  // The bots discarded at once (the game moved on by their discards too), and the move is Ana's again.
  expect(game.snapshot().record.version).toBeGreaterThan(before + 1);
  expect(game.state().phase).toBe('robber');
  expect(game.snapshot().status.toAct).toEqual([seat]);
  sameTurnMessage();
  expect(game.latestTurn().embeds?.[0]?.description).toMatch(/discarded/);
  // She moves the robber (and steals), still on the same message.
  const robber = game.state().robber;
  for (let i = 0; i < 3 && game.state().phase !== 'main'; i++) {
    expect(await game.step()).toBe(true);
    sameTurnMessage();
  }
  expect(game.state().phase).toBe('main');
  expect(game.state().robber).not.toBe(robber);
  // Ending her turn is a change of turn: her next move is a new message that pings her.
  await game.play({ type: 'endTurn' });
  const next = game.latestTurn();
  expect(next.id).not.toBe(turn.id);
  expect(game.snapshot().status.toAct).toContain(seat);
  expect(next.mentions.map((u) => u.id)).toEqual([game.ana.id]);
}, 120_000);

it('Catan: Ana rolls a 7 and Ben owes a discard: a new message pings Ben alone; his discard gives the move back to Ana in a new message that pings her', async () => {
  const game = new SevenDriver('e2e-ben-discards-3', ['ana', 'ben']);
  const ben = () => game.players.ben!;
  await game.open();
  await game.untilSeven((asked, bots) => asked.some((s) => !bots.includes(s)));
  const seat = game.seatOf(game.ana);
  const turn = game.latestTurn();
  expect(turn.mentions.map((u) => u.id)).toEqual([game.ana.id]);
  await game.play({ type: 'roll' });
  // Any bot discarded at once; Ben must: a new message asks him and pings him alone.
  expect(game.snapshot().status.toAct).toEqual([game.seatOf(ben())]);
  const ask = game.latestTurn();
  expect(ask.id).not.toBe(turn.id);
  expect(ask.mentions.map((u) => u.id)).toEqual([ben().id]);
  // Ben discards (through the modal): the move is Ana's, to move the robber; she waited on a person, so a new
  // message pings her.
  expect(await game.step()).toBe(true);
  expect(game.state().phase).toBe('robber');
  expect(game.snapshot().status.toAct).toEqual([seat]);
  const back = game.latestTurn();
  expect(game.since(turn).map((m) => m.id)).toEqual([turn.id, ask.id, back.id]);
  expect(back.mentions.map((u) => u.id)).toEqual([game.ana.id]);
}, 120_000);
