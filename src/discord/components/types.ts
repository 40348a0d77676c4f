/** The interactions component handlers receive. */
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';

export type Click = ButtonInteraction | StringSelectMenuInteraction;
