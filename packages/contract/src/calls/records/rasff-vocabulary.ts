import type { Language } from '../../messages.js';

/**
 * Chinese for the EU RASFF controlled vocabularies (issue 8): product categories, hazard
 * categories, common hazards, countries, classifications, risk decisions and product types.
 * The stored values stay the source's English (the detail shows them beside the Chinese);
 * lists, charts, filters and exports of a zh-cn page read them through `rasffText`.
 * Translations follow the names used by GB standards and the SAMR/CFSA Chinese versions of
 * the RASFF categories; a value with no entry is shown as it is.
 */
const productCategories: Record<string, string> = {
  'fruits and vegetables': '水果和蔬菜',
  'nuts, nut products and seeds': '坚果、坚果制品和籽类',
  'poultry meat and poultry meat products': '禽肉及禽肉制品',
  'cereals and bakery products': '谷物和焙烤制品',
  'dietetic foods, food supplements and fortified foods': '特殊膳食食品、食品补充剂和强化食品',
  'herbs and spices': '香草和香辛料',
  'fish and fish products': '鱼和鱼制品',
  'meat and meat products (other than poultry)': '肉及肉制品（禽肉除外）',
  'other food product / mixed': '其他食品/混合食品',
  'feed materials': '饲料原料',
  'food contact materials': '食品接触材料',
  confectionery: '糖果',
  'prepared dishes and snacks': '预制菜肴和休闲食品',
  'cocoa and cocoa preparations, coffee and tea': '可可及其制品、咖啡和茶',
  'milk and milk products': '乳和乳制品',
  'bivalve molluscs and products thereof': '双壳贝类及其制品',
  'crustaceans and products thereof': '甲壳类及其制品',
  'soups, broths, sauces and condiments': '汤料、肉汤、酱汁和调味品',
  'non-alcoholic beverages': '非酒精饮料',
  'fats and oils': '油脂',
  'pet food': '宠物食品',
  'eggs and egg products': '蛋和蛋制品',
  'compound feeds': '配合饲料',
  'ices and desserts': '冰品和甜点',
  'food additives and flavourings': '食品添加剂和食用香料',
  'cephalopods and products thereof': '头足类及其制品',
  'alcoholic beverages': '酒精饮料',
  'honey and royal jelly': '蜂蜜和蜂王浆',
  'water for human consumption (other)': '人类饮用水（其他）',
  'feed premixtures': '饲料预混料',
  'animal by-products': '动物副产品',
  'natural mineral waters': '天然矿泉水',
  'feed additives': '饲料添加剂',
  'live animals': '活体动物',
  wine: '葡萄酒',
  gastropods: '腹足类',
  'plant protection products': '植物保护产品',
  // product types
  food: '食品',
  feed: '饲料',
  'food contact material': '食品接触材料',
  animals: '动物',
  other: '其他',
  'plants, plant products and other objects': '植物、植物产品及其他物品',
};

/** The hazard categories the importer assigns (rasff-import.ts). */
const hazardCategories: Record<string, string> = {
  mycotoxins: '真菌毒素',
  'pathogenic micro-organisms': '致病微生物',
  'pesticide residues': '农药残留',
  metals: '金属污染物',
  'residues of veterinary medicinal products': '兽药残留',
  allergens: '过敏原',
  migration: '迁移',
  'foreign bodies': '异物',
  'food additives and flavourings': '食品添加剂和食用香料',
  'biotoxins (other)': '生物毒素（其他）',
  'other contaminants': '其他污染物',
  'poor or insufficient controls': '控制不当或不足',
  'other hazards': '其他危害',
};

const classifications: Record<string, string> = {
  'border rejection notification': '边境拒绝入境通报',
  'alert notification': '预警通报',
  'information notification for attention': '信息通报（关注）',
  'information notification for follow-up': '信息通报（跟进）',
  'non-compliance notification': '不合规通报',
};

const riskDecisions: Record<string, string> = {
  serious: '严重',
  'potentially serious': '可能严重',
  'potential risk': '潜在风险',
  'not serious': '不严重',
  'no risk': '无风险',
  undecided: '未定',
};

