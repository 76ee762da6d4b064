import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { headerControlsArrived, renderApp, setupI18n } from '../../../tests/support/render-app';
import { useFocusKeeper } from './use-focus-keeper';
import { useRouteFocus } from './use-route-focus';

beforeEach(() => setupI18n('en'));

/** A layout as the app's: `main` holds the page, a polite region says a page with no heading. */
function Layout() {
  const [said, setSaid] = useState('');
  useRouteFocus('Plain page · Academy', setSaid);
  return (
    <>
      <nav>
        <Link to="/plain">Plain</Link>
      </nav>
      <p role="status">{said}</p>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderPages(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/titled',
            element: (
              <>
                <h1>Titled page</h1>
                <Link to="/other">Other</Link>
              </>
            ),
          },
          { path: '/other', element: <h1>Other page</h1> },
          { path: '/plain', element: <p>No heading here</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('a change of page', () => {
  it('moves focus to the new page’s heading when the pressed link went with the old page', async () => {
    renderPages('/titled');
    const link = screen.getByRole('link', { name: 'Other' });
    link.focus();
    await userEvent.setup().keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Other page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves the first page of a visit alone', async () => {
    renderPages('/titled');
    await screen.findByRole('heading', { level: 1, name: 'Titled page' });
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses main and says the title of a page that has no heading', async () => {
    renderPages('/titled');
    const link = screen.getByRole('link', { name: 'Plain' });
    link.focus();
    await userEvent.setup().keyboard('{Enter}');
    await screen.findByText('No heading here');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Plain page · Academy');
  });

  it('leaves the focus in a dialog open over the page, which holds it on purpose', async () => {
    const router = renderPages('/titled');
    // A modal dialog's focus trap (as radix's FocusScope does): focus that leaves it comes back.
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const close = dialog.appendChild(document.createElement('button'));
    close.textContent = 'Close';
    const trap = (event: FocusEvent) => {
      if (!dialog.contains(event.target as Node)) close.focus();
    };
    document.addEventListener('focusin', trap);
    try {
      close.focus();
      // Focusing the heading here would be pulled back into the dialog, and back again, forever.
      await act(() => router.navigate('/other'));
      await screen.findByRole('heading', { level: 1, name: 'Other page' });
      expect(close).toHaveFocus();
    } finally {
      document.removeEventListener('focusin', trap);
      dialog.remove();
    }
  });

  it('moves focus from a header link to the heading in the whole app', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Learn the skills of tomorrow, today' });
    await headerControlsArrived();
    const logo = within(screen.getByRole('banner')).getAllByRole('link')[0]!;
    logo.focus();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(document.title).toBe('About us · Academy'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(logo).not.toHaveFocus();
  });
});

describe('a control that goes under the focus', () => {
  function SelfRemoving() {
    useFocusKeeper();
    const [shown, setShown] = useState(true);
    return (
      <section aria-label="Box">
        {shown ? (
          <button type="button" onClick={() => setShown(false)}>
            Dismiss
          </button>
        ) : (
          <p>Dismissed</p>
        )}
      </section>
    );
  }

  it('leaves the focus with its nearest container still on the page, never on body', async () => {
    render(<SelfRemoving />);
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    expect(screen.getByText('Dismissed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Box' })).toHaveFocus());
  });
});
