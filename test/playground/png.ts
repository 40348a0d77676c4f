/** A valid 1x1 PNG (an oil-brown pixel) for attachment tests. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGM4USH3HwAFyAJebOy2JAAAAABJRU5ErkJggg==',
  'base64',
);
