/** Money and tonnage in the log's words: "£27,000", "9,000 t" (no Intl: the engine's hot path writes these). */

const grouped = (n: number): string => {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
};
export const pounds = (n: number): string => (n < 0 ? `-£${grouped(-n)}` : `£${grouped(n)}`);
export const tons = (n: number): string => `${grouped(n)} t`;
