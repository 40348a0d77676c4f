/**
 * The typed deal (seed: shares or oil stores "at a price you agree upon"): a modal naming the other player,
 * whether you sell or buy, the goods and the price. The engine checks the deal itself when it is made; this
 * only turns the words into an `offerDeal` action, or says plainly what it could not read.
 */
import { AREAS, CONCESSIONS, PORTS, type Area, type ShareCompany } from '../../games/merit-oil/data';
import type { DealGoods, MeritView } from '../../games/merit-oil/types';
import type { FormSpec } from './types';
import { DEAL_FORM, mayWriteDeal } from './merit-oil-public';
import { areaName } from './merit-oil-words';
import { listWords, safeName } from '../names';

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Digits grouped in thousands by commas, spaces or dots ("45,000", "18 000", "45.000", as much of Europe writes
 * them: read as 45.0, "£45.000" was an offer of £45) written together; a dot before k or m is a decimal point
 * ("1.5m"), and a comma out of place ("20,00": £2,000 or £20,000?) is left in, so the number is not read.
 */
function joinThousands(text: string): string {
  return text
    .replace(/\d{1,3}(?:[,\s]\d{3})+(?![\d,])/g, (n) => n.replace(/[,\s]/g, ''))
    .replace(/\b\d{1,3}(?:\.\d{3})+(?![\d.,]|\s*[km])/g, (n) => n.replace(/\./g, ''));
}

/** "45000", "45,000", "£45k", "0.1m" → pounds. */
export function parsePounds(text: string): Parsed<number> {
  const t = joinThousands(text.trim().toLowerCase()).replace(/[£\s]/g, '');
  const m = /^(\d+(?:\.\d+)?)(k|m)?$/.exec(t);
  if (!m)
    return { ok: false, error: `"${safeName(text)}" is not a price: write it like 45000, £45,000 or 45k.` };
  const n = Number(m[1]) * (m[2] === 'k' ? 1_000 : m[2] === 'm' ? 1_000_000 : 1);
  if (!Number.isFinite(n) || n > 100_000_000)
    return { ok: false, error: `"${safeName(text)}" is too much money.` };
  return { ok: true, value: Math.round(n) };
}

/** Words that name an area's oil: the country, its fields and its port. */
const AREA_WORDS: ReadonlyArray<readonly [string, Area]> = [
  ...AREAS.map((a) => [areaName(a).toLowerCase(), a] as const),
  ...AREAS.map((a) => [a, a] as const),
  ...CONCESSIONS.map((c) => [c.field.toLowerCase(), c.area] as const),
  ...Object.values(PORTS).map((p) => [p.name.toLowerCase(), p.area] as const),
  ['lebanon', 'iraq'],
];

/** Words that name a company's shares. */
const SHARE_WORDS: ReadonlyArray<readonly [RegExp, ShareCompany]> = [
  [/refiner/, 'refinery'],
  [/shipping|tanker co/, 'shipping'],
];

