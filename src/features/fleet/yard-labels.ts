/** A yard as the truck forms and rows name it (no "use client": the server's fleet table reads it too). */
export interface YardOption {
  id: string;
  name: string;
  isDefault: boolean;
}

/** "Pátio padrão (Pátio Benfica)", or "Pátio padrão" while the company has no yard. */
export function defaultYardLabel(yards: readonly YardOption[]): string {
  const fallback = yards.find((y) => y.isDefault);
  return fallback ? `Pátio padrão (${fallback.name})` : "Pátio padrão";
}
