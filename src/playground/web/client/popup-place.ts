/**
 * Where a select menu's list opens, as Discord opens it: below its box when the list fits there, else upward
 * when there is more room above (a menu in the newest message, just over the message box, or near the bottom of
 * a phone's screen), and never taller than the room on the side it opens to. The room is what shows of the
 * nearest scrolling box (the message list) within the window: a list running past it would be cut off.
 */

/** Below the room a list is never squeezed to: a few options still show, and the list scrolls. */
const MIN_ROOM_PX = 120;
/** Space kept between the list and the edge of the room. */
const MARGIN_PX = 8;

/** The visible part of the nearest ancestor of `el` that clips what overflows it, within the window. */
function visibleRoom(el: HTMLElement): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (let a = el.parentElement; a; a = a.parentElement) {
    const overflow = getComputedStyle(a).overflowY;
    if (overflow === 'visible') continue;
    const rect = a.getBoundingClientRect();
    top = Math.max(top, rect.top);
    bottom = Math.min(bottom, rect.bottom);
  }
  return { top, bottom };
}

/**
 * Opens `list` (shown, positioned by CSS under `box`) below `box`, or above it (`box` gets the class `up`),
 * and caps its height to the room on that side.
 */
export function placeList(box: HTMLElement, list: HTMLElement): void {
  box.classList.remove('up');
  list.style.maxHeight = '';
  const wanted = list.getBoundingClientRect().height;
  const room = visibleRoom(box);
  const rect = box.getBoundingClientRect();
  const below = room.bottom - rect.bottom - MARGIN_PX;
  const above = rect.top - room.top - MARGIN_PX;
  const up = wanted > below && above > below;
  box.classList.toggle('up', up);
  const fits = Math.max(up ? above : below, MIN_ROOM_PX);
  if (wanted > fits) list.style.maxHeight = `${Math.floor(fits)}px`;
}
