import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist } from "serwist";
import { APP_FILES_CACHE, DRIVER_DAY_CACHE, isAppFile, isDriverDayRequest, OFFLINE_PAGE } from "./routes";

/**
 * The service worker (bundled to public/sw.js by scripts/build-sw.mjs). It keeps the app's files and
 * the driver's day; every other page needs the network, and without it shows the offline page. The
 * driver's reports are not sent from here: the page keeps them in IndexedDB and sends them itself.
 */
const serwist = new Serwist({
  precacheEntries: [{ url: OFFLINE_PAGE, revision: "1" }],
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && isAppFile(url.pathname),
      handler: new CacheFirst({
        cacheName: APP_FILES_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ url, request, sameOrigin }) => sameOrigin && isDriverDayRequest(request.method, url),
      handler: new NetworkFirst({ cacheName: DRIVER_DAY_CACHE, networkTimeoutSeconds: 10 }),
    },
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === "document" }],
  },
});

serwist.addEventListeners();
