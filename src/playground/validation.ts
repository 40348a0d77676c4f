import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020, { _, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { NONCE_LENGTH } from '../discord/nonce';
import { ROOT } from '../paths';
import { addFieldError, invalidFormBody, type FieldErrors } from './errors';
import { cacheKey, loadValidators, saveValidators, VALIDATOR_CACHE_DIR } from './validator-cache';

/**
 * Discord's own OpenAPI description, loaded once per process. A copy (MIT, see vendor/discord-api/LICENSE) is
 * kept in the repository so that `npm start` and the tests work on a fresh clone; test/playground checks that
 * it still equals the team's reference copy in ../shared/discord-api when that is present.
 */
export const OPENAPI_PATH = join(ROOT, 'vendor', 'discord-api', 'openapi.json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface OpenApi {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Json }> } }>>;
  components: { schemas: Record<string, Json> };
}

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Discord discriminates its unions by an integer `type` (components, callbacks). Plain `oneOf` makes a validator
 * report every branch's complaints; rewriting such unions as `if type = n then branch` keeps the errors Discord
 * would give (those of the branch the payload claims to be). Validation strength is unchanged.
 */
function discriminate(node: Json, schemas: Record<string, Json>): Json {
  if (Array.isArray(node)) return node.map((n) => discriminate(n, schemas));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = discriminate(value, schemas);
  for (const unionKey of ['oneOf', 'anyOf'] as const) {
    const union = out[unionKey];
    if (!Array.isArray(union) || union.length < 2) continue;
    const branches = union.map((branch) => {
      const target =
        isObject(branch) && typeof branch.$ref === 'string'
          ? schemas[branch.$ref.split('/').pop() ?? '']
          : branch;
      const typeProp = isObject(target) && isObject(target.properties) ? target.properties.type : undefined;
      const values = isObject(typeProp) && Array.isArray(typeProp.enum) ? typeProp.enum : null;
      return values && values.every((v) => typeof v === 'number') ? { branch, values } : null;
    });
    if (branches.some((b) => b === null)) continue;
    const known = branches.flatMap((b) => b?.values ?? []);
    delete out[unionKey];
    out.type = 'object';
    out.required = ['type'];
    out.properties = { type: { type: 'integer', enum: known } };
    out.allOf = branches.map((b) => ({
      if: { properties: { type: { enum: b?.values ?? [] } }, required: ['type'] },
      then: b?.branch ?? {},
    }));
  }
  return out;
}

const withLocalRefs = (node: Json): Json =>
  JSON.parse(
    JSON.stringify(node).replaceAll('"#/components/schemas/', '"discord#/components/schemas/'),
  ) as Json;

const MESSAGES: Record<string, (e: ErrorObject) => { code: string; message: string }> = {
  maxLength: (e) => ({
    code: 'BASE_TYPE_MAX_LENGTH',
    message: `Must be ${e.params.limit} or fewer in length.`,
  }),
  minLength: (e) => ({
    code: 'BASE_TYPE_MIN_LENGTH',
    message: `Must be ${e.params.limit} or more in length.`,
  }),
  maxItems: (e) => ({
    code: 'BASE_TYPE_MAX_LENGTH',
    message: `Must be ${e.params.limit} or fewer in length.`,
  }),
  minItems: (e) => ({
    code: 'BASE_TYPE_MIN_LENGTH',
    message: `Must be ${e.params.limit} or more in length.`,
  }),
  required: () => ({ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }),
  maximum: (e) => ({
    code: 'NUMBER_TYPE_MAX',
    message: `int value should be less than or equal to ${e.params.limit}.`,
  }),
  minimum: (e) => ({
    code: 'NUMBER_TYPE_MIN',
    message: `int value should be greater than or equal to ${e.params.limit}.`,
  }),
  enum: (e) => ({
    code: 'BASE_TYPE_CHOICES',
    message: `Value must be one of {${(e.params.allowedValues as unknown[]).join(', ')}}.`,
  }),
  const: (e) => ({
    code: 'BASE_TYPE_CHOICES',
    message: `Value must be one of {${String(e.params.allowedValue)}}.`,
  }),
  type: (e) => ({ code: 'BASE_TYPE_BAD_TYPE', message: `Must be of type ${String(e.params.type)}.` }),
  format: (e) =>
    e.params.format === 'uri'
      ? { code: 'URL_TYPE_INVALID_URL', message: 'Not a well formed URL.' }
      : { code: 'BASE_TYPE_BAD_TYPE', message: `Must be a valid ${String(e.params.format)}.` },
  pattern: () => ({ code: 'STRING_TYPE_REGEX', message: 'String value did not match validation regex.' }),
  uniqueItems: () => ({ code: 'BASE_TYPE_DUPLICATE', message: 'Duplicate values are not allowed.' }),
};

const STRUCTURAL = new Set(['if', 'oneOf', 'anyOf', 'allOf', 'not', 'then', 'else', 'false schema']);

/** ajv errors -> Discord's nested `errors` object (`{ data: { content: { _errors: [...] } } }`). */
export function toDiscordErrors(errors: ErrorObject[]): FieldErrors {
  let relevant = errors.filter((e) => !STRUCTURAL.has(e.keyword));
  const notNull = relevant.filter((e) => !(e.keyword === 'type' && e.params.type === 'null'));
  if (notNull.length > 0) relevant = notNull;
  const out: FieldErrors = {};
  const seen = new Set<string>();
  for (const error of relevant) {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    const describe =
      MESSAGES[error.keyword] ??
      ((e: ErrorObject) => ({ code: 'BASE_TYPE_INVALID', message: e.message ?? 'Invalid value.' }));
    const detail = describe(error);
    const key = `${path.join('/')}|${detail.code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    addFieldError(out, path, detail);
  }
  return out;
}

/** The formats Discord's description names beyond JSON Schema's own. */
function addDiscordFormats(ajv: Ajv2020): void {
  addFormats(ajv);
  ajv.addFormat('snowflake', /^(0|[1-9][0-9]{0,19})$/);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('nonce', new RegExp(`^.{0,${NONCE_LENGTH}}$`, 's'));
}

/** A route's schema id: no scheme and no slash, so that its `discord#/…` references still mean the description. */
const routeId = (key: string) => `route-${encodeURIComponent(key)}`;

/** The format checks by name, as the cached code (./validator-cache.ts) is given them. */
function discordFormats(): Ajv2020['formats'] {
  const ajv = new Ajv2020();
  addDiscordFormats(ajv);
  return ajv.formats;
}

/**
 * Request-body validators for the routes the stand-in serves, compiled from Discord's OpenAPI description.
 * Compiling them costs most of a second of CPU, in every process that starts a stand-in; so `prepare` keeps
 * ajv's generated code on disk (./validator-cache.ts), keyed by everything that shapes it, and later processes
 * load it instead of parsing the description and compiling again. A cache miss or failure just compiles.
 */
export class RequestValidator {
  private setup: { ajv: Ajv2020; spec: OpenApi } | null = null;
  private readonly compiled = new Map<string, ValidateFunction | null>();

  /** `cacheDir` null: never read or write the on-disk cache. */
  constructor(
    private readonly specPath = OPENAPI_PATH,
    private readonly cacheDir: string | null = VALIDATOR_CACHE_DIR,
  ) {}

  /** The parsed description and an ajv holding its component schemas, made on first need. */
  private ready(): { ajv: Ajv2020; spec: OpenApi } {
    if (this.setup) return this.setup;
    const spec = JSON.parse(readFileSync(this.specPath, 'utf8')) as OpenApi;
    // `formats` is the name the cached code (./validator-cache.ts) is given ajv's formats by.
    const ajv = new Ajv2020({
      strict: false,
      allErrors: true,
      inlineRefs: false,
      code: { source: true, formats: _`formats` },
    });
    addDiscordFormats(ajv);
    const schemas = spec.components.schemas;
    const rewritten: Record<string, Json> = {};
    for (const [name, schema] of Object.entries(schemas)) rewritten[name] = discriminate(schema, schemas);
    ajv.addSchema({ $id: 'discord', components: { schemas: rewritten } } as object);
    this.setup = { ajv, spec };
    return this.setup;
  }

  /** The JSON request schema of `method path` (OpenAPI path template), compiled on first use. */
  validator(method: string, path: string): ValidateFunction | null {
    const key = `${method.toLowerCase()} ${path}`;
    if (this.compiled.has(key)) return this.compiled.get(key) ?? null;
    const { ajv, spec } = this.ready();
    const operation = spec.paths[path]?.[method.toLowerCase()];
    const schema = operation?.requestBody?.content?.['application/json']?.schema;
    const validate =
      schema === undefined
        ? null
        : ajv.compile({
            ...(withLocalRefs(discriminate(schema, spec.components.schemas)) as object),
            $id: routeId(key),
          });
    this.compiled.set(key, validate);
    return validate;
  }

  /**
   * Compile now (at server start) so the first request does not pay for it inside the 3-second window; from the
   * on-disk cache when it holds these routes for this description. Says which it did.
   */
  prepare(routes: { method: string; route: string }[]): 'cache' | 'compiled' {
    const withBodies = routes.filter(({ method }) => method !== 'GET' && method !== 'DELETE');
    const keys = withBodies.map(({ method, route }) => `${method.toLowerCase()} ${route}`);
    const fingerprint = [addDiscordFormats, discriminate, withLocalRefs, routeId, RequestValidator]
      .map(String)
      .join('\n');
    const key = this.cacheDir ? cacheKey(readFileSync(this.specPath), fingerprint, keys) : '';
    const cached = this.cacheDir ? loadValidators(this.cacheDir, key, keys, discordFormats()) : null;
    if (cached) {
      for (const [route, validate] of cached) this.compiled.set(route, validate);
      return 'cache';
    }
    for (const { method, route } of withBodies) this.validator(method, route);
    if (this.cacheDir) {
      const exports = Object.fromEntries(
        keys.filter((k) => this.compiled.get(k)).map((k) => [k, routeId(k)]),
      );
      saveValidators(this.cacheDir, key, this.ready().ajv, exports);
    }
    return 'compiled';
  }

  /** Throws Discord's 400 "Invalid Form Body" (50035) when `body` breaks the route's schema. */
  check(method: string, path: string, body: unknown): void {
    const validate = this.validator(method, path);
    if (!validate || validate(body)) return;
    throw invalidFormBody(toDiscordErrors(validate.errors ?? []));
  }
}
