import type { PastedFields } from './parse.js';

/**
 * Label texts as a user pastes them (typed from the layouts GB 7718 describes and from labels as
 * printed in China; every company, address and number is made up), each with the items the paste
 * must fill in and the lines it must hand back as not mapped. Values are the text after the heading,
 * as printed; nutrition rows keep the item, amount, unit and NRV% as printed.
 */
export interface PasteCase {
  name: string;
  text: string;
  expected: PastedFields;
  /** Lines that must come back unmapped (noise, a second party, English headings). */
  unmapped?: string[];
}

export const pasteCases: PasteCase[] = [
  {
    name: 'biscuit, full-width colons, GB 7718 order',
    text: `产品名称：苏打饼干
配料：小麦粉，植物油，白砂糖，食用盐，膨松剂（碳酸氢钠），酵母
净含量：400克
生产者：广州某某食品有限公司
地址：广东省广州市某区某路1号
联系方式：020-12345678
生产日期：见包装
保质期：9个月
贮存条件：请置于阴凉干燥处
食品生产许可证编号：SC10844010600123
产品标准代号：GB/T 20980
致敏物质提示：含有小麦`,
    expected: {
      foodName: '苏打饼干',
      ingredients: '小麦粉，植物油，白砂糖，食用盐，膨松剂（碳酸氢钠），酵母',
      netContent: '400克',
      producer: '广州某某食品有限公司',
      address: '广东省广州市某区某路1号',
      contact: '020-12345678',
      productionDate: '见包装',
      shelfLife: '9个月',
      storage: '请置于阴凉干燥处',
      licence: 'SC10844010600123',
      standardCode: 'GB/T 20980',
      allergenStatement: '含有小麦',
    },
  },
  {
    name: 'half-width colons, headings in another order, 配料表',
    text: `保质期:12个月
生产日期:见喷码
净含量:250g
配料表:生牛乳,白砂糖,乳清蛋白粉
品名:风味酸奶
产品标准号:GB 19302
贮存条件:2℃~6℃冷藏
生产许可证编号:SC10537011200456`,
    expected: {
      shelfLife: '12个月',
      productionDate: '见喷码',
      netContent: '250g',
      ingredients: '生牛乳,白砂糖,乳清蛋白粉',
      foodName: '风味酸奶',
      standardCode: 'GB 19302',
      storage: '2℃~6℃冷藏',
      licence: 'SC10537011200456',
    },
  },
  {
    name: 'ingredient list broken over lines',
    text: `食品名称：夹心饼干
配料：小麦粉，白砂糖，植物油，
可可粉（4%），乳粉，食用盐，
膨松剂（碳酸氢钠，碳酸氢铵），
食用香精
净含量：120克`,
    expected: {
      foodName: '夹心饼干',
      ingredients: '小麦粉，白砂糖，植物油，可可粉（4%），乳粉，食用盐，膨松剂（碳酸氢钠，碳酸氢铵），食用香精',
      netContent: '120克',
    },
  },
  {
    name: 'nutrition table as lines with spaces',
    text: `营养成分表
项目 每100克 NRV%
能量 1800千焦 21%
蛋白质 6.5克 11%
脂肪 18.0克 30%
碳水化合物 60.2克 20%
钠 320毫克 16%
儿童青少年应避免过量摄入盐油糖`,
    expected: {
      nutrition: [
        { item: '能量', amount: '1800', unit: '千焦', nrv: '21%' },
        { item: '蛋白质', amount: '6.5', unit: '克', nrv: '11%' },
        { item: '脂肪', amount: '18.0', unit: '克', nrv: '30%' },
        { item: '碳水化合物', amount: '60.2', unit: '克', nrv: '20%' },
        { item: '钠', amount: '320', unit: '毫克', nrv: '16%' },
      ],
      nutritionNote: '儿童青少年应避免过量摄入盐油糖',
    },
  },
  {
    name: 'nutrition table as tab-separated cells (copied from a spreadsheet)',
    text: `营养成分表
项目\t每100mL\tNRV%
能量\t180 kJ\t2%
蛋白质\t0 g\t0%
脂肪\t0 g\t0%
碳水化合物\t10.6 g\t4%
—糖\t10.6 g\t
钠\t12 mg\t1%`,
    expected: {
      nutrition: [
        { item: '能量', amount: '180', unit: 'kJ', nrv: '2%' },
        { item: '蛋白质', amount: '0', unit: 'g', nrv: '0%' },
        { item: '脂肪', amount: '0', unit: 'g', nrv: '0%' },
        { item: '碳水化合物', amount: '10.6', unit: 'g', nrv: '4%' },
        { item: '—糖', amount: '10.6', unit: 'g', nrv: '' },
        { item: '钠', amount: '12', unit: 'mg', nrv: '1%' },
      ],
    },
  },
  {
    name: 'producer name, address and contact on several lines',
    text: `产品名称：手撕面包
生产者
名称：上海某某烘焙食品有限公司
地址：上海市某区某镇某路88号
联系方式：400-800-1234
保质期：7天
贮存条件：常温避光保存`,
    expected: {
      foodName: '手撕面包',
      producer: '上海某某烘焙食品有限公司',
      address: '上海市某区某镇某路88号',
      contact: '400-800-1234',
      shelfLife: '7天',
      storage: '常温避光保存',
    },
  },
  {
    name: 'entrusted production: 委托方 and 受委托方',
    text: `产品名称：牛肉干
委托方：成都某某商贸有限公司
地址：四川省成都市某区某街2号
电话：028-87654321
受委托方：内蒙古某某肉食品有限公司
地址：内蒙古自治区某市某工业园
食品生产许可证编号：SC10415010100789
净含量：100克`,
    expected: {
      foodName: '牛肉干',
      producer: '成都某某商贸有限公司',
      address: '四川省成都市某区某街2号',
      contact: '028-87654321',
      licence: 'SC10415010100789',
      netContent: '100克',
    },
    unmapped: ['受委托方：内蒙古某某肉食品有限公司', '地址：内蒙古自治区某市某工业园'],
  },
  {
    name: 'quality grade and standard',
    text: `产品名称：压榨花生油
配料：花生
质量等级：一级
产品标准代号：GB/T 1534
净含量：5升
生产日期：见瓶身
保质期：18个月`,
    expected: {
      foodName: '压榨花生油',
      ingredients: '花生',
      grade: '一级',
      standardCode: 'GB/T 1534',
      netContent: '5升',
      productionDate: '见瓶身',
      shelfLife: '18个月',
    },
  },
  {
    name: 'allergen information heading 过敏原信息',
    text: `产品名称：花生牛轧糖
配料：麦芽糖浆，花生仁（20%），白砂糖，全脂乳粉，鸡蛋清
过敏原信息：含有花生、乳制品、蛋类；本生产线同时加工含大豆的产品
净含量：200g`,
    expected: {
      foodName: '花生牛轧糖',
      ingredients: '麦芽糖浆，花生仁（20%），白砂糖，全脂乳粉，鸡蛋清',
      allergenStatement: '含有花生、乳制品、蛋类；本生产线同时加工含大豆的产品',
      netContent: '200g',
    },
  },
  {
    name: 'claims: 不添加防腐剂, 0蔗糖',
    text: `产品名称：燕麦饮
配料：水，燕麦（12%），菜籽油，食用盐
不添加防腐剂
0蔗糖
净含量：1L
保质期：9个月`,
    expected: {
      foodName: '燕麦饮',
      ingredients: '水，燕麦（12%），菜籽油，食用盐',
      claims: '不添加防腐剂；0蔗糖',
      netContent: '1L',
      shelfLife: '9个月',
    },
  },
  {
    name: 'claim 无糖 and a sweetener',
    text: `无糖
产品名称：无糖薄荷糖
配料：麦芽糖醇，山梨糖醇，食用香精，硬脂酸镁
净含量：35克
保质期：24个月`,
    expected: {
      claims: '无糖',
      foodName: '无糖薄荷糖',
      ingredients: '麦芽糖醇，山梨糖醇，食用香精，硬脂酸镁',
      netContent: '35克',
      shelfLife: '24个月',
    },
  },
  {
    name: 'beer: 酒精度, batch number, no shelf life line',
    text: `产品名称：精酿啤酒
原料：水，大麦芽，啤酒花，酵母
酒精度：≥4.5%vol
原麦汁浓度：11°P
净含量：500mL
生产日期/批号：见罐底
贮存条件：请于阴凉处存放，避免阳光直射
产品标准号：GB/T 4927`,
    expected: {
      foodName: '精酿啤酒',
      ingredients: '水，大麦芽，啤酒花，酵母',
      alcohol: '≥4.5%vol',
      netContent: '500mL',
      productionDate: '见罐底',
      batchNo: '见罐底',
      storage: '请于阴凉处存放，避免阳光直射',
      standardCode: 'GB/T 4927',
    },
    unmapped: ['原麦汁浓度：11°P'],
  },
  {
    name: 'baijiu: 酒精度 and 批号 on their own lines',
    text: `品名：浓香型白酒
酒精度：52%vol
配料：水，高粱，小麦，大米，糯米，玉米
批号：20261015A
净含量：500mL
执行标准：GB/T 10781.1
质量等级：优级`,
    expected: {
      foodName: '浓香型白酒',
      alcohol: '52%vol',
      ingredients: '水，高粱，小麦，大米，糯米，玉米',
      batchNo: '20261015A',
      netContent: '500mL',
      standardCode: 'GB/T 10781.1',
      grade: '优级',
    },
  },
  {
    name: 'imported: English front label with the Chinese back label',
    text: `Ingredients: Wheat flour, butter (20%), sugar, eggs, salt
Net Wt. 150 g
Best before: see top
Product of Denmark
产品名称：黄油曲奇
配料：小麦粉，黄油（20%），白砂糖，鸡蛋，食用盐
原产国：丹麦
进口商：上海某某进出口有限公司
地址：上海市某区某路100号
电话：021-55556666
净含量：150克
保质期：24个月
最佳食用日期至：见顶部`,
    expected: {
      foodName: '黄油曲奇',
      ingredients: '小麦粉，黄油（20%），白砂糖，鸡蛋，食用盐',
      imported: true,
      producer: '上海某某进出口有限公司',
      address: '上海市某区某路100号',
      contact: '021-55556666',
      netContent: '150克',
      shelfLife: '24个月',
      expiryDate: '见顶部',
    },
    unmapped: [
      'Ingredients: Wheat flour, butter (20%), sugar, eggs, salt',
      'Net Wt. 150 g',
      'Best before: see top',
      'Product of Denmark',
      '原产国：丹麦',
    ],
  },
  {
    name: 'noise lines: barcode, recycling mark, serving hint',
    text: `6901234567892
条形码
产品名称：海苔卷
配料：大米，海苔（5%），植物油，食用盐
净含量：60克
♲ 可回收物
食用方法：开袋即食
保质期：12个月
生产日期：见封口处`,
    expected: {
      foodName: '海苔卷',
      ingredients: '大米，海苔（5%），植物油，食用盐',
      netContent: '60克',
      shelfLife: '12个月',
      productionDate: '见封口处',
    },
    unmapped: ['6901234567892', '条形码', '♲ 可回收物', '食用方法：开袋即食'],
  },
  {
    name: 'two items on one line, heading and value on separate lines',
    text: `产品名称：辣条
净含量：80克    保质期：6个月
配料
小麦粉，植物油，辣椒，白砂糖，食用盐，味精
生产商：湖南某某食品有限公司
生产地址：湖南省某市某县工业园
客服电话：0731-1234567`,
    expected: {
      foodName: '辣条',
      netContent: '80克',
      shelfLife: '6个月',
      ingredients: '小麦粉，植物油，辣椒，白砂糖，食用盐，味精',
      producer: '湖南某某食品有限公司',
      address: '湖南省某市某县工业园',
      contact: '0731-1234567',
    },
  },
  {
    name: 'expiry date printed, 保质期至 and 储存方法',
    text: `产品名称：鲜切水果拼盘
配料：西瓜，哈密瓜，菠萝
生产日期：2026年11月27日
保质期至：2026年11月29日
储存方法：0℃~4℃冷藏
净含量：300克`,
    expected: {
      foodName: '鲜切水果拼盘',
      ingredients: '西瓜，哈密瓜，菠萝',
      productionDate: '2026年11月27日',
      expiryDate: '2026年11月29日',
      storage: '0℃~4℃冷藏',
      netContent: '300克',
    },
  },
  {
    name: 'full label with nutrition, claims and allergen line',
    text: `产品名称：全麦吐司
配料：全麦粉（35%），小麦粉，水，白砂糖，
黄油，酵母，食用盐
净含量：400g
营养成分表
项目 每100g NRV%
能量 1050kJ 13%
蛋白质 9.8g 16%
脂肪 4.2g 7%
碳水化合物 45.1g 15%
膳食纤维 6.0g 24%
钠 410mg 21%
高膳食纤维
致敏物质提示：含有麸质的谷物及其制品、乳及乳制品
生产者：北京某某食品有限公司
地址：北京市某区某路6号
联系方式：010-66668888
食品生产许可证编号：SC12411011500321
产品标准代号：GB/T 20981
贮存条件：常温保存，开袋后请尽快食用
保质期：5天
生产日期：见袋口`,
    expected: {
      foodName: '全麦吐司',
      ingredients: '全麦粉（35%），小麦粉，水，白砂糖，黄油，酵母，食用盐',
      netContent: '400g',
      nutrition: [
        { item: '能量', amount: '1050', unit: 'kJ', nrv: '13%' },
        { item: '蛋白质', amount: '9.8', unit: 'g', nrv: '16%' },
        { item: '脂肪', amount: '4.2', unit: 'g', nrv: '7%' },
        { item: '碳水化合物', amount: '45.1', unit: 'g', nrv: '15%' },
        { item: '膳食纤维', amount: '6.0', unit: 'g', nrv: '24%' },
        { item: '钠', amount: '410', unit: 'mg', nrv: '21%' },
      ],
      claims: '高膳食纤维',
      allergenStatement: '含有麸质的谷物及其制品、乳及乳制品',
      producer: '北京某某食品有限公司',
      address: '北京市某区某路6号',
      contact: '010-66668888',
      licence: 'SC12411011500321',
      standardCode: 'GB/T 20981',
      storage: '常温保存，开袋后请尽快食用',
      shelfLife: '5天',
      productionDate: '见袋口',
    },
  },
];

