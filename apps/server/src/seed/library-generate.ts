import type { DocModule, LibraryKey } from '@app/contract';
import type { DocInput } from '../modules/library/documents.repo.js';
import { addDays, addMonths, today } from '../modules/library/dates.js';
import { provinces } from '../modules/library/provinces.js';

/** A small seeded PRNG (mulberry32): the same seed always writes the same documents. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

interface Vocabulary {
  products: string[];
  topics: string[];
  departments: string[];
  industries: string[];
  categories: Record<DocModule, string[]>;
  prefix: string;
  subject: string;
}

const vocab: Record<LibraryKey, Vocabulary> = {
  biaofa: {
    products: [
      '乳粉',
      '发酵乳',
      '巧克力',
      '食用植物油',
      '酱油',
      '食醋',
      '茶饮料',
      '蜂蜜',
      '速冻面米制品',
      '熟肉制品',
      '水产制品',
      '糕点',
      '饼干',
      '糖果',
      '罐头食品',
      '婴幼儿谷类辅助食品',
      '食用盐',
      '味精',
      '淀粉制品',
      '豆制品',
      '蛋制品',
      '坚果与籽类食品',
      '冷冻饮品',
      '包装饮用水',
      '白酒',
      '啤酒',
      '食用菌制品',
      '方便面',
    ],
    topics: [
      '铅的测定',
      '苯甲酸、山梨酸和糖精钠的测定',
      '菌落总数测定',
      '大肠菌群计数',
      '二氧化硫的测定',
      '黄曲霉毒素B1的测定',
      '亚硝酸盐与硝酸盐的测定',
      '蛋白质的测定',
      '脂肪的测定',
      '农药残留量的测定',
      '兽药残留量的测定',
      '致病菌检验',
    ],
    departments: [
      '国家卫生健康委员会',
      '国家市场监督管理总局',
      '农业农村部',
      '海关总署',
      '国家卫生健康委员会、国家市场监督管理总局',
    ],
    industries: [
      '乳制品',
      '肉制品',
      '饮料',
      '粮油',
      '调味品',
      '食品添加剂',
      '保健食品',
      '婴幼儿配方食品',
      '餐饮服务',
      '食品标签',
      '检验检测',
      '进出口食品',
    ],
    categories: {
      biaozhun: [
        '通用标准',
        '食品产品标准',
        '特殊膳食食品标准',
        '食品添加剂质量规格及相关标准',
        '生产经营规范标准',
        '理化检验方法标准',
        '微生物检验方法标准',
        '地方标准',
        '团体标准',
      ],
      fagui: ['法律', '行政法规', '部门规章', '规范性文件', '地方性法规', '地方政府规章'],
      standard_notify: ['WTO/SPS通报', 'WTO/TBT通报'],
      draft_regulation: ['标准征求意见稿', '法规征求意见稿'],
      coStandard: ['企业标准备案'],
      notice: ['通知', '公告'],
      statuteQA: ['标签标识', '生产许可', '添加剂使用', '进口食品'],
    },
    prefix: '食品安全国家标准 ',
    subject: '食品',
  },
  rihua: {
    products: [
      '防晒化妆品',
      '洗发水',
      '染发剂',
      '面膜',
      '牙膏',
      '香水',
      '唇膏',
      '祛斑美白化妆品',
      '儿童化妆品',
      '沐浴露',
      '洁面乳',
      '护手霜',
      '指甲油',
      '爽身粉',
    ],
    topics: [
      '汞的测定',
      '甲醛的测定',
      '防腐剂的测定',
      '微生物检验方法',
      '功效评价方法',
      '安全评估技术导则',
      '人体皮肤斑贴试验',
      '防晒指数测定',
    ],
    departments: ['国家药品监督管理局', '国家市场监督管理总局', '国家标准化管理委员会'],
    industries: ['化妆品原料', '彩妆', '护肤', '洗护', '口腔护理', '香水香精', '特殊化妆品', '儿童化妆品'],
    categories: {
      biaozhun: ['国家标准', '行业标准', '技术规范', '团体标准'],
      fagui: ['行政法规', '部门规章', '规范性文件', '公告'],
      standard_notify: ['WTO/TBT通报'],
      draft_regulation: ['征求意见稿'],
      coStandard: ['企业标准'],
      notice: ['通知', '公告'],
      statuteQA: ['注册备案', '功效宣称', '标签'],
    },
    prefix: '',
    subject: '化妆品',
  },
  fodder: {
    products: [
      '配合饲料',
      '浓缩饲料',
      '鱼粉',
      '豆粕',
      '饲料用玉米',
      '维生素A乙酸酯',
      '宠物饲料',
      '添加剂预混合饲料',
      '酵母培养物',
      '赖氨酸盐酸盐',
      '蛋氨酸',
      '植酸酶',
      '乳猪配合饲料',
      '肉鸡配合饲料',
    ],
    topics: [
      '粗蛋白的测定',
      '水分的测定',
      '黄曲霉毒素B1的测定',
      '沙门氏菌的检测',
      '铅的测定',
      '三聚氰胺的测定',
      '霉菌总数的测定',
      '兽药的测定',
    ],
    departments: ['农业农村部', '国家市场监督管理总局', '国家标准化管理委员会'],
    industries: ['饲料原料', '饲料添加剂', '配合饲料', '宠物食品', '水产饲料', '反刍动物饲料'],
    categories: {
      biaozhun: ['国家标准', '行业标准', '地方标准', '团体标准'],
      fagui: ['行政法规', '部门规章', '规范性文件', '公告'],
      standard_notify: ['WTO/SPS通报'],
      draft_regulation: ['征求意见稿'],
      coStandard: ['企业标准'],
      notice: ['通知', '公告'],
      statuteQA: ['饲料生产许可', '产品登记'],
    },
    prefix: '',
    subject: '饲料',
  },
};

const clauses = [
  '本标准规定了{p}的术语和定义、技术要求、检验方法、标志、包装、运输和贮存要求。',
  '{p}的原料应符合相应的食品安全国家标准和有关规定，不得使用非食用物质。',
  '感官要求应符合表1的规定，色泽、滋味、气味和组织状态应正常，无正常视力可见外来异物。',
  '污染物限量应符合GB 2762的规定，真菌毒素限量应符合GB 2761的规定。',
  '食品添加剂的使用应符合GB 2760的规定，营养强化剂的使用应符合GB 14880的规定。',
  '预包装产品的标签应符合GB 7718和GB 28050的规定，并标示产品的{t}信息。',
  '生产过程的卫生要求应符合GB 14881的规定，企业应建立并执行{t}的管理制度。',
  '检验时取样品适量，按照{t}的方法进行测定，结果以两次平行测定的算术平均值表示。',
  '各级{d}应当加强对{p}生产经营活动的监督检查，依法查处违法行为。',
  '生产经营者对其生产经营的{p}安全负责，应当建立进货查验记录和出厂检验记录制度。',
  '发现{p}不符合安全标准或者有证据证明可能危害人体健康的，应当立即停止生产并召回。',
  '本文件自发布之日起施行，此前发布的有关规定与本文件不一致的，以本文件为准。',
  '各地在执行中遇到的问题，请及时反馈{d}。',
  '最大使用量以添加剂本身计，同一功能的添加剂在混合使用时，各自用量占其最大使用量的比例之和不应超过1。',
  '致病菌限量应符合GB 29921的规定，微生物限量还应符合表3的规定。',
  '{p}的贮存应避免日晒、雨淋，不得与有毒、有害、有异味或影响产品质量的物品同处贮存。',
];

function body(r: Rng, v: Vocabulary, product: string, topic: string, dept: string, size: number) {
  const parts: string[] = [];
  let n = 1;
  while (parts.join('').length < size) {
    parts.push(
      `第${n}条 ` + r.pick(clauses).replace(/\{p\}/g, product).replace(/\{t\}/g, topic).replace(/\{d\}/g, dept) + '\n',
    );
    if (r.chance(0.2)) parts.push(`${n}. ${v.subject}${r.pick(['生产', '经营', '检验', '标签', '贮存'])}要求\n`);
    n++;
  }
  return parts.join('');
}

/** 北京 → 北京市, 广西 → 广西壮族自治区 … as titles of local regulations write them. */
const regionName = (p: string) =>
  ({
    北京: '北京市',
    天津: '天津市',
    上海: '上海市',
    重庆: '重庆市',
    内蒙古: '内蒙古自治区',
    广西: '广西壮族自治区',
    西藏: '西藏自治区',
    宁夏: '宁夏回族自治区',
    新疆: '新疆维吾尔自治区',
  })[p] ?? `${p}省`;

