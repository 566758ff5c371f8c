import { formatCacambaNumber } from "@/lib/format";

/** How a person tells placements apart: site, address, caçamba number and where it stands. */
export function placementLabel(p: {
  siteName: string;
  siteAddress: string;
  cacambaNumber: number | null;
  status: string;
}): string {
  const cacamba =
    p.cacambaNumber === null ? "caçamba a definir" : `caçamba nº ${formatCacambaNumber(p.cacambaNumber)}`;
  const where = p.status === "planned" ? "a entregar" : "na rua";
  return `${p.siteName}, ${p.siteAddress} — ${cacamba} (${where})`;
}
