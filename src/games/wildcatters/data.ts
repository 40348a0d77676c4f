/**
 * Wildcatters (2nd edition) — every designed number of the game, in one place: the world map, the area
 * deck, consolidation chips, refineries, wildcatter disks and the auction, the final-scoring tables, set-up
 * and pieces. Sources: the seed `shared/seeds/003_c7640f2094ab0fdc.txt` (the authority, cited "seed") and
 * `shared/rules/wildcatters.md`. Everything not cited is our design ("Design:"), argued in
 * docs/rules/wildcatters-design.md. Rules code reads these; it never inlines them.
 */

// ---------------------------------------------------------------------------------------------------------
// Players, rounds, currencies
// ---------------------------------------------------------------------------------------------------------

/** Seed: 2–4 players. */
export const PLAYERS = { min: 2, max: 4 } as const;
export type PlayerCount = 2 | 3 | 4;

/** Seed: 7 rounds with 4 players, 8 with 2–3. */
export const ROUNDS_BY_PLAYERS: Readonly<Record<PlayerCount, number>> = { 2: 8, 3: 8, 4: 7 };

/** Seed: a share token stands for 4 shares (tokens are change only; the engine counts shares). */
export const SHARES_PER_TOKEN = 4;
/** Seed: a worker token stands for 5 workers. */
export const WORKERS_PER_TOKEN = 5;

/**
 * Share colours: colour c is the colour of seat c. Design: the bank always issues all four, so in 2–3
 * player games the colours of empty seats still exist (from area cards) and count as distinct colours.
 */
export const SHARE_COLOURS = 4;
export type ShareColour = 0 | 1 | 2 | 3;

/** Seed: each player starts with 20 shares of their own colour… */
export const START_SHARES_OWN = 20;
/** …and 5 of the player to their left (seed). */
export const START_SHARES_LEFT_NEIGHBOUR = 5;

/**
 * Starting workers by seat (index = seat in turn order). Seed: 20 each with 4 players, 15–18 with 3, 18–20
 * with 2; shared/rules/wildcatters.md: "later seats get more, to offset turn order". Design, tuned by
 * simulation within that (greedy bots, wins by seat; docs/rules/wildcatters.md): with 4 players the seats are
 * even at 20 each, so going first is no edge by itself; 3 players 16/17/18 are even (15/17/18 gave the third
 * seat 41 %); 2 players 19/20 are even (18/20 favoured the second seat 55–45, 19/19 the first 54–46).
 */
export const START_WORKERS_BY_PLAYERS: Readonly<Record<PlayerCount, readonly number[]>> = {
  2: [19, 20], // seed range 18–20: one worker for going second
  3: [16, 17, 18], // seed range 15–18: one more worker a seat, even seats in simulation
  4: [20, 20, 20, 20], // seed: 20 each, no split
};

/** Seed: the VP marker starts on 10. */
export const START_VP = 10;

/** Seed: +10 workers each at the beginning of every round after the first. */
export const ROUND_WORKERS = 10;

/**
 * Seed: the final round's player order is determined. Design: fewest VP first (ties keep the current
 * order), so the trailing player gets the first pick of the last display.
 */
export const FINAL_ROUND_ORDER = 'fewestVpFirst' as const;

/**
 * Design tie-break for the winner, in order: most workers left after final scoring step 8's conversion
 * (the money nobody spent), then most barrels delivered in all; still tied, the victory is shared.
 */
export const WINNER_TIE_BREAKS = ['mostWorkers', 'mostBarrelsDelivered'] as const;

// ---------------------------------------------------------------------------------------------------------
// Pieces and set-up
// ---------------------------------------------------------------------------------------------------------

/**
 * Pieces per colour. Design: the first edition's counts (shared/rules/wildcatters.md: "a good default"):
 * 10 rigs, 11 pump jacks, 8 trains, 4 tankers, 5 refineries, 36 barrels; plus the one refinery chip the seed
 * gives each colour.
 */
export const PIECES_PER_COLOUR = {
  rigs: 10,
  pumpJacks: 11,
  trains: 8,
  tankers: 4,
  refineries: 5,
  barrels: 36,
  refineryChips: 1,
} as const;

/** Seed: each player starts with 3 rigs, 2 trains, 1 refinery and 1 tanker. */
export const STARTING_PIECES = { rigs: 3, trains: 2, refineries: 1, tankers: 1 } as const;

