import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { openDatabase } from "@/server/db/client";
import { enqueueMessage } from "@/server/messages/outbox";
import { sendersFromEnv } from "@/server/messages/senders";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";
import { startFakeSms } from "../../helpers/fake-sms";
import { startFakeWhatsapp } from "../../helpers/fake-whatsapp";
import { drainMessages } from "../../helpers/message-outbox";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const EACH = 10;
const DELAY_MS = 300;
const LEASE_MS = 1_000;
const phones = (base: number) =>
  Array.from({ length: EACH }, (_, i) => `55119${String(base + i).padStart(8, "0")}`);

async function fakes() {
  const wa = await startFakeWhatsapp({ token: "t", appSecret: "s", delayMs: DELAY_MS });
  const sms = await startFakeSms("t", DELAY_MS);
  const env = {
    WHATSAPP_TOKEN: "t",
    WHATSAPP_PHONE_NUMBER_ID: "100200300",
    WHATSAPP_API_URL: wa.url,
    SMS_API_URL: sms.url,
    SMS_API_TOKEN: "t",
  };
  return {
    wa,
    sms,
    env,
    close: async () => {
      await wa.close();
      await sms.close();
    },
  };
}

async function enqueueAll(db: Db) {
  for (const to of phones(1000))
    await enqueueMessage(db, { channel: "whatsapp", to }, { template: "teste", params: [to], text: to });
  for (const to of phones(2000))
    await enqueueMessage(db, { channel: "sms", to }, { template: "teste", params: [to], text: to });
}

function expectEachOnce(f: Awaited<ReturnType<typeof fakes>>) {
  expect(f.wa.messages.map((m) => m.to).sort()).toEqual(phones(1000));
  expect(f.sms.messages.map((m) => m.to).sort()).toEqual(phones(2000));
}

// One of the two cases is defined, by where the suite runs: never a skipped test.
describe("WhatsApp and SMS batches slower than the lease", () => {
  if (serverUrl) {
    it("PostgreSQL: two dispatcher processes send each of 20 messages exactly once", async () => {
      const target = await emptyServerDatabase(serverUrl);
      const f = await fakes();
      try {
        const h = await openDatabase({ url: target.url });
        await h.migrate();
        await enqueueAll(h.db);
        await h.close();
        const env = {
          ...process.env,
          ...f.env,
          DATABASE_URL: target.url,
          LEASE_MS: String(LEASE_MS),
          START_AT: String(Date.now() + 5_000),
        };
        const dispatcher = () =>
          run(process.execPath, ["--import", "tsx", "tests/integration/processes/message-dispatcher.ts"], {
            env,
            cwd: process.cwd(),
          }).then(({ stdout }) => JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { sent: number });
        const [a, b] = await Promise.all([dispatcher(), dispatcher()]);
        expectEachOnce(f);
        expect(a.sent + b.sent).toBe(2 * EACH);
        expect(Math.min(a.sent, b.sent)).toBeGreaterThan(0);
      } finally {
        await f.close();
        await target.drop();
      }
    }, 90_000);
  } else {
    it("PGlite (no TEST_DATABASE_URL, single process): two dispatchers in one process send each message once", async () => {
      const h = await freshDatabase();
      const f = await fakes();
      try {
        await enqueueAll(h.db);
        const senders = sendersFromEnv(f.env);
        const [a, b] = await Promise.all([
          drainMessages(h.db, senders, LEASE_MS),
          drainMessages(h.db, senders, LEASE_MS),
        ]);
        expect(a + b).toBe(2 * EACH);
        expectEachOnce(f);
      } finally {
        await f.close();
        await h.close();
      }
    }, 60_000);
  }
});
