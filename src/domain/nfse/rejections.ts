/**
 * What the Sefin Nacional's rejection codes mean to the hauler: the field to fix and how, in pt-BR.
 * Codes marked `confirmed: false` were not found in a public source we could check; the local fake
 * answers with them and the text says what we know.
 */
export interface Rejection {
  /** Where to fix it: a screen field, the certificate, or the note itself. */
  field: string;
  fix: string;
  confirmed: boolean;
}

export const REJECTIONS: Record<string, Rejection> = {
  E0014: {
    field: "Número da DPS",
    fix: "Esta DPS já foi recebida pela Sefin: a nota é consultada e guardada, sem reenviar.",
    confirmed: true,
  },
  E0310: {
    field: "Código de tributação nacional (tabela de preços)",
    fix: "O código não existe na lista nacional de serviços: use 070901 (LC 116, item 7.09) ou o código certo da linha de preço.",
    confirmed: true,
  },
  E0718: {
    field: "Certificado A1 (Configurações da NFS-e)",
    fix: "A DPS foi assinada com um certificado diferente do usado na conexão: envie de novo o e-CNPJ A1 da empresa.",
    confirmed: true,
  },
  E0714: {
    field: "Assinatura da DPS",
    fix: "A assinatura não confere com o conteúdo: a DPS foi alterada depois de assinada. Emita de novo; se repetir, fale com o suporte.",
    confirmed: false,
  },
  E0840: {
    field: "Cancelamento",
    fix: "Esta NFS-e já tem um evento de cancelamento registrado: nada mais a fazer.",
    confirmed: true,
  },
  E1228: {
    field: "Assinatura da DPS",
    fix: "A assinatura veio com prefixo (ds:), que a Sefin recusa: fale com o suporte.",
    confirmed: true,
  },
  E1229: {
    field: "Declaração XML da DPS",
    fix: 'Falta a declaração <?xml version="1.0" encoding="UTF-8"?> no início: fale com o suporte.',
    confirmed: true,
  },
  E1235: {
    field: "Conteúdo da DPS",
    fix: "A DPS não segue o esquema oficial (layout 1.01): confira os dados da empresa e do cliente e emita de novo.",
    confirmed: false,
  },
  E0116: {
    field: "Município (Configurações da NFS-e)",
    fix: "O município emissor não aderiu ao convênio da NFS-e Nacional: emita pelo sistema da prefeitura.",
    confirmed: false,
  },
};

/** A pt-BR sentence for one rejection: never the raw code alone. */
export function describeRejection(code: string, sefinText?: string | null): string {
  const known = REJECTIONS[code];
  if (known) return `${known.field}: ${known.fix} (código ${code} da Sefin Nacional)`;
  const said = sefinText?.trim() ? ` A Sefin disse: “${sefinText.trim()}”.` : "";
  return `A Sefin Nacional recusou a DPS (código ${code}).${said} Confira os dados da empresa, do cliente e da fatura e emita de novo.`;
}
