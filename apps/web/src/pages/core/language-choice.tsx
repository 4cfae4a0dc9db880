import { Segmented } from 'antd';
import { languages, type Language } from '@app/contract';
import { pageLanguage, storeLanguage } from '../../stores/language';

const names: Record<Language, string> = { 'zh-cn': '中文', en: 'English' };

/**
 * The language choice before login (login, forgotten password): each name is written in its
 * own language so a reader of either finds it. The cookie is what the page reads at load; the
 * member's stored language takes over after login.
 */
export function LanguageChoice() {
  return (
    <Segmented<Language>
      size="small"
      aria-label="Language / 语言"
      value={pageLanguage}
      options={languages.map((l) => ({ value: l, label: <span lang={l === 'en' ? 'en' : 'zh-CN'}>{names[l]}</span> }))}
      onChange={(l) => {
        storeLanguage(l);
        window.location.reload();
      }}
    />
  );
}
