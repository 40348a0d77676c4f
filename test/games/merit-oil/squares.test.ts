/** The board's squares, the lorry and the drilling track: one test per seed sentence (quoted above each). */
import { describe, expect, it } from 'vitest';
import { meritOil } from '../../../src/games/merit-oil';
import { Rng } from '../../../src/games/rng';
import { BOARD, DRILLING_COST, HELICOPTER, HOLIDAY } from '../../../src/games/merit-oil/data';
import {
  act,
  at,
  billOnTop,
  giveWell,
  newGame,
  onTop,
  refused,
  rigDie,
  roll,
  setStores,
  texts,
  turnOf,
} from './helpers';

const kindAt = (i: number) => BOARD[i]!.kind;

describe('the lorry and the board', () => {
  // "The greater part of the game is played on the squares along the edges of the gameboard. The
  // tanker-lorries are moved along these squares in a clockwise direction. Every turn entitles you to a throw
  // of the die which tells you how many squares you can move your lorry."
  it('a throw of the die moves the lorry that many squares clockwise', () => {
    const s = newGame(4);
    at(s, 0, 0);
    roll(s, 2);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 2 });
    at(s, 1, 30);
    onTop(s.memo, 'memo-2');
    roll(s, 3); // 31, 0, 1: round the corner, clockwise
    expect(s.players[1]!.lorry).toEqual({ where: 'loop', square: 1 });
  });

  it('a roll says in one line where the lorry lands, a card square too, before the card', () => {
    const s = newGame(4);
    at(s, 0, 12);
    expect(texts(roll(s, 4))[0]).toBe('{p0} rolled 4 and landed on EXCHANGE (square 16).');
    act(s, 0, { type: 'endTurn' });
    at(s, 1, 0);
    onTop(s.memo, 'memo-2');
    // "Greedy bot rolls 3." said nothing of where the lorry went when the square drew a card.
    expect(texts(roll(s, 1)).slice(0, 2)).toEqual([
      '{p1} rolled 1 and landed on MEMO (square 1).',
      expect.stringMatching(/^\{p1\} drew a MEMO card: “/) as string,
    ]);
  });

  // "As soon as you reach or pass one of these squares, mark one week's production for ALL your wells."
  it('a roll tells the walk in the lorry’s order: PRODUCTION passed (and marked), then the square landed on', () => {
    // It read "rolls 6 and moves to HELICOPTER (square 13). … reaches PRODUCTION (square 12)": backwards, and a
    // square passed was "reached".
    const s = newGame(4);
    giveWell(s, 0, 15, 0);
    at(s, 0, 7);
    const events = texts(roll(s, 6));
    expect(events[0]).toBe(
      '{p0} rolled 6, passed PRODUCTION (square 12), marking 4,500 t, and landed on HELICOPTER (square 13).',
    );
    expect(events.filter((t) => t.includes('PRODUCTION'))).toHaveLength(1);
    act(s, 0, { type: 'endTurn' });
    at(s, 1, 0);
    expect(texts(roll(s, 2))[0]).toMatch(
      /^\{p1\} rolled 2 and landed on PRODUCTION \(square 2\), marking [\d,]+ t\.$/,
    );
  });

  // "If you do not wish to do so … you stay there until your next turn."
  it('HELICOPTER declined: the player stays on HELICOPTER until their next turn, and the line says so', () => {
    const s = newGame(4);
    at(s, 0, 12);
    roll(s, 1);
    expect(s.choice).toBe('helicopter');
    expect(texts(act(s, 0, { type: 'endTurn' }))).toContain(
      '{p0} stayed on HELICOPTER until their next turn.',
    );
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 13 });
  });

  it('a turn with nothing left to choose ends by itself, and the next player is up', () => {
    const s = newGame(4);
    at(s, 0, 0);
    roll(s, 2); // PRODUCTION: nothing to choose
    expect(s.current).toBe(1);
    expect(meritOil.status(s).toAct).toEqual([1]);
  });
});

