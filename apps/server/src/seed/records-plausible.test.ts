import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { repoRoot } from '../config.js';
import { chinaToday } from '../lib/clock.js';
import { fullProvinceName, prefectureName, provinces } from '../modules/records/regions.js';
import type { RecordRow } from '../modules/records/writer.js';
import { batches, courtCode, dateSpan, generators } from './records-generator.js';
import { cateringKinds, foodCategories, hazardsOf, intlProducts, unitKinds, type Hazard } from './records-data.js';
import { scales } from './records.js';

/**
 * Every generated record is walked through the rules a professional reading it would apply: the
 * hazard is one tested on that food with the limit its standard sets (the table checked against
 * the standards' own tables in data/), the result on the right side of the limit, dates in order,
 * places that exist and agree, companies of the right trade, and penalties citing the article of
 * 食品安全法 that punishes the violation with a fine inside that article's range (read from the
 * law's text in data/, not from the generator).
 */
const data = (name: string) => readFileSync(path.join(repoRoot, 'data', name), 'utf8');
const csv = (name: string) => parse(data(name), { columns: true, skip_empty_lines: true }) as Record<string, string>[];

/** Every row of the demo seed, plus the first rows of the benchmark data beyond it, flagged as the seed writes them. */
const walk = (name: keyof typeof generators, n: number) => [...batches(generators[name], 0, n)].flat();
const extra = 20_000;
const rows = {
  sampling: walk('sampling', scales.demo.sampling + extra),
  penalty: walk('penalty', scales.demo.penalty + extra),
  judge: walk('judge', scales.demo.judge + extra),
  international: walk('international', Math.max(scales.test.international, 2000)),
};
const province = new Map(provinces.map((p) => [p.name, p]));
const str = (r: RecordRow, k: string) => String(r[k] ?? '');
const num = (r: RecordRow, k: string) => (r[k] === null || r[k] === undefined ? null : Number(r[k]));
const cityOfName = (p: string, name: string) => province.get(p)?.cities.find((c) => name.startsWith(c));

