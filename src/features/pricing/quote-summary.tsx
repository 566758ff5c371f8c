"use client";

import { Alert, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import type { Quote } from "@/domain/pricing/terms";
import { formatMoneyCents } from "@/lib/format";
import { EXTRA_DAY_BASIS_LABEL } from "./labels";

const t = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 3 });

/** The price the client sees before confirming: total now, and what would add to it later. */
export function QuoteSummary({
  quote,
  lawNote = null,
  loading,
}: {
  quote: Quote | null | undefined;
  /** The site's law when the included days promise more than it lets the caçamba stay. */
  lawNote?: string | null;
  loading: boolean;
}) {
  if (loading || quote === undefined) return <Text size="sm">Calculando o preço…</Text>;
  if (quote === null)
    return (
      <Alert color="gray" title="Preço a combinar" role="note">
        Esta empresa ainda não tem preço na tabela para este tamanho e classe: ela informa o valor.
      </Alert>
    );
  const { terms } = quote;
  return (
    <Alert
      color="blue"
      title={`Preço: ${formatMoneyCents(quote.totalCents)}`}
      aria-label="Preço do pedido"
      role="note"
    >
      Locação {formatMoneyCents(terms.rentalCents)}
      {terms.surchargeCents > 0 && ` + acréscimo do município ${formatMoneyCents(terms.surchargeCents)}`}.
      Inclui {terms.includedDays} dias e até {t(terms.includedTonnes)} t. Cada dia a mais (
      {EXTRA_DAY_BASIS_LABEL[terms.extraDayBasis]}): {formatMoneyCents(terms.extraDayCents)}; cada tonelada a
      mais: {formatMoneyCents(terms.overweightPerTonneCents)}; troca: {formatMoneyCents(terms.swapCents)}.
      {lawNote && (
        <Text size="sm" mt="xs" data-testid="quote-law">
          <CitedText newTab textColour>
            {lawNote}
          </CitedText>
        </Text>
      )}
    </Alert>
  );
}
