import { useState } from 'react';
import { Button, Card, Space, Switch, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type InboxItem, inboxCalls } from '@app/contract';
import { call } from '../../api/call';
import { PlainFrame } from './plain-frame';
import { dataLang } from '../../components/data-lang';
import { formatMoment } from '../../app/format-time';

/** /message: the member's messages (forwards, update reminders), newest first. */
export default function MessageListPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  const list = useQuery({
    queryKey: ['messages', page, unread],
    queryFn: () => call(inboxCalls.list, { page, pageSize: 20, unread: unread || undefined }, { silent: true }),
  });
  const readAll = async () => {
    await call(inboxCalls.read, { ids: [] }, { repeatSubmit: true });
    await client.invalidateQueries({ queryKey: ['messages'] });
  };
  return (
    <PlainFrame>
      <Card
        title={
          <Space>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('message.title')}
            </Typography.Title>
            {list.data?.unread ? <Tag color="red">{list.data.unread}</Tag> : null}
          </Space>
        }
        extra={
          <Space>
            <Switch checked={unread} onChange={(v) => (setUnread(v), setPage(1))} /> {t('message.unreadOnly')}
            <Button onClick={() => void readAll()} disabled={!list.data?.unread}>
              {t('message.readAll')}
            </Button>
          </Space>
        }
      >
        <Table<InboxItem>
          rowKey="id"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: list.isError ? t('message.unavailable') : t('noData') }}
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: t('message.col.title'),
              dataIndex: 'title',
              render: (title: string, m) => (
                <Link
                  to={`/message/detail?id=${m.id}`}
                  style={{ fontWeight: m.read ? 400 : 600 }}
                  lang={dataLang(i18n.language, title)}
                >
                  {title}
                </Link>
              ),
            },
            {
              title: t('message.col.kind'),
              dataIndex: 'kind',
              width: 140,
              render: (k: string) => t(`message.kind.${k}`),
            },
            // Warnings and reminders come from the platform, not from a member: say so.
            {
              title: t('message.col.from'),
              dataIndex: 'fromUsername',
              width: 140,
              render: (v: string | null) => v || t('message.fromPlatform'),
            },
            { title: t('message.col.time'), dataIndex: 'createdAt', width: 180, render: formatMoment },
            {
              title: t('message.col.status'),
              dataIndex: 'read',
              width: 100,
              render: (read: boolean) =>
                read ? <Tag>{t('message.read')}</Tag> : <Tag color="blue">{t('message.unread')}</Tag>,
            },
          ]}
        />
      </Card>
    </PlainFrame>
  );
}
