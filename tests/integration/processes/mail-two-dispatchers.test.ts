import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/client";
import { enqueueEmail } from "@/server/mail/outbox";
import { smtpSenderFromEnv } from "@/server/mail/smtp";
import { emptyServerDatabase, freshDatabase } from "../../helpers/db";
import { drainOutbox } from "../../helpers/outbox";

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const TOTAL = 20;
const SMTP_DELAY_MS = 300;
const LEASE_MS = 1_000;

/** A local SMTP server that takes SMTP_DELAY_MS to accept each message; records the subjects. */
async function slowSmtp() {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        setTimeout(() => {
          subjects.push(/^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? "");
          callback();
        }, SMTP_DELAY_MS);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    subjects,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const subjectsOf = () =>
  Array.from({ length: TOTAL }, (_, i) => `Mensagem ${String(i + 1).padStart(2, "0")}`);

async function enqueueAll(db: Parameters<typeof enqueueEmail>[0]) {
  for (const subject of subjectsOf())
    await enqueueEmail(db, "obra@exemplo.com.br", { template: "test", subject, text: subject });
}

// One of the two cases is defined, by where the suite runs: never a skipped test.
describe("a slow SMTP batch longer than the lease", () => {
  if (serverUrl) {
    it("PostgreSQL: two dispatcher processes deliver each of 20 e-mails exactly once", async () => {
      const target = await emptyServerDatabase(serverUrl);
      const smtp = await slowSmtp();
      try {
        const h = await openDatabase({ url: target.url });
        await h.migrate();
        await enqueueAll(h.db);
        await h.close();
        const env = {
          ...process.env,
          DATABASE_URL: target.url,
          SMTP_URL: smtp.url,
          LEASE_MS: String(LEASE_MS),
          START_AT: String(Date.now() + 5_000),
        };
        const dispatcher = () =>
          run(process.execPath, ["--import", "tsx", "tests/integration/processes/mail-dispatcher.ts"], {
            env,
            cwd: process.cwd(),
          }).then(({ stdout }) => JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { sent: number });
        const [a, b] = await Promise.all([dispatcher(), dispatcher()]);
        expect([...smtp.subjects].sort()).toEqual(subjectsOf());
        expect(a.sent + b.sent).toBe(TOTAL);
        // Both processes really sent: the e-mails were shared, not taken by one of them.
        expect(Math.min(a.sent, b.sent)).toBeGreaterThan(0);
      } finally {
        await smtp.close();
        await target.drop();
      }
    }, 90_000);
  } else {
    it("PGlite (no TEST_DATABASE_URL, single process): two dispatchers in one process deliver each e-mail once", async () => {
      const h = await freshDatabase();
      const smtp = await slowSmtp();
      try {
        await enqueueAll(h.db);
        const send = smtpSenderFromEnv({ SMTP_URL: smtp.url });
        if (!send) throw new Error("no sender");
        const [a, b] = await Promise.all([
          drainOutbox(h.db, send, LEASE_MS),
          drainOutbox(h.db, send, LEASE_MS),
        ]);
        expect(a + b).toBe(TOTAL);
        expect([...smtp.subjects].sort()).toEqual(subjectsOf());
      } finally {
        await smtp.close();
        await h.close();
      }
    }, 60_000);
  }
});
