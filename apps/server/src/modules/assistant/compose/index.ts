import type { Database } from '../../../db/client.js';
import type { Passage, Reader } from '../retrieval.js';
import { mayReadAdditives, mayReadLimits } from './access.js';
import { composeAdditive, namedAdditive } from './additives.js';
import { composeClauses } from './clauses.js';
import { composeEditions } from './editions.js';
import { DraftBuilder, type Draft } from './draft.js';
import { foodWords } from './food-words.js';
import { readIntent } from './intent.js';
import { findLimits, limitsDraft, writeLimits } from './limits.js';
import { sayForeignNotHeld, sayPesticideNotHeld } from './not-held.js';
import { composeReference } from './reference.js';
import { namedSubstances } from './substances.js';

export type { Draft, DraftSentence, SourceDraft } from './draft.js';
export { readIntent } from './intent.js';
export { chineseWords, expandedWords } from './glossary.js';
import { chineseWords } from './glossary.js';

/**
 * The written answer, composed from the portal's structured data before any passage is quoted:
 * editions and validity, a substance's reference values, a GB 2760 use, a limit (or, for China's
 * pesticide MRLs, that they are not held), and otherwise the governing clause quoted. Returns null
 * when nothing can be written (the passages alone are shown).
 */
export async function composeAnswer(
  database: Database,
  q: { question: string; reader: Reader; passages: Passage[]; tokens: string[] },
): Promise<Draft | null> {
  const intent = readIntent(q.question);
  const lang = intent.lang;
  // An English question's foods are matched by the Chinese words they stand for as well.
  const foodText = lang === 'en' ? `${q.question} ${chineseWords(q.question)}` : q.question;

  const edition = await composeEditions(database, intent, q.reader, lang);
  if (edition) return edition;

  const substances = mayReadLimits(q.reader) ? await namedSubstances(database, q.question) : [];
  if (intent.asksReference && mayReadLimits(q.reader)) {
    const reference = substances.length ? await composeReference(database, q.question, substances, lang) : null;
    if (reference) return reference;
    const b = new DraftBuilder(lang);
    b.absent(
      '本库的物质表中没有找到问题所说的物质，无法给出它的健康指导值（ADI、TWI 等）。',
      'This database has no substance of that name, so it cannot give its reference values (ADI, TWI …).',
    );
    return { route: 'notHeld', notHeld: 'outside', sentences: b.sentences, sources: [] };
  }

  const additive = mayReadAdditives(q.reader) ? await namedAdditive(database, q.question) : undefined;
  const longestSubstance = substances[0]?.matched.length ?? 0;
  if (additive && (intent.asksMaxUse || additive.matched.length >= longestSubstance)) {
    const use = await composeAdditive(database, foodText, additive, lang);
    if (use) return use;
  }

  const chinaAsked = !intent.jurisdictions.length || intent.jurisdictions.includes('CN');
  const residueSubstances = substances.filter(
    (s) => s.substanceClass !== 'contaminant' && s.substanceClass !== 'mycotoxin',
  );
  const pesticide =
    intent.mentionsPesticide ||
    (substances.length > 0 && substances.every((s) => s.substanceClass === 'pesticide')) ||
    (intent.asksResidue && !residueSubstances.some((s) => s.substanceClass === 'vet_drug') && !intent.foreignPlace);
  if (pesticide && chinaAsked && mayReadLimits(q.reader)) {
    const b = new DraftBuilder(lang);
    await sayPesticideNotHeld(database, b);
    const pesticides = substances.filter((s) => s.substanceClass === 'pesticide');
    if (pesticides.length) {
      const held = await findLimits(database, q.question, pesticides, ['TW', 'EU']);
      writeLimits(
        b,
        held,
        foodWords(
          q.question,
          pesticides.map((s) => s.matched),
        ).join(''),
      );
      const adi = await composeReference(database, 'ADI', pesticides, lang);
      for (const s of adi?.sentences ?? [])
        if (!s.absence)
          b.say(
            s.text,
            s.text,
            s.cites.map((c) => ({
              ...c,
              source: b.source(`ref-src:${adi!.sources[c.source]!.anchor}`, adi!.sources[c.source]!),
            })),
          );
    }
    return { route: 'notHeld', notHeld: 'pesticideCn', sentences: b.sentences, sources: b.sources };
  }

  if (substances.length) {
    const places = intent.jurisdictions.filter((j) => ['CN', 'EU', 'TW'].includes(j));
    const findings = await findLimits(database, foodText, substances, places.length ? places : ['CN', 'EU', 'TW']);
    if (findings.picks.length) {
      const b = new DraftBuilder(lang);
      writeLimits(
        b,
        findings,
        foodWords(
          q.question,
          substances.map((s) => s.matched),
        ).join(lang === 'en' ? ' ' : ''),
      );
      return limitsDraft(b);
    }
  }

  if (intent.foreignPlace && !intent.jurisdictions.length) {
    const b = new DraftBuilder(lang);
    sayForeignNotHeld(b, intent.foreignPlace);
    return { route: 'notHeld', notHeld: 'foreign', sentences: b.sentences, sources: b.sources };
  }

  return composeClauses(q.passages, q.tokens, q.question, lang);
}
