/**
 * Driver users playing games through the stand-in the way people do, reading only what they see: the turn
 * message in the game's thread says who must act (its mentions) and offers the action buttons; a click either
 * moves at once or opens a private chooser, whose select is picked (or Confirm pressed) until the move is made.
 * Moves are chosen at random among the enabled buttons and the offered options, so every move is legal as the
 * bot offers it.
 *
 * `clickToBoard` is timed from the click (or pick) that makes the move until the thread's turn message
 * carries the new board (posted or edited), as the players see it.
 */
import type { APIMessage } from 'discord-api-types/v10';
import { parseCustomId } from '../src/discord/custom-id';
import { Rng } from '../src/games/rng';
import type { Driver, InteractionHandle } from '../src/playground';
import { buttons, isEphemeral, menuVersionOf, selects, versionOf } from '../test/e2e/harness';
import { nowMs } from './harness';
import type { MoveTrace } from './load-trace';

/** How long a driver waits for the bot's answer before giving up on a move. */
const ANSWER_TIMEOUT_MS = 20_000;
/** Steps of one chooser at most (robber: hex, victim; Year of Plenty: first, second; …). */
const MAX_PICKS = 8;

export type MoveOutcome =
  | { kind: 'moved'; clickToBoardMs: number; interactions: number; trace?: MoveTrace }
  | { kind: 'refused' | 'timeout' | 'nobody'; interactions: number };

type Answer = { kind: 'board' } | { kind: 'chooser'; message: APIMessage } | { kind: 'refused' | 'timeout' };

/** Tallies of a run. */
export interface Tally {
  interactions: number;
  moves: number;
  refused: number;
  timeouts: number;
  clickToBoardMs: number[];
  /** Each move's click and board on the machine's clock (bench/load-trace.ts). */
  traces: MoveTrace[];
}

export function newTally(): Tally {
  return { interactions: 0, moves: 0, refused: 0, timeouts: 0, clickToBoardMs: [], traces: [] };
}

export function count(tally: Tally, outcome: MoveOutcome): void {
  tally.interactions += outcome.interactions;
  if (outcome.kind === 'moved') {
    tally.moves++;
    tally.clickToBoardMs.push(outcome.clickToBoardMs);
    if (outcome.trace) tally.traces.push(outcome.trace);
  } else if (outcome.kind === 'refused') tally.refused++;
  else if (outcome.kind === 'timeout') tally.timeouts++;
}

interface MessageSeen {
  channelId: string;
  message: APIMessage;
  visibleTo: string | null;
}

/** One listener on the driver's feed for all the players: each hears its own thread's messages. */
export function watchThreads(driver: Driver, players: readonly ThreadPlayer[]): () => void {
  const byThread = new Map(players.map((p) => [p.thread, p]));
  const on = (e: MessageSeen) => byThread.get(e.channelId)?.seen(e);
  driver.events.on('messageCreate', on);
  driver.events.on('messageUpdate', on);
  return () => {
    driver.events.off('messageCreate', on);
    driver.events.off('messageUpdate', on);
  };
}

function isTurn(m: APIMessage): boolean {
  return !isEphemeral(m) && buttons(m).some((b) => parseCustomId(b.customId)?.verb === 'hand');
}

/** A chooser's selects (their ids' verb `pick`). */
function pickSelects(m: APIMessage): ReturnType<typeof selects> {
  return selects(m).filter((s) => parseCustomId(s.customId)?.verb === 'pick');
}

function hasPicks(m: APIMessage): boolean {
  return pickSelects(m).length > 0 || confirmOf(m) !== undefined;
}

/** A chooser's Confirm button (one choice left to confirm), if it shows one. */
function confirmOf(m: APIMessage): { customId: string } | undefined {
  return buttons(m).find((b) => parseCustomId(b.customId)?.verb === 'confirm');
}

/** One game's thread, played by the driver users. */
export class ThreadPlayer {
  private readonly rng: Rng;
  /** The newest turn message seen in the thread (kept from the live feed). */
  private turn: APIMessage | null = null;
  /** Action groups the bot said this turn's actor cannot do now (as a person learns from the answer). */
  private refused: { version: number; groups: Set<string> } = { version: -1, groups: new Set() };
  /**
   * The chooser the bot last opened for each user by itself (a linked step: the road after a set-up
   * settlement, the robber after a Knight), by user id: picked from, as a person would, when it is still of
   * the turn's version, instead of clicking the turn message's button for the same menu.
   */
  private readonly opened = new Map<string, APIMessage>();
  /** The answer being waited for, if any. */
  private waiting: ((e: MessageSeen) => void) | null = null;

  constructor(
    private readonly driver: Driver,
    readonly thread: string,
    /** Usernames of the driver users seated here. */
    private readonly humans: readonly string[],
    seed: string,
  ) {
    this.rng = Rng.fromSeed(seed);
  }

