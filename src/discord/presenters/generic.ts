/**
 * The presenter for any game that has no presenter of its own: groups legal actions by their `type` field and
 * labels them from their fields. Good enough to play; games get their own words in their own presenter.
 */
import { formatSeats, seatName } from '../../games/events';
import { renderSnapshot } from './picture';
import type { ActionChoice, Presenter, PublicAction } from './types';
import { actionType, describeFields, groupKey, humanize } from './words';
import { plural } from '../../games/awards';
import { ENDED_TEXT } from '../texts';
import { namesOf, plainNamesOf, scoreNamesOf } from '../names';

/** A view as "**Field name**: value" lines (nested values compact), for games without their own words. */
export function viewLines(view: unknown): string[] {
  if (!view || typeof view !== 'object') return [String(view)];
  return Object.entries(view as Record<string, unknown>).map(([k, v]) => {
    const value = v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
    return `**${humanize(k)}**: ${value.length > 300 ? `${value.slice(0, 299)}…` : value}`;
  });
}

export const genericPresenter: Presenter = {
  gameId: '*',
  /**
   * One button per group of legal actions of the players to act. The generic presenter cannot tell public
   * from secret, so this is right only for games whose legal actions are public: a game with secrets gets
   * a presenter of its own (test/discord/secrets.test.ts holds every game offered to that).
   */
  publicActions(snap) {
    const seen = new Map<string, PublicAction>();
    for (const seat of snap.status.toAct) {
      for (const c of genericPresenter.choices(snap, seat)) {
        if (!seen.has(c.group))
          seen.set(c.group, { kind: 'act', key: c.group, label: c.groupLabel, style: c.style ?? 'primary' });
      }
    }
    return [...seen.values()];
  },
  choices(snap, seat) {
    const legal = snap.module.legalActions(snap.state, seat) as unknown[];
    return legal.map((action, index): ActionChoice => ({
      index,
      action,
      group: groupKey(actionType(action)),
      groupLabel: humanize(actionType(action)),
      label: describeFields(action).slice(0, 100),
      command: 'move',
    }));
  },
  unavailable() {
    return [];
  },
  forms() {
    return [];
  },
  scoreLines(snap) {
    const names = scoreNamesOf(snap);
    return [snap.status.scores.map((s, i) => `${seatName(names, i)} ${s}`).join(' · ')];
  },
  altText(snap) {
    const names = plainNamesOf(snap);
    const toAct = snap.status.toAct.map((s) => names[s]).join(', ');
    const scores = snap.status.scores.map((s, i) => `${names[i]} ${plural(s, 'point', 'points')}`).join(', ');
    const now = snap.record.lifecycle === 'abandoned' ? ENDED_TEXT : `To act: ${toAct || 'nobody'}.`;
    return formatSeats(`${snap.module.title}. Scores: ${scores}. ${now}`, names).slice(0, 1024);
  },
  hand(snap, seat) {
    const view = snap.module.view(snap.state, seat);
    return {
      title: `Your view — ${namesOf(snap)[seat] ?? 'you'}`,
      description: viewLines(view).join('\n').slice(0, 3900) || 'Nothing to show.',
    };
  },
  picture: null,
  async render(snap, select) {
    return renderSnapshot(snap, [], select);
  },
};
