import { COLOUR_NAMES } from '../../games/colours';

/**
 * Colours and marker shapes. Player colours come from the Okabe–Ito colour-blind-safe set (plus white), and
 * every seat also owns a distinct marker shape drawn on its pieces and beside its name, so colour is never
 * the only cue.
 */

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'star';

export interface PlayerStyle {
  /**
   * The colour's name as players say it, for legends, alt text and the pictures' words. Two fills are Okabe–Ito's
   * vermillion (#D55E00) and reddish purple (#CC79A7), which read orange and pink: players say what they see.
   */
  name: string;
  /** Piece fill. */
  fill: string;
  /** Outline around pieces (dark on light colours). */
  outline: string;
  /** Colour of the marker glyph drawn on the piece (contrasts with `fill`). */
  ink: string;
  marker: MarkerShape;
}

/** Seat i uses PLAYER_STYLES[i % length]. Order chosen so the first four are the most distinct. */
export const PLAYER_STYLES: readonly PlayerStyle[] = [
  { name: COLOUR_NAMES[0], fill: '#0072B2', outline: '#0B1F33', ink: '#FFFFFF', marker: 'circle' },
  { name: COLOUR_NAMES[1], fill: '#D55E00', outline: '#2A1200', ink: '#FFFFFF', marker: 'square' },
  { name: COLOUR_NAMES[2], fill: '#F4F4F4', outline: '#1A1A1A', ink: '#1A1A1A', marker: 'triangle' },
  { name: COLOUR_NAMES[3], fill: '#CC79A7', outline: '#2E0F22', ink: '#1A1A1A', marker: 'diamond' },
  { name: COLOUR_NAMES[4], fill: '#009E73', outline: '#00261B', ink: '#FFFFFF', marker: 'cross' },
  { name: COLOUR_NAMES[5], fill: '#F0E442', outline: '#2B2800', ink: '#1A1A1A', marker: 'star' },
];

export function playerStyle(seat: number): PlayerStyle {
  const n = PLAYER_STYLES.length;
  return PLAYER_STYLES[((seat % n) + n) % n] as PlayerStyle;
}

/** Interface colours shared by every game's renderer. */
export const UI = {
  sea: '#1F5F8B',
  seaDeep: '#174A6E',
  seaLight: '#2C7AAE',
  panel: '#15202B',
  panelCard: '#1E2D3B',
  panelCardActive: '#27425C',
  panelBorder: '#3A5670',
  text: '#FFFFFF',
  textDim: '#B8C7D6',
  textDark: '#1A1A1A',
  highlight: '#FFE200',
  highlightOutline: '#1A1A1A',
  select: '#FFFFFF',
  selectRing: '#E6007E',
  token: '#F6EAC9',
  tokenRim: '#5C4A2A',
  tokenRed: '#C3161C',
  tokenInk: '#222222',
  danger: '#E5484D',
  oil: '#111111',
  oilSheen: '#5A5A5A',
  gold: '#F5C542',
} as const;
