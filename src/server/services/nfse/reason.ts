import { REASON_TEXT_MAX, REASON_TEXT_MIN } from "@/domain/nfse/events";
import { invalidField } from "@/server/errors";

/** The reason's text of a cancellation or substitution: 15 to 255 characters (TSMotivo), on field `text`. */
export function checkReasonText(text: string, field = "text") {
  const length = text.trim().length;
  if (length < REASON_TEXT_MIN || length > REASON_TEXT_MAX)
    throw invalidField(
      field,
      `Descreva o motivo com ${REASON_TEXT_MIN} a ${REASON_TEXT_MAX} caracteres (a Sefin exige; hoje tem ${length}).`,
    );
}
