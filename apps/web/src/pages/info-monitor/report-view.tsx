import { Card, Col, Empty, Row, Space, Table, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  englishValue,
  reportFigureLabels,
  reportLibraryLabels,
  reportSections,
  type Label,
  type ReportContent,
  type ReportFigure,
  type ReportGroup,
} from '@app/contract';
import { useLang, pick } from '../../components/lang';
import { DemoTag } from '../information/demo-tag';
import { Translated } from '../../components/translated';
import './texts';

const labelOf = (table: Record<string, Label>, key: string) => table[key];
export const linkHref = (f: ReportFigure) =>
  f.link ? `${f.link.path}?${new URLSearchParams(f.link.query).toString()}` : undefined;

function Change({ f }: { f: ReportFigure }) {
  if (f.previous === null) return null;
  const d = f.value - f.previous;
  if (d === 0) return <span>0</span>;
  // A rise in failures or warnings is bad news: red up, green down (the Chinese convention of the product).
  return d > 0 ? (
    <Typography.Text type="danger">
      <ArrowUpOutlined /> {d}
    </Typography.Text>
  ) : (
    <Typography.Text type="success">
      <ArrowDownOutlined /> {-d}
    </Typography.Text>
  );
}

function GroupTable({ group, section, printable }: { group: ReportGroup; section: string; printable?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title =
    section === 'library'
      ? pick(labelOf(reportLibraryLabels, group.key), lang)
      : group.key === 'totals'
        ? undefined
        : pick(labelOf(reportFigureLabels, group.key), lang);
  return (
    <div>
      {title && <Typography.Title level={5}>{title}</Typography.Title>}
      <Table<ReportFigure>
        size="small"
        pagination={false}
        rowKey={(f) => `${f.key}:${f.label ?? ''}`}
        dataSource={group.figures}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('im.none')} /> }}
        columns={[
          {
            title: t('im.item'),
            key: 'label',
            // A breakdown item's label is a category value: its vocabulary name, or the original marked.
            render: (_, f) =>
              f.label !== null ? (
                <Translated original={f.label} english={englishValue(f.key, f.label)} />
              ) : (
                pick(labelOf(reportFigureLabels, f.key), lang)
              ),
          },
          {
            title: t('im.value'),
            key: 'value',
            width: 80,
            align: 'right',
            render: (_, f) => {
              const href = linkHref(f);
              return href && !printable ? (
                <Link to={href} data-testid={`figure-${f.key}`}>
                  {f.value}
                </Link>
              ) : (
                f.value
              );
            },
          },
          { title: t('im.previous'), key: 'previous', width: 80, align: 'right', render: (_, f) => f.previous ?? '-' },
          { title: t('im.change'), key: 'change', width: 80, align: 'right', render: (_, f) => <Change f={f} /> },
        ]}
      />
    </div>
  );
}

type Section = ReportContent['sections'][number];
/**
 * The dates the section's sources hold, and a warning when the period lies partly or wholly past
 * them: a week after the source's last row reads all zeros, which is the source ending.
 */
function Coverage({ coverage, start, end }: { coverage: Section['coverage']; start: string; end: string }) {
  const { t } = useTranslation();
  if (!coverage?.from || !coverage.to) return null;
  const outside = end > coverage.to || start < coverage.from;
  return (
    <Typography.Paragraph type={outside ? 'warning' : 'secondary'} data-testid="report-coverage">
      {t('im.coverage', { from: coverage.from, to: coverage.to })}
      {outside && ` ${t(start > coverage.to ? 'im.coverageAfter' : 'im.coveragePartly')}`}
    </Typography.Paragraph>
  );
}

/** A stored report: a card per section, a table per group, each figure a link to its rows. */
export function ReportView({ content, printable }: { content: ReportContent; printable?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="period-report">
      <Typography.Text type="secondary">
        {t('im.previousPeriod')}: {content.previousStart} ~ {content.previousEnd}
        {!printable && ` · ${t('im.linkHint')}`}
      </Typography.Text>
      {content.sections.map((s) => (
        <Card
          key={s.key}
          size="small"
          title={
            <Space>
              {pick(reportSections[s.key], lang)}
              {/* Figures counted partly from generated rows are never shown as real. */}
              <DemoTag demo={s.demo} />
            </Space>
          }
        >
          <Coverage coverage={s.coverage} start={content.periodStart} end={content.periodEnd} />
          {/* Groups side by side on a wide screen (three libraries, totals and two breakdowns). */}
          <Row gutter={[24, 16]}>
            {s.groups.map((g) => (
              <Col key={g.key} xs={24} xl={printable ? 24 : Math.max(8, 24 / s.groups.length)}>
                <GroupTable group={g} section={s.key} printable={printable} />
              </Col>
            ))}
          </Row>
        </Card>
      ))}
    </Space>
  );
}
