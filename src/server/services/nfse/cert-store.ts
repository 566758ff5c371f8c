import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { DomainError } from "@/server/errors";

export interface StoredIdentity {
  keyPem: string;
  certPem: string;
}

/**
 * The 32-byte AES key of the certificate store, from `NFSE_CERT_KEY` (base64 or hex). Unset: no
 * certificate can be uploaded or used, and the admin is told so (npm start creates one in .data/).
 */
function storeKey(): Buffer {
  const raw = process.env.NFSE_CERT_KEY?.trim() ?? "";
  const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, "hex") : Buffer.from(raw, "base64");
  if (key.length !== 32)
    throw new DomainError(
      "PRECONDITION_FAILED",
      "O servidor não tem a chave para guardar certificados (NFSE_CERT_KEY, 32 bytes): fale com o suporte.",
    );
  return key;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64. */
export function sealIdentity(identity: StoredIdentity): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", storeKey(), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(identity), "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64"), cipher.getAuthTag().toString("base64"), data.toString("base64")].join(
    ".",
  );
}

export function openIdentity(sealed: string): StoredIdentity {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) throw new Error("sealed certificate in an unknown format");
  const decipher = createDecipheriv("aes-256-gcm", storeKey(), Buffer.from(iv, "base64"));
  decipher.setAuthTag(Buffer.from(tag, "base64"));
  try {
    const text = Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString(
      "utf8",
    );
    return JSON.parse(text) as StoredIdentity;
  } catch {
    throw new DomainError(
      "PRECONDITION_FAILED",
      "O certificado guardado não abre com a chave atual do servidor (NFSE_CERT_KEY mudou): envie o certificado de novo.",
    );
  }
}
