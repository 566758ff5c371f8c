import { FINE_CLASSES, type FineClass } from "../fines/schema";
import { lawOf } from "./registry";
import { isRegulated, type Municipality } from "./types";

/**
 * What the city's screens show for a law, read from its module: the settings the law leaves to the city,
 * and the auto de infração fields only some laws use. The forms render exactly these.
 */

export interface SettingsField {
  name: "updateFactor" | "upfCents" | "annex";
  label: string;
  description: string;
  article: string;
  /** A provision as the law numbers it, for examples. */
  example: string;
}

export function citySettingsFields(municipality: Municipality | string): SettingsField[] {
  const law = lawOf(municipality);
  const { updateFactor, upfValue, annex } = law.settings;
  const fields: SettingsField[] = [];
  if (isRegulated(updateFactor))
    fields.push({
      name: "updateFactor",
      label: "Fator de atualização acumulado das multas",
      description: `Desde ${updateFactor.baseYear}, ${updateFactor.index} (${updateFactor.article}). 1 = valores da lei.`,
      article: updateFactor.article,
      example: law.texts.auto.example,
    });
  if (isRegulated(upfValue))
    fields.push({
      name: "upfCents",
      label: `Valor da ${upfValue.unit} (R$)`,
      description: `As multas são em ${upfValue.unit} (${upfValue.article}).`,
      article: upfValue.article,
      example: law.texts.auto.example,
    });
  if (isRegulated(annex))
    fields.push({
      name: "annex",
      label: `Anexo de multas (${annex.article})`,
      description: `Uma linha por artigo: ${law.texts.auto.example} = 1.000,00`,
      article: annex.article,
      example: law.texts.auto.example,
    });
  return fields;
}

const CLASS_LABEL: Record<FineClass, string> = {
  leve: "Leve",
  media: "Média",
  grave: "Grave",
  muito_grave: "Muito grave",
  gravissima: "Gravíssima",
};

export interface CitationFields {
  severity: { label: string; options: { value: FineClass; label: string }[] } | null;
  circumstances: { aggravatingLabel: string; attenuatingLabel: string } | null;
  amountInRange: { label: string } | null;
}

export function citationFields(municipality: Municipality | string): CitationFields {
  const { severity, circumstances, amountInRange } = lawOf(municipality).citation;
  return {
    severity: isRegulated(severity)
      ? {
          label: `Gravidade (${severity.article})`,
          options: FINE_CLASSES.map((value) => ({ value, label: CLASS_LABEL[value] })),
        }
      : null,
    circumstances: isRegulated(circumstances)
      ? {
          aggravatingLabel: `Agravantes (${circumstances.aggravating})`,
          attenuatingLabel: `Atenuantes (${circumstances.attenuating})`,
        }
      : null,
    amountInRange: isRegulated(amountInRange)
      ? { label: `Valor da multa (R$), quando a lei dá uma faixa (${amountInRange.article})` }
      : null,
  };
}
