import { useCallback } from 'react';
import { Col, Menu, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OutputOf, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { ListView, type FilterDef, type ListQuery } from '../../components/list';
import { libraryPage, useLibrary } from './library-context';
import { PageFrame } from './page-frame';
import { pageFieldsOf } from './search-input';
import { useDocList } from './use-doc-list';

type Answer = OutputOf<typeof libraryCalls.industrySearch>;
const filters: readonly FilterDef[] = [
  { key: 'keyword', type: 'text', label: 'lib.keyword', placeholder: 'lib.keywordHint', width: 300 },
  { key: 'industry', type: 'text', label: 'lib.col.industry', width: 160 },
];

/** Industries with counts on the left; the documents of the chosen one on the right. */
function IndustrySearchPage() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const load = useCallback(
    (q: ListQuery) =>
      call(
        libraryCalls.industrySearch,
        {
          library: lib.key,
          ...pageFieldsOf(q),
          industry: q.filters.industry,
          keyword: q.filters.keyword,
        },
        { params: lib.params },
      ),
    [lib],
  );
  const ctl = useDocList<Answer>({ id: 'industry', load, filters, mixed: true, exportExtra: undefined });
  const data = ctl.result.data as Answer | undefined;
  const current = ctl.query.filters.industry ?? '';
  return (
    <PageFrame>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Typography.Title level={5}>{t('lib.col.industry')}</Typography.Title>
          <Menu
            mode="inline"
            selectedKeys={[current]}
            onClick={({ key }) => ctl.update({ filters: { ...ctl.query.filters, industry: key || undefined } })}
            items={[
              { key: '', label: t('lib.industry.all') },
              ...(data?.industries ?? []).map((i) => ({ key: i.key, label: `${i.label} (${i.count})` })),
            ]}
          />
        </Col>
        <Col xs={24} md={18}>
          <ListView ctl={ctl} />
        </Col>
      </Row>
    </PageFrame>
  );
}

export default libraryPage(IndustrySearchPage);
