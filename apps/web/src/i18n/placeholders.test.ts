import { describe, expect, it } from 'vitest';
import { i18n } from '.';

// Every texts file of the app registers its texts on import.
const textFiles = import.meta.glob(['../**/*texts.ts', '../**/*-texts.ts'], { eager: true });

/** Dotted keys are stored nested; one flat record of them. */
const flat = (o: object, prefix = ''): Record<string, string> =>
  Object.assign(
    {},
    ...Object.entries(o).map(([k, v]) =>
      typeof v === 'string' ? { [prefix + k]: v } : flat(v as object, `${prefix}${k}.`),
    ),
  );
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * The app interpolates `{name}` (i18n/index.ts). A text written `{{n}}` showed its braces to
 * users (/home: "另有演示数据 {{n}} 条"); the two languages of a text must name the same values.
 */
describe('ui texts', () => {
  it('use {name} placeholders, the same in both languages', () => {
    const zhTexts = flat(i18n.getResourceBundle('zh-cn', 'translation'));
    const enTexts = flat(i18n.getResourceBundle('en', 'translation'));
    const keys = Object.keys(zhTexts);
    expect(Object.keys(textFiles).length).toBeGreaterThan(10);
    expect(keys.length).toBeGreaterThan(500);
    for (const key of keys) {
      const zh = zhTexts[key] ?? '';
      const en = enTexts[key] ?? '';
      expect(`${key}: ${zh} ${en}`).not.toMatch(/\{\{/);
      expect(placeholders(en), key).toEqual(placeholders(zh));
    }
  });

  it('fill a count in', () => {
    expect(i18n.t('landing.demoRows', { n: '12' })).toContain('12');
    expect(i18n.t('landing.demoRows', { n: '12' })).not.toContain('{');
  });
});
