/**
 * The path of one click (issue 17, "Show it"): a player places a settlement — the group button, then the
 * private chooser's pick, which applies the move and posts the turn — measured, not counted by hand:
 * - files of src/ the bot enters (V8 precise coverage over exactly that interaction, the stand-in excluded),
 * - game loads (store reads that parse a game's saved state),
 * - choice builds (the presenter's `choices` and the module's `legalActions`).
 * It prints one JSON line per interaction. Written against the harness and the store only, so the same file
 * measures an older checkout too.
 */
import { Session } from 'node:inspector/promises';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { presenterFor } from '../../src/discord/presenters';
import { catan } from '../../src/games/catan';
import { Store } from '../../src/store/store';
import { answerOf, buttons, selects, settle, threadIdIn } from './harness';
import { useHarness } from './use-harness';

const { h, ana, ben, caro } = useHarness({ players: ['ana', 'ben', 'caro'] });
let thread: string;
const session = new Session();

interface Trace {
  files: string[];
  loads: number;
  choiceBuilds: number;
  legalBuilds: number;
}

async function traced(work: () => Promise<void>): Promise<Trace> {
  const loads = [vi.spyOn(Store.prototype, 'getGame'), vi.spyOn(Store.prototype, 'latestGameIn')];
  const choices = vi.spyOn(presenterFor('catan'), 'choices');
  const legal = vi.spyOn(catan, 'legalActions');
  await session.post('Profiler.takePreciseCoverage'); // resets the counters
  await work();
  const { result } = await session.post('Profiler.takePreciseCoverage');
  // The project's own files (not discord.js's, which has a src/ too), the stand-in excluded.
  const root = `${process.cwd()}/src/`;
  const files = result
    .filter((s) => s.url.includes(root) && !s.url.includes(`${root}playground/`))
    .filter((s) => s.functions.some((f) => f.ranges.some((r) => r.count > 0)))
    .map((s) => `src/${s.url.slice(s.url.indexOf(root) + root.length).replace(/\?.*$/, '')}`);
  const trace = {
    files: [...new Set(files)].sort(),
    loads: loads.reduce((n, s) => n + s.mock.calls.length, 0),
    choiceBuilds: choices.mock.calls.length,
    legalBuilds: legal.mock.calls.length,
  };
  vi.restoreAllMocks();
  return trace;
}

beforeAll(async () => {
  thread = threadIdIn(await ana.run('general', 'oil new', { game: 'catan', seed: 'click-path' }));
  await ben.run(thread, 'oil join');
  await caro.run(thread, 'oil join');
  await ana.run(thread, 'oil start');
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
}, 60_000);
afterAll(async () => {
  await session.post('Profiler.stopPreciseCoverage').catch(() => undefined);
  session.disconnect();
});

it('one click: the group button, then the pick that applies the move and posts the turn', async () => {
  const turn = ana.turnMessage(thread)!;
  const who = [ana, ben, caro].find((p) => (turn.content ?? '').includes(`<@${p.id}>`))!;
  const place = buttons(turn).find((b) => /^Place settlement/.test(b.label) && !b.disabled)!;
  let chooser: APIMessage | null = null;
  const open = await traced(async () => {
    const click = who.click(turn, place.customId);
    await settle(h, click);
    chooser = answerOf(click);
  });
  const select = selects(chooser!)[0]!;
  const pick = await traced(async () => {
    await settle(h, who.select(chooser!, select.customId, [select.options[0]!.value]));
  });
  const summary = (t: Trace) => ({
    files: t.files.length,
    discordFiles: t.files.filter((f) => /^src\/(discord|commands)\//.test(f)).length,
    loads: t.loads,
    choiceBuilds: t.choiceBuilds,
    legalBuilds: t.legalBuilds,
  });
  console.log(JSON.stringify({ clickPath: { open: summary(open), pick: summary(pick) } }));
  console.log(JSON.stringify({ clickPathFiles: { open: open.files, pick: pick.files } }));
  expect(pick.files.length).toBeGreaterThan(0);
  // Today's bounds: one load to check the click, the table's reload after saving, the thread's own load to
  // post; the choices built once per interaction, and once more after a move for what it leaves the player
  // (here the settlement's road, whose chooser opens from those very choices: src/discord/linked-step.ts).
  expect(open.loads).toBeLessThanOrEqual(1);
  expect(pick.loads).toBeLessThanOrEqual(3);
  expect(open.choiceBuilds).toBe(1);
  expect(pick.choiceBuilds).toBe(2);
  expect(open.legalBuilds + pick.legalBuilds).toBeLessThanOrEqual(3);
}, 60_000);
