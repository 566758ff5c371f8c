/**
 * Whether a request reached us over TLS: on a TLS socket, behind a proxy we trust (`TRUST_PROXY=1`) that
 * says `X-Forwarded-Proto: https`, or when the app's public address (`APP_URL`) is https — then a proxy in
 * front terminates TLS. The custom server (`scripts/serve.ts`) writes the answer into `X-Forwarded-Proto`
 * of every request, so route handlers and Auth.js read the same answer and a client cannot claim it.
 */
export function servedOverHttps(
  request: { encrypted: boolean; forwardedProto: string | undefined },
  env: Record<string, string | undefined>,
): boolean {
  if (request.encrypted) return true;
  if (env.APP_URL?.trim().toLowerCase().startsWith("https://")) return true;
  const forwarded = request.forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return env.TRUST_PROXY === "1" && forwarded === "https";
}

/** In a route handler: the answer the custom server wrote (see `servedOverHttps`). */
export function requestIsHttps(headers: Headers): boolean {
  return headers.get("x-forwarded-proto") === "https";
}
