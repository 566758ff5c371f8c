/** A cookie jar for requests made by hand: what `Set-Cookie` left, and the `Cookie` header to send back. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    jar,
    remember(res: Response) {
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(";");
        const [name, ...value] = (pair ?? "").split("=");
        if (name) jar.set(name.trim(), value.join("="));
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
  };
}

/**
 * One password attempt as the browser form sends it (csrf → credentials callback): `signed-in` when
 * Auth.js set a session cookie, else the refusal's code on the sign-in page it redirects to
 * (`credentials` for a wrong password, `rate_limited` once the failure budget is spent).
 */
export async function passwordAttempt(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const cookies = cookieJar();
  const csrfRes = await fetch(`${baseUrl}/api/auth/csrf`, { headers });
  cookies.remember(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: cookies.header() },
    body: new URLSearchParams({ csrfToken, email, password }),
  });
  cookies.remember(res);
  const location = new URL(res.headers.get("location") ?? "/", baseUrl);
  const outcome = [...cookies.jar.keys()].some((k) => k.endsWith("authjs.session-token"))
    ? "signed-in"
    : (location.searchParams.get("code") ?? location.searchParams.get("error") ?? `HTTP ${res.status}`);
  return { outcome, cookies };
}

/**
 * Signs in over HTTP exactly as the browser form does (csrf → credentials callback) and keeps the cookies.
 * `headers` go on every request (e.g. `X-Forwarded-Proto: https` behind a trusted proxy).
 */
export async function signInOverHttp(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const { cookies } = await passwordAttempt(baseUrl, email, password, headers);
  const { remember, header: cookieHeader } = cookies;
  const trpc = async (path: string, input: unknown, method: "GET" | "POST") => {
    const url =
      method === "GET"
        ? `${baseUrl}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`
        : `${baseUrl}/api/trpc/${path}`;
    const r = await fetch(url, {
      method,
      headers: { ...headers, "content-type": "application/json", cookie: cookieHeader() },
      body: method === "POST" ? JSON.stringify({ json: input }) : undefined,
    });
    return { status: r.status, body: (await r.json()) as { result?: { data: { json: unknown } } } };
  };
  return {
    /** The session's `Cookie` header, for requests made by hand. */
    cookie: cookieHeader,
    query: (path: string, input?: unknown) => trpc(path, input, "GET"),
    mutate: (path: string, input: unknown) => trpc(path, input, "POST"),
    /** The cookies as they stand now, e.g. to replay them after signing out. */
    cookieHeader,
    /** Signs out as the browser's "Sair" does through Auth.js (csrf → POST /api/auth/signout). */
    signOut: async () => {
      const csrf = await fetch(`${baseUrl}/api/auth/csrf`, { headers: { cookie: cookieHeader() } });
      remember(csrf);
      const { csrfToken: token } = (await csrf.json()) as { csrfToken: string };
      const out = await fetch(`${baseUrl}/api/auth/signout`, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
        body: new URLSearchParams({ csrfToken: token }),
      });
      remember(out);
      return out;
    },
  };
}

/** A signed-in session over HTTP (`signInOverHttp`). */
export type Http = Awaited<ReturnType<typeof signInOverHttp>>;

/** A tRPC answer's data, or an error naming the call (`what`) with the status and body it got. */
export const data = <T>(
  r: { status: number; body: { result?: { data: { json: unknown } } } },
  what: string,
): T => {
  if (!r.body.result) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.result.data.json as T;
};
