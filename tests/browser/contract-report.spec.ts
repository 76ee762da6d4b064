// The contract harness's HTML report as a backend team opens it: a run against a
// broken variant of the standalone mock backend (one that charges a saved card again on a
// repeated Idempotency-Key) writes the page, and the browser shows the verdict, the failure
// under its operation with the request, the answer and the rule, the extra payment read back
// after the run, and the extensions.
import { afterAll, beforeAll } from 'vitest';
import { formatHtmlReport } from '../../contract/html-report';
import type { ContractReport } from '../../contract/run';
import { startFaultProxy, type RunningProxy } from '../contract/support/fault-proxy';
import {
  runHarness,
  startMockServer,
  type RunningMockServer,
} from '../contract/support/run-against-mock';
import { describe, expect, test } from './support/browser';

let mock: RunningMockServer;
let proxy: RunningProxy;
let report: ContractReport;

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  proxy = await startFaultProxy(mock.url);
  // Every charge reaches the server with a key of its own, so the repeat is charged again.
  proxy.setFault({
    operationId: 'payWithSavedCard',
    request: (request) => request.headers.set('idempotency-key', crypto.randomUUID()),
  });
  report = await runHarness(proxy.url, true);
});

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

describe('the contract HTML report', () => {
  test('shows the failure of a server that charges twice on one Idempotency-Key', async ({
    page,
  }) => {
    expect(report.summary.fail).toBeGreaterThan(0);
    await page.setContent(formatHtmlReport(report));

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(`API contract check of ${proxy.url}`);
    // The verdict, with the same three figures as the console's last line.
    const { total, pass, fail, skip } = report.summary;
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(`${total} checks: ${pass} passed, ${fail} failed, ${skip} not checked`);

    // The money area counts the failure; the other areas do not.
    const summary = page.getByRole('table', { name: 'Summary by area' });
    const money = summary.getByRole('row', { name: /journeys: money and ownership/ });
    await expect.poll(() => money.getByRole('cell').nth(2).textContent()).toBe('1');
    await expect
      .poll(() =>
        summary
          .getByRole('row', { name: /^validation / })
          .getByRole('cell')
          .nth(2)
          .textContent(),
      )
      .toBe('0');

    // The failure under its operation: the request with its key, the answer, the rule.
    const failures = page.getByRole('region', { name: 'Failures of payWithSavedCard' });
    await expect
      .poll(() => failures.textContent())
      .toContain('payWithSavedCard: the same Idempotency-Key answered payment');
    await expect
      .poll(() => failures.textContent())
      .toMatch(/request POST \/api\/payments\/pay-saved -> 200/);
    await expect.poll(() => failures.textContent()).toContain('"Idempotency-Key":"contract-');
    await expect.poll(() => failures.textContent()).toContain('"status":"completed"');
    // The extra payment it made is found again when the history is read back after the run.
    const history = page.getByRole('region', { name: 'Failures of listPaymentHistory' });
    await expect
      .poll(() => history.textContent())
      .toMatch(
        /5 new payments on the server after the run, the run meant to leave 4 \(made by payWithSavedCard/,
      );
    await expect.poll(() => page.getByRole('region', { name: /^Failures of / }).count()).toBe(2);

    // The capabilities the app and the mock share, each with what this server offers.
    const capabilities = page.getByRole('table', { name: 'Capabilities' });
    await expect
      .poll(() => capabilities.getByRole('row', { name: /saved-cards/ }).textContent())
      .toMatch(/No saved card is offered.*seen: listSavedCards.*offered$/);

    // The extensions, each with what this server did.
    const extensions = page.getByRole('table', { name: 'Extensions' });
    await expect
      .poll(() => extensions.getByRole('row', { name: /listCertificates/ }).textContent())
      .toContain('offered, checked');
  });
});
