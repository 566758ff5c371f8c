import { MUNICIPALITIES } from "@/domain/municipalities";

/** The municipalities whose law the product encodes, for select inputs. */
export const MUNICIPALITY_OPTIONS = MUNICIPALITIES.map((m) => ({ value: m.id, label: `${m.name}/${m.uf}` }));

export function municipalityLabel(id: string): string {
  return MUNICIPALITY_OPTIONS.find((m) => m.value === id)?.label ?? id;
}
