import { formatCacambaNumber } from "@/lib/format";

/**
 * Accessible names of controls that repeat on one screen, each naming what it acts on (as "Remover o preço
 * de 5 m³" does) and starting with the visible words (WCAG 2.5.3, label in name).
 */
export const actionNames = {
  /** The eye button of a password field: "Mostrar ou ocultar a senha atual". */
  showHide: (fieldLabel: string) => `Mostrar ou ocultar: ${fieldLabel}`,
  /** "Vistoriar a caçamba 07 de Caçambas Halfeld" (numbers are per company), else where it stands. */
  inspect: (cacambaNumber: number | null, hauler: string, address: string) =>
    cacambaNumber === null
      ? `Vistoriar a caçamba em ${address}`
      : `Vistoriar a caçamba ${formatCacambaNumber(cacambaNumber)} de ${hauler}`,
  /** The client's "Está cheia" on one of their caçambas: "Está cheia: caçamba em Obra Centro". */
  reportFull: (site: string) => `Está cheia: caçamba em ${site}`,
  /** The platform's "Suspender" on one company's row. */
  suspend: (orgName: string) => `Suspender ${orgName}`,
  confirmSuspend: (orgName: string) => `Confirmar suspensão de ${orgName}`,
  reactivate: (orgName: string) => `Reativar ${orgName}`,
  /** One of a page's "Exportar CSV" links: "Exportar CSV dos caminhões". */
  exportCsv: (ofWhat: string) => `Exportar CSV ${ofWhat}`,
} as const;
