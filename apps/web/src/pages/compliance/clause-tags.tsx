import { Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { DocModule, LibraryKey } from '@app/contract';
import { docHref } from '../library/links';

export interface ClauseLinkRow {
  docId: number;
  library: string;
  module: string;
  anchor: string;
  label: string;
  docTitle: string;
  docNumber: string | null;
}

/** How a document is named beside a clause: a standard by its number, a law by its short title. */
export const docShortName = (c: { module: string; docNumber: string | null; docTitle: string }) =>
  c.module === 'biaozhun' && c.docNumber ? c.docNumber : c.docTitle.replace(/^中华人民共和国/, '');

/** Where a clause is read: the document page, scrolled to the clause's anchor. */
export const clauseUrl = (c: Pick<ClauseLinkRow, 'library' | 'module' | 'docId' | 'anchor'>) => {
  const base = docHref(c.library as LibraryKey, c.module as DocModule, c.docId);
  return base ? `${base}&clause=${encodeURIComponent(c.anchor)}#${encodeURIComponent(c.anchor)}` : undefined;
};

/** The clauses an item rests on, each a link to its place in the document. */
export function ClauseTags({ clauses }: { clauses: readonly ClauseLinkRow[] }) {
  return (
    <Space size={[4, 4]} wrap>
      {clauses.map((c) => {
        const url = clauseUrl(c);
        const text = `${docShortName(c)} ${c.label}`;
        return (
          <Tooltip key={`${c.docId}:${c.anchor}`} title={c.docTitle}>
            <Tag>{url ? <Link to={url}>{text}</Link> : text}</Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}
