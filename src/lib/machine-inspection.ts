import type { InspectionEvent } from 'xstate';

// Every actor the app starts passes `{ inspect }`; it forwards to the Stately inspector only
// when development turned it on (VITE_XSTATE_INSPECT=true), and costs nothing otherwise.
let observer: ((event: InspectionEvent) => void) | null = null;

export function setMachineInspector(next: ((event: InspectionEvent) => void) | null): void {
  observer = next;
}

export function inspect(event: InspectionEvent): void {
  observer?.(event);
}
