import { useQuery } from '@tanstack/react-query';
import { reportsCalls } from '@app/contract';
import { call } from '../../api/call';

export const useChains = () =>
  useQuery({
    queryKey: ['industrialChain', 'list'],
    queryFn: () => call(reportsCalls.chainList, {}, { silent: true }),
    retry: false,
  });