/** Seed: each player is dealt 8 light area cards for the starting placement. */
export const START_LIGHT_CARDS_DEALT = 8;
/**
 * Seed: the last two set-up cards are discarded: 8 dealt − 6 placements (3 rigs + 2 trains + 1 refinery;
 * the tanker goes to Southern Africa instead).
 */
export const START_CARDS_DISCARDED_UNUSED = 2;
/** Seed: during the starting placement no continent may hold more than one refinery. */
export const START_MAX_REFINERIES_PER_CONTINENT = 1;

/** Seed: 8 area cards lie face up. */
export const DISPLAY_SIZE = 8;
/** Seed: at the beginning of each round after the first, the top display card is discarded (then slide, refill). */
export const ROUND_START_DISCARDS = 1;
/** Seed: clearing and refreshing the display instead of choosing a card costs 4 VP (the seed reads as a cost). */
export const DISPLAY_REFRESH_VP_COST = 4;

// ---------------------------------------------------------------------------------------------------------
// Building, oil actions, transport
// ---------------------------------------------------------------------------------------------------------

/**
 * Seed: a rig costs 4 workers for the 1st–3rd, 6 for the 4th. Design reading: the ordinal counts rigs of
 * every colour in the area, so the rig that makes the area drillable (4+) costs the premium; 5th and later
 * rigs there cost the last entry too.
 */
export const RIG_COST_BY_ORDINAL_IN_AREA: readonly number[] = [4, 4, 4, 6];
/** Seed: a train costs 2 workers. */
export const TRAIN_COST = 2;
/** Seed: a tanker costs 2 workers. */
export const TANKER_COST = 2;
/** Seed: a refinery costs 12 workers… */
export const REFINERY_COST = 12;
/** …and each player may build only one per round (seed). */
export const REFINERIES_PER_ROUND = 1;
/** Design: one train per railway, so a line has one owner who collects its fees. */
export const TRAINS_PER_RAILWAY = 1;

/** Seed: drilling needs 4 or more rigs in the area (design: of any colours, at least one of them yours). */
export const DRILL_MIN_RIGS = 4;
/** Seed: drilling costs 8 workers. */
export const DRILL_COST = 8;
/** Seed: another player may pay 3 shares to convert one of their own rigs in the drilled area. */
export const PIGGYBACK_SHARES = 3;
/** Seed: a pump jack comes with 3 barrels. */
export const BARRELS_PER_PUMP_JACK = 3;
/**
 * Seed: developing turns a rig into a pump jack (3 barrels) for 3 workers. Design: only in an area (or
 * white continent) that has been drilled, so drilling is the costly opening and developing the cheap follow-up.
 */
export const DEVELOP_COST = 3;
/** Design: an area is drilled once; later rigs there are developed. */
export const DRILLS_PER_AREA = 1;

/** Seed: transport costs 4 workers a barrel, whatever the route (rails and sea). */
export const TRANSPORT_COST_PER_BARREL = 4;
/** Seed: each train or tanker owner whose piece is used gets 1 share per barrel (design: not from themselves). */
export const TRANSPORT_FEE_PER_BARREL = 1;
/** Seed: others may ride along on the same transport for free (they still pay the fees). */
export const RIDE_ALONG_COST_PER_BARREL = 0;
/** Seed: moving an unused tanker: the first move each turn is free… */
export const TANKER_FREE_MOVES = 1;
/** …each further move costs 1 worker (seed). */
export const TANKER_EXTRA_MOVE_COST = 1;

// ---------------------------------------------------------------------------------------------------------
// In-game VP (seed: VP come from drilling, building rigs and refineries, transporting oil; the numbers are ours)
// ---------------------------------------------------------------------------------------------------------

/** Design: 1 VP per rig built (not the starting ones), so building counts before the oil flows. */
export const RIG_VP = 1;
/** Design: 2 VP to the player who drills: opening an area pays 8 workers and lets others piggy-back for 3 shares. */
export const DRILL_VP = 2;
/** Design: 1 VP per barrel delivered to a refinery, to the barrel's owner. */
export const DELIVERY_VP_PER_BARREL = 1;
/** Design: +1 VP per barrel that crossed the sea ("transporting oil around the world"). */
export const OVERSEAS_VP_PER_BARREL = 1;

