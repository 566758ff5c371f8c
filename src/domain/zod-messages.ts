import type { z } from "zod";

/**
 * zod's own messages, hand-written in Brazilian Portuguese, for every issue a schema does not name
 * itself: "O valor máximo é 60.", "Preencha este campo.", never zod's generic locale ("Grande demais:
 * esperava que o número fosse <= 60"). One map for the whole app: the API sets it globally
 * (`src/lib/zod-setup.ts`) and the domain passes it per parse (`parseInput`). Schemas that know the
 * field's name still say it themselves ("O tamanho máximo é 60 m³", `quantitySchema`).
 */

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const number = (n: number | bigint) => n.toLocaleString("pt-BR", { maximumFractionDigits: 6 });

const EXPECTED: Record<string, string> = {
  string: "um texto",
  number: "um número",
  int: "um número inteiro",
  bigint: "um número inteiro",
  boolean: "sim ou não",
  date: "uma data",
  array: "uma lista",
  tuple: "uma lista",
  object: "um conjunto de dados",
  record: "um conjunto de dados",
  file: "um arquivo",
};

function invalidType(issue: Extract<Issue, { code: "invalid_type" }>): string {
  if (issue.expected === "int") return "Use um número inteiro.";
  if (issue.input === undefined || issue.input === null) {
    return issue.expected === "number" ? "Informe um número." : "Preencha este campo.";
  }
  if (issue.expected === "number" && typeof issue.input === "number") return "Informe um número.";
  if (issue.expected === "date" && issue.input instanceof Date) return "Data inválida: use dd/mm/aaaa.";
  return `Valor inválido: informe ${EXPECTED[issue.expected] ?? "um valor aceito"}.`;
}

function dateText(ms: number | bigint): string {
  return new Date(Number(ms)).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
}

function bytes(n: number | bigint): string {
  const mib = Number(n) / 1024 / 1024;
  return mib >= 1 ? `${number(Math.round(mib * 10) / 10)} MB` : `${number(Math.ceil(Number(n) / 1024))} KB`;
}

function bound(issue: Extract<Issue, { code: "too_big" | "too_small" }>): string {
  const big = issue.code === "too_big";
  const limit = big ? issue.maximum : issue.minimum;
  const n = Number(limit);
  switch (issue.origin) {
    case "string":
      if (issue.exact) return `Use exatamente ${number(limit)} caracteres.`;
      if (!big && n === 1) return "Preencha este campo.";
      return big ? `Use no máximo ${number(limit)} caracteres.` : `Use ao menos ${number(limit)} caracteres.`;
    case "array":
    case "set": {
      const items = n === 1 ? "item" : "itens";
      if (issue.exact) return `Informe exatamente ${number(limit)} ${items}.`;
      if (!big && n === 1) return "Escolha ao menos um item.";
      return big
        ? `Escolha no máximo ${number(limit)} ${items}.`
        : `Escolha ao menos ${number(limit)} ${items}.`;
    }
    case "file":
      return big ? `O arquivo passa de ${bytes(limit)}: envie um menor.` : "O arquivo está vazio.";
    case "date":
      return big ? `A data máxima é ${dateText(limit)}.` : `A data mínima é ${dateText(limit)}.`;
    default:
      if (issue.inclusive === false)
        return big
          ? `O valor deve ser menor que ${number(limit)}.`
          : `O valor deve ser maior que ${number(limit)}.`;
      return big ? `O valor máximo é ${number(limit)}.` : `O valor mínimo é ${number(limit)}.`;
  }
}

const FORMAT: Record<string, string> = {
  email: "E-mail inválido: confira o endereço.",
  url: "Endereço (URL) inválido.",
  uuid: "Identificador inválido.",
  guid: "Identificador inválido.",
  datetime: "Data e hora inválidas.",
  date: "Data inválida: use dd/mm/aaaa.",
  time: "Horário inválido: use HH:MM.",
};

export const brazilianErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return invalidType(issue);
    case "too_big":
    case "too_small":
      return bound(issue);
    case "invalid_value":
      return issue.values.length === 1 ? "Valor inválido." : "Escolha uma das opções da lista.";
    case "invalid_format":
      return FORMAT[issue.format] ?? "Formato inválido: confira o que foi digitado.";
    case "not_multiple_of":
      return Number(issue.divisor) === 1
        ? "Use um número inteiro."
        : `Use um múltiplo de ${number(issue.divisor)}.`;
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? `Campo não esperado: ${issue.keys[0]}.`
        : `Campos não esperados: ${issue.keys.join(", ")}.`;
    case "invalid_key":
      return "Chave inválida.";
    case "invalid_element":
      return "Valor inválido na lista.";
    default:
      return "Valor inválido.";
  }
};
