import { and, eq, inArray } from "drizzle-orm";
import { citeIn, computeFine, type FineResult, isRegulated, lawOf, RulesInputError } from "@/domain";
import { citations, citySettings } from "@/server/db/schema";
import { DomainError, invalidField } from "@/server/errors";
import type { CityScope } from "../scope";
import { paymentDeadline, startOf } from "./deadlines";
import type { IssueCitationInput } from "./issue";

/**
 * Final decisions of this city against the offender: its history for reincidence (IN art. 31, CM art. 68…).
 * Where the law has a final-decision stage (CM art. 107), a first decision still open to appeal is not final
 * yet: it counts from the final decision's notice, once recorded.
 */
async function offenderHistory(city: CityScope, offenderOrgId: string) {
  const rows = await city.db
    .select({
      article: citations.article,
      decidedAt: citations.decidedAt,
      finalNoticedAt: citations.finalNoticedAt,
      deadlines: citations.deadlines,
    })
    .from(citations)
    .where(
      and(
        eq(citations.orgId, city.orgId),
        eq(citations.offenderOrgId, offenderOrgId),
        inArray(citations.status, ["upheld", "paid", "overdue"]),
      ),
    );
  return rows.flatMap((r) => {
    const payment = paymentDeadline(r.deadlines);
    const final = payment && startOf(payment) === "finalNotice" ? r.finalNoticedAt : r.decidedAt;
    return final ? [{ article: r.article, decidedAt: final.toISOString() }] : [];
  });
}

async function fineConfig(city: CityScope) {
  const [s] = await city.db.select().from(citySettings).where(eq(citySettings.orgId, city.orgId));
  if (!s) return undefined;
  return {
    ...(s.updateFactor !== null ? { updateFactor: Number(s.updateFactor) } : {}),
    ...(s.upfCents !== null ? { upfCents: s.upfCents } : {}),
    ...(s.annex ? { annex: s.annex } : {}),
  };
}

/**
 * What the city must configure before this fine can be computed, in pt-BR without the engine's input
 * names; the field `fineConfig` tells the screen to offer the way to the settings screen.
 */
const CONFIG_MESSAGE: Record<string, (article: string | undefined) => string> = {
  "fineConfig.updateFactor": (a) =>
    `Antes da primeira multa deste ano, informe o fator de atualização dos valores da lei${citeIn(a ?? null)} na configuração da fiscalização.`,
  "fineConfig.upfCents": (a) =>
    `As multas deste município são em UPF: informe o valor vigente da UPF${citeIn(a ?? null)} na configuração da fiscalização.`,
  "fineConfig.annex": (a) =>
    `O valor desta multa está no Anexo da lei${citeIn(a ?? null)}: cadastre-o para este artigo na configuração da fiscalização.`,
};

/** The article of the municipality's law that delegates each configured value (its module's `settings`). */
function configArticle(municipality: CityScope["municipality"], path: string): string | undefined {
  const needs = lawOf(municipality).settings;
  const need =
    path === "fineConfig.updateFactor"
      ? needs.updateFactor
      : path === "fineConfig.upfCents"
        ? needs.upfValue
        : path === "fineConfig.annex"
          ? needs.annex
          : null;
  return need && isRegulated(need) ? need.article : undefined;
}

/** Field name the screens read to offer the settings screen (`/fiscalizacao/configuracao`). */
export const FINE_CONFIG_FIELD = "fineConfig";

/** `computeFine` with the offender's history and the city's configuration; rules errors become pt-BR 400s. */
export async function fineFor(
  city: CityScope,
  input: Pick<IssueCitationInput, "article" | "severity" | "aggravating" | "attenuating">,
  offenderOrgId: string,
  at: Date,
): Promise<FineResult> {
  try {
    return computeFine({
      municipality: city.municipality.id,
      article: input.article.trim(),
      at: at.toISOString(),
      ...(input.severity ? { severity: input.severity } : {}),
      ...(input.aggravating?.length || input.attenuating?.length
        ? { circumstances: { aggravating: input.aggravating ?? [], attenuating: input.attenuating ?? [] } }
        : {}),
      history: { priorInfractions: await offenderHistory(city, offenderOrgId) },
      fineConfig: await fineConfig(city),
    } as Parameters<typeof computeFine>[0]);
  } catch (e) {
    if (!(e instanceof RulesInputError)) throw e;
    const path = e.issues[0]?.path ?? "";
    const key = Object.keys(CONFIG_MESSAGE).find((k) => path.startsWith(k));
    if (key) {
      const message = CONFIG_MESSAGE[key]?.(configArticle(city.municipality, key)) ?? e.message;
      throw invalidField(FINE_CONFIG_FIELD, message);
    }
    throw invalidField(path || "article", e.message);
  }
}

/**
 * The fine a form previews. Where the city must first configure what its law leaves open, the answer
 * says so (`configNeeded`, with the way to the settings screen) instead of failing: a preview is not a
 * refused change, and the browser would log a failed request on every such screen.
 */
export async function finePreview(
  ...args: Parameters<typeof fineFor>
): Promise<FineResult | { configNeeded: string }> {
  try {
    return await fineFor(...args);
  } catch (e) {
    const configNeeded =
      e instanceof DomainError ? e.details.fieldErrors?.[FINE_CONFIG_FIELD]?.[0] : undefined;
    if (configNeeded) return { configNeeded };
    throw e;
  }
}
