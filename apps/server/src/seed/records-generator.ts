import type { RecordRow } from '../modules/records/writer.js';
import { prng } from './library-generate.js';
import {
  fullProvinceName,
  isMunicipality,
  prefectureName,
  provinces,
  type Province,
} from '../modules/records/regions.js';
import {
  districts,
  foodCategories,
  instances,
  intlOrigins,
  intlProducts,
  intlSources,
  cateringKinds,
  fines,
  hazardsOf,
  judgeCauses,
  judgeResults,
  nameWords,
  otherViolations,
  sampleViolations,
  surnames,
  unitKinds,
  type FoodCategory,
  type Violation,
} from './records-data.js';
import { calendarDayOf } from '../lib/clock.js';

/**
 * A deterministic generator of realistic Chinese records: the same seed and index always give
 * the same record, so a demo database, a test and a benchmark at any scale are reproducible.
 * Records are produced lazily in batches so a million rows never sit in memory at once.
 */
export const dateSpan = { start: '2024-11-01', months: 24 } as const;

/** The shared seeded PRNG (mulberry32) with the picks the record generator needs. */
export function rng(seed: number) {
  const { next } = prng(seed);
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]) => xs[int(xs.length)]!;
  const weighted = <T extends { weight: number }>(xs: readonly T[]) => {
    const total = xs.reduce((s, x) => s + x.weight, 0);
    let r = next() * total;
    for (const x of xs) if ((r -= x.weight) < 0) return x;
    return xs[xs.length - 1]!;
  };
  return { next, int, pick, weighted };
}
type Rng = ReturnType<typeof rng>;

const startMs = Date.parse(`${dateSpan.start}T00:00:00Z`);
const spanDays = Math.round(
  (Date.UTC(2024 + Math.floor((10 + dateSpan.months) / 12), (10 + dateSpan.months) % 12, 1) - startMs) / 86_400_000,
);
const isoDay = (ms: number) => calendarDayOf(new Date(ms));
const randomDay = (r: Rng) => startMs + r.int(spanDays) * 86_400_000;
const sig = (v: number) => Number(v.toPrecision(3));

const cityOf = (p: Province, r: Rng) => r.pick(p.cities);
/**
 * Offices that exist: every prefecture-level city (and each municipality) has a market
 * regulation bureau, a procuratorate and an intermediate court, every province a high court.
 * District-level offices are not named, since a generated district would not exist.
 */
const authorityCity = (p: Province, city: string) => prefectureName(p.name, city);
const intermediateCourt = (p: Province, city: string) =>
  isMunicipality(p.name) ? `${p.name}市第一中级人民法院` : `${prefectureName(p.name, city)}中级人民法院`;
/** An intermediate court's number in case numbers: 01 for a municipality's first, else the city's place in its province. */
export const courtCode = (p: Province, city: string) =>
  String(isMunicipality(p.name) ? 1 : p.cities.indexOf(city) + 1).padStart(2, '0');
/** The i-th fictional company of a pool: province, city, word and kind follow from the index. */
const company = (i: number, kinds: readonly string[]) => {
  const p = provinces[i % provinces.length]!;
  const city = p.cities[Math.floor(i / provinces.length) % p.cities.length]!;
  const word = nameWords[Math.floor(i / 7) % nameWords.length]!;
  const district = districts[i % districts.length]!;
  return {
    name: `${city}${i % 3 === 0 ? district : ''}${word}${kinds[i % kinds.length]}`,
    province: p.name,
    p,
    city,
    word,
  };
};

