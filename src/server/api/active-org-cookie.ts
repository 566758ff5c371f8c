export const ACTIVE_ORG_COOKIE = "cc_org";

export function readActiveOrgCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === ACTIVE_ORG_COOKIE && value) return decodeURIComponent(value);
  }
  return null;
}
