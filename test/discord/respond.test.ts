/**
 * A player's chooser is always private: a click acknowledged silently on the public turn message never edits
 * that message into someone's chooser; the chooser goes to an ephemeral follow-up instead (issue 11).
 */
import { describe, expect, it } from 'vitest';
import { MessageFlags, type RepliableInteraction } from 'discord.js';
import { ackReply, ackUpdate, showPrivately } from '../../src/discord/respond';

function click(onEphemeral: boolean) {
  const calls: string[] = [];
  const fake = {
    deferred: false,
    replied: false,
    isMessageComponent: () => true,
    message: { flags: { has: (f: number) => onEphemeral && f === MessageFlags.Ephemeral } },
    async deferUpdate() {
      fake.deferred = true;
      calls.push('deferUpdate');
    },
    async deferReply() {
      fake.deferred = true;
      calls.push('deferReply');
    },
    async editReply() {
      calls.push('editReply');
    },
    async followUp(body: { flags?: number }) {
      calls.push(body.flags === MessageFlags.Ephemeral ? 'followUp:ephemeral' : 'followUp:public');
    },
  };
  return { fake: fake as unknown as RepliableInteraction & { deferUpdate(): Promise<void> }, calls };
}

describe('showPrivately', () => {
  it('after a silent acknowledgement on a public message: an ephemeral follow-up, never an edit', async () => {
    const { fake, calls } = click(false);
    await ackUpdate(fake as never);
    await showPrivately(fake, { content: 'Pick one:' });
    expect(calls).toEqual(['deferUpdate', 'followUp:ephemeral']);
  });

  it('on the user’s own chooser (ephemeral) or after a private acknowledgement: edits it', async () => {
    const own = click(true);
    await ackUpdate(own.fake as never);
    await showPrivately(own.fake, { content: 'Pick one:' });
    expect(own.calls).toEqual(['deferUpdate', 'editReply']);
    const deferred = click(false);
    await ackReply(deferred.fake);
    await showPrivately(deferred.fake, { content: 'Pick one:' });
    expect(deferred.calls).toEqual(['deferReply', 'editReply']);
  });
});
