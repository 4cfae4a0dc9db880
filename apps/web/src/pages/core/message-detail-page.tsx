import { Button, Card, Descriptions, Empty, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { docModules, type DocModule, inboxCalls } from '@app/contract';
import { docHref } from '../library/links';
import { call } from '../../api/call';
import { PlainFrame } from './plain-frame';
import { dataLang } from '../../components/data-lang';
import { formatMoment } from '../../app/format-time';

/** /message/detail?id=: one message; reading it marks it read (server side). */
export default function MessageDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id'));
  const detail = useQuery({
    queryKey: ['messages', 'detail', id],
    queryFn: () => call(inboxCalls.detail, { id }),
    enabled: id > 0,
  });
  const m = detail.data;
  // Forwards and reminders are about a library document: link to its detail page.
  const docLink =
    m?.docId && m.library && m.docModule && m.docModule in docModules
      ? docHref(m.library, m.docModule as DocModule, m.docId)
      : undefined;
  // A briefing's message names the page: it opens from here too.
  const briefingLink =
    m?.kind === 'briefing' ? /\/infoMonitor\/newspaper\/detail\?id=\d+/.exec(m.content)?.[0] : undefined;
  return (
    <PlainFrame>
      <Card
        title={m ? <span lang={dataLang(i18n.language, m.title)}>{m.title}</span> : t('message.title')}
        extra={<Button onClick={() => navigate('/message')}>{t('common.back')}</Button>}
      >
        {detail.isLoading ? (
          <Spin />
        ) : !m ? (
          <Empty description={t('noData')} />
        ) : (
          <>
            <Descriptions column={3} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('message.col.kind')}>{t(`message.kind.${m.kind}`)}</Descriptions.Item>
              <Descriptions.Item label={t('message.col.from')}>
                {m.fromUsername || t('message.fromPlatform')}
              </Descriptions.Item>
              <Descriptions.Item label={t('message.col.time')}>{formatMoment(m.createdAt)}</Descriptions.Item>
            </Descriptions>
            <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.8 }} lang={dataLang(i18n.language, m.content)}>
              {m.content}
            </div>
            {docLink && (
              <Button type="link" href={docLink} target="_blank" style={{ paddingLeft: 0, marginTop: 16 }}>
                {t('message.openDoc')}
              </Button>
            )}
            {briefingLink && (
              <Button type="link" onClick={() => navigate(briefingLink)} style={{ paddingLeft: 0, marginTop: 16 }}>
                {t('message.openBriefing')}
              </Button>
            )}
          </>
        )}
      </Card>
    </PlainFrame>
  );
}
