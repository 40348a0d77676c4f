/**
 * Merit's "Oil" — every designed number of the game, in one place, each with its reason.
 * Sources: the seed `shared/seeds/002_0dabc9002819b434.txt` (the authority; lines marked "Seed:") and
 * `shared/rules/merit-oil.md`. Everything else is designed (1960s oil business, real names, £ of the day)
 * and explained in docs/rules/merit-oil-design.md. Money is in whole pounds, oil in long tons.
 */

// ---------------------------------------------------------------------------------------------------------
// Players, money, set-up, ending
// ---------------------------------------------------------------------------------------------------------

/** Seed: "Oil can be played by two to six persons" (the bot is the banker). */
export const PLAYERS = { min: 2, max: 6 } as const;
/** Seed: "starting capital consisting of notes to the value of £300,000". */
export const STARTING_CASH = 300_000;
/** Seed: "the players draw lots to determine who gets cards 13 to 18". */
export const STARTING_WELLS: readonly number[] = [13, 14, 15, 16, 17, 18];
/**
 * Design: with n players each draws floor(6 / n) of cards 13–18 by lot (6 → 1, 4 → 1, 3 → 2, 2 → 3), so
 * nobody starts with more wells than another; the rest are shuffled into the concession pile with 1–12.
 */
export function startingWellsPerPlayer(players: number): number {
  return Math.floor(STARTING_WELLS.length / players);
}
/** Seed: "the value of stores is assessed at £7,000 for every 1,000 tons of oil" (£7 a ton). */
export const STORE_VALUE_PER_1000_TONS = 7_000;
/** Seed: "Place a derrick alongside '1' in the column headed FREIGHT QUOTATION". */
export const STARTING_FREIGHT_LEVEL = 1;

/**
 * Design: the agreed limit as a lobby option. Seed: the game ends "when all the bills of lading are used up
 * or at a time previously agreed upon … say after one hour"; an hour at a table is about 20–30 rounds.
 * `rounds: null` plays until the last bill is used (the engine still stops at FULL_GAME_ROUND_CAP).
 */
export const GAME_LENGTHS = {
  short: { rounds: 20, reason: 'an evening in a thread: about two laps each' },
  standard: {
    rounds: 30,
    reason: 'the "one hour" of the seed: about three laps; most bills get used with 4 players',
  },
  full: { rounds: null, reason: 'the box game: until every bill of lading is used' },
} as const satisfies Record<string, { rounds: number | null; reason: string }>;
export type GameLength = keyof typeof GAME_LENGTHS;
/** Design: the default suits asynchronous play and finishes a 4-player game within 40 rounds (issue 13). */
export const DEFAULT_GAME_LENGTH: GameLength = 'standard';
/**
 * Design: a `full` game stops here even if bills remain (stores full and no tanker free can stall it). Measured
 * with greedy bots: at 60 rounds more than half of 4-player full games still had bills left; with 90, five in
 * six ended by the last bill (median 63 rounds), and with the board and the bot of 2026-12-06 95 % do (median 53:
 * `bench/merit-oil-balance.ts --only length`).
 */
export const FULL_GAME_ROUND_CAP = 90;

// ---------------------------------------------------------------------------------------------------------
// Oil areas, fields, ports, concession cards and the marking board
// ---------------------------------------------------------------------------------------------------------

/** The producing areas. Seed: deals in oil stores are allowed only "in the same area". */
export const AREAS = ['kuwait', 'iraq', 'qatar', 'iran', 'trinidad'] as const;
export type Area = (typeof AREAS)[number];
/** Each area by its producing country, as the seed names it (Iraq's oil leaves from Tripoli in Lebanon). */
export const AREA_NAMES: Readonly<Record<Area, string>> = {
  kuwait: 'Kuwait',
  iraq: 'Iraq',
  qatar: 'Qatar',
  iran: 'Iran',
  trinidad: 'Trinidad',
};

/** Seed: the five oil shipping ports, in the seed's order. */
export const SHIPPING_PORTS = [
  'mina-al-ahmadi',
  'tripoli',
  'umm-said',
  'bandar-mashur',
  'port-of-spain',
] as const;
export type ShippingPort = (typeof SHIPPING_PORTS)[number];

/** A shipping port: its printed name, the area it serves and the sea stage where its tankers start. */
export interface PortInfo {
  name: string;
  area: Area;
  /** Seed: Mina al Ahmadi, Bandar Mashur and Umm Said share one black circle in the Persian Gulf. */
  stage: SeaStage;
  country: string;
}
export const PORTS: Readonly<Record<ShippingPort, PortInfo>> = {
  'mina-al-ahmadi': { name: 'Mina al Ahmadi', area: 'kuwait', stage: 'persian-gulf', country: 'Kuwait' },
  // Seed: Iraq's wells ship from Tripoli in Lebanon (the IPC pipeline from Kirkuk).
  tripoli: { name: 'Tripoli', area: 'iraq', stage: 'tripoli', country: 'Lebanon' },
  'umm-said': { name: 'Umm Said', area: 'qatar', stage: 'persian-gulf', country: 'Qatar' },
  'bandar-mashur': { name: 'Bandar Mashur', area: 'iran', stage: 'persian-gulf', country: 'Iran' },
  'port-of-spain': { name: 'Port of Spain', area: 'trinidad', stage: 'port-of-spain', country: 'Trinidad' },
};
/** Each area's port of exit (printed on its concession cards). */
export const PORT_OF_AREA: Readonly<Record<Area, ShippingPort>> = {
  kuwait: 'mina-al-ahmadi',
  iraq: 'tripoli',
  qatar: 'umm-said',
  iran: 'bandar-mashur',
  trinidad: 'port-of-spain',
};

/**
 * Holes marked per week of production. Seed: "Kuwait wells, numbered 1 to 9, … one hole; Iraq wells, 10 to
 * 14, two holes; and Qatar, Iran and Trinidad wells, one hole."
 */
export const HOLES_PER_WEEK: Readonly<Record<Area, number>> = {
  kuwait: 1,
  iraq: 2,
  qatar: 1,
  iran: 1,
  trinidad: 1,
};

/** Seed: the derrick starts "in the zero column" of the marking board. */
export const DERRICK_START = 0;

/** A concession card: one well. Seed: "Oil-well values are stated on the concession cards". */
export interface ConcessionCard {
  /** 1–18, as printed. */
  number: number;
  /** A real field of the 1960s in that area. */
  field: string;
  area: Area;
  port: ShippingPort;
  /** Tons per hole on the marking board; a week's production is HOLES_PER_WEEK[area] × this. */
  tonsPerHole: number;
  /** Holes on this well's row of the marking board = its store capacity in holes. */
  holes: number;
  /** Value at the end of the game (and for deals and insolvency). */
  value: number;
}

