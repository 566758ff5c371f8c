import type { Db } from "@/server/db/client";
import { deliverDueEmails } from "@/server/mail/dispatch";
import { smtpSenderFromEnv } from "@/server/mail/smtp";
import { generateScheduledBulletins } from "@/server/services/city/bulletins";
import { recordOverdueCitations } from "@/server/services/city/citations/decide";
import { DOSSIER_LEASE_MS, recoverStaleDossiers } from "@/server/services/ctr/dossier-jobs";
import { runDueReminders } from "@/server/services/dispatch/reminders";
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
  return every(15_000, "enviar e-mails da caixa de saída", () => deliverDueEmails(db, send, new Date()));
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