describe('MEMO and OIL NEWS', () => {
  // "Take the top card from the MEMO pile and follow its instructions. Unless you are ordered to keep the
  // card, return it - face down! - to the bottom of the pile."
  it('MEMO: the top card is followed, then goes face down to the bottom of the pile', () => {
    const s = newGame(4);
    at(s, 0, 0);
    onTop(s.memo, 'memo-2'); // a £20,000 bonus
    const cash = s.players[0]!.cash;
    roll(s, 1);
    expect(kindAt(1)).toBe('memo');
    expect(s.players[0]!.cash).toBe(cash + 20_000);
    expect(s.memo[0]).toBe('memo-2');
    expect(s.memo).toHaveLength(16);
  });

  it('MEMO: a card that says keep is kept, its holder alone sees it, the others see how many', () => {
    const s = newGame(4);
    at(s, 0, 0);
    onTop(s.memo, 'memo-5'); // Geologist's report: keep
    const events = roll(s, 1);
    expect(s.players[0]!.kept).toEqual(['memo-5']);
    expect(s.memo).not.toContain('memo-5');
    const mine = meritOil.view(s, 0);
    const theirs = meritOil.view(s, 1);
    expect(mine.keptCards.map((c) => c.id)).toEqual(['memo-5']);
    expect(theirs.keptCards).toEqual([]);
    expect(theirs.players[0]!.keptCount).toBe(1);
    expect(JSON.stringify(meritOil.view(s, null))).not.toContain('Geologist');
    const secret = events.filter((e) => e.text.includes('Geologist'));
    expect(secret.length).toBeGreaterThan(0);
    for (const e of secret) expect(e.to).toEqual([0]);
  });

  // "You must take a card when you reach any of the squares marked MEMO. The instructions apply to you
  // personally."
  it('MEMO: landing draws by itself, and the card applies to the drawer alone', () => {
    const s = newGame(4);
    at(s, 0, 0);
    onTop(s.memo, 'memo-4'); // Inland Revenue: pay £25,000
    const before = s.players.map((p) => p.cash);
    const events = roll(s, 1);
    expect(texts(events).some((t) => t.includes('drew a MEMO card'))).toBe(true);
    expect(s.players.map((p) => p.cash)).toEqual([before[0]! - 25_000, ...before.slice(1)]);
  });

  // "The same rules apply as for MEMO cards, except that the instructions on OIL NEWS cards are to be
  // observed by all players."
  it('OIL NEWS: the card applies to every player, then goes to the bottom', () => {
    const s = newGame(4);
    at(s, 0, 0);
    onTop(s.oilNews, 'news-17'); // everyone pays £5,000 a well
    const before = s.players.map((p) => p.cash);
    roll(s, 3);
    expect(kindAt(3)).toBe('oilNews');
    expect(s.players.map((p) => p.cash)).toEqual(before.map((c) => c - 5_000));
    expect(s.oilNews[0]).toBe('news-17');
  });
});

describe('the Suez pair drawn when the canal is already as it says', () => {
  // "Suez Canal reopened" was read out while the canal was open: "The Suez Canal is cleared and open again."
  it('"reopened" while open: the canal stays open, freight still falls two levels, and the words say so', () => {
    const s = newGame(4);
    s.freightLevel = 3;
    at(s, 0, 0);
    onTop(s.oilNews, 'news-8');
    const line = texts(roll(s, 3)).find((t) => t.includes('drew an OIL NEWS card'));
    expect(line).toBe(
      '{p0} drew an OIL NEWS card: “Suez Canal traffic record. The Suez Canal, open, passes a record number of tankers on the short route. Freight rates fall two levels.”',
    );
    expect(s.suezOpen).toBe(true);
    expect(s.freightLevel).toBe(1);
    expect(meritOil.view(s, null).drawn[0]).toMatchObject({
      id: 'news-8',
      title: 'Suez Canal traffic record',
    });
  });

  it('"closed" while closed says so; each card read out as printed when it changes the canal', () => {
    const s = newGame(4);
    s.suezOpen = false;
    at(s, 0, 0);
    onTop(s.oilNews, 'news-7');
    expect(texts(roll(s, 3)).find((t) => t.includes('drew an OIL NEWS card'))).toMatch(
      /^\{p0\} drew an OIL NEWS card: “Suez Canal still closed\. Salvage in the Suez Canal drags on: it stays closed/,
    );
    expect(s.suezOpen).toBe(false);
    turnOf(s, 1);
    at(s, 1, 0);
    onTop(s.oilNews, 'news-8');
    expect(texts(roll(s, 3)).find((t) => t.includes('drew an OIL NEWS card'))).toBe(
      '{p1} drew an OIL NEWS card: “Suez Canal reopened. The Suez Canal is cleared and open again. Freight rates fall two levels.”',
    );
    expect(s.suezOpen).toBe(true);
    expect(meritOil.view(s, null).drawn[0]).toMatchObject({ id: 'news-8', title: 'Suez Canal reopened' });
  });
});

