/**
 * Undo through the stand-in and unmodified discord.js, in base Catan and Oil Springs games of three people and
 * a bot played by the game driver: the "Undo" button appears on the turn message exactly when the player to act may take
 * something back; pressing it takes back one move, and everyone sees what was taken back; `/oil undo` is
 * refused with a clear reason after a dice roll, after a blind steal, and past another player's move.
 */
import { expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import { SHORT_LABEL } from '../../src/discord/turn';
import type { TableDesk } from '../../src/discord/desk-table';
import { formatSeats } from '../../src/games/events';
import type { ActionRecord } from '../../src/store';
import { lastStanding } from '../../src/table/undo';
import { GameDriver } from './full-game';
import { answerOf, buttons, messageText, settle } from './harness';
import { useHarness } from './use-harness';

const { h } = useHarness();

const undoButton = (m: APIMessage) => buttons(m).find((b) => parseCustomId(b.customId)?.verb === 'undo');

it.each(['catan', 'oil-springs'])(
  'undo allowed (button) and refused (dice, steal, another player’s move) in %s',
  async (gameId) => {
    const game = new GameDriver(h, gameId, `e2e-undo-${gameId}`);
    await game.open();
    const store = (h.bot.app.desk as TableDesk).table.store;
    const log = (): ActionRecord[] => {
      const r = store.actions(game.snapshot().record.id);
      if (!r.ok) throw new Error(r.message);
      return r.value;
    };
    const seen = { undoneInSetUp: 0, undoneAfterRoll: 0, dice: 0, steal: 0, otherMove: 0 };

    /** The state at each version seen, to compare with the state after an undo. */
    const states = new Map<number, string>();
    for (let i = 0; i < 500 && Object.values(seen).some((n) => n < 1); i++) {
      const snap = game.snapshot();
      states.set(snap.record.version, JSON.stringify(snap.state));
      const names = snap.seats.map((s) => s.name);
      const seat = snap.status.toAct.find((s) => game.playerOfSeat(snap, s) !== null);
      const player = seat === undefined ? null : game.playerOfSeat(snap, seat);
      const last = lastStanding(log(), true);
      const turn = game.latestTurn();
      // The button shows exactly when the table says the player to act may take something back.
      expect(!!undoButton(turn), `Undo on the turn message at version ${snap.record.version}`).toBe(
        !!snap.undo?.held,
      );
      if (player && seat !== undefined && last) {
        const kinds = last.events.map((e) => e.kind);
        const isMine = last.seat === seat;
        const what = formatSeats(last.events.find((e) => !e.to)?.text ?? '', names).replace(/\.$/, '');
        const rolled = log().some((a) => a.events.some((e) => e.kind === 'roll'));
        const undone = rolled ? 'undoneAfterRoll' : 'undoneInSetUp';
        if (snap.undo?.held && seen[undone] < 1) {
          // Allowed: the button takes back one move, the thread says so to everyone, the state is as before.
          const version = snap.record.version;
          const undoId = undoButton(turn)!.customId;
          const words = what.slice(names[seat]!.length + 1);
          // Everyone sees what the button would take back (public: the move's public event).
          // Whole, or cut at a clause to a phone's line, SHORT_LABEL ("Undo: placed a settlement on 14" without
          // the hexes around it), else whole within Discord's 80 (`clipLabel`).
          const label = undoButton(turn)!.label;
          const full = `Undo: ${words}`;
          if (full.length <= SHORT_LABEL) expect(label).toBe(full);
          else if (label.length > SHORT_LABEL) expect(label).toBe(full.length <= 80 ? full : label);
          expect(full.startsWith(label.replace(/(, )?…$/, '')), label).toBe(true);
          // Only the player to act may press it: anyone else is told so, and nothing changes.
          const other = Object.values(game.players).find((p) => p !== player)!;
          const refused = other.click(turn, undoId);
          await settle(h, refused);
          expect(answerOf(refused)?.content).toMatch(
            /^(You can take back your moves only while it is your turn to act\.|You're not playing)/,
          );
          expect(game.snapshot().record.version).toBe(version);
          const click = player.click(turn, undoId);
          await settle(h, click);
          const after = game.snapshot();
          expect(after.record.version).toBe(version + 1);
          expect(lastStanding(log(), true)?.seq).not.toBe(last.seq);
          // The state is the one before the action taken back.
          expect(JSON.stringify(after.state)).toBe(states.get(last.seq - 1));
          // The turn message was edited in place (the same player acts on).
          expect(game.latestTurn().id).toBe(turn.id);
          // Told in the button's words, the actor left out: not "You took back: Ana placed a settlement …".
          expect(answerOf(click)?.content).toBe(`You took back: ${words}.`);
          // The move and its undo changed nothing: the turn message, edited in place, shows neither (the log
          // keeps both: checked below).
          const everyone = messageText(game.latestTurn());
          expect(everyone).not.toContain(`${names[seat]} took back: ${words}.`);
          expect(everyone).not.toContain(`${what}.`);
          seen[undone]++;
          game.check();
          continue;
        }
        const refusal = async (): Promise<string> => {
          const reply = await player.run(game.thread, 'oil undo');
          return reply.content ?? '';
        };
        if (isMine && kinds.includes('roll') && seen.dice < 1) {
          expect(undoButton(turn)).toBeUndefined();
          expect(await refusal()).toBe(`You can't undo past a random outcome (${what}): luck stands.`);
          seen.dice++;
        } else if (isMine && last.events.some((e) => e.kind === 'steal' && e.to) && seen.steal < 1) {
          expect(undoButton(turn)).toBeUndefined();
          const text = await refusal();
          expect(text).toBe(`You can't undo past a hidden outcome (${what}): what was revealed stands.`);
          // The private text (which card) is never shown.
          for (const e of last.events.filter((x) => x.to))
            expect(text).not.toContain(formatSeats(e.text, names));
          seen.steal++;
        } else if (
          !isMine &&
          seen.otherMove < 1 &&
          log()
            .slice(-8)
            .some((a) => a.seat === seat)
        ) {
          // Another player's move since this player's own (an answer, a discard, a turn).
          expect(undoButton(turn)).toBeUndefined();
          const who = names[last.seat]!;
          expect(await refusal()).toBe(
            `Undo takes back only your own moves: you have made none since ${who}'s move${what ? ` (${what})` : ''}.`,
          );
          seen.otherMove++;
        }
      }
      if (!(await game.step())) break;
    }
    // The log keeps both the move and its undo, for everyone (`/oil log`, every page).
    const logPage = (page: number) =>
      h.standIn.driver
        .runCommand({ user: 'dev', channel: game.thread, command: 'oil log', options: { page } })
        .waitForReply({ timeoutMs: 20_000 });
    const first = await logPage(1);
    const pages = Number(/page 1 of (\d+)/.exec(first.embeds?.[0]?.title ?? '')?.[1]);
    const logText = [messageText(first)];
    for (let p = 2; p <= pages; p++) logText.push(messageText(await logPage(p)));
    const names = game.snapshot().seats.map((s) => s.name);
    const undoLines = log().filter((a) => a.events.some((e) => e.kind === 'undo'));
    expect(undoLines.length).toBe(seen.undoneInSetUp + seen.undoneAfterRoll);
    for (const entry of undoLines) {
      const undone = log().find((a) => a.seq === (entry.action as { $undo: number }).$undo)!;
      expect(logText.join('\n')).toContain(formatSeats(entry.events[0]!.text, names));
      expect(logText.join('\n')).toContain(formatSeats(undone.events[0]!.text, names));
    }
    expect(seen).toEqual({ undoneInSetUp: 1, undoneAfterRoll: 1, dice: 1, steal: 1, otherMove: 1 });
    // The game as played (what the end-of-game summary replays) leaves the undo entries and the moves they
    // took back out.
    const played = h.bot.app.desk.history(game.snapshot().record.id);
    const takenBack = new Set(undoLines.map((e) => (e.action as { $undo: number }).$undo));
    expect(played).toHaveLength(log().length - 2 * undoLines.length);
    expect(played.some((a) => '$undo' in (a.action as object) || takenBack.has(a.seq))).toBe(false);
    console.log(JSON.stringify({ undoE2e: { gameId, ...seen, version: game.snapshot().record.version } }));
  },
  300_000,
);
