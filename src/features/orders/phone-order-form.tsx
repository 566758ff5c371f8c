"use client";

import { Alert, Button, Card, Group, NativeSelect, NumberInput, Stack, Textarea } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { CACAMBA_SIZE_M3 } from "@/domain/quantity";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { DateField } from "@/features/forms/date-time-field";
import { typedNumber } from "@/features/forms/typed-number";
import { useTRPC } from "@/lib/trpc/client";
import { ClientSiteForm } from "./client-site-form";

export interface PhoneClient {
  generatorOrgId: string;
  legalName: string;
  municipalityId: string | null;
}

/** Dispatcher: an order taken by phone for one of the hauler's clients, at one of that client's sites. */
export function PhoneOrderForm({ clients }: { clients: PhoneClient[] }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const create = useMutation(trpc.dispatch.orders.createByPhone.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [generatorOrgId, setGenerator] = useState(clients[0]?.generatorOrgId ?? "");
  const sites = useQuery({
    ...trpc.dispatch.orders.clientSites.queryOptions({ generatorOrgId }),
    enabled: generatorOrgId !== "",
  });
  const [siteId, setSiteId] = useState("");
  const [newSite, setNewSite] = useState(false);
  const [f, setF] = useState({
    sizeM3: 5 as string | number,
    wasteKind: "rcc" as "rcc" | "bulky",
    desiredFrom: "",
    notes: "",
  });
  const [done, setDone] = useState(false);
  const client = clients.find((c) => c.generatorOrgId === generatorOrgId);
  const siteOptions = (sites.data ?? []).map((s) => ({ value: s.id, label: `${s.name} — ${s.address}` }));
  const chosenSite = siteId || siteOptions[0]?.value || "";

  return (
    <Card withBorder maw={560}>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setDone(false);
          const ok = await run(() =>
            create.mutateAsync({
              generatorOrgId,
              siteId: chosenSite,
              sizeM3: typedNumber(f.sizeM3),
              wasteKind: f.wasteKind,
              desiredFrom: f.desiredFrom,
              notes: f.notes || undefined,
            }),
          );
          if (ok) {
            setDone(true);
            setF({ ...f, notes: "" });
          }
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label="Cliente"
            data={clients.map((c) => ({ value: c.generatorOrgId, label: c.legalName }))}
            value={generatorOrgId}
            onChange={(e) => {
              setGenerator(e.currentTarget.value);
              setSiteId("");
              setNewSite(false);
            }}
            error={fieldError("generatorOrgId")}
          />
          {siteOptions.length > 0 && !newSite ? (
            <NativeSelect
              label="Obra"
              data={siteOptions}
              value={chosenSite}
              onChange={(e) => setSiteId(e.currentTarget.value)}
              error={fieldError("siteId")}
            />
          ) : (
            !newSite && (
              <Alert color="gray">
                {sites.isPending ? "Carregando as obras…" : "Este cliente não tem obra cadastrada."}
              </Alert>
            )
          )}
          <Button variant="subtle" onClick={() => setNewSite(!newSite)} disabled={!generatorOrgId}>
            {newSite ? "Voltar à lista de obras" : "Cadastrar outra obra para o cliente"}
          </Button>
          {newSite && (
            <ClientSiteForm
              generatorOrgId={generatorOrgId}
              defaultMunicipalityId={client?.municipalityId ?? null}
              onCreated={async (id) => {
                await qc.invalidateQueries(trpc.dispatch.orders.clientSites.queryFilter());
                setSiteId(id);
                setNewSite(false);
              }}
            />
          )}
          <Group grow wrap="wrap">
            <NumberInput
              label="Tamanho (m³)"
              value={f.sizeM3}
              onChange={(v) => setF({ ...f, sizeM3: v })}
              min={CACAMBA_SIZE_M3.min}
              max={CACAMBA_SIZE_M3.max}
              decimalSeparator=","
              error={fieldError("sizeM3")}
              miw={120}
            />
            <NativeSelect
              label="Resíduo"
              data={[
                { value: "rcc", label: "Entulho de obra (RCC)" },
                { value: "bulky", label: "Volumosos" },
              ]}
              value={f.wasteKind}
              onChange={(e) => setF({ ...f, wasteKind: e.currentTarget.value as "rcc" | "bulky" })}
              miw={160}
            />
          </Group>
          <DateField
            label="A partir de"
            value={f.desiredFrom}
            onChange={(desiredFrom) => setF({ ...f, desiredFrom })}
            error={fieldError("desiredFrom")}
          />
          <Textarea
            label="Observações"
            value={f.notes}
            onChange={(e) => setF({ ...f, notes: e.currentTarget.value })}
            error={fieldError("notes")}
          />
          <Button type="submit" loading={pending} disabled={!chosenSite || newSite}>
            Registrar pedido
          </Button>
          {done && (
            <Alert color="green">Pedido registrado. Planeje a colocação na lista de pedidos, acima.</Alert>
          )}
          {error && (
            <Alert color="red" role="alert">
              <CitedText newTab textColour>
                {error}
              </CitedText>
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
