import { describe, expect, it } from 'vitest';
import { PermissionFlagsBits, PermissionsBitField, type Interaction } from 'discord.js';
import type { App } from '../../src/discord/app';
import { InFlight } from '../../src/discord/in-flight';
import { PERMISSIONS_INTEGER } from '../../src/discord/permissions';
import { routeInteraction } from '../../src/discord/router';
import { FORGED_TEXT as FORGED } from '../../src/discord/texts';
import { logger } from '../../src/log';
import { discordRefusal } from './discord-refusal';

/** A minimal stand-in for a discord.js component interaction: records how it was answered. */
function fakeButton(customId: string) {
  const calls: string[] = [];
  const fake = {
    customId,
    deferred: false,
    replied: false,
    user: { id: '200000000000000001' },
    isAutocomplete: () => false,
    isChatInputCommand: () => false,
    isButton: () => true,
    isStringSelectMenu: () => false,
    isModalSubmit: () => false,
    isRepliable: () => true,
    async deferReply() {
      calls.push('deferReply');
      fake.deferred = true;
    },
    async editReply(body: { content?: string }) {
      calls.push(`editReply:${body.content}`);
    },
    async followUp(body: { content?: string }) {
      calls.push(`followUp:${body.content}`);
    },
  };
  return { fake, calls };
}

const app = { log: logger } as unknown as App;

describe('router', () => {
  it('acknowledges a forged custom id first, then explains privately; nothing else is touched', async () => {
    for (const id of ['hello', 'd1.1.1.explode', 'd1.x.1.act', 'd1.1.1.act.a b']) {
      const { fake, calls } = fakeButton(id);
      expect(await routeInteraction(app, fake as unknown as Interaction)).toBe('handled');
      expect(calls).toEqual(['deferReply', `editReply:${FORGED}`]);
    }
  });

  it('an answer that fails after a forged custom id rejects nothing into the process', async () => {
    const stray: unknown[] = [];
    const onStray = (reason: unknown) => stray.push(reason);
    process.on('unhandledRejection', onStray);
    try {
      const { fake, calls } = fakeButton('d1.1.1.explode');
      fake.editReply = async (body: { content?: string }) => {
        calls.push(`editReply:${body.content}`);
        throw new Error('Unknown Webhook (the token expired)');
      };
      // The answer failed, so the handler did: the apology follows (and fails too, quietly).
      await expect(routeInteraction(app, fake as unknown as Interaction)).resolves.toBe('failed');
      // Let any promise nobody awaited settle and surface.
      await new Promise((r) => setTimeout(r, 20));
      expect(calls[0]).toBe('deferReply');
      expect(calls.filter((c) => c.startsWith('editReply'))).toHaveLength(2); // the answer, then the apology
      expect(stray).toEqual([]);
    } finally {
      process.off('unhandledRejection', onStray);
    }
  });

  it('a handler failure is logged and answered, never thrown at discord.js', async () => {
    const { fake, calls } = fakeButton('d1.5.0.hand');
    const broken = {
      log: logger,
      desk: {
        homeOf: () => null,
        snapshot: () => {
          throw new Error('disk on fire');
        },
      },
    };
    await expect(routeInteraction(broken as unknown as App, fake as unknown as Interaction)).resolves.toBe(
      'failed',
    );
    expect(calls[0]).toBe('deferReply');
    expect(calls.at(-1)).toMatch(/Something went wrong on my side/);
  });

  it('a refusal for a missing permission names the ones the bot lacks where it was used', async () => {
    const refused = discordRefusal(50013, { status: 403, message: 'Missing Permissions' });
    const failing = {
      log: logger,
      desk: {
        homeOf: () => null,
        snapshot: () => {
          throw refused;
        },
      },
    } as unknown as App;
    const answer = async (inThread: boolean, lacking: bigint) => {
      const { fake, calls } = fakeButton('d1.5.0.hand');
      Object.assign(fake, {
        channel: { isThread: () => inThread },
        appPermissions: new PermissionsBitField(PERMISSIONS_INTEGER & ~lacking),
      });
      expect(await routeInteraction(failing, fake as unknown as Interaction)).toBe('failed');
      return calls.at(-1);
    };
    expect(await answer(true, PermissionFlagsBits.AttachFiles)).toBe(
      "editReply:I could not do that: I need **Attach Files** in this thread (a server admin can grant it to Derrick's role, or in the channel's Permissions).",
    );
    // A thread's posts need no Create Public Threads; a channel's game needs it.
    const threads = PermissionFlagsBits.CreatePublicThreads | PermissionFlagsBits.EmbedLinks;
    expect(await answer(true, threads)).toMatch(
      /^editReply:I could not do that: I need \*\*Embed Links\*\* in this thread \(/,
    );
    expect(await answer(false, threads)).toMatch(
      /I need \*\*Create Public Threads\*\* and \*\*Embed Links\*\* in this channel \(a server admin can grant them/,
    );
    // When the bot lacks none of them, it says what Discord said.
    expect(await answer(true, 0n)).toBe(
      'editReply:Discord says I am missing a permission in this channel (Missing Permissions).',
    );
  });

  it('in-flight work is counted so shutdown waits for it', async () => {
    const inFlight = new InFlight();
    let release!: () => void;
    const work = inFlight.run(() => new Promise<void>((r) => (release = r)));
    expect(inFlight.size).toBe(1);
    let idle = false;
    const waiting = inFlight.idle().then(() => (idle = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(idle).toBe(false);
    release();
    await work;
    await waiting;
    expect(idle).toBe(true);
    expect(inFlight.size).toBe(0);
  });
});
