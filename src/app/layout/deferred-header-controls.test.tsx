// A press on a header control before its chunk has arrived is kept: each look-alike trigger is
// pressed while the chunk is held back, and the very menu opens once it arrives, once, with focus
// where the real control puts it.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/entities/session/session-context';
import { setViewportWidth } from '../../../tests/support/match-media';
import { createTestQueryClient, sessions, setupI18n } from '../../../tests/support/render-app';
import { BUSY_AFTER_MS, createChunk } from './deferred-control';
import { createLazyHeaderControls } from './lazy-header-controls';

beforeEach(() => setupI18n('en'));
// The real chunk is imported once up front, so a test waits only for its own held-back gate.
beforeAll(() => import('./header-controls'), 30_000);

/** The header's chunk, held back until the test releases it. */
function heldBackControls() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let loads = 0;
  const chunk = createChunk(async () => {
    loads += 1;
    await arrived;
    return import('./header-controls');
  });
  return {
    controls: createLazyHeaderControls(chunk),
    release: () => act(async () => release()),
    loads: () => loads,
  };
}

/** Renders `node` in a header with the providers the app gives the header (cache, session, router). */
function renderInHeader(node: ReactNode) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider session={sessions.learner}>
        <MemoryRouter>
          <header>{node}</header>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const learner = sessions.learner.user;
const cases = [
  {
    control: 'account menu',
    trigger: `Account menu of ${learner.first_name} ${learner.last_name}`,
    popup: 'menu',
    render: (c: ReturnType<typeof heldBackControls>['controls']) => <c.UserMenu />,
    opened: async () => {
      const menu = within(await screen.findByRole('menu'));
      expect(menu.getByText(`${learner.first_name} ${learner.last_name}`)).toBeVisible();
      expect(menu.getByText(learner.email)).toBeVisible();
    },
  },
  {
    control: 'language switcher',
    trigger: 'Language: English',
    popup: 'menu',
    render: (c: ReturnType<typeof heldBackControls>['controls']) => <c.LanguageSwitcher />,
    opened: async () => {
      const menu = within(await screen.findByRole('menu'));
      expect(menu.getByRole('menuitemradio', { name: 'Русский' })).toBeVisible();
    },
  },
  {
    control: 'About menu',
    trigger: 'About',
    popup: 'menu',
    render: (c: ReturnType<typeof heldBackControls>['controls']) => (
      <c.NavDropdown label="About" links={[{ to: '/blog', labelKey: 'nav.blog' }]} />
    ),
    opened: async () => {
      const menu = within(await screen.findByRole('menu'));
      expect(menu.getByRole('menuitem', { name: 'Blog' })).toBeVisible();
    },
  },
  {
    control: 'mobile menu',
    trigger: 'Open menu',
    popup: 'dialog',
    render: (c: ReturnType<typeof heldBackControls>['controls']) => <c.MobileMenu />,
    opened: async () => {
      await screen.findByRole('dialog', { name: 'Menu' });
    },
  },
] as const;

describe.each(cases)('the $control before its chunk arrives', (entry) => {
  beforeEach(() => setViewportWidth(entry.popup === 'dialog' ? 375 : 1024));

  it('looks like the real trigger to assistive technology', () => {
    const { controls } = heldBackControls();
    renderInHeader(entry.render(controls));
    const trigger = screen.getByRole('button', { name: entry.trigger });
    expect(trigger).toHaveAttribute('aria-haspopup', entry.popup);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens once it arrives after two clicks, and a press starts the load', async () => {
    const user = userEvent.setup();
    const { controls, release, loads } = heldBackControls();
    renderInHeader(entry.render(controls));
    const lookAlike = screen.getByRole('button', { name: entry.trigger });
    await user.click(lookAlike);
    await user.click(lookAlike);
    expect(loads()).toBe(1);
    expect(screen.queryByRole(entry.popup)).toBeNull();

    await release();
    await entry.opened();
    const popup = screen.getByRole(entry.popup);
    // Open, not toggled shut by the second click, and focus inside it as after a real click.
    // (A modal dialog hides the rest of the page from assistive technology, the trigger too.)
    expect(screen.getByRole('button', { name: entry.trigger, hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
  });

  it('opens on Enter, with the focus where the keyboard puts it', async () => {
    const user = userEvent.setup();
    const { controls, release } = heldBackControls();
    renderInHeader(entry.render(controls));
    await user.tab();
    expect(screen.getByRole('button', { name: entry.trigger })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole(entry.popup)).toBeNull();

    await release();
    await entry.opened();
    const popup = screen.getByRole(entry.popup);
    if (entry.popup === 'menu') {
      // A menu opened from the keyboard focuses its first item.
      const first = popup.querySelector('[role^="menuitem"]');
      await waitFor(() => expect(first).toHaveFocus());
    } else {
      await waitFor(() => expect(popup.contains(document.activeElement)).toBe(true));
    }
  });

  it('shows itself busy when the press waits longer than the busy delay', async () => {
    const user = userEvent.setup();
    const { controls, release } = heldBackControls();
    renderInHeader(entry.render(controls));
    const lookAlike = screen.getByRole('button', { name: entry.trigger });
    await user.click(lookAlike);
    expect(lookAlike).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(lookAlike).toHaveAttribute('aria-busy', 'true'), {
      timeout: BUSY_AFTER_MS + 1000,
    });
    await release();
    await entry.opened();
    expect(screen.getByRole('button', { name: entry.trigger, hidden: true })).not.toHaveAttribute(
      'aria-busy',
    );
  });
});

describe('loading the chunk', () => {
  it('starts when the browser is idle after the first paint, with no interaction', async () => {
    let whenIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      whenIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { controls, loads } = heldBackControls();
    renderInHeader(<controls.UserMenu />);
    await waitFor(() => expect(whenIdle).toBeDefined());
    expect(loads()).toBe(0);
    act(() => whenIdle!());
    expect(loads()).toBe(1);
  });

  it('starts on pointer over and on focus, before the browser is idle', async () => {
    // The browser is never idle here, so only interest can start the load.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const user = userEvent.setup();
    const first = heldBackControls();
    const view = renderInHeader(<first.controls.UserMenu />);
    expect(first.loads()).toBe(0);
    await user.hover(screen.getByRole('button', { name: /Account menu of/ }));
    expect(first.loads()).toBe(1);
    view.unmount();

    const second = heldBackControls();
    renderInHeader(<second.controls.LanguageSwitcher />);
    expect(second.loads()).toBe(0);
    await user.tab();
    expect(second.loads()).toBe(1);
  });
});
