import type { Db } from "@/server/db/client";
import { deliverDueEmails } from "./dispatch";
import { smtpSenderFromEnv } from "./smtp";

const EVERY_MS = 15_000;

/**
 * Sends the outbox every 15 s when `SMTP_URL` is set; otherwise e-mails wait in the outbox (readable
 * by the superadmin at /caixa-de-saida). Returns a function that stops it.
 */
export function startMailDispatcher(db: Db): () => void {
  const send = smtpSenderFromEnv();
  if (!send) {
    console.log(
      "SMTP_URL não configurado: e-mails ficam na caixa de saída (/caixa-de-saida, conta da plataforma).",
    );
    return () => {};
  }
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueEmails(db, send, new Date());
    } catch (e) {
      console.error("Falha ao enviar e-mails da caixa de saída:", e);
    } finally {
      running = false;
    }
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
