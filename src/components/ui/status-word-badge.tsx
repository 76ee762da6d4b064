import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from './status-badge';

/** How the statuses of one kind of thing read: where their words are, and each one's tone. */
export interface StatusScheme<S extends string> {
  namespace: string;
  /** The key the words are under (`history.statuses`). */
  words: string;
  tones: Record<S, StatusTone>;
}

/**
 * A status the server names, in words: its translation, or the status itself where no language
 * has one yet (a status newer than the translations).
 */
export function useStatusWord<S extends string>({
  namespace,
  words,
}: StatusScheme<S>): (status: string) => string {
  const { t } = useTranslation(namespace);
  return useCallback(
    (status: string) => t(`${words}.${status}`, { defaultValue: status }),
    [t, words],
  );
}

/**
 * A status the server names as a badge: a sign, its word and a tone of colour. A status the
 * scheme does not know (one newer than the app) reads as failed.
 */
export function StatusWordBadge<S extends string>({
  status,
  scheme,
}: {
  status: string;
  scheme: StatusScheme<S>;
}) {
  const word = useStatusWord(scheme);
  const tones: Partial<Record<string, StatusTone>> = scheme.tones;
  return <StatusBadge tone={tones[status] ?? 'failed'} label={word(status)} />;
}
