/**
 * What two hosts must show, each a check that returns its figures and throws (pt-BR) when it fails:
 * a session signed in on one works on the other, a file uploaded through one is served by the other,
 * the e-mail outbox job delivers each e-mail once across all the processes, and a host killed mid-write
 * loses nothing it acknowledged.
 */
import { randomBytes } from "node:crypto";
import { inArray, like } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { ctrs, emailOutbox } from "../../src/server/db/schema";
import { DEMO_PASSWORD } from "../../src/server/db/seed/demo-accounts";
import { signInOverHttp } from "../../tests/e2e/helpers/http-session";
import type { AppHost } from "./app-host";
import type { Delivery } from "./services";

const getPath = (id: string) =>
  `/api/trpc/ctr.hauler.get?input=${encodeURIComponent(JSON.stringify({ json: { id } }))}`;

function fail(message: string): never {
  throw new Error(`bench:scale: ${message}`);
}

export async function sessionAcrossHosts(a: AppHost, b: AppHost, ctrId: string): Promise<string> {
  const session = await signInOverHttp(a.url, "despacho@demo.cacambacerta.com.br", DEMO_PASSWORD);
  const onB = await fetch(`${b.url}${getPath(ctrId)}`, { headers: { cookie: session.cookie() } });
  const anonymous = await fetch(`${b.url}${getPath(ctrId)}`);
  if (onB.status !== 200) fail(`a sessão aberta em ${a.net.ns} não vale em ${b.net.ns} (HTTP ${onB.status})`);
  if (anonymous.status !== 401)
    fail(`sem sessão, ${b.net.ns} respondeu HTTP ${anonymous.status} (esperado 401)`);
  return `sessão aberta em ${a.net.ns} lê o CTR em ${b.net.ns} (200; sem a sessão, 401)`;
}

/** A one-page PDF: what the upload's sniffing accepts for a licence document. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export async function fileAcrossHosts(a: AppHost, b: AppHost): Promise<string> {
  const session = await signInOverHttp(a.url, "admin@demo.cacambacerta.com.br", DEMO_PASSWORD);
  const body = Buffer.concat([PDF, Buffer.from(`%${randomBytes(8).toString("hex")}\n`)]);
  const up = await fetch(`${a.url}/api/files?purpose=licence_document&name=alvara-escala.pdf`, {
    method: "POST",
    headers: { cookie: session.cookie(), "content-type": "application/pdf" },
    body,
  });
  if (up.status !== 201)
    fail(`o envio do arquivo por ${a.net.ns} falhou (HTTP ${up.status}: ${await up.text()})`);
  const { id } = (await up.json()) as { id: string };
  const down = await fetch(`${b.url}/api/files/${id}`, { headers: { cookie: session.cookie() } });
  const bytes = Buffer.from(await down.arrayBuffer());
  if (down.status !== 200 || !bytes.equals(body))
    fail(
      `${b.net.ns} não serviu o arquivo enviado por ${a.net.ns} (HTTP ${down.status}, ${bytes.length} bytes)`,
    );
  return `arquivo de ${body.length} bytes enviado por ${a.net.ns}, servido igual por ${b.net.ns} (objeto no S3)`;
}

/** `count` e-mails in the outbox; every process of every host runs the job; each must arrive once. */
export async function jobsOnce(db: Db, deliveries: Delivery[], count: number): Promise<string> {
  const tag = randomBytes(4).toString("hex");
  const to = Array.from({ length: count }, (_, i) => `escala-${tag}-${i}@exemplo.com.br`);
  await db
    .insert(emailOutbox)
    .values(
      to.map((address) => ({ to: address, template: "bench", subject: "Escala", text: "Uma vez só." })),
    );
  const deadline = Date.now() + 90_000;
  for (;;) {
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.to, `escala-${tag}-%`));
    if (rows.every((r) => r.status === "sent")) break;
    if (Date.now() > deadline)
      fail(`${rows.filter((r) => r.status !== "sent").length} e-mails não saíram em 90 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  // Late duplicates, if any, would arrive within a round of the job.
  await new Promise((r) => setTimeout(r, 2_000));
  const ours = deliveries.filter((d) => d.to.startsWith(`escala-${tag}-`));
  const perAddress = new Map<string, number>();
  for (const d of ours) perAddress.set(d.to, (perAddress.get(d.to) ?? 0) + 1);
  const twice = [...perAddress.values()].filter((n) => n > 1).length;
  if (ours.length !== count || twice > 0)
    fail(`${count} e-mails na fila, ${ours.length} entregas (${twice} endereços receberam mais de uma)`);
  const byHost = new Map<string, number>();
  for (const d of ours) byHost.set(d.from, (byHost.get(d.from) ?? 0) + 1);
  const split = [...byHost].map(([from, n]) => `${n} por ${from}`).join(", ");
  return `${count} e-mails da fila entregues uma vez cada (${split})`;
}

export interface KillResult {
  acknowledged: number;
  lost: number;
  notAcknowledged: number;
  storedBeyond: number;
}

/**
 * Clients issue CTRs through the balancer; after `killAfterMs` the victim host is killed (SIGKILL to all
 * its processes); the load goes on for as long again. Every acknowledged issuance (200 with its id) must
 * be a stored CTR.
 */
export async function killMidWrite(o: {
  db: Db;
  balancerUrl: string;
  cookie: string;
  input: unknown;
  victim: AppHost;
  clients: number;
  killAfterMs: number;
}): Promise<KillResult> {
  const acknowledged: string[] = [];
  let notAcknowledged = 0;
  const before = await o.db.$count(ctrs);
  const end = Date.now() + o.killAfterMs * 2;
  const killed = new Promise<void>((resolve) =>
    setTimeout(() => void o.victim.kill().then(resolve), o.killAfterMs),
  );
  await Promise.all(
    Array.from({ length: o.clients }, async () => {
      while (Date.now() < end) {
        try {
          const r = await fetch(`${o.balancerUrl}/api/trpc/ctr.hauler.issue`, {
            method: "POST",
            headers: { cookie: o.cookie, "content-type": "application/json" },
            body: JSON.stringify({ json: o.input }),
          });
          const body = (await r.json()) as { result?: { data?: { json?: { id?: string } } } };
          const id = body.result?.data?.json?.id;
          if (r.status === 200 && id) acknowledged.push(id);
          else notAcknowledged++;
        } catch {
          notAcknowledged++;
        }
      }
    }),
  );
  await killed;
  let found = 0;
  for (let i = 0; i < acknowledged.length; i += 500)
    found += await o.db.$count(ctrs, inArray(ctrs.id, acknowledged.slice(i, i + 500)));
  const stored = (await o.db.$count(ctrs)) - before;
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.length - found,
    notAcknowledged,
    storedBeyond: stored - found,
  };
}
