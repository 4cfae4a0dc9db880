import { Card, Divider, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BriefingDetail } from '@app/contract';
import { DemoTag } from '../information/demo-tag';
import { ItemSource, ItemTitle, kindColors } from './monitor-items-page';
import { DataText } from '../../components/data-text';
import './briefing-texts';

/**
 * One briefing issue: intro, then its items in order with the editor's commentary. Every text
 * (intro, commentary, summaries) is rendered as text by React, never as HTML.
 */
export function BriefingView({ briefing }: { briefing: BriefingDetail }) {
  const { t } = useTranslation();
  return (
    <div data-testid="briefing">
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag color="blue">{t('im.issueNo', { n: briefing.issueNo })}</Tag>
        <Typography.Text type="secondary">
          {t('im.publishedAt')}: {briefing.publishedAt.slice(0, 10)}
        </Typography.Text>
        <DemoTag demo={briefing.demo} />
      </Space>
      {briefing.intro && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>
          <DataText text={briefing.intro} />
        </Typography.Paragraph>
      )}
      <Divider style={{ margin: '8px 0 12px' }} />
      <List
        dataSource={briefing.entries}
        rowKey={(e) => e.item.id}
        renderItem={(e, i) => (
          <List.Item data-testid="briefing-entry" style={{ display: 'block' }}>
            <Space align="start" style={{ width: '100%' }}>
              <Typography.Text strong style={{ minWidth: 24 }}>
                {i + 1}.
              </Typography.Text>
              <Space direction="vertical" size={4} style={{ width: '100%' }}>
                <Space wrap size={8}>
                  <Tag color={kindColors[e.item.kind]}>{t(`im.itemKind.${e.item.kind}`)}</Tag>
                  <Typography.Text type="secondary">
                    <ItemSource source={e.item.source} /> · {e.item.itemDate}
                  </Typography.Text>
                </Space>
                <ItemTitle item={e.item} />
                {e.commentary && (
                  <Card size="small" style={{ background: 'var(--ant-color-fill-quaternary, #fafafa)' }}>
                    <Typography.Text strong>{t('im.commentary')}：</Typography.Text>
                    <Typography.Text data-testid="commentary" style={{ whiteSpace: 'pre-wrap' }}>
                      <DataText text={e.commentary} />
                    </Typography.Text>
                  </Card>
                )}
              </Space>
            </Space>
          </List.Item>
        )}
      />
    </div>
  );
}
