"use client";

import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { formatDate, formatMoneyCents } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";

interface Unapplied {
  stripePaymentId: string;
  amountCents: number;
  receivedAt: Date;
  refundedAt: Date | null;
}

/**
 * Stripe payments beyond the invoice's balance: the client is told the money is being given back
 * (or was); the hauler admin gives each back with one click.
 */
export function UnappliedPayments({
  invoiceId,
  items,
  viewerRole,
}: {
  invoiceId: string;
  items: Unapplied[];
  viewerRole: string | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      {items.map((p) => (
        <Alert key={p.stripePaymentId} color={p.refundedAt ? "gray" : "orange"} title="Pagamento a mais">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{lineFor(p, viewerRole === "client")}</Text>
            {viewerRole === "admin" && !p.refundedAt && (
              <RefundButton invoiceId={invoiceId} stripePaymentId={p.stripePaymentId} />
            )}
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}

function lineFor(p: Unapplied, client: boolean): string {
  const amount = formatMoneyCents(p.amountCents);
  const on = formatDate(p.receivedAt);
  if (p.refundedAt)
    return `${amount} pagos a mais em ${on} foram devolvidos pelo Stripe em ${formatDate(p.refundedAt)}.`;
  return client
    ? `Você pagou ${amount} a mais nesta fatura em ${on}. A empresa foi avisada para devolver o valor pelo Stripe.`
    : `O cliente pagou ${amount} a mais em ${on} (além do saldo da fatura). Devolva o valor a ele.`;
}

function RefundButton({ invoiceId, stripePaymentId }: { invoiceId: string; stripePaymentId: string }) {
  const trpc = useTRPC();
  const refund = useMutation(trpc.invoicing.refundUnapplied.mutationOptions());
  const { run, error, pending } = useAction();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size="xs"
        color="red"
        variant="outline"
        loading={pending}
        onClick={() => void run(() => refund.mutateAsync({ invoiceId, stripePaymentId }))}
      >
        Devolver ao cliente
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Text>
      )}
    </Stack>
  );
}
