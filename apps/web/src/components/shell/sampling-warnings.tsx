import { Badge, Tag } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { memberCalls } from '@app/contract';
import { call } from '../../api/call';
import { useMayCall } from './use-shell-data';

/** Today's sampling warnings (GET /cj/warning/today_num), shown to members who may ask for them (the cj right). */
export function SamplingWarnings() {
  const { t } = useTranslation();
  const visible = useMayCall()(memberCalls.warningTodayNum);
  const num = useQuery({
    queryKey: ['shell', 'warningTodayNum'],
    queryFn: () => call(memberCalls.warningTodayNum, {}, { silent: true }),
    enabled: visible,
    refetchInterval: 60_000,
  });
  if (!visible) return null;
  return (
    <Link to="/sampleSystem/monitorWarning" className="cp-header-action" data-testid="sampling-warnings">
      <Badge count={num.data?.num ?? 0} size="small">
        <BellOutlined style={{ fontSize: 18 }} />
      </Badge>
      <span>{t('shell.samplingWarnings')}</span>
      {num.data?.demo && !!num.data.num && (
        <Tag color="orange" data-testid="warnings-demo-tag" style={{ marginInlineStart: 4 }}>
          {t('shell.demoData')}
        </Tag>
      )}
    </Link>
  );
}