describe('generated records are plausible together (every row)', () => {
  it('every generated row is flagged demo', () => {
    for (const list of Object.values(rows)) for (const r of list) expect(r.demo).toBe(true);
  });

  it('sampling: a hazard tested on that food with its limit, the result on the right side, dates in order, real places', () => {
    const bad: string[] = [];
    const today = chinaToday();
    // The span's end, a calendar date: 24 months from 2024-11-01.
    const months = 10 + dateSpan.months;
    const end = `${2024 + Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
    for (const r of rows.sampling) {
      const why = (s: string) => bad.push(`${s}: ${JSON.stringify(r)}`);
      const cat = foodCategories.find((c) => c.name === r.foodCategory);
      const product = cat?.products.find((p) => str(r, 'productName').endsWith(p));
      if (!cat || !product) {
        why('product not of its category');
        continue;
      }
      const limit = num(r, 'limitValue');
      const item = hazardsOf(cat, product).find(
        (h) => h.name === r.hazard && h.limit === limit && h.unit === r.unit && h.basis === r.standardBasis,
      );
      if (!item) why('hazard, limit or standard not the one set for this product');
      const measured = num(r, 'measuredValue');
      if (r.result === 'fail' && !(measured !== null && measured > (limit ?? 0))) why('a failure within the limit');
      if (r.result === 'pass' && measured !== null && (limit === null || measured > limit))
        why('a pass over the limit');
      const day = str(r, 'samplingDate');
      if (day < dateSpan.start || day >= end || day > today) why('sampling date outside the span');
      if (r.productionDate && !(str(r, 'productionDate') < day)) why('made after it was sampled');
      const batch = /^(\d{4})(\d{2})(\d{2})/.exec(str(r, 'batchNo'));
      if (batch && `${batch[1]}-${batch[2]}-${batch[3]}` > day) why('a batch dated after sampling');
      if (!str(r, 'noticeNo').includes(`${day.slice(0, 4)}年`)) why('notice of another year');
      const p = province.get(str(r, 'sampledProvince'));
      if (!p || !p.cities.includes(str(r, 'sampledCity'))) why('no such city in that province');
      if (!str(r, 'sampledUnit').startsWith(str(r, 'sampledCity'))) why('sampled unit elsewhere');
      const unitKinds_ = cat.name === '餐饮食品' ? cateringKinds : unitKinds;
      if (!unitKinds_.some((k) => str(r, 'sampledUnit').endsWith(k))) why('sampled at the wrong kind of place');
      if (!str(r, 'testingUnit').startsWith(fullProvinceName(str(r, 'sampledProvince')))) why('laboratory elsewhere');
      if (
        r.level !== 'national' &&
        !str(r, 'taskSource').includes(str(r, 'sampledCity').slice(0, 2)) &&
        !str(r, 'taskSource').startsWith(fullProvinceName(str(r, 'sampledProvince')))
      )
        why('task of another authority');
      if (r.producer) {
        if (!cityOfName(str(r, 'producerProvince'), str(r, 'producer'))) why('producer in no city of its province');
        if (!cat.kinds.some((k) => str(r, 'producer').endsWith(k))) why('producer of another trade');
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
    expect(rows.sampling.length).toBeGreaterThan(20_000);
  });

  it('judgments: case numbers agree with court, province, instance and kind; criminal cases end in sentences', () => {
    const bad: string[] = [];
    for (const r of rows.judge) {
      const why = (s: string) => bad.push(`${s}: ${JSON.stringify(r)}`);
      const m = /^（(\d{4})）(.)(\d{2})?([民刑])([初终再])\d+号$/.exec(str(r, 'caseNo'));
      const p = province.get(str(r, 'courtProvince'));
      if (!m || !p) {
        why('case number unreadable');
        continue;
      }
      const [, year, abbr, code, kind, step] = m;
      const criminal = str(r, 'cause').endsWith('罪');
      if (year !== str(r, 'judgmentDate').slice(0, 4)) why('case of another year');
      if (abbr !== p.abbr) why('province code of another province');
      if ((kind === '刑') !== criminal) why('criminal code on a civil cause or the reverse');
      if ({ 一审: '初', 二审: '终', 再审: '再' }[str(r, 'instance')] !== step) why('instance code');
      if (r.instance === '一审') {
        const city =
          p.cities.find((c) => str(r, 'court') === `${prefectureName(p.name, c)}中级人民法院`) ??
          (str(r, 'court') === `${p.name}市第一中级人民法院` ? p.cities[0] : undefined);
        if (!city || code !== courtCode(p, city)) why('intermediate court and its number disagree');
      } else if (str(r, 'court') !== `${fullProvinceName(p.name)}高级人民法院` || code)
        why('appeal not at the high court');
      if (criminal && num(r, 'compensation') !== 0) why('compensation in a criminal case');
      if (criminal && r.instance === '一审' && !str(r, 'result').includes('判处'))
        why('criminal first instance without sentence');
      if (!criminal && str(r, 'result').includes('判处')) why('sentence in a civil case');
      if (!criminal && num(r, 'compensation') && num(r, 'compensation')! < 1000)
        why('compensation under the 1,000 yuan floor');
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('international warnings: the hazard belongs to the product group, food of another country than the notifying one', () => {
    for (const r of rows.international) {
      const group = intlProducts.find((g) => g.category === r.productCategory);
      expect(group?.products).toContain(r.product);
      expect(group?.hazards.map(([h]) => h)).toContain(r.hazard);
      expect(r.originCountry).not.toBe(r.notifyingCountry);
    }
  });
});

/** 食品安全法 from the shipped law texts: the fines of its articles, read from the words. */
const foodSafetyLaw = data('cn_food_laws_lawrefbook.jsonl')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { title: string; text: string })
  .find((d) => d.title === '中华人民共和国食品安全法')!.text;
const articleText = (article: string) => {
  const start = foodSafetyLaw.indexOf(`${article} `);
  const next = foodSafetyLaw.slice(start + article.length).search(/\n+第[一二三四五六七八九十百零]+条 /);
  return foodSafetyLaw.slice(start, next < 0 ? undefined : start + article.length + next);
};
const digits: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** 五千, 五万, 十五万, 二十, 十 → numbers. */
const chineseNumber = (s: string) => {
  let total = 0;
  let section = 0;
  let n = 0;
  for (const ch of s) {
    const unit = { 十: 10, 百: 100, 千: 1000 }[ch];
    if (digits[ch]) n = digits[ch];
    else if (unit) {
      section += (n || (unit === 10 ? 1 : 0)) * unit;
      n = 0;
    } else if (ch === '万') {
      total += (section + n) * 10_000;
      section = 0;
      n = 0;
    }
  }
  return total + section + n;
};
const finesOf = (article: string) => {
  const t = articleText(article);
  const worth =
    /不足一万元的，并处(\S+?)元以上(\S+?)元以下罚款；货值金额一万元以上的，并处货值金额(\S+?)倍以上(\S+?)倍以下罚款/.exec(
      t,
    );
  if (worth)
    return {
      below: [chineseNumber(worth[1]!), chineseNumber(worth[2]!)],
      times: [chineseNumber(worth[3]!), chineseNumber(worth[4]!)],
      warning: false,
    };
  const warn = /给予警告；拒不改正的，处(\S+?)元以上(\S+?)元以下罚款/.exec(t);
  if (warn) return { below: [chineseNumber(warn[1]!), chineseNumber(warn[2]!)], times: undefined, warning: true };
  throw new Error(`no fine read from ${article}`);
};
/** What each violation is, in the law's own words: the cited item must say it. */
const lawWords: Record<string, string> = {
  农药残留超标: '农药残留',
  兽药残留超标: '兽药残留',
  微生物污染: '致病性微生物',
  重金属等元素污染: '重金属',
  生物毒素污染: '生物毒素',
  质量指标不达标: '其他危害人体健康的物质含量超过食品安全标准限量',
  超范围超限量使用食品添加剂: '超范围、超限量使用食品添加剂',
  非法添加非食用物质: '食品添加剂以外的化学物质',
  无证生产经营: '未取得食品生产经营许可',
  经营病死畜禽肉: '病死',
  经营超过保质期食品: '超过保质期的食品',
  标签标识不合格: '标签',
  使用不合格原料: '不符合食品安全标准的食品原料',
  未落实食品安全主体责任: '食品安全管理制度',
  未履行进货查验义务: '进货查验记录',
  餐饮具清洗消毒不合格: '清洗消毒',
  从业人员未取得健康证明: '健康证明',
};

describe('penalties cite the article that punishes the violation, with a fine inside its range (食品安全法 text)', () => {
  it('reads the fines of articles 122 to 126 from the law', () => {
    expect(finesOf('第一百二十四条')).toEqual({ below: [50_000, 100_000], times: [10, 20], warning: false });
    expect(finesOf('第一百二十三条')).toEqual({ below: [100_000, 150_000], times: [15, 30], warning: false });
    expect(finesOf('第一百二十五条')).toEqual({ below: [5_000, 50_000], times: [5, 10], warning: false });
    expect(finesOf('第一百二十六条')).toMatchObject({ below: [5_000, 50_000], warning: true });
  });

  it('every generated penalty', () => {
    const bad: string[] = [];
    for (const r of rows.penalty) {
      const why = (s: string) => bad.push(`${s}: ${JSON.stringify(r)}`);
      const basis = /^《中华人民共和国食品安全法》(第[一二三四五六七八九十百]+条)第一款(?:第（(.)）项)?$/.exec(
        str(r, 'legalBasis'),
      );
      if (!basis) {
        why('basis unreadable');
        continue;
      }
      const text = articleText(basis[1]!);
      const itemText = basis[2] ? (new RegExp(`（${basis[2]}）([^（]+)`).exec(text)?.[1] ?? '') : text;
      const words = lawWords[str(r, 'riskFactor')];
      if (!words || !itemText.includes(words)) why('the cited item does not punish this violation');
      const fine = finesOf(basis[1]!);
      const worth = Number(/货值金额([\d,]+)元/.exec(str(r, 'illegalFacts'))?.[1]?.replace(/,/g, ''));
      const amount = Number(r.amount);
      if (!worth) why('no worth stated');
      if (r.penaltyType === '警告') {
        if (!fine.warning || amount !== 0) why('a warning the article does not give');
      } else {
        const [low, high] = worth >= 10_000 && fine.times ? fine.times.map((x) => x * worth) : fine.below;
        if (amount < low! || amount > high!) why(`fine ${amount} outside ${low}-${high}`);
        if (fine.warning && !str(r, 'illegalFacts').includes('拒不改正')) why('fined without refusing to comply');
      }
      if (Number(r.confiscatedAmount) > worth) why('more confiscated than the goods were worth');
      const p = province.get(str(r, 'partyProvince'));
      const city = cityOfName(str(r, 'partyProvince'), str(r, 'party'));
      if (!p || !city) {
        why('party in no city of its province');
        continue;
      }
      if (str(r, 'authority') !== `${prefectureName(p.name, city)}市场监督管理局`) why('decided by another city');
      if (!str(r, 'documentNo').startsWith(`${p.abbr}${city}市监处罚〔${str(r, 'decisionDate').slice(0, 4)}〕`))
        why('document number of another office or year');
      const cat = foodCategories.find((c) => c.name === r.foodCategory)!;
      const trades = ['餐饮具清洗消毒不合格', '从业人员未取得健康证明'].includes(str(r, 'riskFactor'))
        ? cateringKinds
        : [...cat.kinds, ...unitKinds, ...(cat.name === '餐饮食品' ? cateringKinds : [])];
      if (!trades.some((k) => str(r, 'party').endsWith(k))) why('party of another trade');
      const tested = /经营的(\S+?)（.*?经抽样检验，(.+?)项目不符合(.+?)要求/.exec(str(r, 'illegalFacts'));
      if (tested) {
        const item: Hazard | undefined = hazardsOf(cat, tested[1]!).find(
          (h) => h.name === tested[2] && h.basis === tested[3],
        );
        if (!item || item.risk !== r.riskFactor) why('a failed test not of this food or of another risk');
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });
});

/** The standards' tables in data/: the item, the food as printed and the same limit. */
const subscript = (s: string) => s.replace(/₁/g, '1').replace(/₂/g, '2');
const baseName = (h: Hazard) => subscript(h.name.replace(/\(.*$/, ''));
const gb2761 = csv('cn_gb2761_2017_mycotoxin_limits.csv');
const gb2762 = csv('cn_gb2762_2022_contaminant_limits.csv');
const gb2760 = csv('gb2760_2024_additive_uses.csv');
const fullTexts = new Map(
  data('cn_food_product_standards_fulltext.jsonl')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { standard_id: string; text: string })
    // Full-width digits and letters and line breaks inside words, as the PDF extraction left them.
    .map((d) => [d.standard_id, d.text.normalize('NFKC').replace(/\s+/g, '')]),
);
const tabled = new Set(['GB 2760-2024', 'GB 2761-2017', 'GB 2762-2022']);
const additiveWords: Record<string, string> = { 铝的残留量: '硫酸铝', 甜蜜素: '甜蜜素', 糖精钠: '糖精钠' };

describe('the generator’s limits are the standards’ own (data/)', () => {
  const all = foodCategories.flatMap((c) => c.hazards.map((h) => ({ c, h })));
  it('each GB 2761 / GB 2762 / GB 2760 limit naming its food is found in that standard’s table', () => {
    let checked = 0;
    for (const { c, h } of all.filter((x) => x.h.food)) {
      const found =
        h.basis === 'GB 2761-2017'
          ? gb2761.some(
              (r) => r.mycotoxin_zh === baseName(h) && r.food_category === h.food && Number(r.limit_value) === h.limit,
            )
          : h.basis === 'GB 2762-2022'
            ? gb2762.some(
                (r) =>
                  r.contaminant_zh === baseName(h) && r.food_category === h.food && Number(r.limit_value) === h.limit,
              )
            : gb2760.some(
                (r) =>
                  r.additive_cn!.startsWith(additiveWords[baseName(h)] ?? baseName(h).slice(0, 3)) &&
                  r.food_category_name === h.food &&
                  (baseName(h) === '铝的残留量'
                    ? r.remark!.includes(`≤${h.limit}mg/kg`)
                    : parseFloat(r.max_use!) === h.limit),
              );
      expect(found, `${c.name} ${h.name} ${h.limit} ${h.food} (${h.basis})`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('each item cited from a product standard is named in that standard’s full text', () => {
    let checked = 0;
    const missing: string[] = [];
    const unreadable = new Set<string>();
    for (const { c, h } of all.filter((x) => fullTexts.has(x.h.basis) && !tabled.has(x.h.basis))) {
      const text = fullTexts.get(h.basis)!;
      // A text the extraction garbled (no common Chinese word left in it) cannot say anything.
      if (!/食品|标准/.test(text)) {
        unreadable.add(h.basis);
        continue;
      }
      const word = h.name.replace(/[(（].*$/, '').replace(/计数$/, '');
      if (!text.includes(word)) missing.push(`${c.name} ${h.name} in ${h.basis}`);
      checked++;
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(20);
    // Garbled extractions in data/ (their items were checked by hand against the published standards).
    expect([...unreadable].sort()).toEqual([
      'GB 19300-2014',
      'GB 2716-2018',
      'GB 2759-2015',
      'GB 7099-2015',
      'GB 7100-2015',
      'GB 7101-2022',
    ]);
  });

  it('every product has at least one item, and every item applies to a product of its category', () => {
    for (const c of foodCategories) {
      for (const p of c.products) expect(hazardsOf(c, p).length, `${c.name} ${p}`).toBeGreaterThan(0);
      for (const h of c.hazards) for (const p of h.only ?? []) expect(c.products, `${c.name} ${h.name}`).toContain(p);
    }
  });
});
