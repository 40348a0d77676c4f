/**
 * What a player last typed into a form that keeps it (`FormSpec.keepsTyped`: Merit's "Write a deal…", Catan's
 * typed offer, discard and counter-offer), per game, when the form was refused (a price it could not read, a
 * player not at the table, a deal the engine turned down): the next time they open that form in that game, its
 * fields start with it, so they fix the one field instead of typing the deal again. Forgotten once a move from
 * the form is made. A form with a `draftScope` (the turn, the offer answered) reuses a draft only in the scope it
 * was typed in: last turn's refused discard does not open the next one.
 *
 * Kept in memory only (like the open choosers): a restart forgets the drafts, which costs a player some typing
 * and nothing else. Private: only the player who typed it is shown it, in their own modal.
 */

/** Drafts remembered at most; past it the oldest goes (a few hundred bytes each). */
export const MAX_DRAFTS = 5_000;

export class FormDrafts {
  private readonly byKey = new Map<string, { scope: string; values: Record<string, string> }>();

  private static key(row: number, userId: string, form: string): string {
    return `${row}:${userId}:${form}`;
  }

  /**
   * `values`, as `userId` typed them into form `form` of game `row` (in `scope`), refused: kept for the next
   * opening.
   */
  refused(
    row: number,
    userId: string,
    form: string,
    values: Readonly<Record<string, string>>,
    scope = '',
  ): void {
    const key = FormDrafts.key(row, userId, form);
    this.byKey.delete(key); // re-inserted as the newest
    this.byKey.set(key, { scope, values: { ...values } });
    if (this.byKey.size > MAX_DRAFTS) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.byKey.delete(oldest);
    }
  }

  /** What `userId` last typed into form `form` of game `row` in `scope` and was refused, if anything. */
  draft(row: number, userId: string, form: string, scope = ''): Readonly<Record<string, string>> | undefined {
    const kept = this.byKey.get(FormDrafts.key(row, userId, form));
    return kept?.scope === scope ? kept.values : undefined;
  }

  /** A move was made from the form: its draft is done with. */
  sent(row: number, userId: string, form: string): void {
    this.byKey.delete(FormDrafts.key(row, userId, form));
  }

  /** How many drafts are kept (tests). */
  get size(): number {
    return this.byKey.size;
  }
}
