import { useRef } from 'react';

/**
 * The value as first seen while its JSON content stays equal. Callers often build chart specs
 * inline; memos keyed on this reference rebuild only when the content changes, so ECharts does
 * not restart its animation (and draw half a line) on every re-render with equal data.
 */
export function useSameContent<T>(value: T): T {
  const key = JSON.stringify(value);
  const held = useRef({ key, value });
  if (held.current.key !== key) held.current = { key, value };
  return held.current.value;
}