  /** A message in this thread was posted or edited (from `watchThreads`). */
  seen(e: MessageSeen): void {
    this.waiting?.(e);
    if (e.visibleTo !== null && hasPicks(e.message)) this.opened.set(e.visibleTo, e.message);
    if (e.visibleTo !== null || !isTurn(e.message)) return;
    if (!this.turn || (versionOf(e.message) ?? -1) >= (versionOf(this.turn) ?? -1)) this.turn = e.message;
  }

  /** The human who must act on the current turn message (from its mentions), or null. */
  private actor(): { username: string; id: string } | null {
    const mentioned = [...(this.turn?.content ?? '').matchAll(/<@(\d+)>/g)].map((m) => m[1]);
    for (const username of this.humans) {
      const id = this.driver.user(username).id;
      if (mentioned.includes(id)) return { username, id };
    }
    return null;
  }

  /** `/oil board` in the thread (the first interaction in a seeded game): waits for the turn message. */
  async showBoard(): Promise<MoveOutcome> {
    const user = this.humans[0]!;
    const h = this.driver.runCommand({ user, channel: this.thread, command: 'oil board' });
    const answer = await this.answer(h, this.driver.user(user).id, -1);
    return answer.kind === 'board'
      ? { kind: 'moved', clickToBoardMs: 0, interactions: 1 }
      : { kind: answer.kind === 'chooser' ? 'refused' : answer.kind, interactions: 1 };
  }

  /** One random legal move by whoever must act: a button, then the chooser's picks. */
  async move(): Promise<MoveOutcome> {
    const turn = this.turn;
    const who = this.actor();
    if (!turn || !who) return { kind: 'nobody', interactions: 0 };
    const version = versionOf(turn) ?? -1;
    if (this.refused.version !== version) this.refused = { version, groups: new Set() };
    const acts = buttons(turn).filter((b) => {
      const id = parseCustomId(b.customId);
      return !b.disabled && id?.verb === 'act' && !this.refused.groups.has(id.args[0] ?? '');
    });
    const linked = this.opened.get(who.id);
    this.opened.delete(who.id);
    if (acts.length === 0 && !linked) return { kind: 'nobody', interactions: 0 };
    let t0 = nowMs();
    let h: InteractionHandle | null = null;
    let interactions = 0;
    let answer: Answer;
    let button: { customId: string } | null = null;
    if (linked && menuVersionOf(linked) === version) answer = { kind: 'chooser', message: linked };
    else if (acts.length === 0) return { kind: 'nobody', interactions: 0 };
    else {
      button = acts[this.rng.int(acts.length)]!;
      h = this.driver.clickButton({ user: who.username, message: turn, customId: button.customId });
      interactions = 1;
      answer = await this.answer(h, who.id, version);
    }
    for (let i = 0; answer.kind === 'chooser' && i < MAX_PICKS; i++) {
      const confirm = confirmOf(answer.message);
      t0 = nowMs();
      if (confirm) {
        h = this.driver.clickButton({
          user: who.username,
          message: answer.message,
          customId: confirm.customId,
        });
      } else {
        const picks = pickSelects(answer.message);
        const select = picks[this.rng.int(picks.length)]!;
        const option = select.options[this.rng.int(select.options.length)]!;
        h = this.driver.chooseInSelect({
          user: who.username,
          message: answer.message,
          customId: select.customId,
          values: [option.value],
        });
      }
      interactions++;
      answer = await this.answer(h, who.id, version);
    }
    if (answer.kind === 'board') {
      // A board comes only after an interaction of this move (a linked chooser is picked from at least once).
      if (!h) throw new Error('a board with no interaction');
      const seen = nowMs();
      const clock = performance.timeOrigin;
      const trace = { id: h.id, thread: this.thread, clicked: clock + t0, seen: clock + seen };
      return { kind: 'moved', clickToBoardMs: seen - t0, interactions, trace };
    }
    if (interactions === 1 && button) this.refused.groups.add(parseCustomId(button.customId)?.args[0] ?? '');
    return { kind: answer.kind === 'chooser' ? 'refused' : answer.kind, interactions };
  }

  /**
   * The bot's answer to `h`: the thread's turn message moved past `version` (the board), a private chooser
   * to pick from, or a private refusal.
   */
  private answer(h: InteractionHandle, userId: string, version: number): Promise<Answer> {
    return new Promise<Answer>((resolve) => {
      const done = (a: Answer) => {
        clearTimeout(timer);
        this.waiting = null;
        resolve(a);
      };
      const ours = (id: string) => h.original()?.id === id || h.followUps().some((m) => m.id === id);
      const onMessage = (e: MessageSeen) => {
        const m = e.message;
        if (e.visibleTo === null) {
          if (isTurn(m) && (versionOf(m) ?? -1) > version) done({ kind: 'board' });
          return;
        }
        if (e.visibleTo !== userId || !ours(m.id)) return;
        if (hasPicks(m)) done({ kind: 'chooser', message: m });
        else if ((m.content ?? '') !== '' || (m.embeds?.length ?? 0) > 0) done({ kind: 'refused' });
      };
      const timer = setTimeout(() => done({ kind: 'timeout' }), ANSWER_TIMEOUT_MS);
      this.waiting = onMessage;
    });
  }
}
