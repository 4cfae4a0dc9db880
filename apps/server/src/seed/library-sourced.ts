import { sql } from 'drizzle-orm';
import type { LibraryKey } from '@app/contract';
import type { Database } from '../db/client.js';
import { libSubjects } from '../db/schema/index.js';
import { insertDocuments } from '../modules/library/documents.repo.js';

/**
 * Library content that has no public feed of its own (topics, regulatory Q&A), written from
 * real documents only: a topic lists the real documents it concerns (by number or title, only
 * those present are linked); a Q&A answer is the verbatim article of a law imported from data/
 * (cut from that law's body at seed time, so it cannot drift from the source).
 */
interface Topic {
  library: LibraryKey;
  title: string;
  summary: string;
  /** Document numbers, or exact titles for documents without one. */
  documents: string[];
}

const topics: Topic[] = [
  {
    library: 'biaofa',
    title: 'GB 2760-2024 食品添加剂使用标准',
    summary:
      'GB 2760-2024 于 2024-02-08 发布、2025-02-08 实施，代替 GB 2760-2014（GB 2760-2014 代替 GB 2760-2011）。营养强化剂的使用另见 GB 14880-2012；食品中禁止超范围、超限量使用食品添加剂见《食品安全法》第三十四条。',
    documents: ['GB 2760-2024', 'GB 2760-2014', 'GB 2760-2011', 'GB 14880-2012', '主席令第八十一号'],
  },
  {
    library: 'biaofa',
    title: '预包装食品标签：GB 7718-2025 与 GB 28050-2025',
    summary:
      'GB 7718-2025 和 GB 28050-2025 于 2025-03-16 发布，2027-03-16 实施，届时分别代替 GB 7718-2011 和 GB 28050-2011；特殊膳食用食品标签见 GB 13432-2013。标签应标明的事项见《食品安全法》第六十七条。',
    documents: ['GB 7718-2025', 'GB 7718-2011', 'GB 28050-2025', 'GB 28050-2011', 'GB 13432-2013', '主席令第八十一号'],
  },
  {
    library: 'biaofa',
    title: '污染物、真菌毒素与农药兽药残留限量',
    summary:
      '食品中污染物限量 GB 2762（2017、2022、2025 三版相继代替），真菌毒素限量 GB 2761-2017，农药最大残留限量 GB 2763-2021（代替 GB 2763-2019），兽药最大残留限量 GB 31650-2019，预包装食品中致病菌限量 GB 29921-2021。',
    documents: [
      'GB 2762-2025',
      'GB 2762-2022',
      'GB 2762-2017',
      'GB 2761-2017',
      'GB 2763-2021',
      'GB 2763-2019',
      'GB 31650-2019',
      'GB 29921-2021',
    ],
  },
  {
    library: 'biaofa',
    title: '食品生产许可与生产卫生规范',
    summary:
      '《食品生产许可管理办法》（国家市场监督管理总局令第24号）、《食品生产经营监督检查管理办法》（2021-12-24）与食品生产通用卫生规范 GB 14881。',
    documents: [
      '国家市场监督管理总局令第24号',
      '食品生产经营监督检查管理办法',
      'GB 14881-2025',
      'GB 14881-2013',
      '中华人民共和国食品安全法实施条例',
    ],
  },
  {
    library: 'rihua',
    title: '化妆品监督管理基本文件',
    summary:
      '《化妆品监督管理条例》（国务院令第727号，2021-01-01 施行）、《化妆品标签管理办法》（2022-05-01 施行）与《化妆品安全技术规范（2015年版）》。',
    documents: ['国务院令第727号', '国家药监局公告2021年第77号', '化妆品安全技术规范（2015年版）'],
  },
  {
    library: 'fodder',
    title: '饲料和饲料添加剂管理基本文件',
    summary:
      '《饲料和饲料添加剂管理条例》（国务院令第676号，2017 修订）、饲料卫生标准 GB 13078-2017 与《饲料添加剂安全使用规范》（农业部公告第2625号）。',
    documents: ['国务院令第676号', 'GB 13078-2017', '农业部公告第2625号'],
  },
];

