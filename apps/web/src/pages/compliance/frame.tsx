import type { ReactNode } from 'react';
import { AreaFrame } from '../../components/area-frame';
import './texts';

/** The tabs of /compliance, in the order of the area's menu. */
export const complianceNav = [
  '/compliance/verification',
  '/compliance/management',
  '/compliance/mymanagement',
  '/compliance/updateList',
  '/compliance/associationList',
  '/compliance/document',
  '/task',
] as const;

export function ComplianceFrame({
  children,
  extra,
  title,
}: {
  children: ReactNode;
  extra?: ReactNode;
  title?: ReactNode;
}) {
  return (
    <AreaFrame nav={complianceNav} extra={extra} title={title}>
      {children}
    </AreaFrame>
  );
}
