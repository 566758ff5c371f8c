import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { SubstitutionReason } from "@/domain/nfse/dps";
import { isAccessKey } from "@/domain/nfse/ids";
import { type NfseNote, readNote } from "@/domain/nfse/note";
import { appUrl } from "@/server/app-url";
import type { Db, DbOrTx } from "@/server/db/client";
import { invoices, nfseDocuments, orgs } from "@/server/db/schema";
import { conflict } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { notify } from "@/server/services/notifications/notify";
import { memberIds } from "@/server/services/notifications/recipients";
import { renderTemplate } from "@/server/services/notifications/templates";
import { nfseEndpoints } from "./config";
import { documentView, loadDocument, type NfseDocument } from "./documents";
import { officialDanfse } from "./official-danfse";
import { prepareDps, signingSetup } from "./prepare-dps";
import { checkReasonText } from "./reason";
import { errorsOf, gunzipB64, sefin } from "./sefin-client";

const where = (d: NfseDocument) => and(eq(nfseDocuments.orgId, d.orgId), eq(nfseDocuments.id, d.id));

/** The client's members get the note's number, key and a link to the invoice, where the DANFSe downloads (e-mail, WhatsApp/SMS if opted in). */
async function tellClient(tx: DbOrTx, doc: NfseDocument, accessKey: string, nfseNumber: string | null) {
  const [invoice] = await tx
    .select({ number: invoices.number, clientOrgId: invoices.clientOrgId, haulerName: orgs.legalName })
    .from(invoices)
    .innerJoin(orgs, eq(orgs.id, invoices.orgId))
    .where(and(eq(invoices.orgId, doc.orgId), eq(invoices.id, doc.invoiceId)));
  if (!invoice) return;
  const rendered = renderTemplate("nfse_authorised", [
    nfseNumber ?? "",
    String(invoice.number),
    invoice.haulerName,
    accessKey,
    appUrl(`/faturas/${doc.invoiceId}`),
  ]);
  await notify(tx, {
    event: "nfse_authorised",
    subject: accessKey,
    userIds: await memberIds(tx, invoice.clientOrgId),
    orgId: doc.orgId,
    timeZone: "America/Sao_Paulo",
    now: new Date(),
    render: () => rendered,
  });
}

/** The note as the Sefin wrote it; null when it cannot be read (the answer's key and the XML are kept anyway). */
function noteOf(nfseXml: string): NfseNote | null {
  try {
    return readNote(nfseXml);
  } catch (e) {
    console.error("NFS-e: nota autorizada ilegível", e instanceof Error ? e.message : e);
    return null;
  }
}

/**
 * Stores the authorised note (and marks the note it substitutes), audited; then keeps the official
 * DANFSe if the ADN serves it. Number, key and processing time come from the note itself.
 */
async function authorise(db: Db, doc: NfseDocument, answeredKey: string, nfseXml: string, now: Date) {
  const note = noteOf(nfseXml);
  const accessKey = note?.accessKey ?? answeredKey;
  const number = note?.nfseNumber ?? null;
  const processedAt = note ? new Date(note.processedAt) : now;
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(nfseDocuments)
      .set({
        status: "authorised",
        accessKey,
        nfseNumber: number,
        nfseXml,
        authorisedAt: Number.isNaN(processedAt.getTime()) ? now : processedAt,
        sendingUntil: null,
        lastError: null,
        rejection: null,
      })
      .where(where(doc))
      .returning();
    if (doc.substitutesId)
      await tx
        .update(nfseDocuments)
        .set({ status: "substituted", danfsePdf: null })
        .where(and(eq(nfseDocuments.orgId, doc.orgId), eq(nfseDocuments.id, doc.substitutesId)));
    await tellClient(tx, doc, accessKey, number);
    await writeAudit(tx, {
      orgId: doc.orgId,
      actorUserId: null,
      action: "nfse.authorised",
      entity: "invoice",
      entityId: doc.invoiceId,
      after: {
        dpsId: doc.dpsId,
        accessKey,
        nfseNumber: number,
        dhProc: note?.processedAt ?? null,
        values: note?.values ?? null,
        ...(accessKey !== answeredKey ? { answeredKey } : {}),
      },
    });
    return row ?? doc;
  });
  const danfsePdf = await officialDanfse(db, row).catch(() => null);
  return { ...row, danfsePdf };
}

async function leaveVerifying(db: Db, doc: NfseDocument, reason: string) {
  const [row] = await db
    .update(nfseDocuments)
    .set({ status: "verifying", sendingUntil: null, lastError: reason })
    .where(where(doc))
    .returning();
  return row ?? doc;
}

/** Fetches the note the Sefin made from this DPS and keeps it; null when it made none (or did not say). */
async function fetchTaken(
  db: Db,
  doc: NfseDocument,
  identity: { keyPem: string; certPem: string },
  now: Date,
) {
  const endpoints = nfseEndpoints(doc.environment);
  const found = await sefin.findDps(endpoints, identity, doc.dpsId);
  if (found.kind === "no_answer") return { kind: "unknown" as const, reason: found.reason };
  const key = String(found.body.chaveAcesso ?? "");
  if (found.status !== 200 || !isAccessKey(key)) return { kind: "absent" as const };
  const note = await sefin.getNfse(endpoints, identity, key);
  if (note.kind === "no_answer" || note.status !== 200)
    return { kind: "unknown" as const, reason: "NFS-e não lida" };
  return {
    kind: "taken" as const,
    row: await authorise(db, doc, key, gunzipB64(note.body.nfseXmlGZipB64), now),
  };
}

