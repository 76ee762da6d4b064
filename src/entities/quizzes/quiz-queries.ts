import { queryOptions } from '@tanstack/react-query';
import { listCertificates, verifyCertificate } from '@/generated/client/quizzes/quizzes';
import type { CertificateSummary, CertificateVerificationCertificate } from '@/generated/model';
import { readApiError } from '@/lib/http';

// Queries of the `quizzes` API tag, keyed [tag, operation, params] (docs/server-state.md). Both
// are extensions (decision 28): a server without them answers 404, which reads as "none" for the
// learner's list (the profile page leaves it out) and "not found" for a code.
export const quizQueries = {
  all: ['quizzes'] as const,
  /** The learner's certificates; null when the server has no such list. */
  certificates: () =>
    queryOptions({
      queryKey: ['quizzes', 'listCertificates', {}] as const,
      queryFn: async ({ signal }): Promise<CertificateSummary[] | null> => {
        try {
          return (await listCertificates({ signal })).certificates;
        } catch (error) {
          if (readApiError(error).status === 404) return null;
          throw error;
        }
      },
    }),
  /** A certificate by its code; null when no certificate has it. */
  verification: (code: string) =>
    queryOptions({
      queryKey: ['quizzes', 'verifyCertificate', { code }] as const,
      queryFn: async ({ signal }): Promise<CertificateVerificationCertificate | null> => {
        try {
          return (await verifyCertificate(code, { signal })).certificate;
        } catch (error) {
          if (readApiError(error).status === 404) return null;
          throw error;
        }
      },
    }),
};
