import { cachoeirasDeMacacuLaw } from "./cachoeiras-de-macacu-rj/index";
import { indiavaiLaw } from "./indiavai-mt/index";
import { joaoPessoaLaw } from "./joao-pessoa-pb/index";
import { juizDeForaLaw } from "./juiz-de-fora-mg/index";
import { installLawLookup } from "./lookup";
import { addLawMunicipality } from "./municipalities";
import type { LawModule, Municipality } from "./types";

/**
 * Every law the product applies. Each entry is a whole `LawModule`: a law missing a capability does not
 * compile. Built lazily, so a law's own files may import shared helpers that import this registry.
 */
let laws: LawModule[] | null = null;

function all(): LawModule[] {
  laws ??= [juizDeForaLaw, joaoPessoaLaw, cachoeirasDeMacacuLaw, indiavaiLaw];
  return laws;
}

/**
 * Adds a law at run time (tests register a fixture law; a deployment may register its own). Refuses an id,
 * IBGE code or law key already taken. Returns the function that removes it again.
 */
export function registerLaw(law: LawModule): () => void {
  const m = law.municipality;
  const clash = all().find(
    (l) => l.municipality.id === m.id || l.municipality.ibge === m.ibge || l.municipality.lawKey === m.lawKey,
  );
  if (clash) throw new Error(`law ${m.id} clashes with ${clash.municipality.id}`);
  all().push(law);
  const removeMunicipality = addLawMunicipality(m);
  return () => {
    laws = all().filter((l) => l !== law);
    removeMunicipality();
  };
}

export function listLaws(): readonly LawModule[] {
  return all();
}

/** The law of an id (`juiz-de-fora-mg`) or IBGE code (`3136702`), or null when the product does not serve it. */
export function findLaw(idOrIbge: string | number): LawModule | null {
  const key = String(idOrIbge).trim().toLowerCase();
  return all().find((l) => l.municipality.id === key || l.municipality.ibge === key) ?? null;
}

/** The law of a municipality the caller already resolved; throws for one no law serves (a bug, not input). */
export function lawOf(municipality: Municipality | string): LawModule {
  const id = typeof municipality === "string" ? municipality : municipality.id;
  const law = findLaw(id);
  if (!law) throw new Error(`no law registered for municipality ${id}`);
  return law;
}

export function resolveMunicipality(idOrIbge: string | number): Municipality | null {
  return findLaw(idOrIbge)?.municipality ?? null;
}

export function listMunicipalities(): Municipality[] {
  return all().map((l) => l.municipality);
}

installLawLookup({ resolve: resolveMunicipality, list: listMunicipalities });
