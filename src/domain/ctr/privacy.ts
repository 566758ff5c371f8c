/** LGPD masking for the public check page: what a stranger holding the QR may see. */

/** `12345678901` → `***.456.789-**`; CNPJs (companies) are public and returned formatted by the caller. */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, "");
  if (d.length !== 11) return "***.***.***-**";
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

export function isPersonTaxId(taxId: string): boolean {
  return taxId.replace(/\D/g, "").length === 11;
}

/** A person's name reduced to the first name and initials: `Maria da Silva Souza` → `Maria S. S.`. */
export function maskPersonName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return "";
  const initials = rest
    .filter((p) => !/^(da|de|do|das|dos|e)$/i.test(p))
    .map((p) => `${p[0]?.toUpperCase()}.`);
  return [first, ...initials].join(" ");
}
