import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** `AUTH_SECRET` from the environment, else the one kept in `<dataDir>/auth-secret` (created once). */
export function ensureAuthSecret(dataDir: string): void {
  if (process.env.AUTH_SECRET) return;
  const file = join(dataDir, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

/**
 * `NFSE_CERT_KEY` (the AES-256 key sealing the hauler's A1 certificates) from the environment, else
 * the one kept in `<dataDir>/nfse-cert-key` (created once): `npm start` works out of the box, and a
 * production deployment sets its own key (losing it means uploading each certificate again).
 */
export function ensureNfseCertKey(dataDir: string): void {
  if (process.env.NFSE_CERT_KEY) return;
  const file = join(dataDir, "nfse-cert-key");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600 });
  }
  process.env.NFSE_CERT_KEY = readFileSync(file, "utf8").trim();
}
