/**
 * Plays a whole game through Discord as three humans and one bot seat. The humans' policy is the game's
 * own greedy bot (a quick-winning script); each chosen action is carried out the way a person would: the
 * group button on the turn message, then the private chooser's select (paging when needed) or its Confirm
 * button, or a modal for discards and trade offers. After every step it checks that a PNG turn message was
 * posted and that no public message shows any player's hidden cards or private events.
 */
import { expect } from 'vitest';
import type { APIMessage } from 'discord-api-types/v10';
import { Rng } from '../../src/games/rng';
import { formatSeats, formatSeatsFor, stillSecret } from '../../src/games/events';
import type { GameSnapshot } from '../../src/discord/desk';
import type { CatanState } from '../../src/games/catan/types';
import type { TableDesk } from '../../src/discord/desk-table';
import type { GameEvent } from '../../src/games/types';
import type { ActionRecord } from '../../src/store';
import { bundleWords } from '../../src/discord/presenters/words';
import type { ActionChoice } from '../../src/discord/presenters/types';
import { parseCustomId } from '../../src/discord/custom-id';
import { newsSince } from '../../src/table/digest';
import {
  answerOf,
  buttons,
  isEphemeral,
  messageText,
  Player,
  saveMove,
  selects,
  settle,
  threadIdIn,
  versionOf,
  type Harness,
} from './harness';

/** "My hand" shows the latest private events of the game's last 200 actions (TableDesk.privateEvents). */
const HAND_LOOKS_BACK = 200;

export interface GameRun {
  thread: string;
  humanActions: number;
  modals: number;
  selects: number;
  /** Choices confirmed with a chooser's Confirm button (one choice left, its later steps shown). */
  confirms: number;
  steps: number;
  typed: number;
  handViews: number;
  secretsShown: number;
  turnMessages: number;
  /** Every message in the thread that everyone sees (lobby, turns, notices), at the end. */
  publicMessages: number;
  /** Actions saved in the game (its final version): humans' and the bot's. */
  actions: number;
  over: boolean;
  summary: string;
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined && x !== 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, sortKeys(x)]),
    );
  }
  return v;
}

export class GameDriver {
  readonly players: Record<string, Player>;
  thread = '';
  row = 0;
  run: GameRun = {
    thread: '',
    humanActions: 0,
    modals: 0,
    selects: 0,
    confirms: 0,
    steps: 0,
    typed: 0,
    handViews: 0,
    secretsShown: 0,
    turnMessages: 0,
    publicMessages: 0,
    actions: 0,
    over: false,
    summary: '',
  };
  private readonly spectator: Player;
  /** The next human action, scripted by a test: played through Discord by the next `step`, then `policy` again. */
  next: Record<string, unknown> | null = null;

  constructor(
    readonly h: Harness,
    readonly gameId: string,
    readonly seed: string,
    /** Every n-th human action is typed as a slash command instead of clicked (0 = never). */
    readonly typedEvery = 0,
    /** The human players (the rest of the four seats are bots). */
    humans: readonly string[] = ['ana', 'ben', 'caro'],
  ) {
    this.players = Object.fromEntries(humans.map((u) => [u, new Player(h, u)]));
    this.spectator = new Player(h, 'dev');
  }

  /** Which of the humans asked at once acts next (default: the first seat). */
  protected pickSeat(_snap: GameSnapshot, humanSeats: readonly number[]): number {
    return humanSeats[0]!;
  }

  /** The action a human takes (default: the game's greedy bot's). */
  protected policy(snap: GameSnapshot, seat: number): Record<string, unknown> {
    const greedy = snap.module.bots.greedy ?? Object.values(snap.module.bots)[0]!;
    return greedy(
      structuredClone(snap.state),
      seat,
      Rng.fromSeed(`${this.seed}#human#${snap.record.version}`),
    ) as Record<string, unknown>;
  }

  snapshot(): GameSnapshot {
    const snap = this.h.bot.app.desk.snapshot(this.row);
    if (!snap) throw new Error('no game');
    return snap;
  }

  /** Public messages of the thread (what a non-player sees). */
  publicMessages(): APIMessage[] {
    return this.spectator.sees(this.thread).filter((m) => !isEphemeral(m));
  }

  /** The thread's public messages from `message` on (it first), in order. */
  since(message: APIMessage): APIMessage[] {
    const all = this.publicMessages();
    return all.slice(all.findIndex((m) => m.id === message.id));
  }

  /**
   * The ids of the messages from `message` on that mention user `userId`: each pinged them when it was posted (a
   * finished turn message no longer mentions anyone).
   */
  pingsSince(message: APIMessage, userId: string): string[] {
    return this.since(message)
      .filter((m) => m.mentions.some((u) => u.id === userId))
      .map((m) => m.id);
  }