export function samplingRecord(i: number, seed = 1): RecordRow {
  const r = rng(seed * 1_000_003 + i);
  const p = r.weighted(provinces);
  const city = cityOf(p, r);
  const cat: FoodCategory = r.weighted(foodCategories);
  const product = r.pick(cat.products);
  // Only an item tested on this product, with the limit the standard sets for it.
  const hazard = r.pick(hazardsOf(cat, product));
  const fail = r.next() < cat.failRate;
  const levelRoll = r.next();
  const level = levelRoll < 0.3 ? 'national' : levelRoll < 0.7 ? 'provincial' : 'city';
  const day = randomDay(r);
  const date = isoDay(day);
  const year = date.slice(0, 4);
  const issue = Number(date.slice(5, 7)) * 3 + r.int(3);
  const noticeNo =
    level === 'national'
      ? `市场监管总局关于食品抽检情况的通告（${year}年第${issue}号）`
      : level === 'provincial'
        ? `${fullProvinceName(p.name)}市场监督管理局食品安全抽检信息通告（${year}年第${issue}期）`
        : `${authorityCity(p, city)}市场监督管理局食品安全监督抽检信息公告（${year}年第${issue}期）`;
  const agricultural = cat.name === '食用农产品';
  const producer = agricultural ? { name: '', province: '', word: '' } : company(r.int(3000), cat.kinds);
  const limit = hazard.limit;
  let measured: number | null;
  if (fail) measured = limit === null ? sig(0.5 + r.next() * 40) : sig(limit * (1.1 + r.next() * 4));
  else
    measured = limit === null ? null : r.next() < 0.4 ? null : sig(limit * hazard.typical * r.next() + limit * 0.001);
  const unitWord = r.pick(nameWords);
  const taskSource =
    level === 'national'
      ? '国家市场监督管理总局'
      : level === 'provincial'
        ? `${fullProvinceName(p.name)}市场监督管理局`
        : `${authorityCity(p, city)}市场监督管理局`;
  return {
    noticeNo,
    productName: agricultural ? product : `${producer.word}${product}`,
    foodCategory: cat.name,
    brand: agricultural ? '' : `${producer.word}`,
    specification: r.pick(cat.specs),
    productionDate: agricultural ? null : isoDay(day - (1 + r.int(120)) * 86_400_000),
    batchNo: agricultural ? '' : `${isoDay(day - r.int(60) * 86_400_000).replace(/-/g, '')}${'ABCDEFGH'[r.int(8)]}`,
    producer: producer.name,
    producerProvince: producer.province,
    sampledUnit: `${city}${r.pick(districts)}${unitWord}${r.pick(cat.name === '餐饮食品' ? cateringKinds : unitKinds)}`,
    sampledProvince: p.name,
    sampledCity: city,
    samplingDate: date,
    level,
    taskSource,
    hazard: hazard.name,
    measuredValue: measured,
    limitValue: limit,
    unit: hazard.unit,
    result: fail ? 'fail' : 'pass',
    standardBasis: hazard.basis,
    testingUnit: `${fullProvinceName(p.name)}${r.next() < 0.5 ? '食品检验研究院' : '产品质量监督检验研究院'}`,
  };
}

/** 《中华人民共和国食品安全法》第…条第一款[第（…）项], as a decision cites it. */
export const legalBasisOf = (v: Violation) =>
  `《中华人民共和国食品安全法》${v.article}第一款${v.item ? `第（${v.item}）项` : ''}`;

/**
 * A penalty that fits its case: the violation decides the article, the article the fine (within
 * its range for the goods' worth, no mitigation), the party is a company that makes or sells
 * that food (a restaurant for tableware and staff health cases), decided by its city's bureau.
 */
