// A blob is shown from an object URL that lives exactly as long as it is shown (StrictMode's
// second run of effects included).
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

describe('useObjectUrl', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  /** The object URLs made and not yet revoked, with the blob of each. */
  const live = new Map<string, Blob>();

  beforeEach(() => {
    live.clear();
    let count = 0;
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:academy/${++count}`;
      live.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void live.delete(url));
  });

  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('gives a URL of the blob shown, a new one when it changes, none without one', () => {
    const first = new Blob(['a']);
    const second = new Blob(['b']);
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: first as Blob | null },
    });
    expect([...live]).toEqual([[result.current, first]]);
    rerender({ blob: second });
    expect([...live]).toEqual([[result.current, second]]);
    rerender({ blob: null });
    expect(result.current).toBeNull();
    expect(live.size).toBe(0);
    unmount();
  });

  it('lets the URL go when the component goes', () => {
    const blob = new Blob(['a']);
    const { result, unmount } = renderHook(() => useObjectUrl(blob));
    expect(live.has(result.current!)).toBe(true);
    unmount();
    expect(live.size).toBe(0);
  });
});