// ---------------------------------------------------------------------------------------------------------
// Refineries
// ---------------------------------------------------------------------------------------------------------

/** Seed: a refinery holding 5 barrels is full and empties at the end of the turn. */
export const REFINERY_CAPACITY = 5;
/**
 * Design: each barrel emptied pays its owner 3 shares of the refinery owner's colour (3 shares = 1 worker at
 * the final 3:1 rate, and it spreads colours for consolidation chips).
 */
export const REFINERY_SHARES_PER_BARREL = 3;
/** Design: a full refinery's owner gains 2 VP when it empties (not for a partial emptying), so refineries others feed pay. */
export const REFINERY_FULL_OWNER_VP = 2;
/** Design: final VP by refineries owned (index = count, starting refinery included); marginal VP grows. */
export const REFINERY_VP_BY_COUNT: readonly number[] = [0, 2, 5, 9, 14, 20];
/** Design: an unused refinery chip scores 1 VP in final scoring step 2 (used, it empties a refinery instead). */
export const REFINERY_CHIP_VP = 1;
/** Design: refinery chips in the neutral supply, won as area-card bonuses (each colour also has its own). */
export const NEUTRAL_REFINERY_CHIPS = 16;

// ---------------------------------------------------------------------------------------------------------
// Loans
// ---------------------------------------------------------------------------------------------------------

/** Seed: a loan gives 10 shares (design: of your own colour) and puts one of your barrels on the bank. */
export const LOAN_SHARES = 10;
/** Seed: loans may be repaid in round 5… */
export const LOAN_EARLY_REPAY_ROUND = 5;
/** …for 18 shares each (seed). */
export const LOAN_EARLY_REPAY_SHARES = 18;
/** Seed: otherwise 25 shares each at the end. */
export const LOAN_FINAL_REPAY_SHARES = 25;

// ---------------------------------------------------------------------------------------------------------
// Final scoring
// ---------------------------------------------------------------------------------------------------------

/** Seed: the nine steps of final scoring, in order. */
export const FINAL_SCORING_STEPS = [
  'refineryCardsEmpty', // 1 each refinery area card may empty a refinery
  'chips', // 2 consolidation and refinery chips on hand
  'areaCards', // 3 area cards
  'wildcatterDisks', // 4 wildcatter disks
  'refineries', // 5 refineries built
  'loans', // 6 pay off loans, 25 shares each
  'sharesToWorkers', // 7 shares to workers 3:1
  'workers', // 8 VP for workers
  'continentMajorities', // 9 most oil delivered to each continent
] as const;
export type FinalScoringStep = (typeof FINAL_SCORING_STEPS)[number];

/** Seed: shares trade to workers at 3:1 in final scoring (remainders are lost). */
export const FINAL_SHARES_PER_WORKER = 3;
/** Design: 1 VP per 5 workers (one worker token) in final scoring, remainders lost. */
export const FINAL_WORKERS_PER_VP = 5;

/**
 * Design: area cards score by continent: for each main continent, VP by how many of your taken cards show
 * one of its areas (triangular, rewarding focus, as rigs and refineries follow the chosen card's area).
 */
export const AREA_CARD_VP_BY_CONTINENT_COUNT: readonly number[] = [0, 1, 3, 6, 10, 15];
/** Design: each card of a continent beyond the table adds 5 VP (the table's last step, so no runaway). */
export const AREA_CARD_VP_BEYOND_TABLE = 5;

/** Design: VP by wildcatter disks held (index = count, 8 disks exist); marginal VP grows by a point or so. */
export const WILDCATTER_DISK_VP_BY_COUNT: readonly number[] = [0, 2, 5, 8, 12, 16, 20, 25, 30];

/**
 * Design: continent majorities (step 9). First and second place by barrels delivered there; at least one
 * barrel to place; tied players share the VP of the places they cover, rounded down.
 */
export const MAJORITY_MAIN_VP: readonly [number, number] = [6, 3];
/** Design: white continents pay less: everyone may build there without a card, so they are easier to win. */
export const MAJORITY_WHITE_VP: readonly [number, number] = [4, 2];
export const MAJORITY_MIN_BARRELS = 1;

// ---------------------------------------------------------------------------------------------------------
// The world map
// ---------------------------------------------------------------------------------------------------------