export function penaltyRecord(i: number, seed = 1): RecordRow {
  const r = rng(seed * 2_000_003 + i);
  const cat = r.weighted(foodCategories);
  const product = r.pick(cat.products);
  const hazard = r.pick(hazardsOf(cat, product));
  const fromSample = r.next() < 0.55;
  const violation = fromSample ? sampleViolations[hazard.risk]! : r.pick(otherViolations);
  const risk = violation.risk;
  const seller = r.next() < 0.5;
  const kinds =
    violation.party === 'catering' || (seller && cat.name === '餐饮食品')
      ? cateringKinds
      : seller
        ? unitKinds
        : cat.kinds;
  const party = company(r.int(5000), kinds);
  // The bureau of the party's own city decides: province, city and authority agree.
  const { p, city } = party;
  const day = randomDay(r);
  const date = isoDay(day);
  const worth = 100 + r.int(30_000);
  const rule = fines[violation.article]!;
  const severe = r.next() < 0.05;
  let type: string;
  let amount: number;
  if (rule.warning && r.next() < 0.6) {
    type = '警告';
    amount = 0;
  } else {
    const [low, high] = worth >= 10_000 && rule.times ? [worth * rule.times[0], worth * rule.times[1]] : rule.below;
    amount = Math.min(
      Math.floor(high),
      Math.max(Math.ceil(low), Math.round((low + r.next() * (high - low)) / 100) * 100),
    );
    type = rule.warning
      ? severe
        ? '责令停产停业、罚款'
        : '罚款'
      : severe
        ? violation.article === '第一百二十五条'
          ? '责令停产停业、罚款'
          : '吊销许可证、罚款'
        : r.pick(['没收违法所得、罚款', '没收违法所得、没收非法财物、罚款']);
  }
  const confiscated = type.includes('没收') ? Math.round(worth * r.next() * 80) / 100 : 0;
  const authority = `${authorityCity(p, city)}市场监督管理局`;
  const since = isoDay(day - (20 + r.int(90)) * 86_400_000);
  const worthText = `货值金额${worth.toLocaleString('en-US')}元。`;
  const refused = rule.warning && amount > 0 ? '经责令改正，当事人拒不改正。' : '';
  // The facts describe the case's violation: a failed test only when a sample is its evidence.
  const facts = fromSample
    ? `经查，当事人于${since}经营的${product}（${r.pick(cat.specs)}）经抽样检验，${hazard.name}项目不符合${hazard.basis}要求，检验结论为不合格。${worthText}`
    : `经查，当事人自${since}起在经营${product}过程中存在“${risk}”的违法行为，${worthText}${refused}`;
  return {
    caseName: `${party.name}${fromSample ? `销售${hazard.name.replace(/\(.*$/, '')}不合格的${product}案` : `${risk}案`}`,
    documentNo: `${p.abbr}${city}市监处罚〔${date.slice(0, 4)}〕${i + 1}号`,
    party: party.name,
    partyProvince: p.name,
    authority,
    decisionDate: date,
    penaltyType: type,
    amount,
    confiscatedAmount: confiscated,
    riskFactor: risk,
    foodCategory: cat.name,
    illegalFacts: facts,
    legalBasis: legalBasisOf(violation),
  };
}

export function judgeRecord(i: number, seed = 1): RecordRow {
  const r = rng(seed * 3_000_017 + i);
  const cat = r.weighted(foodCategories);
  const cause = r.pick(judgeCauses);
  const criminal = cause.endsWith('罪');
  const publicInterest = cause === '食品安全民事公益诉讼';
  const instRoll = r.next();
  const instance = instRoll < 0.7 ? instances[0]! : instRoll < 0.95 ? instances[1]! : instances[2]!;
  const day = randomDay(r);
  const year = isoDay(day).slice(0, 4);
  const co = company(r.int(5000), r.next() < 0.5 ? unitKinds : cat.kinds);
  const defendantCo = co.name;
  // The court sits where the defendant is: first instance at its city's intermediate court, appeal and retrial at the high court.
  const { p, city } = co;
  const court = instance === '一审' ? intermediateCourt(p, city) : `${fullProvinceName(p.name)}高级人民法院`;
  const person = `${r.pick(surnames)}某${r.next() < 0.5 ? '某' : ''}`;
  const defendant = criminal ? person : defendantCo;
  const complainant = criminal
    ? `${authorityCity(p, city)}人民检察院`
    : publicInterest
      ? `${authorityCity(p, city)}人民检察院`
      : `${r.pick(surnames)}某`;
  const price = 50 + r.int(5000);
  // Criminal cases end in a sentence (or an appeal's ruling on it); civil ones in civil outcomes only.
  const appeal = ['维持原判', '撤销原判并改判'];
  const result = criminal
    ? instance === '一审'
      ? judgeResults[5]!
      : r.pick(appeal)
    : instance === '一审'
      ? r.pick(judgeResults.slice(0, 3))
      : r.pick([...appeal, '调解结案']);
  const compensation =
    criminal || result === '驳回原告诉讼请求' || (result === '维持原判' && r.next() < 0.3)
      ? 0
      : Math.max(1000, price * 10);
  const caseProduct = r.pick(cat.products);
  const kind = criminal ? '刑' : '民';
  const step = instance === '一审' ? '初' : instance === '二审' ? '终' : '再';
  return {
    caseName: criminal ? `${defendant}${cause.replace(/罪$/, '')}案` : `${complainant}与${defendant}${cause}`,
    caseNo: `（${year}）${p.abbr}${instance === '一审' ? courtCode(p, city) : ''}${kind}${step}${i + 1}号`,
    court,
    courtProvince: p.name,
    instance,
    judgmentDate: isoDay(day),
    cause,
    defendant,
    complainant,
    compensation,
    result,
    foodCategory: cat.name,
    keyPoints: criminal
      ? `被告人明知${caseProduct}${r.pick(hazardsOf(cat, caseProduct)).name}不符合食品安全标准仍予以销售，足以造成严重食物中毒事故或者其他严重食源性疾病，其行为构成${cause}。`
      : `经营者销售明知是不符合食品安全标准的${caseProduct}，消费者除要求赔偿损失外，可以向经营者要求支付价款十倍的赔偿金；增加赔偿的金额不足一千元的，为一千元（《中华人民共和国食品安全法》第一百四十八条第二款）。`,
  };
}

export function internationalRecord(i: number, seed = 1): RecordRow {
  const r = rng(seed * 4_000_037 + i);
  const src = r.pick(intlSources);
  const group = r.pick(intlProducts);
  const [hazard, hazardCategory] = r.pick(group.hazards);
  // A border or market notification is about food from another country than the notifying one.
  const origins = intlOrigins.filter((o) => o !== src.notifying);
  const origin = r.next() < 0.25 ? 'China' : r.pick(origins);
  const day = randomDay(r);
  return {
    source: src.source,
    reference: `${src.source.split(' ')[0]}-${isoDay(day).slice(0, 4)}-${String(i + 1).padStart(6, '0')}`,
    noticeDate: isoDay(day),
    notifyingCountry: src.notifying,
    originCountry: origin,
    chinaOrigin: origin === 'China',
    productCategory: group.category,
    product: r.pick(group.products),
    hazard,
    hazardCategory,
    riskDecision: r.pick(['serious', 'serious', 'potentially serious', 'potential risk', 'not serious']),
    classification: r.pick([
      'border rejection notification',
      'alert notification',
      'information notification for attention',
    ]),
    measures: r.pick([
      'import not authorised',
      'destruction',
      're-dispatch',
      'official detention',
      'withdrawal from the market',
    ]),
    distribution: '',
    operator: '',
  };
}

export const generators = {
  sampling: samplingRecord,
  penalty: penaltyRecord,
  judge: judgeRecord,
  international: internationalRecord,
};

/** Batches of records [from, to) of one module. */
export function* batches(
  make: (i: number, seed: number) => RecordRow,
  from: number,
  to: number,
  size = 5000,
  seed = 1,
) {
  for (let i = from; i < to; i += size) {
    const batch: RecordRow[] = [];
    for (let j = i; j < Math.min(to, i + size); j++) {
      // Generated records have no public source: flagged, and shown as 演示数据 everywhere.
      batch.push({ ...make(j, seed), demo: true });
    }
    yield batch;
  }
}
