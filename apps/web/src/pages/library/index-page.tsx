import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Card, Col, Empty, Input, List, Row, Space, Spin, Statistic, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moduleListPath, stateListKinds, libraryCalls } from '@app/contract';
import { call } from '../../api/call';
import { linkAllowed } from '../../app/link-allowed';
import { useSession } from '../../stores/session';
import { Chart } from '../../components/charts';
import { libraryPage, useLibrary } from './library-context';
import { DocLink } from './doc-link';
import { StatusBadge } from './status-badge';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The periods the state cards count in (the server's lists.service reads the same dates). */
function statePeriod(now: Date) {
  const monday = new Date(now);
  monday.setDate(now.getDate() - ((now.getDay() + 6) % 7));
  return { day: ymd(now), week: ymd(monday), month: ymd(now).slice(0, 7) };
}

/** A card's basis text with its date kept on one line ("2026-" / "11-23" was split). */
function UnbrokenDate({ text }: { text: string }) {
  const m = /\d{4}-\d{2}(-\d{2})?/.exec(text);
  if (!m) return <>{text}</>;
  return (
    <>
      {text.slice(0, m.index)}
      <span style={{ whiteSpace: 'nowrap' }}>{m[0]}</span>
      {text.slice(m.index + m[0].length)}
    </>
  );
}

/** Library home: search box, counts, state-list counts, latest updates, quick entries, chart. */
function LibraryIndexPage() {
  const lib = useLibrary();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const home = useQuery({
    queryKey: ['library', lib.key, 'home'],
    queryFn: () => call(libraryCalls.home, { library: lib.key }, { params: lib.params }),
  });
  const data = home.data;
  const { rights } = useSession();
  const period = statePeriod(new Date());

  // Entries follow the member's rights like the menus do (a viewer has no 我的收藏).
  const quick = [
    { to: `${lib.base}/unifiedSearch?isOpen=true`, label: t('lib.mode.ordinary') },
    { to: `${lib.base}/unifiedSearch?isOpen=true&mode=advanced`, label: t('lib.mode.advanced') },
    { to: `${lib.base}/unifiedSearch?isOpen=true&tab=novelty`, label: t('lib.mode.novelty') },
    { to: `${moduleListPath(lib.key, 'biaozhun')}?isOpen=true`, label: t('lib.module.biaozhun') },
    { to: `${moduleListPath(lib.key, 'fagui')}?isOpen=true`, label: t('lib.module.fagui') },
    { to: `${moduleListPath(lib.key, 'draft_regulation')}?isOpen=true`, label: t('lib.module.draft_regulation') },
    { to: `${moduleListPath(lib.key, 'standard_notify')}?isOpen=true`, label: t('lib.module.standard_notify') },
    { to: `${lib.base}/noticeList`, label: t('lib.module.notice') },
    { to: `${lib.base}/subject`, label: t('lib.subjects') },
    { to: `${lib.base}/industrySearch`, label: t('lib.industrySearch') },
    { to: `${lib.base}/map`, label: t('lib.map.title') },
    { to: `${lib.base}/favorite`, label: t('lib.myFavorites') },
  ].filter((q) => linkAllowed(q.to, rights.permissions, rights.isSuper));

  return (
    <div style={{ maxWidth: 1440, margin: '0 auto', padding: '16px 24px' }}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t(`lib.name.${lib.key}`)}
          </Typography.Title>
          <Input.Search
            size="large"
            enterButton={t('lib.home.search')}
            aria-label={t('lib.keyword')}
            placeholder={t('lib.keywordHint')}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) =>
              navigate(
                `${lib.base}/unifiedSearch?isOpen=true${v.trim() ? `&keyword=${encodeURIComponent(v.trim())}` : ''}`,
              )
            }
          />
        </Card>
        {home.isLoading ? (
          <Spin style={{ display: 'block', margin: 40 }} />
        ) : !data ? (
          <Empty description={t('noData')} />
        ) : (
          <>
            <Row gutter={[16, 16]}>
              <Col xs={24} md={8} xl={4}>
                <Card style={{ height: '100%' }}>
                  <Statistic title={t('lib.home.total')} value={data.total} />
                </Card>
              </Col>
              {stateListKinds.map((k) => (
                <Col xs={12} md={8} xl={4} key={k}>
                  <Link to={`${lib.base}/stateList/${k}?isOpen=true`} style={{ display: 'block', height: '100%' }}>
                    <Card hoverable style={{ height: '100%' }}>
                      <Statistic title={t(`lib.state.${k}`)} value={data.states[k] ?? 0} />
                      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`state-basis-${k}`}>
                        <UnbrokenDate text={t(`lib.state.basis.${k}`, period)} />
                      </Typography.Text>
                    </Card>
                  </Link>
                </Col>
              ))}
            </Row>
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <Card title={t('lib.home.latest')}>
                  <List
                    dataSource={data.latest}
                    locale={{ emptyText: t('noData') }}
                    renderItem={(d) => (
                      <List.Item extra={<Typography.Text type="secondary">{d.publishDate ?? '-'}</Typography.Text>}>
                        <Space wrap>
                          <DocLink module={d.module} id={d.id}>
                            {d.docNumber ? `${d.docNumber} ` : ''}
                            {d.title}
                          </DocLink>
                          <StatusBadge status={d.status} />
                        </Space>
                      </List.Item>
                    )}
                  />
                </Card>
              </Col>
              <Col xs={24} lg={10}>
                <Space direction="vertical" size={16} style={{ width: '100%' }}>
                  <Card title={t('lib.home.quick')}>
                    <Space wrap>
                      {quick.map((q) => (
                        <Link
                          key={q.to}
                          to={q.to}
                          className="ant-btn ant-btn-default"
                          style={{ padding: '4px 12px', border: '1px solid #d9d9d9', borderRadius: 6 }}
                        >
                          {q.label}
                        </Link>
                      ))}
                    </Space>
                  </Card>
                  <Chart
                    height={260}
                    spec={{
                      kind: 'hbar',
                      title: t('lib.home.byModule'),
                      categoryLabel: t('lib.col.module'),
                      rows: data.modules.map((m) => ({ name: t(`lib.module.${m.key}`), count: m.count })),
                      series: [{ key: 'count', label: t('lib.map.count') }],
                    }}
                  />
                </Space>
              </Col>
            </Row>
          </>
        )}
      </Space>
    </div>
  );
}

export default libraryPage(LibraryIndexPage);