export const rasffCountries: Record<string, string> = {
  Afghanistan: '阿富汗',
  Albania: '阿尔巴尼亚',
  Algeria: '阿尔及利亚',
  Andorra: '安道尔',
  Angola: '安哥拉',
  Argentina: '阿根廷',
  Armenia: '亚美尼亚',
  Aruba: '阿鲁巴',
  Australia: '澳大利亚',
  Austria: '奥地利',
  Azerbaijan: '阿塞拜疆',
  Bahrain: '巴林',
  Bangladesh: '孟加拉国',
  Barbados: '巴巴多斯',
  Belarus: '白俄罗斯',
  Belgium: '比利时',
  Benin: '贝宁',
  Bolivia: '玻利维亚',
  Bonaire: '博奈尔',
  'Bosnia and Herzegovina': '波斯尼亚和黑塞哥维那',
  Brazil: '巴西',
  'British Virgin Islands': '英属维尔京群岛',
  Bulgaria: '保加利亚',
  'Burkina Faso': '布基纳法索',
  Burundi: '布隆迪',
  Cambodia: '柬埔寨',
  Cameroon: '喀麦隆',
  Canada: '加拿大',
  'Cape Verde': '佛得角',
  'Cayman Islands': '开曼群岛',
  'Central African Republic': '中非',
  Chad: '乍得',
  Chile: '智利',
  China: '中国',
  Colombia: '哥伦比亚',
  Comoros: '科摩罗',
  'Congo (Brazzaville)': '刚果（布）',
  'Costa Rica': '哥斯达黎加',
  Croatia: '克罗地亚',
  Cuba: '古巴',
  Curaçao: '库拉索',
  Cyprus: '塞浦路斯',
  'Czech Republic': '捷克',
  "Côte d'Ivoire": '科特迪瓦',
  'Democratic Republic of the Congo': '刚果（金）',
  Denmark: '丹麦',
  Djibouti: '吉布提',
  'Dominican Republic': '多米尼加',
  Ecuador: '厄瓜多尔',
  Egypt: '埃及',
  'El Salvador': '萨尔瓦多',
  'Equatorial Guinea': '赤道几内亚',
  Estonia: '爱沙尼亚',
  Ethiopia: '埃塞俄比亚',
  'European Commission': '欧盟委员会',
  'Faeroe Islands': '法罗群岛',
  'Faroe Islands': '法罗群岛',
  'Falkland Islands': '福克兰群岛（马尔维纳斯）',
  Finland: '芬兰',
  France: '法国',
  'French Guiana': '法属圭亚那',
  'French Polynesia': '法属波利尼西亚',
  Gabon: '加蓬',
  Gambia: '冈比亚',
  Georgia: '格鲁吉亚',
  Germany: '德国',
  Ghana: '加纳',
  Gibraltar: '直布罗陀',
  Greece: '希腊',
  Greenland: '格陵兰',
  Guadeloupe: '瓜德罗普',
  Guatemala: '危地马拉',
  Guernsey: '根西',
  Guinea: '几内亚',
  'Guinea-Bissau': '几内亚比绍',
  Guyana: '圭亚那',
  Honduras: '洪都拉斯',
  'Hong Kong': '中国香港',
  Hungary: '匈牙利',
  Iceland: '冰岛',
  India: '印度',
  Indonesia: '印度尼西亚',
  Iran: '伊朗',
  Iraq: '伊拉克',
  Ireland: '爱尔兰',
  Israel: '以色列',
  Italy: '意大利',
  Japan: '日本',
  Jersey: '泽西',
  Jordan: '约旦',
  Kazakhstan: '哈萨克斯坦',
  Kenya: '肯尼亚',
  Kosovo: '科索沃',
  Kuwait: '科威特',
  Kyrgyzstan: '吉尔吉斯斯坦',
  Latvia: '拉脱维亚',
  Lebanon: '黎巴嫩',
  Liberia: '利比里亚',
  Libya: '利比亚',
  Liechtenstein: '列支敦士登',
  Lithuania: '立陶宛',
  Luxembourg: '卢森堡',
  Macao: '中国澳门',
  Madagascar: '马达加斯加',
  Malawi: '马拉维',
  Malaysia: '马来西亚',
  Maldives: '马尔代夫',
  Mali: '马里',
  Malta: '马耳他',
  Martinique: '马提尼克',
  Mauritania: '毛里塔尼亚',
  Mauritius: '毛里求斯',
  Mexico: '墨西哥',
  Moldova: '摩尔多瓦',
  Monaco: '摩纳哥',
  Montenegro: '黑山',
  Morocco: '摩洛哥',
  Mozambique: '莫桑比克',
  Myanmar: '缅甸',
  Namibia: '纳米比亚',
  Nepal: '尼泊尔',
  Netherlands: '荷兰',
  'New Caledonia': '新喀里多尼亚',
  'New Zealand': '新西兰',
  Nicaragua: '尼加拉瓜',
  Niger: '尼日尔',
  Nigeria: '尼日利亚',
  'Northern Ireland': '北爱尔兰',
  Norway: '挪威',
  Oman: '阿曼',
  Pakistan: '巴基斯坦',
  Panama: '巴拿马',
  'Papua New Guinea': '巴布亚新几内亚',
  Paraguay: '巴拉圭',
  Peru: '秘鲁',
  Philippines: '菲律宾',
  Poland: '波兰',
  Portugal: '葡萄牙',
  'Puerto Rico': '波多黎各',
  Qatar: '卡塔尔',
  'Republic of North Macedonia': '北马其顿',
  Romania: '罗马尼亚',
  Russia: '俄罗斯',
  Rwanda: '卢旺达',
  Réunion: '留尼汪',
  'Saint Barthélemy': '圣巴泰勒米',
  'Saint Lucia': '圣卢西亚',
  'Saint Martin': '法属圣马丁',
  'San Marino': '圣马力诺',
  'Saudi Arabia': '沙特阿拉伯',
  Senegal: '塞内加尔',
  Serbia: '塞尔维亚',
  'Serbia and Montenegro': '塞尔维亚和黑山',
  Seychelles: '塞舌尔',
  'Sierra Leone': '塞拉利昂',
  Singapore: '新加坡',
  'Sint Eustatius and Saba': '圣尤斯特歇斯和萨巴',
  'Sint Maarten': '荷属圣马丁',
  Slovakia: '斯洛伐克',
  Slovenia: '斯洛文尼亚',
  Somalia: '索马里',
  'South Africa': '南非',
  'South Korea': '韩国',
  Spain: '西班牙',
  'Sri Lanka': '斯里兰卡',
  Sudan: '苏丹',
  Suriname: '苏里南',
  Sweden: '瑞典',
  Switzerland: '瑞士',
  Syria: '叙利亚',
  'São Tomé and Príncipe': '圣多美和普林西比',
  Taiwan: '中国台湾',
  Tanzania: '坦桑尼亚',
  Thailand: '泰国',
  Togo: '多哥',
  'Trinidad and Tobago': '特立尼达和多巴哥',
  Tunisia: '突尼斯',
  Türkiye: '土耳其',
  Uganda: '乌干达',
  Ukraine: '乌克兰',
  'United Arab Emirates': '阿联酋',
  'United Kingdom': '英国',
  'United Kingdom (Northern Ireland)': '英国（北爱尔兰）',
  'United States': '美国',
  Uruguay: '乌拉圭',
  Uzbekistan: '乌兹别克斯坦',
  'Vatican City': '梵蒂冈',
  Venezuela: '委内瑞拉',
  Vietnam: '越南',
  'Viet Nam': '越南',
  'West Bank and Gaza Strip': '约旦河西岸和加沙地带',
  'unknown origin': '原产地不明',
  'Åland Islands': '奥兰群岛',
};