describe('a card that touches nobody', () => {
  it('says so at the end of its line: no Kuwait well, nothing to pay; no tanker at sea, nothing happens', () => {
    const s = newGame(4);
    at(s, 0, 0);
    s.players[0]!.wells = s.players[0]!.wells.filter((w) => w.card > 9); // no Kuwait well
    onTop(s.memo, 'memo-1'); // royalties: £10,000 a Kuwait well
    const cash = s.players[0]!.cash;
    const line = texts(roll(s, 1)).find((t) => t.includes('drew a MEMO card'));
    expect(line).toMatch(/Kuwait wells\.” — \{p0\} has no Kuwait well: nothing to pay\.$/);
    // It read "drew MEMO: Royalties to the Ruler of Kuwait fall due: pay …", two colons in a row; the card's
    // words are now quoted, as the card's.
    expect(line).toMatch(/^\{p0\} drew a MEMO card: “Royalties to the Ruler of Kuwait fall due: pay £10,000/);
    expect(s.players[0]!.cash).toBe(cash);
    turnOf(s, 1);
    at(s, 1, 0);
    onTop(s.memo, 'memo-8'); // engine breakdown
    expect(texts(roll(s, 1)).find((t) => t.includes('drew a MEMO card'))).toMatch(
      /falls back two stages\.” — \{p1\} has no tanker at sea: nothing happens\.$/,
    );
  });

  it('OIL NEWS that nobody can use says nobody: a dividend when nobody holds the shares', () => {
    const s = newGame(4);
    at(s, 0, 0);
    onTop(s.oilNews, 'news-11'); // a shipping dividend
    const line = texts(roll(s, 3)).find((t) => t.includes('drew an OIL NEWS card'));
    expect(line).toMatch(/” — Nobody holds Anglo Tanker Shipping Co\. shares: no dividend\.$/);
  });
});

