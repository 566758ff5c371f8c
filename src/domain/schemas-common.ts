import { z } from "zod";
import type { Municipality } from "./laws/basics";
import { servedMunicipalities } from "./laws/lookup";

/** "juiz-de-fora-mg, joao-pessoa-pb, cachoeiras-de-macacu-rj ou indiavai-mt": every registered law. */
function served(): string {
  const ids = servedMunicipalities()
    .list()
    .map((m) => m.id);
  return ids.length > 1 ? `${ids.slice(0, -1).join(", ")}, ${ids[ids.length - 1]}` : (ids[0] ?? "");
}

export const municipalitySchema = z.union([z.string(), z.number()]).transform((value, ctx): Municipality => {
  const found = servedMunicipalities().resolve(value);
  if (found) return found;
  ctx.addIssue({
    code: "custom",
    message: `Município "${value}" não atendido. Use ${served()} ou o código IBGE.`,
  });
  return z.NEVER;
});

export const instantSchema = z.iso.datetime({
  offset: true,
  message: "Use um instante ISO 8601 com fuso, por exemplo 2025-06-02T09:00:00-03:00.",
});

export const localDateSchema = z.iso.date({ message: "Use a data no formato AAAA-MM-DD." });
