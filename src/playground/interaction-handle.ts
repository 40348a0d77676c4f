import {
  MessageFlags,
  type APIApplicationCommandOptionChoice,
  type APIMessage,
  type APIModalInteractionResponseCallbackData,
  type InteractionResponseType,
  type InteractionType,
} from 'discord-api-types/v10';
import type { Driver } from './driver';
import type { WaitOptions } from './driver-types';
import type { InteractionRecord } from './model';

/** One interaction a driven user started: follow what the bot did with it. */
export class InteractionHandle {
  constructor(
    private readonly driver: Driver,
    readonly record: InteractionRecord,
    /** Whether a gateway session of the right shard was there to receive it. */
    readonly delivered: boolean,
  ) {}

  get id(): string {
    return this.record.id;
  }

  get type(): InteractionType {
    return this.record.type;
  }

  /** The callback type the bot answered with, or null while unanswered. */
  get responseType(): InteractionResponseType | null {
    return this.record.ack?.type ?? null;
  }

  /** The `@original` response message (or, after an update, the message the component is on). */
  original(): APIMessage | null {
    const id = this.record.originalMessageId;
    return id ? (this.driver.store.messageIndex.get(id)?.message ?? null) : null;
  }

  followUps(): APIMessage[] {
    return this.record.followupIds
      .map((id) => this.driver.store.messageIndex.get(id)?.message)
      .filter((m): m is APIMessage => m !== undefined);
  }

  /** Until the bot acknowledged (any callback type). */
  waitForAck(options: WaitOptions = {}): Promise<InteractionResponseType> {
    return this.driver.waitUntil(
      ['interactionResponse'],
      () => this.record.ack?.type,
      options,
      `an answer to interaction ${this.id}`,
    );
  }

  /** Until the original response is visible and no longer "thinking" (a deferred reply was edited). */
  waitForReply(options: WaitOptions = {}): Promise<APIMessage> {
    return this.driver.waitUntil(
      ['interactionResponse', 'messageUpdate', 'messageCreate'],
      () => {
        const message = this.original();
        if (!message || !this.record.ack) return undefined;
        return ((message.flags ?? 0) & MessageFlags.Loading) === 0 ? message : undefined;
      },
      options,
      `the reply to interaction ${this.id}`,
    );
  }

  /** Until the bot posted its `count`-th follow-up. */
  waitForFollowUp(count = 1, options: WaitOptions = {}): Promise<APIMessage> {
    return this.driver.waitUntil(
      ['messageCreate'],
      () => this.followUps()[count - 1],
      options,
      `follow-up ${count} of ${this.id}`,
    );
  }

  /** Autocomplete: until the bot sent its choices. */
  waitForChoices(options: WaitOptions = {}): Promise<APIApplicationCommandOptionChoice[]> {
    return this.driver.waitUntil(
      ['interactionResponse'],
      () => this.record.autocompleteChoices ?? undefined,
      options,
      `choices for ${this.id}`,
    );
  }

  /** Until the bot answered with a modal. */
  waitForModal(options: WaitOptions = {}): Promise<APIModalInteractionResponseCallbackData> {
    return this.driver.waitUntil(
      ['interactionResponse'],
      () => this.record.modal ?? undefined,
      options,
      `a modal for ${this.id}`,
    );
  }
}
