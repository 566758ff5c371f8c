import { checkIdentification, type IdentificationResult, resolveMunicipality } from "@/domain";
import { formatCacambaNumber } from "@/lib/format";
import type { CacambaMarkingsRecord } from "@/server/db/schema";
import { DomainError } from "@/server/errors";

/** The markings as the identification form edits them (the UI does not reach into the schema). */
export type { CacambaMarkingsRecord };

export interface Dimensions {
  lengthM: number | null;
  widthM: number | null;
  heightM: number | null;
}

export interface Condition {
  rust: boolean;
  structuralDamage: boolean;
  paintLegible: boolean;
  standingWaterOrTrash: boolean;
}

function outerDimensions(d: Dimensions) {
  return d.lengthM && d.widthM && d.heightM
    ? { length: d.lengthM, width: d.widthM, height: d.heightM }
    : null;
}

export interface IdentificationVerdict extends IdentificationResult {
  municipalityName: string;
}

/** The rules engine's verdict on what is painted on the caçamba, for each municipality it serves. */
export function checkCacambaIdentification(
  cacamba: Dimensions & { number: number; markings: CacambaMarkingsRecord | null },
  condition: Condition | null,
  municipalityIds: string[],
): IdentificationVerdict[] {
  return municipalityIds.map((municipality) => {
    const m = resolveMunicipality(municipality);
    const result = checkIdentification({
      municipality,
      cacamba: {
        ...(cacamba.markings ?? {}),
        number: formatCacambaNumber(cacamba.number),
        outerDimensionsM: outerDimensions(cacamba),
        condition,
      },
    });
    return { ...result, municipalityName: m ? `${m.name}/${m.uf}` : municipality };
  });
}

/**
 * Refuses outer dimensions above a served municipality's maximum (JF art. 7º, V), using the rules
 * engine's own limits: only its `outerDimensionsM.<axis>` nonconformities are read.
 */
export function assertDimensionsAllowed(d: Dimensions, municipalityIds: string[]): void {
  const dims = outerDimensions(d);
  if (!dims) return;
  const problems = municipalityIds.flatMap((municipality) =>
    checkIdentification({ municipality, cacamba: { outerDimensionsM: dims } }).nonconformities.filter((n) =>
      n.field.startsWith("outerDimensionsM."),
    ),
  );
  if (problems.length === 0) return;
  const field = { length: "lengthM", width: "widthM", height: "heightM" } as const;
  const fieldErrors: Record<string, string[]> = {};
  for (const p of problems) {
    const axis = p.field.split(".")[1] as keyof typeof field;
    fieldErrors[field[axis]] = [`${p.article}: ${p.message}`];
  }
  throw new DomainError(
    "BAD_REQUEST",
    `Dimensões acima do máximo (${problems[0]?.article}): ${problems.map((p) => p.message).join(" ")}`,
    { article: problems[0]?.article, fieldErrors },
  );
}
