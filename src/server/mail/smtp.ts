import nodemailer from "nodemailer";
import type { SendEmail } from "./dispatch";

/** The SMTP sender configured by `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com:465`), or null. */
export function smtpSenderFromEnv(env: Record<string, string | undefined> = process.env): SendEmail | null {
  if (!env.SMTP_URL) return null;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  const from = env.MAIL_FROM ?? "Caçamba Certa <nao-responda@cacambacerta.com.br>";
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}