/** Common hazards (lower case), the ones that make up most notifications. */
const hazards: Record<string, string> = {
  'aflatoxin b1': '黄曲霉毒素B1',
  'aflatoxins b1': '黄曲霉毒素B1',
  'aflatoxin total': '黄曲霉毒素总量',
  aflatoxins: '黄曲霉毒素',
  aflatoxin: '黄曲霉毒素',
  salmonella: '沙门氏菌',
  'salmonella enteritidis': '肠炎沙门氏菌',
  'salmonella infantis': '婴儿沙门氏菌',
  'salmonella typhimurium': '鼠伤寒沙门氏菌',
  'salmonella newport': '纽波特沙门氏菌',
  'salmonella senftenberg': '森夫滕伯格沙门氏菌',
  'salmonella agona': '阿贡纳沙门氏菌',
  salmonellen: '沙门氏菌',
  'listeria monocytogenes': '单核细胞增生李斯特氏菌',
  'ochratoxin a': '赭曲霉毒素A',
  chlorpyrifos: '毒死蜱',
  'chlorpyriphos-ethyl': '毒死蜱',
  'chlorpyrifos-methyl': '甲基毒死蜱',
  acetamiprid: '啶虫脒',
  thiamethoxam: '噻虫嗪',
  cadmium: '镉',
  'pyrrolizidine alkaloids': '吡咯里西啶生物碱',
  mercury: '汞',
  lead: '铅',
  arsenic: '砷',
  aluminium: '铝',
  iodine: '碘',
  imidacloprid: '吡虫啉',
  imidaclopride: '吡虫啉',
  norovirus: '诺如病毒',
  tricyclazole: '三环唑',
  'mineral oil': '矿物油',
  carbendazim: '多菌灵',
  'benomil/carbendazim': '苯菌灵/多菌灵',
  'lambda-cyhalothrin': '高效氯氟氰菊酯',
  clothianidin: '噻虫胺',
  'primary aromatic amines': '初级芳香胺',
  'escherichia coli shigatoxin-producing': '产志贺毒素大肠埃希氏菌',
  'escherichia coli': '大肠埃希氏菌',
  'e.coli': '大肠埃希氏菌',
  'ethylene oxide': '环氧乙烷',
  '2-chloroethanol': '2-氯乙醇',
  acephate: '乙酰甲胺磷',
  dimethoate: '乐果',
  omethoate: '氧乐果',
  propiconazole: '丙环唑',
  chlorfenapyr: '虫螨腈',
  tolfenpyrad: '唑虫酰胺',
  azoxystrobin: '嘧菌酯',
  hexaconazole: '己唑醇',
  'glycidyl esters': '缩水甘油酯',
  methamidophos: '甲胺磷',
  dinotefuran: '呋虫胺',
  fipronil: '氟虫腈',
  flonicamid: '氟啶虫酰胺',
  chlorate: '氯酸盐',
  histamine: '组胺',
  cypermethrin: '氯氰菊酯',
  profenofos: '丙溴磷',
  formetanate: '伐虫脒',
  tebuconazole: '戊唑醇',
  sulphite: '亚硫酸盐',
  '3-monochlor-1': '3-氯-1,2-丙二醇',
  '2-propanediol (3-mcpd)': '3-氯-1,2-丙二醇',
  metalaxyl: '甲霜灵',
  'e220- sulfur dioxide': '二氧化硫（E220）',
  'cannabidiol (cbd)': '大麻二酚（CBD）',
  pyraclostrobin: '吡唑醚菌酯',
  'e 210 - benzoic acid': '苯甲酸（E210）',
  'e 200 - sorbic acid': '山梨酸（E200）',
  'genetically modified': '转基因',
  'novel food ingredient': '新型食品原料',
  'novel food': '新型食品',
  anthraquinone: '蒽醌',
  cyanide: '氰化物',
  prochloraz: '咪鲜胺',
  sildenafil: '西地那非',
  tadalafil: '他达拉非',
  sibutramine: '西布曲明',
  'tetrahydrocanabinol (thc)': '四氢大麻酚（THC）',
  'polycyclic aromatic hydrocarbons sum of': '多环芳烃总量',
  'kresoxim-methyl': '醚菌酯',
  permethrin: '氯菊酯',
  acrylamide: '丙烯酰胺',
  'import illegal': '非法进口',
  dimethomorph: '烯酰吗啉',
  phosmet: '亚胺硫磷',
  picoxystrobin: '啶氧菌酯',
  buprofezin: '噻嗪酮',
  'colour e 171 - titanium dioxide use': '色素二氧化钛（E171）的使用',
  'benzo(a)pyrene': '苯并[a]芘',
  imazalil: '抑霉唑',
  'phthalate dbp - dibutyl': '邻苯二甲酸二丁酯（DBP）',
  carbofuran: '克百威',
  dithiocarbamates: '二硫代氨基甲酸酯',
  dioxins: '二噁英',
  difenoconazole: '苯醚甲环唑',
  'bacillus cereus': '蜡样芽胞杆菌',
  'thiophanate-methyl': '甲基硫菌灵',
  oxamyl: '杀线威',
  propargite: '炔螨特',
  fenpropathrin: '甲氰菊酯',
  chlorothalonil: '百菌清',
  enterobacteriaceae: '肠杆菌科',
  chlorpropham: '氯苯胺灵',
  lufenuron: '虱螨脲',
  gluten: '麸质',
  indoxacarb: '茚虫威',
  pyriproxyfen: '吡丙醚',
  propamocarb: '霜霉威',
  boscalid: '啶酰菌胺',
  'phthalate dehp - di(2-ethylhexyl)': '邻苯二甲酸二（2-乙基己基）酯（DEHP）',
  'phthalate dibp - diisobutyl': '邻苯二甲酸二异丁酯（DIBP）',
  bifenthrin: '联苯菊酯',
  trifloxystrobin: '肟菌酯',
  ethephon: '乙烯利',
  'trans fatty acids': '反式脂肪酸',
  'leucomalachite green': '隐色孔雀石绿',
  'malachite green': '孔雀石绿',
  linuron: '利谷隆',
  'vibrio parahaemolyticus': '副溶血性弧菌',
  'vibrio vulnificus': '创伤弧菌',
  'vibrio cholerae': '霍乱弧菌',
  egg: '鸡蛋',
  peanut: '花生',
  melamine: '三聚氰胺',
  formaldehyde: '甲醛',
  triazophos: '三唑磷',
  'tropane alkaloids': '托烷生物碱',
  'erucic acid': '芥酸',
  famoxadone: '噁唑菌酮',
  'dna ruminant': '反刍动物DNA',
  diafenthiuron: '丁醚脲',
  diflubenzuron: '除虫脲',
  ethion: '乙硫磷',
  'colour e 110 - sunset yellow fcf': '日落黄（E110）',
  'volatile organic compounds': '挥发性有机物',
  penconazole: '戊菌唑',
  fumonisins: '伏马毒素',
  methomyl: '灭多威',
  flutriafol: '粉唑醇',
  fluopyram: '氟吡菌酰胺',
  pyrimethanil: '嘧霉胺',
  'bisphenol a': '双酚A',
  iprodione: '异菌脲',
  etoxazole: '乙螨唑',
  'tenuazonic acid': '细交链孢菌酮酸',
  fluxapyroxad: '氟唑菌酰胺',
  'rye ergot (claviceps purpurea)': '麦角（黑麦麦角菌）',
  carbaryl: '甲萘威',
  'ragweed (ambrosia ) seeds': '豚草种子',
  'nitrofuran (metabolite) furazolidone (aoz) prohibited substance': '硝基呋喃代谢物AOZ（禁用物质）',
  mould: '霉菌',
  moulds: '霉菌',
  insects: '昆虫',
  glass: '玻璃',
  'foreign body': '异物',
  'poor temperature control': '温度控制不当',
  'suffocation risk consumption': '食用时有窒息风险',
  milk: '乳',
  mustard: '芥末',
  sesame: '芝麻',
  soya: '大豆',
  celery: '芹菜',
  nuts: '坚果',
  almond: '杏仁',
  hazelnut: '榛子',
  cashew: '腰果',
  walnut: '核桃',
  lupin: '羽扇豆',
  // Less common hazards of the 2024-2025 notifications (pesticides, contaminants, organisms).
  cyfluthrin: '氟氯氰菊酯',
  deltamethrin: '溴氰菊酯',
  bifenazate: '联苯肼酯',
  triadimenol: '三唑醇',
  monocrotophos: '久效磷',
  'pirimiphos-methyl': '甲基嘧啶磷',
  spirotetramat: '螺虫乙酯',
  emamectin: '甲氨基阿维菌素',
  abamectin: '阿维菌素',
  thiacloprid: '噻虫啉',
  fenobucarb: '仲丁威',
  tebufenpyrad: '吡螨胺',
  methoxyfenozide: '甲氧虫酰肼',
  fludioxonil: '咯菌腈',
  procymidone: '腐霉利',
  diazinon: '二嗪磷',
  chlorantraniliprole: '氯虫苯甲酰胺',
  fenvalerate: '氰戊菊酯',
  pyridaben: '哒螨灵',
  malathion: '马拉硫磷',
  forchlorfenuron: '氯吡脲',
  cyromazine: '灭蝇胺',
  fenazaquin: '喹螨醚',
  myclobutanil: '腈菌唑',
  fosthiazate: '噻唑膦',
  sulfoxaflor: '氟啶虫胺腈',
  cyprodinil: '嘧菌环胺',
  thiabendazole: '噻菌灵',
  novaluron: '氟酰脲',
  metrafenone: '苯菌酮',
  patulin: '展青霉素',
  zearalenone: '玉米赤霉烯酮',
  alternariol: '交链孢酚',
  perchlorate: '高氯酸盐',
  listeria: '李斯特菌',
  'staphylococcus aureus': '金黄色葡萄球菌',
  'hepatitis a virus': '甲型肝炎病毒',
  'campylobacter jejuni': '空肠弯曲菌',
  'deoxynivalenol (don)': '脱氧雪腐镰刀菌烯醇',
  deoxynivalenol: '脱氧雪腐镰刀菌烯醇',
  'ergot alkaloids': '麦角生物碱',
  'opium alkaloids': '鸦片生物碱',
  'perfluorooctanoic acid (pfoa)': '全氟辛酸（PFOA）',
  'perfluorooctane sulphonic acid (pfos)': '全氟辛烷磺酸（PFOS）',
  nitrate: '硝酸盐',
  selenium: '硒',
  epoxiconazole: '氟环唑',
  isoprothiolane: '稻瘟灵',
  iprobenfos: '异稻瘟净',
  iprovalicarb: '缬霉威',
  glufosinate: '草铵膦',
  ddt: '滴滴涕',
  heptachlor: '七氯',
  haloxyfop: '氟吡甲禾灵',
  biphenyl: '联苯',
  flubendiamide: '氟苯虫酰胺',
  'tau-fluvalinate': '氟胺氰菊酯',
  'vitamin d': '维生素D',
  crustaceans: '甲壳类',
  cobalt: '钴',
  manganese: '锰',
  chromium: '铬',
  iron: '铁',
  nickel: '镍',
  'pesticide residues': '农药残留',
  doxycycline: '多西环素',
  oxytetracycline: '土霉素',
  'sudan 1': '苏丹红I',
  'sudan 3': '苏丹红III',
  'sudan 4': '苏丹红IV',
  glyphosate: '草甘膦',
  chlormequat: '矮壮素',
  'mineral oil aromatic hydrocarbons (moah)': '矿物油芳香烃（MOAH）',
  'polycyclic aromatic hydrocarbons (pah4)': '多环芳烃（PAH4）',
  'nitrofuran metabolite': '硝基呋喃代谢物',
  semicarbazide: '氨基脲',
  chloramphenicol: '氯霉素',
  enrofloxacin: '恩诺沙星',
  'hydrocyanic acid': '氢氰酸',
  'cronobacter sakazakii': '阪崎克罗诺杆菌',
  'bacillus cereus presumptive': '蜡样芽孢杆菌（推定）',
  'sulphur dioxide': '二氧化硫',
  'e 220 - sulphur dioxide': '二氧化硫（E 220）',
};

