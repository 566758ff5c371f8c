import { APP_FILES_CACHE, DRIVER_DAY_CACHE, isAppFile } from "@/sw/routes";

/** Waits (up to `ms`) for a service worker to control this page. */
function controlled(ms: number): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

/**
 * Installs the service worker and keeps on the phone what this page has already loaded (its scripts and
 * styles, loaded before the worker was there, and the page itself), so the driver's day opens again
 * without signal. Resolves true once that is done; false where the browser has no service worker.
 */
export async function makeReadyOffline(): Promise<boolean> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || !("caches" in window))
    return false;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (!(await controlled(15_000))) return false;
  const files = performance
    .getEntriesByType("resource")
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === location.origin && isAppFile(u.pathname))
    .map((u) => u.href);
  const appFiles = await caches.open(APP_FILES_CACHE);
  await Promise.all(
    [...new Set(files)].map(async (href) => {
      if (!(await appFiles.match(href))) await appFiles.add(href).catch(() => undefined);
    }),
  );
  const page = new URL(location.pathname, location.origin).href;
  await (await caches.open(DRIVER_DAY_CACHE)).add(page);
  return true;
}

/** Keeps these documents (the day's CTR PDFs) on the phone, as they are now. */
export async function keepOnPhone(urls: readonly string[]): Promise<void> {
  if (typeof caches === "undefined" || urls.length === 0) return;
  const day = await caches.open(DRIVER_DAY_CACHE);
  await Promise.all(urls.map((u) => day.add(u).catch(() => undefined)));
}

/**
 * On the sign-in page (where signing out lands) the driver's day leaves the phone: the next person on it
 * does not see it. Reports still waiting stay: they belong to their user and leave when that user signs
 * in again.
 */
export function forgetDriverDay(): void {
  if (typeof caches !== "undefined") void caches.delete(DRIVER_DAY_CACHE);
}
