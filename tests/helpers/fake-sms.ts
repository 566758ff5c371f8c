import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

export interface FakeSms {
  id: string;
  to: string;
  text: string;
  reference: string;
}

/**
 * A local SMS provider speaking the contract of `src/server/messages/sms.ts`:
 * `POST /messages` with `Authorization: Bearer <token>` and `{ to, text, reference }` → 202 `{ id }`.
 */
export async function startFakeSms(token: string, delayMs = 0) {
  const messages: FakeSms[] = [];
  const server = createServer((req, res) => {
    let data = "";
    req.on("data", (c: Buffer) => (data += c.toString("utf8")));
    req.on("end", async () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/messages")
        return answer(404, { error: { message: "not found" } });
      if (req.headers.authorization !== `Bearer ${token}`)
        return answer(401, { error: { message: "bad token" } });
      let json: Record<string, unknown>;
      try {
        json = JSON.parse(data);
      } catch {
        return answer(400, { error: { message: "bad json" } });
      }
      if (typeof json.to !== "string" || !/^\d{10,15}$/.test(json.to) || typeof json.text !== "string")
        return answer(400, { error: { message: "to and text required" } });
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const sms = {
        id: randomBytes(8).toString("hex"),
        to: json.to,
        text: json.text,
        reference: String(json.reference),
      };
      messages.push(sms);
      answer(202, { id: sms.id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
