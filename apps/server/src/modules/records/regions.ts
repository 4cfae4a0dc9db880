/**
 * The 31 provincial-level divisions of mainland China with their English names and a few
 * prefecture-level cities each (GB/T 2260 names). Used by the generator and for English labels.
 */
export interface Province {
  name: string;
  en: string;
  /** Short name used in document numbers (粤, 京 …). */
  abbr: string;
  cities: string[];
  /** Relative share of records, roughly by population. */
  weight: number;
}

export const provinces: Province[] = [
  { name: '北京', en: 'Beijing', abbr: '京', cities: ['北京'], weight: 3 },
  { name: '天津', en: 'Tianjin', abbr: '津', cities: ['天津'], weight: 2 },
  { name: '河北', en: 'Hebei', abbr: '冀', cities: ['石家庄', '唐山', '保定', '邯郸', '沧州'], weight: 5 },
  { name: '山西', en: 'Shanxi', abbr: '晋', cities: ['太原', '大同', '运城', '长治'], weight: 3 },
  { name: '内蒙古', en: 'Inner Mongolia', abbr: '蒙', cities: ['呼和浩特', '包头', '赤峰', '鄂尔多斯'], weight: 2 },
  { name: '辽宁', en: 'Liaoning', abbr: '辽', cities: ['沈阳', '大连', '鞍山', '锦州'], weight: 3 },
  { name: '吉林', en: 'Jilin', abbr: '吉', cities: ['长春', '吉林', '四平', '延边'], weight: 2 },
  { name: '黑龙江', en: 'Heilongjiang', abbr: '黑', cities: ['哈尔滨', '齐齐哈尔', '大庆', '牡丹江'], weight: 2 },
  { name: '上海', en: 'Shanghai', abbr: '沪', cities: ['上海'], weight: 3 },
  { name: '江苏', en: 'Jiangsu', abbr: '苏', cities: ['南京', '苏州', '无锡', '徐州', '南通', '扬州'], weight: 6 },
  { name: '浙江', en: 'Zhejiang', abbr: '浙', cities: ['杭州', '宁波', '温州', '嘉兴', '金华', '台州'], weight: 5 },
  { name: '安徽', en: 'Anhui', abbr: '皖', cities: ['合肥', '芜湖', '蚌埠', '阜阳', '安庆'], weight: 4 },
  { name: '福建', en: 'Fujian', abbr: '闽', cities: ['福州', '厦门', '泉州', '漳州', '莆田'], weight: 3 },
  { name: '江西', en: 'Jiangxi', abbr: '赣', cities: ['南昌', '赣州', '九江', '上饶'], weight: 3 },
  { name: '山东', en: 'Shandong', abbr: '鲁', cities: ['济南', '青岛', '烟台', '潍坊', '临沂', '济宁'], weight: 7 },
  { name: '河南', en: 'Henan', abbr: '豫', cities: ['郑州', '洛阳', '南阳', '新乡', '商丘', '周口'], weight: 7 },
  { name: '湖北', en: 'Hubei', abbr: '鄂', cities: ['武汉', '宜昌', '襄阳', '荆州', '黄冈'], weight: 4 },
  { name: '湖南', en: 'Hunan', abbr: '湘', cities: ['长沙', '株洲', '衡阳', '岳阳', '常德'], weight: 4 },
  {
    name: '广东',
    en: 'Guangdong',
    abbr: '粤',
    cities: ['广州', '深圳', '佛山', '东莞', '汕头', '湛江', '中山'],
    weight: 9,
  },
  { name: '广西', en: 'Guangxi', abbr: '桂', cities: ['南宁', '柳州', '桂林', '玉林'], weight: 4 },
  { name: '海南', en: 'Hainan', abbr: '琼', cities: ['海口', '三亚'], weight: 1 },
  { name: '重庆', en: 'Chongqing', abbr: '渝', cities: ['重庆'], weight: 3 },
  { name: '四川', en: 'Sichuan', abbr: '川', cities: ['成都', '绵阳', '宜宾', '南充', '泸州', '德阳'], weight: 6 },
  { name: '贵州', en: 'Guizhou', abbr: '黔', cities: ['贵阳', '遵义', '六盘水', '毕节'], weight: 3 },
  { name: '云南', en: 'Yunnan', abbr: '云', cities: ['昆明', '曲靖', '大理', '玉溪', '红河'], weight: 3 },
  { name: '西藏', en: 'Tibet', abbr: '藏', cities: ['拉萨', '日喀则'], weight: 0.5 },
  { name: '陕西', en: 'Shaanxi', abbr: '陕', cities: ['西安', '宝鸡', '咸阳', '榆林'], weight: 3 },
  { name: '甘肃', en: 'Gansu', abbr: '甘', cities: ['兰州', '天水', '酒泉', '张掖'], weight: 2 },
  { name: '青海', en: 'Qinghai', abbr: '青', cities: ['西宁', '海东'], weight: 0.6 },
  { name: '宁夏', en: 'Ningxia', abbr: '宁', cities: ['银川', '吴忠', '石嘴山'], weight: 0.8 },
  { name: '新疆', en: 'Xinjiang', abbr: '新', cities: ['乌鲁木齐', '昌吉', '伊犁', '喀什'], weight: 2 },
];

const municipalities = new Set(['北京', '天津', '上海', '重庆']);
const autonomous: Record<string, string> = {
  内蒙古: '内蒙古自治区',
  广西: '广西壮族自治区',
  西藏: '西藏自治区',
  宁夏: '宁夏回族自治区',
  新疆: '新疆维吾尔自治区',
};
/** Full official name: 广东省, 北京市, 广西壮族自治区. */
export const fullProvinceName = (name: string) =>
  autonomous[name] ?? (municipalities.has(name) ? `${name}市` : `${name}省`);
export const provinceEn = new Map(provinces.map((p) => [p.name, p.en]));
/** Autonomous prefectures among the cities above: their offices are named after the prefecture, not a 市. */
const prefectures: Record<string, string> = {
  延边: '延边朝鲜族自治州',
  红河: '红河哈尼族彝族自治州',
  大理: '大理白族自治州',
  伊犁: '伊犁哈萨克自治州',
  昌吉: '昌吉回族自治州',
};
/** The prefecture-level name that offices carry: 杭州市, 北京市, 延边朝鲜族自治州. */
export const prefectureName = (province: string, city: string) =>
  municipalities.has(province) ? `${province}市` : (prefectures[city] ?? `${city}市`);
export const isMunicipality = (province: string) => municipalities.has(province);
