import { useCallback, useEffect, useRef, useState } from 'react';
import { memberCalls } from '@app/contract';
import { callBlob } from '../../api/call';

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** A captcha image for a fresh client-chosen id; `refresh` draws a new one (single use). */
export function useCaptcha(enabled: boolean) {
  const [id, setId] = useState(newId);
  const [src, setSrc] = useState<string>();
  const url = useRef<string | undefined>(undefined);
  const refresh = useCallback(() => setId(newId()), []);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void callBlob(memberCalls.captcha, { id }, { silent: true })
      .then((blob) => {
        if (!live) return;
        if (url.current) URL.revokeObjectURL(url.current);
        url.current = URL.createObjectURL(blob);
        setSrc(url.current);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [id, enabled]);
  useEffect(() => () => void (url.current && URL.revokeObjectURL(url.current)), []);
  return { id, src, refresh };
}
