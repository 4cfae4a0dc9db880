const count = (t: string, re: RegExp) => t.match(re)?.length ?? 0;

/**
 * Why a text is extraction garbage rather than words, or undefined: a PDF whose fonts came out
 * as codes (`/G21 /G22 …`, GB 7096-2014) or whose Chinese was decoded as Hangul (GB 8953-2018).
 * The reader says the text is unreadable instead of showing it.
 */
export function garbageReason(text: string): string | undefined {
  if (count(text, /\/G[0-9A-F]{2}\b/g) > 20 || count(text, /\bG[0-9A-F]{2}\b/g) > 200)
    return 'font-encoding codes instead of characters (/G21 /G22 …)';
  if (text.length && count(text, /[\uac00-\ud7af]/g) / text.length > 0.01)
    return 'mis-decoded characters (Hangul where Chinese was printed)';
  return undefined;
}
