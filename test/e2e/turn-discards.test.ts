/**
 * One turn message per turn through a 7 (src/discord/turn-goes-on.ts `continuesTurn`): Ana rolls a 7 and only bots
 * owe a discard; they discard at once and the move comes back to her to move the robber, on the same message,
 * which pinged her once, for the turn. When people owe a discard, a new message pings them alone (not her, if
 * she owes one too: she was pinged for the turn) and stands for her: after their discards her turn goes on in
 * it, without pinging her again.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/discord/desk';
import type { CatanState } from '../../src/games/catan/types';
import { GameDriver } from './full-game';
import { versionOf, type Player } from './harness';
import { useHarness } from './use-harness';
import { AWAY_AFTER_MS } from '../../src/discord/turn-goes-on';

/** The bot's clock (its table and store) runs `offset` ahead of the real one. */
let offset = 0;
const { h } = useHarness({ bot: { clocks: { now: () => Date.now() + offset } } });

/** People and bots; the `keepers` keep their cards (each ends their turn once they have rolled). */
class SevenDriver extends GameDriver {
  /** The users each public message mentioned when first seen (its post's pings), by message id. */
  private readonly pinged = new Map<string, string[]>();

  constructor(
    seed: string,
    humans: readonly string[],
    private readonly keepers: readonly string[] = humans.filter((u) => u !== 'ana'),
  ) {
    super(h, 'catan', seed, 0, humans);
  }

  override async step(): Promise<boolean> {
    const stepped = await super.step();
    for (const m of this.publicMessages())
      if (!this.pinged.has(m.id))
        this.pinged.set(
          m.id,
          m.mentions.map((u) => u.id),
        );
    return stepped;
  }