describe('test drilling', () => {
  // "If you wish, and if you can afford to do so, you may drill a test well. To proceed, move your tanker
  // lorry away from the game board and place it on the starting square at the top of the Test Drilling drawn on
  // the score-board and pay the stipulated cost of £50,000."
  it('drilling is a choice: pay £50,000 and the lorry goes to the top of the drilling track', () => {
    const s = newGame(4);
    at(s, 0, 0);
    roll(s, 4);
    expect(kindAt(4)).toBe('testDrilling');
    expect(s.choice).toBe('drill');
    expect(meritOil.legalActions(s, 0)).toContainEqual({ type: 'drill' });
    const cash = s.players[0]!.cash;
    act(s, 0, { type: 'drill' });
    expect(s.players[0]!.cash).toBe(cash - DRILLING_COST);
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
  });

  it('drilling may be declined, and is not offered to a player who cannot afford it', () => {
    const s = newGame(4);
    at(s, 0, 0);
    roll(s, 4);
    const cash = s.players[0]!.cash;
    act(s, 0, { type: 'endTurn' });
    expect(s.players[0]!.cash).toBe(cash);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 4 });
    const poor = newGame(4);
    poor.players[0]!.cash = HELICOPTER.cost - 1; // not even a Geologist's report would pay for a well
    at(poor, 0, 0);
    roll(poor, 4);
    expect(poor.current).toBe(1); // no choice: the turn ended
    turnOf(poor, 0);
    poor.rolled = true;
    refused(poor, 0, { type: 'drill' }, 'not-here');
    // Short of the full price but able to pay a report's price: asked whether or not they hold the (secret)
    // report, so the stop tells nobody; without it, drilling is not offered and the turn can only end.
    const short = newGame(4);
    short.players[0]!.cash = DRILLING_COST - 1;
    at(short, 0, 0);
    roll(short, 4);
    expect(short.current).toBe(0);
    expect(meritOil.legalActions(short, 0).some((a) => a.type === 'drill')).toBe(false);
    refused(short, 0, { type: 'drill' }, 'cannot-afford');
    act(short, 0, { type: 'endTurn' });
    expect(short.current).toBe(1);
  });

  // "When your next turn comes round, move the lorry down as many sections as shown by your die throw. The
  // drilling process may incur additional expense for you, and if your luck is out you may not strike oil at
  // all."
  it('on later turns the lorry moves down the track by the die, paying the costs it lands on', () => {
    const s = newGame(4);
    s.players[0]!.lorry = { where: 'drilling', section: -1 };
    turnOf(s, 0);
    // The log read "drilled on: Surface sands and gravel." and "drilled on. Hard limestone wears out the bits:
    // pay £10,000.", an order where it tells what happened. Each line says the section reached, as the rules
    // page numbers them (1-11): a playtest's "Dev rolled 5. Dev drilled on at a cost of £30,000: …" told
    // nobody how deep the well was, nor how far the oil.
    expect(texts(roll(s, 1)).at(-1)).toBe(
      '{p0} drilled on to section 1 of 11, through surface sands and gravel.',
    ); // section 0
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: 0 });
    turnOf(s, 0);
    const cash = s.players[0]!.cash;
    expect(texts(roll(s, 1)).at(-1)).toBe(
      '{p0} drilled on to section 2 of 11 at a cost of £10,000: hard limestone wears out the bits.',
    ); // section 1
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: 1 });
    expect(s.players[0]!.cash).toBe(cash - 10_000);
    // A cost beyond the cash says the debt it leaves: the bankruptcy line that may follow named a sum the table
    // had not seen ("drilled on at a cost of £30,000 …" then "could not pay the bank £5,000").
    turnOf(s, 0);
    s.players[0]!.cash = 6_000;
    expect(texts(roll(s, 1)).find((t) => t.includes('drilled on'))).toBe(
      '{p0} drilled on to section 3 of 11 at a cost of £5,000: caving shale needs extra casing.',
    ); // section 2
    turnOf(s, 0);
    expect(texts(roll(s, 2)).find((t) => t.includes('drilled on'))).toBe(
      '{p0} drilled on to section 5 of 11 at a cost of £20,000: lost circulation needs mud and cement. {p0} now owes the bank £19,000.',
    ); // section 4
  });

  // "If you strike oil-producing rock, you receive a concession card (the one at the top of the pile) and move
  // your lorry back to "Start" on the game board. Place a derrick on the zero column on the score-board to mark
  // the well you have now acquired."
  it('a strike gives the top concession card, a derrick at zero, and the lorry back to START', () => {
    const s = newGame(4);
    const top = s.concessions.at(-1)!;
    s.players[0]!.lorry = { where: 'drilling', section: -1 };
    turnOf(s, 0);
    const said = texts(roll(s, 6)); // section 5: shallow pay sand
    expect(s.players[0]!.wells.at(-1)).toEqual({ card: top, tons: 0 });
    // It read "struck oil! Shallow pay sand: oil! Concession …", saying oil twice.
    expect(said.at(-1)).toMatch(/^\{p0\} struck oil in the shallow pay sand! Concession \d+: /);
    expect(said.join(' ').match(/oil/g)).toHaveLength(1);
    expect(s.concessions).not.toContain(top);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
  });

  // "If you have to abandon drilling because there is no oil, all you do is move your lorry back to "Start"
  // on the game board."
  it('a dry hole sends the lorry back to START with no card', () => {
    const s = newGame(4);
    const wells = s.players[0]!.wells.length;
    s.players[0]!.lorry = { where: 'drilling', section: -1 };
    turnOf(s, 0);
    const said = texts(roll(s, 4)); // section 3: salt water
    expect(s.players[0]!.wells).toHaveLength(wells);
    // It read "found no oil. Salt water: abandon the well; back to START.", an order in a log of what happened.
    expect(said.at(-1)).toBe('{p0} found no oil (salt water) and abandoned the well; back to START.');
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 0 });
  });
});

