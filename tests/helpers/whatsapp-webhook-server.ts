import { createServer } from "node:http";
import type { Db } from "@/server/db/client";
import { receiveWhatsappWebhook } from "@/server/messages/webhook";

/**
 * The app's `/api/webhooks/whatsapp` POST without Next: the same service on a local port, for the
 * integration tests' fake Cloud API to call. Records the answers' statuses.
 */
export async function startWebhookReceiver(db: Db, appSecret: string) {
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", async () => {
      const header = req.headers["x-hub-signature-256"];
      const answer = await receiveWhatsappWebhook(
        raw,
        typeof header === "string" ? header : null,
        appSecret,
        async () => db,
      );
      res.writeHead(answer.status, { "content-type": "text/plain" });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/whatsapp`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
