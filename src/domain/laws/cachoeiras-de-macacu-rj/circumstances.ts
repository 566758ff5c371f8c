import { RulesInputError } from "../../errors";

/**
 * CM art. 67, IV is "ser o infrator primário, e a falta cometida, de natureza leve": an offender with an
 * earlier final decision (reincidence, art. 68, §§1º–3º) is not primary, and an aggravating circumstance
 * makes the infraction grave or gravíssima (art. 66, II–III), not leve. Either way the attenuating
 * circumstance the input claims is refused, saying why.
 */
export function refuseUnearnedPrimary(
  attenuating: readonly string[],
  aggravating: readonly string[],
  reincidence: "specific" | "generic" | null,
): void {
  if (!attenuating.includes("IV")) return;
  const why =
    reincidence === "specific"
      ? "o infrator tem infração anterior do mesmo tipo com decisão definitiva (reincidência específica, CM art. 68, §2º)"
      : reincidence === "generic"
        ? "o infrator tem infração anterior com decisão definitiva (reincidência genérica, CM art. 68, §3º)"
        : aggravating.length > 0
          ? `há circunstância agravante (art. 68, ${aggravating.join(", ")}), e a infração deixa de ser leve (CM art. 66, ${aggravating.length > 1 ? "III" : "II"})`
          : null;
  if (!why) return;
  const message = `A atenuante do CM art. 67, IV ("ser o infrator primário, e a falta cometida, de natureza leve") não cabe: ${why}. Retire-a das atenuantes.`;
  throw new RulesInputError(message, [{ path: "circumstances.attenuating", message }]);
}