/** Seed: four main continents of two areas each (8 areas), and three neutral white continents. */
export const MAIN_CONTINENTS = ['northAmerica', 'southAmerica', 'middleEast', 'asia'] as const;
export const WHITE_CONTINENTS = ['europe', 'southernAfrica', 'australia'] as const;
export const CONTINENTS = [...MAIN_CONTINENTS, ...WHITE_CONTINENTS] as const;
export type MainContinentId = (typeof MAIN_CONTINENTS)[number];
export type WhiteContinentId = (typeof WHITE_CONTINENTS)[number];
export type ContinentId = MainContinentId | WhiteContinentId;

/** The 8 areas, two per main continent, in continent order. */
export const AREAS = [
  'alaska',
  'texas',
  'venezuela',
  'argentina',
  'arabia',
  'persia',
  'siberia',
  'indonesia',
] as const;
export type AreaId = (typeof AREAS)[number];

export interface Continent {
  id: ContinentId;
  name: string;
  /** White continents are neutral: anyone may build rigs and refineries there without a card (seed). */
  white: boolean;
  /** Its areas (two for a main continent, none for a white one). */
  areas: readonly AreaId[];
}

export const CONTINENT_LIST: readonly Continent[] = [
  { id: 'northAmerica', name: 'North America', white: false, areas: ['alaska', 'texas'] },
  { id: 'southAmerica', name: 'South America', white: false, areas: ['venezuela', 'argentina'] },
  { id: 'middleEast', name: 'Middle East', white: false, areas: ['arabia', 'persia'] },
  { id: 'asia', name: 'Asia', white: false, areas: ['siberia', 'indonesia'] },
  { id: 'europe', name: 'Europe', white: true, areas: [] },
  { id: 'southernAfrica', name: 'Southern Africa', white: true, areas: [] },
  { id: 'australia', name: 'Australia', white: true, areas: [] },
];

export interface Area {
  id: AreaId;
  name: string;
  continent: MainContinentId;
}

export const AREA_LIST: readonly Area[] = [
  { id: 'alaska', name: 'Alaska', continent: 'northAmerica' },
  { id: 'texas', name: 'Texas', continent: 'northAmerica' },
  { id: 'venezuela', name: 'Venezuela', continent: 'southAmerica' },
  { id: 'argentina', name: 'Argentina', continent: 'southAmerica' },
  { id: 'arabia', name: 'Arabia', continent: 'middleEast' },
  { id: 'persia', name: 'Persia', continent: 'middleEast' },
  { id: 'siberia', name: 'Siberia', continent: 'asia' },
  { id: 'indonesia', name: 'Indonesia', continent: 'asia' },
];

/**
 * Where a piece stands: an area of a main continent, or a white continent as a whole (white continents are
 * not split into areas).
 */
export type Region = { kind: 'area'; area: AreaId } | { kind: 'white'; continent: WhiteContinentId };

export interface OilField {
  id: string;
  region: Region;
  /** Rig spots on the field; a rig becomes a pump jack in place. */
  rigSpots: number;
  /** The field where the area's wildcatter disk goes (one per main area). */
  wildcatterSpot: boolean;
}

/** Design: rig spots on a main field: 2 fields × 3 = 6 per area, room for a 4th rig (drilling) and two more. */
export const MAIN_FIELD_RIG_SPOTS = 3;
/** Design: a white continent has one field of 4 spots: it can be drilled only when full, so it opens late. */
export const WHITE_FIELD_RIG_SPOTS = 4;

const area = (a: AreaId): Region => ({ kind: 'area', area: a });
const white = (c: WhiteContinentId): Region => ({ kind: 'white', continent: c });

/** Design: two fields per area (one carries the wildcatter spot), one per white continent. */
export const OIL_FIELDS: readonly OilField[] = [
  ...AREAS.flatMap((a): OilField[] => [
    { id: `${a}.1`, region: area(a), rigSpots: MAIN_FIELD_RIG_SPOTS, wildcatterSpot: true },
    { id: `${a}.2`, region: area(a), rigSpots: MAIN_FIELD_RIG_SPOTS, wildcatterSpot: false },
  ]),
  ...WHITE_CONTINENTS.map((c): OilField => ({
    id: `${c}.1`,
    region: white(c),
    rigSpots: WHITE_FIELD_RIG_SPOTS,
    wildcatterSpot: false,
  })),
];

