/**
 * What an inspection must carry before it is saved — the same rule in the browser (before any photo is
 * uploaded) and on the server (which saves nothing when it fails): at least one item answered, a
 * position, and a photo or a written reason why there is none.
 */
export type PositionSource = "gps" | "placement" | "typed";

export interface InspectionEvidence {
  answers: { answer: "ok" | "nonconforming" | "not_checked" }[];
  positionSource: PositionSource | null | undefined;
  /** Whether the chosen source gave a point (GPS fix or typed coordinates; the placement's own position). */
  hasPosition: boolean;
  photoCount: number;
  noPhotoReason?: string | null;
}

export const NO_PHOTO_REASON_MIN = 5;

export const INSPECTION_MESSAGES = {
  empty:
    "Responda ao menos um item da lista (conforme ou não conforme): uma vistoria sem nenhuma resposta não é registrada.",
  position:
    "Registre a posição da vistoria: use o GPS do aparelho, a posição registrada da caçamba ou digite as coordenadas.",
  photo: "Anexe ao menos uma foto ou escreva por que a vistoria não tem foto.",
} as const;

export function inspectionEvidenceError(
  e: InspectionEvidence,
): { field: "answers" | "positionSource" | "noPhotoReason"; message: string } | null {
  if (!e.answers.some((a) => a.answer !== "not_checked"))
    return { field: "answers", message: INSPECTION_MESSAGES.empty };
  if (!e.positionSource || !e.hasPosition)
    return { field: "positionSource", message: INSPECTION_MESSAGES.position };
  if (e.photoCount === 0 && (e.noPhotoReason?.trim().length ?? 0) < NO_PHOTO_REASON_MIN)
    return { field: "noPhotoReason", message: INSPECTION_MESSAGES.photo };
  return null;
}
