import { useCallback, useState } from 'react';
import { Button, Card, List, Pagination, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataText } from '../../components/data-text';
import { assistantCalls } from '@app/contract';
import { call } from '../../api/call';
import { formatMoment } from '../../app/format-time';
import { Chat } from './chat';
import { useAssistant } from './use-assistant';
import './texts';

const pageSize = 20;

/** The assistant as a full page: the member's conversations on the left, the open one on the right. */
export default function AssistantPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['assistant', 'conversations', page],
    queryFn: () => call(assistantCalls.conversations, { page, pageSize }),
  });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: ['assistant', 'conversations'] }),
    [client],
  );
  const assistant = useAssistant(refresh);

  const remove = async (id: number) => {
    await call(assistantCalls.deleteConversation, { id });
    if (assistant.conversationId === id) assistant.reset();
    refresh();
  };

  return (
    <Card
      title={t('assistant.title')}
      extra={<Typography.Text type="secondary">{t('assistant.intro')}</Typography.Text>}
    >
      <div className="cp-assistant-page">
        <aside className="cp-assistant-list" aria-label={t('assistant.conversations')}>
          <Button icon={<PlusOutlined />} block onClick={assistant.reset} style={{ marginBottom: 8 }}>
            {t('assistant.newConversation')}
          </Button>
          <List
            loading={list.isLoading}
            locale={{ emptyText: t('assistant.noConversations') }}
            dataSource={list.data?.list ?? []}
            renderItem={(c) => (
              <List.Item
                className={c.id === assistant.conversationId ? 'is-active' : undefined}
                style={{ cursor: 'pointer', padding: '6px 8px' }}
                onClick={() => void assistant.open(c.id)}
                data-testid="assistant-conversation"
                actions={[
                  <Popconfirm key="del" title={t('assistant.deleteConfirm')} onConfirm={() => void remove(c.id)}>
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('assistant.delete')}
                      onClick={(e) => e.stopPropagation()}
                    />
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta title={<DataText text={c.title} />} description={formatMoment(c.updatedAt)} />
              </List.Item>
            )}
          />
          {(list.data?.total ?? 0) > pageSize ? (
            <Pagination
              size="small"
              current={page}
              pageSize={pageSize}
              total={list.data?.total}
              onChange={setPage}
              style={{ marginTop: 8 }}
            />
          ) : null}
        </aside>
        <Chat assistant={assistant} />
      </div>
    </Card>
  );
}
