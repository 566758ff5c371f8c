/** What the service worker keeps, by name: shared by the worker and the page that warms its caches. */

/** Shown for any page that is neither in the network's reach nor kept on the phone. */
export const OFFLINE_PAGE = "/sem-conexao.html";
/** The app's own files (scripts, styles, fonts): their names change with their content. */
export const APP_FILES_CACHE = "arquivos-do-app";
/** The driver's day: the page, its reads and the CTR PDFs, refreshed whenever there is signal. */
export const DRIVER_DAY_CACHE = "dia-do-motorista";

export function isAppFile(pathname: string): boolean {
  return pathname.startsWith("/_next/static/");
}

/** The tRPC reads of the driver's day, each sent alone (unbatched) so that its URL is stable. */
const DRIVER_DAY_READS = ["dispatch.jobs.myDay", "fleet.cacambas"];

export function isDriverDayRequest(method: string, url: URL): boolean {
  if (method !== "GET") return false;
  const path = url.pathname;
  if (path === "/motorista") return true;
  if (/^\/api\/ctr\/hauler\/[^/]+\/pdf$/.test(path)) return true;
  return DRIVER_DAY_READS.some((read) => path === `/api/trpc/${read}`);
}
