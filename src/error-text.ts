/** An error's message, or the thrown value as text: what the tools, the store's checks and refusals print. */
export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
