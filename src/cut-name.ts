/**
 * Cutting a player's name to fit, shared by the pictures and the messages: `fits` says what room there is, so the
 * picture's cards measure in pixels (render/merit-oil/cards.ts) and a turn message's title in characters
 * (discord/title-fit.ts), and both cut a name alike.
 */

/**
 * A name cut until `fits` takes it: whole when it fits, else cut in the middle where its last word is a number or
 * a letter or two, so the end that tells names apart stays ("Greedy…3"); else cut at the end ("Maximil…").
 */
export function cutName(name: string, fits: (text: string) => boolean): string {
  if (fits(name)) return name;
  const tail = / (\d+|\S{1,2})$/.exec(name)?.[1] ?? '';
  let head = name.slice(0, name.length - (tail ? tail.length + 1 : 0)).trimEnd();
  while (head.length > 1 && !fits(`${head}…${tail}`)) head = head.slice(0, -1).trimEnd();
  return `${head}…${tail}`;
}

/**
 * A name cut for a picture's card: whole when it fits; else, for a numbered name of several words, its first word
 * and its number ("Greedy bot 2" → "Greedy 2", where `cutName` read "Greedy…2" on a five- or six-player card);
 * else as `cutName` cuts it.
 */
export function cutCardName(name: string, fits: (text: string) => boolean): string {
  if (fits(name)) return name;
  const numbered = /^(\S+)(?: \S+)+ (\d+)$/.exec(name);
  const short = numbered ? `${numbered[1]} ${numbered[2]}` : null;
  if (short && fits(short)) return short;
  return cutName(name, fits);
}
