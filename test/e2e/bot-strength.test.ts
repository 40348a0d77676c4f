/** Add bot with a strength: the lobby's select seats the chosen bot kind (Catan offers random, greedy, strong). */
import { describe, expect, it } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { answerOf, buttons, selects, settle, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben } = useHarness({ players: ['ana', 'ben'] });
let thread: string;

function lobbyMessage(): APIMessage {
  const m = ana.sees(thread).find((x) => (x.embeds?.[0]?.title ?? '').includes('lobby'));
  if (!m) throw new Error('no lobby message');
  return m;
}

describe('Add bot with a strength', () => {
  it('the lobby offers each bot strength of the game in a select beside Add bot', async () => {
    const reply = await ana.run('general', 'oil new', { game: 'catan' });
    thread = threadIdIn(reply);
    await h.standIn.driver.waitForMessage((m) => (m.embeds?.[0]?.title ?? '').includes('lobby'), {
      channel: thread,
    });
    expect(buttons(lobbyMessage()).map((b) => b.label)).toContain('Add bot');
    const sel = selects(lobbyMessage())[0];
    expect(sel).toBeDefined();
    expect(sel!.options.map((o) => o.value)).toEqual(['random', 'greedy', 'strong']);
  });

  it('choosing a strength seats that bot; only the host may, and Add bot still seats a greedy bot', async () => {
    const sel = selects(lobbyMessage())[0]!;
    const notHost = ben.select(lobbyMessage(), sel.customId, ['strong']);
    await settle(h, notHost);
    expect(answerOf(notHost)?.content).toMatch(/only the host/i);
    await settle(h, ana.select(lobbyMessage(), selects(lobbyMessage())[0]!.customId, ['strong']));
    expect(lobbyMessage().embeds?.[0]?.description).toContain('Strong bot');
    const add = buttons(lobbyMessage()).find((b) => b.customId.endsWith('.addbot'))!;
    await settle(h, ana.click(lobbyMessage(), add.customId));
    const text = lobbyMessage().embeds?.[0]?.description ?? '';
    expect(text).toContain('Greedy bot');
    expect(text).toMatch(/3\/4 seats/);
  });

  it('the select goes away with Add bot when the table is full', async () => {
    await settle(h, ana.select(lobbyMessage(), selects(lobbyMessage())[0]!.customId, ['random']));
    expect(lobbyMessage().embeds?.[0]?.description).toMatch(/4\/4 seats/);
    expect(selects(lobbyMessage())).toHaveLength(0);
  });
});