/**
 * Design of a well kind: tons per hole make the week's production (about the real output of a 1960s
 * well of that field, in tons a week, rounded to a tanker-friendly size); holes hold about five weeks
 * of production and always at least the port's biggest cargo, so a lone well can charter; the value is
 * 20 × the week's tonnage in £ (about three weeks of oil at the seed's £7 a ton: what a buyer pays).
 */
interface WellKind {
  field: string;
  area: Area;
  tonsPerHole: number;
  holes: number;
  value: number;
}
/** Burgan: the world's second-largest field; its wells flowed ~10,000 barrels a day (~9,000 t a week). */
const BURGAN: WellKind = { field: 'Burgan', area: 'kuwait', tonsPerHole: 9_000, holes: 5, value: 180_000 };
/** Magwa (found 1951), part of Greater Burgan, smaller wells: half Burgan's rate; 8 holes hold 36,000 t. */
const MAGWA: WellKind = { field: 'Magwa', area: 'kuwait', tonsPerHole: 4_500, holes: 8, value: 90_000 };
/** Ahmadi (found 1952), the ridge field beside Burgan: like Magwa. */
const AHMADI: WellKind = { field: 'Ahmadi', area: 'kuwait', tonsPerHole: 4_500, holes: 8, value: 90_000 };
/** Kirkuk (IPC, Baba Gurgur): 2 holes of 2,250 t a week; the Tripoli pipeline, not the wells, sets the pace. */
const KIRKUK: WellKind = { field: 'Kirkuk', area: 'iraq', tonsPerHole: 2_250, holes: 10, value: 90_000 };
/** Bai Hassan (IPC, found 1953, on stream 1960): a Kirkuk-sized well on the same pipeline. */
const BAI_HASSAN: WellKind = {
  field: 'Bai Hassan',
  area: 'iraq',
  tonsPerHole: 2_250,
  holes: 10,
  value: 90_000,
};
/** Dukhan (Qatar Petroleum Co.): 4,500 t a week, like every starting well; four weeks to an Umm Said cargo. */
const DUKHAN: WellKind = { field: 'Dukhan', area: 'qatar', tonsPerHole: 4_500, holes: 5, value: 90_000 };
/** Agha Jari (the Consortium, shipped from Bandar Mashur): 4,500 t a week; two weeks fill a 9,000 t tanker. */
const AGHA_JARI: WellKind = { field: 'Agha Jari', area: 'iran', tonsPerHole: 4_500, holes: 5, value: 90_000 };
/** Forest Reserve (Texaco Trinidad): small wells but a short haul to Europe. */
const FOREST_RESERVE: WellKind = {
  field: 'Forest Reserve',
  area: 'trinidad',
  tonsPerHole: 4_500,
  holes: 5,
  value: 90_000,
};

/** Card number → well kind. Seed: Kuwait 1–9, Iraq 10–14; design: 15 Qatar, 16–17 Iran, 18 Trinidad. */
const CARD_KINDS: readonly WellKind[] = [
  BURGAN, // 1
  BURGAN, // 2
  BURGAN, // 3
  BURGAN, // 4
  BURGAN, // 5
  BURGAN, // 6
  MAGWA, // 7
  MAGWA, // 8
  AHMADI, // 9
  KIRKUK, // 10
  KIRKUK, // 11
  BAI_HASSAN, // 12
  KIRKUK, // 13 (a starting well)
  KIRKUK, // 14 (a starting well)
  DUKHAN, // 15 (a starting well)
  AGHA_JARI, // 16 (a starting well)
  AGHA_JARI, // 17 (a starting well)
  FOREST_RESERVE, // 18 (a starting well)
];

/** The 18 concession cards, by number (index = number − 1). */
export const CONCESSIONS: readonly ConcessionCard[] = CARD_KINDS.map((k, i) => ({
  number: i + 1,
  field: k.field,
  area: k.area,
  port: PORT_OF_AREA[k.area],
  tonsPerHole: k.tonsPerHole,
  holes: k.holes,
  value: k.value,
}));

/** Tons one PRODUCTION marking adds to a well (before the store limit). */
export function weeklyTons(card: ConcessionCard): number {
  return HOLES_PER_WEEK[card.area] * card.tonsPerHole;
}

// ---------------------------------------------------------------------------------------------------------
// Tankers
// ---------------------------------------------------------------------------------------------------------

/** Seed: "The four tankers are held in safe-keeping by the score-board marker"; seed: tab "in the ship's colour". */
export const TANKERS = ['red', 'blue', 'green', 'yellow'] as const;
export type Tanker = (typeof TANKERS)[number];

/**
 * Cargo sizes that call at each port: the tonnages on that port's bills of lading. Seed: Kuwait "9,000 to
 * 27,000 tons"; Iran 9,000; Lebanon (Tripoli) 18,000; Trinidad 9,000 at most. Design: Qatar 9,000 and 18,000
 * (Umm Said's jetty took mid-sized ships); the small 4,500 t ships at Bandar Mashur and Port of Spain are the
 * coastal tankers of shallow Khor Musa and the Gulf of Paria.
 */
export const TANKER_SIZES: Readonly<Record<ShippingPort, readonly number[]>> = {
  'mina-al-ahmadi': [9_000, 18_000, 27_000],
  tripoli: [9_000, 18_000],
  'umm-said': [9_000, 18_000],
  'bandar-mashur': [4_500, 9_000],
  'port-of-spain': [4_500, 9_000],
};
/** Seed: "do not charter until you have enough oil to fill the biggest tanker arriving at your port of exit". */
export function charterThreshold(port: ShippingPort): number {
  return CHARTER_THRESHOLDS[port];
}
const CHARTER_THRESHOLDS = Object.fromEntries(
  Object.entries(TANKER_SIZES).map(([port, sizes]) => [port, Math.max(...sizes)]),
) as Record<ShippingPort, number>;
/** What a cargo of each size is, for the picture and the log (1950s–60s tanker types by cargo). */
export const TANKER_CLASSES: Readonly<Record<number, string>> = {
  4_500: 'coastal tanker (about 6,000 dwt)',
  9_000: 'small ocean tanker (about 11,000 dwt)',
  18_000: 'T2-size tanker (about 20,000 dwt; the wartime T2 standard was 16,600 dwt)',
  27_000: 'supertanker (about 32,000 dwt, as built in the 1950s)',
};

// ---------------------------------------------------------------------------------------------------------
// The world map: stages at sea
// ---------------------------------------------------------------------------------------------------------

