import { queryOptions } from '@tanstack/react-query';
import { listCertificates, verifyCertificate } from '@/generated/client/quizzes/quizzes';
import type { CertificateSummary } from '@/generated/model';
import {
  certificateCheckOf,
  certificateListOr,
  type CertificateCheck,
} from '@/lib/capabilities/discovery';

// Queries of the `quizzes` API tag, keyed [tag, operation, params] (docs/server-state.md). Both
// are the `certificates` extension (decision 28): without it the learner's list reads as null
// (the profile page leaves it out) and a code's check as not offered (the page says so).
export const quizQueries = {
  all: ['quizzes'] as const,
  /** The learner's certificates; null when the server has no such list. */
  certificates: () =>
    queryOptions({
      queryKey: ['quizzes', 'listCertificates', {}] as const,
      queryFn: ({ signal }): Promise<CertificateSummary[] | null> =>
        certificateListOr(listCertificates({ signal })),
    }),
  /** A certificate by its code: the certificate, null when no certificate has it, or not offered. */
  verification: (code: string) =>
    queryOptions({
      queryKey: ['quizzes', 'verifyCertificate', { code }] as const,
      queryFn: ({ signal }): Promise<CertificateCheck> =>
        certificateCheckOf(verifyCertificate(code, { signal })),
    }),
};
