import type { ComponentType } from 'react';
import {
  AlertOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  GlobalOutlined,
  RadarChartOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SkinOutlined,
} from '@ant-design/icons';
import { addTexts } from '../../i18n';
import type { CountKey } from './overview-counts';

type Label = { 'zh-cn': string; en: string };
export type AreaGroup = 'libraries' | 'monitoring' | 'tools';

/**
 * The portal's areas as the open pages (/demo, /ad) present them, defined once: where each
 * starts, what a compliance officer gets from it and which counts of the overview call belong
 * to it. The rights an area needs are not repeated here: they are read from the contract's
 * route table (area-access.ts), the same rule the router applies.
 */
export interface PortalArea {
  /** The area's root in the route table; the router sends it to the area's default page. */
  root: `/${string}`;
  group: AreaGroup;
  icon: ComponentType;
  counts: CountKey[];
  name: Label;
  text: Label;
}

export const portalAreas: PortalArea[] = [
  {
    root: '/system',
    group: 'libraries',
    icon: BookOutlined,
    counts: ['lib.biaofa', 'additiveUses', 'contactAdditives'],
    name: { 'zh-cn': '标准法规库', en: 'Standards & regulations library' },
    text: {
      'zh-cn':
        '食品安全国家标准、法律法规、征求意见稿与通报，标明现行、即将实施、废止及替代关系；GB 2760、GB 9685 逐条可查。',
      en: 'National food-safety standards, laws, drafts and notifications with their status and replacements; GB 2760 and GB 9685 row by row.',
    },
  },
  {
    root: '/rihua',
    group: 'libraries',
    icon: SkinOutlined,
    counts: ['lib.rihua', 'cosmeticIngredients', 'cosmeticRestricted'],
    name: { 'zh-cn': '日化法规库', en: 'Cosmetics regulation library' },
    text: {
      'zh-cn': '《化妆品监督管理条例》、标签管理办法、安全技术规范等日化法规，检索、收藏与更新提醒同标准法规库。',
      en: 'Cosmetics regulations (the supervision regulation, labelling measures, safety technical standards) with search, favourites and reminders.',
    },
  },
  {
    root: '/fodder',
    group: 'libraries',
    icon: ReadOutlined,
    counts: ['lib.fodder'],
    name: { 'zh-cn': '饲料法规库', en: 'Feed regulation library' },
    text: {
      'zh-cn': '《饲料和饲料添加剂管理条例》、饲料卫生标准等饲料法规与标准，检索、收藏与更新提醒同标准法规库。',
      en: 'Feed regulations and standards (Regulation on Feed and Feed Additives, the feed hygiene standard) with search, favourites and reminders.',
    },
  },
  {
    root: '/infoMonitor',
    group: 'monitoring',
    icon: RadarChartOutlined,
    counts: ['monitorItems'],
    name: { 'zh-cn': '信息监测', en: 'Information monitoring' },
    text: {
      'zh-cn':
        '日报、周报、月报汇总标准法规变化、抽检不合格、处罚、判决与 RASFF 通报，每个数字可点开到记录，可下载 PDF、Word。',
      en: 'Daily, weekly and monthly reports of changed standards, failed samples, penalties, judgments and RASFF notices; each figure opens its rows.',
    },
  },
  {
    root: '/sampleSystem',
    group: 'monitoring',
    icon: ExperimentOutlined,
    counts: ['rec.sampling'],
    name: { 'zh-cn': '抽检数据', en: 'Sampling inspections' },
    text: {
      'zh-cn': '抽检批次、检验项目、结果与判定依据，按类别、地区、危害统计；设置关注规则，出现不合格即预警。',
      en: 'Sampled batches, tested items, results and the standards applied, with statistics; watch rules warn you when a matching batch fails.',
    },
  },
  {
    root: '/penalty',
    group: 'monitoring',
    icon: AuditOutlined,
    counts: ['rec.penalty'],
    name: { 'zh-cn': '行政处罚', en: 'Administrative penalties' },
    text: {
      'zh-cn': '市场监管部门的处罚决定：当事人、违法事实、处罚依据与罚没金额，按地区和违法类型统计。',
      en: 'Penalty decisions of market regulators: party, facts, legal basis and fines, with statistics by region and violation.',
    },
  },
  {
    root: '/judge',
    group: 'monitoring',
    icon: BankOutlined,
    counts: ['rec.judge'],
    name: { 'zh-cn': '裁判文书', en: 'Court judgments' },
    text: {
      'zh-cn': '食品相关裁判文书：案由、判决结果与赔偿金额，按案由和地区统计，附典型案例分析。',
      en: 'Food-related court judgments: cause, outcome and compensation, with statistics and analyses of classic cases.',
    },
  },
  {
    root: '/InternationalWarning',
    group: 'monitoring',
    icon: GlobalOutlined,
    counts: ['rec.international'],
    name: { 'zh-cn': '国际预警', en: 'International warnings' },
    text: {
      'zh-cn': '欧盟 RASFF 通报：产品、危害、原产国与措施；中国原产的通报单列，可按危害和国家分析。',
      en: 'EU RASFF notifications: product, hazard, origin and measures; China-origin ones apart, analysed by hazard and country.',
    },
  },
  {
    root: '/industrialChain',
    group: 'monitoring',
    icon: ApartmentOutlined,
    counts: ['chainSectors', 'chainNodes'],
    name: { 'zh-cn': '产业链', en: 'Industrial chains' },
    text: {
      'zh-cn': '乳制品、肉类、粮食等行业从原料到销售的各环节，每个环节关联标准、抽检、处罚与 RASFF 通报。',
      en: 'Dairy, meat, grain and other sectors from raw material to retail, each stage linked to its standards, failed samples, penalties and RASFF notices.',
    },
  },
  {
    root: '/compliance',
    group: 'tools',
    icon: SafetyCertificateOutlined,
    counts: ['obligations'],
    name: { 'zh-cn': '合规义务', en: 'Compliance obligations' },
    text: {
      'zh-cn': '按企业类型列出适用的合规义务，每项引用法律或标准的具体条款；条款修订时标出受影响的义务。',
      en: 'The obligations that apply to your business type, each citing its clause of a law or standard, flagged when that clause changes.',
    },
  },
  {
    root: '/indicators',
    group: 'tools',
    icon: BarChartOutlined,
    counts: ['productStandards', 'indicators', 'indicatorsAsFact'],
    name: { 'zh-cn': '产品指标', en: 'Product indicators' },
    text: {
      'zh-cn': 'GB 产品标准的感官、理化、微生物指标，加上按食品类别继承的限量与 GB 2760 规定；录入检测结果即判定。',
      en: 'Indicators of GB product standards plus the limits and GB 2760 uses the food category inherits; enter test results for a verdict.',
    },
  },
  {
    root: '/hazardsLimits',
    group: 'tools',
    icon: AlertOutlined,
    counts: ['limitRows', 'limitSubstances'],
    name: { 'zh-cn': '危害物限量', en: 'Hazard and residue limits' },
    text: {
      'zh-cn': 'GB 2762/2761、GB 31650、欧盟 (EU) 2023/915 与中国台湾地区 TFDA 限量，按物质或食品跨法域对比。',
      en: 'GB 2762/2761, GB 31650, EU 2023/915 and TFDA (Taiwan region of China) limits, compared across jurisdictions by substance or food.',
    },
  },
  {
    root: '/database',
    group: 'tools',
    icon: DatabaseOutlined,
    counts: ['queryTools'],
    name: { 'zh-cn': '数字查询工具', en: 'Query tools' },
    text: {
      'zh-cn': 'GB 2760、GB 9685、食品分类、标准法规、抽检、处罚、判例和国际预警的查询入口，显示行数和数据日期。',
      en: 'One search box each for GB 2760, GB 9685, food categories, standards, sampling, penalties, judgments and warnings, with row counts.',
    },
  },
  {
    root: '/assistant',
    group: 'tools',
    icon: RobotOutlined,
    counts: [],
    name: { 'zh-cn': '法规智能助手', en: 'Regulatory assistant' },
    text: {
      'zh-cn': '用平台收录的法规、标准条款与限量回答问题，每句附所引条款的链接；未接入大模型时给出原文摘录。',
      en: "Answers from the portal's own laws, clauses and limit rows, each sentence linked to the clause it quotes.",
    },
  },
];

/** Key of an area's texts: its root without the slash. */
export const areaKey = (a: PortalArea) => a.root.slice(1);

/** A standard's number stays on one line with its code ("GB 2760", "(EU) 2023/915"): no break after the code. */
const keepNumbers = (l: Label): Label => {
  const glue = (s: string) => s.replace(/(\b[A-Z]{2,4}\)?) (?=\d)/g, '$1\u00a0');
  return { 'zh-cn': glue(l['zh-cn']), en: glue(l.en) };
};

addTexts(
  Object.fromEntries(
    portalAreas.flatMap((a) => [
      [`area.${areaKey(a)}.name`, a.name],
      [`area.${areaKey(a)}.text`, keepNumbers(a.text)],
    ]),
  ),
);
