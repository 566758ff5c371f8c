"use client";

import { Button, Paper, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/client";
import { SiteForm } from "./site-form";

/** The client's "Nova obra": a button that opens the site form; the list refreshes when it is saved. */
export function NewSite({ defaultMunicipalityId }: { defaultMunicipalityId: string | null }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.sites.create.mutationOptions());
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!open)
    return (
      <Button
        variant="light"
        onClick={() => {
          setOpen(true);
          setSaved(false);
        }}
      >
        {saved ? "Obra cadastrada. Cadastrar outra obra" : "Cadastrar nova obra"}
      </Button>
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Nova obra
      </Title>
      <SiteForm
        defaultMunicipalityId={defaultMunicipalityId}
        save={(input) => create.mutateAsync(input)}
        onCreated={() => {
          setOpen(false);
          setSaved(true);
        }}
      />
    </Paper>
  );
}
