/**
 * The turn message's Scores field in Wildcatters: a consolidation chip bought lies open before its owner (rules
 * page, "What is public": chips), so its VP count there from the moment it is bought, beside the VP in play that
 * the picture and the final round's order count. A playtest's Scores stood still when a chip was bought.
 */
import { describe, expect, it } from 'vitest';
import '../../src/discord/router';
// After the router, which loads the presenters' registry first (as the bot does).
import { wildcattersPresenter as P } from '../../src/discord/presenters/wildcatters';
import { wildcatters } from '../../src/games/wildcatters';
import { CONSOLIDATION_CHIPS } from '../../src/games/wildcatters/data';
import { act, afterPlacement, chooseArea, setShares } from '../games/wildcatters/helpers';
import { NAMES, snapOf } from './snap';

describe('Wildcatters Scores during the game', () => {
  it('count a bought consolidation chip’s VP at once, saying how many of them are the chips’', () => {
    const s = afterPlacement(4, 'scores-chip');
    const seat = s.current;
    const name = NAMES[seat]!;
    chooseArea(s, 'persia');
    setShares(s, seat, { [seat]: 9, [(seat + 1) % 4]: 5 });
    act(s, seat, { type: 'endTurn' });
    const vp = s.players[seat]!.vp;
    const line = () => P.scoreLines(snapOf(wildcatters, s))[seat]!;
    expect(line()).toMatch(new RegExp(`^\\*\\*${name}\\*\\* ${vp} VP · `));
    act(s, seat, { type: 'buyChip' });
    const chip = CONSOLIDATION_CHIPS[0]!.vp;
    expect(s.players[seat]!.vp).toBe(vp); // the engine scores it at the end (final scoring step 2)
    expect(line()).toMatch(
      new RegExp(`^\\*\\*${name}\\*\\* ${vp + chip} VP \\(${vp} \\+ ${chip} from chips\\) · `),
    );
    // The others' lines, without chips, as before.
    const other = (seat + 1) % 4;
    expect(P.scoreLines(snapOf(wildcatters, s))[other]).toMatch(
      new RegExp(`^\\*\\*${NAMES[other]}\\*\\* ${s.players[other]!.vp} VP · `),
    );
  });

  it('add the VP of every consolidation chip held', () => {
    const s = afterPlacement(4, 'scores-chips');
    const p = s.players[0]!;
    p.consolidationChips = [
      { continent: 'middleEast', index: 0 },
      { continent: 'asia', index: 2 },
    ];
    const chips = CONSOLIDATION_CHIPS[0]!.vp + CONSOLIDATION_CHIPS[2]!.vp;
    expect(P.scoreLines(snapOf(wildcatters, s))[0]).toContain(
      `**Ana** ${p.vp + chips} VP (${p.vp} + ${chips} from chips)`,
    );
  });
});
