/** `/oil move`'s names for the choices: what autocomplete lists and what typed text is matched against. */
import { describe, expect, it } from 'vitest';
import {
  CHOICE_MAX,
  LISTED_MAX,
  choiceNames,
  inTypedOrder,
  listedWithin,
  matchChoice,
  nothingToDoText,
  summedName,
  typedMatches,
} from '../../src/commands/typed-action';
import type { ActionChoice } from '../../src/discord/presenters/types';
import { presenterFor } from '../../src/discord/presenters';
import { meritOil } from '../../src/games/merit-oil';
import { wildcatters } from '../../src/games/wildcatters';
import { LOAN_EARLY_REPAY_ROUND, LOAN_EARLY_REPAY_SHARES } from '../../src/games/wildcatters/data';
import { act, chooseArea, clearedBoard, ridersInLine, setShares } from '../games/wildcatters/helpers';
import { playUntil, snapOf } from '../discord/snap';
import { oilSprings } from '../../src/games/oil-springs';
import type { CatanState } from '../../src/games/catan/types';

const choice = (index: number, label: string, steps?: string[]): ActionChoice => ({
  index,
  action: { index },
  group: 'move-tanker',
  groupLabel: 'Move a tanker',
  label,
  ...(steps ? { steps } : {}),
});

describe('typed choice names', () => {
  const durban = choice(0, 'To Valdez', ['Tanker at Durban', 'To Valdez']);
  const houston = choice(1, 'To Valdez', ['Tanker at Houston', 'To Valdez']);
  const lone = choice(2, 'To Basra', ['Tanker at Durban', 'To Basra']);

  it('are "Group: label", and the steps where two labels read the same', () => {
    const names = choiceNames([durban, houston, lone]);
    expect(names.get(durban)).toBe('Move a tanker: Tanker at Durban › To Valdez');
    expect(names.get(houston)).toBe('Move a tanker: Tanker at Houston › To Valdez');
    expect(names.get(lone)).toBe('Move a tanker: To Basra');
  });

  it('say a label that is its group\'s once: "Roll the die", not "Roll the die: Roll the die"', () => {
    const roll: ActionChoice = {
      index: 0,
      action: { index: 0 },
      group: 'roll',
      groupLabel: 'Roll the die',
      label: 'Roll the die',
    };
    expect(choiceNames([roll, lone]).get(roll)).toBe('Roll the die');
    // A label that opens with its group's words says them once: Merit's "End turn without buying" at an
    // EXCHANGE was named "End turn: End turn without buying" (and its receipt "Done: End turn — End turn …").
    const end = { ...choice(1, 'End turn without buying'), group: 'end', groupLabel: 'End turn' };
    expect(choiceNames([end, lone]).get(end)).toBe('End turn without buying');
  });

  it('never repeat, even without steps or when cut to the limit', () => {
    const twins = [choice(0, 'With a refinery chip'), choice(1, 'With a refinery chip')];
    expect([...choiceNames(twins).values()]).toEqual([
      'Move a tanker: With a refinery chip (1)',
      'Move a tanker: With a refinery chip (2)',
    ]);
    const long = 'x'.repeat(150);
    const cut = [...choiceNames([choice(0, `${long}a`), choice(1, `${long}b`)]).values()];
    expect(new Set(cut).size).toBe(2);
    for (const n of cut) expect(n.length).toBeLessThanOrEqual(CHOICE_MAX);
  });

  it('say a loan once: its label gives the terms its group says in brackets', () => {
    // A playtest read "Take a loan (+10 shares, −25 at the end): Take a loan: +10 shares now, …" in /oil move.
    const terms = 'Take a loan: +10 shares now, a barrel on the bank; repay 18 in round 5 or 25 at the end';
    const loan = {
      ...choice(0, terms),
      group: 'loan',
      groupLabel: 'Take a loan (+10 shares, −25 at the end)',
    };
    expect(choiceNames([loan, lone]).get(loan)).toBe(terms);
    // Words in brackets only: a group's other words are still said before a label that does not open with them.
    const piggy = {
      ...choice(1, 'Convert your rig on Texas 3'),
      group: 'piggyback',
      groupLabel: 'Piggy-back (2 shares)',
    };
    expect(choiceNames([piggy, lone]).get(piggy)).toBe('Piggy-back (2 shares): Convert your rig on Texas 3');
  });

  it("say a label that holds its group's words once, in any order or number: Wildcatters' repayment, refresh, end", () => {
    // A playtest read "Repay loans (18 each): Repay 1 loan (18 shares)" in /oil move's list.
    const { s, me } = clearedBoard(4);
    s.round = LOAN_EARLY_REPAY_ROUND;
    s.players[me]!.loans = 2;
    s.players[me]!.supply.barrels -= 2;
    setShares(s, me, { [me]: 2 * LOAN_EARLY_REPAY_SHARES });
    s.pending = { kind: 'repay', waiting: [me] };
    const repay = [...choiceNames(presenterFor('wildcatters').choices(snapOf(wildcatters, s), me)).values()];
    expect(repay).toContain(`Repay 1 loan (${LOAN_EARLY_REPAY_SHARES} shares)`);
    expect(repay).toContain(`Repay 2 loans (${2 * LOAN_EARLY_REPAY_SHARES} shares)`);
    // Its group's other words, and each word of the refresh's and the turn's end, are the label's own too.
    const named = (groupLabel: string, label: string) => {
      const c = { ...choice(0, label), groupLabel };
      return choiceNames([c]).get(c);
    };
    expect(named('Refresh the display (−4 VP)', 'Clear and refresh the display for 4 VP')).toBe(
      'Clear and refresh the display for 4 VP',
    );
    expect(named('End turn', 'End the turn')).toBe('End the turn');
    // A label that leaves out a word of its group keeps the group: it would not say what it is alone.
    expect(named('Bid for the disk', 'Bid 3 shares')).toBe('Bid for the disk: Bid 3 shares');
    expect(named('Buy development card', 'Buy a card')).toBe('Buy development card: Buy a card');
    expect(named('Roll the dice', 'Roll')).toBe('Roll the dice: Roll');
  });

  it('cut after a whole word when too long, never mid-number: a loan autocomplete listed as "… repay 1"', () => {
    // A playtest read Wildcatters' loan in /oil move's list as "…, a barrel on the bank; repay 1" (18 cut to 1).
    const long = choice(
      0,
      `${'Via the harbour of Durban, '.repeat(2)}past Basra and Houston repay 18 in round 5 or 25 at the end`,
    );
    const name = choiceNames([long, lone]).get(long)!;
    expect(name.length).toBeLessThanOrEqual(CHOICE_MAX);
    expect(name).toMatch(/ repay…$/);
  });

  it('match typed text: a whole name picks its choice, a shared label asks which, naming them apart', () => {
    const choices = [durban, houston, lone];
    expect(matchChoice('move a tanker: tanker at houston › to valdez', choices, 7)).toEqual({
      choice: houston,
    });
    expect(matchChoice('houston', choices, 7)).toEqual({ choice: houston });
    expect(matchChoice('To Basra', choices, 7)).toEqual({ choice: lone });
    const both = matchChoice('To Valdez', choices, 7);
    expect(both).toEqual({
      error:
        '"To Valdez" matches 2 choices (Move a tanker: Tanker at Durban › To Valdez, Move a tanker: Tanker at ' +
        'Houston › To Valdez). Pick one from the list as you type.',
    });
    expect(matchChoice('7:1', choices, 7)).toEqual({ choice: houston });
    expect(matchChoice('6:1', choices, 7)).toEqual({ stale: true });
  });
});

