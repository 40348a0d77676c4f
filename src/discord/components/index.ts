/**
 * Buttons, selects and modals. First where the click comes from (the game's own thread and messages, see
 * origin.ts), then the verb's handler: it acknowledges within Discord's 3 seconds, checks the turn once and
 * acts once.
 */
import type { ModalSubmitInteraction } from 'discord.js';
import type { App } from '../app';
import { NO_GAME, type ControlId } from '../custom-id';
import { actClick, confirmClick, menuClick, pickSelect } from './act';
import { clockVoteClick, lobbyClockClick } from './clock';
import { endConfirm } from './end';
import { endVoteClick, proposeEndClick } from './end-vote';
import { leaveConfirm } from './leave-game';
import { formClick, modalSubmit } from './forms';
import { handClick } from './hand';
import { lobbyClick } from './lobby';
import { originProblem } from '../origin';
import { ackReply, tell } from '../respond';
import { pageClick } from './page';
import { rematchClick } from './rematch';
import { undoClick } from './undo';
import type { Click } from './types';

export { showHand } from './hand';
export { endConfirmRow, endQuestion } from './end';
export { afterClosed, proposeEndRow, proposeEndText } from './end-vote';
export {
  LEAVE_CHANGED,
  LEAVE_HANDED_QUESTION,
  LEAVE_LAST_QUESTION,
  LEAVE_QUESTION,
  leaveConfirmRow,
  leaveOutcome,
  leaveQuestion,
} from './leave-game';

export async function handleComponent(
  app: App,
  interaction: Click | ModalSubmitInteraction,
  id: ControlId,
): Promise<void> {
  const elsewhere = id.row === NO_GAME ? null : originProblem(app, interaction, id);
  if (elsewhere) {
    app.log.warn(
      { customId: id, user: interaction.user.id, channel: interaction.channelId },
      'click from elsewhere',
    );
    await ackReply(interaction);
    return tell(interaction, elsewhere);
  }
  switch (id.verb) {
    case 'join':
    case 'leave':
    case 'addbot':
    case 'addkind':
    case 'rmbot':
    case 'start':
      return lobbyClick(app, interaction as Click, id);
    case 'hand':
      return handClick(app, interaction, id);
    case 'act':
      return actClick(app, interaction as Click, id);
    case 'menu':
      return menuClick(app, interaction as Click, id);
    case 'pick':
      return pickSelect(app, interaction as Click, id);
    case 'confirm':
      return confirmClick(app, interaction as Click, id);
    case 'form':
      return formClick(app, interaction as Click, id);
    case 'modal':
      return modalSubmit(app, interaction as ModalSubmitInteraction, id);
    case 'undo':
      return undoClick(app, interaction as Click, id);
    case 'endok':
    case 'endno':
      return endConfirm(app, interaction as Click, id);
    case 'endpropose':
      return proposeEndClick(app, interaction as Click, id);
    case 'endvote':
      return endVoteClick(app, interaction as Click, id);
    case 'leaveok':
    case 'leaveno':
      return leaveConfirm(app, interaction as Click, id);
    case 'page':
      return pageClick(app, interaction as Click, id);
    case 'rematch':
      return rematchClick(app, interaction as Click, id);
    case 'clockvote':
      return clockVoteClick(app, interaction as Click, id);
    case 'lobbyclock':
      return lobbyClockClick(app, interaction as Click, id);
  }
}