  latestTurn(): APIMessage {
    const turn = [...this.publicMessages()]
      .reverse()
      .find((m) => buttons(m).some((b) => parseCustomId(b.customId)?.verb === 'hand'));
    if (!turn) throw new Error('no turn message yet');
    return turn;
  }

  async open(): Promise<void> {
    const ana = this.players.ana!;
    const reply = await ana.run('general', 'oil new', { game: this.gameId, seed: this.seed });
    this.thread = threadIdIn(reply);
    this.run.thread = this.thread;
    const lobby = await this.h.standIn.driver.waitForMessage(
      (m) => (m.embeds?.[0]?.title ?? '').includes('lobby'),
      {
        channel: this.thread,
      },
    );
    const id = (verb: string) =>
      buttons(this.lobby(lobby.id)).find((b) => parseCustomId(b.customId)?.verb === verb)!.customId;
    const others = Object.values(this.players).filter((p) => p !== ana);
    for (const p of others) await settle(this.h, p.click(lobby.id, id('join')));
    for (let i = 1 + others.length; i < 4; i++) await settle(this.h, ana.click(lobby.id, id('addbot')));
    await settle(this.h, ana.click(lobby.id, id('start')));
    this.row = parseCustomId(buttons(this.latestTurn())[0]!.customId)!.row;
    this.check();
  }

  private lobby(id: string): APIMessage {
    return this.publicMessages().find((m) => m.id === id)!;
  }

  playerOfSeat(snap: GameSnapshot, seat: number): Player | null {
    const userId = snap.seats.find((s) => s.seat === seat)?.userId;
    return Object.values(this.players).find((p) => p.id === userId) ?? null;
  }

  /** Human steps (each one possible) until `stop` holds of the game, at most `max` of them; then it must hold. */
  async stepUntil(stop: (snap: GameSnapshot) => boolean, max = 400): Promise<void> {
    for (let i = 0; i < max && !stop(this.snapshot()); i++) expect(await this.step()).toBe(true);
    expect(stop(this.snapshot()), `the game reached what was stepped to within ${max} steps`).toBe(true);
  }

  /**
   * Like `stepUntil`, for a test about what comes after: the same human moves (`next`, else `policy`) up to
   * where `stop` holds, each saved as its click would save it (`saveMove`) but not played through Discord, then
   * the thread brought up to date once. The game reaches the same position in a fraction of the time (no
   * interaction, chooser or picture per move); what the moves look like in Discord is `step`'s to check.
   */
  async fastForward(stop: (snap: GameSnapshot) => boolean, max = 400): Promise<void> {
    for (let i = 0; i < max && !stop(this.snapshot()); i++) {
      const snap = this.snapshot();
      const move = this.nextMove(snap);
      expect(move, 'a human to move').not.toBeNull();
      saveMove(move!.player, this.row, move!.action, snap.record.version);
      this.run.humanActions++;
    }
    expect(stop(this.snapshot()), `the game reached what was stepped to within ${max} steps`).toBe(true);
    expect(await this.h.bot.app.threads.sync(this.row)).toMatchObject({ ok: true });
    await this.h.bot.idle();
    this.check();
  }

  /** Who of the humans moves next (`pickSeat`) and what (`next`, else `policy`); null when none may. */
  private nextMove(
    snap: GameSnapshot,
  ): { seat: number; player: Player; action: Record<string, unknown> } | null {
    if (snap.status.over) return null;
    const humanSeats = snap.status.toAct.filter((s) => this.playerOfSeat(snap, s) !== null);
    if (humanSeats.length === 0) return null;
    const seat = this.pickSeat(snap, humanSeats);
    const action = this.next ?? this.policy(snap, seat);
    this.next = null;
    return { seat, player: this.playerOfSeat(snap, seat)!, action };
  }

