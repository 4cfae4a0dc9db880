import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../endpoint.js';

/** A province shape of the map file: only `name` is relied upon; the geometry passes through. */
const feature = z.object({
  type: z.literal('Feature'),
  properties: z.looseObject({ name: z.string() }),
  geometry: z.unknown(),
});

export const chinaGeoSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(feature),
});
export type ChinaGeoJson = z.infer<typeof chinaGeoSchema>;

/**
 * Map data for the China map charts. The province shapes are read from the shared data folder
 * (never copied into the repo); `geo` is null when the file is absent so the page can say so.
 */
export const geo = {
  chinaProvinces: defineEndpoint({
    method: 'GET',
    path: '/comply/geo/china_provinces',
    summary: 'Province-level China map (GeoJSON) for the map charts; geo null when the map file is absent',
    access: access.member('any'),
    input: z.object({ ...sessionFields }),
    output: z.object({ geo: chinaGeoSchema.nullable() }),
  }),
};