/** Design: refineries the bills send oil to (all real and working in the early 1960s). */
export const DESTINATIONS = [
  'isle-of-grain',
  'fawley',
  'milford-haven',
  'rotterdam',
  'antwerp',
  'genoa',
  'lavera',
  'kwinana',
] as const;
export type Destination = (typeof DESTINATIONS)[number];
/** The place names players read in the log, menus and the picture: "Milford Haven", "Kwinana". */
export const DESTINATION_NAMES: Readonly<Record<Destination, string>> = {
  'isle-of-grain': 'Isle of Grain',
  fawley: 'Fawley',
  'milford-haven': 'Milford Haven',
  rotterdam: 'Rotterdam',
  antwerp: 'Antwerp',
  genoa: 'Genoa',
  lavera: 'Lavéra',
  kwinana: 'Kwinana',
};
/** Design: the refinery at each place and when it opened (the rules page lists them; no player line prints it). */
export const DESTINATION_REFINERIES: Readonly<Record<Destination, string>> = {
  'isle-of-grain': 'BP Kent refinery, Thames',
  fawley: 'Esso, Southampton Water',
  'milford-haven': 'Esso, 1960',
  rotterdam: 'Shell Pernis',
  antwerp: 'Belgian refineries',
  genoa: 'Italian refineries',
  lavera: 'BP, Marseille',
  kwinana: 'BP, Western Australia, 1955',
};

/** Stages a tanker can stand on: ports, sea areas on the way, and refineries. */
export const SEA_STAGES = [
  'persian-gulf',
  'tripoli',
  'port-of-spain',
  'gulf-of-oman',
  'arabian-sea',
  'gulf-of-aden',
  'red-sea',
  'suez-canal',
  'eastern-mediterranean',
  'central-mediterranean',
  'western-mediterranean',
  'strait-of-gibraltar',
  'cape-finisterre',
  'western-approaches',
  'english-channel',
  'somali-basin',
  'mozambique-channel',
  'natal-coast',
  'cape-of-good-hope',
  'benguela-current',
  'st-helena',
  'ascension-island',
  'off-freetown',
  'cape-verde',
  'canary-islands',
  'madeira',
  'maldives',
  'equatorial-indian-ocean',
  'chagos-archipelago',
  'cocos-islands',
  'west-australian-basin',
  'agulhas-basin',
  'crozet-islands',
  'southern-indian-ocean',
  'naturaliste-plateau',
  'off-barbados',
  'sargasso-sea',
  'mid-atlantic',
  'azores',
  ...DESTINATIONS,
] as const;
export type SeaStage = (typeof SEA_STAGES)[number];
/** Seed: ships take the shortest route. Design: OIL NEWS may close the canal (as in 1956 and 1967). */
export const SUEZ_CANAL: SeaStage = 'suez-canal';

/**
 * Design: sea lanes, each a chain of stages one stage apart (about 500–650 nautical miles: a tanker's two
 * days at 12 knots). Gulf → Thames via Suez is 13 stages (6,500 nm), via the Cape 17 (11,000 nm, shortened
 * for play), Trinidad → Thames 8 (4,000 nm), Tripoli → Genoa 3 (1,500 nm), Gulf → Kwinana 8 (4,900 nm).
 */
export const SEA_LANES: readonly (readonly SeaStage[])[] = [
  // The Suez route from the Gulf to the Channel.
  [
    'persian-gulf',
    'gulf-of-oman',
    'arabian-sea',
    'gulf-of-aden',
    'red-sea',
    'suez-canal',
    'eastern-mediterranean',
    'central-mediterranean',
    'western-mediterranean',
    'strait-of-gibraltar',
    'cape-finisterre',
    'western-approaches',
    'english-channel',
  ],
  ['eastern-mediterranean', 'tripoli'],
  ['central-mediterranean', 'genoa'],
  ['western-mediterranean', 'lavera'],
  ['western-approaches', 'milford-haven'],
  ['english-channel', 'fawley'],
  ['english-channel', 'isle-of-grain'],
  ['english-channel', 'rotterdam'],
  ['english-channel', 'antwerp'],
  // The Cape route: round Africa to Finisterre.
  [
    'arabian-sea',
    'somali-basin',
    'mozambique-channel',
    'natal-coast',
    'cape-of-good-hope',
    'benguela-current',
    'st-helena',
    'ascension-island',
    'off-freetown',
    'cape-verde',
    'canary-islands',
    'madeira',
    'cape-finisterre',
  ],
  // Across the Indian Ocean to Kwinana.
  [
    'arabian-sea',
    'maldives',
    'equatorial-indian-ocean',
    'chagos-archipelago',
    'cocos-islands',
    'west-australian-basin',
    'kwinana',
  ],
  // From the Cape to Kwinana in the westerlies.
  [
    'cape-of-good-hope',
    'agulhas-basin',
    'crozet-islands',
    'southern-indian-ocean',
    'naturaliste-plateau',
    'west-australian-basin',
  ],
  // Trinidad to Europe across the Atlantic.
  ['port-of-spain', 'off-barbados', 'sargasso-sea', 'mid-atlantic', 'azores', 'cape-finisterre'],
  ['azores', 'strait-of-gibraltar'],
];

// ---------------------------------------------------------------------------------------------------------
// Freight quotation and prices
// ---------------------------------------------------------------------------------------------------------

/**
 * Design: the FREIGHT QUOTATION column, levels 1–5, as the London Tanker Brokers' Panel (the seed's "London
 * Panel Board") would post them: a multiple of the level-1 rate. 1 = the slack market of 1960–63; 5 = the
 * Suez closure of 1956, when rates roughly quadrupled.
 */
export const FREIGHT_LEVELS: readonly { level: number; multiple: number; label: string }[] = [
  { level: 1, multiple: 1, label: 'slack market' },
  { level: 2, multiple: 1.5, label: 'steady' },
  { level: 3, multiple: 2, label: 'firm' },
  { level: 4, multiple: 3, label: 'tight' },
  { level: 5, multiple: 4, label: 'crisis (Suez 1956)' },
];
export const MAX_FREIGHT_LEVEL = FREIGHT_LEVELS.length;
/** Design: level-1 freight, £ a ton per stage (Gulf → Thames 13 stages ≈ £1.56 ≈ 31 shillings, the 1961 AFRA). */
export const FREIGHT_PER_TON_STAGE = 0.12;
/**
 * Design: delivered (c.i.f.) crude price at level 1, £ a ton: £9.50 in Europe (≈ $3.30 a barrel, the
 * post-Suez 1957 level; Australia dearer). Tuned by simulation from £7.50: at £7.50 a delivered cargo netted
 * about the seed's £7 a ton for oil left in store, so chartering hardly paid and play had no point; at £9.50 a
 * cargo nets £7.90–9.40 a ton after freight at level 1, about a fifth more than oil in store.
 */
