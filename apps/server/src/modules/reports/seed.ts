import type { Database } from '../../db/client.js';
import { industryChainNodes, industryChains, infoArticles } from '../../db/schema/index.js';
import { today } from '../library/dates.js';
import { chainDefinitions } from './chain/chain-definitions.js';
import { seedPeriodReports } from './period/seed-reports.js';
import { seedBriefings } from './briefings/seed-briefings.js';

/**
 * Demo content of the monitoring areas, written after the libraries and records (a report needs their
 * rows): the starting chain definitions, two reference articles marked demo (演示数据: they
 * explain the portal, they state no regulatory fact) and the last finished periods' reports.
 */
export async function seedReportsArea(database: Database) {
  const { db } = database;
  for (const [i, c] of chainDefinitions.entries()) {
    const [chain] = await db
      .insert(industryChains)
      .values({ name: c.name, enName: c.enName, sort: i + 1 })
      .returning({ id: industryChains.id });
    await db.insert(industryChainNodes).values(
      c.nodes.map((n, j) => ({
        chainId: chain!.id,
        stage: n.stage,
        name: n.name,
        enName: n.enName,
        categories: n.categories ?? [],
        rasffCategories: n.rasff ?? [],
        keywords: n.keywords ?? [],
        sort: j + 1,
      })),
    );
  }
  await db.insert(infoArticles).values([
    {
      title: '如何阅读周报中的数字',
      category: '使用指南',
      summary: '周报的每个数字都可以点击，打开的列表恰好是被计入的记录。',
      body: '<h2>数字从哪里来</h2><p>周报由平台已有的数据自动生成：标准法规库的发布、更新、废止与实施日期，抽检、行政处罚、裁判文书与国际预警记录。</p><h2>点击数字</h2><p>每个数字都是一个链接，打开的列表带着同样的筛选条件，<strong>列表的总数与报告中的数字一致</strong>。</p><ul><li>“上期”是前一周（或前一日、前一月）的同一数字。</li><li>报告在周期结束后生成并保存，之后再打开内容不变。</li></ul>',
      source: '平台说明',
      publishDate: today(),
      demo: true,
    },
    {
      title: '产业链视图说明',
      category: '使用指南',
      summary: '产业链把每个食品行业从原料到餐饮、进口的环节与相关标准、抽检、处罚和国际预警联系起来。',
      body: '<h2>环节与分类</h2><p>每个环节关联若干食品类别、RASFF产品类别和标准标题关键词，由运营人员在后台维护。</p><p>环节上的数字实时统计，点击进入明细列表。</p>',
      source: '平台说明',
      publishDate: today(),
      demo: true,
    },
  ]);
  await seedPeriodReports(database);
  await seedBriefings(database);
}
