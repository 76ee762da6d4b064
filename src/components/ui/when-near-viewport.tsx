import type { ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

/**
 * Renders `children` only once this spot has come within a screen of the viewport or a key was
 * pressed (`useNearViewport`): for a block that shows nothing until its read answers, so it has no
 * element of its own to watch meanwhile. The wrapper is a plain block: margins pass through it.
 */
export function WhenNearViewport({ children }: { children: ReactNode }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? children : null}</div>;
}
