import { and, asc, eq, isNull } from "drizzle-orm";
import { resolveMunicipality } from "@/domain/municipalities";
import { DEFAULT_TRIB_NAC, type DpsFacts } from "@/domain/nfse/dps";
import type { DbOrTx } from "@/server/db/client";
import {
  invoiceLines,
  invoiceOrders,
  type invoices,
  orders,
  orgs,
  priceRowNfse,
  priceRows,
  sites,
} from "@/server/db/schema";
import { conflict } from "@/server/errors";
import { APP_VERSION } from "./config";
import type { NfseSettingsRow } from "./settings";

type Invoice = typeof invoices.$inferSelect;

const ibgeOf = (municipalityId: string) => resolveMunicipality(municipalityId)?.ibge ?? null;

/** The cTribNac of each order's price row (as quoted), or the settings' default. */
async function serviceCodes(
  tx: DbOrTx,
  orgId: string,
  orderRows: { terms: unknown; clientOrgId: string }[],
  fallback: string,
) {
  const codes = new Set<string>();
  for (const o of orderRows) {
    const terms = o.terms as { sizeM3?: number; wasteClass?: string; clientPrice?: boolean } | null;
    if (!terms?.sizeM3 || !terms.wasteClass) {
      codes.add(fallback);
      continue;
    }
    const [row] = await tx
      .select({ tribNac: priceRowNfse.tribNac })
      .from(priceRows)
      .leftJoin(
        priceRowNfse,
        and(eq(priceRowNfse.orgId, priceRows.orgId), eq(priceRowNfse.priceRowId, priceRows.id)),
      )
      .where(
        and(
          eq(priceRows.orgId, orgId),
          eq(priceRows.sizeM3, terms.sizeM3),
          eq(priceRows.wasteClass, terms.wasteClass as "A"),
          terms.clientPrice ? eq(priceRows.clientOrgId, o.clientOrgId) : isNull(priceRows.clientOrgId),
        ),
      );
    codes.add(row?.tribNac ?? fallback);
  }
  return codes.size > 0 ? [...codes] : [fallback];
}

/**
 * Everything a DPS says, read from the invoice, the hauler, the client (tomador) and the sites of its
 * orders (the service's municipality: LC 116 art. 3º, VI). Refused in pt-BR when the invoice spans
 * several municipalities or service codes (one NFS-e each), or a municipality has no IBGE code here.
 */
export async function dpsFactsOf(
  tx: DbOrTx,
  invoice: Invoice,
  settings: NfseSettingsRow,
  dps: { series: string; number: number; issuedAt: Date },
): Promise<DpsFacts> {
  const [hauler] = await tx.select().from(orgs).where(eq(orgs.id, invoice.orgId));
  const [client] = await tx.select().from(orgs).where(eq(orgs.id, invoice.clientOrgId));
  if (!hauler || !client) throw conflict("Empresa ou cliente da fatura não encontrado.");
  const issuerIbge = ibgeOf(hauler.municipalityId);
  if (!issuerIbge)
    throw conflict("O município da empresa não tem código IBGE cadastrado: fale com o suporte.");
  const orderRows = await tx
    .select({ terms: orders.terms, clientOrgId: orders.generatorOrgId, municipalityId: sites.municipalityId })
    .from(invoiceOrders)
    .innerJoin(orders, and(eq(orders.orgId, invoiceOrders.orgId), eq(orders.id, invoiceOrders.orderId)))
    .innerJoin(sites, and(eq(sites.orgId, orders.generatorOrgId), eq(sites.id, orders.siteId)))
    .where(and(eq(invoiceOrders.orgId, invoice.orgId), eq(invoiceOrders.invoiceId, invoice.id)));
  const places = [...new Set(orderRows.map((o) => o.municipalityId))];
  if (places.length > 1)
    throw conflict(
      "Esta fatura tem obras em mais de um município, e o ISS é devido em cada um (LC 116/2003, art. 3º, VI): faça uma fatura por município para emitir a NFS-e.",
    );
  const placeIbge = places[0] ? ibgeOf(places[0]) : issuerIbge;
  if (!placeIbge) throw conflict("O município da obra não tem código IBGE cadastrado: fale com o suporte.");
  const codes = await serviceCodes(tx, invoice.orgId, orderRows, settings.defaultTribNac || DEFAULT_TRIB_NAC);
  if (codes.length > 1)
    throw conflict(
      `Os pedidos desta fatura têm códigos de serviço diferentes (${codes.join(", ")}): faça uma fatura por código para emitir a NFS-e.`,
    );
  const lines = await tx
    .select({ description: invoiceLines.description })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.orgId, invoice.orgId), eq(invoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(invoiceLines.position));
  return {
    environment: settings.environment,
    issuedAt: dps.issuedAt,
    appVersion: APP_VERSION,
    series: settings.series,
    number: dps.number,
    issuerMunicipalityIbge: issuerIbge,
    provider: {
      cnpj: hauler.taxId,
      municipalRegistration: settings.municipalRegistration,
      simples: settings.simples,
    },
    taker: { taxId: client.taxId, name: client.legalName },
    service: {
      placeIbge,
      tribNac: codes[0] ?? DEFAULT_TRIB_NAC,
      description: `Fatura nº ${invoice.number}: ${lines.map((l) => l.description).join("; ")}`,
    },
    valueCents: invoice.totalCents,
    issRatePercent: settings.simplesIssRate,
    simplesTotalPercent: settings.simplesTotalRate,
  };
}
