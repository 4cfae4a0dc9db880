import { addTexts } from '../../i18n';

/** Strings of the open tour (/demo) and services (/ad) pages; area names live in areas.ts. */
addTexts({
  'open.group.libraries': { 'zh-cn': '法规标准库', en: 'Regulation libraries' },
  'open.group.librariesText': {
    'zh-cn': '标准与法规的全文、时效和替代关系，可检索、收藏，文件变化时提醒。',
    en: 'Full texts of standards and laws with their validity and replacements: search, favourites, reminders when a text changes.',
  },
  'open.group.monitoring': { 'zh-cn': '监测与执法数据', en: 'Monitoring and enforcement data' },
  'open.group.monitoringText': {
    'zh-cn': '抽检、处罚、判决和国际通报，以及据此汇总的监测报告。',
    en: 'Sampling, penalties, judgments and international notifications, and the monitoring reports drawn from them.',
  },
  'open.group.tools': { 'zh-cn': '合规工具', en: 'Compliance tools' },
  'open.group.toolsText': {
    'zh-cn': '把标准条款和限量用到自己的产品和企业上。',
    en: 'Apply the clauses and limits to your own products and business.',
  },
  'open.access.opened': { 'zh-cn': '已开通', en: 'Opened' },
  'open.access.partly': { 'zh-cn': '部分开通', en: 'Partly opened' },
  'open.access.closed': { 'zh-cn': '未开通', en: 'Not opened' },
  'open.enter': { 'zh-cn': '进入', en: 'Open' },
  'open.loginToEnter': { 'zh-cn': '登录后使用', en: 'Log in to use' },
  'open.howToOpen': { 'zh-cn': '如何开通', en: 'How to open it' },
  'demo.title': { 'zh-cn': '平台能做什么', en: 'What the portal offers' },
  'demo.intro': {
    'zh-cn':
      '面向食品生产、进口和销售企业的合规人员：查标准与法规的时效，查限量与产品指标，跟踪抽检、处罚、判决和国际预警。卡片上的数字是平台当前实际收录的数量；标为“演示数据”的是生成的示例记录，不计入收录。',
    en: 'For compliance officers of food makers, importers and retailers: check the validity of standards and laws, look up limits and product indicators, follow sampling, penalties, judgments and international warnings. The figures on the cards are what the portal holds today; demo rows, marked as such, are generated examples and are not counted.',
  },
  'demo.services': { 'zh-cn': '查看服务开通', en: 'Services and access' },
  'ad.title': { 'zh-cn': '服务与开通', en: 'Services and access' },
  'ad.introOut': {
    'zh-cn': '平台按服务开通。下面是每项服务提供的内容和当前收录量；登录后，本页会标出您的账号已开通哪些服务。',
    en: 'The portal is opened service by service. Below is what each service offers and holds today; once you log in, this page shows which services your account has.',
  },
  'ad.introIn': {
    'zh-cn': '下面是平台的各项服务，并标出当前登录的账号是否已开通。',
    en: 'The services of the portal, each marked as opened or not for the account you are logged in with.',
  },
  'ad.summary': {
    'zh-cn': '您的账号：已开通 {opened} 项，未开通 {closed} 项。',
    en: 'Your account: {opened} opened, {closed} not opened.',
  },
  'ad.summaryPartly': {
    'zh-cn': '您的账号：已开通 {opened} 项，部分开通 {partly} 项，未开通 {closed} 项。',
    en: 'Your account: {opened} opened, {partly} partly opened, {closed} not opened.',
  },
  'ad.moreTitle': { 'zh-cn': '开通更多服务', en: 'Opening more services' },
  'ad.moreText': {
    'zh-cn': '开通或试用未开通的服务，请联系客服，说明账号和需要的服务；开通后刷新页面或重新登录，菜单中即出现该服务。',
    en: 'To open or try a service, contact customer service with your account name and the services you need; once it is opened, reload the page or log in again and it appears in the menu.',
  },
  'ad.contactLoggedOut': {
    'zh-cn': '请联系您的客户经理；登录后，本页显示您所属客户的客服联系方式。',
    en: 'Contact your account manager; once you log in, this page shows the customer-service contact of your company.',
  },
  'ad.noContact': {
    'zh-cn': '您的客户尚未设置客服联系方式，请联系您的客户经理。',
    en: 'No customer-service contact is set for your company yet; contact your account manager.',
  },
  'ad.toDemo': { 'zh-cn': '平台功能介绍', en: 'What the portal offers' },
});
