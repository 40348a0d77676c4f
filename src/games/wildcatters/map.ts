/** Lookups over the designed world map and deck (data.ts), built once: regions, fields, lines, routes, cards. */
import {
  AREA_LIST,
  DARK_CARDS,
  HARBOURS,
  LIGHT_CARDS,
  OIL_FIELDS,
  RAILWAYS,
  REFINERY_SITES,
  type AreaCard,
  type AreaId,
  type ContinentId,
  type OilField,
  type Railway,
  type RefinerySite,
  type Region,
} from './data';
import type { RegionId } from './types';

export const regionId = (r: Region): RegionId => (r.kind === 'area' ? r.area : r.continent);

const AREA_CONTINENT = new Map<string, ContinentId>(AREA_LIST.map((a) => [a.id, a.continent]));

/** The continent a region lies on (a white continent is its own region). */
export function continentOf(region: RegionId): ContinentId {
  return AREA_CONTINENT.get(region) ?? (region as ContinentId);
}

export const isArea = (region: RegionId): region is AreaId => AREA_CONTINENT.has(region);

export const FIELD_BY_ID = new Map<string, OilField>(OIL_FIELDS.map((f) => [f.id, f]));
export const FIELD_IDS: readonly string[] = OIL_FIELDS.map((f) => f.id);
export const fieldRegion = (field: string): RegionId => regionId(FIELD_BY_ID.get(field)!.region);

/** The fields of each region. */
export const FIELDS_OF_REGION = new Map<RegionId, string[]>();
for (const f of OIL_FIELDS) {
  const r = regionId(f.region);
  FIELDS_OF_REGION.set(r, [...(FIELDS_OF_REGION.get(r) ?? []), f.id]);
}
export const REGIONS: readonly RegionId[] = [...FIELDS_OF_REGION.keys()];

/** The wildcatter field of an area (where its disk stands). */
export function wildcatterField(area: AreaId): string {
  return OIL_FIELDS.find((f) => f.wildcatterSpot && regionId(f.region) === area)!.id;
}

export const RAILWAY_BY_ID = new Map<string, Railway>(RAILWAYS.map((r) => [r.id, r]));
export const RAILWAY_IDS: readonly string[] = RAILWAYS.map((r) => r.id);
export const railwayRegion = (railway: string): RegionId => fieldRegion(RAILWAY_BY_ID.get(railway)!.field);
/** The lines leaving each field. */
export const RAILWAYS_OF_FIELD = new Map<string, Railway[]>();
for (const r of RAILWAYS) RAILWAYS_OF_FIELD.set(r.field, [...(RAILWAYS_OF_FIELD.get(r.field) ?? []), r]);

export const HARBOUR_IDS: readonly string[] = HARBOURS.map((h) => h.id);
export const HARBOUR_SET = new Set(HARBOUR_IDS);

export const SITE_BY_ID = new Map<string, RefinerySite>(REFINERY_SITES.map((s) => [s.id, s]));
export const SITE_IDS: readonly string[] = REFINERY_SITES.map((s) => s.id);
export const siteRegion = (site: string): RegionId => regionId(SITE_BY_ID.get(site)!.region);

const ALL_CARDS: readonly AreaCard[] = [...LIGHT_CARDS, ...DARK_CARDS];
export const CARD_BY_ID = new Map<string, AreaCard>(ALL_CARDS.map((c) => [c.id, c]));
export const card = (id: string): AreaCard => CARD_BY_ID.get(id)!;

/** A way from a field to a refinery site: one railway, then perhaps a tanker voyage from its harbour. */
export interface Route {
  railway: string;
  /** The harbour the tanker sails from, or null for a rail-only route. */
  seaFrom: string | null;
}

/**
 * The routes from `field` to `site` (design: a line straight to the refinery; or a line to a harbour that is
 * the refinery's own; or a line to a harbour and a tanker to the refinery's harbour). Rail-only routes first.
 */
function routesOf(field: string, site: string): Route[] {
  const s = SITE_BY_ID.get(site)!;
  const rail: Route[] = [];
  const sea: Route[] = [];
  for (const line of RAILWAYS_OF_FIELD.get(field) ?? []) {
    if (line.to.kind === 'refinery') {
      if (line.to.id === site) rail.push({ railway: line.id, seaFrom: null });
    } else if (s.harbour === line.to.id) rail.push({ railway: line.id, seaFrom: null });
    else if (s.harbour !== null) sea.push({ railway: line.id, seaFrom: line.to.id });
  }
  return [...rail, ...sea];
}

const ROUTES = new Map<string, Route[]>();
for (const f of FIELD_IDS) for (const s of SITE_IDS) ROUTES.set(`${f}|${s}`, routesOf(f, s));
export const routes = (field: string, site: string): Route[] => ROUTES.get(`${field}|${site}`) ?? [];

/** The railways and refinery sites of each region (a railway belongs to its field's region). */
export const RAILWAYS_OF_REGION = new Map<RegionId, string[]>();
for (const r of RAILWAYS) {
  const reg = fieldRegion(r.field);
  RAILWAYS_OF_REGION.set(reg, [...(RAILWAYS_OF_REGION.get(reg) ?? []), r.id]);
}
export const SITES_OF_REGION = new Map<RegionId, string[]>();
for (const s of REFINERY_SITES) {
  const reg = regionId(s.region);
  SITES_OF_REGION.set(reg, [...(SITES_OF_REGION.get(reg) ?? []), s.id]);
}
