import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../../test/harness.js';
import type { Database } from '../../db/client.js';
import { loadConfig } from '../../config.js';
import { seedLibrary } from '../../seed/library.js';
import { seedLimits } from '../../seed/limits.js';
import { reindexPassages } from './reindex.js';
import { composeOffline } from './ask.service.js';
import { normaliseForQuote } from './citations.js';
import { scoreAnswers } from './golden/score-answers.js';

/** The written answer: composed offline from the structured data, every quote checked. */
describe('written answers', () => {
  let database: Database;
  const all = { isSuper: true, rights: new Set<string>() };
  const ask = (q: string) => composeOffline(database, q, all);
  beforeAll(async () => {
    database = await testDatabase();
    const config = loadConfig();
    await seedLibrary(database, config, { biaofa: 0, rihua: 0, fodder: 0 });
    await seedLimits(database, config);
    await reindexPassages(database);
  }, 600_000);
  afterEach(() => vi.useRealTimers());
  afterAll(async () => database.close());

  it('every sentence of the golden answers quotes its source; none states wrongly; most first sentences are right', async () => {
    const score = await scoreAnswers(database);
    const wrong = score.results.filter((r) => r.wrong.length).map((r) => `${r.question}: ${r.wrong.join(', ')}`);
    expect(wrong).toEqual([]);
    expect(score.total).toBeGreaterThanOrEqual(60);
    // 57 of 71 on the data of this branch; 9 misses wait for other areas' data (named in the set).
    expect(score.firstCorrect).toBeGreaterThanOrEqual(55);
    for (const q of [
      '大米中镉的限量是多少？',
      'GB 7718现行是哪一版？',
      '买到不符合食品安全标准的食品可以要求几倍赔偿？',
    ]) {
      const { sentences, sources } = await ask(q);
      for (const s of sentences)
        for (const c of s.citations)
          expect(normaliseForQuote(sources[c.ref - 1]!.text)).toContain(normaliseForQuote(c.quote));
    }
  }, 300_000);

  it('leads with the edition to come and the one in force until then, each record first among the sources', async () => {
    const { sentences, sources } = await ask('GB 7718现行是哪一版？');
    expect(sentences[0]!.text).toBe('GB 7718-2025 于 2027-03-16 实施；在此之前 GB 7718-2011 现行有效。');
    expect(sources[0]).toMatchObject({ kind: 'document', label: 'GB 7718-2011', validity: 2 });
    expect(sources[1]).toMatchObject({ kind: 'document', label: 'GB 7718-2025', validity: 1 });
  });

  it('never presents a replaced edition as current, with the clock moved past a replacement', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-20T02:00:00Z'));
    const moved = await ask('GB 7718现行是哪一版？');
    expect(moved.sentences[0]!.text).toContain('现行有效的版本是 GB 7718-2025');
    expect(moved.sentences.map((s) => s.text).join('')).not.toMatch(/GB 7718-2011 现行有效/);
    expect(moved.sources[0]).toMatchObject({ label: 'GB 7718-2025', validity: 2 });
    const old = await ask('GB 7718-2011还有效吗？');
    expect(old.sentences[0]!.text).toBe('GB 7718-2011 已被 GB 7718-2025 替代（2027-03-16 起），不再现行有效。');
    // And back before GB 2762-2025 took effect, 2022 was the edition in force.
    vi.setSystemTime(new Date('2026-08-01T02:00:00Z'));
    const before = await ask('GB 2762现行是哪一版');
    expect(before.sentences[0]!.text).toBe('GB 2762-2025 于 2026-09-02 实施；在此之前 GB 2762-2022 现行有效。');
  });

  it('answers a limit from the limits model, from GB 2762-2025 now in force (2022 replaced on 2026-09-02)', async () => {
    const { sentences, sources } = await ask('大米中镉的限量是多少？');
    // GB 2762-2025 表2: 稻谷、糙米、大米(粉) 镉 0.2 mg/kg.
    expect(sentences[0]!.text).toMatch(/^大米中镉.*的限量为 0\.2 mg\/kg（GB 2762-2025 表2/);
    expect(sentences[0]!.text).not.toContain('GB 2762-2022');
    expect(sources[0]).toMatchObject({ kind: 'limit', validity: 2 });
    expect(sentences[1]!.text).toMatch(/^欧盟：大米中镉.*0\.15 mg\/kg/);
    // Each sentence shows each source's number once ("[1]", never "[1][1]").
    for (const s of sentences) expect(new Set(s.citations.map((c) => c.ref)).size).toBe(s.citations.length);
  });

  it('quotes the law article with the amounts, and writes English sentences around the quoted Chinese', async () => {
    const zh = await ask('买到不符合食品安全标准的食品可以要求几倍赔偿？');
    expect(zh.sentences[0]!.text).toMatch(
      /第一百四十八条规定：“.*十倍或者损失三倍的赔偿金；增加赔偿的金额不足一千元的，为一千元。”/,
    );
    const en = await ask('Do imported prepackaged foods need Chinese labels?');
    expect(en.sentences[0]!.text).toMatch(/^Article 97 of 中华人民共和国食品安全法.* states: “[^”]*中文标签[^”]*”$/);
  });

  it('says what is not held: China pesticide MRLs, places outside the database, questions outside it', async () => {
    const pesticide = await ask('大米中毒死蜱的最大残留限量是多少？');
    expect(pesticide.sentences[0]!.text).toMatch(/^本库未收录 GB 2763-2021.*的限量数据/);
    expect(pesticide.sentences[0]!.absence).toBe(true);
    const foreign = await ask('What does Japan’s positive list system set for pesticides in rice?');
    expect(foreign.sentences[0]!.text).toMatch(/does not hold/);
    const outside = await ask('今天上海的天气怎么样');
    expect(outside.sentences[0]).toMatchObject({ absence: true });
    expect(outside.sentences).toHaveLength(1);
  });
});