describe('the greedy bot at a test-drilling square', () => {
  // In a playtest the greedy bot (as a player had) paid £50,000 in the last round for a test well: its lorry
  // would move down the track on later turns, and there were none, so it could never strike.
  it('drills with turns to spare, not when the end leaves the well too little chance to strike in time', () => {
    const greedy = meritOil.bots.greedy!;
    const asked = (round: number, kept: string[] = []) => {
      const s = newGame(4, 'merit-test', 'short');
      s.round = round;
      at(s, 0, 0);
      s.memo = s.memo.filter((c) => !kept.includes(c));
      s.players[0]!.kept = kept;
      roll(s, 4);
      expect(s.choice).toBe('drill');
      return greedy(s, 0, Rng.fromSeed('g'));
    };
    const limit = newGame(4, 'merit-test', 'short').roundLimit!;
    expect(asked(1)).toEqual({ type: 'drill' });
    // Three turns left: about one in two to strike, worth more than £50,000 of a card's value.
    expect(asked(limit - 3)).toEqual({ type: 'drill' });
    // Two: about 31% of a card is less than £50,000, more than a Geologist's report's £15,000.
    expect(asked(limit - 2)).toEqual({ type: 'endTurn' });
    expect(asked(limit - 2, ['memo-5'])).toEqual({ type: 'drill', useCard: true });
    // The last round: no turn left to drill down.
    expect(asked(limit)).toEqual({ type: 'endTurn' });
    expect(asked(limit, ['memo-5'])).toEqual({ type: 'endTurn' });
  });
});

describe('PRODUCTION', () => {
  // "As soon as you reach or pass one of these squares, mark one week's production for ALL your wells. With
  // regard to Kuwait wells, numbered 1 to 9, this normally means moving the derrick one hole; Iraq wells, 10 to
  // 14, two holes; and Qatar, Iran and Trinidad wells, one hole."
  it('reaching or passing PRODUCTION marks a week for all wells: Kuwait 1 hole, Iraq 2, the others 1', () => {
    const s = newGame(2, 'prod');
    s.players[0]!.wells = [];
    s.concessions.push(...[13, 14, 15, 16, 17, 18].filter((c) => !s.concessions.includes(c)));
    s.players[1]!.wells = [];
    for (const c of [1, 13, 15, 16, 18]) giveWell(s, 0, c);
    at(s, 0, 0);
    onTop(s.oilNews, 'news-9'); // a dividend nobody holds shares for
    roll(s, 3); // passes PRODUCTION 2, lands on OIL NEWS 3
    const holes = Object.fromEntries(meritOil.view(s, 0).players[0]!.wells.map((w) => [w.card, w.holes]));
    expect(holes).toEqual({ 1: 1, 13: 2, 15: 1, 16: 1, 18: 1 });
    at(s, 0, 1);
    roll(s, 1); // reaches PRODUCTION 2
    const again = Object.fromEntries(meritOil.view(s, 0).players[0]!.wells.map((w) => [w.card, w.holes]));
    expect(again).toEqual({ 1: 2, 13: 4, 15: 2, 16: 2, 18: 2 });
  });

  // "As soon as your stores are filled, stop marking your production."
  it('a full store marks nothing more', () => {
    const s = newGame(4);
    const c = s.players[0]!.wells[0]!.card;
    const full = meritOil.view(s, 0).players[0]!.wells[0]!.capacityTons;
    setStores(s, 0, c, full);
    at(s, 0, 1);
    roll(s, 1);
    expect(s.players[0]!.wells[0]!.tons).toBe(full);
  });
});

