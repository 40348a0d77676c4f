/**
 * Buttons, selects and modals. Every handler acknowledges first (within Discord's 3 seconds), then checks
 * the click against the game (exists, seated, current version, must act), then applies and posts.
 */
import type { ModalSubmitInteraction } from 'discord.js';
import type { BotContext } from '../context';
import type { CustomId } from '../custom-id';
import { actClick, menuClick, pickSelect } from './act';
import { endConfirm } from './end';
import { formClick, modalSubmit } from './forms';
import { handClick } from './hand';
import { lobbyClick } from './lobby';
import { pageClick } from './page';
import type { Click } from './types';

export { showHand } from './hand';
export { endConfirmRow } from './end';

export async function handleComponent(
  ctx: BotContext,
  interaction: Click | ModalSubmitInteraction,
  id: CustomId,
): Promise<void> {
  switch (id.verb) {
    case 'join':
    case 'leave':
    case 'addbot':
    case 'start':
      return lobbyClick(ctx, interaction as Click, id);
    case 'hand':
      return handClick(ctx, interaction, id);
    case 'act':
      return actClick(ctx, interaction as Click, id);
    case 'menu':
      return menuClick(ctx, interaction as Click, id);
    case 'pick':
      return pickSelect(ctx, interaction as Click, id);
    case 'form':
      return formClick(ctx, interaction as Click, id);
    case 'modal':
      return modalSubmit(ctx, interaction as ModalSubmitInteraction, id);
    case 'endok':
    case 'endno':
      return endConfirm(ctx, interaction as Click, id);
    case 'page':
      return pageClick(ctx, interaction as Click, id);
  }
}
