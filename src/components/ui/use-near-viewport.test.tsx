import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';
import { WhenNearViewport } from './when-near-viewport';
import { ScreenObserver } from '../../../tests/support/screen-observer';

function Part() {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-label="part">
      {near ? 'loaded' : 'waiting'}
    </section>
  );
}

const part = () => screen.getByRole('region', { name: 'part' });

describe('useNearViewport', () => {
  beforeEach(() => {
    ScreenObserver.watching.clear();
    vi.stubGlobal('IntersectionObserver', ScreenObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits while the part is off screen, and stays loaded once it has shown', () => {
    render(<Part />);
    expect(part()).toHaveTextContent('waiting');
    ScreenObserver.report(part(), false);
    expect(part()).toHaveTextContent('waiting');
    ScreenObserver.report(part(), true);
    expect(part()).toHaveTextContent('loaded');
    // Nothing watches it any more: scrolling it away again cannot unload it.
    expect(ScreenObserver.watching.has(part())).toBe(false);
  });

  it('loads every waiting part at the first key press', () => {
    render(
      <>
        <Part />
        <WhenNearViewport>
          <p>block</p>
        </WhenNearViewport>
      </>,
    );
    expect(screen.queryByText('block')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(part()).toHaveTextContent('loaded');
    expect(screen.getByText('block')).toBeInTheDocument();
    expect(ScreenObserver.watching.size).toBe(0);
  });

  it('renders a block once its spot shows', () => {
    const { container } = render(
      <WhenNearViewport>
        <p>block</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('block')).toBeNull();
    ScreenObserver.report(container.firstElementChild!, true);
    expect(screen.getByText('block')).toBeInTheDocument();
  });

  it('stops watching and listening when the part goes away unseen', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = render(<Part />);
    expect(ScreenObserver.watching.size).toBe(1);
    const keyListener = added.mock.calls.find(([type]) => type === 'keydown')?.[1];
    expect(keyListener).toBeTypeOf('function');
    unmount();
    expect(ScreenObserver.watching.size).toBe(0);
    expect(removed).toHaveBeenCalledWith('keydown', keyListener, true);
  });

  it('reads at once a part mounted after a key was pressed, such as a page reached with Enter', () => {
    const { unmount } = render(<Part />);
    fireEvent.keyDown(document.body, { key: 'Enter' });
    unmount();
    render(<Part />);
    expect(part()).toHaveTextContent('loaded');
  });

  it('does not count typing a character into a field, but does count Tab from it', () => {
    render(
      <>
        <Part />
        <input aria-label="name" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'name' });
    fireEvent.keyDown(field, { key: 'a' });
    fireEvent.keyDown(field, { key: ' ' });
    expect(part()).toHaveTextContent('waiting');
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(part()).toHaveTextContent('loaded');
  });

  it('looks a screen ahead, so a part is read before it scrolls in', () => {
    const margins: (string | undefined)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class extends ScreenObserver {
        constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(report);
          margins.push(options?.rootMargin);
        }
      },
    );
    render(<Part />);
    // One observer per mount (StrictMode mounts twice), each a screen ahead.
    expect(margins.length).toBeGreaterThan(0);
    expect(new Set(margins)).toEqual(new Set(['0px 0px 100% 0px']));
  });

  it('waits for a key where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(part()).toHaveTextContent('waiting');
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    expect(part()).toHaveTextContent('loaded');
  });
});
