export const ACTIVE_ORG_COOKIE = "cc_org";

export function readActiveOrgCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === ACTIVE_ORG_COOKIE && value) return decodeURIComponent(value);
  }
  return null;
}

/** The `Set-Cookie` value that makes `orgId` the one the user acts in; `Secure` when served over https. */
export function activeOrgCookie(orgId: string, https: boolean): string {
  const secure = https ? "; Secure" : "";
  return `${ACTIVE_ORG_COOKIE}=${encodeURIComponent(orgId)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${60 * 60 * 24 * 365}${secure}`;
}
