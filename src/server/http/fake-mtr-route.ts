import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createHttpContext } from "@/server/api/http-context";
import { createCaller } from "@/server/api/root";
import { FAKE_MTR_PREFIX, mtrModeFromEnv } from "@/server/mtr/config";
import type { FakeMtr } from "@/server/mtr/fake/handler";
import { fakeMtrNodeHandler } from "@/server/mtr/fake/node";
import type { FakeResponse } from "@/server/mtr/fake/types";
import { headersOf } from "./trpc-node";

const refusal = (status: number, message: string): FakeResponse => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify({ message }),
});

export const FAKE_CONTROL_SIGN_IN =
  "Os controles do simulador de MTR são da administração da plataforma: entre com essa conta ou envie o token local (MTR_FAKE_CONTROL_TOKEN).";
export const FAKE_PROTOCOL_ONLY_HERE =
  "O simulador de MTR atende só o próprio servidor do Caçamba Certa, não chamadas de fora.";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * The app's own MTR client calls from this machine, with no forwarding header (the edge sets
 * `X-Forwarded-For` to the socket's address unless behind a trusted proxy, which sets the client's).
 */
function fromThisServer(req: IncomingMessage): boolean {
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return LOOPBACK.has(req.socket.remoteAddress ?? "") && (!first || LOOPBACK.has(first));
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** `Authorization: Bearer <MTR_FAKE_CONTROL_TOKEN>` (16 characters or more; unset, no token is taken). */
function hasLocalToken(req: IncomingMessage, token: string | undefined): boolean {
  if (!token || token.length < 16) return false;
  const sent = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(sent), digest(token));
}

/** The platform administration's session, checked by its procedure (authorization lives there). */
async function platformAdminRefusal(req: IncomingMessage): Promise<FakeResponse | null> {
  const context = await createHttpContext(headersOf(req), () => undefined);
  try {
    await createCaller(context).platform.fakeMtrControlGrant();
    return null;
  } catch (e) {
    if (!(e instanceof TRPCError)) throw e;
    const status = getHTTPStatusCodeFromError(e);
    return refusal(status, status === 401 ? FAKE_CONTROL_SIGN_IN : e.message);
  }
}

/**
 * The built-in MTR fake on the app's server (`MTR_MODE=fake`, the default) under `/_fake-mtr/`, after the
 * edge (an unreadable address is its 400): the systems' routes answer only this server's own client,
 * the switches (`/_fake-mtr/_control/…`) only the platform administration's session or the local token
 * `MTR_FAKE_CONTROL_TOKEN`. `makeFake` gives the fake as the database leaves it (`fakeMtrOfDatabase`); it
 * is only called in fake mode. The handler returns true when the request was the fake's.
 */
export async function createFakeMtrRoute(env: NodeJS.ProcessEnv, makeFake: () => Promise<FakeMtr>) {
  if (mtrModeFromEnv(env) !== "fake") return () => false;
  const token = env.MTR_FAKE_CONTROL_TOKEN;
  const fake = await makeFake();
  return fakeMtrNodeHandler(fake, FAKE_MTR_PREFIX, (req) => async (kind) => {
    if (kind === "protocol") return fromThisServer(req) ? null : refusal(403, FAKE_PROTOCOL_ONLY_HERE);
    return hasLocalToken(req, token) ? null : platformAdminRefusal(req);
  });
}