describe("/oil move's list before anything is typed", () => {
  /** Oil Springs after set-up, its player to act holding 2 to 4 of each card: 59 choices, 30 of them offers. */
  function richTurn() {
    const state = playUntil(
      oilSprings,
      'list-2',
      (x) => (x as CatanState).phase === 'main' && (x as CatanState).turn > 12,
    ) as CatanState;
    state.hands[state.current] = [4, 3, 2, 3, 2, 3];
    const snap = snapOf(oilSprings, state);
    const presenter = presenterFor('oil-springs');
    const choices = inTypedOrder(presenter.choices(snap, state.current), presenter.typedOrder);
    return { choices, version: snap.record.version };
  }

  it('lists every kind of move within 25, builds first, the offers summed up last (a playtest: mostly offers)', () => {
    const { choices } = richTurn();
    expect(choices.length).toBeGreaterThan(LISTED_MAX);
    const names = choiceNames(choices);
    const listed = listedWithin(choices, LISTED_MAX).map((e) =>
      'choice' in e ? names.get(e.choice)! : summedName(e.group),
    );
    expect(listed.length).toBeLessThanOrEqual(LISTED_MAX);
    expect(listed[0]).toMatch(/^Build road: Road /);
    for (const name of ['Buy development card: Buy a card', 'End turn', 'Sequester 1 oil (1 of 3 for 1 VP)'])
      expect(listed).toContain(name);
    expect(listed).toContain('Trade with the bank: 4 lumber → 1 brick');
    expect(listed).toContain('Convert oil: 15 choices — type "convert oil" to list them');
    expect(listed.at(-1)).toBe('Offer a trade: 30 choices — type "offer a trade" to list them');
    // What it says to type lists them.
    expect(choices.filter((c) => typedMatches(names.get(c)!, 'offer a trade'))).toHaveLength(30);
  });

  it('a group summed up, sent as it is, says how to pick one of it and changes nothing', () => {
    const { choices, version } = richTurn();
    expect(matchChoice(`${version}:offer`, choices, version)).toEqual({
      error:
        'Offer a trade has 30 choices: type "offer a trade" in `choice:` and pick one from the list as you type. Nothing changed.',
    });
    expect(matchChoice(`${version - 1}:offer`, choices, version)).toEqual({ stale: true });
  });
});

