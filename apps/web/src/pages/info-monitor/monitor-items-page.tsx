import { useMemo } from 'react';
import { Alert, Space, Tag, Typography } from 'antd';
import {
  englishValue,
  itemLibraryNames,
  itemSummaryPhrases,
  itemTitlePhrases,
  monitorItemKinds,
  reportsCalls,
  type ItemPhrase,
  type MonitorItem,
} from '@app/contract';
import { call } from '../../api/call';
import { DataText } from '../../components/data-text';
import { Translated } from '../../components/translated';
import { ListView, useListController, type ListDefinition } from '../../components/list';
import { AreaFrame } from '../../components/area-frame';
import { DemoTag } from '../information/demo-tag';
import { ItemLink } from './item-link';
import { infoMonitorNav } from './nav';
import { useTranslation } from 'react-i18next';
import './briefing-texts';

export const kindColors: Record<MonitorItem['kind'], string> = {
  regulation: 'blue',
  recall: 'red',
  warning: 'orange',
  news: 'default',
};
const kindOptions = Object.keys(monitorItemKinds).map((k) => ({ value: k, label: `im.itemKind.${k}` }));

/** The title cell: the link to the source record, its summary under it. */
export function ItemTitle({ item }: { item: MonitorItem }) {
  return (
    <Space direction="vertical" size={0}>
      <Space wrap>
        <ItemLink href={item.link}>
          <ItemText text={item.title} phrases={itemTitlePhrases(item.title, item.origin)} />
        </ItemLink>
        <DemoTag demo={item.demo} />
      </Space>
      {item.summary && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <ItemText text={item.summary} phrases={itemSummaryPhrases(item.summary, item.origin)} />
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * An item's source: the portal's own library names (items derived from the libraries) in the
 * page's language, a publisher's name as data.
 */
export function ItemSource({ source }: { source: string }) {
  const { i18n } = useTranslation();
  const own = portalSources[source];
  if (own) return <>{i18n.language === 'en' ? own : source}</>;
  return <DataText text={source} />;
}
/** Sources the server names itself when it derives items (derive-items.ts, the seed's notes). */
const portalSources: Record<string, string> = { ...itemLibraryNames, 平台说明: 'Portal notes' };

/**
 * A derived item's line on an English page: the portal's words in English, the data as stored
 * (marked as Chinese), hazards by their English names; a line the server did not compose is data.
 */
function ItemText({ text, phrases }: { text: string; phrases: ItemPhrase[] | undefined }) {
  const { i18n } = useTranslation();
  if (i18n.language !== 'en' || !phrases) return <DataText text={text} />;
  return (
    <>
      {phrases.map((p, i) =>
        p.kind === 'words' ? (
          p.text
        ) : p.kind === 'data' ? (
          <DataText key={i} text={p.text} />
        ) : (
          <Translated key={i} original={p.text} english={p.english} />
        ),
      )}
    </>
  );
}

/** /infoMonitor/report: public-opinion monitoring items, newest first, each linking to its source. */
export default function MonitorItemsPage() {
  const { t } = useTranslation();
  const def = useMemo<ListDefinition<MonitorItem>>(
    () => ({
      id: ['infoMonitor', 'items'],
      rowKey: (r) => r.id,
      filters: [
        { key: 'kind', type: 'select', label: 'im.kindLabel', options: kindOptions, width: 140 },
        { key: 'keyword', type: 'text', label: 'im.itemKeyword', placeholder: 'im.itemKeywordHint', width: 240 },
        { key: 'range', type: 'dateRange', label: 'im.itemRange', from: 'startDate', to: 'endDate' },
      ],
      load: (q) =>
        call(reportsCalls.monitorItemList, {
          page: q.page,
          pageSize: q.pageSize,
          sort: q.sort,
          order: q.order,
          kind: (q.filters.kind as MonitorItem['kind']) || undefined,
          keyword: q.filters.keyword || undefined,
          startDate: q.filters.startDate || undefined,
          endDate: q.filters.endDate || undefined,
        }),
      columns: [
        { title: 'im.itemDate', dataIndex: 'itemDate', sortKey: 'itemDate', width: 110 },
        {
          title: 'im.kindLabel',
          key: 'kind',
          sortKey: 'kind',
          width: 100,
          render: (_: unknown, r: MonitorItem) => <Tag color={kindColors[r.kind]}>{t(`im.itemKind.${r.kind}`)}</Tag>,
        },
        { title: 'im.itemTitle', key: 'title', render: (_: unknown, r: MonitorItem) => <ItemTitle item={r} /> },
        {
          title: 'im.itemSource',
          dataIndex: 'source',
          sortKey: 'source',
          width: 180,
          ellipsis: true,
          render: (v: string) => <ItemSource source={v} />,
        },
        {
          title: 'im.itemTags',
          key: 'tags',
          width: 220,
          render: (_: unknown, r: MonitorItem) => (
            <Space size={[0, 4]} wrap>
              {r.categories.map((c) => (
                <Tag key={`c-${c}`}>
                  <Translated original={c} english={englishValue('foodCategory', c)} />
                </Tag>
              ))}
              {r.hazards.map((h) => (
                <Tag key={`h-${h}`} color="volcano">
                  <Translated original={h} english={englishValue('hazard', h)} />
                </Tag>
              ))}
            </Space>
          ),
        },
      ],
    }),
    [t],
  );
  const ctl = useListController(def);
  return (
    <AreaFrame nav={infoMonitorNav}>
      <Alert type="info" showIcon message={t('im.itemsHint')} style={{ marginBottom: 12 }} />
      <ListView ctl={ctl} />
    </AreaFrame>
  );
}
