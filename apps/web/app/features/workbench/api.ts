import { useQuery } from '../../api/queries/queries';
import { useApi } from '../../api/use-api';
import { useSession } from '../../session/use-session';
import { loadOwnWorkbenches, workbenchesKey } from './workbench-writes';

/** The signed-in user's workbenches (nothing for a guest, whose workbench is local). */
export function useOwnWorkbenches() {
  const api = useApi();
  const { user, isConnected } = useSession();
  return useQuery({
    queryKey: workbenchesKey(user?._id),
    queryFn: () => loadOwnWorkbenches(api, user!._id),
    enabled: isConnected && typeof window !== 'undefined',
  });
}

