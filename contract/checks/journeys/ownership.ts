import type { CertificateListResponse, PaymentHistoryResponse } from '../../../src/generated/model';
import type { CheckContext, Harness } from '../../harness';
import { Journey } from '../journey';
import { idsOf } from '../lookups';

/** How many ids beside the learner's own are tried. */
const PROBES = 3;

/**
 * Ids that are not the learner's: the smallest positive ones beside its own. Ids are handed out
 * in order, so on a server with other learners these are theirs (or nobody's); either way the
 * answer must not be the record.
 */
function othersIds(own: number[]): number[] {
  const mine = new Set(own);
  const ids: number[] = [];
  for (let id = 1; ids.length < PROBES; id += 1) if (!mine.has(id)) ids.push(id);
  return ids;
}

async function refusedAll(
  ctx: CheckContext,
  operationId: string,
  param: string,
  ids: number[],
  what: string,
): Promise<void> {
  const token = ctx.account('learner').token;
  for (const id of ids) {
    const exchange = await ctx.call(operationId, {
      token,
      path: { [param]: id },
      expect: [403, 404],
    });
    if (exchange.status < 300)
      ctx.failures.push(
        `${operationId}: ${what} ${id}, not the learner's, answered ${exchange.status} (another learner's record must answer 403 or 404)`,
      );
  }
}

/**
 * Another learner's payment or certificate is refused: the learner's own
 * ids are read from its lists, every other id must answer 403 or 404. Reads only.
 */
export async function ownershipJourney(harness: Harness): Promise<void> {
  const journey = new Journey(harness, 'ownership');
  const token = harness.account('learner').token;
  await journey.step(
    'getPaymentDetails',
    "another learner's payment is refused (403/404)",
    async (ctx) => {
      // Every page of the learner's own: an id on a later page is not another learner's.
      const own: number[] = [];
      for (let page = 1; page <= 20; page += 1) {
        const answer = await ctx.lookup<PaymentHistoryResponse>('listPaymentHistory', {
          token,
          query: { page },
        });
        if (!Array.isArray(answer?.payments?.data))
          return ctx.skip("the learner's payment history could not be read");
        own.push(...idsOf(answer.payments.data));
        if (page >= answer.payments.last_page) break;
      }
      await refusedAll(ctx, 'getPaymentDetails', 'paymentId', othersIds(own), 'payment');
    },
  );
  await journey.step(
    'downloadCertificate',
    "another learner's certificate is refused (403/404)",
    async (ctx) => {
      // The list is an extension; without it the learner is taken to have none.
      const list = await ctx.lookup<CertificateListResponse>('listCertificates', {
        token,
        expect: [200, 404],
      });
      const own = (Array.isArray(list?.certificates) ? list.certificates : [])
        .map((certificate) => certificate.result_id)
        .filter((id) => Number.isInteger(id));
      await refusedAll(ctx, 'downloadCertificate', 'resultId', othersIds(own), 'result');
    },
  );
}
