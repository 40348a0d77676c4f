/**
 * Posting the end-of-game summary of a finished game, once: the store records its message, so a second call
 * (another click, a catch-up after a restart) finds it and does nothing, and a post repeated after a crash
 * between sending and recording carries the same nonce, so Discord gives the first message back.
 */
import type { App } from '../app';
import type { GameSnapshot } from '../desk';
import { sendReopening } from '../game-channel';
import { NONCE_LENGTH } from '../nonce';
import { altNamesOf, plainNamesOf, seatTags } from '../names';
import { scoreChartPicture } from '../../render';
import { renderTimelapse } from '../../render/timelapse';
import { standingsOf } from '../../games/standings';
import { scoreWordsOf, summaryPayload, type SummaryPictures } from './message';
import { tellStory, type GameStory } from './story';
import { seatName } from '../../games/events';

export type SummaryOutcome =
  /** posted now; `already`: posted before; `not-finished`: the game was not won or collapsed (abandoned, open). */
  'posted' | 'already' | 'not-finished' | 'failed';

/** The story of a finished game and its two pictures, drawn with the game's own board drawer. */
export async function summaryOf(
  app: Pick<App, 'desk' | 'presenter' | 'log'>,
  snap: GameSnapshot,
): Promise<{ story: GameStory; pictures: SummaryPictures }> {
  const row = snap.record.id;
  const history = app.desk.history(row);
  const base = app.desk.replayBase(row);
  const upgraded = base !== null && base.state !== null;
  const story = await tellStory({
    module: snap.module,
    seats: snap.seats.length,
    options: snap.record.options,
    seed: snap.record.seed,
    actions: history,
    startedAt: snap.record.startedAt,
    ...(upgraded
      ? { base: { moves: history.filter((a) => a.seq <= base.from).length, state: base.state } }
      : {}),
  });
  const names = plainNamesOf(snap);
  const altNames = altNamesOf(snap);
  const standings = standingsOf(snap.status.scores, snap.status.result?.winners ?? []);
  const presenter = app.presenter(snap.record.gameId);
  const words = scoreWordsOf(presenter);
  const chart = await scoreChartPicture({
    title: `Scores over the ${story.scores.xLabel}s`,
    xLabel: story.scores.xLabel,
    xs: story.scores.xs,
    lines: standings.map((s) => ({
      seat: s.seat,
      // As its alt text and the standings say them: a seat a bot played for its player is "Ana (bot)".
      name: seatName(altNames, s.seat),
      points: story.scores.bySeat[s.seat] ?? [],
      scoreText: words(story.scores.bySeat[s.seat]?.at(-1) ?? s.score, true),
    })),
  }).catch((error: unknown) => {
    app.log.error({ err: error, row }, 'summary chart could not be drawn');
    return null;
  });
  const draw = presenter.picture;
  let timelapse: SummaryPictures['timelapse'] = {
    gif: null,
    why: `${snap.module.title} has no board picture to animate`,
  };
  if (draw) {
    // Each frame's panels tag a seat a bot played for its player "bot", as the chart's lines say "(bot)".
    const made = await renderTimelapse(draw, story.frames, names, { tags: seatTags(snap) }).catch(
      (error: unknown) => {
        app.log.error({ err: error, row }, 'summary timelapse could not be made');
        return null;
      },
    );
    timelapse = made
      ? { gif: made.gif, frames: made.frames }
      : { gif: null, why: 'the board pictures could not be drawn this time' };
  }
  return { story, pictures: { chart, timelapse } };
}

/** Post game `row`'s summary in its thread unless it was posted already. Never throws. */
export async function postSummaryOnce(app: Omit<App, 'threads'>, row: number): Promise<SummaryOutcome> {
  try {
    if (app.desk.summaryMessage(row)) return 'already';
    const snap = app.desk.snapshot(row);
    if (!snap || snap.record.lifecycle !== 'finished') return 'not-finished';
    const channel = await app.client.channels.fetch(snap.record.channelId).catch(() => null);
    if (!channel?.isSendable()) return 'failed';
    const { story, pictures } = await summaryOf(app, snap);
    const payload = summaryPayload({
      snap,
      story,
      pictures,
      presenter: app.presenter(snap.record.gameId),
    });
    const create = { ...payload, nonce: `s${row}`.slice(0, NONCE_LENGTH), enforceNonce: true };
    const message = await sendReopening(channel, create, 'The end-of-game summary');
    app.desk.recordSummaryMessage(row, message.id);
    app.log.info({ row, messageId: message.id }, 'end-of-game summary posted');
    return 'posted';
  } catch (error) {
    app.log.warn({ err: error, row }, 'could not post the end-of-game summary');
    return 'failed';
  }
}
