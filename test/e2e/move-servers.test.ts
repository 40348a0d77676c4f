/**
 * A server moved to another machine's database (`npm run move-servers`) while the bot was down, its game
 * taking a new row id there: the restarted bot posts the game's turn message again with buttons that carry the
 * new id and work, and a click on the old message is refused, with a link to the new one, and changes nothing.
 */
import { existsSync, renameSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { parseCustomId } from '../../src/discord/custom-id';
import { OLDER_MESSAGE_TEXT } from '../../src/discord/origin';
import { moveServers } from '../../src/tools/move-servers';
import { race } from '../fixtures/race';
import { playRace } from '../fixtures/race-file';
import { answerOf, buttons, joinAndStart, openLobby, selects, settle, versionOf } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ games: [race], players: ['ana', 'ben'] });

const rowOf = (m: APIMessage) => parseCustomId(buttons(m)[0]!.customId)!.row;

describe('a server moved to another database', () => {
  it('gets its turn message posted again with working buttons; the old one’s clicks change nothing', async () => {
    const { thread, lobby } = await openLobby(h, ana, { game: 'test-race' });
    await joinAndStart(h, thread, lobby, ana, [ben]);
    const old = ana.turnMessage(thread)!;
    const oldRow = rowOf(old);
    const version = versionOf(old)!;

    await h.restart(() => {
      // This machine's file goes elsewhere; the new one already has games of another server, one with this id.
      const elsewhere = `${h.dbPath}.old`;
      for (const suffix of ['', '-wal', '-shm'])
        if (existsSync(`${h.dbPath}${suffix}`)) renameSync(`${h.dbPath}${suffix}`, `${elsewhere}${suffix}`);
      for (let i = 1; i <= oldRow; i++) playRace(h.dbPath, `c-other-${i}`, 1, { guildId: 'g-other' });
      const report = moveServers(elsewhere, h.dbPath, { scope: { shards: [0], count: 1 } });
      expect(report.newIds).toEqual([{ from: oldRow, to: oldRow + 1 }]);
    });
    await h.bot.idle();

    const fresh = ana.turnMessage(thread)!;
    expect(fresh.id).not.toBe(old.id);
    expect(rowOf(fresh)).toBe(oldRow + 1);
    expect(versionOf(fresh)).toBe(version);

    // The old message's button names the other server's game now: refused with a link to this thread's turn.
    const other = () => h.bot.app.desk.byChannel(`c-other-${oldRow}`)!.record.version;
    const otherVersion = other();
    const stale = ana.click(old, buttons(old).find((b) => b.customId.includes('.act.choose'))!.customId);
    await settle(h, stale);
    expect(answerOf(stale)?.content).toBe(
      `${OLDER_MESSAGE_TEXT} [Jump to the current turn](https://discord.com/channels/${h.guildId}/${thread}/${fresh.id})`,
    );
    expect(other()).toBe(otherVersion);
    expect(versionOf(ana.turnMessage(thread)!)).toBe(version);

    // The new one plays.
    for (const who of [ana, ben]) {
      const turn = who.turnMessage(thread)!;
      const click = who.click(turn, buttons(turn).find((b) => b.customId.includes('.act.choose'))!.customId);
      await settle(h, click);
      const sel = selects(answerOf(click)!)[0]!;
      await settle(h, who.select(answerOf(click)!, sel.customId, [sel.options[0]!.value]));
    }
    expect(versionOf(ana.turnMessage(thread)!)).toBeGreaterThan(version);
  }, 60_000);
});
