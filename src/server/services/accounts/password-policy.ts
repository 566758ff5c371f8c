import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as ptBr from "@zxcvbn-ts/language-pt-br";
import { invalidField } from "@/server/errors";

export const MIN_PASSWORD_LENGTH = 8;

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...ptBr.dictionary },
  graphs: common.adjacencyGraphs,
  translations: ptBr.translations,
});

/** Refuses short passwords and those a guesser tries first (common lists, names, the e-mail itself). */
export function assertAcceptablePassword(password: string, personal: string[] = []): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw invalidField("password", `A senha precisa de pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`);
  }
  const result = zxcvbn.check(password, personal.flatMap((p) => [p, ...p.split(/[@.\s]+/)]).filter(Boolean));
  if (result.score < 2) {
    const hint = result.feedback.warning ? ` ${result.feedback.warning}` : "";
    throw invalidField(
      "password",
      `Senha fácil de adivinhar.${hint} Use uma frase ou misture palavras, números e símbolos.`,
    );
  }
}
