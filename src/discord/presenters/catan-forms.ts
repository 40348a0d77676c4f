/**
 * Catan's open-ended actions as modals: custom discards, trade offers, counter-offers. Their buttons are
 * public (catan-public.ts), so a label never depends on the hand; the placeholders and the text a field opens
 * with (inside the modal, seen only by the player) may. Each keeps what was typed when it is refused (a word it
 * cannot read, cards not held), so a typo costs one word, not the whole offer: for this turn's discard or offer,
 * or, for a counter-offer, the offer it answers.
 */
import type { GameSnapshot } from '../desk';
import type { FormSpec } from './types';
import { bundleWords, parseBundle } from './words';
import { catanView, discardWords } from './catan-words';
import { DISCARD_FORM_LABEL, TRADE_FORM_LABEL } from './catan-public';

export function catanForms(snap: GameSnapshot, seat: number, resources: readonly string[]): FormSpec[] {
  const view = catanView(snap, seat);
  const forms: FormSpec[] = [];
  const mustDiscard = view.players[seat]?.mustDiscard ?? 0;
  if (mustDiscard > 0) {
    const what = discardWords(view, seat);
    forms.push({
      key: 'discard',
      buttonLabel: DISCARD_FORM_LABEL,
      title: `Discard ${mustDiscard} ${what}`,
      keepsTyped: true,
      draftScope: `turn ${view.turn}`,
      fields: [
        {
          id: 'cards',
          label: `Which ${mustDiscard} ${what}?`,
          placeholder: `e.g. 2 brick, 1 ore — you hold ${bundleWords(view.you?.hand ?? {})}`,
        },
      ],
      parse(values) {
        const b = parseBundle(values.cards ?? '', resources);
        if (!b.ok) return b;
        const n = Object.values(b.bundle).reduce((a, x) => a + x, 0);
        if (n !== mustDiscard)
          return { ok: false, error: `You must discard exactly ${mustDiscard} ${what}, not ${n}.` };
        return { ok: true, action: { type: 'discard', cards: b.bundle } };
      },
    });
  }
  // Something to give: a card, or a public resource (Oil Springs' oil); with nothing the button is greyed.
  const holds = view.you ? Object.values(view.you.hand).some((n) => n > 0) : false;
  const canOffer = view.phase === 'main' && view.current === seat && !view.trade && holds;
  if (canOffer) {
    const bundleForm = (
      key: string,
      label: string,
      title: string,
      make: (give: Record<string, number>, get: Record<string, number>) => unknown,
    ): FormSpec => ({
      key,
      buttonLabel: label,
      title,
      keepsTyped: true,
      draftScope: `turn ${view.turn}`,
      fields: [
        { id: 'give', label: 'You give', placeholder: 'e.g. 2 brick' },
        { id: 'get', label: 'You get', placeholder: 'e.g. 1 ore' },
      ],
      parse(values) {
        const give = parseBundle(values.give ?? '', resources);
        if (!give.ok) return give;
        const get = parseBundle(values.get ?? '', resources);
        if (!get.ok) return get;
        return { ok: true, action: make(give.bundle, get.bundle) };
      },
    });
    forms.push(
      // Beside the "Offer a trade" menu of ready-made offers, this is the typed one.
      bundleForm('trade', TRADE_FORM_LABEL, 'Offer a trade', (give, get) => ({
        type: 'offer',
        give,
        get,
      })),
    );
  }
  const trade = view.trade;
  if (trade && trade.from !== seat && trade.answers.some((a) => a.seat === seat && a.answer === 'waiting')) {
    forms.push({
      key: 'counter',
      buttonLabel: 'Counter-offer',
      title: 'Counter-offer',
      keepsTyped: true,
      draftScope: `turn ${view.turn}: ${JSON.stringify([trade.from, trade.give, trade.get])}`,
      // Opens with the offer answered, from this player's side: they give what it asks, get what it gives.
      fields: [
        { id: 'give', label: 'You give', placeholder: 'e.g. 1 wool', value: bundleWords(trade.get) },
        { id: 'get', label: 'You get', placeholder: 'e.g. 1 brick', value: bundleWords(trade.give) },
      ],
      parse(values) {
        const give = parseBundle(values.give ?? '', resources);
        if (!give.ok) return give;
        const get = parseBundle(values.get ?? '', resources);
        if (!get.ok) return get;
        return { ok: true, action: { type: 'counter', give: give.bundle, get: get.bundle } };
      },
    });
  }
  return forms;
}
