import type { AssistantSource } from '@app/contract';
import type { AnswerLang } from './intent.js';

/**
 * A written answer before it is numbered: sentences citing sources of the draft by index, each
 * with the words it rests on (a quote that must be found in that source's text, as the model's
 * are). The sources are records read live at answer time: a limit row, a GB 2760 row, a reference
 * value, a document's catalogue record, a clause.
 */
export type SourceDraft = Omit<AssistantSource, 'ref' | 'highlights'>;

export interface DraftSentence {
  text: string;
  cites: { source: number; quote: string }[];
  /** Says what this database does not hold: rests on no source, so it has nothing to quote. */
  absence?: boolean;
}

export type NotHeld = 'pesticideCn' | 'outside' | 'foreign';

export interface Draft {
  route: 'edition' | 'limit' | 'additive' | 'reference' | 'clause' | 'notHeld';
  sentences: DraftSentence[];
  sources: SourceDraft[];
  notHeld?: NotHeld;
}

/** Builds a draft one sentence at a time; `cite` adds a source once and returns its index. */
export class DraftBuilder {
  readonly sources: SourceDraft[] = [];
  readonly sentences: DraftSentence[] = [];
  private readonly keys = new Map<string, number>();
  constructor(readonly lang: AnswerLang) {}

  source(key: string, s: SourceDraft): number {
    const known = this.keys.get(key);
    if (known !== undefined) return known;
    this.sources.push(s);
    this.keys.set(key, this.sources.length - 1);
    return this.sources.length - 1;
  }

  say(zh: string, en: string, cites: DraftSentence['cites']) {
    this.sentences.push({ text: this.lang === 'en' ? en : zh, cites });
  }

  absent(zh: string, en: string) {
    this.sentences.push({ text: this.lang === 'en' ? en : zh, cites: [], absence: true });
  }
}
