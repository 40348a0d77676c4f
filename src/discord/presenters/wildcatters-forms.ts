/**
 * The one open-ended Wildcatters action: a sealed bid of any number of shares (the chooser lists a few round
 * amounts; the rules take any whole number up to what one holds), entered in a modal.
 */
import type { WildcattersView } from '../../games/wildcatters/types';
import type { FormSpec, PublicAction } from './types';
import { diskWorth } from './wildcatters-actions';
import { plural } from '../../games/awards';
import { safeName } from '../names';

export const BID_FORM = 'bid-amount';

/** The public button for the bid form, while an auction waits for bids. */
export function bidFormAction(view: WildcattersView): PublicAction[] {
  return view.pending?.kind === 'auction'
    ? [{ kind: 'form', key: BID_FORM, label: 'Bid another amount', style: 'secondary' }]
    : [];
}

/** The bid form for `seat` when they are asked to bid (their shares bound the amount). */
export function bidForms(view: WildcattersView, seat: number): FormSpec[] {
  const p = view.pending;
  if (p?.kind !== 'auction' || !p.waiting.includes(seat)) return [];
  const most = (view.players[seat]?.shares ?? []).reduce((a, n) => a + n, 0);
  // The form, opened from the public button, is all the bidder sees: it names the disk and what it is worth to
  // them, as the bid menu's note does ("Bid for the disk").
  const worth = diskWorth(view, seat);
  return [
    {
      key: BID_FORM,
      buttonLabel: 'Bid another amount',
      title: worth ? `Sealed bid for the ${worth.area} disk` : 'Sealed bid for the wildcatter disk',
      fields: [
        {
          id: 'shares',
          label: `Shares to bid (0 = pass, at most ${most})`,
          placeholder: worth
            ? `Worth to you: ${worth.barrels > 0 ? `${plural(worth.barrels, 'barrel', 'barrels')} now` : 'no barrel (supply empty)'}, +${worth.after - worth.before} VP at the end`
            : 'e.g. 7',
          required: true,
        },
      ],
      parse(values) {
        const text = (values['shares'] ?? '').trim();
        // "4 shares" (or "1 share") is a number of shares too: a playtest's bidder typed it and was refused.
        const amount = /^(\d{1,4})(?:\s*shares?)?$/i.exec(text);
        if (!amount) return { ok: false, error: `"${safeName(text)}" is not a whole number of shares.` };
        const shares = Number(amount[1]);
        if (shares > most)
          return {
            ok: false,
            error: `You hold ${plural(most, 'share', 'shares')}: you cannot bid ${shares}.`,
          };
        return { ok: true, action: { type: 'bid', shares } };
      },
    },
  ];
}
