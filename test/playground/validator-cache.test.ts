import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { NONCE_LENGTH } from '../../src/discord/nonce';
import { RequestValidator, OPENAPI_PATH } from '../../src/playground/validation';
import { allRoutes } from '../../src/playground/rest';
import { Store } from '../../src/playground/store';
import { loadValidators, saveValidators, UNUSED_FOR_MS } from '../../src/playground/validator-cache';

const dir = mkdtempSync(join(tmpdir(), 'derrick-validators-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const routesFor = (validator: RequestValidator) =>
  allRoutes({
    store: new Store(),
    validator,
    timing: { interactionAckMs: 3000, interactionTokenMs: 900_000 },
    gatewayUrl: () => 'ws://unused',
    recommendedShards: 1,
  });

/** A prepared validator and how it got its validators. */
function prepared(specPath = OPENAPI_PATH, cacheDir: string | null = dir) {
  const validator = new RequestValidator(specPath, cacheDir);
  return { validator, how: validator.prepare(routesFor(validator)) };
}

/** The 400 body the stand-in would answer `body` with, or null when it passes. */
function refusal(validator: RequestValidator, method: string, route: string, body: unknown): unknown {
  try {
    validator.check(method, route, body);
    return null;
  } catch (error) {
    return (error as { body: unknown }).body;
  }
}

const MESSAGES = '/channels/{channel_id}/messages';
const CALLBACK = '/interactions/{interaction_id}/{interaction_token}/callback';
const button = (extra: object) => ({ type: 1, components: [{ type: 2, style: 1, label: 'b', ...extra }] });
// Each breaks a different kind of rule: lengths, ajv-formats' formats, the description's own formats
// (snowflake, nonce, int32), enums, types, and the `type`-discriminated unions.
const BAD: [string, string, unknown][] = [
  ['POST', MESSAGES, { content: 'x'.repeat(4001) }],
  ['POST', MESSAGES, { embeds: [{ title: 't', url: 'not a url' }] }],
  ['POST', MESSAGES, { embeds: [{ title: 't', timestamp: 'yesterday' }] }],
  ['POST', MESSAGES, { content: 'x', sticker_ids: ['01'] }],
  ['POST', MESSAGES, { content: 'x', nonce: 'n'.repeat(NONCE_LENGTH + 1) }],
  ['POST', MESSAGES, { content: 'x', flags: 1.5 }],
  ['POST', MESSAGES, { content: 'x', allowed_mentions: { parse: ['nobody'] } }],
  ['POST', MESSAGES, { components: [button({ custom_id: 'c'.repeat(101) })] }],
  ['POST', MESSAGES, { components: [{ type: 99 }] }],
  ['POST', CALLBACK, { type: 9, data: { custom_id: 'm', title: 'T'.repeat(46), components: [] } }],
  ['POST', CALLBACK, { type: 42 }],
  ['POST', CALLBACK, { type: 4, data: { content: 'x', embeds: [{ color: 2 ** 40 }] } }],
];
const GOOD: [string, string, unknown][] = [
  ['POST', MESSAGES, { content: 'fine', components: [button({ custom_id: 'ok' })] }],
  ['POST', CALLBACK, { type: 4, data: { content: 'fine' } }],
];

describe('the stand-in’s validators, loaded from the on-disk cache', () => {
  const fresh = prepared(OPENAPI_PATH, null).validator;

  it('refuse every payload a fresh compile refuses, with the same errors, and pass what it passes', () => {
    expect(prepared().how).toBe('compiled');
    expect(readdirSync(dir)).toHaveLength(1);
    const cached = prepared();
    expect(cached.how).toBe('cache');
    for (const [method, route, body] of BAD) {
      const expected = refusal(fresh, method, route, body);
      expect(expected, JSON.stringify(body)).toMatchObject({ code: 50035 });
      expect(refusal(cached.validator, method, route, body), JSON.stringify(body)).toEqual(expected);
    }
    for (const [method, route, body] of GOOD)
      expect(refusal(cached.validator, method, route, body)).toBeNull();
  });

  it('are not used for a different description: a tightened limit is in force at once', () => {
    const spec = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
      components: { schemas: { MessageCreateRequest: { properties: { content: { maxLength: number } } } } };
    };
    spec.components.schemas.MessageCreateRequest.properties.content.maxLength = 5;
    const tightPath = join(dir, 'tight-openapi.json');
    writeFileSync(tightPath, JSON.stringify(spec));
    prepared();
    const tight = prepared(tightPath);
    expect(tight.how).toBe('compiled');
    expect(refusal(tight.validator, 'POST', MESSAGES, { content: 'abcdef' })).toMatchObject({
      errors: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
    expect(prepared(tightPath).how).toBe('cache');
    expect(refusal(prepared(tightPath).validator, 'POST', MESSAGES, { content: 'abcdef' })).not.toBeNull();
    expect(refusal(prepared().validator, 'POST', MESSAGES, { content: 'abcdef' })).toBeNull();
  });

  it('compile afresh, as strictly, when the cache file is damaged', () => {
    prepared();
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.cjs')))
      writeFileSync(join(dir, file), 'module.exports = {');
    const repaired = prepared();
    expect(repaired.how).toBe('compiled');
    expect(refusal(repaired.validator, 'POST', MESSAGES, { content: 'x'.repeat(4001) })).not.toBeNull();
  });
});

describe('the cache directory', () => {
  /** An ajv with one small schema, `note` (a string of at most 3 characters), ready for standalone code. */
  const small = () => {
    const ajv = new Ajv2020({ code: { source: true } });
    ajv.addSchema({ $id: 'note', type: 'string', maxLength: 3 });
    return ajv;
  };
  const keyOf = (c: string) => c.repeat(64);
  const save = (cacheDir: string, key: string) => saveValidators(cacheDir, key, small(), { note: 'note' });
  const load = (cacheDir: string, key: string) => loadValidators(cacheDir, key, ['note'], {});
  const twoDaysAgo = () => new Date(Date.now() - 2 * UNUSED_FOR_MS);
  const age = (file: string) => Date.now() - statSync(file).mtimeMs;

  it('writing a new file removes the other keys’ files nobody loaded for a day and the temporary files left behind; files loaded since, and files not the cache’s, stay', () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'derrick-validators-prune-'));
    try {
      const at = (name: string) => join(cacheDir, name);
      // An old key's file, unused for two days.
      save(cacheDir, keyOf('a'));
      utimesSync(at(`${keyOf('a')}.cjs`), twoDaysAgo(), twoDaysAgo());
      // Another old key's file, written two days ago and loaded now (by a checkout still on that code, say).
      save(cacheDir, keyOf('b'));
      utimesSync(at(`${keyOf('b')}.cjs`), twoDaysAgo(), twoDaysAgo());
      expect(load(cacheDir, keyOf('b'))?.get('note')?.('abcd')).toBe(false);
      expect(age(at(`${keyOf('b')}.cjs`))).toBeLessThan(UNUSED_FOR_MS);
      // A temporary file of a process that died before renaming it, and a file that is not the cache's.
      for (const name of [`${keyOf('c')}.cjs.123.x1y2.tmp`, 'notes.txt']) {
        writeFileSync(at(name), 'x');
        utimesSync(at(name), twoDaysAgo(), twoDaysAgo());
      }
      save(cacheDir, keyOf('d'));
      expect(readdirSync(cacheDir).sort()).toEqual([`${keyOf('b')}.cjs`, `${keyOf('d')}.cjs`, 'notes.txt']);
      for (const key of [keyOf('b'), keyOf('d')]) {
        const note = load(cacheDir, key)?.get('note');
        expect([note?.('abc'), note?.('abcd')]).toEqual([true, false]);
      }
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
