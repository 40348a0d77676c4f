/** Fixed sentences shared by several handlers. */
export const FORGED_TEXT = 'That control is not one of mine (or it is damaged), so it did nothing.';
