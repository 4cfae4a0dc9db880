import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { hazardNameEn, type ApplicableItem } from '@app/contract';
import { dataLang } from '../../components/data-lang';
import { Translated } from '../../components/translated';
import { useLang } from '../../components/lang';

/**
 * How the limits pages show data written in Chinese: on an English page every value is
 * English (the source's, or the portal's translation marked as such) or the Chinese data itself,
 * marked with its language; Chinese pages show the Chinese first, as the sources write it.
 */

/** Chinese data on an English page marked with its language (the TFDA writes traditional characters: zh-TW). */
export function Zh({ text, tw = false }: { text: string; tw?: boolean }) {
  const lang = useLang();
  const marked = dataLang(lang, text);
  if (!marked) return <>{text}</>;
  return <span lang={tw ? 'zh-TW' : marked}>{text}</span>;
}

type Named = { nameZh: string; nameEn: string; nameSource: string };

/** A food node's name in a language (the English one on English pages when there is one). */
export const nodeText = (lang: string, n: Named) =>
  (lang === 'en' ? n.nameEn || n.nameZh : n.nameZh || n.nameEn) || n.nameSource;

/**
 * Whether the name a page shows is the portal's translation (marked so): the English of a Chinese
 * category on an English page, the Chinese of an EU (French) entry on a Chinese one; a Chinese
 * category's own name on a Chinese page is the source's.
 */
export const shownTranslation = (lang: string, n: Named & { nameOrigin: string }) =>
  n.nameOrigin === 'portal translation' && (lang === 'en' ? Boolean(n.nameEn) : !/[\u3400-\u9fff]/.test(n.nameSource));

/** A food node's name; without an English name an English page shows its Chinese, marked. */
export function NodeName({ node }: { node: Named & { placedBy?: string } }) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <>
      <Zh text={nodeText(lang, node)} />
      {node.placedBy === 'portal editors' && (
        <Tooltip title={t('lim.placedByEditorsHint')}>
          <Tag style={{ marginInlineStart: 4 }}>{t('lim.placedByEditors')}</Tag>
        </Tooltip>
      )}
    </>
  );
}

/** The path from the group that carries a limit down to the food (草莓 ← 小漿果類), in the page's language. */
export function PathNames({ path }: { path: ApplicableItem['path'] }) {
  return (
    <>
      {path.map((s, i) => (
        <span key={s.id}>
          {i > 0 && ' → '}
          <NodeName node={s} />
        </span>
      ))}
    </>
  );
}

/** English titles of the TFDA tables (their official English names); GB numbers read the same in both. */
const documentEn: Record<string, string> = {
  '農藥殘留容許量標準 附表一': 'Standards for Pesticide Residue Limits in Foods, Annex Table 1',
  得免訂定容許量之農藥一覽表: 'List of pesticides exempt from residue tolerances',
};

/** A limit's source: document and table ("GB 2762-2022 表1" reads "GB 2762-2022 Table 1" in English). */
export function SourceRef({ doc, table }: { doc: string; table: string }) {
  const lang = useLang();
  if (lang !== 'en') return <>{`${doc} ${table}`.trim()}</>;
  const tableEn = table.replace(/^表\s*(\S+)$/, 'Table $1');
  return (
    <>
      {documentEn[doc] ? <Translated original={doc} english={documentEn[doc]} /> : <Zh text={doc} />}
      {doc && tableEn && ' '}
      <Zh text={tableEn} />
    </>
  );
}

/** "苯唑西林 (oxacillin)", "X [english (abbr)]": the English the source writes beside the Chinese. */
const englishInBrackets = (text: string) => {
  const m = /[（(\[]\s*([^\u3400-\u9fff]*[A-Za-z][^\u3400-\u9fff]*?)\s*[)）\]]\s*$/.exec(text);
  return m?.[1];
};

/** What a limit is measured as (铅(以Pb计), a marker residue): English from the source or the hazard names, else marked Chinese. */
export function LimitFor({ text }: { text: string }) {
  const lang = useLang();
  if (!text) return <>—</>;
  if (lang !== 'en') return <>{text}</>;
  const inSource = englishInBrackets(text);
  if (inSource) return <>{inSource}</>;
  return <Translated original={text} english={hazardNameEn(text)} />;
}

/** The GB 2762/2761 qualifiers of a value, in English (the Chinese original is the title). */
const basisEn: Record<string, string> = {
  '以NO2-计': 'as NO₂⁻',
  '以NO3-计': 'as NO₃⁻',
  以固态产品计: 'on the solid product',
  以粉状产品计: 'on the powdered product',
  去除内脏: 'eviscerated',
  干重计: 'dry weight basis',
  泌乳期禁用: 'not for use in lactating animals',
  产蛋期禁用: 'not for use in laying birds',
};

/**
 * A text the importers write in both languages ("以脂肪计 / fat basis", caveats "… / …"): the
 * reader's half. Other texts: the portal's English of a known qualifier, else the data, marked.
 */
export function Bilingual({ text, tw = false }: { text: string; tw?: boolean }) {
  const lang = useLang();
  if (!text) return <>—</>;
  const at = text.indexOf(' / ');
  if (at > 0 && /[\u3400-\u9fff]/.test(text.slice(0, at)) && !/[\u3400-\u9fff]/.test(text.slice(at + 3)))
    return <>{lang === 'en' ? text.slice(at + 3) : text}</>;
  if (lang === 'en' && basisEn[text]) return <Translated original={text} english={basisEn[text]} />;
  return <Zh text={text} tw={tw} />;
}
