import type { Db } from '../../db/client.js';
import { params } from './member.repo.js';

/**
 * Settings the spec withholds, kept as sys_params rows (editable from the back office's params
 * screen). The seeder writes these defaults; a missing row falls back to the same default.
 */
export const platformParamDefaults = {
  /** Host names of the brand whose logged-out users land on /home instead of /login. */
  brand_hosts: { value: 'brand.localhost', remark: '品牌域名（逗号分隔）：未登录用户进入 /home' },
  brand_name: { value: '食安合规', remark: '品牌名称' },
  platform_name: { value: '食品安全合规信息平台', remark: '默认平台名称' },
  platform_en_name: { value: 'Food Safety Compliance Portal', remark: '默认平台英文名称' },
  /** Customer ids whose /infoMonitor lands on the weekly report. */
  weekly_report_customers: { value: '', remark: '信息监测默认进入周报的客户ID（逗号分隔）' },
  /** Customer ids whose /infoMonitor lands on the monthly report. */
  monthly_report_customers: { value: '', remark: '信息监测默认进入月报的客户ID（逗号分隔）' },
  /** Customer ids whose logo links to the static show page instead of the shell root. */
  show_page_customers: { value: '', remark: 'Logo 链接到展示页的客户ID（逗号分隔）' },
  show_page_url: { value: '/home', remark: '展示页地址' },
  comply_ai_url: { value: '', remark: 'AI 助手地址（空 = 平台内置助手 /assistant）' },
  /** Address in mailed links; never taken from the request's Host header, which a caller controls. */
  portal_url: { value: '', remark: '门户对外地址，用于邮件中的链接（空 = http://localhost:端口）' },
} as const;
export type PlatformParam = keyof typeof platformParamDefaults;

export async function platformParams(db: Db): Promise<Record<PlatformParam, string>> {
  const keys = Object.keys(platformParamDefaults) as PlatformParam[];
  const stored = await params(db, keys);
  return Object.fromEntries(keys.map((k) => [k, stored.get(k) ?? platformParamDefaults[k].value])) as Record<
    PlatformParam,
    string
  >;
}

export const idList = (value: string) =>
  new Set(
    value
      .split(/[,，\s]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** The request's host without port, lower-cased. */
export const hostOf = (header: string | undefined) => (header ?? '').split(':')[0]!.trim().toLowerCase();
