/**
 * A form about a question its player has answered since opening it (playtest 2026-12-06): Ben opens "Bid another
 * amount" in a Wildcatters auction, bids through the bid menu instead, then sends the form. Nothing changes, and
 * he is told he has answered already (each player bids once), not that the game moved on with his typed amount
 * handed back "to use again", which he cannot. Through the router, the desk and the table, on a stored game.
 */
import { describe, expect, it } from 'vitest';
import { encodeControl } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { wildcatters } from '../../src/games/wildcatters';
import type { WildcattersState } from '../../src/games/wildcatters/types';
import { fakeInteraction, versionIn } from './table-app';
import { playUntil } from './snap';
import { storedWildcatters, type WildTable } from './wild-table';

/** The first auction of a greedy game, every seat still to bid. */
const auction = () =>
  playUntil(
    wildcatters,
    'answered-form',
    (s) => (s as WildcattersState).pending?.kind === 'auction',
  ) as WildcattersState;

/** `seat` sends the bid form drawn at `version` with `shares` typed in: the texts answered. */
async function sendBidForm(t: WildTable, seat: number, version: number, shares: string): Promise<string[]> {
  const sent = fakeInteraction({
    kind: 'modal',
    customId: encodeControl({ row: t.row, version, verb: 'modal', key: 'bid-amount' }),
    user: t.user[seat]!,
    guildId: 'g1',
    channelId: t.channel,
    fields: { shares },
  });
  await routeInteraction(t.app, sent.fake);
  return sent.calls.flatMap((c) => (c.body as { content?: string } | undefined)?.content || []);
}

describe('a bid form sent after its bidder answered the auction another way', () => {
  const t = storedWildcatters('c-answered-form', auction);

  it('says the bid is made already (sealed) and changes nothing, with no typed amount to use again', async () => {
    const [bidder, other] = wildcatters.status(auction()).toAct;
    const opened = versionIn(t.f, t.channel);
    const bid = t.f.table.act({
      channelId: t.channel,
      userId: t.user[bidder!]!,
      action: { type: 'bid', shares: 1 },
    });
    expect(bid.ok).toBe(true);
    const answered = versionIn(t.f, t.channel);
    const texts = await sendBidForm(t, bidder!, opened, '7');
    expect(versionIn(t.f, t.channel)).toBe(answered);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      /^You have answered the auction of the \w+ disk already \(sealed\), and each player bids once\. The game waits for .+\. Nothing changed\.$/,
    );
    expect(texts[0]).toContain(t.name[other!]!);
    expect(texts[0]).not.toContain('to use again');
  });

  it('a form still open to its sender (others answered since) is taken, as before', async () => {
    const other = wildcatters.status(auction()).toAct[1]!;
    const opened = versionIn(t.f, t.channel) - 1;
    const texts = await sendBidForm(t, other, opened, '2');
    expect(texts.join('\n')).toMatch(/Your sealed bid: 2 shares/);
  });
});