describe('typed words', () => {
  const named = (index: number, groupLabel: string, label: string): ActionChoice => ({
    index,
    action: { index },
    group: groupLabel,
    groupLabel,
    label,
  });
  const spot = (index: number, at: number) => named(index, 'Place settlement', `Spot ${at}`);
  const road = (index: number, at: string) => named(index, 'Build road', `Road ${at}`);
  const spots = [spot(0, 4), spot(1, 43), spot(2, 44)];

  it('"settlement 43", as /oil build\'s own hint says to type, picks Spot 43: words, a number whole', () => {
    // It matched no name as it stands ("Place settlement: Spot 43"), so the hint's own example was refused.
    expect(matchChoice('settlement 43', spots, 3)).toEqual({ choice: spots[1] });
    expect(matchChoice('sett 4', spots, 3)).toEqual({ choice: spots[0] });
    expect(matchChoice('43 settlement', spots, 3)).toEqual({ choice: spots[1] });
    expect(matchChoice('road 43', spots, 3)).toEqual({
      error: 'Nothing you can do now matches "road 43". Pick from the list as you type.',
      unmatched: true,
    });
    const roads = [road(0, '20-21'), road(1, '20-30'), road(2, '11-20')];
    expect(matchChoice('road 20-21', roads, 3)).toEqual({ choice: roads[0] });
    // A path either way round and with spaces, as the rules say one may type it.
    expect(matchChoice('road 21-20', roads, 3)).toEqual({ choice: roads[0] });
    expect(matchChoice('30 - 20', roads, 3)).toEqual({ choice: roads[1] });
    expect(matchChoice('road 11', roads, 3)).toEqual({ choice: roads[2] });
    expect(matchChoice('road 21-30', roads, 3)).toMatchObject({ error: expect.stringContaining('Nothing') });
  });

  it('list as the player types: a part of the name, or its words', () => {
    expect(typedMatches('Place settlement: Spot 43', 'settlement 43')).toBe(true);
    expect(typedMatches('Place settlement: Spot 43', 'ettlement: Sp')).toBe(true);
    expect(typedMatches('Place settlement: Spot 43', 'settlement 4')).toBe(true);
    expect(typedMatches('Place settlement: Spot 4', 'settlement 43')).toBe(false);
    expect(typedMatches('Place settlement: Spot 43', '4 settlement')).toBe(false);
    expect(typedMatches('Place settlement: Spot 43', '')).toBe(true);
    // Every road at a spot, whichever end it is.
    for (const path of ['11-12', '12-13', '12-22'])
      expect(typedMatches(`Build road: Road ${path}`, 'road 12')).toBe(true);
    expect(typedMatches('Build road: Road 12-13', 'road 12-1')).toBe(true);
    expect(typedMatches('Build road: Road 2-3', 'road 12')).toBe(false);
  });
});

