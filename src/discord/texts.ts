/** Fixed sentences shared by several handlers. */
/**
 * Where a game ended early (`/oil end`: lifecycle `abandoned`) stands in its last turn message and picture's alt
 * text, in place of whose move it was.
 */
export const ENDED_TEXT = 'The game was ended before anyone won.';

export const FORGED_TEXT = 'That control is not one of mine (or it is damaged), so it did nothing.';

/**
 * What a command or button about a game's play says in the thread of a lobby closed before its start: there was
 * never a board, a hand or a turn to show.
 */
export const LOBBY_CLOSED_TEXT = 'This lobby was closed — start a new game with `/oil new`.';
