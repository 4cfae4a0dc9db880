import type { TestProject } from 'vitest/node';
import { postgresAvailable, startCluster, type Cluster } from './pg-cluster.js';

let cluster: Cluster | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    pgTestUrl: string;
  }
}

/** For the PostgreSQL project: use DATABASE_URL when given, else start a throwaway cluster. */
export async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB !== 'postgres') return;
  if (process.env.DATABASE_URL) {
    project.provide('pgTestUrl', process.env.DATABASE_URL);
    return;
  }
  if (!postgresAvailable()) {
    throw new Error(
      'server-postgres: set DATABASE_URL or install PostgreSQL 15 binaries under /usr/lib/postgresql/15/bin',
    );
  }
  cluster = await startCluster();
  project.provide('pgTestUrl', cluster.url());
}

export async function teardown() {
  await cluster?.stop();
}