/** Words around a hazard, in the order they are tried (longest first). */
const hazardPhrases: [RegExp, string][] = [
  [/\s*unauthorised novel food ingredient$/i, '（未经批准的新型食品原料）'],
  [/\s*residue level above mrl$/i, '残留超过最大残留限量'],
  [/\s*unauthorised colour$/i, '（未经批准色素）'],
  [/\s*unauthorised use$/i, '（未经批准使用）'],
  [/\s*improperly declared$/i, '（标示不当）'],
  [/\s*increasing migration$/i, '迁移量增加'],
  [/\s*too high intake$/i, '摄入量过高'],
  [/\s*too high content of$/i, '含量过高'],
  [/\s*too high level$/i, '含量过高'],
  [/\s*unauthorised substance$/i, '（未经批准物质）'],
  [/\s*prohibited substance$/i, '（禁用物质）'],
  [/\s*too high content$/i, '含量过高'],
  [/\s*high content$/i, '含量过高'],
  [/\s*high level$/i, '含量过高'],
  [/\s*too high count$/i, '计数过高'],
  [/\s*high count$/i, '计数过高'],
  [/\s*migration$/i, '迁移'],
  [/\s*undeclared$/i, '（未申报）'],
  [/\s*unauthorised$/i, '（未经批准）'],
  [/\s*presence$/i, '（检出）'],
  [/\s*spp\.?$/i, '属'],
];

