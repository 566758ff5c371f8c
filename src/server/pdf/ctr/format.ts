import { resolveMunicipality } from "@/domain";
import { formatDateTime } from "@/lib/format";

/** `dd/mm/aaaa HH:mm` in the origin municipality's time zone. */
export function when(d: Date | string | null | undefined, municipalityId: string): string {
  if (!d) return "—";
  const tz = resolveMunicipality(municipalityId)?.timeZone ?? "America/Sao_Paulo";
  return formatDateTime(typeof d === "string" ? new Date(d) : d, tz);
}

export function municipalityName(id: string): string {
  const m = resolveMunicipality(id);
  return m ? `${m.name}/${m.uf}` : id;
}
