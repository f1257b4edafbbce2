import { routes } from '@cardroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';

const KEY = ['bankList'] as const;

/**
 * The player's withdraw accounts, shared by the list and the edit page. `refresh` reloads
 * them and the withdraw info (which shows the default account).
 */
export function useBankCards() {
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: KEY,
    queryFn: async () => {
      const r = await call(routes.bankList, {});
      return r.ok ? r.data : null;
    },
  });
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: KEY });
    await qc.invalidateQueries({ queryKey: ['withdrawInfo'] });
  };
  return { data: q.data, refresh };
}