/** One hazard: the dictionary, with its qualifier phrase ("… unauthorised substance"); else as it is. */
function hazardZh(raw: string): string {
  let rest = raw.trim().replace(/\s+/g, ' ');
  let suffix = '';
  for (const [re, zh] of hazardPhrases) {
    if (re.test(rest)) {
      rest = rest.replace(re, '');
      suffix = zh;
      break;
    }
  }
  const core = hazards[rest.toLowerCase()];
  if (core) return `${core}${suffix}`;
  // "Salmonella Kentucky": the genus with its serovar kept.
  const salmonella = /^salmonella\s+(.+)$/i.exec(rest);
  if (salmonella) return `沙门氏菌（${salmonella[1]}）${suffix}`;
  return raw.trim();
}

const dictionaries: Record<string, Record<string, string>> = {
  productCategory: productCategories,
  hazardCategory: hazardCategories,
  classification: classifications,
  riskDecision: riskDecisions,
};
/** Fields holding one or more countries separated by commas. */
const countryFields = new Set(['originCountry', 'notifyingCountry', 'distribution']);

/** "for attention: A,B; for follow-up: C" (the countries asked to act) → "需关注：A、B；需跟进：C". */
function measuresZh(value: string): string {
  return value
    .split(';')
    .map((part) => {
      const m = /^\s*for (attention|follow-up):\s*(.*)$/i.exec(part);
      if (!m) return part.trim();
      const countries = m[2]!
        .split(',')
        .map((c) => rasffCountries[c.trim()] ?? c.trim())
        .join('、');
      return `${/attention/i.test(m[1]!) ? '需关注' : '需跟进'}：${countries}`;
    })
    .join('；');
}

