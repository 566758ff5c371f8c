import { isNotNull } from "drizzle-orm";
import { agree, plural } from "@/domain/plural";
import { unseal } from "@/server/crypto/secret-box";
import type { Db } from "@/server/db/client";
import { mtrCredentials, nfseSettings } from "@/server/db/schema";
import { openIdentity } from "@/server/services/nfse/cert-store";

const opens = (open: () => unknown): boolean => {
  try {
    return open() !== null;
  } catch {
    return false;
  }
};

/**
 * What the database keeps sealed and does not open with this process's keys (`NFSE_CERT_KEY`,
 * `CREDENTIALS_KEY` or `AUTH_SECRET`), as pt-BR lines for the operator; none when everything opens.
 * `npm start` prints them at once (a restore without its keys, a lost key file), instead of the first
 * NFS-e or MTR failing days later.
 */
export async function sealedDataProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const certificates = await db
    .select({ sealed: nfseSettings.certCiphertext })
    .from(nfseSettings)
    .where(isNotNull(nfseSettings.certCiphertext));
  const badCertificates = certificates.filter((c) => !opens(() => openIdentity(c.sealed ?? ""))).length;
  if (badCertificates > 0)
    problems.push(
      `${badCertificates} de ${plural(certificates.length, "certificado A1 guardado", "certificados A1 guardados")} ` +
        `${agree(badCertificates, "não abre", "não abrem")} com a chave atual ` +
        "(NFSE_CERT_KEY, ou o arquivo nfse-cert-key do DATA_DIR): a NFS-e desses transportadores falhará até " +
        "que cada um envie o certificado de novo. Se este banco veio de um backup, copie o nfse-cert-key do " +
        "backup (ou do servidor antigo) para o DATA_DIR e reinicie.",
    );
  const logins = await db.select({ sealed: mtrCredentials.passwordSealed }).from(mtrCredentials);
  const badLogins = logins.filter((l) => !opens(() => unseal(l.sealed))).length;
  if (badLogins > 0)
    problems.push(
      `${badLogins} de ${plural(logins.length, "senha guardada", "senhas guardadas")} de sistemas MTR/CDF ` +
        `${agree(badLogins, "não abre", "não abrem")} com a chave atual ` +
        "(CREDENTIALS_KEY, ou a derivada de AUTH_SECRET / do arquivo auth-secret do DATA_DIR): MTR e CDF " +
        "dessas empresas falharão até que as senhas sejam digitadas de novo. Se este banco veio de um " +
        "backup, restaure também a chave dele e reinicie.",
    );
  return problems;
}
