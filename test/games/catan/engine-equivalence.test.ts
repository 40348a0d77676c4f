/**
 * Issue 16 (engine speed): the faster engine plays the same games. For 20 seeded bot games of Catan and Oil
 * Springs, the fingerprint of every state, action, event, seats to act and legal-action listing matches the
 * one computed with the engine as it was before the speed work (fixtures/engine-fingerprints.json).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_PATH, FINGERPRINT_GAMES, type Fingerprint, fingerprint } from './fingerprint';

const fixtures = JSON.parse(readFileSync(FIXTURE_PATH, 'utf8')) as Fingerprint[];

describe('the same seed and the same actions give the same game as the old engine', () => {
  it('has a fixture for every fingerprinted game', () => {
    expect(fixtures.map((f) => f.seed)).toEqual(FINGERPRINT_GAMES.map((g) => g.seed));
  });
  for (const g of FINGERPRINT_GAMES) {
    it(`${g.game} ${g.seed} (${g.bots.join(', ')}): byte-identical states, events and listings`, () => {
      const want = fixtures.find((f) => f.seed === g.seed);
      expect(want).toBeDefined();
      expect(fingerprint(g)).toEqual(want);
    });
  }
});
