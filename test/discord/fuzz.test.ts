/**
 * Property tests (fast-check) of untrusted input (issue 12): random and malformed custom ids, select values
 * and modal inputs thrown at the router, and random actions thrown at the table, against a started Catan
 * game. Never a crash, never a change on invalid input, and each time a clear private answer. The counts
 * tried are printed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/discord/app';
import { VERBS } from '../../src/discord/custom-id';
import { routeInteraction } from '../../src/discord/router';
import { fakeInteraction, tableApp } from './table-app';
import { newTable, snapshot, type Fixture } from '../table/helpers';

const GUILD = 'g1';
const CHANNEL = 'c1';

let f: Fixture;
let app: App;
let row = 0;
const tried = { customIds: 0, structured: 0, selectValues: 0, modalInputs: 0, tableActions: 0 };

beforeAll(() => {
  f = newTable();
  f.table.openLobby({
    guildId: GUILD,
    channelId: CHANNEL,
    gameId: 'catan',
    host: { userId: 'u-ana', name: 'Ana' },
    seed: 'fuzz',
  });
  f.table.join({ channelId: CHANNEL, userId: 'u-ben', name: 'Ben' });
  f.table.addBot({ channelId: CHANNEL, byUserId: 'u-ana', kind: 'greedy' });
  const started = f.table.start({ channelId: CHANNEL, byUserId: 'u-ana' });
  if (!started.ok) throw new Error(started.message);
  row = started.game.record.id;
  app = tableApp(f, 'fuzz');
});
afterAll(() => {
  console.log(JSON.stringify({ fuzz: tried }));
  f.close();
});

type Kind = 'button' | 'select' | 'modal';

/**
 * A discord.js-shaped interaction on an ephemeral chooser of the game's thread carrying `customId` (so answers
 * edit it), and what the bot did with it, each call a line ("deferUpdate", 'editReply:{"content":…').
 */
function interaction(
  kind: Kind,
  customId: string,
  user: string,
  extra: { values?: string[]; fields?: Record<string, string> } = {},
) {
  const { fake, calls } = fakeInteraction({
    kind,
    customId,
    user,
    guildId: GUILD,
    channelId: CHANNEL,
    ...extra,
    offered: [{ value: 's0' }, { value: '0' }],
    ephemeral: true,
  });
  const answers = () =>
    calls.map((c) => (c.body === undefined ? c.how : `${c.how}:${JSON.stringify(c.body).slice(0, 200)}`));
  return { fake, answers };
}

function version(): number {
  const g = f.table.getGame(CHANNEL);
  if (!g.ok) throw new Error(g.message);
  return g.game.record.version;
}

/** Route it, and check: it resolved, something was said, nothing stored changed. */
async function refusedWithWords(kind: Kind, customId: string, user: string, extra = {}) {
  const before = snapshot(f.store);
  const { fake, answers } = interaction(kind, customId, user, extra);
  await expect(routeInteraction(app, fake)).resolves.toBe('handled');
  expect(snapshot(f.store), customId).toBe(before);
  const said = answers().filter((a) => /^(editReply|followUp|reply):/.test(a));
  expect(said.length, `${customId}: answered`).toBeGreaterThan(0);
  expect(said.join(' '), `${customId}: in words`).toMatch(/"content":"[^"]{10,}/);
}

const argText = fc.stringMatching(/^[A-Za-z0-9_,:+-]{0,12}$/);

describe('untrusted input never crashes and never changes a game', () => {
  it('random custom ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 120 }),
        fc.constantFrom('button', 'select', 'modal') as fc.Arbitrary<Kind>,
        async (id, kind) => {
          tried.customIds++;
          await refusedWithWords(kind, id, 'u-ana');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('well-formed ids of our own with a wrong game, a stale or future version, or garbled arguments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(row, row + 1, 999_999),
        fc.integer({ min: 0, max: 50 }).filter((v) => v !== version()),
        // Read-only verbs (My hand, turning a log page) answer whatever the version: their answers are views.
        fc.constantFrom(...VERBS.filter((v) => !['endno', 'hand', 'page'].includes(v))),
        fc.array(argText, { maxLength: 4 }),
        fc.constantFrom('u-ana', 'u-ben', 'u-stranger'),
        async (game, v, verb, args, user) => {
          tried.structured++;
          const kind: Kind = verb === 'pick' ? 'select' : verb === 'modal' ? 'modal' : 'button';
          await refusedWithWords(kind, ['d1', game, v, verb, ...args].join('.').slice(0, 100), user, {
            values: ['0'],
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('select values that were not offered, or more than one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ maxLength: 30 }), { minLength: 0, maxLength: 3 }),
        async (values) => {
          fc.pre(!(values.length === 1 && ['s0', '0'].includes(values[0]!)));
          tried.selectValues++;
          const id = `d1.${row}.${version()}.pick.road.0.0`;
          await refusedWithWords('select', id, 'u-ana', { values });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('modal inputs that make no offer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }).filter((t) => !/\d/.test(t)),
        fc.string({ maxLength: 300 }).filter((t) => !/\d/.test(t)),
        fc.constantFrom('u-ana', 'u-ben'),
        async (give, get, user) => {
          tried.modalInputs++;
          await refusedWithWords('modal', `d1.${row}.${version()}.modal.trade`, user, {
            fields: { give, get },
          });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('random actions at the table: refused with a message, nothing stored changes', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('u-ana', 'u-ben', 'u-stranger'), (action, userId) => {
        tried.tableActions++;
        const before = snapshot(f.store);
        const r = f.table.act({ channelId: CHANNEL, userId, action, expectedVersion: version() });
        if (r.ok) return; // a random value that happens to be a legal action: fine, and rare
        expect(r.message.length).toBeGreaterThan(5);
        expect(snapshot(f.store)).toBe(before);
      }),
      { numRuns: 400 },
    );
  });
});