export const DELIVERED_PRICE_PER_TON: Readonly<Record<Destination, number>> = {
  'isle-of-grain': 9.5,
  fawley: 9.5,
  'milford-haven': 9.5,
  rotterdam: 9.5,
  antwerp: 9.5,
  genoa: 9.5,
  lavera: 9.5,
  kwinana: 10,
};
/** Design: quality premium, £ a ton, over heavy sour Kuwait crude (lighter, sweeter crudes fetch more). */
export const CRUDE_PREMIUM_PER_TON: Readonly<Record<Area, number>> = {
  kuwait: 0, // 31° API, sour: the marker
  iraq: 0.3, // Kirkuk 36°
  qatar: 0.4, // Dukhan 40°, light
  iran: 0.2, // Agha Jari 34°
  trinidad: 0.3, // light, near the market
};
/**
 * Design: share of a freight rise that reaches the delivered price (buyers pay part of dearer shipping).
 * Below 1, so high freight squeezes the margin; a rise while the cargo is at sea is a windfall, since the
 * freight was paid at the old rate — the seed's "prices changes taking effect while your cargo is in transit".
 */
export const FREIGHT_PASS_THROUGH = 0.75;
/** Design: bills show round sums ("rounded off for the sake of convenience", seed). */
export const BILL_ROUNDING = 500;

// ---------------------------------------------------------------------------------------------------------
// Bills of lading
// ---------------------------------------------------------------------------------------------------------

/** A bill of lading: where the oil goes, how much, the freight to pay and the sale price, per quotation level. */
export interface BillOfLading {
  /** 1–36. */
  id: number;
  port: ShippingPort;
  destination: Destination;
  tons: number;
  /** Stages of the shortest (Suez-open) route, on which the printed freight is based. */
  stages: number;
  /** Freight to pay at charter, by level (index 0 = level 1). */
  freight: readonly number[];
  /** Sale price on arrival, by level (index 0 = level 1). */
  sale: readonly number[];
}

/**
 * Stages of the shortest Suez-open route from each port to each destination, precomputed (the test checks
 * them against `seaRoute`).
 */
export const ROUTE_STAGES: Readonly<Record<ShippingPort, Readonly<Record<Destination, number>>>> = {
  'mina-al-ahmadi': {
    'isle-of-grain': 13,
    fawley: 13,
    'milford-haven': 12,
    rotterdam: 13,
    antwerp: 13,
    genoa: 8,
    lavera: 9,
    kwinana: 8,
  },
  tripoli: {
    'isle-of-grain': 8,
    fawley: 8,
    'milford-haven': 7,
    rotterdam: 8,
    antwerp: 8,
    genoa: 3,
    lavera: 4,
    kwinana: 11,
  },
  'umm-said': {
    'isle-of-grain': 13,
    fawley: 13,
    'milford-haven': 12,
    rotterdam: 13,
    antwerp: 13,
    genoa: 8,
    lavera: 9,
    kwinana: 8,
  },
  'bandar-mashur': {
    'isle-of-grain': 13,
    fawley: 13,
    'milford-haven': 12,
    rotterdam: 13,
    antwerp: 13,
    genoa: 8,
    lavera: 9,
    kwinana: 8,
  },
  'port-of-spain': {
    'isle-of-grain': 8,
    fawley: 8,
    'milford-haven': 7,
    rotterdam: 8,
    antwerp: 8,
    genoa: 8,
    lavera: 7,
    kwinana: 18,
  },
};

const roundBill = (pounds: number) => Math.round(pounds / BILL_ROUNDING) * BILL_ROUNDING;

/** Printed freight for `tons` over `stages` at every level. */
export function freightByLevel(tons: number, stages: number): number[] {
  return FREIGHT_LEVELS.map((l) => roundBill(tons * stages * FREIGHT_PER_TON_STAGE * l.multiple));
}
/** Printed sale price at every level: delivered price + crude premium + the passed-on part of a freight rise. */
export function saleByLevel(tons: number, stages: number, area: Area, destination: Destination): number[] {
  const base = DELIVERED_PRICE_PER_TON[destination] + CRUDE_PREMIUM_PER_TON[area];
  const perStage = stages * FREIGHT_PER_TON_STAGE;
  return FREIGHT_LEVELS.map((l) =>
    roundBill(tons * (base + FREIGHT_PASS_THROUGH * perStage * (l.multiple - 1))),
  );
}

/**
 * Design: the 36 bills as [port, destination, tons]. Split by each area's wells (Kuwait 12, Iraq 8,
 * Iran 6, Qatar 5, Trinidad 5); destinations follow the real trade: Kuwait and Iran to BP's Kent and
 * Kwinana refineries and the Channel ports, Iraq mostly to the Mediterranean (CFP's Lavéra, Genoa), Qatar
 * to IPC's partners, Trinidad to the Channel.
 */
const BILL_TABLE: readonly (readonly [ShippingPort, Destination, number])[] = [
  ['mina-al-ahmadi', 'isle-of-grain', 27_000], // 1
  ['mina-al-ahmadi', 'isle-of-grain', 18_000], // 2
  ['mina-al-ahmadi', 'rotterdam', 27_000], // 3
  ['mina-al-ahmadi', 'rotterdam', 9_000], // 4
  ['mina-al-ahmadi', 'antwerp', 18_000], // 5
  ['mina-al-ahmadi', 'fawley', 27_000], // 6
  ['mina-al-ahmadi', 'milford-haven', 9_000], // 7
  ['mina-al-ahmadi', 'genoa', 18_000], // 8
  ['mina-al-ahmadi', 'lavera', 9_000], // 9
  ['mina-al-ahmadi', 'kwinana', 27_000], // 10
  ['mina-al-ahmadi', 'kwinana', 18_000], // 11
  ['mina-al-ahmadi', 'kwinana', 9_000], // 12
  ['tripoli', 'lavera', 18_000], // 13
  ['tripoli', 'lavera', 9_000], // 14
  ['tripoli', 'genoa', 18_000], // 15
  ['tripoli', 'genoa', 9_000], // 16
  ['tripoli', 'fawley', 18_000], // 17
  ['tripoli', 'isle-of-grain', 9_000], // 18
  ['tripoli', 'rotterdam', 18_000], // 19
  ['tripoli', 'antwerp', 9_000], // 20
  ['umm-said', 'isle-of-grain', 18_000], // 21
  ['umm-said', 'lavera', 9_000], // 22
  ['umm-said', 'rotterdam', 18_000], // 23
  ['umm-said', 'kwinana', 9_000], // 24
  ['umm-said', 'genoa', 9_000], // 25
  ['bandar-mashur', 'isle-of-grain', 9_000], // 26
  ['bandar-mashur', 'isle-of-grain', 4_500], // 27
  ['bandar-mashur', 'milford-haven', 9_000], // 28
  ['bandar-mashur', 'rotterdam', 4_500], // 29
  ['bandar-mashur', 'antwerp', 9_000], // 30
  ['bandar-mashur', 'kwinana', 4_500], // 31
  ['port-of-spain', 'fawley', 9_000], // 32
  ['port-of-spain', 'milford-haven', 4_500], // 33
  ['port-of-spain', 'isle-of-grain', 9_000], // 34
  ['port-of-spain', 'rotterdam', 4_500], // 35
  ['port-of-spain', 'antwerp', 9_000], // 36
];

