import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNotificationStream } from '@/entities/notifications/notification-stream-context';
import { instructorWalletQueries } from './instructor-wallet-queries';

/**
 * While a wallet page is open, every notification that arrives live reads the wallet again: a
 * sale, a sale settled, a payout approved or rejected all change it (decision 31). Any
 * notification, not a list of class names: a real backend's names are not known, and the wallet
 * is three small calls. The one already there when the page opened changes nothing.
 */
export function useWalletLiveUpdates(): void {
  const queryClient = useQueryClient();
  const arrivedId = useNotificationStream()?.lastArrived?.id ?? null;
  const seenAtOpen = useRef(arrivedId);
  useEffect(() => {
    if (arrivedId === null || arrivedId === seenAtOpen.current) return;
    void queryClient.invalidateQueries({ queryKey: instructorWalletQueries.all });
  }, [arrivedId, queryClient]);
}
