/** The caller's IP for rate limiting: the first `x-forwarded-for` hop set by the proxy, else a fixed key. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "local";
}
