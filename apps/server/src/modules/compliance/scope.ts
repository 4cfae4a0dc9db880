import type { CallContext, MemberPrincipal } from '../../lib/context.js';
import { requireMember } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';

/** The rights of /compliance: item-level calls shared by several pages need any one of them. */
export const complianceRights = [
  'hgywy_hgywy',
  'hgywy_compliance',
  'hgywy_oblmanage',
  'hgywy_oblmymanage',
  'hgywy_autofile',
];

export const holdsComplianceRight = (m: MemberPrincipal) => m.isSuper || complianceRights.some((r) => m.rights.has(r));

export function requireComplianceMember(ctx: CallContext): MemberPrincipal {
  const m = requireMember(ctx);
  if (!holdsComplianceRight(m)) throw forbidden();
  return m;
}

export const displayName = (m: { realName: string | null; username: string | null } | null | undefined) =>
  m ? m.realName || m.username || null : null;
