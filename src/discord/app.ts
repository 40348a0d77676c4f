/** The running bot as its handlers see it: client, desk, presenters, threads, log and limits. Built once by `startBot`; named `app`. */
import type { Client } from 'discord.js';
import type { Logger } from '../log';
import type { GameDesk } from './desk';
import type { FormDrafts } from './form-drafts';
import type { OpenChoosers } from './open-choosers';
import type { PrivateViews } from './private-views';
import type { Presenter } from './presenters/types';
import type { UserRateLimit } from './rate-limit';
import type { ThreadKeeper } from './thread';

export interface App {
  client: Client;
  desk: GameDesk;
  presenter(gameId: string): Presenter;
  /** Keeps each game's thread in step with the game: turn messages posted, edited, caught up. */
  threads: ThreadKeeper;
  log: Logger;
  /** Per-user limits on commands and clicks. */
  limits: UserRateLimit;
  /** Each player's open private chooser per game, replaced by the next (no pile of menus). */
  choosers: OpenChoosers;
  /** What players typed into a form that was refused, per game, to reopen it with (`FormSpec.keepsTyped`). */
  drafts: FormDrafts;
  /** Each player's newest My hand per game, edited while its token lasts when a move changes their part. */
  views: PrivateViews;
  /** A lobby unchanged this long closes itself (LOBBY_DAYS; 0: never): its message says when. */
  lobbyExpiryMs: number;
}
