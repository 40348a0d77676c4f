/**
 * The since picture: a game's board as it stands now with what changed since a player's latest action marked
 * (rings or outlines in the highlight colour), and the caption saying what the marks mean. Each game's drawer
 * compares two public views; the bot shows the result only in My hand (private to that player).
 */

export interface SincePicture {
  png: Buffer;
  /** What the marks mean, as the picture draws it, e.g. "Ringed: changed since your last turn". */
  caption: string;
  /**
   * The picture's alt text where it says more than the caption (Catan's: whose building each flood ring marks);
   * else the caption is.
   */
  alt?: string;
}

/** What a since drawer is asked besides the two views: plain data, so it can be posted to a worker thread. */
export interface SinceRenderOptions {
  /** Seats a bot plays for their player, tagged "bot" in the player panels as on the public picture. */
  tags?: readonly (string | undefined)[];
}

/**
 * Draws `now` (a public view) with what changed since `before` (the public view just after the player's latest
 * action) marked; null when nothing the picture can mark changed.
 */
export type SinceRenderer = (
  before: unknown,
  now: unknown,
  names: readonly string[],
  opts?: SinceRenderOptions,
) => Promise<SincePicture | null>;
