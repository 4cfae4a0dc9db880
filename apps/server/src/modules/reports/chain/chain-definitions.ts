import type { ChainStage } from '@app/contract';

/**
 * The starting chain definitions: an editorial mapping (not public data) of each sector's
 * stages onto the category names the portal's data uses (SAMR sampling catalogue categories,
 * RASFF product categories) and onto title words of the national standards. Staff edit them in
 * the back office (/admin/chain/node); the seed writes these once.
 */
interface NodeDef {
  stage: ChainStage;
  name: string;
  enName: string;
  categories?: string[];
  rasff?: string[];
  keywords?: string[];
}

/** Stages every sector shares: packaging, storage, retail. */
const common: NodeDef[] = [
  {
    stage: 'packaging',
    name: '食品接触材料',
    enName: 'Food-contact materials',
    rasff: ['food contact materials'],
    keywords: ['食品接触材料', '包装材料'],
  },
  { stage: 'storage', name: '贮存与运输', enName: 'Storage and transport', keywords: ['贮存', '运输', '冷链'] },
  {
    stage: 'retail',
    name: '标签与销售',
    enName: 'Labelling and retail',
    keywords: ['预包装食品标签', '营养标签', '经营'],
  },
];

export const chainDefinitions: { name: string; enName: string; nodes: NodeDef[] }[] = [
  {
    name: '乳制品',
    enName: 'Dairy',
    nodes: [
      { stage: 'raw', name: '生乳', enName: 'Raw milk', keywords: ['生乳'] },
      {
        stage: 'processing',
        name: '乳制品加工',
        enName: 'Dairy processing',
        categories: ['乳制品'],
        rasff: ['milk and milk products'],
        keywords: ['乳粉', '灭菌乳', '发酵乳', '巴氏杀菌乳', '乳制品'],
      },
      ...common,
      {
        stage: 'catering',
        name: '冷冻饮品',
        enName: 'Frozen desserts',
        categories: ['冷冻饮品'],
        rasff: ['ices and desserts'],
        keywords: ['冷冻饮品'],
      },
      {
        stage: 'import',
        name: '进口乳品',
        enName: 'Imported dairy',
        rasff: ['milk and milk products'],
        keywords: ['进口乳品', '婴幼儿配方'],
      },
    ],
  },
  {
    name: '肉类',
    enName: 'Meat',
    nodes: [
      {
        stage: 'raw',
        name: '畜禽肉',
        enName: 'Livestock and poultry',
        categories: ['食用农产品'],
        rasff: ['meat and meat products (other than poultry)', 'poultry meat and poultry meat products'],
        keywords: ['鲜（冻）畜', '畜禽肉', '兽药'],
      },
      {
        stage: 'processing',
        name: '肉制品加工',
        enName: 'Meat processing',
        categories: ['肉制品', '速冻食品'],
        keywords: ['肉制品', '熟肉制品', '腌腊肉制品'],
      },
      ...common,
      {
        stage: 'catering',
        name: '餐饮肉食',
        enName: 'Catering',
        categories: ['餐饮食品'],
        rasff: ['prepared dishes and snacks'],
        keywords: ['餐饮'],
      },
      {
        stage: 'import',
        name: '进口肉类',
        enName: 'Imported meat',
        rasff: ['meat and meat products (other than poultry)', 'poultry meat and poultry meat products'],
        keywords: ['进口肉类'],
      },
    ],
  },
  {
    name: '粮食',
    enName: 'Grain',
    nodes: [
      {
        stage: 'raw',
        name: '谷物',
        enName: 'Cereals',
        rasff: ['cereals and bakery products'],
        keywords: ['谷物', '小麦', '稻谷', '玉米'],
      },
      {
        stage: 'processing',
        name: '粮食加工品',
        enName: 'Milled grain products',
        categories: ['粮食加工品', '淀粉及淀粉制品', '方便食品'],
        keywords: ['小麦粉', '大米', '挂面', '淀粉'],
      },
      {
        stage: 'processing',
        name: '焙烤食品',
        enName: 'Bakery',
        categories: ['糕点', '饼干'],
        keywords: ['糕点', '面包', '饼干'],
      },
      ...common,
      {
        stage: 'import',
        name: '进口粮食',
        enName: 'Imported grain',
        rasff: ['cereals and bakery products'],
        keywords: ['进口粮食'],
      },
    ],
  },
  {
    name: '食用油',
    enName: 'Edible oil',
    nodes: [
      {
        stage: 'raw',
        name: '油料',
        enName: 'Oilseeds',
        categories: ['炒货食品及坚果制品'],
        rasff: ['nuts, nut products and seeds'],
        keywords: ['油料', '花生', '大豆'],
      },
      {
        stage: 'processing',
        name: '食用油加工',
        enName: 'Oil processing',
        categories: ['食用油、油脂及其制品'],
        rasff: ['fats and oils'],
        keywords: ['植物油', '食用油', '油脂'],
      },
      ...common,
      {
        stage: 'catering',
        name: '餐饮用油',
        enName: 'Cooking oil in catering',
        categories: ['餐饮食品'],
        keywords: ['煎炸', '餐饮'],
      },
      {
        stage: 'import',
        name: '进口食用油',
        enName: 'Imported oil',
        rasff: ['fats and oils'],
        keywords: ['进口食用植物油'],
      },
    ],
  },
  {
    name: '饮料',
    enName: 'Beverages',
    nodes: [
      {
        stage: 'raw',
        name: '水与原料',
        enName: 'Water and ingredients',
        rasff: ['natural mineral waters', 'water for human consumption (other)'],
        keywords: ['饮用水', '矿泉水'],
      },
      {
        stage: 'processing',
        name: '饮料加工',
        enName: 'Beverage processing',
        categories: ['饮料', '茶叶及相关制品'],
        rasff: ['non-alcoholic beverages', 'cocoa and cocoa preparations, coffee and tea'],
        keywords: ['饮料', '茶'],
      },
      {
        stage: 'processing',
        name: '酒类',
        enName: 'Alcoholic drinks',
        categories: ['酒类'],
        rasff: ['alcoholic beverages', 'wine'],
        keywords: ['酒', '蒸馏酒', '发酵酒'],
      },
      ...common,
      {
        stage: 'import',
        name: '进口饮料',
        enName: 'Imported beverages',
        rasff: ['non-alcoholic beverages', 'alcoholic beverages', 'wine'],
        keywords: ['进口'],
      },
    ],
  },
  {
    name: '水产',
    enName: 'Aquatic products',
    nodes: [
      {
        stage: 'raw',
        name: '鲜活水产',
        enName: 'Fresh aquatic products',
        categories: ['食用农产品'],
        rasff: [
          'fish and fish products',
          'crustaceans and products thereof',
          'bivalve molluscs and products thereof',
          'cephalopods and products thereof',
        ],
        keywords: ['鲜、冻动物性水产品', '水产品'],
      },
      {
        stage: 'processing',
        name: '水产制品',
        enName: 'Processed aquatic products',
        categories: ['水产制品'],
        rasff: ['fish and fish products'],
        keywords: ['水产制品', '鱼'],
      },
      ...common,
      {
        stage: 'import',
        name: '进口水产',
        enName: 'Imported aquatic products',
        rasff: ['fish and fish products', 'crustaceans and products thereof', 'bivalve molluscs and products thereof'],
        keywords: ['进口水产品'],
      },
    ],
  },
];