export interface Harbour {
  id: string;
  name: string;
  region: Region;
}

/** Design: one harbour per area and per white continent, except Southern Africa, which has two (seed). */
export const HARBOURS: readonly Harbour[] = [
  { id: 'alaska.harbour', name: 'Valdez', region: area('alaska') },
  { id: 'texas.harbour', name: 'Houston', region: area('texas') },
  { id: 'venezuela.harbour', name: 'Maracaibo', region: area('venezuela') },
  { id: 'argentina.harbour', name: 'Bahía Blanca', region: area('argentina') },
  { id: 'arabia.harbour', name: 'Ras Tanura', region: area('arabia') },
  { id: 'persia.harbour', name: 'Abadan', region: area('persia') },
  { id: 'siberia.harbour', name: 'Nakhodka', region: area('siberia') },
  { id: 'indonesia.harbour', name: 'Balikpapan', region: area('indonesia') },
  { id: 'europe.harbour', name: 'Rotterdam', region: white('europe') },
  { id: 'southernAfrica.west', name: 'Luanda', region: white('southernAfrica') },
  { id: 'southernAfrica.east', name: 'Durban', region: white('southernAfrica') },
  { id: 'australia.harbour', name: 'Fremantle', region: white('australia') },
];

/** Seed: every starting tanker begins in one of the two Southern Africa harbours. */
export const START_TANKER_HARBOURS: readonly string[] = ['southernAfrica.west', 'southernAfrica.east'];

export interface RefinerySite {
  id: string;
  region: Region;
  /** A port refinery stands at this harbour and takes oil by sea; null = inland, reached by rail only. */
  harbour: string | null;
}

/**
 * Design: one refinery site per area (port in one area of each continent, inland in the other) and four on the
 * white continents: 12 sites, so refineries are contested but every player can build several.
 */
export const REFINERY_SITES: readonly RefinerySite[] = [
  { id: 'alaska.refinery', region: area('alaska'), harbour: 'alaska.harbour' },
  { id: 'texas.refinery', region: area('texas'), harbour: null },
  { id: 'venezuela.refinery', region: area('venezuela'), harbour: 'venezuela.harbour' },
  { id: 'argentina.refinery', region: area('argentina'), harbour: null },
  { id: 'arabia.refinery', region: area('arabia'), harbour: 'arabia.harbour' },
  { id: 'persia.refinery', region: area('persia'), harbour: null },
  { id: 'siberia.refinery', region: area('siberia'), harbour: null },
  { id: 'indonesia.refinery', region: area('indonesia'), harbour: 'indonesia.harbour' },
  { id: 'europe.port', region: white('europe'), harbour: 'europe.harbour' },
  { id: 'europe.inland', region: white('europe'), harbour: null },
  { id: 'southernAfrica.refinery', region: white('southernAfrica'), harbour: 'southernAfrica.east' },
  { id: 'australia.refinery', region: white('australia'), harbour: 'australia.harbour' },
];

export interface Railway {
  id: string;
  /** Seed: railways run from an oil field… */
  field: string;
  /** …to a harbour or a refinery site. */
  to: { kind: 'harbour' | 'refinery'; id: string };
}

const toHarbour = (field: string, harbour: string): Railway => ({
  id: `${field}>${harbour}`,
  field,
  to: { kind: 'harbour', id: harbour },
});
const toRefinery = (field: string, site: string): Railway => ({
  id: `${field}>${site}`,
  field,
  to: { kind: 'refinery', id: site },
});

/**
 * Design: every field has a line to its harbour (so all oil can go to sea); fields beside an inland refinery
 * have a second line to it. 29 lines for 8–32 trains: the first lines are free to take, later ones contested.
 */
export const RAILWAYS: readonly Railway[] = [
  ...AREAS.flatMap((a): Railway[] => [
    toHarbour(`${a}.1`, `${a}.harbour`),
    toHarbour(`${a}.2`, `${a}.harbour`),
  ]),
  toRefinery('texas.2', 'texas.refinery'),
  toRefinery('argentina.2', 'argentina.refinery'),
  toRefinery('persia.2', 'persia.refinery'),
  toRefinery('siberia.2', 'siberia.refinery'),
  // Design: the second line of an inland-refinery area joins its other field too, so both fields feed it.
  toRefinery('texas.1', 'texas.refinery'),
  toRefinery('argentina.1', 'argentina.refinery'),
  toRefinery('persia.1', 'persia.refinery'),
  toRefinery('siberia.1', 'siberia.refinery'),
  toHarbour('europe.1', 'europe.harbour'),
  toRefinery('europe.1', 'europe.inland'),
  toHarbour('southernAfrica.1', 'southernAfrica.west'),
  toHarbour('southernAfrica.1', 'southernAfrica.east'),
  toHarbour('australia.1', 'australia.harbour'),
];

