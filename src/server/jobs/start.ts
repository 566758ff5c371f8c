import type { Db } from "@/server/db/client";
import { deliverDueEmails } from "@/server/mail/dispatch";
import { smtpSenderFromEnv } from "@/server/mail/smtp";
import { deliverDueMessages } from "@/server/messages/dispatch";
import { sendersFromEnv } from "@/server/messages/senders";
import { generateScheduledBulletins } from "@/server/services/city/bulletins";
import { recordOverdueCitations } from "@/server/services/city/citations/decide";
import { DOSSIER_LEASE_MS, recoverStaleDossiers } from "@/server/services/ctr/dossier-jobs";
import { purgeOldPositions } from "@/server/services/dispatch/positions";
import { runDueReminders } from "@/server/services/dispatch/reminders";
import { markOverdueInvoices } from "@/server/services/invoicing/transitions";
import { runDueCdfs } from "@/server/services/mtr/cdf-worker";
import { mtrDepsFromEnv } from "@/server/services/mtr/deps";
import { refreshMtrLookups } from "@/server/services/mtr/lookups";
import { runDueMtrs } from "@/server/services/mtr/worker";
import { sendCertificateWarnings } from "@/server/services/nfse/certificate-warnings";
import { recoverNfse } from "@/server/services/nfse/issue";
import { noticeFiles } from "@/server/services/nfse/notice-files";
import { sendLicenceWarnings } from "@/server/services/notifications/licence-notices";
import { sendInvoiceReminders } from "@/server/services/receivables/reminders";
import { every } from "./every";

export interface JobOptions {
  /** Lease of the dossier builds (DOSSIER_LEASE_MS unless told; tests shorten it). */
  leaseMs?: number;
}

/**
 * The outbox every 15 s when `SMTP_URL` is set (one e-mail claimed at a time, its lease renewed
 * while it is sent); otherwise e-mails wait in the outbox, readable by the superadmin at
 * /caixa-de-saida.
 */
function mail(db: Db): () => void {
  const send = smtpSenderFromEnv();
  if (!send) {
    console.log(
      "SMTP_URL não configurado: e-mails ficam na caixa de saída (/caixa-de-saida, conta da plataforma).",
    );
    return () => {};
  }
  return every(15_000, "enviar e-mails da caixa de saída", () =>
    deliverDueEmails(db, send, new Date(), { filesOf: noticeFiles }),
  );
}

/**
 * WhatsApp and SMS every 15 s (the message outbox, claimed like e-mails). A channel that is not
 * configured keeps its messages pending, marked "não configurado", until it is.
 */
function messages(db: Db): () => void {
  const senders = sendersFromEnv();
  for (const [channel, env] of [
    ["whatsapp", "WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID"],
    ["sms", "SMS_API_URL e SMS_API_TOKEN"],
  ] as const)
    if (!senders[channel])
      console.log(`${env} não configurados: mensagens de ${channel} ficam na caixa de saída.`);
  return every(15_000, "enviar WhatsApp e SMS da caixa de saída", () =>
    deliverDueMessages(db, senders, new Date(), { filesOf: noticeFiles }),
  );
}

/**
 * Every background job of an app process; returns a function that stops them all. Each job claims
 * its work so that several processes on one PostgreSQL never do it twice (see each function); on
 * PGlite there is one process by design (the data-directory lock) and the same code runs.
 */
export function startBackgroundJobs(db: Db, options: JobOptions = {}): () => void {
  const leaseMs = options.leaseMs ?? DOSSIER_LEASE_MS;
  const stops = [
    mail(db),
    messages(db),
    // The `placement_reminders` queue, claimed FOR UPDATE SKIP LOCKED in one transaction.
    every(60_000, "processar avisos de prazo das caçambas", () => runDueReminders(db, new Date())),
    // The bimonthly registry bulletin of each city (JP art. 12, §2º; a partial unique index keeps it
    // once per bimester) and `overdue` on upheld citations past their payment deadline.
    every(
      15 * 60_000,
      "gerar boletins bimestrais ou marcar autos vencidos",
      async () => {
        await generateScheduledBulletins(db, new Date());
        await recordOverdueCitations(db, new Date());
      },
      5_000,
    ),
    // LGPD: trucks' positions are kept 90 days (services/dispatch/positions.ts); a plain delete, harmless twice.
    every(
      60 * 60_000,
      "apagar posições de caminhões com mais de 90 dias",
      () => purgeOldPositions(db, new Date()),
      30_000,
    ),
    // Issued invoices past their due date turn overdue (each audited); FOR UPDATE SKIP LOCKED.
    // and the collection reminders (3 days before, once after), each written once per invoice and kind.
    every(
      15 * 60_000,
      "marcar faturas vencidas e enviar lembretes de cobrança",
      async () => {
        await markOverdueInvoices(db, new Date());
        await sendInvoiceReminders(db, new Date());
      },
      10_000,
    ),
    // Licences ending in 30, 7 and 1 days: each step once per licence and person (notifications_sent).
    every(60 * 60_000, "avisar licenças vencendo", () => sendLicenceWarnings(db, new Date()), 20_000),
    // A1 certificates of the NFS-e ending in 30 and 7 days: each step once per certificate.
    every(
      60 * 60_000,
      "avisar certificados A1 vencendo",
      () => sendCertificateWarnings(db, new Date()),
      25_000,
    ),
    // DPS left signed or "em verificação" (a process killed mid-send, a timeout): at start, then every minute.
    every(60_000, "retomar NFS-e em verificação", () => recoverNfse(db, new Date()), 0),
    // MTRs owed to their system (issue after an outage, resolve a timeout, cancel, receive, correct
    // a receipt) and CDFs asked during an outage: each claimed under a lease, retried 1, 2, 4 …
    // minutes apart (services/mtr/worker.ts, cdf-worker.ts).
    every(
      30_000,
      "enviar MTRs e CDFs pendentes aos sistemas",
      async () => {
        const now = new Date();
        return (await runDueMtrs(db, mtrDepsFromEnv(), now)) + (await runDueCdfs(db, mtrDepsFromEnv(), now));
      },
      10_000,
    ),
    // The MTR systems' lookup lists, fetched again once a day (services/mtr/lookups.ts).
    every(
      60 * 60_000,
      "atualizar as listas dos sistemas de MTR",
      () => refreshMtrLookups(db, mtrDepsFromEnv(), new Date()),
      40_000,
    ),
    // Dossiers whose process was stopped or killed: at start, then once per lease.
    every(
      leaseMs,
      "retomar dossiês interrompidos",
      async () => {
        while ((await recoverStaleDossiers(db, { leaseMs })) > 0);
      },
      0,
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
