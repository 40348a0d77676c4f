/**
 * The private chooser opened by a group button with several choices ("Build settlement" → pick a spot):
 * select menus of at most 25 options each, four per page, with Previous / Next buttons past 100 choices.
 * Option values are indices into the seat's legal actions at the message's state version.
 */
import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
  type MessageActionRowComponentBuilder,
} from 'discord.js';
import { cid } from './custom-id';
import type { GameSnapshot } from './desk';
import { clip } from './names';
import type { ActionChoice } from './presenters/types';

export const OPTIONS_PER_SELECT = 25;
export const SELECTS_PER_PAGE = 4;
export const CHOICES_PER_PAGE = OPTIONS_PER_SELECT * SELECTS_PER_PAGE;

export function pageCount(choices: readonly ActionChoice[]): number {
  return Math.max(1, Math.ceil(choices.length / CHOICES_PER_PAGE));
}

export function chooserComponents(
  snap: GameSnapshot,
  group: string,
  choices: readonly ActionChoice[],
  page: number,
): ActionRowBuilder<MessageActionRowComponentBuilder>[] {
  const { row, version } = snap.record;
  const pages = pageCount(choices);
  const p = Math.min(Math.max(0, page), pages - 1);
  const onPage = choices.slice(p * CHOICES_PER_PAGE, (p + 1) * CHOICES_PER_PAGE);
  const rows: ActionRowBuilder<MessageActionRowComponentBuilder>[] = [];
  for (let k = 0; k * OPTIONS_PER_SELECT < onPage.length; k++) {
    const part = onPage.slice(k * OPTIONS_PER_SELECT, (k + 1) * OPTIONS_PER_SELECT);
    const first = p * CHOICES_PER_PAGE + k * OPTIONS_PER_SELECT + 1;
    const select = new StringSelectMenuBuilder()
      .setCustomId(cid(row, version, 'pick', group, p, k))
      .setPlaceholder(
        clip(
          choices.length > OPTIONS_PER_SELECT
            ? `Choose (${first}–${first + part.length - 1} of ${choices.length})`
            : 'Choose…',
          150,
        ),
      )
      .setMinValues(1)
      .setMaxValues(1)
      .addOptions(
        part.map((c) => {
          const o: { label: string; value: string; description?: string } = {
            label: clip(c.label, 100),
            value: String(c.index),
          };
          if (c.detail) o.description = clip(c.detail, 100);
          return o;
        }),
      );
    rows.push(new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(select));
  }
  if (pages > 1) {
    rows.push(
      new ActionRowBuilder<MessageActionRowComponentBuilder>().addComponents(
        new ButtonBuilder()
          .setCustomId(cid(row, version, 'menu', group, p - 1))
          .setLabel('Previous')
          .setStyle(ButtonStyle.Secondary)
          .setDisabled(p === 0),
        new ButtonBuilder()
          .setCustomId(cid(row, version, 'menu', group, p + 1))
          .setLabel('Next')
          .setStyle(ButtonStyle.Secondary)
          .setDisabled(p >= pages - 1),
      ),
    );
  }
  return rows;
}
