/**
 * What the Sefin Nacional's rejection codes mean to the hauler. `official` is the annex's message for
 * the code, word for word, from Anexo I (RN DPS_NFS-e) as published by Serpro in the ERN of 22/04/2025
 * (the spreadsheet copied into nfse-nacional/nfse-php, docs/nfse.md "Catálogo de rejeições"); null
 * where no public copy of the annex carrying the code was found. `field` and `fix` are ours: where to
 * fix it and how, in pt-BR.
 */
export interface Rejection {
  /** Where to fix it: a screen field, the certificate, or the note itself. */
  field: string;
  fix: string;
  official: string | null;
}

export const REJECTIONS: Record<string, Rejection> = {
  E0014: {
    field: "Número da DPS",
    fix: "Esta DPS já virou NFS-e na Sefin: a nota é consultada e guardada, sem reenviar.",
    official:
      "Conjunto de Série, Número, Código do Município Emissor e CNPJ/CPF informado nesta DPS já existe em uma NFS-e gerada a partir de uma DPS enviada anteriormente.",
  },
  E0037: {
    field: "Município da empresa",
    fix: "O município da empresa não tem convênio com a NFS-e Nacional: emita esta nota no sistema da prefeitura.",
    official:
      "O código do município emissor informado na DPS é inexistente no cadastro de convênio municipal do sistema nacional.",
  },
  E0038: {
    field: "Município da empresa",
    fix: "O convênio do município da empresa com a NFS-e Nacional não está ativo: emita esta nota no sistema da prefeitura.",
    official:
      'A situação do convênio do município emissor informado na DPS deve ser "ATIVO" no cadastro de convênio municipal do sistema nacional.',
  },
  E0046: {
    field: "Substituição",
    fix: "A nota a substituir já foi cancelada: emita uma NFS-e nova em vez de substituir.",
    official:
      "Uma NFS-e cancelada não pode ser substituída. Informe uma chave de NFS-e não cancelada anteriormente.",
  },
  E0116: {
    field: "Inscrição municipal (Configurações › NFS-e)",
    fix: "O município tem a empresa no seu cadastro (CNC NFS-e): informe a inscrição municipal como está nele.",
    official:
      "A IM deve ser informada para o emitente prestador do serviço na DPS, conforme informações complementares registradas no CNC NFS-e do município emissor informado na DPS.",
  },
  E0119: {
    field: "Inscrição municipal (Configurações › NFS-e)",
    fix: "Esta inscrição municipal não está autorizada a emitir NFS-e no município: regularize-a na prefeitura.",
    official:
      "IM do emitente prestador não está autorizado a emitir NFS-e, conforme informações complementares registradas no CNC NFS-e do município emissor informado na DPS.",
  },
  E0120: {
    field: "Inscrição municipal (Configurações › NFS-e)",
    fix: "O município não tem a empresa no seu cadastro (CNC NFS-e): deixe a inscrição municipal em branco.",
    official:
      "IM do prestador não deve ser informado, pois não existem informações complementares registradas no CNC NFS-e do município emissor informado na DPS.",
  },
  E0124: {
    field: "Inscrição municipal (Configurações › NFS-e)",
    fix: "A inscrição municipal está inativa no cadastro do município na data da nota: regularize-a na prefeitura.",
    official:
      "O IM informado está inativo no CNC NFS-e do município emissor para a data de competência informada na DPS.",
  },
  E0310: {
    field: "Código de tributação nacional (tabela de preços)",
    fix: "O código não existe na lista nacional ou o município não o administra: use 070901 (LC 116, item 7.09) ou o código certo da linha de preço.",
    official:
      "O código de tributação nacional informado não existe ou não está administrado pelo município de incidência do ISSQN na data de competência informada na DPS, conforme a lista de serviços nacional do Sistema Nacional NFS-e.",
  },
  E0714: {
    field: "Assinatura da DPS",
    fix: "A assinatura não confere com o conteúdo: emita de novo; se repetir, fale com o suporte.",
    official: "Arquivo enviado com erro na assinatura.",
  },
  E0718: {
    field: "Certificado A1 (Configurações › NFS-e)",
    fix: "A DPS foi assinada com um certificado que não é o da empresa emitente: envie de novo o e-CNPJ A1 da empresa.",
    official: "A assinatura deve ser feita com o certificado digital do emitente da DPS.",
  },
  E1306: {
    field: "Substituição",
    fix: "A nota a substituir não está no ambiente nacional: confira se ela foi emitida neste ambiente (produção ou produção restrita).",
    official: "NFS-e a ser substituída não existe na base de dados do ambiente nacional.",
  },
  E0840: {
    field: "Cancelamento",
    fix: "Há outro evento vinculado a esta NFS-e (por exemplo, um pedido de análise fiscal ou uma substituição): a nota não foi cancelada. Consulte a prefeitura do município emissor.",
    official: null,
  },
  E1228: {
    field: "Assinatura da DPS",
    fix: "A assinatura veio com prefixo de namespace (ds:), que a Sefin recusa: fale com o suporte.",
    official: null,
  },
  E1229: {
    field: "Declaração XML da DPS",
    fix: 'Falta a declaração <?xml version="1.0" encoding="UTF-8"?> no início: fale com o suporte.',
    official: null,
  },
  E1235: {
    field: "Conteúdo da DPS",
    fix: "A DPS não segue o esquema oficial (layout 1.01): confira os dados da empresa e do cliente e emita de novo.",
    official: null,
  },
};

/** A pt-BR sentence for one rejection: the field and what to do, then the Sefin's own words; an unknown code as sent. */
export function describeRejection(code: string, sefinText?: string | null): string {
  const said = sefinText?.trim() ?? "";
  const known = REJECTIONS[code];
  if (known) {
    const words = known.official ?? said;
    return `${known.field}: ${known.fix} (código ${code} da Sefin Nacional${words ? `: “${words}”` : ""})`;
  }
  return `A Sefin Nacional recusou com o código ${code}${said ? `: “${said}”` : ", sem descrição"}. Confira os dados da empresa, do cliente e da fatura e emita de novo.`;
}
