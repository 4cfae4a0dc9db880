import { addTexts } from '../../i18n';

/** Strings of the assistant, both languages. */
addTexts({
  'assistant.title': { 'zh-cn': '法规智能助手', en: 'Regulatory assistant' },
  'assistant.intro': {
    'zh-cn': '根据平台收录的法规、标准条款和限量数据回答，每条依据都注明出处、版本和有效状态。',
    en: 'Answers from the laws, standard clauses and limit tables in this portal; every source shows its document, version and validity.',
  },
  'assistant.placeholder': {
    'zh-cn': '输入问题，如：山梨酸钾在果酱中的最大使用量（Enter 发送，Shift+Enter 换行）',
    en: 'Ask a question; the documents are in Chinese, so Chinese questions find them best (Enter sends, Shift+Enter new line)',
  },
  'assistant.send': { 'zh-cn': '提问', en: 'Ask' },
  'assistant.stop': { 'zh-cn': '停止', en: 'Stop' },
  'assistant.includeOld': { 'zh-cn': '包含已废止文本', en: 'Include abolished texts' },
  'assistant.newConversation': { 'zh-cn': '新对话', en: 'New conversation' },
  'assistant.conversations': { 'zh-cn': '历史对话', en: 'Conversations' },
  'assistant.noConversations': { 'zh-cn': '还没有对话', en: 'No conversations yet' },
  'assistant.delete': { 'zh-cn': '删除', en: 'Delete' },
  'assistant.deleteConfirm': {
    'zh-cn': '删除这个对话？审计记录会保留。',
    en: 'Delete this conversation? The audit record is kept.',
  },
  'assistant.thinking': { 'zh-cn': '正在检索…', en: 'Searching…' },
  'assistant.sources': { 'zh-cn': '依据', en: 'Sources' },
  'assistant.more': { 'zh-cn': '展开全文', en: 'Show all' },
  'assistant.openSource': { 'zh-cn': '查看原文', en: 'Open source' },
  'assistant.extractive': {
    'zh-cn': '以下为检索到的原文条款与数据（离线模式，不经模型改写）。',
    en: 'The clauses and table rows found, quoted as written (offline mode, no model).',
  },
  'assistant.model': {
    'zh-cn': '回答中的每句话都已核对引用原文。',
    en: 'Every sentence below was checked against the text it quotes.',
  },
  'assistant.notice.noBasis': {
    'zh-cn': '没有找到可作依据的条款或数据。可换个说法，或写出标准号。',
    en: 'No clause or table row was found to answer this. Try other words or the standard number.',
  },
  'assistant.notice.modelNoBasis': {
    'zh-cn': '模型的回答无法在原文中核实，已改为展示检索到的原文。',
    en: "The model's answer could not be verified against the texts; the texts found are shown instead.",
  },
  'assistant.notice.modelTimeout': {
    'zh-cn': '语言模型超时，以下为检索到的原文。',
    en: 'The language model timed out; the texts found are shown instead.',
  },
  'assistant.notice.modelFailed': {
    'zh-cn': '语言模型暂不可用，以下为检索到的原文。',
    en: 'The language model is unavailable; the texts found are shown instead.',
  },
  'assistant.notice.oldTexts': {
    'zh-cn': '依据中包含已废止或已结束的文本，请以现行版本为准。',
    en: 'Some sources are abolished or ended; rely on the version in force.',
  },
  'assistant.kind.clause': { 'zh-cn': '条款', en: 'Clause' },
  'assistant.kind.additive': { 'zh-cn': 'GB 2760 使用规定', en: 'GB 2760 use' },
  'assistant.kind.contact': { 'zh-cn': 'GB 9685 条目', en: 'GB 9685 entry' },
  'assistant.kind.limit': { 'zh-cn': '限量', en: 'Limit' },
  'assistant.kind.document': { 'zh-cn': '标准版本', en: 'Edition' },
  'assistant.kind.reference': { 'zh-cn': '健康指导值', en: 'Reference value' },
  'assistant.composed': {
    'zh-cn': '根据本库的数据和条款撰写（离线），每句注明依据，引文已与原文核对。',
    en: "Written from this portal's data and clauses (offline); every sentence names its source and its quotes were checked against it.",
  },
  'assistant.notHeld': { 'zh-cn': '本库未收录', en: 'Not held' },
  'assistant.asOf': { 'zh-cn': '数据截至 {day}', en: 'Data as of {day}' },
  'assistant.citedStatus': { 'zh-cn': '引用文件的当前状态：', en: 'Validity of the documents cited, as of now:' },
  'assistant.version': { 'zh-cn': '第 {v} 版', en: 'version {v}' },
  'assistant.openFull': { 'zh-cn': '在新页面打开', en: 'Open as a page' },
  'assistant.examples': {
    'zh-cn': '可以这样问',
    en: 'Try asking (in Chinese: the laws and standards are Chinese, and English questions find little in them)',
  },
});

/**
 * Questions the empty assistant offers; each is answerable from the portal's real data. The
 * English page offers Chinese questions too (marked as Chinese): the texts searched are Chinese,
 * and English questions tried (e.g. "Maximum level of sodium benzoate in jam") matched unrelated
 * passages, so an English example would promise answers the data does not give.
 */
export const exampleQuestions = {
  'zh-cn': [
    '山梨酸钾在果酱中的最大使用量是多少？',
    '玉米中黄曲霉毒素B1的限量',
    '哪些食品禁止生产经营？',
    '进口预包装食品必须有中文标签吗？',
  ],
  en: ['苯甲酸钠在果酱中的最大使用量', '大米中镉的限量', '哪些食品禁止生产经营？', '食品召回制度是怎样规定的？'],
} as const;
