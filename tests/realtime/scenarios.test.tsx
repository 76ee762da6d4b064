// The developer panel's scenarios change what the app does. A signed-in instructor opens
// /dashboard in the whole app (real session machine, real routes, the mock over msw/node),
// after switching the scenario in the panel itself:
// normal → the dashboard greeting; slow → the session spinner stays for seconds, then the dashboard;
// server errors and offline → the profile cannot load: the session and its token are kept, the
// root says the server cannot be reached, and Retry after the scenario is off opens the dashboard
// (decision 18).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { login } from '../../src/generated/client/auth/auth';
import { TOKEN_STORAGE_KEY } from '../../src/lib/http';
import authTexts from '../../src/locales/en/auth.json';
import commonTexts from '../../src/locales/en/common.json';
import devPanelTexts from '../../src/locales/en/dev-panel.json';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { DevPanel } from '../../mocks/dev-panel/dev-panel';
import { addDevPanelTranslations } from '../../mocks/dev-panel/translations';
import { activeScenario, SLOW_SCENARIO_DELAY_MS, type Scenario } from '../../mocks/lib/scenario';
import { setupMockBackend } from '../../mocks/testing/use-mock-backend';
import { setupI18n } from '../support/render-app';

setupMockBackend();
beforeAll(async () => {
  await setupI18n('en');
  addDevPanelTranslations(i18next);
});

const t = devPanelTexts;
/** The dashboard greets the seeded instructor, Ivan Instructor. */
const DASHBOARD = authTexts.dashboard.greeting.replace('{{name}}', 'Ivan Instructor');

/** Switches the scenario the way a developer does: panel → Scenarios → the radio. */
async function chooseScenarioInPanel(scenario: Scenario) {
  const user = userEvent.setup();
  const panel = render(
    <I18nextProvider i18n={i18next}>
      <DevPanel />
    </I18nextProvider>,
  );
  await user.click(await screen.findByRole('button', { name: t.open }));
  const dialog = await screen.findByRole('dialog', { name: t.title });
  await user.click(within(dialog).getByRole('tab', { name: t.tabs.scenarios }));
  await user.click(within(dialog).getByRole('radio', { name: t.scenarios.names[scenario] }));
  await within(dialog).findByText(
    t.scenarios.saved.replace('{{name}}', t.scenarios.names[scenario]),
  );
  expect(activeScenario()).toBe(scenario);
  panel.unmount();
}

/** Signs the instructor in (token saved as the app saves it) and opens /dashboard. */
async function openDashboardSignedIn(scenario: Scenario) {
  const { token } = await login(READY_ACCOUNTS.instructor);
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  if (scenario !== 'none') await chooseScenarioInPanel(scenario);
  window.history.replaceState(null, '', '/dashboard');
  render(<App />);
  return token;
}

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 8000 });

describe('scenarios change what the app does', () => {
  it('normal: the signed-in user sees the dashboard', async () => {
    await openDashboardSignedIn('none');
    await heading(DASHBOARD);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).not.toBeNull();
  });

  it('slow network: the session spinner stays for seconds before the dashboard', async () => {
    // The scenario's seconds pass on a fake clock (it still ticks with real time, so the app's own
    // short waits run as usual): the claim is about the clock, not about the test waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // Before the app renders, so the profile call starts later than this.
      const startedAt = Date.now();
      await openDashboardSignedIn('slow');
      expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
      // Until just before the scenario's delay has passed, the spinner stays.
      await vi.advanceTimersByTimeAsync(
        Math.max(0, startedAt + SLOW_SCENARIO_DELAY_MS - 100 - Date.now()),
      );
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent('Loading...');
      await vi.advanceTimersByTimeAsync(SLOW_SCENARIO_DELAY_MS);
      await heading(DASHBOARD);
    } finally {
      vi.useRealTimers();
    }
  });

  // Each says what happened: a server's failure is not the visitor's connection.
  it.each([
    ['server-error', { kind: 'server' }, commonTexts.session.unreachable.server],
    ['offline', { kind: 'offline' }, commonTexts.session.unreachable.offline],
  ] as const)(
    '%s: the profile cannot load, so the session stays and offers Retry',
    async (scenario, failure, texts) => {
      const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const token = await openDashboardSignedIn(scenario);
      await heading(texts.title);
      expect(screen.getByText(texts.text)).toBeInTheDocument();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Failed to fetch user data', expect.anything()),
      );
      // The session logs the failure as its call named it: data, never an HTTP error.
      const reported = logged.mock.calls.find(
        (call) => call[0] === 'Failed to fetch user data',
      )![1];
      expect(reported).toMatchObject(failure);

      await chooseScenarioInPanel('none');
      await userEvent
        .setup()
        .click(screen.getByRole('button', { name: commonTexts.session.unreachable.retry }));
      await heading(DASHBOARD);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    },
    15_000,
  );
});
