/** Discord's documented limits that its OpenAPI description does not express on its own. */
export const LIMITS = {
  contentLength: 2000,
  embeds: 10,
  embedTotalCharacters: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  embedFieldName: 256,
  embedFieldValue: 1024,
  embedFooterText: 2048,
  embedAuthorName: 256,
  actionRows: 5,
  buttonsPerRow: 5,
  selectOptions: 25,
  customIdLength: 100,
  buttonLabel: 80,
  attachmentBytes: 10 * 1024 * 1024,
  filesPerMessage: 10,
  /** An interaction must be acknowledged within 3 s. */
  interactionAckMs: 3000,
  /** Interaction tokens (follow-ups, @original) stay valid for 15 minutes. */
  interactionTokenMs: 15 * 60 * 1000,
} as const;
