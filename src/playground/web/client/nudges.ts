/**
 * One person playing every seat needs to know whom the bot is waiting for: the people mentioned by the newest
 * public message that mentions anyone get a "Play as …" button in the header.
 */
import type { PageMessage, PersonInfo } from '../protocol';
import { byId, clear, h } from './dom';

export function renderNudges(
  messages: readonly PageMessage[],
  people: readonly PersonInfo[],
  me: string,
  playAs: (id: string) => void,
): void {
  const box = byId('nudges');
  clear(box);
  const latest = [...messages]
    .reverse()
    .find((m) => !m.ephemeral && /<@!?\d+>/.test(m.message.content ?? ''));
  if (!latest) return;
  const ids = [...(latest.message.content ?? '').matchAll(/<@!?(\d+)>/g)].map((m) => m[1] ?? '');
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
