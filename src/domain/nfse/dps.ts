import { dpsId, taxIdKind } from "./ids";
import { brasiliaDate, brasiliaDateTime } from "./time";
import { el, group, money, plainText } from "./xml";

export const NFSE_NAMESPACE = "http://www.sped.fazenda.gov.br/nfse";
export const LAYOUT_VERSION = "1.01";

export type NfseEnvironment = "restricted" | "production";
/** tpAmb: 1 produção, 2 homologação (produção restrita). */
export const TP_AMB: Record<NfseEnvironment, "1" | "2"> = { production: "1", restricted: "2" };

/** Situação perante o Simples Nacional (opSimpNac): not an optant, MEI, or ME/EPP. */
export type SimplesStatus = "none" | "mei" | "me_epp";
const OP_SIMP_NAC: Record<SimplesStatus, string> = { none: "1", mei: "2", me_epp: "3" };

/** Cancellation reasons of event e101101 (TSCodJustCanc). */
export const CANCEL_REASONS = { "1": "Erro na emissão", "2": "Serviço não prestado", "9": "Outros" } as const;
export type CancelReason = keyof typeof CANCEL_REASONS;

/** Substitution reasons of the `subst` group (TSCodJustSubst). */
export const SUBSTITUTION_REASONS = {
  "01": "Desenquadramento do Simples Nacional",
  "02": "Enquadramento no Simples Nacional",
  "03": "Inclusão retroativa de imunidade/isenção",
  "04": "Exclusão retroativa de imunidade/isenção",
  "05": "Rejeição pelo tomador",
  "99": "Outros",
} as const;
export type SubstitutionReason = keyof typeof SUBSTITUTION_REASONS;

/** LC 116/2003 item 7.09 (coleta, remoção e destinação de resíduos): caçamba with the removal of its waste. */
export const DEFAULT_TRIB_NAC = "070901";

export interface DpsFacts {
  environment: NfseEnvironment;
  issuedAt: Date;
  appVersion: string;
  series: string;
  number: number;
  /** Municipality of the issuer (cLocEmi), IBGE code. */
  issuerMunicipalityIbge: string;
  provider: {
    cnpj: string;
    municipalRegistration: string | null;
    simples: SimplesStatus;
  };
  taker: { taxId: string; name: string; email?: string | null };
  service: {
    /** Where the service is done (LC 116 art. 3º, VI: the ISS is due there), IBGE code. */
    placeIbge: string;
    tribNac: string;
    tribMun?: string | null;
    description: string;
  };
  valueCents: number;
  /** ISS rate in percent with 2 places (pAliq): given only by Simples ME/EPP optants. */
  issRatePercent?: number | null;
  /** Approximate total tax rate of the Simples (pTotTribSN), in percent. */
  simplesTotalPercent?: number | null;
  substitutes?: { accessKey: string; reason: SubstitutionReason; text: string } | null;
}

const percent = (value: number) => value.toFixed(2);

function taxIdElement(taxId: string) {
  return taxIdKind(taxId) === "cpf" ? el("CPF", taxId) : el("CNPJ", taxId);
}

/**
 * The unsigned DPS (Declaração de Prestação de Serviço) of layout 1.01, in schema order. The IBS/CBS
 * group (optional in 1.01) is left out. The caller validates it against the XSD and signs `infDPS`.
 */
export function buildDps(f: DpsFacts): { id: string; xml: string } {
  const id = dpsId({
    municipalityIbge: f.issuerMunicipalityIbge,
    taxId: f.provider.cnpj,
    series: f.series,
    number: f.number,
  });
  const simples = f.provider.simples !== "none";
  const regTrib = group(
    "regTrib",
    el("opSimpNac", OP_SIMP_NAC[f.provider.simples]),
    f.provider.simples === "me_epp" ? el("regApTribSN", "1") : "",
    el("regEspTrib", "0"),
  );
  const subst = f.substitutes
    ? group(
        "subst",
        el("chSubstda", f.substitutes.accessKey),
        el("cMotivo", f.substitutes.reason),
        el("xMotivo", plainText(f.substitutes.text, 255)),
      )
    : "";
  const totTrib =
    simples && f.simplesTotalPercent != null
      ? el("pTotTribSN", percent(f.simplesTotalPercent))
      : el("indTotTrib", "0");
  const infDps = [
    el("tpAmb", TP_AMB[f.environment]),
    el("dhEmi", brasiliaDateTime(f.issuedAt)),
    el("verAplic", f.appVersion),
    el("serie", f.series),
    el("nDPS", f.number),
    el("dCompet", brasiliaDate(f.issuedAt)),
    el("tpEmit", "1"),
    el("cLocEmi", f.issuerMunicipalityIbge),
    subst,
    group("prest", el("CNPJ", f.provider.cnpj), el("IM", f.provider.municipalRegistration), regTrib),
    group(
      "toma",
      taxIdElement(f.taker.taxId),
      el("xNome", plainText(f.taker.name, 300)),
      el("email", f.taker.email ? plainText(f.taker.email, 80) : null),
    ),
    group(
      "serv",
      group("locPrest", el("cLocPrestacao", f.service.placeIbge)),
      group(
        "cServ",
        el("cTribNac", f.service.tribNac),
        el("cTribMun", f.service.tribMun),
        el("xDescServ", plainText(f.service.description, 2000)),
      ),
    ),
    group(
      "valores",
      group("vServPrest", el("vServ", money(f.valueCents))),
      group(
        "trib",
        group(
          "tribMun",
          el("tribISSQN", "1"),
          el("tpRetISSQN", "1"),
          f.provider.simples === "me_epp" && f.issRatePercent != null
            ? el("pAliq", percent(f.issRatePercent))
            : "",
        ),
        group("totTrib", totTrib),
      ),
    ),
  ].join("");
  return {
    id,
    xml: `<DPS xmlns="${NFSE_NAMESPACE}" versao="${LAYOUT_VERSION}"><infDPS Id="${id}">${infDps}</infDPS></DPS>`,
  };
}
