/**
 * "Since your last turn" end to end, through the stand-in and unmodified discord.js: when a player's turn
 * comes, My hand starts with what happened since they last acted — the others' public moves, what concerns
 * them in bold, their own private events, never another player's secret — and, for a game with a since
 * picture (Merit's "Oil" here), the board with what changed ringed, only in that private reply.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCustomId } from '../../src/discord/custom-id';
import { Rng } from '../../src/games/rng';
import { MERIT_SINCE_CAPTION } from '../../src/render/merit-oil/since';
import { race } from '../fixtures/race';
import {
  answerOf,
  chooseInRace,
  buttons,
  isEphemeral,
  type Player,
  settle,
  openLobby,
  joinAndStart,
} from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });
let thread: string;

/** `p`'s My hand, opened from the turn message: its text (the digest), a blank line, the embed's description. */
async function myHand(p: Player): Promise<string> {
  const turn = p.turnMessage(thread)!;
  const click = p.click(turn, buttons(turn).find((b) => b.customId.includes('.hand'))!.customId);
  await settle(h, click);
  const answer: APIMessage = answerOf(click)!;
  return [answer.content ?? '', answer.embeds?.[0]?.description ?? ''].filter((t) => t).join('\n\n');
}

beforeAll(async () => {
  const opened = await openLobby(h, ana, { game: 'test-race' });
  thread = opened.thread;
  await joinAndStart(h, thread, opened.lobby, ana, [ben]);
}, 60_000);

describe('since your last turn', () => {
  it('before anyone acted, My hand has no digest', async () => {
    expect(await myHand(ana)).not.toContain('Since your last turn');
  });

  it('when the turn comes back, My hand starts with what happened since the player last acted', async () => {
    await chooseInRace(ana, thread, 'safe');
    // Ana just acted: nothing new for her yet.
    expect(await myHand(ana)).not.toContain('Since your last turn');
    await chooseInRace(ben, thread, 'risky');
    const hand = await myHand(ana);
    // The digest comes first, then (after a blank line) the hand as before.
    const [digest, rest] = hand.split('\n\n');
    expect(rest).toContain('**Positions**');
    const lines = digest!.split('\n');
    // The round resolves in seat order, which the game's seating decides.
    expect(lines[0]).toBe('**Since your last turn**');
    expect(lines[1]).toBe('• Ben has chosen');
    expect(lines.slice(2).sort()).toEqual([
      '• **Ana plays safe: +1**',
      expect.stringMatching(/^• Ben rolls [1-6]: \+[0-6]$/),
    ]);
    expect(lines).toHaveLength(4);
    // Ben's choice was his secret until the round resolved; it never shows in Ana's digest.
    expect(hand).not.toContain('Ben chose risky');
  });

  it('the next round: each digest holds only what came after that player’s own latest action', async () => {
    // Ben's last action resolved the round, so its results came with his own move: nothing new for him.
    expect(await myHand(ben)).not.toContain('Since your last turn');
    await chooseInRace(ana, thread, 'risky');
    expect((await myHand(ben)).split('\n').slice(0, 2)).toEqual([
      '**Since your last turn**',
      '• Ana has chosen',
    ]);
    await chooseInRace(ben, thread, 'safe');
    const hand = await myHand(ana);
    const lines = hand.split('\n');
    expect(lines.slice(0, 2)).toEqual(['**Since your last turn**', '• Ben has chosen']);
    expect(lines.slice(2, 4).sort()).toEqual([
      expect.stringMatching(/^• \*\*Ana rolls [1-6]: \+[0-6]\*\*$/),
      '• Ben plays safe: +1',
    ]);
    expect(hand).not.toContain('Ben chose safe');
  });
});

describe("since your last turn: Merit's Oil's ringed picture", () => {
  it('when Ana’s turn comes back, only her My hand carries the board with what changed ringed', async () => {
    const opened = await openLobby(h, ana, { game: 'merit-oil', seed: 'digest-e2e' });
    await joinAndStart(h, opened.thread, opened.lobby, ana, [ben]);
    const turnMessage = () =>
      [...ana.sees(opened.thread)]
        .reverse()
        .find((m) => !isEphemeral(m) && buttons(m).some((b) => b.customId.includes('.hand')))!;
    const row = parseCustomId(buttons(turnMessage())[0]!.customId)!.row;
    const desk = h.bot.app.desk;
    const users = { [ana.id]: { id: ana.id, name: 'Ana' }, [ben.id]: { id: ben.id, name: 'Ben' } };
    const anaSeat = desk.snapshot(row)!.seats.find((s) => s.userId === ana.id)!.seat;
    // The players play their greedy moves (through the desk: the picture is what is tested here) until Ana
    // has acted, then Ben has rolled (his lorry moves), and the turn is Ana's again.
    let anaActed = false;
    let benRolledSince = false;
    for (let i = 0; i < 400; i++) {
      const snap = desk.snapshot(row)!;
      const seat = snap.status.toAct[0]!;
      if (seat === anaSeat && anaActed && benRolledSince) break;
      const user = users[snap.seats.find((s) => s.seat === seat)!.userId!]!;
      const action = snap.module.bots.greedy!(structuredClone(snap.state), seat, Rng.fromSeed(`e2e#${i}`));
      const turn = desk.turnFor(row, user.id, null);
      if (!turn.ok) throw new Error(turn.message);
      const acted = desk.actOn(turn.value, user, action);
      if (!acted.ok) throw new Error(acted.message);
      if (seat === anaSeat) {
        anaActed = true;
        benRolledSince = false;
      } else if (anaActed && (action as { type: string }).type === 'roll') benRolledSince = true;
    }
    expect(anaActed && benRolledSince).toBe(true);
    await h.bot.app.threads.sync(row);
    const turn = turnMessage();
    const click = ana.click(turn, buttons(turn).find((b) => b.customId.includes('.hand'))!.customId);
    await settle(h, click);
    const answer = answerOf(click)!;
    expect(isEphemeral(answer)).toBe(true);
    expect(answer.attachments?.map((a) => [a.filename, a.description])).toEqual([
      ['since.png', MERIT_SINCE_CAPTION],
    ]);
    expect(answer.embeds?.[0]?.image?.url).toContain('since.png');
    // Nobody else sees it: no public message of the thread carries the since picture.
    const publicOnes = ben.sees(opened.thread).filter((m) => !isEphemeral(m));
    expect(publicOnes.length).toBeGreaterThan(0);
    for (const m of publicOnes)
      expect(m.attachments?.some((a) => a.filename === 'since.png') ?? false).toBe(false);
  });
});
