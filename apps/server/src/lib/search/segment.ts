import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { userDictText } from './user-dict.js';

let jieba: Jieba | undefined;
const instance = () => {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(Buffer.from(userDictText, 'utf8'));
  }
  return jieba;
};

/** Loads the dictionaries now (about a second) rather than in the first search a user makes. */
export const warmSegmenter = () => void instance();

// Words that carry no meaning for search; keeping them would make every query match everything.
const stopWords = new Set([
  '的',
  '了',
  '和',
  '与',
  '及',
  '或',
  '在',
  '是',
  '对',
  '于',
  '为',
  '等',
  '其',
  '之',
  '中',
  '有',
  '由',
  '将',
  '被',
  '以',
  '并',
  '按',
  '应',
  '可',
  '不',
  '个',
]);
const meaningful = (w: string) => /[\p{Script=Han}\p{L}\p{N}]/u.test(w) && !stopWords.has(w);

/** Normalises full-width forms and case so that index and query agree. */
export const normaliseText = (s: string) => s.normalize('NFKC').toLowerCase();

/**
 * Tokens written to a tsvector: search mode also emits the dictionary words inside longer
 * words (食品添加剂 → 食品, 添加, 添加剂, 食品添加剂), so a query for a part still matches.
 * HMM is off on both sides so unknown words are cut the same way in documents and queries.
 */
export function indexTokens(text: string): string {
  if (!text) return '';
  return text
    .split(/[\s，。；：！？、]+/u)
    .map(lineTokens)
    .filter(Boolean)
    .join(' ');
}

// jieba never joins words across whitespace or punctuation, so the text is cut piece by piece
// and repeated pieces (clause numbers, boilerplate clauses, headings) are cut once: bulk loads
// spend most of their time in jieba.
const lineCache = new Map<string, string>();
function lineTokens(line: string): string {
  const hit = lineCache.get(line);
  if (hit !== undefined) return hit;
  const tokens = instance()
    .cutForSearch(normaliseText(line), false)
    .map((w) => w.trim())
    .filter(meaningful)
    .join(' ');
  if (line.length < 500) {
    if (lineCache.size >= 50_000) lineCache.delete(lineCache.keys().next().value!);
    lineCache.set(line, tokens);
  }
  return tokens;
}

/** Tokens of a query: the plain cut, so 食品添加剂 stays one term and matches exactly that. */
export function queryTokens(text: string): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  for (const w of instance().cut(normaliseText(text), false)) {
    const t = w.trim();
    if (meaningful(t)) seen.add(t);
  }
  return [...seen];
}
