"use client";

import { Alert, Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { CitedText } from "@/components/ui/cited-text";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { actionNames } from "@/features/forms/action-names";
import { useTRPC } from "@/lib/trpc/client";

/** "Está cheia": starts CM art. 47's 48 h; elsewhere it tells the hauler to come (the deadline is unchanged). */
export function ReportFullButton({
  placementId,
  reported,
  site,
}: {
  placementId: string;
  reported: boolean;
  /** Where the caçamba stands, to name the button among the client's others. */
  site: string;
}) {
  const trpc = useTRPC();
  const report = useMutation(trpc.dispatch.placements.reportFull.mutationOptions());
  const { run, error, pending } = useAction();
  if (reported) return <Button disabled>Cheia — avisada</Button>;
  return (
    <>
      <Button
        color="orange"
        loading={pending}
        aria-label={actionNames.reportFull(site)}
        onClick={() => run(() => report.mutateAsync({ placementId }))}
      >
        Está cheia
      </Button>
      {error && (
        <Alert color="red" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </>
  );
}