describe('the holiday', () => {
  // "If you reach this square, you have to stop and leave for Europe by air. This means that on your next
  // turn, and on all succeeding turns until you reach the square marked "END OF HOLIDAY", you can move your
  // tanker- lorry only one stop at a time along the air route which cuts across the map from top to bottom.
  // Your holiday trip ends immediately after a PRODUCTION square, but you are not permitted to make a
  // production marking."
  it('HOLIDAY: one air stop a turn whatever the die, landing on END OF HOLIDAY after PRODUCTION, unmarked', () => {
    const s = newGame(4);
    at(s, 0, 1);
    roll(s, 6);
    expect(kindAt(7)).toBe('holiday');
    expect(s.players[0]!.trip).toBe('holiday');
    const tons = s.players[0]!.wells.map((w) => w.tons);
    for (let stop = 0; stop < HOLIDAY.stops.length; stop++) {
      turnOf(s, 0);
      const said = texts(roll(s, 6));
      expect(s.players[0]!.lorry).toEqual({ where: 'air', stop });
      // The first flight says why a six moved the lorry one stop.
      if (stop === 0)
        expect(said).toEqual([
          '{p0} rolled 6.',
          `{p0} flew to ${HOLIDAY.stops[0]}: on holiday the lorry flies one stop a turn, whatever the die.`,
        ]);
    }
    turnOf(s, 0);
    roll(s, 6);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: HOLIDAY.endSquare });
    expect(kindAt(HOLIDAY.endSquare)).toBe('endOfHoliday');
    expect(kindAt(HOLIDAY.endSquare - 1)).toBe('production');
    expect(s.players[0]!.wells.map((w) => w.tons)).toEqual(tons);
  });

  it('passing HOLIDAY without landing on it does not stop the lorry', () => {
    const s = newGame(4);
    at(s, 0, 4);
    roll(s, 4); // 5, 6, 7, 8
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 8 });
    expect(s.players[0]!.trip).toBeNull();
  });
});

describe('HELICOPTER', () => {
  // "This square represents the modern technical equipment used in oil- prospecting. When you reach it you
  // may move onto the next but one square to start drilling. The cost is reduced from £50,000 to £15,000, but
  // if you either do not wish or cannot afford to invest this sum you may waive your right to drill. In that
  // case you remain at HELICOPTER until your next turn comes around."
  it('HELICOPTER: drill from the next-but-one square for £15,000', () => {
    const s = newGame(4);
    at(s, 0, 12);
    roll(s, 1);
    expect(kindAt(13)).toBe('helicopter');
    expect(kindAt(HELICOPTER.drillSquare)).toBe('testDrilling');
    const cash = s.players[0]!.cash;
    act(s, 0, { type: 'helicopter' });
    expect(s.players[0]!.cash).toBe(cash - 15_000);
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
  });

  it('HELICOPTER waived, or unaffordable: the lorry stays there until the next turn', () => {
    const s = newGame(4);
    at(s, 0, 12);
    roll(s, 1);
    act(s, 0, { type: 'endTurn' });
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 13 });
    const poor = newGame(4);
    poor.players[0]!.cash = 14_000;
    at(poor, 0, 12);
    roll(poor, 1);
    expect(poor.current).toBe(1);
    expect(poor.players[0]!.lorry).toEqual({ where: 'loop', square: 13 });
    turnOf(poor, 0);
    onTop(poor.memo, 'memo-2');
    roll(poor, 1); // the next turn moves on from HELICOPTER
    expect(poor.players[0]!.lorry).toEqual({ where: 'loop', square: 14 });
  });
});

