/**
 * The end of a game through the stand-in and unmodified discord.js: the final move (a click) brings one
 * summary message with both pictures — the score chart (PNG) and the board timelapse (animated GIF, ≤ 8 MB) —
 * and then the thread is archived. The summary is posted once: not again after a restart, and not twice
 * when a crash came between sending it and recording it (the nonce gives the first message back).
 */
import { expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { Rng } from '../../src/games/rng';
import { CHART_SIZE } from '../../src/render/charts/line-chart';
import { TIMELAPSE } from '../../src/render/timelapse';
import { GameDriver } from './full-game';
import { parseCustomId } from '../../src/discord/custom-id';
import { answerOf, buttons, Player, settle, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const SEED = 'e2e-summary-1';
const { h } = useHarness();

/** Play the humans' moves straight through the desk (the table's checks, no Discord) until the next one wins. */
function playUntilTheWinningMove(game: GameDriver): void {
  const desk = h.bot.app.desk;
  for (let i = 0; i < 3000; i++) {
    const snap = game.snapshot();
    // A bot's move won: nobody is left to click the last move (the seed's game no longer suits the test).
    if (snap.status.over)
      throw new Error('a bot won before a person could make the winning move: choose another seed');
    const seat = snap.status.toAct.find((s) => game.playerOfSeat(snap, s) !== null);
    if (seat === undefined) throw new Error('only bots to act');
    const player = game.playerOfSeat(snap, seat)!;
    // The same choice GameDriver.step makes, so the last move can be clicked as the driver would.
    const greedy = snap.module.bots.greedy!;
    const action = greedy(
      structuredClone(snap.state),
      seat,
      Rng.fromSeed(`${SEED}#human#${snap.record.version}`),
    );
    const ahead = snap.module.apply(structuredClone(snap.state), seat, action);
    if (ahead.ok && snap.module.status(ahead.state).over) return;
    const turn = desk.turnFor(snap.record.id, player.id, null);
    if (!turn.ok) throw new Error(turn.message);
    const acted = desk.actOn(turn.value, { id: player.id, name: player.user }, action);
    if (!acted.ok) throw new Error(acted.message);
  }
  throw new Error('the game did not end');
}

function summaries(game: GameDriver): APIMessage[] {
  return game.publicMessages().filter((m) => (m.embeds?.[0]?.title ?? '').includes('final standings'));
}

it('the summary message with both pictures (sizes checked), once, then the thread is archived', async () => {
  const game = new GameDriver(h, 'oil-springs', SEED);
  await game.open();
  playUntilTheWinningMove(game);
  expect(game.snapshot().status.over, 'the last move is left for a click').toBe(false);
  await h.bot.app.threads.sync(game.row);
  expect(await game.step()).toBe(false);
  await h.bot.idle();
  const snap = game.snapshot();
  expect(snap.record.lifecycle).toBe('finished');

  const posted = summaries(game);
  expect(posted).toHaveLength(1);
  const summary = posted[0]!;
  expect(summary.content).toContain('Game over');
  const [main, board] = summary.embeds;
  const names = snap.seats.map((s) => s.name);
  const winner = names[snap.status.result!.winners[0]!]!;
  expect(main?.description?.split('\n')[0]).toContain(`**${winner}**`);
  // A plain win ("Ana wins with 12 VP.") is not told again under "How it ended": the first lines say it.
  expect(main?.fields?.map((f) => f.name)).toEqual(['Length', 'Awards']);
  expect(main?.fields?.[0]?.value).toMatch(/^\d+ turns \(\d+ moves\) in (under a minute|\d+ minutes?)$/);
  expect(main?.fields?.[1]?.value).toMatch(/Most oil burnt|Longest Road|Biggest trader|Champion/);

  const files = new Map((summary.attachments ?? []).map((a) => [a.filename, a]));
  const chart = files.get('scores.png')!;
  const gif = files.get('timelapse.gif')!;
  expect(chart.content_type).toBe('image/png');
  expect(gif.content_type).toBe('image/gif');
  expect(main?.image?.url).toBe(chart.url);
  expect(board?.image?.url).toBe(gif.url);
  const chartMeta = await sharp(h.standIn.driver.attachment(chart.id)!.data).metadata();
  expect([chartMeta.width, chartMeta.height]).toEqual([CHART_SIZE.width, CHART_SIZE.height]);
  const gifData = h.standIn.driver.attachment(gif.id)!.data;
  expect(gifData.length).toBeLessThanOrEqual(8 * 1024 * 1024);
  const gifMeta = await sharp(gifData, { animated: true }).metadata();
  expect(gifMeta.format).toBe('gif');
  expect(gifMeta.width).toBe(TIMELAPSE.width);
  expect(gifMeta.pageHeight).toBe(TIMELAPSE.height);
  expect(gifMeta.pages).toBeGreaterThanOrEqual(10);
  console.log(JSON.stringify({ chartBytes: chart.size, gifBytes: gif.size, frames: gifMeta.pages }));

  // Posted before the thread was archived, and archived after.
  const turn = game.latestTurn();
  expect(BigInt(summary.id)).toBeGreaterThan(BigInt(turn.id));
  expect(h.standIn.driver.channel(game.thread).thread?.archived).toBe(true);
  expect(h.bot.app.desk.summaryMessage(game.row)).toBe(summary.id);

  // A restart posts nothing again.
  await h.restart();
  await h.bot.idle();
  expect(summaries(game).map((m) => m.id)).toEqual([summary.id]);

  // A crash between sending the summary and recording it: the catch-up sends it again with the same nonce,
  // and Discord gives the first message back.
  await h.restart(() => {
    const db = new Database(h.dbPath);
    db.prepare(`UPDATE games SET meta = json_remove(meta, '$.summary') WHERE id = ?`).run(game.row);
    db.close();
  });
  await h.bot.idle();
  expect(summaries(game).map((m) => m.id)).toEqual([summary.id]);
  expect(h.bot.app.desk.summaryMessage(game.row)).toBe(summary.id);
  expect(h.standIn.driver.channel(game.thread).thread?.archived).toBe(true);

  // /oil board in the finished game's thread (typing it there unarchives the thread, as in Discord) links its
  // final board, and posts nothing below the summary.
  const before = game.publicMessages().length;
  const boardReply = await new Player(h, 'dev').run(game.thread, 'oil board');
  expect(boardReply.content).toBe(
    `This game is over. [Jump to its final board](https://discord.com/channels/${game.snapshot().record.guildId}/${game.thread}/${turn.id})`,
  );
  expect(game.publicMessages()).toHaveLength(before);

  // `/oil undo` after the end says nothing can be taken back, and points to the summary's Rematch.
  const undoReply = await (game.players as Record<string, Player>).ana!.run(game.thread, 'oil undo');
  const link = `https://discord.com/channels/${game.snapshot().record.guildId}/${game.thread}/${summary.id}`;
  expect(undoReply.content).toBe(
    `This game is over, so nothing can be taken back: undo works only while a game goes on. To play it again with the same players, press **Rematch** on its [summary](${link}) (or start a new one with \`/oil new\`).`,
  );
  expect(game.publicMessages()).toHaveLength(before);
}, 180_000);

it('Rematch on the summary: a player opens the same game in a new lobby, the others are pinged there; once', async () => {
  const game = new GameDriver(h, 'oil-springs', 'e2e-summary-rematch-2');
  await game.open();
  playUntilTheWinningMove(game);
  await h.bot.app.threads.sync(game.row);
  expect(await game.step()).toBe(false);
  await h.bot.idle();
  const summary = summaries(game)[0]!;
  const rematch = buttons(summary).find((b) => b.label === 'Rematch')!;
  expect(rematch.disabled).toBe(false);
  const { ana, ben, caro } = game.players as Record<'ana' | 'ben' | 'caro', Player>;

  // Someone who did not play is told to open a game of their own; nothing is opened.
  const outsider = new Player(h, 'dev').click(summary, rematch.customId);
  await settle(h, outsider);
  expect(answerOf(outsider)?.content).toMatch(/^Only this game’s players can start its rematch/);

  const click = ben.click(summary, rematch.customId);
  await settle(h, click);
  const answer = answerOf(click)!;
  expect(answer.content).toMatch(/^Rematch lobby open in <#\d+> — you are seated as host\.$/);
  const thread = threadIdIn(answer);
  const lobby = h.bot.app.desk.byChannel(thread)!;
  expect(lobby.record).toMatchObject({ gameId: 'oil-springs', lifecycle: 'lobby', hostUserId: ben.id });
  expect(lobby.record.options).toEqual(game.snapshot().record.options);
  // The others are asked in the new lobby's thread, where its Join button is.
  const ask = await h.standIn.driver.waitForMessage((m) => /opened a rematch/.test(m.content ?? ''), {
    channel: thread,
  });
  expect(ask.content).toContain(`<#${game.thread}>`);
  expect(ask.mentions.map((u) => u.id).sort()).toEqual([ana.id, caro.id].sort());

  // Someone who only followed the game, now that its rematch is open, is sent there to join.
  const follower = new Player(h, 'dev').click(summary, rematch.customId);
  await settle(h, follower);
  expect(answerOf(follower)?.content).toBe(
    `This game’s rematch is open: <#${thread}>. Press **Join** there to take a seat.`,
  );

  // A second click, by anyone, is told where the rematch is: one lobby.
  const again = caro.click(summary, rematch.customId);
  await settle(h, again);
  expect(answerOf(again)?.content).toBe(`This game’s rematch is open already: <#${thread}>.`);
  expect(h.bot.app.desk.byChannel(thread)!.record.id).toBe(lobby.record.id);

  // The host closes that lobby unplayed: it is no rematch to point at, so the button opens another.
  const confirm = await ben.run(thread, 'oil end');
  await settle(h, ben.click(confirm, buttons(confirm).find((b) => b.label.startsWith('Yes'))!.customId));
  expect(h.bot.app.desk.byChannel(thread)!.record.lifecycle).toBe('abandoned');
  const reopen = caro.click(summary, rematch.customId);
  await settle(h, reopen);
  expect(answerOf(reopen)?.content).toMatch(/^Rematch lobby open in <#\d+> — you are seated as host\.$/);
  const second = threadIdIn(answerOf(reopen)!);
  expect(second).not.toBe(thread);
  expect(h.bot.app.desk.byChannel(second)!.record).toMatchObject({ lifecycle: 'lobby', hostUserId: caro.id });

  // Once it is being played, a click says so, not that a lobby is open.
  const lobbyMessage = caro.sees(second).find((m) => buttons(m).some((b) => b.label === 'Join'))!;
  const verb = (v: string) =>
    buttons(lobbyMessage).find((b) => parseCustomId(b.customId)?.verb === v)!.customId;
  for (const p of [ana, ben]) await settle(h, p.click(lobbyMessage, verb('join')));
  await settle(h, caro.click(lobbyMessage, verb('start')));
  expect(h.bot.app.desk.byChannel(second)!.record.lifecycle).toBe('active');
  const late = ana.click(summary, rematch.customId);
  await settle(h, late);
  expect(answerOf(late)?.content).toBe(`This game’s rematch is being played: <#${second}>.`);
}, 180_000);
