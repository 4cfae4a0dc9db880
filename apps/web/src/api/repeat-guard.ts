import { limits, message, type Language } from '@app/contract';

/**
 * Spec 5/9: a POST or PUT carrying the repeat-submit header with the same url and data as the
 * previous one within 10 ms is refused. The last request is kept in session storage (so the
 * check spans re-mounts of the page); that storage holds about 5 MB, which is why bigger
 * requests skip the check with the oversize warning instead.
 */
const storageKey = 'sessionObj';

export type RepeatVerdict = { ok: true; warning?: string } | { ok: false; error: string };

export function checkRepeatSubmit(url: string, body: string, lang: Language, now = Date.now()): RepeatVerdict {
  const size = new Blob([url, body]).size;
  if (size >= limits.duplicateSubmitMaxBytes) {
    const warning = message('oversizeRequest', lang);
    console.warn(`[${url}]: ${warning}`);
    return { ok: true, warning };
  }
  const previous = readPrevious();
  if (
    previous &&
    previous.url === url &&
    previous.data === body &&
    now - previous.time < limits.duplicateSubmitWindowMs
  ) {
    const error = message('duplicateSubmit', lang);
    console.warn(`[${url}]: ${error}`);
    return { ok: false, error };
  }
  sessionStorage.setItem(storageKey, JSON.stringify({ url, data: body, time: now }));
  return { ok: true };
}

function readPrevious(): { url: string; data: string; time: number } | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as { url: string; data: string; time: number }) : undefined;
  } catch {
    return undefined;
  }
}