/**
 * A RASFF field value in the page's language: English as stored; in Chinese through the
 * dictionaries (lists of countries and hazards item by item). Unknown values stay as they are.
 */
export function rasffText(field: string, value: string, lang: Language): string {
  if (lang === 'en' || !value) return value;
  const dict = dictionaries[field];
  if (dict) return dict[value.trim().toLowerCase()] ?? dict[value.trim()] ?? value;
  if (countryFields.has(field))
    return value
      .split(',')
      .map((c) => rasffCountries[c.trim()] ?? c.trim())
      .join('、');
  if (field === 'hazard') return value.split(',').map(hazardZh).filter(Boolean).join('、');
  if (field === 'measures') return measuresZh(value);
  // The export's operator column names countries, not firms: translated only when each item is one.
  if (field === 'operator') {
    const items = value.split(',').map((c) => c.trim());
    return items.every((c) => rasffCountries[c]) ? items.map((c) => rasffCountries[c]).join('、') : value;
  }
  return value;
}

/** The fields `rasffText` translates. */
export const rasffTranslatedFields = [
  'productCategory',
  'hazardCategory',
  'classification',
  'riskDecision',
  'originCountry',
  'notifyingCountry',
  'distribution',
  'hazard',
  'measures',
  'operator',
] as const;