/** Seed: "the 36 bills of lading", split into five piles by port. */
export const BILLS_OF_LADING: readonly BillOfLading[] = BILL_TABLE.map(([port, destination, tons], i) => {
  const stages = ROUTE_STAGES[port][destination];
  return {
    id: i + 1,
    port,
    destination,
    tons,
    stages,
    freight: freightByLevel(tons, stages),
    sale: saleByLevel(tons, stages, PORTS[port].area, destination),
  };
});

// ---------------------------------------------------------------------------------------------------------
// The board loop
// ---------------------------------------------------------------------------------------------------------

/** Square kinds on the loop. Seed: every kind below is a square of the box. */
export const SQUARE_KINDS = [
  'start',
  'memo',
  'oilNews',
  'testDrilling',
  'production',
  'holiday',
  'endOfHoliday',
  'helicopter',
  'conference',
  'exchange',
  'kwinana',
] as const;
export type SquareKind = (typeof SQUARE_KINDS)[number];
/** Each square kind's name as printed on the board (the log and the messages say it so). */
export const SQUARE_NAMES: Readonly<Record<SquareKind, string>> = {
  start: 'START',
  memo: 'MEMO',
  oilNews: 'OIL NEWS',
  testDrilling: 'TEST DRILLING',
  production: 'PRODUCTION',
  holiday: 'HOLIDAY',
  endOfHoliday: 'END OF HOLIDAY',
  helicopter: 'HELICOPTER',
  conference: 'HEAD OFFICE',
  exchange: 'EXCHANGE',
  kwinana: 'the Kwinana excursion',
};

/** Board edges, for the picture and for "the upper edge" / "the right side" of the seed. */
export type Edge = 'top' | 'right' | 'bottom' | 'left';
export interface Square {
  /** Index on the loop, clockwise from START (0). */
  index: number;
  kind: SquareKind;
  /** Corner squares sit on two edges; this is the edge that begins there, clockwise. */
  edge: Edge;
  corner: boolean;
}

/** Design: 7 squares per edge between 4 corners: 32 squares, a lap in about 9 turns (32 / 3.5). */
export const SQUARES_PER_EDGE = 7;
/**
 * Design: the loop clockwise from START (top-left corner). Seed: three corners are EXCHANGE; HELICOPTER's
 * "next but one square" is a test-drilling square (13 → 15); the Kwinana excursion is on the right side and
 * returns "two steps below" (10 → 12); END OF HOLIDAY comes right after a PRODUCTION square (18 → 19) and the
 * air route from HOLIDAY (top edge, 7) to it "cuts across the map from top to bottom"; the conference (left
 * edge) returns through England to the upper edge. Five PRODUCTION squares, 4–9 apart: about one week's
 * production every two turns. Eight MEMO and six OIL NEWS: a card on about four turns in ten.
 * HOLIDAY sits at 7, the last square of the top edge, after PRODUCTION 6 (rules version 3; it was at 6, before
 * PRODUCTION 7): every lorry that drills goes back to START, and a die lands 6 squares on more often than any
 * other distance (36 % of walks from START, against 25 % at 7); the flight from 7 also skips two PRODUCTION
 * squares (12, 18), not three. With the air route's two stops, measured over 200 greedy games
 * (`npx tsx bench/merit-oil-holiday.ts`): 4.7 holidays a game, not 6.0; 11 % of turns on holiday, not 22 %; a
 * player with no holiday wins 30 % and one with two or more 19 %, where they won 44 % and 18 %.
 */
const LOOP: readonly SquareKind[] = [
  'start', // 0  top-left corner
  'memo', // 1
  'production', // 2
  'oilNews', // 3  where the flight from England lands ("the upper edge")
  'testDrilling', // 4
  'memo', // 5
  'production', // 6
  'holiday', // 7  fly to Europe along the air route
  'exchange', // 8  top-right corner
  'oilNews', // 9
  'kwinana', // 10 excursion: next turn to Kwinana, then back to 12
  'memo', // 11
  'production', // 12 "two steps below" the excursion
  'helicopter', // 13 drill at 15 for £15,000, or stay
  'memo', // 14
  'testDrilling', // 15
  'exchange', // 16 bottom-right corner
  'oilNews', // 17
  'production', // 18
  'endOfHoliday', // 19 the air route lands here
  'memo', // 20
  'testDrilling', // 21
  'oilNews', // 22
  'memo', // 23
  'exchange', // 24 bottom-left corner
  'production', // 25
  'memo', // 26
  'conference', // 27 head office: next turn fly to England
  'oilNews', // 28
  'testDrilling', // 29
  'memo', // 30
  'oilNews', // 31
];

const edgeOf = (i: number): Edge =>
  (['top', 'right', 'bottom', 'left'] as const)[Math.floor(i / (SQUARES_PER_EDGE + 1))]!;
/** The board loop, every edge square in clockwise order. */
export const BOARD: readonly Square[] = LOOP.map((kind, index) => ({
  index,
  kind,
  edge: edgeOf(index),
  corner: index % (SQUARES_PER_EDGE + 1) === 0,
}));
export const BOARD_SIZE = BOARD.length;
/** Seed: "The tanker-lorries are moved along these squares in a clockwise direction" by "a throw of the die". */
export const DIE_SIDES = 6;

/**
 * Design: the air route's stops (seed: "one stop at a time along the air route which cuts across the map from
 * top to bottom"), a fortnight on the Riviera: by air to Beirut, the Gulf's gateway to Europe, then Nice, and
 * home, landing on END OF HOLIDAY. Squares flown over are not passed: no PRODUCTION is marked for them (seed:
 * "not permitted to make a production marking"). Two stops (rules version 3; there were four, Beirut, Athens,
 * Rome, Nice): the trip takes three turns after the landing, about what walking the 12 squares from HOLIDAY to
 * END OF HOLIDAY takes (12 / 3.5), so a holiday costs the two PRODUCTION markings flown over and no time. Four
 * stops took five turns for a walk of under four (a sixth of a 30-round game) and flew over three PRODUCTION
 * squares, and who landed there decided too much (see LOOP for the figures).
 */
export const HOLIDAY = { square: 7, stops: ['Beirut', 'Nice'], endSquare: 19 } as const;
/** Seed: conference at Head Office; next turn one step to England; the turn after, back on the upper edge. */
export const CONFERENCE = { square: 27, stop: 'London (Head Office)', returnSquare: 3 } as const;
/** Seed: next turn one step to Kwinana, then "the square two steps below on the right side". */
export const KWINANA_EXCURSION = { square: 10, stop: 'Kwinana', returnSquare: 12 } as const;
/** Seed: at HELICOPTER you may move to "the next but one square to start drilling" for £15,000, or stay. */
export const HELICOPTER = { square: 13, drillSquare: 15, cost: 15_000 } as const;

