import { session } from '../stores/session';
import { queryClient } from './queryClient';

/** Local half of logout, shared by the explicit logout and the wrapper's 401 handling. */
export function logoutLocal(): void {
  session.clear();
  queryClient.clear();
}
