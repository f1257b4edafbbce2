import { routes } from '@cardroom/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api';
import { dataOf } from '../../api/query';

export const kycKeys = { status: ['kycStatus'] as const };

/** The player's identity check and whether withdrawals need it. */
export const kycStatusQuery = () =>
  queryOptions({
    queryKey: kycKeys.status,
    queryFn: () => dataOf(call(routes.kycStatusGet, {})),
  });

/** Sends the identity check; silent: the form shows the server's refusal under the fields. */
export function useSubmitKyc() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (f: { fullName: string; birthday: string; documentNumber: string }) =>
      call(routes.kycSubmit, f, { silent: true }),
    onSuccess: (r) => {
      if (r.ok) qc.setQueryData(kycKeys.status, r.data);
    },
  });
}