// ---------------------------------------------------------------------------------------------------------
// Test drilling
// ---------------------------------------------------------------------------------------------------------

/** Seed: "pay the stipulated cost of £50,000" to drill a test well. */
export const DRILLING_COST = 50_000;

/** A section of the Test Drilling track, met by landing on it. */
export type DrillingSection =
  | { kind: 'rock'; text: string }
  | { kind: 'cost'; amount: number; text: string }
  | { kind: 'dry'; text: string }
  | { kind: 'strike'; text: string };

/**
 * Design: the Test Drilling track, from the surface down. The lorry starts above section 1 and moves down by
 * each later roll; the section it lands on applies ("cost": pay and go on; "dry": abandon, back to START;
 * "strike": top concession card, back to START). A roll past the bottom stops on the last section, the main
 * reservoir. Worked out exactly (test): strike 59.7 %, £14,200 extra on average, 2.2 turns on the track — a
 * 1960s wildcat in a proven basin succeeded about half the time, and a well cost £50,000–£100,000.
 * `text` is what the lorry met, said in the drilling event: "drilled on to section 10 of 11, through anhydrite
 * cap rock", "drilled on to section 3 of 11 at a cost of £5,000: caving shale needs extra casing", "found no oil
 * (salt water)", "struck oil in the main reservoir!".
 */
export const DRILLING_TRACK: readonly DrillingSection[] = [
  { kind: 'rock', text: 'surface sands and gravel' },
  { kind: 'cost', amount: 10_000, text: 'hard limestone wears out the bits' },
  { kind: 'cost', amount: 5_000, text: 'caving shale needs extra casing' },
  { kind: 'dry', text: 'salt water' },
  { kind: 'cost', amount: 20_000, text: 'lost circulation needs mud and cement' },
  { kind: 'strike', text: 'the shallow pay sand' },
  { kind: 'cost', amount: 30_000, text: 'high-pressure gas needs blow-out preventers' },
  { kind: 'dry', text: 'tight rock, no flow' },
  { kind: 'cost', amount: 15_000, text: 'a fishing job for lost tools' },
  { kind: 'rock', text: 'anhydrite cap rock' },
  { kind: 'strike', text: 'the main reservoir' },
];

// ---------------------------------------------------------------------------------------------------------
// Shares, insurance, insolvency
// ---------------------------------------------------------------------------------------------------------

/** Seed: "shares in Refineries and/or a Shipping Company", bought at an EXCHANGE corner. */
export const SHARE_COMPANIES = ['refinery', 'shipping'] as const;
export type ShareCompany = (typeof SHARE_COMPANIES)[number];
export interface ShareCompanyInfo {
  name: string;
  /** Blocks the bank holds at the start. */
  blocks: number;
  /** Price of a block at the start. */
  price: number;
  /** OIL NEWS moves the price within these bounds. */
  minPrice: number;
  maxPrice: number;
}
/**
 * Design: 25 blocks each (rules version 3; there were 10), £20,000 a block (a third of a drilling, so shares are
 * where spare cash goes): £500,000 of each company for sale, where a player ends a standard game with about
 * £1,300,000. With ten, spare cash bought the bank out: over 200 greedy games both companies were sold out by
 * round 18 of 30 in 59 % of games (by round 8 in 14 %), and 46 % of EXCHANGE landings found no shares, a corner
 * with nothing to do. With 25 (and the two-stop holiday): 12.5 % and none, and 17 % of landings find none, so
 * shares still run short late in a rich game (`npx tsx bench/merit-oil-holiday.ts`). Each company has two OIL
 * NEWS dividends, £2,500 and £5,000 a block (12.5 % and 25 %): in a 30-round 4-player game the deck turns over
 * about once, so a block returns about 40–50 % — steady, and far below oil; OIL NEWS moves prices by £5,000
 * within £5,000–£40,000.
 */
export const SHARES: Readonly<Record<ShareCompany, ShareCompanyInfo>> = {
  refinery: { name: 'European Refineries Ltd', blocks: 25, price: 20_000, minPrice: 5_000, maxPrice: 40_000 },
  shipping: {
    name: 'Anglo Tanker Shipping Co.',
    blocks: 25,
    price: 20_000,
    minPrice: 5_000,
    maxPrice: 40_000,
  },
};

/**
 * Design: a valued cargo policy (seed: "The premium is stated on the policy"). It pays the oil's worth at the
 * seed's own £7 a ton; the freight is lost with the ship. The premium is 5 % of that. It was set a little below
 * a paper sum of the chance of a loss (about 6.5 %); the simulations measure 3.4 % a voyage on average, about 1 %
 * on a Mediterranean run and 4.4-6 % to northern Europe (`bench/merit-oil-insurance.ts`, the design note): dear
 * on a short haul, about fair on a long one, so insuring is a choice cargo by cargo, neither a must nor a waste.
 * Above the average risk on purpose: underwriters price above the expected loss, and a price fair on the long
 * hauls gives the question a right answer (played both ways from each charter, a policy on a cargo at 2-4 % risk
 * cost its buyer £4,400 ± 1,600, at 4-6 % gained £1,300 ± 1,300: `bench/merit-oil-forks.ts --decision insure`).
 */
export const INSURANCE = { premiumPer1000Tons: 350, payoutPer1000Tons: 7_000 } as const;
export function insurancePremium(tons: number): number {
  return (tons / 1000) * INSURANCE.premiumPer1000Tons;
}
export function insurancePayout(tons: number): number {
  return (tons / 1000) * INSURANCE.payoutPer1000Tons;
}

/**
 * Design: a player who must pay more than their cash first sells shares to the bank at this fraction of the
 * price (other players may buy them first, as the seed advises), then wells to the bank at this fraction of
 * their card value (the player chooses which), and is bankrupt only when nothing is left.
 */
export const INSOLVENCY = { shareSaleFraction: 0.8, wellSaleFraction: 0.5 } as const;

/** What the bank pays a debtor for one block of shares at `price` (rounded to £500). */
export function bankBidPerBlock(price: number): number {
  return Math.round((price * INSOLVENCY.shareSaleFraction) / 500) * 500;
}

/** What the bank pays a debtor for a well worth `value` on its concession card (rounded to £500). */
export function bankBidPerWell(value: number): number {
  return Math.round((value * INSOLVENCY.wellSaleFraction) / 500) * 500;
}

// ---------------------------------------------------------------------------------------------------------
// MEMO and OIL NEWS cards
// ---------------------------------------------------------------------------------------------------------

/** What a MEMO card kept until used lets its holder do. */
export const KEPT_USES = ['cheapDrilling', 'freeInsurance', 'waivePayment'] as const;
export type KeptUse = (typeof KEPT_USES)[number];

/**
 * A card's effect. MEMO effects apply to the drawer, OIL NEWS effects to every player (seed). Per-player
 * amounts are paid to or by the bank.
 */
