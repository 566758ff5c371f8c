"use client";

import {
  Alert,
  Button,
  Checkbox,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

export interface NfseSettingsValues {
  municipalRegistration: string;
  simples: "none" | "mei" | "me_epp";
  simplesIssRate: number | null;
  simplesTotalRate: number | null;
  series: string;
  nextNumber: number;
  environment: "restricted" | "production";
  autoIssue: boolean;
  defaultTribNac: string;
}

const rate = (v: string | number) => (v === "" ? null : Number(v));

/** Inscrição municipal, regime, series and next DPS number, environment, auto-issue, service code. */
export function NfseSettingsForm({ initial }: { initial: NfseSettingsValues }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.nfse.saveSettings.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [v, setV] = useState(initial);
  const [saved, setSaved] = useState(false);
  return (
    <form
      aria-label="Configurações da NFS-e"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(
          Boolean(
            await run(() =>
              save.mutateAsync({ ...v, municipalRegistration: v.municipalRegistration.trim() || null }),
            ),
          ),
        );
      }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Inscrição municipal"
            value={v.municipalRegistration}
            onChange={(e) => setV({ ...v, municipalRegistration: e.currentTarget.value })}
            error={fieldError("municipalRegistration")}
          />
          <NativeSelect
            label="Regime"
            value={v.simples}
            onChange={(e) => setV({ ...v, simples: e.currentTarget.value as NfseSettingsValues["simples"] })}
            data={[
              { value: "none", label: "Não optante do Simples Nacional" },
              { value: "me_epp", label: "Simples Nacional — ME/EPP" },
              { value: "mei", label: "Simples Nacional — MEI" },
            ]}
          />
          {v.simples === "me_epp" && (
            <NumberInput
              label="Alíquota do ISS da sua faixa (%)"
              decimalSeparator=","
              decimalScale={2}
              value={v.simplesIssRate ?? ""}
              onChange={(x) => setV({ ...v, simplesIssRate: rate(x) })}
              error={fieldError("simplesIssRate")}
            />
          )}
          {v.simples !== "none" && (
            <NumberInput
              label="Alíquota total aproximada do Simples (%)"
              decimalSeparator=","
              decimalScale={2}
              value={v.simplesTotalRate ?? ""}
              onChange={(x) => setV({ ...v, simplesTotalRate: rate(x) })}
              error={fieldError("simplesTotalRate")}
            />
          )}
          <TextInput
            label="Série da DPS"
            description="De 1 a 5 dígitos"
            value={v.series}
            onChange={(e) => setV({ ...v, series: e.currentTarget.value })}
            error={fieldError("series")}
          />
          <NumberInput
            label="Próximo número da DPS"
            min={1}
            allowDecimal={false}
            value={v.nextNumber}
            onChange={(x) => setV({ ...v, nextNumber: Number(x) || 1 })}
            error={fieldError("nextNumber")}
          />
          <NativeSelect
            label="Ambiente"
            value={v.environment}
            onChange={(e) =>
              setV({ ...v, environment: e.currentTarget.value as NfseSettingsValues["environment"] })
            }
            data={[
              { value: "restricted", label: "Produção restrita (testes, sem valor fiscal)" },
              { value: "production", label: "Produção" },
            ]}
          />
          <TextInput
            label="Código de tributação nacional"
            description="070901: caçamba com remoção e destinação dos resíduos (LC 116/2003, item 7.09)"
            value={v.defaultTribNac}
            onChange={(e) => setV({ ...v, defaultTribNac: e.currentTarget.value })}
            error={fieldError("defaultTribNac")}
          />
        </SimpleGrid>
        <Checkbox
          label="Emitir a NFS-e automaticamente ao emitir a fatura"
          checked={v.autoIssue}
          onChange={(e) => setV({ ...v, autoIssue: e.currentTarget.checked })}
        />
        <div>
          <Button type="submit" loading={pending}>
            Salvar configurações da NFS-e
          </Button>
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {saved && !error && <Alert color="green">Configurações da NFS-e salvas.</Alert>}
      </Stack>
    </form>
  );
}