  /** One human step (the first human in toAct). Returns false when the game is over or only bots act. */
  async step(): Promise<boolean> {
    const snap = this.snapshot();
    const move = this.nextMove(snap);
    if (!move) return false;
    const { seat, player, action } = move;
    if (this.run.humanActions % 25 === 0) await this.lookAtHand(player, snap, seat);
    const module = snap.module;
    const before = snap.record.version;
    const presenter = this.h.bot.app.presenter(snap.record.gameId);
    const turn = this.latestTurn();
    const forms = presenter.forms(snap, seat);
    // Discards and trade offers go through the modal (as a person typing them would).
    const formKey = action.type === 'discard' ? 'discard' : action.type === 'offer' ? 'trade' : null;
    if (formKey && forms.some((f) => f.key === formKey)) {
      await this.viaModal(player, turn, formKey, action);
    } else {
      const legal = module.legalActions(snap.state, seat) as unknown[];
      const index = legal.findIndex((a) => deepEqual(a, action));
      expect(index, `greedy action ${JSON.stringify(action)} is legal`).toBeGreaterThanOrEqual(0);
      const choice = presenter.choices(snap, seat).find((c) => c.index === index)!;
      if (this.typedEvery > 0 && this.run.humanActions % this.typedEvery === this.typedEvery - 1) {
        await this.typed(player, choice, before);
        return this.after(before, action);
      }
      const btn = buttons(turn).find(
        (b) => parseCustomId(b.customId)?.args[0] === choice.group && !b.disabled,
      );
      expect(btn, `a button for ${choice.group}`).toBeDefined();
      const click = player.click(turn, btn!.customId);
      await settle(this.h, click);
      if (this.snapshot().record.version === before) {
        let chooser = answerOf(click);
        expect(chooser, `a chooser for ${choice.group}`).not.toBeNull();
        for (let page = 0; page < 20; page++) {
          const confirm = buttons(chooser!).find((b) => {
            const id = parseCustomId(b.customId);
            return id?.verb === 'confirm' && id.args.at(-1) === String(index);
          });
          if (confirm) {
            await settle(this.h, player.click(chooser!, confirm.customId));
            this.run.confirms++;
            break;
          }
          const sel = selects(chooser!).find((s) => s.options.some((o) => o.value === String(index)));
          if (sel) {
            await settle(this.h, player.select(chooser!, sel.customId, [String(index)]));
            this.run.selects++;
            break;
          }
          // A step of a multi-step choice (robber → hex → victim → what; Year of Plenty → the pair to take).
          const isStep = (o: { label: string; value: string }) =>
            o.value.startsWith('s') && (choice.steps ?? []).includes(o.label);
          const stepSel = selects(chooser!).find((s) => s.options.some(isStep));
          if (stepSel) {
            const stepped = player.select(chooser!, stepSel.customId, [stepSel.options.find(isStep)!.value]);
            await settle(this.h, stepped);
            this.run.steps++;
            if (this.snapshot().record.version !== before) break;
            chooser = stepped.original()!;
            continue;
          }
          const next = buttons(chooser!).find((b) => b.label === 'Next' && !b.disabled);
          expect(
            next,
            `the choice ${JSON.stringify(choice)} is on a later page of ${JSON.stringify(chooser?.content)} ${JSON.stringify(selects(chooser!))}`,
          ).toBeDefined();
          const paged = player.click(chooser!, next!.customId);
          await settle(this.h, paged);
          chooser = paged.original()!;
        }
      }
    }
    return this.after(before, action);
  }

  private after(before: number, action: unknown): boolean {
    const after = this.snapshot();
    expect(after.record.version, `action ${JSON.stringify(action)} applied`).toBeGreaterThan(before);
    this.run.humanActions++;
    this.check();
    return !after.status.over;
  }

  /** "My hand": private to the player, built from their own view. */
  private async lookAtHand(player: Player, snap: GameSnapshot, seat: number): Promise<void> {
    const turn = this.latestTurn();
    const hand = buttons(turn).find((b) => parseCustomId(b.customId)?.verb === 'hand')!;
    const click = player.click(turn, hand.customId);
    await settle(this.h, click);
    const answer = answerOf(click)!;
    expect(isEphemeral(answer)).toBe(true);
    expect(this.h.standIn.driver.canSee('dev', answer.id)).toBe(false);
    const expected = this.h.bot.app.presenter(snap.record.gameId).hand(snap, seat).description;
    expect(answer.embeds?.[0]?.description).toBe(expected);
    // The secrets still only theirs (none after the end): My hand leaves out those told to everyone since, and
    // those of before the seat's previous turn (no longer news).
    const since = newsSince(this.h.bot.app.desk.history(this.row), seat);
    const recent = this.actions(HAND_LOOKS_BACK);
    const news = new Set(recent.filter((a) => a.seq > since).flatMap((a) => a.events));
    const mine = snap.status.over
      ? []
      : stillSecret(
          recent.flatMap((a) => a.events),
          seat,
        ).filter((e) => !e.inHand && news.has(e));
    if (mine.length > 0) {
      const field = answer.embeds?.[0]?.fields?.find((f) => f.name.startsWith('Only you know'));
      const names = snap.seats.map((x) => x.name);
      // The latest one, as its own line (a line said before is counted, "… from Caro (twice).").
      const latest = formatSeatsFor(mine.at(-1)!.text, names, seat).replace(/[.!?]$/, '');
      const lines = field?.value.split('\n') ?? [];
      expect(
        lines.some((line) => line.startsWith(`• ${latest}`)),
        `${latest} in ${lines.join(' | ')}`,
      ).toBe(true);
      this.run.secretsShown++;
    }
    this.run.handViews++;
  }

