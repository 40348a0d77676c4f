/**
 * The turn message lists the public actions once: its buttons and the notes under them ("Greyed out",
 * "Buttons") come from one listing of `presenter.publicActions`, not one each.
 */
import { expect, it } from 'vitest';
import { presenterFor } from '../../src/discord/presenters';
import type { Presenter } from '../../src/discord/presenters/types';
import { turnComponents, turnPayload } from '../../src/discord/turn';
import { meritOil } from '../../src/games/merit-oil';
import { oilSprings } from '../../src/games/oil-springs';
import type { AnyGameModule } from '../../src/games/types';
import type { CatanState } from '../../src/games/catan/types';
import { playUntil, snapOf } from './snap';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** `presenter`, counting its `publicActions` calls. */
function counting(presenter: Presenter): { presenter: Presenter; calls: () => number } {
  let calls = 0;
  const counted: Presenter = {
    ...presenter,
    publicActions: (snap) => {
      calls++;
      return presenter.publicActions(snap);
    },
  };
  return { presenter: counted, calls: () => calls };
}

it.each<[string, AnyGameModule, (s: unknown) => boolean]>([
  ['oil-springs', oilSprings, (s) => (s as CatanState).phase === 'main' && (s as CatanState).turn > 3],
  ['merit-oil', meritOil, () => true],
])('%s: turnPayload lists the public actions once, turnComponents alone once too', (id, module, until) => {
  const snap = snapOf(module, playUntil(module, `listing-${id}`, until), 7);
  const a = counting(presenterFor(id));
  const payload = turnPayload({ snap, presenter: a.presenter, events: [], picture: PNG });
  expect(a.calls()).toBe(1);
  // On its own, turnComponents lists them itself, and the same buttons come out.
  const b = counting(presenterFor(id));
  const alone = turnComponents(snap, b.presenter);
  expect(b.calls()).toBe(1);
  expect(JSON.stringify(alone)).toBe(JSON.stringify(payload.components));
});