export type CardEffect =
  /** Pay the bank. */
  | { kind: 'pay'; amount: number }
  /** Receive from the bank. */
  | { kind: 'receive'; amount: number }
  /** Pay the bank this much for each well you own (only wells in `area`, when given). */
  | { kind: 'payPerWell'; amount: number; area?: Area }
  /** Move the freight quotation by this many levels, within 1..MAX_FREIGHT_LEVEL. */
  | { kind: 'freight'; by: number }
  /** Close or reopen the Suez Canal; tankers at sea take the new shortest route. */
  | { kind: 'suez'; open: boolean }
  /** The company pays this much for every block, to every holder. */
  | { kind: 'dividend'; company: ShareCompany; perBlock: number }
  /** The company's block price moves by this much, within its bounds. */
  | { kind: 'sharePrice'; company: ShareCompany; by: number }
  /** Mark this many weeks' production for all your wells now (stores full: stop). */
  | { kind: 'production'; weeks: number }
  /** Every well in the area loses its stores: derricks back to 0. */
  | { kind: 'storesLost'; area: Area }
  /** Your well with the largest stores loses them (derrick to 0). */
  | { kind: 'wellFire' }
  /** Your tanker chartered first (longest at sea) sinks; an insured cargo is paid for. */
  | { kind: 'tankerLost' }
  /** Every tanker now on one of these stages sinks; insured cargoes are paid for. */
  | { kind: 'tankersLostAt'; stages: readonly SeaStage[] }
  /** Your tanker chartered first is held back this many stages on its route. */
  | { kind: 'tankerDelay'; stages: number }
  /** Move the lorry forward to the next square of this kind (squares passed count: PRODUCTION is marked). */
  | { kind: 'advanceTo'; square: SquareKind }
  /** Keep this card until you use it (seed: "Unless you are ordered to keep the card, return it"). */
  | { kind: 'keep'; use: KeptUse };
export type CardEffectKind = CardEffect['kind'];
/** Every effect kind the engine must handle. */
export const CARD_EFFECT_KINDS = [
  'pay',
  'receive',
  'payPerWell',
  'freight',
  'suez',
  'dividend',
  'sharePrice',
  'production',
  'storesLost',
  'wellFire',
  'tankerLost',
  'tankersLostAt',
  'tankerDelay',
  'advanceTo',
  'keep',
] as const satisfies readonly CardEffectKind[];
/** Effects that only make sense for the drawer, so only MEMO cards carry them. */
export const MEMO_ONLY_EFFECTS: readonly CardEffectKind[] = [
  'wellFire',
  'tankerLost',
  'tankerDelay',
  'advanceTo',
  'keep',
];

export interface Card {
  /** Stable id within its deck, e.g. "memo-5". */
  id: string;
  title: string;
  /** The text as printed, read out in the log. */
  text: string;
  effects: readonly CardEffect[];
  /**
   * The words read out instead when the card's Suez effect finds the canal as it says already ("reopened" while
   * open): the other effects still apply (see merit-oil-design.md, "The Suez pair").
   */
  asBefore?: { title: string; text: string };
}

/** Design: 16 MEMO cards; three are kept until used. With one well, a MEMO costs the drawer about £1,000 net. */
export const MEMO_CARDS: readonly Card[] = [
  {
    id: 'memo-1',
    title: 'Royalties',
    text: 'Royalties to the Ruler of Kuwait fall due: pay £10,000 for each of your Kuwait wells.',
    effects: [{ kind: 'payPerWell', amount: 10_000, area: 'kuwait' }],
  },
  {
    id: 'memo-2',
    title: 'Bonus',
    text: 'The Board thanks you for prompt shipments: receive a bonus of £20,000.',
    effects: [{ kind: 'receive', amount: 20_000 }],
  },
  {
    id: 'memo-3',
    title: 'Well fire',
    text: 'Fire at your well with the largest stores! Red Adair puts it out, but the stores are lost.',
    effects: [{ kind: 'wellFire' }],
  },
  {
    id: 'memo-4',
    title: 'Inland Revenue',
    text: 'Tax assessment from the Inland Revenue: pay £25,000.',
    effects: [{ kind: 'pay', amount: 25_000 }],
  },
  {
    id: 'memo-5',
    title: "Geologist's report",
    text: 'A seismic survey finds a promising structure. Keep this card: drill once at the helicopter price, £15,000.',
    effects: [{ kind: 'keep', use: 'cheapDrilling' }],
  },
  {
    id: 'memo-6',
    title: "Lloyd's",
    text: "Lloyd's offer special terms. Keep this card: insure one cargo without paying the premium.",
    effects: [{ kind: 'keep', use: 'freeInsurance' }],
  },
  {
    id: 'memo-7',
    title: 'Commission',
    text: 'You broker a charter for a competitor: receive a commission of £15,000.',
    effects: [{ kind: 'receive', amount: 15_000 }],
  },
  {
    id: 'memo-8',
    title: 'Engine breakdown',
    text: 'Engine breakdown: your tanker longest at sea falls back two stages.',
    effects: [{ kind: 'tankerDelay', stages: 2 }],
  },
  {
    id: 'memo-9',
    title: 'Fire aboard',
    text: 'Fire aboard! Your tanker longest at sea is lost with her cargo. The insurance pays if you insured.',
    effects: [{ kind: 'tankerLost' }],
  },
  // The deck's biggest gain, measured against a blank card: +£113,000 on its drawer's final fortune with four
  // players, nearly all of it the test well it leads to, as any TEST DRILLING square does (merit-oil-design.md).
  {
    id: 'memo-10',
    title: 'Wildcat',
    text: 'The geologists are impatient: advance to the next TEST DRILLING square.',
    effects: [{ kind: 'advanceTo', square: 'testDrilling' }],
  },
  {
    id: 'memo-11',
    title: 'Extra production',
    text: 'The new gathering station is on stream: mark one week’s production for all your wells.',
    effects: [{ kind: 'production', weeks: 1 }],
  },
  {
    id: 'memo-12',
    title: 'Concession dispute',
    text: 'Legal costs in a concession dispute: pay £30,000.',
    effects: [{ kind: 'pay', amount: 30_000 }],
  },
  // A setback as it stands, measured against a blank card: −£35,000 on its drawer's final fortune with four
  // players, about even with five; flown straight there, passing no square, −£179,000 (merit-oil-design.md).
  {
    id: 'memo-13',
    title: 'Overwork',
    text: 'Your doctor orders a rest: advance to the HOLIDAY square.',
    effects: [{ kind: 'advanceTo', square: 'holiday' }],
  },
  {
    id: 'memo-14',
    title: "The Emir's friendship",
    text: "The Emir's friendship. Keep this card: cancel one payment a MEMO or OIL NEWS card orders you to make.",
    effects: [{ kind: 'keep', use: 'waivePayment' }],
  },
  {
    id: 'memo-15',
    title: 'Surplus equipment',
    text: 'You sell surplus drilling equipment: receive £10,000.',
    effects: [{ kind: 'receive', amount: 10_000 }],
  },
  {
    id: 'memo-16',
    title: 'Survey fees',
    text: 'Government survey fees: pay £5,000 for each of your wells.',
    effects: [{ kind: 'payPerWell', amount: 5_000 }],
  },
];

