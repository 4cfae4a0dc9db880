import path from 'node:path';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The build replaces the contract's call-routes module with the object literal it computes, so
 * the pages that only send calls load neither zod nor the call declarations (JS of
 * /login). Tests and the dev server run the module itself; the values are the same.
 */
function callRoutesLiteral(): Plugin {
  const file = path.resolve(import.meta.dirname, '../../packages/contract/src/call-routes.ts');
  return {
    name: 'call-routes-literal',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (id.split('?')[0] !== file) return null;
      const { module: routes } = await runnerImport<Record<string, unknown> & { callRoutes: object }>(file, {
        configFile: false,
        logLevel: 'warn',
      });
      const domains = routes.callRoutes as Record<string, unknown>;
      const code = [`export const callRoutes = ${JSON.stringify(domains)};`];
      for (const [name, value] of Object.entries(routes)) {
        if (name === 'callRoutes' || typeof value !== 'object') continue;
        const key = Object.keys(domains).find((k) => domains[k] === value);
        if (!key) throw new Error(`call-routes export ${name} is not one domain of callRoutes`);
        code.push(`export const ${name} = callRoutes[${JSON.stringify(key)}];`);
      }
      return code.join('\n');
    },
  };
}

export default defineConfig({
  plugins: [react(), callRoutesLiteral()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/api', '/comply', '/cj', '/admin-api', '/docs'].map((p) => [p, api])),
  },
  build: {
    chunkSizeWarningLimit: 1500,
  },
});
