/** Upper case, no accents, single spaces: "Proibido  depositar lixo doméstico" → "PROIBIDO DEPOSITAR LIXO DOMESTICO". */
export function normalizeInscription(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function containsInscription(written: string | null, required: string): boolean {
  return written !== null && normalizeInscription(written).includes(normalizeInscription(required));
}

export const isBlank = (value: string | null): boolean => value === null || value.trim() === "";
