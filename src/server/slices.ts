/** How long CPU-bound work runs on the request thread before it lets other requests in. */
export const SLICE_MS = 5;

/**
 * CPU-bound work on the request thread (validating a 20,000-row CSV, building its inserts) in slices of
 * `sliceMs`: `const pause = slices(); for (…) { …; await pause(); }`. `pause` returns at once until the
 * slice is spent, then waits one turn of the event loop (setImmediate), so what arrived meanwhile (another
 * tenant's page or health check) is served before the next slice. The work's result is the same.
 */
export function slices(sliceMs = SLICE_MS): () => Promise<void> {
  let began = performance.now();
  return async () => {
    if (performance.now() - began < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    began = performance.now();
  };
}
