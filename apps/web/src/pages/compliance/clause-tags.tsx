import { Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { articleLabelEn, lawTitleEn, type DocModule, type LibraryKey } from '@app/contract';
import { Translated } from '../../components/translated';
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

/**
 * "食品安全法（2021修正） 第四十八条": the portal composes it from the law's short name and the
 * clause label, so an English page gets "Food Safety Law (2021 amendment) Art. 48" (marked as
 * the portal's translation) when both parts are known, else the original marked as Chinese.
 */
export function ClauseName({ clause }: { clause: Pick<ClauseLinkRow, 'module' | 'docNumber' | 'docTitle' | 'label'> }) {
  const short = docShortName(clause);
  const original = `${short} ${clause.label}`;
  const law = clause.module === 'biaozhun' && clause.docNumber ? short : lawTitleEn(short);
  const article = articleLabelEn(clause.label);
  return <Translated original={original} english={law && article ? `${law} ${article}` : undefined} />;
}

/** The clauses an item rests on, each a link to its place in the document. */
export function ClauseTags({ clauses }: { clauses: readonly ClauseLinkRow[] }) {
  return (
    <Space size={[4, 4]} wrap>
      {clauses.map((c) => {
        const url = clauseUrl(c);
        const text = <ClauseName clause={c} />;
        return (
          <Tooltip key={`${c.docId}:${c.anchor}`} title={c.docTitle}>
            {/* An English name is longer than the column: the tag wraps rather than spill over the next cell. */}
            <Tag style={{ whiteSpace: 'normal', maxWidth: '100%' }}>{url ? <Link to={url}>{text}</Link> : text}</Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}
