/**
 * The Discord side of questions answered for players away on vacation (src/discord/vacation.ts
 * `settleForAway`), without a gateway: whose turn it is comes from the game's presenter, and each game whose
 * questions were answered gets its turn message brought up to date, with no line of its own (the thread was
 * told when the vacation began).
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { settleForAway } from '../../src/discord/vacation';
import type { TableGame } from '../../src/table';
import type { AwayAnswer } from '../../src/table/clocks-vacation';

const seat = (n: number, name: string) => ({ seat: n, userId: `u${n}`, botKind: null, name });

function fakeApp(answers: AwayAnswer[]) {
  const sent: { channelId: string; body: unknown }[] = [];
  const synced: number[] = [];
  const holders: (number | null)[] = [];
  const app = {
    client: {
      channels: {
        fetch: async (id: string) => ({
          isSendable: () => true,
          send: async (body: unknown) => {
            sent.push({ channelId: id, body });
            return { id: `m${sent.length}` };
          },
        }),
      },
    },
    desk: {
      vacations: {
        settleAwayQuestions: (_now: number, holderOf: (g: TableGame) => number | null) => {
          const game = { record: { gameId: 'g', state: { current: 2 } }, status: { toAct: [1] } };
          holders.push(holderOf(game as unknown as TableGame));
          return answers;
        },
      },
      homeOf: (row: number) => ({ guildId: 'guild', channelId: `thread-${row}` }),
    },
    presenter: () => ({
      turnOf: (snap: { state: { current: number } }) => snap.state.current,
    }),
    threads: {
      sync: async (row: number) => {
        synced.push(row);
        return { ok: true };
      },
      archiveIfOver: async () => undefined,
    },
    log: pino({ level: 'silent' }),
  } as unknown as App;
  return { app, sent, synced, holders };
}

describe('questions answered for players away', () => {
  it('each game answered in is brought up to date once, and nothing is posted', async () => {
    const ben = seat(1, 'Ben');
    const caro = seat(2, 'Caro_C');
    const f = fakeApp([
      { id: 9, seat: caro },
      { id: 9, seat: ben },
      { id: 9, seat: ben },
      { id: 10, seat: ben },
    ]);
    expect(await settleForAway(f.app, 0)).toBe(2);
    // Whose turn it is, the table asks of the game's presenter.
    expect(f.holders).toEqual([2]);
    expect(f.synced).toEqual([9, 10]);
    // Every offer of a long vacation answered would be a line each: the vacation's own line said it.
    expect(f.sent).toEqual([]);
  });

  it('nothing answered: nothing brought up to date', async () => {
    const f = fakeApp([]);
    expect(await settleForAway(f.app, 0)).toBe(0);
    expect(f.synced).toEqual([]);
    expect(f.sent).toEqual([]);
  });
});
