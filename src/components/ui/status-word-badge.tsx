import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type StatusTone } from './status-badge';

/** How the statuses of one kind of thing read: where their words are, and each one's tone. */
export interface StatusScheme<S extends string> {
  namespace: string;
  /** The key the words are under (`history.statuses`). */
  words: string;
  /** A status's tone; one the scheme does not know reads as failed. */
  tone: (status: S) => StatusTone | undefined;
}

/**
 * A status the server names, in words: its translation, or the status itself where no language
 * has one yet (a status newer than the translations).
 */
export function useStatusWord<S extends string>({
  namespace,
  words,
}: StatusScheme<S>): (status: S) => string {
  const { t } = useTranslation(namespace);
  return useCallback((status: S) => t(`${words}.${status}`, { defaultValue: status }), [t, words]);
}

/** A status the server names as a badge: a sign, its word and a tone of colour. */
export function StatusWordBadge<S extends string>({
  status,
  scheme,
}: {
  status: S;
  scheme: StatusScheme<S>;
}) {
  const word = useStatusWord(scheme);
  return <StatusBadge tone={scheme.tone(status) ?? 'failed'} label={word(status)} />;
}