const LEASE_MARGIN_MS = 2_000;

/**
 * Sends a stored DPS, once at a time across processes (a lease on the row), and keeps the answer.
 * A DPS that may have been sent before ("em verificação") is first asked for with GET /dps/{id};
 * only when the Sefin has none are the same signed bytes sent again. A timeout, a reset or a 5xx
 * leaves it "em verificação" for the next attempt; a refusal leaves it "recusada" with its codes.
 */
export async function deliverDps(db: Db, orgId: string, id: string, now = new Date()): Promise<NfseDocument> {
  const current = await loadDocument(db, orgId, id);
  if (!current) throw conflict("DPS não encontrada.");
  const endpoints = nfseEndpoints(current.environment);
  // Up to three calls, each bounded by the timeout: past that the sender is gone (killed) and another may take it.
  const leaseUntil = new Date(Date.now() + endpoints.timeoutMs * 3 + LEASE_MARGIN_MS);
  const [doc] = await db
    .update(nfseDocuments)
    .set({ sendingUntil: leaseUntil, attempts: sql`${nfseDocuments.attempts} + 1` })
    .where(
      and(
        where(current),
        inArray(nfseDocuments.status, ["signed", "verifying"]),
        or(isNull(nfseDocuments.sendingUntil), lt(nfseDocuments.sendingUntil, new Date())),
      ),
    )
    .returning();
  if (!doc) return current;
  const { identity } = await signingSetup(db, orgId, now);
  if (doc.status === "verifying") {
    const earlier = await fetchTaken(db, doc, identity, now);
    if (earlier.kind === "taken") return earlier.row;
    if (earlier.kind === "unknown") return leaveVerifying(db, doc, earlier.reason);
  }
  // Marked before the bytes leave: a process killed mid-send leaves it "em verificação".
  const [sending = doc] = await db
    .update(nfseDocuments)
    .set({ status: "verifying", lastError: "enviada, aguardando resposta" })
    .where(where(doc))
    .returning();
  const answer = await sefin.sendDps(endpoints, identity, doc.signedXml);
  if (answer.kind === "no_answer") return leaveVerifying(db, sending, answer.reason);
  const key = String(answer.body.chaveAcesso ?? "");
  if (answer.status === 201 && isAccessKey(key))
    return authorise(db, doc, key, gunzipB64(answer.body.nfseXmlGZipB64), now);
  const errors = errorsOf(answer.body);
  if (errors.some((e) => e.code === "E0014")) {
    const taken = await fetchTaken(db, doc, identity, now);
    if (taken.kind === "taken") return taken.row;
    return leaveVerifying(db, sending, "E0014 sem nota localizada");
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(nfseDocuments)
      .set({ status: "rejected", rejection: errors, sendingUntil: null, lastError: null })
      .where(where(doc))
      .returning();
    await writeAudit(tx, {
      orgId,
      actorUserId: null,
      action: "nfse.rejected",
      entity: "invoice",
      entityId: doc.invoiceId,
      after: { dpsId: doc.dpsId, errors },
    });
    return row ?? doc;
  });
}

/** One click on the invoice page (or the invoice's issue with auto-issue on): the NFS-e, made or found. */
export async function issueNfse(scope: OrgScope, invoiceId: string, now = new Date()) {
  const doc = await prepareDps(scope.db, scope.orgId, invoiceId, scope.userId, now);
  const done = doc.status === "authorised" ? doc : await deliverDps(scope.db, scope.orgId, doc.id, now);
  return documentView(done);
}

/** Substitutes the invoice's note with a new DPS carrying the `subst` group; the old one becomes "substituída". */
export async function substituteNfse(
  scope: OrgScope,
  input: { invoiceId: string; reason: SubstitutionReason; text: string },
  now = new Date(),
) {
  checkReasonText(input.text);
  const [of] = await scope.db
    .select()
    .from(nfseDocuments)
    .where(
      and(
        eq(nfseDocuments.orgId, scope.orgId),
        eq(nfseDocuments.invoiceId, input.invoiceId),
        eq(nfseDocuments.status, "authorised"),
      ),
    );
  if (!of) throw conflict("Esta fatura não tem NFS-e autorizada para substituir.");
  const doc = await prepareDps(scope.db, scope.orgId, input.invoiceId, scope.userId, now, {
    of,
    reason: input.reason,
    text: input.text,
  });
  const done = doc.status === "authorised" ? doc : await deliverDps(scope.db, scope.orgId, doc.id, now);
  return documentView(done);
}

/**
 * Every DPS left signed or "em verificação" whose lease ran out (a process killed mid-send, a
 * timeout), delivered again: at start and every minute. Returns how many were handled.
 */
export async function recoverNfse(db: Db, now = new Date(), limit = 20): Promise<number> {
  const stuck = await db
    .select({ orgId: nfseDocuments.orgId, id: nfseDocuments.id })
    .from(nfseDocuments)
    .where(
      and(
        inArray(nfseDocuments.status, ["signed", "verifying"]),
        or(isNull(nfseDocuments.sendingUntil), lt(nfseDocuments.sendingUntil, now)),
      ),
    )
    .limit(limit);
  for (const d of stuck) {
    try {
      await deliverDps(db, d.orgId, d.id, now);
    } catch (e) {
      console.error("NFS-e: falha ao recuperar DPS", d.id, e instanceof Error ? e.message : e);
    }
  }
  return stuck.length;
}
