"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { actionNames } from "@/features/forms/action-names";
import { useTRPC } from "@/lib/trpc/client";

/** Suspends (after one confirmation) or reactivates an org. */
export function OrgStatusButton({
  orgId,
  status,
  orgName,
}: {
  orgId: string;
  /** The company's name, to name the button on its row. */
  orgName: string;
  status: "active" | "pending" | "suspended";
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const set = useMutation(
    trpc.platform.setOrgSuspended.mutationOptions({ onSuccess: () => router.refresh() }),
  );
  if (status === "pending") return null;
  if (status === "suspended") {
    return (
      <Button
        size="xs"
        variant="light"
        loading={set.isPending}
        aria-label={actionNames.reactivate(orgName)}
        onClick={() => set.mutate({ orgId, suspended: false })}
      >
        Reativar
      </Button>
    );
  }
  return (
    <Button
      size="xs"
      color="red"
      variant={confirming ? "filled" : "light"}
      loading={set.isPending}
      aria-label={confirming ? actionNames.confirmSuspend(orgName) : actionNames.suspend(orgName)}
      onClick={() => (confirming ? set.mutate({ orgId, suspended: true }) : setConfirming(true))}
    >
      {confirming ? "Confirmar suspensão" : "Suspender"}
    </Button>
  );
}
