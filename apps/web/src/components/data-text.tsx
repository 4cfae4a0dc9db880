import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dataLang } from './data-lang';

/**
 * A piece of data shown as stored (a law number, a title, a firm's name): on an English page
 * Chinese text is marked `lang="zh-CN"` (see `dataLang`). `children` replaces the text when
 * the shown form differs (a highlighted title); `text` still decides the language.
 */
export function DataText({ text, children }: { text: string | null | undefined; children?: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = dataLang(i18n.language, text);
  const shown = children ?? text ?? '-';
  return lang ? <span lang={lang}>{shown}</span> : <>{shown}</>;
}

/** Runs of Chinese (with the full-width punctuation inside them) in an otherwise English text. */
const chineseRuns = /([\u3400-\u9fff][\u3000-\u303f\u3400-\u9fff\uff00-\uffef]*)/;

/**
 * English text quoting a few Chinese words (the manual naming the menu entry 简体中文): on an
 * English page each Chinese run is marked `lang="zh-CN"`, the rest stays in the page's language.
 */
export function QuotingText({ text }: { text: string }) {
  const { i18n } = useTranslation();
  if (!dataLang(i18n.language, text)) return <>{text}</>;
  return (
    <>
      {text.split(chineseRuns).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} lang="zh-CN">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