/** A sea lane joins two harbours; a tanker sails along lanes (undirected). */
export type SeaLane = readonly [string, string];

/**
 * Design: lanes follow the real seas, with Southern Africa the hub (five lanes out, as every tanker starts there),
 * and every harbour on at least two lanes so no port is a dead end.
 */
export const SEA_LANES: readonly SeaLane[] = [
  ['alaska.harbour', 'siberia.harbour'], // North Pacific
  ['alaska.harbour', 'texas.harbour'], // Panama
  ['texas.harbour', 'venezuela.harbour'], // Caribbean
  ['texas.harbour', 'europe.harbour'], // North Atlantic
  ['venezuela.harbour', 'argentina.harbour'], // South American coast
  ['venezuela.harbour', 'southernAfrica.west'], // South Atlantic
  ['argentina.harbour', 'southernAfrica.west'], // South Atlantic, south
  ['europe.harbour', 'southernAfrica.west'], // West African coast
  ['europe.harbour', 'arabia.harbour'], // Suez
  ['southernAfrica.west', 'southernAfrica.east'], // round the Cape
  ['southernAfrica.east', 'arabia.harbour'], // East African coast
  ['southernAfrica.east', 'australia.harbour'], // Indian Ocean
  ['arabia.harbour', 'persia.harbour'], // the Gulf
  ['persia.harbour', 'indonesia.harbour'], // Arabian Sea to the Straits
  ['indonesia.harbour', 'australia.harbour'], // Timor Sea
  ['indonesia.harbour', 'siberia.harbour'], // South China Sea to the Sea of Japan
];

// ---------------------------------------------------------------------------------------------------------
// The area deck
// ---------------------------------------------------------------------------------------------------------

/** Seed: an area card's bonus is workers, shares of a colour, or a refinery chip. */
export type AreaCardBonus =
  | { kind: 'workers'; amount: number }
  | { kind: 'shares'; amount: number; colour: ShareColour }
  | { kind: 'refineryChip' };

export type AreaCardShade = 'light' | 'dark';

export interface AreaCard {
  /** Stable id, e.g. `light.texas.3`. */
  id: string;
  shade: AreaCardShade;
  area: AreaId;
  bonus: AreaCardBonus;
  /** A refinery area card: it may empty a partial refinery in turn step 6 and again in final scoring step 1 (seed). */
  refinery: boolean;
}

/** One card of a per-area pattern; `colourOffset` picks the share colour (area index + offset, mod 4). */
export type CardPattern =
  | { kind: 'workers'; amount: number; refinery: boolean }
  | { kind: 'shares'; amount: number; colourOffset: number; refinery: boolean }
  | { kind: 'refineryChip'; refinery: boolean };

/**
 * Design: 5 light cards per area (40): the 4-player set-up deals 32, leaving 8 to join the deck. Modest
 * bonuses, since they also steer the starting placement.
 */
export const LIGHT_PATTERN: readonly CardPattern[] = [
  { kind: 'workers', amount: 3, refinery: false }, // a small worker top-up: half a rig
  { kind: 'workers', amount: 5, refinery: false }, // one worker token
  { kind: 'shares', amount: 4, colourOffset: 0, refinery: false }, // one share token of a colour
  { kind: 'shares', amount: 4, colourOffset: 2, refinery: false }, // another colour, so every colour appears
  { kind: 'refineryChip', refinery: false }, // one chip per area in the light deck
];

/**
 * Design: 6 dark cards per area (48): bigger bonuses for the later game and the refinery area cards (one per
 * area), so a 4-player deck of 56 lasts 7 rounds with room for a refresh or two.
 */
