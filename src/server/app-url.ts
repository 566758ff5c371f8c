/** Base URL for links in e-mails and QR codes: `APP_URL`, else the local server. */
export function appUrl(path = ""): string {
  const base = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  return `${base.replace(/\/$/, "")}${path}`;
}
