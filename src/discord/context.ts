/** Everything a command or component handler may use. Built once by `startBot`. */
import type { Client } from 'discord.js';
import type { Logger } from '../log';
import type { GameDesk } from './desk';
import type { Presenter } from './presenters/types';
import type { TurnMessages } from './turn-messages';

export interface BotContext {
  client: Client;
  desk: GameDesk;
  presenter(gameId: string): Presenter;
  /** Where each game's current turn message is (for stale-click links). */
  turns: TurnMessages;
  log: Logger;
}
