import { and, desc, eq } from "drizzle-orm";
import { danfseFacts } from "@/domain/nfse/danfse";
import { type NfseNote, readNote } from "@/domain/nfse/note";
import { describeRejection } from "@/domain/nfse/rejections";
import { NFSE_STATUS_LABEL } from "@/domain/nfse/status";
import type { Db, DbOrTx } from "@/server/db/client";
import { nfseDocuments } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { type DanfseInput, renderDanfsePdf } from "@/server/pdf/danfse/render";
import type { OrgScope } from "@/server/services/context";
import { getInvoice } from "@/server/services/invoicing/read";
import { officialDanfse } from "./official-danfse";
import { loadNfseSettings } from "./settings";

export type NfseDocument = typeof nfseDocuments.$inferSelect;

export async function loadDocument(db: DbOrTx, orgId: string, id: string): Promise<NfseDocument | null> {
  const [row] = await db
    .select()
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.orgId, orgId), eq(nfseDocuments.id, id)));
  return row ?? null;
}

/** Every DPS/NFS-e of an invoice, newest first. */
export function documentsOf(db: DbOrTx, orgId: string, invoiceId: string) {
  return db
    .select()
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.orgId, orgId), eq(nfseDocuments.invoiceId, invoiceId)))
    .orderBy(desc(nfseDocuments.createdAt), desc(nfseDocuments.number));
}

/** The invoice's note now in force (authorised), if any. */
export async function authorisedOf(db: DbOrTx, orgId: string, invoiceId: string) {
  return (await documentsOf(db, orgId, invoiceId)).find((d) => d.status === "authorised") ?? null;
}

const noteOf = (xml: string | null): NfseNote | null => {
  if (!xml) return null;
  try {
    return readNote(xml);
  } catch {
    return null;
  }
};

/**
 * What the invoice page shows of one document: no XML, no signature; rejections as pt-BR sentences;
 * the note's processing time and the values the Sefin computed, read from the note itself.
 */
export function documentView(d: NfseDocument) {
  const note = noteOf(d.nfseXml);
  return {
    id: d.id,
    series: d.series,
    number: d.number,
    dpsId: d.dpsId,
    environment: d.environment,
    status: d.status,
    statusLabel: NFSE_STATUS_LABEL[d.status],
    substitutes: d.substitutesId !== null,
    accessKey: d.accessKey,
    nfseNumber: d.nfseNumber,
    authorisedAt: d.authorisedAt,
    processedAt: note?.processedAt ?? null,
    issRatePercent: note?.values.issRatePercent ?? null,
    issCents: note?.values.issCents ?? null,
    netCents: note?.values.netCents ?? null,
    officialDanfse: d.danfsePdf !== null,
    cancelledAt: d.cancelledAt,
    cancelReason: d.cancelReason,
    cancelText: d.cancelText,
    attempts: d.attempts,
    problems: (d.rejection ?? []).map((r) => describeRejection(r.code, r.text)),
    lastError: d.status === "verifying" ? d.lastError : null,
  };
}

export type NfseDocumentView = ReturnType<typeof documentView>;

export async function invoiceNfseView(db: DbOrTx, orgId: string, invoiceId: string) {
  return (await documentsOf(db, orgId, invoiceId)).map(documentView);
}

type InvoiceView = Awaited<ReturnType<typeof getInvoice>>;
type PrintableNote = NfseDocument & {
  accessKey: string;
  nfseXml: string;
  status: "authorised" | "cancelled" | "substituted";
};
const PRINTABLE = ["authorised", "cancelled", "substituted"] as const;
const printable = (d: NfseDocument): d is PrintableNote =>
  !!d.accessKey && !!d.nfseXml && (PRINTABLE as readonly string[]).includes(d.status);

/**
 * The note an invoice's DANFSe and XML show: the one in force, or else its last cancelled/substituted
 * one. Access as the invoice's (`getInvoice`: the hauler that issued it, or its client); 404 without one.
 */
async function printableNote(scope: OrgScope, invoiceId: string) {
  const invoice = await getInvoice(scope, invoiceId);
  const docs = await documentsOf(scope.db, invoice.orgId, invoiceId);
  const doc = docs.find((d) => d.status === "authorised") ?? docs.find(printable);
  if (!doc || !printable(doc)) throw notFound("NFS-e desta fatura");
  return { invoice, doc };
}

async function danfseOf(db: DbOrTx, invoice: InvoiceView, doc: PrintableNote): Promise<DanfseInput> {
  const settings = await loadNfseSettings(db, invoice.orgId);
  return {
    facts: danfseFacts(doc.nfseXml),
    status: doc.status,
    provider: {
      name: invoice.haulerName,
      taxId: invoice.haulerTaxId,
      municipalRegistration: settings?.municipalRegistration ?? null,
    },
    taker: { name: invoice.clientName, taxId: invoice.clientTaxId },
    invoiceNumber: invoice.number,
  };
}

/** What the DANFSe of an invoice prints, for the hauler or its client. */
export async function danfseInput(scope: OrgScope, invoiceId: string): Promise<DanfseInput> {
  const { invoice, doc } = await printableNote(scope, invoiceId);
  return danfseOf(scope.db, invoice, doc);
}

/**
 * The DANFSe file of an invoice's note: the official one (kept, or asked of the ADN now), else the
 * local rendering, which says on its face that it stands in for the official one.
 */
export async function danfseFile(scope: OrgScope, invoiceId: string) {
  const { invoice, doc } = await printableNote(scope, invoiceId);
  const official = await officialDanfse(scope.db, doc);
  const pdf = official ?? (await renderDanfsePdf(await danfseOf(scope.db, invoice, doc)));
  return { fileName: `DANFSe-${doc.nfseNumber ?? doc.accessKey}.pdf`, official: official !== null, pdf };
}

/** The NFS-e XML as the Sefin gave it (the fiscal document itself), for the hauler or its client. */
export async function nfseXmlFile(scope: OrgScope, invoiceId: string) {
  const { doc } = await printableNote(scope, invoiceId);
  return { fileName: `NFSe-${doc.accessKey}.xml`, xml: doc.nfseXml };
}

/**
 * The DANFSe of one authorised note by its access key, read as its hauler (no person asks: the
 * outboxes attach it to the note's notice when they send it): the official one, else the local
 * rendering. Null when there is no such note.
 */
export async function danfseOfNote(
  db: Db,
  orgId: string,
  accessKey: string,
): Promise<{ nfseNumber: string; official: boolean; pdf: Buffer } | null> {
  const [doc] = await db
    .select()
    .from(nfseDocuments)
    .where(and(eq(nfseDocuments.orgId, orgId), eq(nfseDocuments.accessKey, accessKey)));
  if (!doc || !printable(doc)) return null;
  const official = await officialDanfse(db, doc);
  const asHauler: OrgScope = { db, orgId, userId: "", orgKind: "hauler", role: "admin", isManager: false };
  const pdf =
    official ?? (await renderDanfsePdf(await danfseOf(db, await getInvoice(asHauler, doc.invoiceId), doc)));
  return { nfseNumber: doc.nfseNumber ?? accessKey, official: official !== null, pdf };
}
