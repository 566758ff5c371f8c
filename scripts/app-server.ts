import { createServer } from "node:http";
import next from "next";
import type { DbHandle } from "@/server/db/client";
import { createEdge } from "@/server/http/edge";
import { createFakeMtrRoute } from "@/server/http/fake-mtr-route";
import { createTrpcNodeHandler } from "@/server/http/trpc-node";
import { startBackgroundJobs } from "@/server/jobs/start";
import { fakeMtrOfDatabase } from "@/server/services/mtr/fake-restore";
import { CANNOT_LISTEN, listenFailureMessage } from "./listen-failure";

/**
 * One app server on `port` over an opened database: the background jobs (each claims its work, so
 * several processes never do a job twice: src/server/jobs/start.ts), Next, and the HTTP server.
 * Stops on SIGINT/SIGTERM, and with `CANNOT_LISTEN` when its port cannot be had. `onListening` runs when it listens.
 */
export async function runAppServer(opts: {
  root: string;
  port: number;
  hostname: string;
  handle: DbHandle;
  onListening?: () => void;
}): Promise<void> {
  const { root, port, hostname, handle } = opts;
  const stopJobs = startBackgroundJobs(handle.db);

  const app = next({ dev: false, dir: root, hostname: "localhost", port });
  await app.prepare();
  const requestHandler = app.getRequestHandler();
  // What every request goes through first (client address and protocol, security headers with the CSP
  // nonce, refusal of cross-site writes, what is left of unread bodies): src/server/http/edge.ts.
  const edge = createEdge(process.env);
  // `/api/trpc` is answered by tRPC's Node adapter, without Next: src/server/http/trpc-node.ts.
  // TRPC_THROUGH_NEXT=1 leaves it to Next's route, as before (the benchmarks' baseline).
  const trpc = process.env.TRPC_THROUGH_NEXT === "1" ? () => false : createTrpcNodeHandler();
  // MTR_MODE=fake (the default): the MTR systems' fake answers here, in this process's memory, to this
  // server's own client, and its switches to the platform administration; it starts with what the
  // database says the systems hold (docs/mtr-cdf.md); with several processes, run one fake apart and
  // point MTR_*_URL at it.
  const fakeMtr = await createFakeMtrRoute(process.env, () => fakeMtrOfDatabase(handle.db));
  const server = createServer((req, res) => {
    if (edge(req, res) || fakeMtr(req, res) || trpc(req, res)) return;
    void requestHandler(req, res);
  });
  // A port it cannot have ends the process with a sentence, not an uncaught error that leaves it running deaf.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (server.listening) throw error;
    console.error(`\n${listenFailureMessage(error, port, hostname)}\n`);
    process.exit(CANNOT_LISTEN);
  });
  server.listen(port, hostname, opts.onListening);

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    server.close();
    stopJobs();
    await handle.close();
    process.exit(0);
  }
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
