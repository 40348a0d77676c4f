/** Picture layout: a landscape canvas, the board on the left, the side panel on the right. */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CatanLayout {
  width: number;
  height: number;
  /** The strip above the board: last action caption, or the selection prompt. */
  caption: Box;
  board: Box;
  panel: Box;
  /** Board-unit margin around the hexes' corners (room for harbors). */
  boardMargin: number;
}

/** 16:10 landscape. Wide enough to stay legible when a phone scales it to ~400 px. */
export const CATAN_LAYOUT: CatanLayout = {
  width: 1280,
  height: 800,
  caption: { x: 12, y: 10, w: 796, h: 50 },
  // 798 px, not the 820 left of the panel: the board sits 11 px further left, so the harbor token on the east
  // coast's north-south path stays whole (a ratio at the phone's floor needs a larger token), and the
  // intersection numbers in the sea west of the board too.
  board: { x: 0, y: 56, w: 798, h: 744 },
  panel: { x: 820, y: 0, w: 460, h: 800 },
  boardMargin: 0.78,
};

/** Terrain colours and the icon drawn on each. */
export const TERRAIN_STYLE = {
  forest: { fill: '#2F7D3A', dark: '#215A29', label: 'forest' },
  pasture: { fill: '#8CCB5E', dark: '#6FAE45', label: 'pasture' },
  fields: { fill: '#EDC24A', dark: '#D3A732', label: 'fields' },
  hills: { fill: '#C8623A', dark: '#A84C29', label: 'hills' },
  mountains: { fill: '#8D97A5', dark: '#6F7988', label: 'mountains' },
  desert: { fill: '#E6D39C', dark: '#CDB87E', label: 'desert' },
} as const;

export const SPRING_STYLE = { fill: '#2D3236', dark: '#1C2023' } as const;
export const POLLUTED_STYLE = { fill: '#6E6656', dark: '#4A4438', sludge: '#2B2620' } as const;
export const SAND = '#E9D9A6';
