// Component tests render as `npm start` runs the app: inside <StrictMode>, whose double mount
// finds bindings that do not survive a remount. The default is set once, in vitest-setup.ts.
import { render, renderHook } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

describe('the default render', () => {
  it('mounts every component twice, as React does in development', () => {
    let mounts = 0;
    function Probe() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return null;
    }
    render(<Probe />);
    expect(mounts).toBe(2);
  });

  it('does the same for hooks rendered on their own', () => {
    let mounts = 0;
    renderHook(() =>
      useEffect(() => {
        mounts += 1;
      }, []),
    );
    expect(mounts).toBe(2);
  });
});
