/**
 * One person playing every seat needs to know whom the bot is waiting for: a "Play as …" button in the header
 * for each person mentioned by the newest public message that mentions someone or has components. A turn
 * message (or a fresh board, or a reminder) names the people to act; once the newest such message mentions
 * nobody (the game is over, or a lobby waits for its host), there is nobody to nudge.
 */
import type { PageMessage, PersonInfo } from '../protocol';
import { byId, clear, h } from './dom';

/** The ids of the people the channel is waiting for. */
export function waitingFor(messages: readonly PageMessage[]): string[] {
  const current = [...messages]
    .reverse()
    .find(
      (m) =>
        !m.ephemeral && ((m.message.components ?? []).length > 0 || /<@!?\d+>/.test(m.message.content ?? '')),
    );
  const ids = [...(current?.message.content ?? '').matchAll(/<@!?(\d+)>/g)].map((m) => m[1] ?? '');
  return [...new Set(ids)];
}

export function renderNudges(
  messages: readonly PageMessage[],
  people: readonly PersonInfo[],
  me: string,
  playAs: (id: string) => void,
): void {
  const box = byId('nudges');
  clear(box);
  const ids = waitingFor(messages);
  for (const p of people.filter((x) => ids.includes(x.id) && x.id !== me)) {
    box.append(
      h(
        'button',
        {
          type: 'button',
          class: 'nudge',
          title: `${p.name} was mentioned: play as ${p.name}`,
          onclick: () => playAs(p.id),
        },
        h('span', { class: 'nudge-dot', style: `background:${p.color}`, 'aria-hidden': 'true' }),
        `Play as ${p.name}`,
      ),
    );
  }
}