/**
 * Texts written after the parser, not tuned against: their score is printed beside the main set's
 * as the honest estimate for labels laid out otherwise.
 */
export const pasteHoldout: PasteCase[] = [
  {
    name: 'holdout: instant noodles with a seasoning packet',
    text: `产品名称：红烧牛肉面（油炸型方便面）
配料：面饼：小麦粉，棕榈油，淀粉，食用盐
调味包：食用盐，白砂糖，味精，牛肉粉
净含量：面饼+配料100克
生产日期：见封口处
保质期：6个月
产品标准号：GB 17400
生产商：河南某某食品有限公司
产地：河南省某市`,
    expected: {
      foodName: '红烧牛肉面（油炸型方便面）',
      ingredients: '面饼：小麦粉，棕榈油，淀粉，食用盐；调味包：食用盐，白砂糖，味精，牛肉粉',
      netContent: '面饼+配料100克',
      productionDate: '见封口处',
      shelfLife: '6个月',
      standardCode: 'GB 17400',
      producer: '河南某某食品有限公司',
    },
  },
  {
    name: 'holdout: juice with spaces instead of colons',
    text: `品名 橙汁饮料
配料 水 浓缩橙汁 白砂糖 柠檬酸 维生素C
净含量 1.25L
保质期 12个月
贮存条件 常温 开启后请冷藏
营养成分表
项目 每100毫升 营养素参考值%
能量 190千焦 2%
蛋白质 0克 0%
脂肪 0克 0%
碳水化合物 11.2克 4%
钠 10毫克 1%
维生素C 12.0毫克 12%`,
    expected: {
      foodName: '橙汁饮料',
      ingredients: '水 浓缩橙汁 白砂糖 柠檬酸 维生素C',
      netContent: '1.25L',
      shelfLife: '12个月',
      storage: '常温 开启后请冷藏',
      nutrition: [
        { item: '能量', amount: '190', unit: '千焦', nrv: '2%' },
        { item: '蛋白质', amount: '0', unit: '克', nrv: '0%' },
        { item: '脂肪', amount: '0', unit: '克', nrv: '0%' },
        { item: '碳水化合物', amount: '11.2', unit: '克', nrv: '4%' },
        { item: '钠', amount: '10', unit: '毫克', nrv: '1%' },
        { item: '维生素C', amount: '12.0', unit: '毫克', nrv: '12%' },
      ],
    },
  },
  {
    name: 'holdout: yellow wine with 酒精度 and 批号',
    text: `黄酒
产品名称：绍兴花雕酒
原料：水、糯米、小麦
酒精度：14.0%vol
净含量：500毫升
批号：见瓶身
产品标准号：GB/T 13662
质量等级：优级
生产许可证编号：SC11533060200012`,
    expected: {
      foodName: '绍兴花雕酒',
      ingredients: '水、糯米、小麦',
      alcohol: '14.0%vol',
      netContent: '500毫升',
      batchNo: '见瓶身',
      standardCode: 'GB/T 13662',
      grade: '优级',
      licence: 'SC11533060200012',
    },
  },
];
