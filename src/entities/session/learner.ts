import { useSession } from './session-context';

/** A signed-in learner: the only one who sees hearts, cart buttons and the list badges. */
export function useIsLearner(): boolean {
  const session = useSession();
  return session.status === 'authenticated' && session.role === 'learner';
}
