/** The shared drawing kit: every game's renderer builds on these. */
export * from './fonts';
export * from './palette';
export * from './text';
export * from './hex';
export * from './shapes';
export * from './icons';
export * from './pieces';
export * from './panel';
export * from './encode';
export * from './picture';
export * from './transform';
