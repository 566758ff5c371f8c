import { parseInput } from "../errors";
import { cachoeirasFine } from "./cm";
import { indiavaiFine } from "./in";
import { juizDeForaFine } from "./jf";
import { joaoPessoaFine } from "./jp";
import { type FineResult, fineInputSchema } from "./schema";

export function computeFine(input: unknown): FineResult {
  const parsed = parseInput(fineInputSchema, input, "computeFine");
  switch (parsed.municipality.lawKey) {
    case "JF":
      return juizDeForaFine(parsed);
    case "JP":
      return joaoPessoaFine(parsed);
    case "CM":
      return cachoeirasFine(parsed);
    case "IN":
      return indiavaiFine(parsed);
  }
}