  /** The typed way: `/oil <command> choice:<autocomplete>` (or no option when there is one choice). */
  private async typed(player: Player, choice: ActionChoice, version: number): Promise<void> {
    const command = `oil ${choice.command ?? 'move'}`;
    const value = `${version}:${choice.index}`;
    if (choice.command === 'roll' || choice.command === 'endturn') {
      await player.run(this.thread, command);
    } else {
      const offered = await this.h.standIn.driver.autocomplete({
        user: player.user,
        channel: this.thread,
        command,
        focused: 'choice',
        options: { choice: choice.label.slice(0, 20) },
      });
      expect(
        offered.map((o) => o.value),
        `autocomplete offers ${choice.label}`,
      ).toContain(value);
      await player.run(this.thread, command, { choice: value });
    }
    await this.h.bot.idle();
    this.run.typed++;
  }

  private async viaModal(player: Player, turn: APIMessage, key: string, action: Record<string, unknown>) {
    const btn = buttons(turn).find((b) => {
      const id = parseCustomId(b.customId);
      return id?.verb === 'form' && id.args[0] === key;
    });
    expect(btn, `a ${key} form button`).toBeDefined();
    const click = player.click(turn, btn!.customId);
    await click.waitForModal({ timeoutMs: 20_000 });
    const values: Record<string, string> =
      key === 'discard'
        ? { cards: bundleWords(action.cards as Record<string, number>) }
        : {
            give: bundleWords(action.give as Record<string, number>),
            get: bundleWords(action.get as Record<string, number>),
          };
    const submit = this.h.standIn.driver.submitModal({ user: player.user, from: click, values });
    await settle(this.h, submit);
    this.run.modals++;
  }

  /** After every step: a PNG on the newest turn message, and no secrets in public. */
  check(): void {
    const snap = this.snapshot();
    const turn = this.latestTurn();
    expect(versionOf(turn)).toBe(snap.record.version);
    const file = turn.attachments?.[0];
    expect(file?.content_type).toBe('image/png');
    expect(file?.description?.length ?? 0).toBeGreaterThan(20);
    this.run.turnMessages = this.publicMessages().filter((m) => versionOf(m) !== null).length;
    const publicText = this.publicMessages().map(messageText).join('\n');
    const presenter = this.h.bot.app.presenter(snap.record.gameId);
    for (const seat of snap.seats) {
      const hand = presenter.hand(snap, seat.seat).description;
      const cards = /\*\*Cards\*\*: (.*)/.exec(hand)?.[1];
      if (cards && cards !== 'nothing' && cards.includes(',')) {
        expect(publicText, `${seat.name}'s hand is not public`).not.toContain(`Cards**: ${cards}`);
      }
      const dev = /\*\*Development cards\*\*: (.*)/.exec(hand)?.[1];
      if (dev) expect(publicText).not.toContain(dev);
    }
    expect(publicText, 'no hand view was posted publicly').not.toContain('Your hand —');
    const names = snap.seats.map((s) => s.name);
    for (const e of this.privateEvents()) {
      expect(publicText, 'a private event is not public').not.toContain(formatSeats(e.text, names));
    }
  }

  /** Private events (to seats) of the whole game, or of its last `recent` actions, from the store's log. */
  privateEvents(recent = Infinity): GameEvent[] {
    return this.events(recent).filter((e) => e.to && e.to.length > 0);
  }

  /** Every event of the whole game, or of its last `recent` actions, from the store's log. */
  events(recent = Infinity): GameEvent[] {
    return this.actions(recent).flatMap((a) => a.events);
  }

  /** Every action of the whole game, or its last `recent`, from the store's log. */
  actions(recent = Infinity): ActionRecord[] {
    const desk = this.h.bot.app.desk as TableDesk;
    const actions = desk.table.store.actions(this.row);
    if (!actions.ok) throw new Error(actions.message);
    return recent === Infinity ? actions.value : actions.value.slice(-recent);
  }

  async finish(): Promise<GameRun> {
    const snap = this.snapshot();
    this.run.over = snap.status.over;
    this.run.publicMessages = this.publicMessages().length;
    this.run.actions = snap.record.version;
    this.run.summary = snap.status.result?.summary ?? '';
    return this.run;
  }
}

/** Catan: `seat`'s own turn after the roll (the main moment), no offer open, with a card in hand. */
export function catanMainTurnWithCards(seat: number): (snap: GameSnapshot) => boolean {
  return (snap) => {
    const s = snap.state as CatanState;
    return s.phase === 'main' && s.current === seat && s.trade === null && s.hands[seat]!.some((n) => n > 0);
  };
}
