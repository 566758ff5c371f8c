/**
 * Runs `work` while renewing a lease every third of `leaseMs`, so a job that takes longer than one
 * lease keeps it for as long as its process lives; when the process dies the renewals stop and the
 * lease runs out, and another process takes the job. A failed renewal is ignored (the lease then
 * simply runs out). Waits for a renewal in flight before returning, so that it never lands after
 * the caller's final write.
 */
export async function whileRenewing<T>(
  leaseMs: number,
  renew: () => Promise<unknown>,
  work: () => Promise<T>,
): Promise<T> {
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(renew).catch(() => {});
  }, leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await renewing;
  }
}
