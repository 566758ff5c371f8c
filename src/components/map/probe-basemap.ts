import type { BasemapProbe } from "@/lib/maps/basemap-probe";

/** How long the basemap's server has to answer before the map is drawn without it. */
export const PROBE_TIMEOUT_MS = 8_000;

// Run in a worker: a request that fails there is not reported to the page's console (one from the page is,
// as "Failed to load resource"), so a tile server that is down costs the map its streets, not a red console.
const WORKER_SOURCE = `onmessage = async (e) => {
  const { url, style, range, timeout } = e.data;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeout);
  try {
    const res = await fetch(url, { signal: abort.signal, credentials: "same-origin", headers: range ? { range } : {} });
    if (!res.ok) return postMessage({ ok: false });
    postMessage({ ok: true, body: style ? await res.json() : null });
  } catch {
    postMessage({ ok: false });
  } finally {
    clearTimeout(timer);
  }
};`;

export type ProbeAnswer = { ok: true; body: unknown } | { ok: false };

/** Asks the basemap's server once, from a throw-away worker; any failure or timeout is `{ ok: false }`. */
export function probeBasemap(probe: BasemapProbe, timeout = PROBE_TIMEOUT_MS): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const blobUrl = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    let worker: Worker | undefined;
    const finish = (answer: ProbeAnswer) => {
      clearTimeout(guard);
      worker?.terminate();
      URL.revokeObjectURL(blobUrl);
      resolve(answer);
    };
    // The worker's own timer may never fire if it failed to start.
    const guard = setTimeout(() => finish({ ok: false }), timeout + 1_000);
    try {
      worker = new Worker(blobUrl);
    } catch {
      finish({ ok: false });
      return;
    }
    worker.onmessage = (e: MessageEvent<ProbeAnswer>) => finish(e.data);
    worker.onerror = () => finish({ ok: false });
    // A blob worker resolves nothing against the page: the URL goes absolute.
    worker.postMessage({ ...probe, url: new URL(probe.url, window.location.href).href, timeout });
  });
}