const moduleWeights: [DocModule, number][] = [
  ['biaozhun', 40],
  ['fagui', 25],
  ['standard_notify', 8],
  ['draft_regulation', 8],
  ['coStandard', 7],
  ['notice', 7],
  ['statuteQA', 5],
];
function pickModule(r: Rng, library: LibraryKey): DocModule {
  const ws = moduleWeights.filter(([m]) => library === 'biaofa' || (m !== 'coStandard' && m !== 'statuteQA'));
  let x = r.next() * ws.reduce((s, [, w]) => s + w, 0);
  for (const [m, w] of ws) if ((x -= w) < 0) return m;
  return 'biaozhun';
}

export interface GeneratedDoc {
  doc: DocInput;
  /** Index (in the same generated list) of the older version this document replaces. */
  replacesIndex?: number;
}

/** Generated documents never pass for real ones: numbers start with DEMO-, titles with 【演示】. */
export const DEMO_NUMBER_PREFIX = 'DEMO-';
export const DEMO_TITLE_PREFIX = '【演示】';

/**
 * Generates `count` documents of a library for benchmarks and tests (never for the product's
 * content: they are marked DEMO- / 【演示】): numbers, titles, departments, dates
 * spread over ten years with some in this week and month (so the state lists have content),
 * statuses consistent with the dates, and older versions replaced by newer ones.
 */
