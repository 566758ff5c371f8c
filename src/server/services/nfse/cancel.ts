import { and, eq } from "drizzle-orm";
import type { CancelReason } from "@/domain/nfse/dps";
import { buildCancelRequest } from "@/domain/nfse/events";
import { describeRejection } from "@/domain/nfse/rejections";
import type { Db } from "@/server/db/client";
import { invoices, nfseDocuments } from "@/server/db/schema";
import { conflict, invalidField, notFound } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import type { OrgScope } from "@/server/services/context";
import { cancelInvoice } from "@/server/services/invoicing/transitions";
import { APP_VERSION, nfseEndpoints } from "./config";
import { documentsOf, documentView, type NfseDocument } from "./documents";
import { signingSetup } from "./prepare-dps";
import { checkReasonText } from "./reason";
import { errorsOf, gunzipB64, sefin } from "./sefin-client";
import { signEnveloped } from "./signature";
import { validateAgainst } from "./xsd";

async function markCancelled(
  db: Db,
  doc: NfseDocument,
  input: { reason: CancelReason; text: string },
  eventXml: string | null,
  actorUserId: string | null,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(nfseDocuments)
      .set({
        status: "cancelled",
        cancelReason: input.reason,
        cancelText: input.text,
        eventXml,
        cancelledAt: now,
        // The official DANFSe kept shows the note in force: the ADN's next one shows it cancelled.
        danfsePdf: null,
      })
      .where(and(eq(nfseDocuments.orgId, doc.orgId), eq(nfseDocuments.id, doc.id)))
      .returning();
    await writeAudit(tx, {
      orgId: doc.orgId,
      actorUserId,
      action: "nfse.cancelled",
      entity: "invoice",
      entityId: doc.invoiceId,
      after: { accessKey: doc.accessKey, reason: input.reason, text: input.text },
    });
    return row ?? doc;
  });
}

/**
 * Cancels a note with event e101101 (reason 1, 2 or 9 and 15–255 characters), signed with the A1
 * and sent to POST /nfse/{chave}/eventos; the event the Sefin returns is kept. E0840 says another
 * event is linked to the note: only when that event is a cancellation already registered
 * (GET /nfse/{chave}/eventos/101101/1, a repeat after a lost answer) is the note marked cancelled.
 * Any other refusal: pt-BR, nothing changed.
 */
export async function cancelDocument(
  db: Db,
  doc: NfseDocument,
  input: { reason: CancelReason; text: string },
  actorUserId: string | null,
  now: Date,
) {
  checkReasonText(input.text);
  if (!doc.accessKey) throw conflict("Esta NFS-e não foi autorizada: não há o que cancelar.");
  const { identity, settings } = await signingSetup(db, doc.orgId, now);
  const { xml } = buildCancelRequest({
    environment: doc.environment,
    at: now,
    appVersion: APP_VERSION,
    authorCnpj: settings.certCnpj ?? "",
    accessKey: doc.accessKey,
    reason: input.reason,
    text: input.text,
  });
  const schema = await validateAgainst("pedRegEvento_v1.01.xsd", xml);
  if (!schema.valid)
    throw conflict(`O pedido de cancelamento não segue o esquema oficial: ${schema.errors[0] ?? ""}`);
  const signed = signEnveloped(xml, "infPedReg", identity.keyPem, identity.certPem);
  const endpoints = nfseEndpoints(doc.environment);
  const answer = await sefin.sendEvent(endpoints, identity, doc.accessKey, signed);
  if (answer.kind === "no_answer")
    throw conflict(
      `A Sefin Nacional não respondeu (${answer.reason}). Tente de novo: repetir o pedido é seguro (um cancelamento já registrado é reconhecido).`,
    );
  if (answer.status === 201 || answer.status === 200)
    return markCancelled(db, doc, input, gunzipB64(answer.body.eventoXmlGZipB64), actorUserId, now);
  const errors = errorsOf(answer.body);
  if (errors.some((e) => e.code === "E0840")) {
    const registered = await sefin.getEvent(endpoints, identity, doc.accessKey, "101101", 1);
    if (registered.kind === "answer" && registered.status === 200 && registered.body.eventoXmlGZipB64)
      return markCancelled(db, doc, input, gunzipB64(registered.body.eventoXmlGZipB64), actorUserId, now);
  }
  throw conflict(errors.map((e) => describeRejection(e.code, e.text)).join(" "));
}

async function loadInvoice(scope: OrgScope, id: string) {
  const [row] = await scope.db
    .select({ paidCents: invoices.paidCents })
    .from(invoices)
    .where(and(eq(invoices.orgId, scope.orgId), eq(invoices.id, id)));
  if (!row) throw notFound("Fatura");
  return row;
}

async function authorisedDoc(scope: OrgScope, invoiceId: string) {
  const docs = await documentsOf(scope.db, scope.orgId, invoiceId);
  if (docs.some((d) => d.status === "signed" || d.status === "verifying"))
    throw conflict(
      "A NFS-e desta fatura está em verificação na Sefin: aguarde a resposta antes de cancelar.",
    );
  return docs.find((d) => d.status === "authorised") ?? null;
}

/** The invoice page's "Cancelar NFS-e": the note only; the invoice stays as it is. */
export async function cancelNfse(
  scope: OrgScope,
  input: { invoiceId: string; reason: CancelReason; text: string },
  now = new Date(),
) {
  const doc = await authorisedDoc(scope, input.invoiceId);
  if (!doc) throw conflict("Esta fatura não tem NFS-e autorizada para cancelar.");
  return documentView(await cancelDocument(scope.db, doc, input, scope.userId, now));
}

/**
 * Cancelling an invoice cancels its NFS-e first (with the reason the law asks for); if the Sefin
 * refuses, the invoice stays as it was and the reason is said.
 */
export async function cancelInvoiceAndNfse(
  scope: OrgScope,
  input: { id: string; reason: string; nfse?: { reason: CancelReason; text: string } },
  now = new Date(),
) {
  const invoice = await loadInvoice(scope, input.id);
  if (invoice.paidCents > 0)
    throw conflict("Esta fatura já recebeu pagamento: estorne o pagamento antes de cancelar.");
  const doc = await authorisedDoc(scope, input.id);
  if (doc) {
    if (!input.nfse)
      throw invalidField(
        "nfseText",
        "Esta fatura tem NFS-e autorizada: escolha o motivo do cancelamento da nota e descreva-o (15 a 255 caracteres).",
      );
    await cancelDocument(scope.db, doc, input.nfse, scope.userId, now);
  }
  return cancelInvoice(scope, input.id, input.reason, now);
}
