import type { Database } from '../../db/client.js';
import { compareVersions, ensureClauses, type ClauseDiff } from './store.js';

/**
 * What happened to a document that clauses rest on. `content`: a new version with the clause
 * diff; `abolished`: its validity turned 废止; `replaced`: a newer document replaces it.
 */
export interface DocumentEvent {
  docId: number;
  cause: 'content' | 'abolished' | 'replaced';
  fromVersion: number;
  toVersion: number;
  changes: ClauseDiff[];
  effectiveDate: string | null;
  /** For `replaced`: the newer document. */
  replacedBy?: number;
}

type Listener = (database: Database, event: DocumentEvent) => Promise<void>;
const listeners: Listener[] = [];

/**
 * Areas that rest on clauses (obligations, later limits and indicators) subscribe here, so the
 * library editor and importers need to know nothing about them.
 */
export function onDocumentEvent(listener: Listener) {
  if (!listeners.includes(listener)) listeners.push(listener);
}

async function emit(database: Database, event: DocumentEvent) {
  for (const l of listeners) await l(database, event);
}

const abolished = 3;

/**
 * Called after a document was saved with a new version: re-splits it, compares with the
 * previous version and tells the listeners. `validity` before and after tell an abolition.
 */
export async function documentChanged(
  database: Database,
  doc: { id: number; version: number; effectiveDate?: string | null; implementDate?: string | null; validity: number },
  previous: { version: number; validity: number },
) {
  await ensureClauses(database, doc.id);
  const effectiveDate = doc.implementDate ?? doc.effectiveDate ?? null;
  const changes =
    previous.version === doc.version ? [] : await compareVersions(database, doc.id, previous.version, doc.version);
  if (changes.length)
    await emit(database, {
      docId: doc.id,
      cause: 'content',
      fromVersion: previous.version,
      toVersion: doc.version,
      changes,
      effectiveDate,
    });
  if (doc.validity === abolished && previous.validity !== abolished)
    await emit(database, {
      docId: doc.id,
      cause: 'abolished',
      fromVersion: previous.version,
      toVersion: doc.version,
      changes: [],
      effectiveDate,
    });
}

/** Called when `newerId` was linked as replacing the documents `olderIds`. */
export async function documentsReplaced(
  database: Database,
  newerId: number,
  olderIds: number[],
  effectiveDate: string | null,
) {
  await ensureClauses(database, newerId);
  for (const id of olderIds)
    await emit(database, {
      docId: id,
      cause: 'replaced',
      fromVersion: 0,
      toVersion: 0,
      changes: [],
      effectiveDate,
      replacedBy: newerId,
    });
}