/** Blocks counted in words ("two refinery blocks"), up to the bank's ten; "a block" is one. */
const COUNT_WORDS = ['a', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Words that say there are blocks but not how many: no count can be read from them. */
const VAGUE_COUNTS = ['several', 'some', 'few', 'many', 'all'];

/**
 * The blocks counted in a word ("two refinery blocks": 2), 0 for a word that counts none ("several"), or 1 when
 * no word counts them ("refinery").
 */
function countInWords(t: string): number {
  for (const w of t.split(/[^a-z]+/)) {
    if (VAGUE_COUNTS.includes(w)) return 0;
    const i = COUNT_WORDS.indexOf(w === 'an' ? 'a' : w);
    if (i >= 0) return Math.max(i, 1);
  }
  return 1;
}

/** An amount in a goods text (thousands joined): a figure ("2", "4.5") or a count in words ("two"; not "a"). */
const AMOUNT = new RegExp(`\\d+(?:\\.\\d+)?|\\b(?:${COUNT_WORDS.slice(1).join('|')})\\b`, 'g');

/** "2 refinery shares", "1 block of shipping", "9000 t kuwait oil", "9k tons of Burgan" → goods. */
export function parseGoods(text: string): Parsed<DealGoods> {
  const t = joinThousands(text.trim().toLowerCase());
  if (!t)
    return { ok: false, error: 'Say what changes hands, e.g. "2 refinery shares" or "9000 t Kuwait oil".' };
  const companies = SHARE_WORDS.filter(([w]) => w.test(t)).map(([, c]) => c);
  const areas = new Set(AREA_WORDS.filter(([w]) => t.includes(w)).map(([, a]) => a));
  // A deal moves one kind of goods: "1 refinery and 1 shipping" was an offer of 1 Refinery block alone.
  if (companies.length + areas.size > 1)
    return {
      ok: false,
      error: `"${safeName(text)}": one kind of goods per deal (Refinery shares, Shipping shares or one area's oil); offer the others in a deal of their own.`,
    };
  // One amount per deal: "1 refinery and 2 more" was an offer of 1 block, the first number alone.
  const amounts = t.match(AMOUNT) ?? [];
  if (amounts.length > 1)
    return {
      ok: false,
      error: `"${safeName(text)}": one amount per deal, and this says ${listWords(
        amounts.map((a) => `"${a}"`),
        'and',
      )}; write how many once, e.g. "3 refinery shares" or "9000 t Kuwait oil".`,
    };
  const company: ShareCompany | null = companies[0] ?? null;
  // "9k t", "27kt", "4.5 kt": thousands of tons.
  const number = /(\d+(?:\.\d+)?)\s*(k(?=t\b|\b))?/.exec(t);
  if (company) {
    // Without a figure the blocks are counted in a word ("two refinery blocks"), or it is one ("refinery").
    const blocks = number ? Number(number[1]) : countInWords(t);
    if (!Number.isInteger(blocks) || blocks < 1 || blocks > 100)
      return { ok: false, error: `"${safeName(text)}": say how many blocks, a whole number.` };
    return { ok: true, value: { kind: 'shares', company, blocks } };
  }
  const [area] = areas;
  if (!area)
    return {
      ok: false,
      error: `"${safeName(text)}": name shares (refinery or shipping) or oil of an area (Kuwait, Iraq, Qatar, Iran, Trinidad).`,
    };
  if (!number) return { ok: false, error: `"${safeName(text)}": say how many tons, e.g. 9000 t.` };
  const tons = Math.round(Number(number[1]) * (number[2] ? 1_000 : 1));
  if (tons < 1 || tons > 1_000_000)
    return { ok: false, error: `"${safeName(text)}": that is not a tonnage.` };
  return { ok: true, value: { kind: 'stores', area, tons } };
}

/**
 * The other player named in `text`: a name as typed (`names`), or its start. The error is message text: the
 * names in it, and the text read, escaped.
 */
export function parsePlayer(text: string, names: readonly string[], self: number): Parsed<number> {
  const typed = text.trim().toLowerCase().replace(/^@/, '');
  // The scores name a seat a bot plays "Caro (bot)": copied from there it means Caro (unless a name ends so).
  const t = names.some((n) => n.toLowerCase() === typed) ? typed : typed.replace(/\s*\(bot\)$/, '');
  if (!t) return { ok: false, error: 'Say to whom.' };
  const others = names.map((n, seat) => ({ n: n.toLowerCase(), seat })).filter((x) => x.seat !== self);
  const exact = others.filter((x) => x.n === t);
  const prefix = others.filter((x) => x.n.startsWith(t));
  const found = exact.length === 1 ? exact : prefix;
  if (found.length === 1) return { ok: true, value: found[0]!.seat };
  const said = (seats: readonly { seat: number }[]) => seats.map((x) => safeName(names[x.seat] ?? ''));
  if (found.length > 1)
    return { ok: false, error: `"${safeName(text)}" could be ${said(found).join(' or ')}.` };
  return {
    ok: false,
    error: `"${safeName(text)}" is not another player here (${said(others).join(', ')}).`,
  };
}

export function meritForms(view: MeritView, seat: number, names: readonly string[]): FormSpec[] {
  if (!mayWriteDeal(view, seat)) return [];
  const others = names.filter((_, s) => s !== seat && !view.players[s]?.bankrupt);
  return [
    {
      key: DEAL_FORM.key,
      buttonLabel: DEAL_FORM.label,
      title: 'Offer a deal',
      // Refused ("not a price", a name not at the table, a deal the engine turns down), it reopens as typed.
      keepsTyped: true,
      fields: [
        { id: 'to', label: 'To whom', placeholder: others.join(', ') || 'another player' },
        { id: 'side', label: 'You sell or you buy?', placeholder: 'sell or buy' },
        { id: 'goods', label: 'What', placeholder: 'e.g. 2 refinery shares, or 9000 t Kuwait oil' },
        { id: 'price', label: 'For how much (£)', placeholder: 'e.g. 45000 or 45k' },
      ],
      parse(values) {
        const to = parsePlayer(values.to ?? '', names, seat);
        if (!to.ok) return to;
        const side = (values.side ?? '').trim().toLowerCase();
        const sideValue = /^(s|sell|sells|selling)$/.test(side)
          ? 'sell'
          : /^(b|buy|buys|buying)$/.test(side)
            ? 'buy'
            : null;
        if (!sideValue) return { ok: false, error: `"${safeName(values.side ?? '')}": write sell or buy.` };
        const goods = parseGoods(values.goods ?? '');
        if (!goods.ok) return goods;
        const price = parsePounds(values.price ?? '');
        if (!price.ok) return price;
        return {
          ok: true,
          action: {
            type: 'offerDeal',
            to: to.value,
            side: sideValue,
            goods: goods.value,
            price: price.value,
          },
        };
      },
    },
  ];
}
