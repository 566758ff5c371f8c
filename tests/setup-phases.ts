/** A step of `npm test` and how long it took, for tests/timing-reporter.ts. */
export interface Phase {
  name: string;
  ms: number;
  /** e.g. that it ran alongside another phase. */
  note?: string;
}

// Global setups run in vitest's main process, as the reporter does: they meet on globalThis.
const store = globalThis as unknown as { __ccSetupPhases?: Phase[] };
store.__ccSetupPhases ??= [];
const phases = store.__ccSetupPhases;

/** Times `step` as a phase of the run (e.g. the e2e build), printed at the end by the timing reporter. */
export async function timedSetupPhase<T>(name: string, step: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await step();
  } finally {
    phases.push({ name, ms: Date.now() - started });
  }
}

export function takeSetupPhases(): Phase[] {
  return phases.splice(0);
}
