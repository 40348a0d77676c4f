/** Seat tokens in event texts: engines write `{p2}`, presenters turn it into a display name. */
export function seatRef(seat: number): string {
  return `{p${seat}}`;
}

/** Replace every `{pN}` token with `names[N]` (or "Seat N+1" when unknown). */
export function formatSeats(text: string, names: readonly string[]): string {
  return text.replace(/\{p(\d+)\}/g, (_m, n: string) => names[Number(n)] ?? `Seat ${Number(n) + 1}`);
}
