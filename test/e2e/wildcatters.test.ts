/**
 * A whole Wildcatters game from `/oil new` in the playground's #wildcatters channel to its end: two humans
 * (Ana, Ben) through buttons and choosers, every 9th action typed as a slash command, and two bots. The
 * questions to the other players (piggy-back on a drill, the wildcatter disk auction, riding along) are asked
 * of all of them at once; when both humans are asked, the later seat answers first (any order works), and a
 * human asked to piggy-back does so when they can.
 */
import { readFileSync } from 'node:fs';
import type { APIMessage } from 'discord-api-types/v10';
import { expect, it } from 'vitest';
import type { GameSnapshot } from '../../src/discord/desk';
import type { TableDesk } from '../../src/discord/desk-table';
import { getGame } from '../../src/games/registry';
import type { WildcattersAction, WildcattersState } from '../../src/games/wildcatters/types';
import { GameDriver } from './full-game';
import { isEphemeral, threadIdIn } from './harness';
import { useHarness } from './use-harness';

class WildcattersDriver extends GameDriver {
  /** Times both humans were asked the same question at once. */
  bothAsked = 0;

  protected override pickSeat(snap: GameSnapshot, humanSeats: readonly number[]): number {
    if (humanSeats.length > 1) this.bothAsked++;
    return humanSeats[humanSeats.length - 1]!;
  }

  protected override policy(snap: GameSnapshot, seat: number): Record<string, unknown> {
    const state = snap.state as WildcattersState;
    const legal = snap.module.legalActions(snap.state, seat) as WildcattersAction[];
    if (state.pending?.kind === 'piggyback') {
      const convert = legal.find((a) => a.type === 'piggyback');
      if (convert) return convert as Record<string, unknown>;
    }
    const action = super.policy(snap, seat) as WildcattersAction;
    if (action.type === 'bid') {
      // The chooser lists round amounts (any other goes through the bid form): the nearest one listed.
      const bids = legal.filter((a) => a.type === 'bid');
      const near = bids.sort(
        (a, b) => Math.abs(a.shares - action.shares) - Math.abs(b.shares - action.shares),
      )[0];
      return (action.shares === 0 || !near ? { type: 'pass' } : near) as Record<string, unknown>;
    }
    return action as Record<string, unknown>;
  }
}

const { h } = useHarness();

/** The saved actions of a game: seat and action, in order. */
function log(game: GameDriver): Array<{ seat: number; action: WildcattersAction }> {
  const desk = game.h.bot.app.desk as TableDesk;
  const actions = desk.table.store.actions(game.row);
  if (!actions.ok) throw new Error(actions.message);
  return actions.value.map((a) => ({ seat: a.seat, action: a.action as WildcattersAction }));
}

it('/oil new in #wildcatters opens a Wildcatters lobby', async () => {
  expect(getGame('wildcatters')?.title).toBe('Wildcatters');
  const ana = new GameDriver(h, 'wildcatters', 'e2e-wild-lobby', 0, ['ana']).players.ana!;
  const reply = await ana.run('wildcatters', 'oil new', { game: 'wildcatters' });
  const thread = threadIdIn(reply);
  const lobby = await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
    channel: thread,
  });
  expect(lobby.embeds?.[0]?.title).toMatch(/Wildcatters/);
  expect(h.bot.app.desk.byChannel(thread)?.record.gameId).toBe('wildcatters');
});

it('/oil rules wildcatters shows the Wildcatters rules page, privately', async () => {
  const ana = new GameDriver(h, 'wildcatters', 'e2e-wild-rules', 0, ['ana']).players.ana!;
  const first = await ana.run('general', 'oil rules', { game: 'wildcatters' });
  expect(isEphemeral(first)).toBe(true);
  expect(first.embeds?.[0]?.title).toBe('Wildcatters — rules');
  const md = readFileSync('docs/rules/wildcatters.md', 'utf8');
  const heading = /^## (.+)$/m.exec(md)?.[1];
  expect(heading).toBeDefined();
  const text = (first.embeds ?? []).map((e) => `${e.title ?? ''}\n${e.description ?? ''}`).join('\n');
  expect(text).toContain(heading!);
});

it('plays Wildcatters to the end with two humans and two bots, with an auction and a piggy-back answered by the other human', async () => {
  const game = new WildcattersDriver(h, 'wildcatters', 'w2', 9, ['ana', 'ben']);
  await game.open();
  for (let i = 0; i < 800 && (await game.step()); i++);
  const run = await game.finish();
  expect(run.over).toBe(true);
  expect(run.humanActions).toBeGreaterThan(40);
  expect(run.selects).toBeGreaterThan(10);
  expect(run.typed, 'every 9th action typed as /oil build|oil|endturn|move').toBeGreaterThan(5);

  const snap = game.snapshot();
  const humans = new Set(snap.seats.filter((s) => s.userId !== null).map((s) => s.seat));
  expect(humans.size).toBe(2);
  const actions = log(game);
  // A human drills; the answers to the piggy-back question come before anything else, and among them the
  // other human converts a rig.
  let piggyByOtherHuman = 0;
  let auctionsWithHumanBid = 0;
  actions.forEach((a, i) => {
    if (a.action.type !== 'drill' || !humans.has(a.seat)) return;
    const answers: Array<{ seat: number; action: WildcattersAction }> = [];
    for (const b of actions.slice(i + 1)) {
      if (b.action.type !== 'piggyback' && b.action.type !== 'pass') break;
      answers.push(b);
    }
    if (answers.some((x) => x.action.type === 'piggyback' && x.seat !== a.seat && humans.has(x.seat)))
      piggyByOtherHuman++;
  });
  for (const a of actions) if (a.action.type === 'bid' && humans.has(a.seat)) auctionsWithHumanBid++;
  expect(piggyByOtherHuman, 'a piggy-back answered by a human other than the driller').toBeGreaterThan(0);
  expect(auctionsWithHumanBid, 'a human bid in a wildcatter disk auction').toBeGreaterThan(0);
  expect(game.bothAsked, 'both humans were asked the same question at once').toBeGreaterThan(0);
  const last = game.latestTurn();
  expect(last.embeds?.[0]?.title).toMatch(/game over/);
  // The nine final-scoring lines are told once, in the game-over message: the last turn message's record
  // ("Dev: done") told them too.
  const scoring = (m: APIMessage) =>
    (m.embeds ?? [])
      .flatMap((e) => (e.description ?? '').split('\n'))
      .filter((l) => l.startsWith('Final scoring'));
  expect(scoring(last)).toHaveLength(9);
  expect(game.publicMessages().flatMap(scoring)).toHaveLength(9);
  console.log(JSON.stringify({ ...run, piggyByOtherHuman, auctionsWithHumanBid, bothAsked: game.bothAsked }));
}, 120_000);
