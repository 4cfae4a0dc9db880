import { sql, type SQL } from 'drizzle-orm';
import { factThreshold } from '@app/contract';
import type { Database } from '../../db/client.js';

/**
 * The collections beyond the libraries and records, counted for the open pages. Each figure is
 * one count over one table (the biggest, lim_limits, holds about 10,000 real rows; up to 500,000
 * with the benchmark's generated ones), and the browser keeps the answer for five minutes.
 */
const realAndDemo = async (database: Database, table: string, where: SQL = sql`true`) => {
  const [row] = await database.rows<{ real: number; demo: number }>(
    sql`select count(*) filter (where not demo)::int as real, count(*) filter (where demo)::int as demo
        from ${sql.identifier(table)} where ${where}`,
  );
  return { real: Number(row?.real ?? 0), demo: Number(row?.demo ?? 0) };
};

const one = async (database: Database, query: SQL) => {
  const [row] = await database.rows<{ n: number }>(query);
  return Number(row?.n ?? 0);
};

export async function countHoldings(database: Database) {
  const [limitRows, limitSubstances, obligations, monitorItems] = await Promise.all([
    realAndDemo(database, 'lim_limits'),
    realAndDemo(database, 'lim_substances'),
    // The starting set only: customers' own obligations are theirs, not the portal's holdings.
    realAndDemo(database, 'cmp_obligations', sql`customer_id is null`),
    realAndDemo(database, 'monitor_items'),
  ]);
  const [safe] = await database.rows<{ additive: number; contact: number }>(
    sql`select count(*) filter (where kind = 'additive')::int as additive,
               count(*) filter (where kind = 'contact')::int as contact from lib_safe_items`,
  );
  const [ind] = await database.rows<{ standards: number; indicators: number; facts: number }>(
    sql`select (select count(*) from ind_standards)::int as standards, count(*)::int as indicators,
               count(*) filter (where confidence >= ${factThreshold})::int as facts from ind_indicators`,
  );
  return {
    limitRows,
    limitSubstances,
    additiveUses: Number(safe?.additive ?? 0),
    contactAdditives: Number(safe?.contact ?? 0),
    productStandards: Number(ind?.standards ?? 0),
    indicators: Number(ind?.indicators ?? 0),
    indicatorsAsFact: Number(ind?.facts ?? 0),
    obligations,
    monitorItems,
    cosmeticIngredients: await one(database, sql`select count(*)::int as n from cos_ingredients`),
    cosmeticRestricted: await one(database, sql`select count(*)::int as n from cos_restricted`),
    chainSectors: await one(database, sql`select count(*)::int as n from industry_chains`),
    chainNodes: await one(database, sql`select count(*)::int as n from industry_chain_nodes`),
  };
}
