import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_EVENTS, type NotificationChannel } from "@/domain/notifications/events";
import { emailOutbox, nfseDocuments } from "@/server/db/schema";
import { deliverDueEmails } from "@/server/mail/dispatch";
import { smtpSenderFromEnv } from "@/server/mail/smtp";
import { deliverDueMessages } from "@/server/messages/dispatch";
import { sendersFromEnv } from "@/server/messages/senders";
import { noticeFiles } from "@/server/services/nfse/notice-files";
import { startFakeSms } from "../../helpers/fake-sms";
import { startFakeWhatsapp } from "../../helpers/fake-whatsapp";
import { invoiceReadyForNfse, useNfseTestBed } from "./world";

const EVERY_CHANNEL: Record<string, NotificationChannel[]> = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, ["email", "whatsapp", "sms"]]),
);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const pdfText = (pdf: Buffer) => {
  const file = join(mkdtempSync(join(tmpdir(), "danfse-mail-")), "d.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
};

/** The attachment named `filename` of a raw MIME message (base64 part), as bytes. */
function attachmentOf(raw: string, filename: string): { type: string; bytes: Buffer } | null {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) return null;
  const [head = "", ...body] = part.split(/\r?\n\r?\n/);
  const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1] ?? "";
  return {
    type,
    bytes: Buffer.from(
      body
        .join("")
        .replace(/--[\s\S]*$/, "")
        .replace(/\s+/g, ""),
      "base64",
    ),
  };
}

/**
 * The NFS-e notice carries the DANFSe itself: as an attachment of its e-mail (to a local SMTP server)
 * and as the document of its WhatsApp message (uploaded as media); SMS, text only, keeps the link.
 * The XML downloads for the hauler and the client, not for another org.
 */
describe("NFS-e: the DANFSe with the notice (e-mail attachment, WhatsApp document) and the XML download", () => {
  const bed = useNfseTestBed();

  it("e-mail with the DANFSe attached, WhatsApp with it as a document, SMS with the link", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await w.as.client.notifications.saveMySettings({
      mobilePhone: "5532999990001",
      quietFrom: "00:00",
      quietUntil: "00:00",
      whatsappOptIn: true,
      smsOptIn: true,
      preferences: EVERY_CHANNEL,
    });
    const note = await w.as.admin.nfse.issue({ invoiceId });
    const key = note.accessKey ?? "";
    const filename = `DANFSe-${note.nfseNumber}.pdf`;

    const received: string[] = [];
    const port = await freePort();
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      size: 10_000_000,
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
    const wa = await startFakeWhatsapp({ token: "t", appSecret: "s" });
    const sms = await startFakeSms("t");
    try {
      const send = smtpSenderFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true` });
      if (!send) throw new Error("no sender");
      await deliverDueEmails(bed.h.db, send, new Date(), { limit: 100, filesOf: noticeFiles });
      const [row] = await bed.h.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, w.users.client.email), eq(emailOutbox.template, "nfse_authorised")));
      expect(row?.status).toBe("sent");
      const mail = received.find((m) => m.includes(`To: ${w.users.client.email}`) && m.includes(filename));
      if (!mail) throw new Error(`no e-mail with ${filename} reached the SMTP server`);
      const pdf = attachmentOf(mail, filename);
      expect(pdf?.type).toBe("application/pdf");
      expect(pdf?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdfText(pdf?.bytes ?? Buffer.alloc(0))).toContain(key);
      // Other e-mails go as before, with nothing attached.
      expect(received.filter((m) => /filename=/.test(m))).toHaveLength(1);

      const senders = sendersFromEnv({
        WHATSAPP_TOKEN: "t",
        WHATSAPP_PHONE_NUMBER_ID: "100200300",
        WHATSAPP_API_URL: wa.url,
        SMS_API_URL: sms.url,
        SMS_API_TOKEN: "t",
      });
      await deliverDueMessages(bed.h.db, senders, new Date(), { limit: 100, filesOf: noticeFiles });
      const message = wa.messages.find((m) => m.template === "nfse_authorised" && m.to === "5532999990001");
      expect(message?.params[3]).toBe(key);
      expect(message?.document).toMatchObject({ filename, type: "application/pdf" });
      expect(pdfText(message?.document?.bytes ?? Buffer.alloc(0))).toContain(key);
      const text = sms.messages.find((m) => m.to === "5532999990001" && m.text.includes(key))?.text;
      expect(text).toContain(`/faturas/${invoiceId}`);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await wa.close();
      await sms.close();
    }
  });

  it("the NFS-e XML downloads for the hauler's office and the client, as the Sefin gave it; not for another org", async () => {
    const { w, invoiceId } = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await expect(w.as.client.nfse.xml({ invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const note = await w.as.admin.nfse.issue({ invoiceId });
    const [row] = await bed.h.db.select().from(nfseDocuments).where(eq(nfseDocuments.invoiceId, invoiceId));
    for (const who of [w.as.admin, w.as.dispatcher, w.as.client]) {
      const file = await who.nfse.xml({ invoiceId });
      expect(file).toEqual({ fileName: `NFSe-${note.accessKey}.xml`, xml: row?.nfseXml });
    }
    const other = await invoiceReadyForNfse(bed.h.db, bed.ca);
    await expect(other.w.as.client.nfse.xml({ invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(other.w.as.admin.nfse.xml({ invoiceId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