describe("Wildcatters' Don't buttons, typed with either apostrophe", () => {
  /** `/oil move`'s choices for `seat` in `s`, matched against each typed text: the label each picks. */
  const picked = (s: ReturnType<typeof clearedBoard>['s'], seat: number, typed: string[]) => {
    const snap = snapOf(wildcatters, s);
    const choices = presenterFor('wildcatters').choices(snap, seat);
    return typed.map((t) => {
      const m = matchChoice(t, choices, snap.record.version);
      return 'choice' in m ? m.choice.label : m;
    });
  };
  const forms = (words: string) => [words, words.replace("'", '’'), words.replace("'", 'ʼ')];

  it('"don\'t ride along" picks the rider\'s pass, typed with a straight, a curly or a modifier apostrophe', () => {
    const { s, first } = ridersInLine(0);
    expect(s.pending).toMatchObject({ kind: 'rideAlong' });
    for (const typed of [...forms("don't ride along"), ...forms("Don't"), ...forms("pass: don't ride")])
      expect(picked(s, first, [typed]), typed).toEqual(["Don't ride along"]);
  });

  it('"don\'t buy the chip" picks not buying the chip, typed either way', () => {
    const { s } = clearedBoard(4);
    chooseArea(s, 'persia');
    const p = s.players[s.current]!;
    p.shares = p.shares.map(() => 10);
    act(s, s.current, { type: 'endTurn' });
    expect(s.step).toBe('chip');
    for (const typed of [...forms("don't buy the chip"), ...forms("don't buy")])
      expect(picked(s, s.current, [typed]), typed).toEqual(["Don't buy the chip"]);
  });

  it('lists them as the player types either apostrophe', () => {
    for (const typed of forms("don't ride"))
      expect(typedMatches("Don't ride along", typed), typed).toBe(true);
    for (const typed of forms("Don't ride along"))
      expect(typedMatches("Don't ride along", typed), typed).toBe(true);
  });
});

describe('a typed command with nothing of its kind to do', () => {
  it('says so in English for every command: not "nothing to oil" or "nothing to endturn"', () => {
    expect(nothingToDoText('oil')).toBe('There is nothing to do with oil for you right now.');
    expect(nothingToDoText('endturn')).toBe('You cannot end your turn right now.');
    expect(nothingToDoText('move')).toBe('There is nothing for you to do right now.');
    expect(nothingToDoText('roll')).toBe('There is nothing to roll for you right now.');
  });
});

describe('Merit\'s "Oil" at HELICOPTER', () => {
  it('"heli" finds the flight to drill as well as staying put', () => {
    // A playtest: `/oil move heli` listed only "Stay at HELICOPTER (end turn)"; the flight read "Fly to square 15
    // and drill for £15,000", with no word of the helicopter, so a player typing for it was offered only to stay.
    const state = meritOil.setup(4, meritOil.optionsSchema.parse({}), 'typed-heli');
    state.rolled = true;
    state.choice = 'helicopter';
    const snap = snapOf(meritOil, state);
    const choices = presenterFor('merit-oil').choices(snap, state.current);
    const names = choiceNames(choices);
    const listed = choices.filter((c) => typedMatches(names.get(c)!, 'heli')).map((c) => c.group);
    expect(listed.sort()).toEqual(['end', 'helicopter']);
    const fly = choices.find((c) => c.group === 'helicopter')!;
    expect(matchChoice('helicopter drill', choices, snap.record.version)).toEqual({ choice: fly });
  });
});
