/**
 * Province-level divisions as the map file names them (short names), with English names, so
 * a province shows in the page's language and data keyed by full names (广东省, 广西壮族自治区)
 * meets the map's short names.
 */
export const provinceEnglish: Record<string, string> = {
  北京: 'Beijing',
  天津: 'Tianjin',
  河北: 'Hebei',
  山西: 'Shanxi',
  内蒙古: 'Inner Mongolia',
  辽宁: 'Liaoning',
  吉林: 'Jilin',
  黑龙江: 'Heilongjiang',
  上海: 'Shanghai',
  江苏: 'Jiangsu',
  浙江: 'Zhejiang',
  安徽: 'Anhui',
  福建: 'Fujian',
  江西: 'Jiangxi',
  山东: 'Shandong',
  河南: 'Henan',
  湖北: 'Hubei',
  湖南: 'Hunan',
  广东: 'Guangdong',
  广西: 'Guangxi',
  海南: 'Hainan',
  重庆: 'Chongqing',
  四川: 'Sichuan',
  贵州: 'Guizhou',
  云南: 'Yunnan',
  西藏: 'Tibet',
  陕西: 'Shaanxi',
  甘肃: 'Gansu',
  青海: 'Qinghai',
  宁夏: 'Ningxia',
  新疆: 'Xinjiang',
  台湾: 'Taiwan',
  香港: 'Hong Kong',
  澳门: 'Macao',
  南海诸岛: 'South China Sea Islands',
};

const suffixes = ['壮族自治区', '回族自治区', '维吾尔自治区', '特别行政区', '自治区', '省', '市'];

/** 广西壮族自治区 → 广西, 北京市 → 北京; a name already short is kept. */
export function shortProvince(name: string): string {
  const trimmed = name.trim();
  for (const s of suffixes) if (trimmed.endsWith(s) && trimmed.length > s.length) return trimmed.slice(0, -s.length);
  return trimmed;
}

/** A province's name in the page's language. */
export function provinceLabel(name: string, lang: string): string {
  if (lang !== 'en') return name;
  return provinceEnglish[shortProvince(name)] ?? name;
}
