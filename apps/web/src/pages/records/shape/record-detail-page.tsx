import { useMemo, useState } from 'react';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DataText } from '../../../components/data-text';
import type { RecordModuleLike, RecordPagesDef } from './types';
import { recordsApi } from './records-api';
import { fieldText } from './field-value';
import { RelatedList } from './related-list';
import { useLang, pick } from './lang';
import { DemoTag } from './provenance';
import { dataLang } from '../../../components/data-lang';

/** Reads `?id=` as a record id; anything else is no id. */
export const useRecordId = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** One record: its fields in groups, long texts in full, then the records related to it. */
export function RecordDetailBody<M extends RecordModuleLike>({ def }: { def: RecordPagesDef<M> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useRecordId();
  const spec = def.module.spec;
  const api = useMemo(() => recordsApi(def.module), [def.module]);
  const q = useQuery({
    queryKey: ['records', spec.name, 'detail', id, lang],
    queryFn: () => api.detail(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const [totals, setTotals] = useState<Record<string, { total: number; value: string }>>({});
  const codes = (def.codes ?? {}) as Record<string, Record<string, { 'zh-cn': string; en: string }> | undefined>;
  const money = new Set<string>(def.money ?? []);

  const back = (
    <Link to={def.paths.list}>
      <Button icon={<ArrowLeftOutlined />}>{t('rec.back')}</Button>
    </Link>
  );
  if (id === undefined) return <Result status="warning" title={t('rec.missingId')} extra={back} />;
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (q.isError || !q.data)
    return (
      <Result
        status="404"
        title={q.error instanceof Error && q.error.message ? q.error.message : t('rec.notFound')}
        extra={back}
      />
    );
  const row = q.data;
  const text = (f: string) => {
    const shown = fieldText(f, row[f], lang, { codes: codes[f], money: money.has(f), translate: def.translate });
    // A translated source value (RASFF's English, a Chinese category on an English page) keeps
    // the source's own words beside it; coded values (result, level) are labels only.
    const raw = typeof row[f] === 'string' ? (row[f] as string) : '';
    const translated = def.translate || (lang === 'en' && /[\u3400-\u9fff]/.test(raw) && !codes[f]);
    return translated && raw && shown !== raw && !shown.includes(raw) ? `${shown}（${raw}）` : shown;
  };
  const relatedKeys = def.module.relatedKeys;
  // Chinese values on an English page are data in their own language (names, places, texts): marked so.
  // A heading composed in the page's language (RASFF on zh-cn) keeps the source's subject below it.
  const compose = def.compose;
  const composed = compose?.field === def.titleField && compose.lang === lang ? compose.text(row) : undefined;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" gap={16}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="record-title">
            <span lang={dataLang(lang, text(def.titleField))}>{composed ?? text(def.titleField)}</span>
            <DemoTag demo={row.demo} />
          </Typography.Title>
          {composed && compose && (
            <Typography.Text type="secondary" data-testid="record-original-title">
              {pick(compose.original, lang)}：<span lang="en">{text(def.titleField)}</span>
            </Typography.Text>
          )}
        </div>
        {back}
      </Flex>
      {def.detailGroups.map((g) => {
        const long = g.fields.filter((f) => String(row[f] ?? '').length > 60);
        const short = g.fields.filter((f) => !long.includes(f));
        return (
          <Card key={g.title['zh-cn']} size="small" title={pick(g.title, lang)}>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              items={[...short, ...long].map((f) => ({
                key: f,
                label: pick(spec.labels[f], lang),
                span: long.includes(f) ? 'filled' : 1,
                children: (
                  <span style={{ whiteSpace: 'pre-wrap' }} lang={dataLang(lang, text(f))}>
                    {text(f)}
                  </span>
                ),
              }))}
            />
          </Card>
        );
      })}
      {relatedKeys.length > 0 && (
        <Card size="small" title={t('rec.related')}>
          <Tabs
            items={relatedKeys.map((by) => {
              const r = spec.related[by]!;
              const seen = totals[by];
              return {
                key: by,
                label: `${pick(r.label, lang)}${seen ? ` (${seen.total})` : ''}`,
                children: (
                  <>
                    {def.paths.related && (
                      <Flex justify="end" style={{ marginBottom: 8 }}>
                        <Link to={`${def.paths.related}?id=${id}&by=${by}`}>{t('rec.viewAll')}</Link>
                      </Flex>
                    )}
                    <RelatedList
                      def={def}
                      id={id}
                      by={by}
                      onTotal={(total, value) =>
                        setTotals((s) => (s[by]?.total === total ? s : { ...s, [by]: { total, value } }))
                      }
                    />
                  </>
                ),
              };
            })}
          />
        </Card>
      )}
    </Space>
  );
}

/** detailMore: every record sharing the chosen field with the given one, paged. */
export function RecordRelatedBody<M extends RecordModuleLike>({ def }: { def: RecordPagesDef<M> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useRecordId();
  const [params, setParams] = useSearchParams();
  const spec = def.module.spec;
  const keys = def.module.relatedKeys;
  const by = keys.includes(params.get('by') ?? '') ? params.get('by')! : keys[0]!;
  const [value, setValue] = useState<Record<string, string>>({});
  if (id === undefined) return <Result status="warning" title={t('rec.missingId')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Flex justify="space-between">
        <Link to={`${def.paths.detail}?id=${id}`}>
          <Button icon={<ArrowLeftOutlined />}>{t('rec.detail')}</Button>
        </Link>
      </Flex>
      <Tabs
        activeKey={by}
        onChange={(k) => setParams({ id: String(id), by: k })}
        items={keys.map((k) => ({
          key: k,
          label: value[k]
            ? // The shared value (a notice's title, a firm) is data: marked with its language.
              t('rec.relatedOf', { label: pick(spec.related[k]!.label, lang), value: '\u0000' })
                .split('\u0000')
                .map((part, i) => (i === 0 ? part : [<DataText key={i} text={value[k]} />, part]))
            : pick(spec.related[k]!.label, lang),
          children: (
            <RelatedList
              def={def}
              id={id}
              by={k}
              pageSize={20}
              onTotal={(_total, v) => setValue((s) => (s[k] === v ? s : { ...s, [k]: v }))}
            />
          ),
        }))}
      />
    </Space>
  );
}
