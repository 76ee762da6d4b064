import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../mocks/testing/use-mock-backend';
import { renderLiveApp, setupI18n } from '../../../tests/support/render-app';
import { offerSampleAccounts } from '@/app/mocking';
import { provideSampleAccounts } from '@/lib/sample-accounts';

setupMockBackend();
beforeEach(async () => {
  localStorage.clear();
  await setupI18n('en');
});
afterEach(() => provideSampleAccounts([]));

describe('sample accounts on the sign-in page', () => {
  it('are not shown outside mock mode', async () => {
    renderLiveApp('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('region', { name: 'Sample accounts' })).toBeNull();
    expect(screen.queryByText(READY_ACCOUNTS.learner.email)).toBeNull();
  });

  it('in mock mode show the seed’s accounts, and one press fills the form to sign in', async () => {
    await offerSampleAccounts();
    const { router } = renderLiveApp('/sign-in');
    const samples = await screen.findByRole('region', { name: 'Sample accounts' });
    expect(samples).toHaveTextContent(READY_ACCOUNTS.learner.email);
    expect(samples).toHaveTextContent(`Password: ${READY_ACCOUNTS.learner.password}`);
    expect(samples).toHaveTextContent(READY_ACCOUNTS.instructor.email);
    expect(samples).toHaveTextContent(`Password: ${READY_ACCOUNTS.instructor.password}`);

    const user = userEvent.setup();
    await user.click(within(samples).getByRole('button', { name: 'Fill in as Instructor' }));
    const main = within(screen.getByRole('main'));
    expect(main.getByLabelText(/E-mail/)).toHaveValue(READY_ACCOUNTS.instructor.email);
    expect(main.getByLabelText(/^Password/)).toHaveValue(READY_ACCOUNTS.instructor.password);
    expect(within(samples).getByRole('status')).toHaveTextContent(
      'The Instructor account is filled in. Press Sign in.',
    );
    await user.click(main.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('token')).not.toBeNull());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/sign-in'));
  });
});
