/** Identifiers of the Sistema Nacional NFS-e, layout 1.01 (tiposSimples: TSIdDPS, TSIdPedRegEvt). */

export type TaxIdKind = "cpf" | "cnpj";

export const taxIdKind = (digits: string): TaxIdKind => (digits.length === 11 ? "cpf" : "cnpj");

/**
 * "DPS" + issuing municipality (7) + kind of federal id (1: CPF, 2: CNPJ) + CPF/CNPJ (14, CPF
 * left-padded with zeros) + series (5) + number (15): 45 characters.
 */
export function dpsId(input: {
  municipalityIbge: string;
  taxId: string;
  series: string;
  number: number;
}): string {
  const kind = taxIdKind(input.taxId) === "cpf" ? "1" : "2";
  return `DPS${input.municipalityIbge}${kind}${input.taxId.padStart(14, "0")}${input.series.padStart(5, "0")}${String(input.number).padStart(15, "0")}`;
}

/** "PRE" + access key (50) + event type (6): the id of an event request. */
export const eventRequestId = (accessKey: string, eventType: string) => `PRE${accessKey}${eventType}`;

/** A 50-digit access key (chave de acesso), as the NFS-e carries it. */
export const isAccessKey = (text: string) => /^\d{50}$/.test(text);

/** The DPS series the layout takes: 1–5 digits (TSSerieDPS). */
export const isDpsSeries = (text: string) => /^\d{1,5}$/.test(text);
