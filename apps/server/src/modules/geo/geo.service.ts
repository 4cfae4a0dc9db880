import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chinaGeoSchema, type ChinaGeoJson } from '@app/contract';

export const chinaProvincesFile = 'china_provinces.geojson';

/**
 * Reads the province map from the shared data folder once per process and keeps it: the file
 * (about 340 KB) never changes while the server runs. A missing or unreadable file gives null,
 * which the map shows as a clear "map data unavailable" state; it is not cached, so a file put
 * in place later is picked up.
 */
const cache = new Map<string, ChinaGeoJson>();

export async function loadChinaProvinces(publicDataDir: string): Promise<ChinaGeoJson | null> {
  const file = path.join(publicDataDir, chinaProvincesFile);
  const hit = cache.get(file);
  if (hit) return hit;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const geo = chinaGeoSchema.safeParse(parsed);
  if (!geo.success) return null;
  cache.set(file, geo.data);
  return geo.data;
}
