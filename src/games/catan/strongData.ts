/**
 * The strong bot's designed numbers: its thinking budget (counted in simulated actions, never wall-clock
 * time, so a replay or a test makes the same choice) and the weights of its evaluation, in victory points.
 */

/** Set-up: the best intersections by a quick look that are searched (each with a set-up playout). */
export const SETUP_CANDIDATES = 12;
/** Samples of the hidden parts (others' cards, deck, dice) each candidate move is tried in, averaged. */
export const SAMPLES = 1;
/** Most simulated actions one decision may spend (candidate moves, their turn completions, set-up playouts). */
export const NODE_BUDGET = 900;
/** Domestic 1-for-1 offers the bot may make in a turn (each makes every other player answer). */
export const OFFERS_PER_TURN = 1;
/** Most actions the turn completion after a candidate may take (the greedy policy finishing the turn). */
export const COMPLETION_STEPS = 12;

/** One pip of production (a 6 or 8 is 5 pips), per building level, early in the game. */
export const W_PIP = 0.1;
/** Production weight per resource (lumber, brick, wool, grain, ore, then a scenario's: oil). */
export const RESOURCE_WEIGHT: readonly number[] = [1.0, 1.0, 0.75, 1.0, 1.05, 0.9];
/** A hex under the robber produces this fraction. */
export const ROBBED_FACTOR = 0.25;
/** Each resource produced at all. */
export const W_DIVERSITY = 0.25;
/** A 2:1 harbor for a resource produced at `HARBOR_MIN_PIPS` or more; any generic 3:1 harbor. */
export const W_SPECIAL_HARBOR = 0.35;
export const HARBOR_MIN_PIPS = 4;
export const W_GENERIC_HARBOR = 0.2;
/** Each card in hand (up to the discard limit), and each card above it (the risk of a 7). */
export const W_CARD = 0.06;
export const HAND_SAFE = 7;
export const W_CARD_OVER = -0.08;
/** Each card of a city or settlement already in hand (progress toward the next build). */
export const W_PROGRESS = 0.1;
/** An unplayed development card that is not a victory point card (those count as VP). */
export const W_DEV = 0.35;
/** Each knight played (toward Largest Army), each road segment (toward Longest Road). */
export const W_KNIGHT = 0.12;
export const W_ROAD = 0.06;
/** Each open settlement spot the seat's roads reach (at most `SPOTS_COUNTED`), and the best one's pips. */
export const W_SPOT = 0.3;
export const SPOTS_COUNTED = 2;
export const W_SPOT_PIPS = 0.03;
/** How much an opponent's value counts against the seat's: the leader's, and the mean of the others. */
export const W_LEADER = 0.5;
export const W_OTHERS = 0.2;
/** A finished game: a win or a loss outweighs every other term. */
export const WIN_VALUE = 1000;