/** Q&A: a question and the article of an imported law that answers it (quoted whole). */
const questions: { question: string; law: string; article: string; category: string }[] = [
  {
    question: '预包装食品的标签应当标明哪些事项？',
    law: '中华人民共和国食品安全法',
    article: '第六十七条',
    category: '标签标识',
  },
  {
    question: '哪些食品、食品添加剂和食品相关产品禁止生产经营？',
    law: '中华人民共和国食品安全法',
    article: '第三十四条',
    category: '生产经营',
  },
  {
    question: '标签不符合规定的预包装食品，生产经营者会受到什么处罚？标签只有瑕疵时呢？',
    law: '中华人民共和国食品安全法',
    article: '第一百二十五条',
    category: '标签标识',
  },
  {
    question: '消费者买到不符合食品安全标准的食品，可以要求怎样的赔偿？',
    law: '中华人民共和国食品安全法',
    article: '第一百四十八条',
    category: '法律责任',
  },
  {
    question: '《食品安全法》中“预包装食品”“食品添加剂”“保质期”是什么意思？',
    law: '中华人民共和国食品安全法',
    article: '第一百五十条',
    category: '术语',
  },
  {
    question: '从事食品生产、销售、餐饮服务是否需要取得许可？',
    law: '中华人民共和国食品安全法',
    article: '第三十五条',
    category: '生产许可',
  },
];

/** The text of one article (第N条 … up to the next article or chapter heading). */
export function articleText(body: string, article: string): string | undefined {
  const start = body.search(new RegExp(`(^|\\n)${article}[ 　]`));
  if (start < 0) return undefined;
  const from = body.indexOf(article, start);
  const rest = body.slice(from + article.length);
  const end = rest.search(/\n(第[一二三四五六七八九十百零]+条[ 　]|#+ )/);
  return (article + (end < 0 ? rest : rest.slice(0, end))).trim();
}

export async function seedSourcedQa(database: Database, day: string) {
  const laws = await database.rows<{ id: number; title: string; body: string; docNumber: string | null }>(sql`
    select distinct on (title) id, title, body, doc_number as "docNumber" from lib_documents
    where library = 'biaofa' and module = 'fagui' and body <> '' order by title, publish_date desc nulls last`);
  // A curated title carries its amendment (…（2021修正）); the law's own name is what counts.
  const lawNamed = (name: string) => laws.find((l) => l.title === name || l.title.startsWith(`${name}（`));
  const docs = questions.flatMap((q) => {
    const law = lawNamed(q.law);
    const text = law && articleText(law.body, q.article);
    if (!law || !text) return [];
    return [
      {
        library: 'biaofa' as const,
        module: 'statuteQA' as const,
        title: q.question,
        docNumber: null,
        category: q.category,
        department: null,
        validity: 2,
        publishDate: day,
        addDate: day,
        updateDate: day,
        body: `答：依据《${q.law}》${q.article}。\n\n${text}`,
        sourceKey: `qa:${q.law}|${q.article}`,
      },
    ];
  });
  await insertDocuments(database.db, docs);
  return docs.length;
}

export async function seedSourcedTopics(database: Database, day: string) {
  let n = 0;
  for (const t of topics) {
    const ids = await database.rows<{ id: number }>(sql`
      select distinct on (coalesce(doc_number, title)) id from lib_documents where library = ${t.library}
        and (doc_number in (${sql.join(
          t.documents.map((d) => sql`${d}`),
          sql`, `,
        )}) or (title in (${sql.join(
          t.documents.map((d) => sql`${d}`),
          sql`, `,
        )})))
      order by coalesce(doc_number, title), publish_date desc nulls last`);
    if (!ids.length) continue;
    const [row] = await database.db
      .insert(libSubjects)
      .values({ library: t.library, title: t.title, summary: t.summary, body: t.summary, date: day })
      .returning();
    await database.rows(sql`insert into lib_subject_docs (subject_id, doc_id)
      select ${row!.id}, unnest(${`{${ids.map((i) => i.id).join(',')}}`}::int[]) on conflict do nothing`);
    n++;
  }
  return n;
}
