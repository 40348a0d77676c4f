/** SHARDS and SHARD_LIST: `auto` or a number of shards, and which of them this machine runs. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { shardsFromEnv } from '../src/sharding';

/** The problems loadConfig reports for `env`, or [] when it is valid. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('SHARDS', () => {
  it('is absent by default: one process, no ShardingManager', () => {
    expect(loadConfig({}).shards).toBeUndefined();
    expect(loadConfig({ SHARDS: '' }).shards).toBeUndefined();
  });

  it('parses auto (any case) and a whole number of shards', () => {
    expect(loadConfig({ SHARDS: 'auto' }).shards).toEqual({ total: 'auto' });
    expect(loadConfig({ SHARDS: ' AUTO ' }).shards).toEqual({ total: 'auto' });
    expect(loadConfig({ SHARDS: '2' }).shards).toEqual({ total: 2 });
  });

  it('bad values give a clear error naming the variable and the value', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '2x', '99999']) {
      expect(problems({ SHARDS: bad })).toEqual([
        `SHARDS: SHARDS must be "auto" or a whole number of shards from 1 to 4096, got "${bad}"`,
      ]);
    }
    expect(() => loadConfig({ SHARDS: 'many' })).toThrow(
      /Invalid configuration \(check your \.env, see \.env\.example\):\n {2}- SHARDS: SHARDS must be "auto"/,
    );
  });
});

describe('SHARD_LIST', () => {
  it('lists the shards this machine runs', () => {
    expect(loadConfig({ SHARDS: '4', SHARD_LIST: '0, 1' }).shards).toEqual({ total: 4, list: [0, 1] });
    expect(loadConfig({ SHARDS: 'auto', SHARD_LIST: '2,3' }).shards).toEqual({ total: 'auto', list: [2, 3] });
  });

  it('refuses ids outside the total, repeated ids, other text, and a list without SHARDS', () => {
    expect(problems({ SHARDS: '2', SHARD_LIST: '1,2' })).toEqual([
      'SHARD_LIST: SHARD_LIST must be shard ids separated by commas (whole numbers from 0 to 1), e.g. "0,1"; "2" is not one',
    ]);
    expect(problems({ SHARDS: '2', SHARD_LIST: '0,x' })[0]).toContain('"x" is not one');
    expect(problems({ SHARDS: '4', SHARD_LIST: '1,1' })).toEqual([
      'SHARD_LIST: SHARD_LIST names a shard twice: "1,1"',
    ]);
    expect(problems({ SHARD_LIST: '0' })).toEqual([
      'SHARD_LIST: SHARD_LIST needs SHARDS (the total number of shards, or auto)',
    ]);
  });
});

describe('a shard process', () => {
  it('reads its shards from the SHARDS and SHARD_COUNT the ShardingManager sets (not our SHARDS setting)', () => {
    expect(shardsFromEnv({ SHARDS: '1', SHARD_COUNT: '2' })).toEqual({ shards: [1], shardCount: 2 });
    expect(shardsFromEnv({ SHARDS: '0,2', SHARD_COUNT: '4' })).toEqual({ shards: [0, 2], shardCount: 4 });
  });

  it('refuses to start outside the manager, with a shard outside the count, or without a count', () => {
    for (const env of [
      {},
      { SHARDS: '2', SHARD_COUNT: '2' },
      { SHARDS: 'auto' },
      { SHARDS: '0', SHARD_COUNT: '0' },
    ])
      expect(() => shardsFromEnv(env)).toThrow(/src\/shard\.ts runs under SHARDS=auto\|N npm start/);
  });
});
