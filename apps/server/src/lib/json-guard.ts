/**
 * Checks a JSON text before it is parsed: nesting deeper than any
 * call takes (arrays 100,000 deep overflowed the stack in the parser and in validation) and
 * the NUL character (PostgreSQL refuses it in text, which surfaced as a server fault) are
 * refused as a format error. One pass over the text, no recursion.
 */
export const maxJsonDepth = 32;

export type JsonProblem = 'tooDeep' | 'nulCharacter';

export function jsonProblem(text: string): JsonProblem | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return 'nulCharacter';
    if (inString) {
      if (c === 0x5c /* \ */) {
        // \u0000 (any case) is NUL; every other escape is skipped whole.
        if (text.charCodeAt(i + 1) === 0x75 /* u */ && /^[0]{4}$/.test(text.slice(i + 2, i + 6))) return 'nulCharacter';
        i += 1;
      } else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxJsonDepth) return 'tooDeep';
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return undefined;
}

/** A query string or path carrying NUL (%00) is refused the same way. */
export const hasEncodedNul = (url: string) => /%00/.test(url);