describe('the conference, EXCHANGE, Kwinana', () => {
  // "Landing on this square means that you have received orders to attend a conference at Head Office; when
  // your next turn comes around, take the airline to England. In so doing you only move one step. When your
  // next turn comes around you emerge on the upper edge of the game board."
  it('conference: next turn one step to England, the turn after back on the upper edge', () => {
    const s = newGame(4);
    at(s, 0, 26);
    roll(s, 1);
    expect(kindAt(27)).toBe('conference');
    turnOf(s, 0);
    expect(texts(roll(s, 6))).toContain('{p0} flew to London (Head Office), one step whatever the die.');
    expect(s.players[0]!.lorry).toEqual({ where: 'england' });
    turnOf(s, 0);
    onTop(s.oilNews, 'news-9');
    roll(s, 6);
    const l = s.players[0]!.lorry;
    expect(l.where === 'loop' && BOARD[l.square]!.edge).toBe('top');
  });

  // "Three of the game board corners are marked EXCHANGE. Your arrival at any of them entitles you to buy
  // shares in Refineries and/or a Shipping Company. The dividends they pay are announced in the OIL NEWS
  // cards."
  it('EXCHANGE: arriving on a corner lets you buy Refinery and Shipping shares', () => {
    const s = newGame(4);
    expect(BOARD.filter((q) => q.corner && q.kind === 'exchange')).toHaveLength(3);
    at(s, 0, 4);
    roll(s, 4);
    expect(s.choice).toBe('exchange');
    act(s, 0, { type: 'buyShares', company: 'refinery', blocks: 2 });
    act(s, 0, { type: 'buyShares', company: 'shipping', blocks: 1 });
    expect(s.players[0]!.shares).toEqual({ refinery: 2, shipping: 1 });
    expect(s.players[0]!.cash).toBe(300_000 - 60_000);
    // Ending the turn with shares still to buy says so, as declining to drill does.
    expect(texts(act(s, 0, { type: 'endTurn' }))).toContain('{p0} ended the turn at the EXCHANGE.');
    turnOf(s, 0);
    s.rolled = true;
    refused(s, 0, { type: 'buyShares', company: 'refinery', blocks: 1 }, 'not-here');
  });

  it('EXCHANGE: ending the turn without buying leaves a public line', () => {
    const s = newGame(4);
    at(s, 0, 4);
    roll(s, 4);
    expect(s.choice).toBe('exchange');
    expect(texts(act(s, 0, { type: 'endTurn' }))[0]).toBe('{p0} ended the turn at the EXCHANGE.');
    expect(s.players[0]!.shares).toEqual({ refinery: 0, shipping: 0 });
  });

  it('the dividends come with OIL NEWS, to every holder', () => {
    const s = newGame(4);
    s.players[1]!.shares.refinery = 3;
    s.bankShares.refinery -= 3;
    at(s, 0, 0);
    onTop(s.oilNews, 'news-10'); // £5,000 a block
    const cash = s.players[1]!.cash;
    roll(s, 3);
    expect(s.players[1]!.cash).toBe(cash + 15_000);
  });

  // "From this square proceed on your nest turn to Kwinana (one step), after which you return to the square
  // two steps below on the right side of the game board."
  it('Kwinana: next turn one step to Kwinana, then back two squares below on the right side', () => {
    const s = newGame(4);
    at(s, 0, 8);
    roll(s, 2);
    expect(kindAt(10)).toBe('kwinana');
    turnOf(s, 0);
    expect(texts(roll(s, 5))).toContain('{p0} went to Kwinana, one step whatever the die.');
    expect(s.players[0]!.lorry).toEqual({ where: 'kwinana' });
    turnOf(s, 0);
    roll(s, 5);
    expect(s.players[0]!.lorry).toEqual({ where: 'loop', square: 12 });
    expect(BOARD[12]!.edge).toBe('right');
  });
});

describe('refusals', () => {
  it('another player’s turn, a second roll, and nonsense are refused and change nothing', () => {
    const s = newGame(4);
    refused(s, 1, { type: 'roll' }, 'not-your-turn');
    refused(s, 0, { type: 'nonsense' }, 'bad-action');
    refused(s, 0, null, 'bad-action');
    refused(s, 0, { type: 'endTurn' }, 'wrong-moment');
    at(s, 0, 0);
    rigDie(s, 4);
    act(s, 0, { type: 'roll' });
    refused(s, 0, { type: 'roll' }, 'already-rolled');
  });
});