/**
 * Design: 18 OIL NEWS cards for everyone. Freight moves up and down equally often (three cards each, plus the
 * Suez pair); four dividends and two price moves for the shares; three shocks (a gale, a boom, a sabotaged
 * pipeline, as in 1956) and a levy.
 */
export const OIL_NEWS_CARDS: readonly Card[] = [
  {
    id: 'news-1',
    title: 'Tanker shortage',
    text: 'London Panel: a shortage of tonnage. Freight rates rise one level.',
    effects: [{ kind: 'freight', by: 1 }],
  },
  {
    id: 'news-2',
    title: 'Hard winter',
    text: 'A hard winter in Europe: heating oil is short. Freight rates rise one level.',
    effects: [{ kind: 'freight', by: 1 }],
  },
  {
    id: 'news-3',
    title: 'Middle East tension',
    text: 'Tension in the Middle East: owners hold out for more. Freight rates rise one level.',
    effects: [{ kind: 'freight', by: 1 }],
  },
  {
    id: 'news-4',
    title: 'New supertankers',
    text: 'New supertankers delivered from Japanese yards. Freight rates fall one level.',
    effects: [{ kind: 'freight', by: -1 }],
  },
  {
    id: 'news-5',
    title: 'Mild winter',
    text: 'A mild winter in Europe. Freight rates fall one level.',
    effects: [{ kind: 'freight', by: -1 }],
  },
  {
    id: 'news-6',
    title: 'Ships laid up',
    text: 'Tankers laid up in the Norwegian fjords: too many ships. Freight rates fall one level.',
    effects: [{ kind: 'freight', by: -1 }],
  },
  {
    id: 'news-7',
    title: 'Suez Canal closed',
    text: 'The Suez Canal is closed! Tankers go round the Cape. Freight rates rise two levels.',
    effects: [
      { kind: 'suez', open: false },
      { kind: 'freight', by: 2 },
    ],
    asBefore: {
      title: 'Suez Canal still closed',
      text: 'Salvage in the Suez Canal drags on: it stays closed, and tankers go round the Cape. Freight rates rise two levels.',
    },
  },
  {
    id: 'news-8',
    title: 'Suez Canal reopened',
    text: 'The Suez Canal is cleared and open again. Freight rates fall two levels.',
    effects: [
      { kind: 'suez', open: true },
      { kind: 'freight', by: -2 },
    ],
    asBefore: {
      title: 'Suez Canal traffic record',
      text: 'The Suez Canal, open, passes a record number of tankers on the short route. Freight rates fall two levels.',
    },
  },
  {
    id: 'news-9',
    title: 'Refinery dividend',
    text: 'European Refineries Ltd declares a dividend of £2,500 a block.',
    effects: [{ kind: 'dividend', company: 'refinery', perBlock: 2_500 }],
  },
  {
    id: 'news-10',
    title: 'Refinery record year',
    text: 'Record throughput at European Refineries Ltd: a dividend of £5,000 a block.',
    effects: [{ kind: 'dividend', company: 'refinery', perBlock: 5_000 }],
  },
  {
    id: 'news-11',
    title: 'Shipping dividend',
    text: 'Anglo Tanker Shipping Co. declares a dividend of £2,500 a block.',
    effects: [{ kind: 'dividend', company: 'shipping', perBlock: 2_500 }],
  },
  {
    id: 'news-12',
    title: 'Shipping record year',
    text: 'High charter rates: Anglo Tanker Shipping Co. pays £5,000 a block.',
    effects: [{ kind: 'dividend', company: 'shipping', perBlock: 5_000 }],
  },
  {
    id: 'news-13',
    title: 'Refinery shares up',
    text: 'A new cracking plant at Rotterdam: European Refineries shares rise £5,000 a block.',
    effects: [{ kind: 'sharePrice', company: 'refinery', by: 5_000 }],
  },
  {
    id: 'news-14',
    title: 'Shipping shares down',
    text: 'Too many ships on order: Anglo Tanker Shipping shares fall £5,000 a block.',
    effects: [{ kind: 'sharePrice', company: 'shipping', by: -5_000 }],
  },
  {
    id: 'news-15',
    title: 'Gale in Biscay',
    text: 'A gale off Cape Finisterre: every tanker there or in the Western Approaches founders.',
    effects: [{ kind: 'tankersLostAt', stages: ['cape-finisterre', 'western-approaches'] }],
  },
  {
    id: 'news-16',
    title: 'Demand boom',
    text: "Europe's motorists want more petrol: everyone marks one week's production for all their wells.",
    effects: [{ kind: 'production', weeks: 1 }],
  },
  {
    id: 'news-17',
    title: 'Government levy',
    text: 'The host governments raise their take: everyone pays £5,000 for each of their wells.',
    effects: [{ kind: 'payPerWell', amount: 5_000 }],
  },
  {
    id: 'news-18',
    title: 'Pipeline sabotaged',
    text: 'The IPC pipeline is blown up in Syria: all Iraq wells lose their stores.',
    effects: [{ kind: 'storesLost', area: 'iraq' }],
  },
];

/** Seed: a MEMO card is kept only when it says so. */
export function isKeptCard(card: Card): boolean {
  return card.effects.some((e) => e.kind === 'keep');
}

// ---------------------------------------------------------------------------------------------------------
// Engine choices the seed leaves open
// ---------------------------------------------------------------------------------------------------------

/**
 * Design: the Emir's friendship (kept MEMO) is played by itself, on the first payment a card orders of you
 * that is at least this much or that you could not pay in cash: the moment a player at the table would use it,
 * and one question fewer in a chat thread.
 */
export const WAIVE_PAYMENT_FROM = 20_000;
/** Design: open deal offers a player may have at once (a thread is not a trading floor). */
export const MAX_OPEN_OFFERS = 3;
/** Design: offers a player may make in one turn (withdrawn and declined ones count: no spam in a thread). */
export const MAX_OFFERS_PER_TURN = 6;
/**
 * Design: rounds a declined offer is remembered (the one it was declined in and the next seven, a quarter of a
 * standard game). Meanwhile the bot that made it puts no offer to the player who declined: with three bots, a
 * person holding what they want was asked to answer on each of their turns. Measured over 5 games of four
 * greedy bots, one of which declines everything (as a person might): it was asked 15 times a game before, the
 * same offer again most times; remembering 3 rounds gave 20 (the bots asked other things instead), 5 gave 13,
 * 8 gives 9.
 */
export const DECLINED_MEMORY_ROUNDS = 8;
