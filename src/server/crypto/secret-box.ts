import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Seals a short secret (a password of an outside system) with AES-256-GCM: `v1.<iv>.<tag>.<data>`
 * in base64url. The key is `CREDENTIALS_KEY` (32 bytes, base64 or hex), else derived from
 * `AUTH_SECRET` for this one use; outside production, without either, a fixed development key (the
 * demo and tests), said once in the log. Changing the key makes sealed secrets unreadable: they must
 * be typed again.
 */
let warned = false;

function keyFromEnv(env: NodeJS.ProcessEnv = process.env): Buffer {
  const own = env.CREDENTIALS_KEY?.trim();
  if (own) {
    const bytes = /^[0-9a-f]{64}$/i.test(own) ? Buffer.from(own, "hex") : Buffer.from(own, "base64");
    if (bytes.length !== 32) throw new Error("CREDENTIALS_KEY deve ter 32 bytes (64 hex ou base64).");
    return bytes;
  }
  const app = env.AUTH_SECRET;
  if (!app && env.NODE_ENV === "production")
    throw new Error("CREDENTIALS_KEY ou AUTH_SECRET precisa estar definido para guardar credenciais.");
  if (!app && !warned) {
    warned = true;
    console.warn(
      "CREDENTIALS_KEY e AUTH_SECRET não definidos: credenciais seladas com a chave de desenvolvimento.",
    );
  }
  return createHash("sha256")
    .update(`cacamba-certa:credentials:${app ?? "desenvolvimento"}`)
    .digest();
}

export function seal(plain: string, env?: NodeJS.ProcessEnv): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFromEnv(env), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The secret, or null when it was sealed with another key or tampered with. */
export function unseal(sealed: string, env?: NodeJS.ProcessEnv): string | null {
  const [v, iv, tag, data] = sealed.split(".");
  if (v !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFromEnv(env), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
