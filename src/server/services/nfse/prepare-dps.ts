import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { buildDps, type SubstitutionReason } from "@/domain/nfse/dps";
import type { Db, DbOrTx } from "@/server/db/client";
import { nfseDocuments } from "@/server/db/schema";
import { conflict } from "@/server/errors";
import { writeAudit } from "@/server/services/audit/write";
import { nextCounterValue } from "@/server/services/counters";
import { lockInvoice } from "@/server/services/invoicing/transitions";
import { openIdentity } from "./cert-store";
import type { NfseDocument } from "./documents";
import { dpsFactsOf } from "./facts";
import { checkMunicipalities } from "./municipal-parameters";
import { dpsCounter, loadNfseSettings } from "./settings";
import { signEnveloped } from "./signature";
import { validateAgainst } from "./xsd";

/**
 * The DPS before it is sent: the hauler's signing set-up and the invoice's DPS made, numbered, checked
 * against the XSD, signed and stored. Sending it and reading the answer are in ./issue.ts.
 */
/** Invoice states from which a note may be issued: the invoice went to the client. */
const ISSUABLE = ["issued", "overdue", "paid"] as const;

/** The hauler's settings and its opened A1, or why there is no note to be made. */
export async function signingSetup(db: DbOrTx, orgId: string, now: Date) {
  const settings = await loadNfseSettings(db, orgId);
  if (!settings?.certCiphertext || !settings.certNotAfter)
    throw conflict("Configure a NFS-e antes: envie o certificado A1 da empresa em Configurações › NFS-e.");
  if (settings.certNotAfter.getTime() <= now.getTime())
    throw conflict("O certificado A1 da empresa venceu: envie o novo em Configurações › NFS-e.");
  return { settings, identity: openIdentity(settings.certCiphertext) };
}

interface Substitution {
  of: NfseDocument;
  reason: SubstitutionReason;
  text: string;
}

/**
 * Makes (or finds) the invoice's DPS, in one transaction with the invoice locked: the live one if
 * there is one; a refused one rebuilt under its own number; else a new number from the series'
 * gapless counter. Built from the invoice, checked against the official XSD before signing, signed,
 * and stored (signed bytes) before anything is sent. An XSD failure rolls back (number included).
 */
export function prepareDps(
  db: Db,
  orgId: string,
  invoiceId: string,
  actorUserId: string | null,
  now: Date,
  substitution: Substitution | null = null,
): Promise<NfseDocument> {
  return db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, orgId, invoiceId);
    if (!(ISSUABLE as readonly string[]).includes(invoice.status))
      throw conflict("Só uma fatura emitida tem NFS-e: emita a fatura antes.");
    const { settings, identity } = await signingSetup(tx, orgId, now);
    const mine = and(
      eq(nfseDocuments.orgId, orgId),
      eq(nfseDocuments.invoiceId, invoiceId),
      substitution
        ? eq(nfseDocuments.substitutesId, substitution.of.id)
        : isNull(nfseDocuments.substitutesId),
    );
    const [live] = await tx
      .select()
      .from(nfseDocuments)
      .where(and(mine, inArray(nfseDocuments.status, ["signed", "verifying", "authorised"])));
    if (live) return live;
    const [refused] = await tx
      .select()
      .from(nfseDocuments)
      .where(
        and(mine, eq(nfseDocuments.status, "rejected"), eq(nfseDocuments.environment, settings.environment)),
      )
      .orderBy(sql`${nfseDocuments.createdAt} desc`)
      .limit(1);
    const series = refused?.series ?? settings.series;
    const facts = await dpsFactsOf(
      tx,
      invoice,
      { ...settings, series },
      { series, number: 0, issuedAt: now },
    );
    // The ADN before the number: a municipality out of the national NFS-e spends none.
    const municipal = await checkMunicipalities(settings.environment, identity, facts);
    const number =
      refused?.number ?? (await nextCounterValue(tx, orgId, dpsCounter(settings.environment, series)));
    const { id: dpsId, xml } = buildDps({
      ...facts,
      number,
      substitutes: substitution && {
        accessKey: substitution.of.accessKey ?? "",
        reason: substitution.reason,
        text: substitution.text,
      },
    });
    const schema = await validateAgainst("DPS_v1.01.xsd", xml);
    if (!schema.valid)
      throw conflict(
        `A DPS não segue o esquema oficial da NFS-e (layout 1.01): ${schema.errors[0] ?? "erro sem descrição"}. Confira os dados da empresa e do cliente.`,
      );
    const signedXml = signEnveloped(xml, "infDPS", identity.keyPem, identity.certPem);
    const values = {
      status: "signed" as const,
      signedXml,
      dpsId,
      rejection: null,
      lastError: null,
      sendingUntil: null,
    };
    const [row] = refused
      ? await tx
          .update(nfseDocuments)
          .set(values)
          .where(and(eq(nfseDocuments.orgId, orgId), eq(nfseDocuments.id, refused.id)))
          .returning()
      : await tx
          .insert(nfseDocuments)
          .values({
            orgId,
            invoiceId,
            substitutesId: substitution?.of.id ?? null,
            environment: settings.environment,
            series,
            number,
            createdBy: actorUserId,
            ...values,
          })
          .returning();
    if (!row) throw new Error("nfse document not written");
    await writeAudit(tx, {
      orgId,
      actorUserId,
      action: "nfse.signed",
      entity: "invoice",
      entityId: invoiceId,
      after: {
        dpsId,
        series,
        number,
        substitutes: substitution?.of.accessKey ?? null,
        // What the ADN said of the place where the ISS is due (its rate applies when it is in the national system).
        placeOfIss: {
          ibge: municipal.place.ibge,
          conveniada: municipal.place.conveniada,
          issRate: municipal.place.issRate,
          source: municipal.place.source,
        },
      },
    });
    return row;
  });
}
