import { Button, Card, List, Space, Typography } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { DocDetail } from '@app/contract';
import { StatusBadge } from '../status-badge';
import './texts';

/** The editions of the standard (its replace chain), each offered for a comparison with this one. */
export function EditionsCard({ doc }: { doc: DocDetail }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const others = doc.replaceChain.filter((c) => c.id !== doc.id && c.module === doc.module);
  return (
    <Card title={t('editions.title')} data-testid="editions-card">
      {others.length ? (
        <>
          <Typography.Paragraph type="secondary">{t('editions.hint')}</Typography.Paragraph>
          <List
            size="small"
            dataSource={doc.replaceChain}
            renderItem={(c) => (
              <List.Item
                extra={
                  c.id === doc.id ? null : (
                    <Link to={`${pathname}?${new URLSearchParams({ itemid: String(doc.id), compare: String(c.id) })}`}>
                      <Button size="small" icon={<SwapOutlined />} data-testid={`compare-${c.id}`}>
                        {t('editions.compare')}
                      </Button>
                    </Link>
                  )
                }
              >
                <Space wrap>
                  <Typography.Text strong={c.id === doc.id} lang="zh-CN">
                    {c.docNumber ?? c.title}
                  </Typography.Text>
                  <StatusBadge status={c.status} />
                  {c.implementDate && <Typography.Text type="secondary">{c.implementDate}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
        </>
      ) : (
        <Typography.Text type="secondary">{t('editions.none')}</Typography.Text>
      )}
    </Card>
  );
}
