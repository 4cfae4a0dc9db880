import type { Database } from '../../db/client.js';
import { cosIngredients, cosRestricted } from '../../db/schema/index.js';
import { cnKey, inciKey, solidKey } from './inci-key.js';
import { classEntriesOf } from './table3-classes.js';

export type Ingredient = typeof cosIngredients.$inferSelect;
export type Restricted = typeof cosRestricted.$inferSelect;

/**
 * The 2021 catalogue (8,933 rows) and table 3 (47 entries) held in memory: every search and a
 * 1,000-row batch check are map look-ups and one bounded scan, never a query per row. Kept
 * until an import in this process changes a row, and at most five minutes (an import by
 * another server on the same PostgreSQL is seen by then).
 */
export interface Catalogue {
  ingredients: Ingredient[];
  restricted: Restricted[];
  bySerial: Map<string, Ingredient>;
  byInci: Map<string, Ingredient[]>;
  /** Flagged rows only, by their INCI without spaces (a space the extraction put inside a word). */
  bySolid: Map<string, Ingredient[]>;
  byCn: Map<string, Ingredient[]>;
  /** Table-3 entries of a catalogue row (by serial), matched on the names the entry prints. */
  restrictedOf: Map<string, Restricted[]>;
  /** Table-3 class entries a catalogue row may fall under (the portal's reading of the class, to check). */
  mayFallUnderOf: Map<string, Restricted[]>;
  /** Catalogue serials each table-3 entry was matched to. */
  serialsOf: Map<number, string[]>;
  loadedAt: number;
}

const TTL_MS = 5 * 60_000;
let generation = 0;
const cache = new WeakMap<Database, { generation: number; catalogue: Promise<Catalogue> }>();

/** An import changed the rows: the next call reads them again. */
export const catalogueChanged = () => void generation++;

const push = <K, V>(m: Map<K, V[]>, k: K, v: V) => {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
};

/**
 * The names a table-3 entry prints, each a candidate for an exact catalogue match: the whole
 * name, its numbered parts ("(1) 巯基乙酸及其盐类；(2) 巯基乙酸酯类"), the names listed with 、 和
 * 或 ，如, and the base of "X及其盐类" (X itself; its salts are not matched by name). INCI names
 * are split on ";".
 */
export function printedNames(r: Pick<Restricted, 'cnName' | 'inciName'>): { cn: string[]; inci: string[] } {
  const cn = new Set<string>([r.cnName]);
  for (const part of r.cnName.split(/[；;]/)) {
    const p = part.replace(/^\s*\(\d\)\s*/, '').trim();
    cn.add(p);
    for (const piece of p.replace(/（[^）]*）/g, '').split(/、|和|或|，如|,\s*如|：/)) {
      const name = piece.trim();
      if (!name) continue;
      cn.add(name);
      const base = /^(.+?)及其/.exec(name)?.[1];
      if (base) cn.add(base);
    }
  }
  const inci = r.inciName
    ? r.inciName
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
  return { cn: [...cn].filter((n) => n.length >= 1), inci };
}

async function load(database: Database): Promise<Catalogue> {
  const [ingredients, restricted] = await Promise.all([
    database.db.select().from(cosIngredients).orderBy(cosIngredients.serial),
    database.db.select().from(cosRestricted).orderBy(cosRestricted.no),
  ]);
  const c: Catalogue = {
    ingredients,
    restricted,
    bySerial: new Map(ingredients.map((i) => [i.serial, i])),
    byInci: new Map(),
    bySolid: new Map(),
    byCn: new Map(),
    restrictedOf: new Map(),
    mayFallUnderOf: new Map(),
    serialsOf: new Map(),
    loadedAt: Date.now(),
  };
  for (const i of ingredients) {
    push(c.byInci, i.inciKey, i);
    push(c.byCn, cnKey(i.cnName), i);
    if (i.qualityFlag.includes('inci_space')) push(c.bySolid, solidKey(i.inci), i);
  }
  for (const r of restricted) {
    const names = printedNames(r);
    const hits = new Set<Ingredient>();
    for (const n of names.inci) for (const i of c.byInci.get(inciKey(n)) ?? []) hits.add(i);
    for (const n of names.cn) for (const i of c.byCn.get(cnKey(n)) ?? []) hits.add(i);
    c.serialsOf.set(r.no, [...hits].map((i) => i.serial).sort());
    for (const i of hits) push(c.restrictedOf, i.serial, r);
  }
  const byNo = new Map(restricted.map((r) => [r.no, r]));
  for (const i of ingredients)
    for (const no of classEntriesOf(i.inci)) {
      const entry = byNo.get(no);
      if (entry && !c.restrictedOf.get(i.serial)?.includes(entry)) push(c.mayFallUnderOf, i.serial, entry);
    }
  return c;
}

export function catalogue(database: Database): Promise<Catalogue> {
  const held = cache.get(database);
  if (held && held.generation === generation) {
    // Past the TTL the rows are read again; the held ones answer until then.
    void held.catalogue.then((c) => {
      if (Date.now() - c.loadedAt > TTL_MS && cache.get(database) === held) cache.delete(database);
    });
    return held.catalogue;
  }
  const next = { generation, catalogue: load(database) };
  cache.set(database, next);
  next.catalogue.catch(() => cache.delete(database));
  return next.catalogue;
}
