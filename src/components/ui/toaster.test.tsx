import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../tests/support/render-app';
import { showToast, TOAST_DURATION_MS, Toaster } from './toaster';

const shownTexts = () =>
  Array.from(document.querySelectorAll('.toast__text'), (node) => node.textContent);

describe('Toaster', () => {
  beforeEach(async () => {
    await setupI18n('en');
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => vi.runAllTimers());
    vi.useRealTimers();
  });

  it('collapses the same message raised twice into one', () => {
    render(<Toaster />);
    act(() => {
      showToast('The heart could not be saved.');
      showToast('The heart could not be saved.');
    });
    expect(shownTexts()).toEqual(['The heart could not be saved.']);
  });

  it('keeps different messages apart', () => {
    render(<Toaster />);
    act(() => {
      showToast('The heart could not be saved.');
      showToast('The cart could not be changed.');
    });
    expect(shownTexts()).toEqual([
      'The heart could not be saved.',
      'The cart could not be changed.',
    ]);
  });

  it('shows a repeated message for the full time from its last raise, then removes it', () => {
    render(<Toaster />);
    act(() => showToast('Try again later.'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    act(() => showToast('Try again later.'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1000));
    expect(shownTexts()).toEqual(['Try again later.']);
    act(() => vi.advanceTimersByTime(1000));
    expect(shownTexts()).toEqual([]);
  });

  it('shows a message again once it was dismissed', () => {
    render(<Toaster />);
    act(() => showToast('Saved.'));
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(shownTexts()).toEqual([]);
    act(() => showToast('Saved.'));
    expect(shownTexts()).toEqual(['Saved.']);
  });
});