export function generateDocuments(
  library: LibraryKey,
  count: number,
  seed: number,
  bodySize = 600,
  day = today(),
): GeneratedDoc[] {
  const r = prng(seed);
  const v = vocab[library];
  const out: GeneratedDoc[] = [];
  // Numbers from 50000 up never collide with the real standards of the curated set and the imports.
  let serial = 50000 + (seed % 1000) * 50;
  while (out.length < count) {
    const module = pickModule(r, library);
    const product = r.pick(v.products);
    const topic = r.pick(v.topics);
    const dept = r.pick(v.departments);
    const category = r.pick(v.categories[module]);
    const recent = r.chance(0.04);
    const ago = recent ? r.int(0, 20) : Math.floor(r.next() ** 1.6 * 3650);
    const publishDate = addDays(day, -ago);
    const implementDate = addDays(publishDate, r.pick([0, 90, 180, 365]));
    const local = r.chance(0.18);
    const province = local ? r.pick(provinces.slice(0, 31)) : null;
    const year = publishDate.slice(0, 4);
    serial += r.int(1, 7);
    let title: string;
    let docNumber: string | null = null;
    switch (module) {
      case 'biaozhun':
        title = r.chance(0.5) ? `${v.prefix}${product}` : `${v.prefix}${v.subject}${r.chance(0.5) ? '中' : ''}${topic}`;
        docNumber = local
          ? `DB${String(11 + provinces.indexOf(province as (typeof provinces)[number])).padStart(2, '0')}/ ${serial % 9000}-${year}`
          : `${library === 'biaofa' ? r.pick(['GB', 'GB', 'GB/T', 'T/CNFIA']) : r.pick(['GB/T', 'QB/T', 'NY/T'])} ${serial}-${year}`;
        break;
      case 'fagui':
        title = `${province ? regionName(province) : ''}${r.pick(['关于加强', '关于规范', '关于进一步做好'])}${product}${r.pick(['质量安全监管工作的通知', '生产经营管理的规定', '监督抽检工作的意见', '标签标识管理的公告'])}`;
        docNumber = `${dept.split('、')[0]}${r.pick(['公告', '令'])}${year}年第${r.int(1, 90)}号`;
        break;
      case 'standard_notify':
        title = `${r.pick(['美国', '欧盟', '日本', '韩国', '澳大利亚', '加拿大'])}${product}${r.pick(['中最大残留限量修订', '标签要求', '进口要求', '微生物标准修订'])}通报`;
        docNumber = `G/${r.pick(['SPS', 'TBT'])}/N/${r.pick(['USA', 'EU', 'JPN', 'KOR', 'AUS', 'CAN'])}/${r.int(100, 3999)}`;
        break;
      case 'draft_regulation':
        title = `关于征求《${v.prefix}${product}》（征求意见稿）意见的函`;
        break;
      case 'coStandard':
        title = `${r.pick(['某某', '华北', '江南', '东方', '南方'])}${r.pick(['乳业', '食品', '饮品', '调味品'])}有限公司 ${product}企业标准`;
        docNumber = `Q/${r.pick(['HBRY', 'JNSP', 'DFYP', 'NFTW'])} ${String(r.int(1, 99)).padStart(4, '0')}S-${year}`;
        break;
      case 'notice':
        title = `关于${r.pick(['发布', '公布', '开展'])}${year}年${product}${r.pick(['监督抽检结果', '专项整治工作', '标准清理结果'])}的${r.pick(['通知', '公告'])}`;
        break;
      default:
        title = `${product}${r.pick(['的标签上能否标示', '生产是否需要取得', '进口时应当提供', '中能否使用'])}${r.pick(['“无添加”字样', '生产许可证', '检验合格证明', '该种添加剂'])}？`;
    }
    // Status from dates: future implementation, abolished, about to be abolished, in force.
    let validity = implementDate > day ? 1 : 2;
    let abolishDate: string | null = null;
    if (module === 'draft_regulation') validity = ago < 60 ? 4 : 5;
    else if (validity === 2 && r.chance(0.08)) {
      abolishDate = addDays(day, r.int(-400, 45));
      validity = abolishDate <= day ? 3 : 8;
    } else if (validity === 2 && r.chance(0.03)) validity = 6;
    const added = recent ? publishDate : addDays(publishDate, r.int(0, 10));
    const updated = r.chance(0.03) ? addDays(day, -r.int(0, 6)) : publishDate;
    const doc: DocInput = {
      library,
      module,
      title: DEMO_TITLE_PREFIX + title.replace(/^食品安全国家标准 /, ''),
      docNumber: docNumber && DEMO_NUMBER_PREFIX + docNumber,
      publishDate,
      effectiveDate: implementDate,
      implementDate,
      abolishDate,
      invalidDate: abolishDate,
      updateDate: updated,
      addDate: added > day ? day : added,
      partialEffectiveDate: validity === 6 ? addDays(publishDate, 400) : null,
      partialExplanation: validity === 6 ? `第${r.int(3, 20)}条至第${r.int(21, 40)}条已废止，其余条款继续有效。` : null,
      department: province ? `${province}${r.pick(['市场监督管理局', '卫生健康委员会'])}` : dept,
      industry: r.pick(v.industries),
      category: province && module === 'biaozhun' ? '地方标准' : category,
      province,
      validity,
      body: body(r, v, product, topic, dept, bodySize),
      contentUpdatedAt: updated !== publishDate ? `${updated}T09:00:00Z` : null,
      statusUpdatedAt: null,
    };
    if (module === 'biaozhun' && !local && r.chance(0.12) && out.length + 1 < count) {
      // An older version, replaced when this one took effect.
      const back = r.int(3, 8);
      const oldYear = String(Number(year) - back);
      const older = (d: string) => addMonths(d, -12 * back);
      out.push({
        doc: {
          ...doc,
          docNumber: doc.docNumber!.replace(/-\d{4}$/, `-${oldYear}`),
          publishDate: older(publishDate),
          implementDate: older(implementDate),
          effectiveDate: older(implementDate),
          validity: validity === 1 ? 2 : 3,
          abolishDate: validity === 1 ? null : implementDate,
          invalidDate: validity === 1 ? null : implementDate,
          updateDate: implementDate <= day ? implementDate : publishDate,
          addDate: older(publishDate),
        },
      });
      out.push({ doc, replacesIndex: out.length - 1 });
    } else out.push({ doc });
  }
  return out.slice(0, count);
}
