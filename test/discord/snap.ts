/** Snapshots of real engine states for presenter and message tests (no Discord, no database). */
import type { GameSnapshot } from '../../src/discord/desk';
import { Rng } from '../../src/games/rng';
import type { AnyGameModule } from '../../src/games/types';

export const NAMES = ['Ana', 'Ben', 'Caro', 'Dev'];

export function snapOf(module: AnyGameModule, state: unknown, version = 7, row = 3): GameSnapshot {
  return {
    record: {
      id: row,
      gameId: module.id,
      guildId: '100000000000000001',
      channelId: '100000000000000002',
      parentChannelId: null,
      hostUserId: '200000000000000000',
      lifecycle: 'active',
      version,
      rulesVersion: module.rulesVersion,
      replayFrom: 0,
      options: {},
      seed: 'snap',
      state,
      lobbyMessageId: null,
      meta: {},
      damaged: null,
      createdAt: 0,
      updatedAt: 0,
      startedAt: 0,
    },
    seats: NAMES.map((name, seat) => ({ seat, userId: `20000000000000000${seat}`, name, botKind: null })),
    names: [...NAMES],
    module,
    state,
    status: module.status(state),
  };
}

/** Play greedy bots from a fresh game until `stop(state)` holds (or the game ends). */
export function playUntil(module: AnyGameModule, seed: string, stop: (state: unknown) => boolean): unknown {
  let state = module.setup(4, module.optionsSchema.parse({}), seed);
  const bot = module.bots.greedy ?? Object.values(module.bots)[0]!;
  for (let i = 0; i < 2000 && !stop(state); i++) {
    const status = module.status(state);
    if (status.over) break;
    const seat = status.toAct[0]!;
    const r = module.apply(state, seat, bot(structuredClone(state), seat, Rng.fromSeed(`${seed}#${i}`)));
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return state;
}
