/**
 * The message catalogue of spec sections 5 and 8, in both languages. Server answers carry
 * `msg` in the caller's language; the web app shows the same keys. Add a key here, never a
 * literal message in a handler.
 */
export const messages = {
  required: { 'zh-cn': '必填项不能为空', en: 'Required fields cannot be empty' },
  formatError: { 'zh-cn': '{attr}格式错误', en: '{attr} format error' },
  enterEmail: { 'zh-cn': '请输入邮箱', en: 'Please enter the e-mail' },
  invalidEmail: { 'zh-cn': '请输入正确的邮箱', en: 'Please enter a correct e-mail' },
  confirmNewPasswordMismatch: {
    'zh-cn': '确认密码与新密码输入不一致',
    en: 'The confirm password does not match the new password',
  },
  confirmPasswordMismatch: {
    'zh-cn': '确认密码与密码输入不一致',
    en: 'The confirm password does not match the password',
  },
  startAfterEnd: { 'zh-cn': '开始日期不能大于结束日期', en: 'The start date cannot be after the end date' },
  exportQuantity: { 'zh-cn': '请输入1-1000的正整数', en: 'Please enter a positive integer from 1 to 1000' },
  sortPositive: { 'zh-cn': '排序必须是大于0的整数', en: 'Sort must be an integer greater than 0' },
  noveltyTooMany: {
    'zh-cn': '每次查询最多1000条记录',
    en: 'At most 1000 records can be checked at once',
  },
  onlyFormat: { 'zh-cn': '仅支持{format}格式的文件', en: 'Only {format} files are supported' },
  importTooMany: {
    'zh-cn': '每个文件最多{max}行，请拆分后导入',
    en: 'A file may hold at most {max} rows: split it and import the parts',
  },
  importUnknownLayout: {
    'zh-cn': '无法识别文件格式：抽检公告（xlsx）、行政处罚决定书列表（xlsx/CSV）或裁判文书（txt/JSONL）',
    en: 'Layout not recognised: a sampling notice (xlsx), a penalty list (xlsx/CSV) or judgments (txt/JSONL)',
  },
  selectAtLeastOne: { 'zh-cn': '请选择至少一条数据', en: 'Please select at least one item' },
  selectToDelete: { 'zh-cn': '请选择删除项', en: 'Please select the items to delete' },
  selectOneRecord: { 'zh-cn': '请选择一条记录', en: 'Please select a record' },
  fullLibraryWithCategory: {
    'zh-cn': '选择分类后不支持全库检索',
    en: 'Full-database search is not supported after a category is selected',
  },
  sessionExpiredPrompt: {
    'zh-cn': '登录状态已过期，您可以继续留在该页面，或者重新登录',
    en: 'The login status has expired. You can continue to stay on this page or log in again',
  },
  sessionExpiredReject: {
    'zh-cn': '无效的会话，或者会话已过期，请重新登录。',
    en: 'Invalid session or session has expired, please log in again.',
  },
  loginAgain: { 'zh-cn': '重新登录', en: 'Login again' },
  cancel: { 'zh-cn': '取消', en: 'Cancel' },
  networkError: { 'zh-cn': '后端接口连接异常', en: 'Backend interface connection exception' },
  timeout: { 'zh-cn': '系统接口请求超时', en: 'System interface request timeout' },
  httpFailure: { 'zh-cn': '系统接口{status}异常', en: 'System interface {status} exception' },
  duplicateSubmit: {
    'zh-cn': '数据正在处理，请勿重复提交',
    en: 'The data is being processed, please do not resubmit',
  },
  oversizeRequest: {
    'zh-cn': '请求数据大小超出允许的5M限制，无法进行防重复提交验证。',
    en: 'The requested data size exceeds the allowed 5M limit, and anti duplicate submission verification cannot be performed.',
  },
  logoutSuccess: { 'zh-cn': '退出成功', en: 'Logged out successfully' },
  miniProgramNotOpen: { 'zh-cn': '小程序未开启！', en: 'The mini program is not enabled!' },
  wrongSubmit: { 'zh-cn': '错误提交!', en: 'Wrong submission!' },
  operationFailed: { 'zh-cn': '操作失败', en: 'Operation failed' },
  operationSuccess: { 'zh-cn': '操作成功', en: 'Operation succeeded' },
  loginSuccess: { 'zh-cn': '登录成功', en: 'Logged in successfully' },
  resetSuccess: { 'zh-cn': '重置成功', en: 'Reset successfully' },
  noData: { 'zh-cn': '暂无数据', en: 'No data' },
  noLink: { 'zh-cn': '暂无链接', en: 'No link' },
  noText: { 'zh-cn': '暂无文本', en: 'No text' },
  forwardFailed: { 'zh-cn': '转发失败', en: 'Forwarding failed' },
  forwardSuccess: { 'zh-cn': '转发成功', en: 'Forwarded successfully' },
  noSearchRight: { 'zh-cn': '没有查询权限', en: 'No search permission' },
  noRight: { 'zh-cn': '没有权限', en: 'No permission' },
  // back office
  usernameTaken: { 'zh-cn': '用户名已存在', en: 'The username already exists' },
  duplicateValue: { 'zh-cn': '{attr}已存在', en: '{attr} already exists' },
  hasChildren: { 'zh-cn': '请先删除下级数据', en: 'Delete the sub-items first' },
  deptHasUsers: { 'zh-cn': '该部门下存在用户，不能删除', en: 'The department still has users and cannot be deleted' },
  parentInvalid: {
    'zh-cn': '上级不能是自身或下级',
    en: 'The parent cannot be the item itself or one of its sub-items',
  },
  cronInvalid: { 'zh-cn': 'Cron表达式格式错误', en: 'The cron expression is invalid' },
  superProtected: { 'zh-cn': '超级管理员不能删除或停用', en: 'The super administrator cannot be deleted or stopped' },
  unknownRight: { 'zh-cn': '权限标识不存在：{attr}', en: 'Unknown permission key: {attr}' },
  mailPushSubject: { 'zh-cn': '法规标准更新提醒', en: 'Regulation and standard update reminder' },
  mailPushIntro: {
    'zh-cn': '{name}，您好：以下是{since}以来的更新。',
    en: 'Hello {name}, here are the updates since {since}.',
  },
  mailPushKeywordHits: { 'zh-cn': '关键词命中', en: 'Keyword hits' },
  mailPushMessages: { 'zh-cn': '新消息', en: 'New messages' },
  fullscreenUnsupported: {
    'zh-cn': '您的浏览器不支持全屏',
    en: 'Your browser does not support fullscreen',
  },
  pageLost: { 'zh-cn': '抱歉，您访问的页面丢失了', en: 'Sorry, the page you visited is lost' },
  serverError: { 'zh-cn': '服务器内部错误，请稍后重试', en: 'Internal server error, please try again later' },
  badRequest: { 'zh-cn': '请求格式错误', en: 'The request is malformed' },
  tooLarge: { 'zh-cn': '请求数据过大', en: 'The request is too large' },
  tooManyRequests: { 'zh-cn': '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  notFound: { 'zh-cn': '记录不存在', en: 'The record does not exist' },
  wrongCredentials: { 'zh-cn': '账号或密码错误', en: 'Wrong account or password' },
  wrongCaptcha: { 'zh-cn': '验证码错误或已过期', en: 'The captcha is wrong or has expired' },
  captchaNeeded: { 'zh-cn': '登录失败次数较多，请输入验证码', en: 'Several failed logins: enter the captcha' },
  accountStopped: { 'zh-cn': '账号已停用', en: 'The account is stopped' },
  accountLocked: {
    'zh-cn': '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    en: 'Too many failed logins: the account is locked, try again in {minutes} minutes',
  },
  pageSizeRange: { 'zh-cn': '每页条数需在1-{max}之间', en: 'Page size must be from 1 to {max}' },
  pageNumberRange: { 'zh-cn': '页码超出范围', en: 'The page number is out of range' },
  fileTooLarge: { 'zh-cn': '文件过大，最大{max}', en: 'The file is too large (at most {max})' },
  fileEmpty: { 'zh-cn': '文件中没有数据', en: 'The file holds no data' },
  notYetAvailable: { 'zh-cn': '该功能暂未开放', en: 'This page is not yet available' },
  passwordRule: {
    'zh-cn': '密码须为8-32位，且包含字母和数字',
    en: 'The password must be 8 to 32 characters with letters and digits',
  },
  wrongOldPassword: { 'zh-cn': '原密码错误', en: 'The old password is wrong' },
  resetLinkInvalid: { 'zh-cn': '重置链接无效或已过期', en: 'The reset link is invalid or has expired' },
  resetMailSent: {
    'zh-cn': '如果该邮箱已注册，重置链接已发送',
    en: 'If the e-mail is registered, a reset link has been sent',
  },
  resetMailSubject: { 'zh-cn': '重置密码', en: 'Reset your password' },
  resetMailBody: {
    'zh-cn': '请在{minutes}分钟内打开以下链接重置密码：{link}',
    en: 'Open this link within {minutes} minutes to reset your password: {link}',
  },
  ssoTokenInvalid: { 'zh-cn': '单点登录令牌无效或已过期', en: 'The single-sign-on token is invalid or has expired' },
  pageWindow: {
    'zh-cn': '仅可翻阅前{max}条结果，请缩小查询条件',
    en: 'Only the first {max} results can be paged; please narrow the filters',
  },
  warningRuleEmpty: {
    'zh-cn': '请至少填写一个关键词、产品、品牌或生产企业',
    en: 'Enter at least one keyword, product, brand or producer',
  },
  paramCodeTaken: { 'zh-cn': '编码已存在', en: 'The code already exists' },
  dictValueTaken: { 'zh-cn': '该字典类型下字典值已存在', en: 'This value already exists in the dictionary type' },
  keywordTaken: { 'zh-cn': '关键词“{keyword}”已存在', en: 'The keyword "{keyword}" already exists' },
  obligationInRegister: { 'zh-cn': '该合规义务已在登记册中', en: 'This obligation is already in the register' },
  limitsTooLong: { 'zh-cn': '查询内容过长', en: 'The query is too long' },
  limitsTooManyJurisdictions: {
    'zh-cn': '一次最多比较10个法域',
    en: 'At most 10 jurisdictions can be compared at once',
  },
  limitsPickJurisdictions: {
    'zh-cn': '请选择要比较的法域（至少两个）',
    en: 'Choose the jurisdictions to compare (at least two)',
  },
  limitsEmptyQuery: { 'zh-cn': '请输入物质或食品名称', en: 'Enter a substance or a food' },
  limitsUnknownSubstance: { 'zh-cn': '未找到该物质', en: 'No such substance' },
  limitsUnknownFood: { 'zh-cn': '未找到该食品类别', en: 'No such food category' },
  limitsUnknownJurisdiction: { 'zh-cn': '未知的法域：{code}', en: 'Unknown jurisdiction: {code}' },
  limitsUnknownUnit: { 'zh-cn': '无法换算的单位：{unit}', en: 'The unit {unit} cannot be converted to mg/kg' },
  limitsNotFound: { 'zh-cn': '该限量不存在', en: 'The limit does not exist' },
  reportPeriodNotOver: {
    'zh-cn': '该周期尚未结束（{end}），报告在周期结束后生成',
    en: 'This period has not ended yet ({end}); its report is made once it is over',
  },
  plainTextOnly: {
    'zh-cn': '{attr}只能是纯文本，不能包含HTML标签',
    en: '{attr} must be plain text, without HTML tags',
  },
  briefingEmpty: { 'zh-cn': '简报中还没有条目，不能发布', en: 'The briefing has no items yet and cannot be published' },
  briefingPublished: { 'zh-cn': '该简报已发布', en: 'This briefing is already published' },
  monitorItemInBriefing: {
    'zh-cn': '该条目已在已发布的简报中，不能删除',
    en: 'The item is in a published briefing and cannot be deleted',
  },
  briefingEntryTaken: { 'zh-cn': '该条目已在此简报中', en: 'The item is already in this briefing' },
  briefingMailSubject: { 'zh-cn': '新简报：{title}', en: 'New briefing: {title}' },
  briefingMessage: {
    'zh-cn': '第{issueNo}期简报已发布，共{count}条。请在“信息监测 › 简报”中阅读：{path}',
    en: 'Briefing no. {issueNo} is out with {count} items. Read it under Monitoring › Newspaper: {path}',
  },
  indicatorResultsTooMany: {
    'zh-cn': '每次最多导入{max}行检测结果',
    en: 'At most {max} result rows can be imported at once',
  },
  favoriteContentChanged: {
    'zh-cn': '您收藏的文件内容已修订，请查看新版本。',
    en: 'The text of a document in your favourites was revised: see the new version.',
  },
  favoriteStatusChanged: {
    'zh-cn': '您收藏的文件状态已变更（如实施、废止）。',
    en: 'The status of a document in your favourites changed (e.g. in force, abolished).',
  },
  keywordReminder: { 'zh-cn': '标题含有您的关键词“{keyword}”。', en: 'Its title holds your keyword "{keyword}".' },
  limitQueryChangedTitle: {
    'zh-cn': '限量查询「{name}」的结果有变化',
    en: 'The results of your limit query "{name}" changed',
  },
  limitQueryChangedContent: {
    'zh-cn': '查询结果：{change}。请在“危害物限量 › 查询列表”中查看。',
    en: 'Results: {change}. See Hazard limits › Query lists.',
  },
  limitQueryChange: { 'zh-cn': '{from} → {to} 条（{reason}）', en: '{from} → {to} rows ({reason})' },
  limitChangeImport: { 'zh-cn': '数据导入', en: 'data import' },
  limitChangeCorrection: { 'zh-cn': '限量更正 #{id}', en: 'limit correction #{id}' },
  editionsNotOneChain: {
    'zh-cn': '只能比较同一标准的两个版本',
    en: 'Only two editions of the same standard can be compared',
  },
  ingredientsTooMany: {
    'zh-cn': '每次最多核对{max}个原料名称',
    en: 'At most {max} ingredient names can be checked at once',
  },
  labelsTooMany: {
    'zh-cn': '每次最多导入{max}个标签',
    en: 'At most {max} labels can be imported at once',
  },
} as const satisfies Record<string, { 'zh-cn': string; en: string }>;

export type MessageKey = keyof typeof messages;
export const languages = ['zh-cn', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-cn';

/** Looks up a message and fills its `{placeholders}`. */
export const message = (
  key: MessageKey,
  lang: Language = defaultLanguage,
  vars: Record<string, string | number> = {},
): string =>
  messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