const latinWord = /[A-Za-z]{3,}/;
const inChinese = (zh: string) => !!zh && !latinWord.test(zh.replace(/（[^）]*）/g, ''));
/**
 * A Chinese line for a notification on a zh-cn list, where the source's subject is English free
 * text (issue 8): its hazards, product category and origin through the dictionaries, e.g.
 * "黄曲霉毒素B1（坚果、坚果制品和籽类，原产土耳其）". Hazards with no Chinese are left out
 * ("…等"); when none has one, the hazard category stands for them. Undefined when neither reads
 * in Chinese (then the list shows the English subject, marked as the original). Words in
 * brackets (a Salmonella serovar) may stay in Latin.
 */
export function rasffSubjectZh(row: {
  hazard?: unknown;
  hazardCategory?: unknown;
  productCategory?: unknown;
  originCountry?: unknown;
}): string | undefined {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const items = str(row.hazard)
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const zh = items.map((h) => rasffText('hazard', h, 'zh-cn')).filter(inChinese);
  const category = rasffText('hazardCategory', str(row.hazardCategory), 'zh-cn');
  const hazard = zh.length
    ? `${zh.join('、')}${zh.length < items.length ? '等' : ''}`
    : inChinese(category)
      ? category
      : '';
  if (!hazard) return undefined;
  const product = rasffText('productCategory', str(row.productCategory), 'zh-cn');
  const origin = rasffText('originCountry', str(row.originCountry), 'zh-cn');
  const about = [inChinese(product) ? product : '', inChinese(origin) ? `原产${origin}` : ''].filter(Boolean);
  return about.length ? `${hazard}（${about.join('，')}）` : hazard;
}
