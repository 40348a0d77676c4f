/**
 * What a player last typed into a form that keeps it (`FormSpec.keepsTyped`: Merit's "Write a deal…", Catan's
 * typed offer, discard and counter-offer), per game, when the form was refused (a price it could not read, a
 * player not at the table, a deal the engine turned down): the next time they open that form in that game, its
 * fields start with it, so they fix the one field instead of typing the deal again. Forgotten once a move from
 * the form is made. A form with a `draftScope` (the turn, the offer answered) reuses a draft only in the scope it
 * was typed in: last turn's refused discard does not open the next one.
 *
 * A form sent after the game moved on (another tab, another player's answer) is refused before it is read: what
 * it was opened as (`opened`: the version and scope it was drawn at, its fields' labels) gives the player their
 * text back, quoted in the refusal, and, for a form that keeps what was typed, in the form when they open it
 * again in the same scope.
 *
 * Kept in memory only (like the open choosers): a restart forgets the drafts and openings, which costs a player
 * some typing and nothing else. Private: only the player who typed it is shown it, in their own modal or reply.
 */

/** Drafts remembered at most; past it the oldest goes (a few hundred bytes each). Openings likewise. */
export const MAX_DRAFTS = 5_000;

/** A form as it was shown to a player: what a submission refused before it is read is told back with. */
export interface FormOpening {
  /** The game version the form was drawn at (its submission's custom id carries it too). */
  version: number;
  /** `FormSpec.draftScope` then ('' without one). */
  scope: string;
  /** Whether the form keeps what was typed (`FormSpec.keepsTyped`). */
  keepsTyped: boolean;
  /** Its text fields, in order: id and label. */
  fields: readonly { id: string; label: string }[];
}

export class FormDrafts {
  private readonly byKey = new Map<string, { scope: string; values: Record<string, string> }>();
  /** The form each player last opened, per game and form. */
  private readonly openings = new Map<string, FormOpening>();

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

  /** `userId` was shown form `form` of game `row` as `opening`. */
  opened(row: number, userId: string, form: string, opening: FormOpening): void {
    const key = FormDrafts.key(row, userId, form);
    this.openings.delete(key); // re-inserted as the newest
    this.openings.set(key, opening);
    if (this.openings.size > MAX_DRAFTS) {
      const oldest = this.openings.keys().next().value;
      if (oldest !== undefined) this.openings.delete(oldest);
    }
  }

  /** How form `form` of game `row` was last shown to `userId`, if it was drawn at `version`. */
  opening(row: number, userId: string, form: string, version: number): FormOpening | undefined {
    const opening = this.openings.get(FormDrafts.key(row, userId, form));
    return opening?.version === version ? opening : undefined;
  }

  /** A move was made from the form: its draft is done with, and so is its opening. */
  sent(row: number, userId: string, form: string): void {
    const key = FormDrafts.key(row, userId, form);
    this.byKey.delete(key);
    this.openings.delete(key);
  }

  /** How many drafts are kept (tests). */
  get size(): number {
    return this.byKey.size;
  }
}
