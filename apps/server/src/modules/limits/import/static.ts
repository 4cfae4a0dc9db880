import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { limFoodSchemes, limJurisdictions } from '../../../db/schema/index.js';

/**
 * The jurisdictions and their rule for a pair the regulation does not list (the facts behind
 * every empty comparison cell), and the food-category schemes. Adding a jurisdiction is a row here.
 */
export const jurisdictions = [
  {
    code: 'CN',
    nameZh: '中国',
    nameEn: 'China',
    sort: 1,
    noLimitRule: 'listed_only',
    noLimitZh: '该标准未规定此限量（GB 2762/2761/31650 只列出所限定的食品；未列出不等于禁止检出）',
    noLimitEn:
      'No limit in this standard (GB 2762/2761/31650 list only what they limit; not listed does not mean "not detectable")',
  },
  {
    code: 'EU',
    nameZh: '欧盟',
    nameEn: 'European Union',
    sort: 2,
    noLimitRule: 'listed_only',
    noLimitZh: '(EU) 2023/915 未规定此限量（该条例只列出所限定的产品）',
    noLimitEn: 'No maximum level in Regulation (EU) 2023/915 (it lists only what it limits)',
  },
  {
    code: 'TW',
    nameZh: '中国台湾地区',
    nameEn: 'Taiwan region of China',
    sort: 3,
    noLimitRule: 'positive_list',
    noLimitZh: '未列入容许量标准：按肯定列表制不得检出（免订容许量的农药除外）',
    noLimitEn: 'Not listed: under the positive list it must not be detected (unless the pesticide is exempt)',
  },
];

/**
 * Which substance classes this database holds limits for, per jurisdiction: an empty cell for a
 * class outside it says "not in this database", never "no limit" (GB 2763 pesticide MRLs and the
 * EU pesticide MRLs have no open machine-readable source; see data/README.txt).
 */
export const coverage: Record<string, { classes: string[]; missingZh: string; missingEn: string }> = {
  CN: {
    classes: ['contaminant', 'mycotoxin', 'vet_drug'],
    missingZh: '本库未收录中国该类限量（如GB 2763农药残留限量，无公开机读数据）',
    missingEn:
      'This database holds no Chinese limits of this kind (e.g. GB 2763 pesticide MRLs: no open machine-readable source)',
  },
  EU: {
    classes: ['contaminant', 'mycotoxin'],
    missingZh: '本库只收录欧盟污染物和真菌毒素限量（(EU) 2023/915），未收录农药/兽药残留限量',
    missingEn:
      'This database holds only EU contaminant and mycotoxin levels (Regulation 2023/915), not pesticide or veterinary drug MRLs',
  },
  TW: {
    classes: ['pesticide'],
    missingZh: '本库只收录中国台湾地区农药残留容许量，未收录其污染物/兽药标准',
    missingEn:
      'This database holds only the pesticide MRLs of the Taiwan region, not its contaminant or veterinary drug standards',
  },
};

export const schemes = [
  {
    code: 'GB2762',
    jurisdiction: 'CN',
    nameZh: 'GB 2762/2761 食品类别',
    nameEn: 'GB 2762/2761 food categories',
    sort: 1,
  },
  { code: 'GB31650', jurisdiction: 'CN', nameZh: 'GB 31650 动物组织', nameEn: 'GB 31650 animal tissues', sort: 2 },
  {
    code: 'EU2023_915',
    jurisdiction: 'EU',
    nameZh: '(EU) 2023/915 附件一条目',
    nameEn: 'Regulation (EU) 2023/915 Annex I entries',
    sort: 3,
  },
  { code: 'TFDA', jurisdiction: 'TW', nameZh: 'TFDA 农作物分类', nameEn: 'TFDA crop groups', sort: 4 },
];

export async function writeStatic(database: Database) {
  await database.db
    .insert(limJurisdictions)
    .values(jurisdictions)
    .onConflictDoUpdate({
      target: limJurisdictions.code,
      set: {
        nameZh: sql`excluded.name_zh`,
        nameEn: sql`excluded.name_en`,
        noLimitRule: sql`excluded.no_limit_rule`,
        noLimitZh: sql`excluded.no_limit_zh`,
        noLimitEn: sql`excluded.no_limit_en`,
        sort: sql`excluded.sort`,
      },
    });
  await database.db
    .insert(limFoodSchemes)
    .values(schemes)
    .onConflictDoUpdate({
      target: limFoodSchemes.code,
      set: { nameZh: sql`excluded.name_zh`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort` },
    });
}
