import { Tag } from 'antd';
import { itemStatuses } from '@app/contract';
import { useLabel } from './use-lang';

const colors: Record<string, string> = {
  unassessed: 'default',
  applicable: 'blue',
  not_applicable: 'default',
  compliant: 'green',
  noncompliant: 'red',
  review: 'orange',
};

export function StatusTag({ status }: { status: string }) {
  const { label } = useLabel();
  return <Tag color={colors[status]}>{label(itemStatuses, status)}</Tag>;
}
