"use client";

import { Button, Stack } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";

/** Opens the Stripe customer portal: invoices, payment method, plan change, cancellation. */
export function PortalButton() {
  const trpc = useTRPC();
  const portal = useMutation(
    trpc.billing.openPortal.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }),
  );
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" loading={portal.isPending} onClick={() => portal.mutate()}>
        Gerenciar pagamento
      </Button>
      <FormAlert message={portal.error?.message} />
    </Stack>
  );
}
