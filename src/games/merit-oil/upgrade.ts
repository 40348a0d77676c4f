/**
 * A game saved under older rules, in the shape of these (GameModule.upgrade). Rules version 3 changed the design
 * (data.ts): HOLIDAY moved from square 6 to 7 (PRODUCTION from 7 to 6), the air route flies two stops, not four,
 * and the bank holds 25 blocks of each company, not 10. A game saved mid-way goes on under the new board:
 * - a lorry at a stop the route no longer has flies on from the next stop it still has (Athens, Rome → Nice):
 *   the holiday is as short as the new route makes it, never longer than it was;
 * - a lorry that landed on the old HOLIDAY and has yet to fly stands on the new one (the flight leaves from
 *   there); any other lorry stays where it stands (one on square 7 landed on PRODUCTION and walks on from
 *   HOLIDAY without flying: only landing sends a lorry away);
 * - the bank gets the 15 blocks of each company it now holds more.
 * Rules version 4 counts the turns played (`turnsPlayed`; a bankrupt seat's skipped turns are not turns), and a
 * game that ends stays at its last turn, where it passed the play on to the next seat (and round). A game saved
 * before counts its turns as rounds times seats did, and a finished one steps back to the seat before.
 * Rules version 5 refuses a deal whose buyer owes the bank (seed: "If you are in a solvent position, you may offer
 * to buy shares from him"): before it a debtor could take a gift of shares or oil from another debtor, or accept
 * one offered before the debt opened. The state's shape is unchanged, so a game saved under version 4 loads as it
 * is; the version tells the table that its log, played under the old rule, no longer replays.
 */
import { HOLIDAY, SHARE_COMPANIES, SHARES } from './data';
import type { MeritState } from './types';

/** The design before rules version 3. */
const V2 = { holidaySquare: 6, stops: ['Beirut', 'Athens', 'Rome', 'Nice'], blocks: 10 } as const;

/** The new route's stop for a lorry at stop `stop` of the old one: that city, or the next one still flown to. */
function stopNow(stop: number): number {
  for (let i = stop; i < V2.stops.length; i++) {
    const now = (HOLIDAY.stops as readonly string[]).indexOf(V2.stops[i]!);
    if (now >= 0) return now;
  }
  return HOLIDAY.stops.length - 1;
}

export function upgradeMerit(saved: unknown, from: number): MeritState {
  const state = saved as MeritState;
  if (!Array.isArray(state?.players) || !state.bankShares) throw new Error('not a Merit\'s "Oil" state');
  if (from < 3) upgradeV2(state);
  if (from < 4) upgradeV3(state);
  return state;
}

/**
 * Rules version 4: the turns played, and a finished game at its last turn. When the seat before the saved one is
 * bankrupt, the saved state cannot tell whether it was skipped on the way (the last turn was an earlier seat's)
 * or went bankrupt in its own turn, the last one: both leave the same round, seat and bankrupt flags, and nothing
 * else in the state records who moved last (`drawn` and `lastRoll` may be an earlier turn's). So the step back is
 * one seat, and such a game keeps version 3's count, the skipped turns included, as it keeps every other one.
 */
function upgradeV3(state: MeritState): void {
  const begun = (state.round - 1) * state.seats + state.current;
  state.turnsPlayed = begun;
  if (!state.result) return;
  state.round = Math.max(1, Math.ceil(begun / state.seats));
  state.current = (state.current + state.seats - 1) % state.seats;
}

/** Rules version 3: the holiday's square and route, and the bank's blocks. */
function upgradeV2(state: MeritState): void {
  for (const p of state.players) {
    if (p.lorry.where === 'air') p.lorry = { where: 'air', stop: stopNow(p.lorry.stop) };
    else if (p.trip === 'holiday' && p.lorry.where === 'loop' && p.lorry.square === V2.holidaySquare) {
      p.lorry = { where: 'loop', square: HOLIDAY.square };
    }
  }
  for (const c of SHARE_COMPANIES) state.bankShares[c] += SHARES[c].blocks - V2.blocks;
}
