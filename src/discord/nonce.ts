/**
 * Discord's longest message nonce (characters): a key used as a nonce is cut to it, and the stand-in refuses a
 * longer one, as Discord does.
 */
export const NONCE_LENGTH = 25;
