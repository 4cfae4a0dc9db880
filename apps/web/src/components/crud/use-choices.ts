import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showChoices, type ShownChoice } from './labels';
import type { ChoiceSource } from './types';

const none: ShownChoice[] = [];

/** A field's choices in the current language; loaded ones are fetched once and cached. */
export function useChoices(source: ChoiceSource | undefined): { choices: ShownChoice[]; loading: boolean } {
  const { i18n } = useTranslation();
  const loader =
    source && !Array.isArray(source) ? (source as { key: string; load: () => Promise<never[]> }) : undefined;
  const q = useQuery({
    queryKey: ['crud-choices', loader?.key],
    queryFn: () => loader!.load(),
    enabled: !!loader,
    staleTime: 60_000,
  });
  if (!source) return { choices: none, loading: false };
  const raw = loader ? (q.data ?? []) : (source as Exclude<ChoiceSource, { key: string }>);
  return { choices: showChoices(raw, i18n.language), loading: !!loader && q.isLoading };
}