  /** The ids of the messages from `message` on whose post pinged `player`. */
  pingsOf(player: Player, message: APIMessage): string[] {
    return this.since(message)
      .filter((m) => this.pinged.get(m.id)?.includes(player.id))
      .map((m) => m.id);
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
   * Play on until Ana (seat `ana`) is to roll and her roll is a 7 after which the game waits on discards by
   * the seats `asked`, which satisfy `owing`.
   */
  async untilSeven(owing: (asked: number[], bots: number[], ana: number) => boolean): Promise<void> {
    for (let i = 0; i < 300; i++) {
      const snap = this.snapshot();
      const s = snap.state as CatanState;
      const ana = this.seatOf(this.ana, snap);
      if (s.phase === 'roll' && s.current === ana && snap.status.toAct.join() === String(ana)) {
        const rolled = snap.module.apply(structuredClone(s), ana, { type: 'roll' });
        const seven = rolled.ok && (rolled.state as CatanState).phase === 'discard';
        const asked = seven ? (snap.module.status(rolled.state).toAct as number[]) : [];
        const bots = snap.seats.filter((x) => x.botKind !== null).map((x) => x.seat);
        if (asked.length > 0 && owing(asked, bots, ana)) return;
      }
      expect(await this.step()).toBe(true);
    }
    throw new Error('Ana never rolled such a 7');
  }

  /** Ana moves the robber (and steals): `check` after each step; the robber stands elsewhere after. */
  async moveRobber(check: () => void): Promise<void> {
    const robber = this.state().robber;
    for (let i = 0; i < 3 && this.state().phase !== 'main'; i++) {
      expect(await this.step()).toBe(true);
      check();
    }
    expect(this.state().phase).toBe('main');
    expect(this.state().robber).not.toBe(robber);
  }

  /** Play `action` as the next human step. */
  async play(action: Record<string, unknown>): Promise<void> {
    this.next = action;
    expect(await this.step()).toBe(true);
    expect(this.next, 'the scripted action was played').toBeNull();
  }

  protected override policy(snap: GameSnapshot, seat: number): Record<string, unknown> {
    const s = snap.state as CatanState;
    const keeper = this.keepers.some((u) => this.seatOf(this.players[u]!, snap) === seat);
    if (keeper && s.phase === 'main' && s.current === seat && !s.trade) return { type: 'endTurn' };
    return super.policy(snap, seat);
  }
}

it('Catan: Ana rolls a 7 and only bots owe a discard: they discard at once and she moves the robber on the same turn message, pinged once; ending her turn posts a new one that pings her', async () => {
  const game = new SevenDriver('e2e-bot-discards-3', ['ana']);
  await game.open();
  await game.untilSeven((asked, bots, ana) => !asked.includes(ana) && asked.every((s) => bots.includes(s)));
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
  await game.moveRobber(sameTurnMessage);
  // Ending her turn is a change of turn: her next move is a new message that pings her.
  await game.play({ type: 'endTurn' });
  const next = game.latestTurn();
  expect(next.id).not.toBe(turn.id);
  expect(game.snapshot().status.toAct).toContain(seat);
  expect(next.mentions.map((u) => u.id)).toEqual([game.ana.id]);
}, 120_000);

/** The seats of `players` in `game`. */
function seatsOf(game: SevenDriver, ...players: Player[]): number[] {
  return players.map((p) => game.seatOf(p)).sort((a, b) => a - b);
}

/**
 * Ana rolls a 7 and the people `owing` owe a discard (`ana` among them, or not): a new message asks them and
 * pings them (not her), they discard on it, and her turn goes on in it to move the robber, without a ping.
 */
async function discardsOnOneMessage(game: SevenDriver, owing: Player[]): Promise<void> {
  await game.open();
  const people = Object.values(game.players);
  await game.untilSeven((asked, bots) => {
    const persons = asked.filter((s) => !bots.includes(s));
    return persons.join() === seatsOf(game, ...owing).join();
  });
  const seat = game.seatOf(game.ana);
  const turn = game.latestTurn();
  expect(game.pingsOf(game.ana, turn)).toEqual([turn.id]);
  await game.play({ type: 'roll' });
  // Any bot discarded at once; the people must: a new message asks them and pings them, but not Ana again.
  expect(game.snapshot().status.toAct).toEqual(seatsOf(game, ...owing));
  const ask = game.latestTurn();
  expect(ask.id).not.toBe(turn.id);
  expect(game.since(turn).map((m) => m.id)).toEqual([turn.id, ask.id]);
  const others = owing.filter((p) => p !== game.ana);
  expect(ask.mentions.map((u) => u.id).sort()).toEqual(others.map((p) => p.id).sort());
  /** Still the two messages, `ask` showing the game now; each person pinged once, Ana by `turn`. */
  const oneMessage = () => {
    expect(game.since(turn).map((m) => m.id)).toEqual([turn.id, ask.id]);
    expect(game.latestTurn().id).toBe(ask.id);
    expect(versionOf(game.latestTurn())).toBe(game.snapshot().record.version);
    for (const p of people)
      expect(game.pingsOf(p, turn), p.id).toEqual(
        p === game.ana ? [turn.id] : others.includes(p) ? [ask.id] : [],
      );
  };
  oneMessage();
  // They discard (through the modal), one after the other, on the same message.
  for (let i = 0; i < owing.length; i++) {
    expect(game.state().phase).toBe('discard');
    expect(await game.step()).toBe(true);
    oneMessage();
  }
  // The move is Ana's, to move the robber: on the same message, which stands for her, without a ping.
  expect(game.state().phase).toBe('robber');
  expect(game.snapshot().status.toAct).toEqual([seat]);
  await game.moveRobber(oneMessage);
  // Ending her turn is a change of turn: a new message, which pings every person it asks (a discarder
  // whose turn comes is pinged anew, though the message before asked him).
  await game.play({ type: 'endTurn' });
  const next = game.latestTurn();
  expect(next.id).not.toBe(ask.id);
  const snap = game.snapshot();
  const asked = snap.status.toAct.map((s) => snap.seats[s]!.userId).filter((u) => u !== null);
  expect(next.mentions.map((u) => u.id).sort()).toEqual(asked.sort());
  // The finished message tells whose moves it showed: the discards and Ana's turn.
  const title = game.publicMessages().find((m) => m.id === ask.id)!.embeds?.[0]?.title ?? '';
  for (const p of [game.ana, ...owing])
    expect(title).toContain(game.snapshot().seats.find((x) => x.userId === p.id)!.name);
}

it('Catan: Ana rolls a 7 and Ben owes a discard: a new message pings Ben alone; after his discard she moves the robber on it, not pinged again', async () => {
  const game = new SevenDriver('e2e-ben-discards-3', ['ana', 'ben']);
  await discardsOnOneMessage(game, [game.players.ben!]);
}, 120_000);

it('Catan: Ana rolls a 7 and Ben and Caro owe a discard: a new message pings both; after their discards she moves the robber on it, not pinged again', async () => {
  const game = new SevenDriver('e2e-two-discard-8', ['ana', 'ben', 'caro']);
  await discardsOnOneMessage(game, [game.players.ben!, game.players.caro!]);
}, 180_000);

it('Catan: Ana rolls a 7 and owes a discard herself, as Ben does: a new message asks them both and pings Ben alone; after the discards she moves the robber on it', async () => {
  const game = new SevenDriver('e2e-ana-discards-1', ['ana', 'ben'], ['ana', 'ben']);
  await discardsOnOneMessage(game, [game.players.ana!, game.players.ben!]);
}, 180_000);

it('Catan: Ana rolls a 7 and Ben discards only a while after her roll: the move coming back to her is posted anew and pings her', async () => {
  const game = new SevenDriver('e2e-ben-discards-3', ['ana', 'ben']);
  const ben = game.players.ben!;
  await game.open();
  await game.untilSeven(
    (asked, bots) => asked.filter((s) => !bots.includes(s)).join() === String(game.seatOf(ben)),
  );
  await game.play({ type: 'roll' });
  const ask = game.latestTurn();
  expect(ask.mentions.map((u) => u.id)).toEqual([ben.id]);
  // Ana rolled AWAY_AFTER_MS ago when Ben discards.
  offset += AWAY_AFTER_MS;
  expect(game.state().phase).toBe('discard');
  expect(await game.step()).toBe(true);
  expect(game.state().phase).toBe('robber');
  const back = game.latestTurn();
  expect(back.id).not.toBe(ask.id);
  expect(back.mentions.map((u) => u.id)).toEqual([game.ana.id]);
  expect(versionOf(back)).toBe(game.snapshot().record.version);
  // Her turn goes on in the new message, which stands for her: moving the robber edits it, pinging nobody.
  await game.moveRobber(() => {
    expect(game.latestTurn().id).toBe(back.id);
    expect(game.pingsOf(game.ana, back)).toEqual([back.id]);
  });
}, 120_000);
