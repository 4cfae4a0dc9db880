import { useSearchParams } from 'react-router';

/** The `id` of the page's URL as a positive integer, or undefined. */
export function useId(): number | undefined {
  const [params] = useSearchParams();
  const n = Number(params.get('id'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