describe("a square's choice is made after the tankers sail", () => {
  // The rules page: "Roll the die. Your lorry moves first and the square it lands on applies; then every tanker
  // of yours at sea moves …, and one that arrives sells its cargo. If the roll left you a real choice (drill, the
  // helicopter, buying shares at an EXCHANGE) you make it". Seed: "if you can afford to do so, you may drill".
  // A cargo sold on the roll pays for the choice; judged at landing, the player who could now pay was not asked.
  /** Seat 0 on `square`, £1,000 in cash, with a cargo for Genoa (bill 16, 3 stages) that arrives on a roll of 3+. */
  function cargoDueAt(square: number) {
    const s = newGame(4);
    giveWell(s, 0, 10, 18_000);
    at(s, 0, square);
    billOnTop(s, 'tripoli', 16);
    act(s, 0, { type: 'charter', port: 'tripoli' });
    act(s, 0, { type: 'declineInsurance' });
    s.players[0]!.cash = 1_000;
    return s;
  }

  it('EXCHANGE: a cargo sold on the same roll pays for the shares', () => {
    const s = cargoDueAt(4);
    const events = texts(roll(s, 4));
    expect(events[0]).toMatch(/^{p0} rolled 4, .* landed on EXCHANGE \(square 8\)\.$/);
    expect(events.some((t) => t.includes('reached Genoa'))).toBe(true);
    expect(s.current).toBe(0);
    expect(s.choice).toBe('exchange');
    act(s, 0, { type: 'buyShares', company: 'refinery', blocks: 1 });
    expect(s.players[0]!.shares.refinery).toBe(1);
  });

  it('TEST DRILLING: a cargo sold on the same roll pays for the test well', () => {
    const s = cargoDueAt(0);
    roll(s, 4);
    expect(s.current).toBe(0);
    expect(s.choice).toBe('drill');
    act(s, 0, { type: 'drill' });
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
  });

  it('HELICOPTER: a cargo sold on the same roll pays for the flight; without one, the lorry stays', () => {
    const s = cargoDueAt(9);
    roll(s, 4);
    expect(s.choice).toBe('helicopter');
    act(s, 0, { type: 'helicopter' });
    expect(s.players[0]!.lorry).toEqual({ where: 'drilling', section: -1 });
    const poor = newGame(4);
    poor.players[0]!.cash = 1_000;
    at(poor, 0, 9);
    const events = texts(roll(poor, 4));
    expect(events.at(-1)).toBe(
      '{p0} could not afford the helicopter (£15,000) and stayed on HELICOPTER until their next turn.',
    );
    expect(poor.current).toBe(1);
  });
});

describe('a choice square the player cannot afford says so', () => {
  // A turn that ended on TEST DRILLING or an EXCHANGE with no word left a first-timer asking why it was not
  // offered; HELICOPTER already said "could not afford the helicopter".
  it('TEST DRILLING: too little cash for any test well', () => {
    const s = newGame(4);
    s.players[0]!.cash = HELICOPTER.cost - 1;
    at(s, 0, 0);
    expect(texts(roll(s, 4)).at(-1)).toBe('{p0} could not afford a test well (£50,000) and did not drill.');
    expect(s.current).toBe(1);
  });

  it('EXCHANGE: too little cash for a block, or no block left in the bank', () => {
    const s = newGame(4);
    s.players[0]!.cash = 19_000;
    at(s, 0, 4);
    expect(texts(roll(s, 4)).at(-1)).toBe(
      '{p0} could not afford a block of shares (£20,000) and bought none at the EXCHANGE.',
    );
    expect(s.current).toBe(1);
    const sold = newGame(4);
    sold.bankShares = { refinery: 0, shipping: 0 };
    at(sold, 0, 4);
    expect(texts(roll(sold, 4)).at(-1)).toBe(
      'The bank has no shares left: {p0} bought none at the EXCHANGE.',
    );
  });
});
