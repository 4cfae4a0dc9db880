import type { ReactNode } from 'react';
import { AreaFrame } from '../../components/area-frame';

/** The /indicators pages share the records pages' frame: the area's tabs, title and card. */
export const indicatorNav = ['/indicators/select', '/indicators/result', '/indicators/one', '/indicators/all'] as const;

export function IndicatorFrame({
  children,
  extra,
  title,
}: {
  children: ReactNode;
  extra?: ReactNode;
  title?: ReactNode;
}) {
  return (
    <AreaFrame nav={indicatorNav} extra={extra} title={title}>
      {children}
    </AreaFrame>
  );
}
