import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeServer {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Every request's path and query, in arrival order. */
  requests: string[];
  close(): Promise<void>;
}

export type FakeHandler = (url: URL, req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * A local stand-in for an outside service, on 127.0.0.1 and a free port: it answers with `handle` and
 * records what it was asked. Cross-origin reads are allowed (the browser fetches map tiles from it).
 */
export async function startFake(handle: FakeHandler): Promise<FakeServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url.pathname + url.search);
    res.setHeader("access-control-allow-origin", "*");
    Promise.resolve(handle(url, req, res)).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}
