import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RequestValidator, OPENAPI_PATH, toDiscordErrors } from '../../src/playground/validation';
import { allRoutes } from '../../src/playground/rest';
import { Store } from '../../src/playground/store';

const spec = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
};
const validator = new RequestValidator();
const routes = allRoutes({
  store: new Store(),
  validator,
  timing: { interactionAckMs: 3000, interactionTokenMs: 900_000 },
  gatewayUrl: () => 'ws://unused',
  recommendedShards: 1,
});

describe('the vendored OpenAPI description', () => {
  const reference = fileURLToPath(new URL('../../../shared/discord-api/openapi.json', import.meta.url));
  it.runIf(existsSync(reference))(
    'is byte-identical to the team reference copy in ../shared/discord-api',
    () => {
      expect(readFileSync(OPENAPI_PATH).equals(readFileSync(reference))).toBe(true);
    },
  );
});

describe('requests are held to Discord’s OpenAPI description', () => {
  it('every served route exists in the description, and every route with a request body is validated', () => {
    for (const route of routes) {
      const operation = spec.paths[route.route]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.route}`).toBeDefined();
      if (operation?.requestBody)
        expect(validator.validator(route.method, route.route), route.route).not.toBeNull();
    }
  });

  it('reports errors where Discord does, with its codes, for the branch the payload claims to be', () => {
    const check = (body: unknown) => {
      try {
        validator.check('POST', '/interactions/{interaction_id}/{interaction_token}/callback', body);
        return null;
      } catch (error) {
        return (error as { body: unknown }).body;
      }
    };
    expect(check({ type: 4, data: { content: 'fine' } })).toBeNull();
    expect(check({ type: 9, data: { custom_id: 'm', title: 'T'.repeat(46), components: [] } })).toMatchObject(
      {
        code: 50035,
        errors: { data: { title: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } },
      },
    );
    expect(check({ type: 42 })).toMatchObject({
      errors: { type: { _errors: [{ code: 'BASE_TYPE_CHOICES' }] } },
    });
    expect(
      check({
        type: 8,
        data: { choices: Array.from({ length: 26 }, (_, i) => ({ name: `${i}`, value: `${i}` })) },
      }),
    ).toMatchObject({
      errors: { data: { choices: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } } },
    });
  });

  it('turns a required-field error into the missing field’s path', () => {
    expect(
      toDiscordErrors([
        {
          instancePath: '/data',
          keyword: 'required',
          params: { missingProperty: 'title' },
          schemaPath: '#',
          message: '',
        },
      ]),
    ).toEqual({
      data: { title: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } },
    });
  });
});
