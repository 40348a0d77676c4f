import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../src/playground';
import type { BackendChange } from '../../src/playground/web/backend';
import { DriverBackend } from '../../src/playground/web/driver-backend';

const PAGE_EVENTS = [
  'messageCreate',
  'messageUpdate',
  'messageDelete',
  'threadCreate',
  'threadUpdate',
  'commandsUpdate',
] as const;

describe('the page backend over the driver', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(async () => standIn.close());

  it('subscribing listens to every driver event the page needs, and unsubscribing lets go of each', () => {
    const events = standIn.driver.events;
    const backend = new DriverBackend(standIn.driver, standIn.url);
    const counts = () => PAGE_EVENTS.map((e) => events.listenerCount(e));
    const before = counts();
    const changes: BackendChange[] = [];
    const stop = backend.subscribe((c) => changes.push(c));
    expect(counts()).toEqual(before.map((n) => n + 1));
    events.emit('commandsUpdate', { guildId: null });
    expect(changes).toEqual([{ type: 'commands' }]);
    stop();
    expect(counts()).toEqual(before);
    events.emit('commandsUpdate', { guildId: null });
    expect(changes).toHaveLength(1);
  });
});
