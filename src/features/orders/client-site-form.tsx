"use client";

import { useMutation } from "@tanstack/react-query";
import { SiteForm } from "@/features/sites/site-form";
import { useTRPC } from "@/lib/trpc/client";

/** Dispatcher: registers a site (obra) for a phone client, found by CEP or address and confirmed on the map. */
export function ClientSiteForm({
  generatorOrgId,
  defaultMunicipalityId,
  onCreated,
}: {
  generatorOrgId: string;
  defaultMunicipalityId: string | null;
  onCreated: (siteId: string) => void;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.dispatch.orders.createClientSite.mutationOptions());
  return (
    <SiteForm
      defaultMunicipalityId={defaultMunicipalityId}
      save={(input) => create.mutateAsync({ generatorOrgId, ...input })}
      onCreated={onCreated}
    />
  );
}