export const DARK_PATTERN: readonly CardPattern[] = [
  { kind: 'workers', amount: 6, refinery: false }, // more than a rig and a half
  { kind: 'workers', amount: 8, refinery: false }, // pays for a drill
  { kind: 'shares', amount: 6, colourOffset: 1, refinery: false }, // two piggy-backs
  { kind: 'shares', amount: 8, colourOffset: 3, refinery: false }, // two share tokens
  { kind: 'refineryChip', refinery: false }, // a second chip per area
  { kind: 'workers', amount: 4, refinery: true }, // the refinery area card: a smaller bonus, as its icon is worth a chip
];

function cardsOf(shade: AreaCardShade, pattern: readonly CardPattern[]): AreaCard[] {
  return AREAS.flatMap((a, ai) =>
    pattern.map((p, pi): AreaCard => {
      const id = `${shade}.${a}.${pi + 1}`;
      const bonus: AreaCardBonus =
        p.kind === 'shares'
          ? {
              kind: 'shares',
              amount: p.amount,
              colour: ((ai + p.colourOffset) % SHARE_COLOURS) as ShareColour,
            }
          : p.kind === 'workers'
            ? { kind: 'workers', amount: p.amount }
            : { kind: 'refineryChip' };
      return { id, shade, area: a, bonus, refinery: p.refinery };
    }),
  );
}

/** The 40 light cards, area by area. */
export const LIGHT_CARDS: readonly AreaCard[] = cardsOf('light', LIGHT_PATTERN);
/** The 48 dark cards, area by area. */
export const DARK_CARDS: readonly AreaCard[] = cardsOf('dark', DARK_PATTERN);

/** Design: when the area deck runs out, the discards are shuffled into a new deck. */
export const RESHUFFLE_DISCARDS_WHEN_EMPTY = true;

// ---------------------------------------------------------------------------------------------------------
// Consolidation chips
// ---------------------------------------------------------------------------------------------------------

export interface ConsolidationChip {
  /** Shares paid to the bank, any colours… */
  price: number;
  /** …among which at least this many distinct colours. */
  minColours: number;
  /** VP in final scoring step 2. */
  vp: number;
}

/**
 * Seed: four stacks of consolidation chips in ascending order, "on each of the four area spaces"; a player
 * may buy the chip for the active area (the area of the card chosen this turn), and each chip owned pays
 * 1 share per round. Design: one stack per main continent (the seed's four spaces), shared by its two areas.
 */
export type ConsolidationStack = readonly ConsolidationChip[];

/**
 * Design: four chips per stack (one per possible player), cheapest first. Prices rise by 3 shares (one
 * worker at the final rate) and values by 1 VP; the later chips ask for three colours, so they must be
 * earned from others' refineries. Each chip pays back VP worth more than its price at the final rate
 * (15 shares = 1 VP), plus its round income: a good buy, limited by colours and by being first.
 */
export const CONSOLIDATION_CHIPS: ConsolidationStack = [
  { price: 12, minColours: 2, vp: 3 }, // affordable from the starting 25 shares of two colours
  { price: 15, minColours: 2, vp: 4 },
  { price: 18, minColours: 3, vp: 5 }, // needs a third colour
  { price: 21, minColours: 3, vp: 6 },
];
/** Seed: each consolidation chip owned pays 1 share at the beginning of every round after the first (design: own colour). */
export const CONSOLIDATION_SHARES_PER_ROUND = 1;

// ---------------------------------------------------------------------------------------------------------
// Wildcatter disks and the auction
// ---------------------------------------------------------------------------------------------------------

/** Design: one neutral wildcatter disk per main area (8), placed on that area's wildcatter spot. */
export const WILDCATTER_DISKS = AREAS.length;
/** Seed: the winner's disk produces 1 barrel at once. */
export const WILDCATTER_DISK_BARRELS = 1;

/**
 * Design of the auction (the seed only says disks are auctioned):
 * - trigger: the first drilling in a main area auctions that area's disk (white continents have none);
 * - bids: shares of any colours, paid to the bank by the winner only; one sealed bid per player, all at once
 *   (fits asynchronous play), the driller included; 0 = pass;
 * - ties: the driller wins, then the tied player nearest the driller clockwise;
 * - all pass: the driller takes the disk for free (the opener is the natural wildcatter; no disk is wasted).
 */
export const AUCTION = {
  trigger: 'firstDrillInArea',
  currency: 'shares',
  sealed: true,
  minBid: 1,
  tieBreak: 'drillerThenClockwise',
  allPass: 'drillerFree',
} as const;
