import { api } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { loadChinaProvinces } from './geo.service.js';

export const geoImplementations = implement(api.geo, {
  chinaProvinces: async (_input, ctx) => {
    ctx.reply.header('cache-control', 'private, max-age=3600');
    return { geo: await loadChinaProvinces(ctx.req.server.config.publicDataDir) };
  },
});
