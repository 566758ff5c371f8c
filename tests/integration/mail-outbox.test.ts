import { createServer } from "node:net";
import { eq, like } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema";
import { deliverDueEmails } from "@/server/mail/dispatch";
import { enqueueEmail } from "@/server/mail/outbox";
import { smtpSenderFromEnv } from "@/server/mail/smtp";
import { emails } from "@/server/mail/templates";
import { freshDatabase } from "../helpers/db";
import { notDueRightAfterWriting } from "../helpers/outbox";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("e-mail outbox over SMTP", () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
  });
  afterAll(() => h.close());

  it("an e-mail is due the moment it is written, by the clock the dispatcher claims with", async () => {
    // See the message outbox's test: the column's default now() was up to a millisecond in the future.
    const notDue = await notDueRightAfterWriting(
      h.db,
      emailOutbox,
      (i) => `devido-${i}@exemplo.com.br`,
      (to) =>
        enqueueEmail(h.db, to, emails.resetPassword("Clara", "http://localhost/redefinir-senha?token=x")),
    );
    expect(notDue).toBe(0);
    await h.db.delete(emailOutbox).where(like(emailOutbox.to, "devido-%"));
  });

  it("keeps an e-mail while SMTP is down and delivers it exactly once when it is back", async () => {
    const port = await freePort();
    const send = smtpSenderFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
    if (!send) throw new Error("no sender");
    const to = "obra@exemplo.com.br";
    await enqueueEmail(h.db, to, emails.resetPassword("Clara", "http://localhost/redefinir-senha?token=abc"));
    const t0 = new Date();

    expect(await deliverDueEmails(h.db, send, t0)).toEqual({ attempted: 1, sent: 0 });
    const [afterFailure] = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure?.lastError).toBeTruthy();
    expect(await deliverDueEmails(h.db, send, t0)).toEqual({ attempted: 0, sent: 0 });

    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      const later = new Date(t0.getTime() + 2 * 60 * 1000);
      expect(await deliverDueEmails(h.db, send, later)).toEqual({ attempted: 1, sent: 1 });
      expect(await deliverDueEmails(h.db, send, new Date(later.getTime() + 3600 * 1000))).toEqual({
        attempted: 0,
        sent: 0,
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: =?UTF-8?Q?Redefini=C3=A7=C3=A3o_de_senha");
    const [sent] = await h.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });
});
