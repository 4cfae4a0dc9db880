import { Link } from 'react-router';
import { Typography } from 'antd';
import type { Language } from '@app/contract';
import type { ListColumn } from '../../../components/list';
import type { RecordModuleLike, RecordPagesDef, RecordRow } from './types';
import { fieldText } from './field-value';
import { pick } from './lang';
import { DemoTag } from './provenance';

export const detailHref = (def: { paths: { detail: string } }, id: number) => `${def.paths.detail}?id=${id}`;

/**
 * A cell whose stored text is in another language than the page (RASFF's English subject on a
 * zh-cn page): the line composed from translated fields with the original as its tooltip, or
 * the original marked with its language when nothing can be composed.
 */
function composedCell<M extends RecordModuleLike>(
  def: RecordPagesDef<M>,
  field: string,
  lang: Language,
  text: string,
  row: RecordRow,
) {
  const compose = def.compose;
  if (!compose || compose.field !== field || compose.lang !== lang || text === '-') return text;
  const line = compose.text(row);
  if (line)
    return (
      <span title={text} data-composed="true">
        {line}
      </span>
    );
  return (
    <span title={pick(compose.original, lang)}>
      <span lang="en">{text}</span>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 11 }}>
        ({pick(compose.original, lang)})
      </Typography.Text>
    </span>
  );
}

/** Table columns of a module's records: labels from the contract, sortable where the call sorts. */
export function recordColumns<M extends RecordModuleLike>(
  def: RecordPagesDef<M>,
  lang: Language,
  t: (k: string) => string,
): ListColumn<RecordRow>[] {
  const spec = def.module.spec;
  const sortable = new Set<string>(spec.sorts);
  const codes = (def.codes ?? {}) as Record<string, Record<string, { 'zh-cn': string; en: string }> | undefined>;
  const money = new Set<string>(def.money ?? []);
  const cols: ListColumn<RecordRow>[] = def.columns.map((c) => ({
    title: pick(c.label ?? spec.labels[c.field], lang),
    dataIndex: c.field,
    key: c.field,
    width: c.width,
    ellipsis: true,
    sortKey: sortable.has(c.field) ? c.field : undefined,
    render: (v: unknown, row: RecordRow) => {
      const value = fieldText(c.field, v, lang, {
        codes: codes[c.field],
        money: money.has(c.field),
        translate: def.translate,
      });
      const unit = c.suffix && value !== '-' ? fieldText(c.suffix, row[c.suffix], lang) : '-';
      const text = unit === '-' ? value : `${value} ${unit}`;
      // Chinese free text (names, places) on an English page is data in its own language: marked so.
      const shown =
        lang === 'en' && /[\u3400-\u9fff]/.test(text) ? (
          <span lang="zh-CN">{text}</span>
        ) : (
          composedCell(def, c.field, lang, text, row)
        );
      return c.link ? (
        <>
          <Link to={detailHref(def, row.id)}>{shown}</Link>
          <DemoTag demo={row.demo} />
        </>
      ) : (
        shown
      );
    },
  }));
  cols.push({
    title: t('rec.actions'),
    key: 'actions',
    width: 80,
    fixed: 'right',
    render: (_: unknown, row: RecordRow) => <Link to={detailHref(def, row.id)}>{t('rec.view')}</Link>,
  });
  return cols;
}
