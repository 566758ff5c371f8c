"use client";

import { Alert, Button, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import {
  RECEIVER_KIND_LABEL,
  type ReceiverKind,
  WASTE_CLASS_INFO,
  WASTE_CLASSES,
  WASTE_KIND_LABEL,
  WASTE_KINDS,
  type WasteClass,
  type WasteKind,
} from "@/domain/ctr";
import { ctrFactsFromJob, type JobFactField } from "@/domain/ctr/job-facts";
import { KIND_LABEL } from "@/features/dispatch/board/labels";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { typedNumber } from "@/features/forms/typed-number";
import { formatCacambaNumber, formatIsoDate, formatPlate } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";
import type { JobLoad } from "@/server/services/ctr/job-facts";
import type { issueOptions } from "@/server/services/ctr/options";
import { SignatureField } from "./signature-field";

type Options = Awaited<ReturnType<typeof issueOptions>>;

const opt = (value: string, label: string) => ({ value, label });

const asWasteKind = (v: string | null | undefined) => WASTE_KINDS.find((k) => k === v);
const asWasteClass = (v: string | null | undefined) => WASTE_CLASSES.find((c) => c === v);

/**
 * The hauler issues a CTR: generator and site, fleet, waste and class, destination receiver. From a
 * job's card it opens filled with the job's facts, and those the job fixes cannot be changed here.
 */
export function IssueCtrForm({
  options,
  jobId,
  job,
}: {
  options: Options;
  jobId?: string | null;
  job?: JobLoad | null;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const issue = useMutation(trpc.ctr.hauler.issue.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const fixed = job ? ctrFactsFromJob(job) : {};
  const fromJob = (field: JobFactField) =>
    job && fixed[field] !== undefined
      ? {
          disabled: true,
          description: `Do serviço: ${KIND_LABEL[job.kind] ?? job.kind} de ${formatIsoDate(job.date)}`,
        }
      : {};
  const [generatorOrgId, setGenerator] = useState(fixed.generatorOrgId ?? options.clients[0]?.id ?? "");
  const sites = options.sites.filter((s) => s.generatorOrgId === generatorOrgId);
  const [siteId, setSite] = useState(fixed.siteId ?? sites[0]?.id ?? "");
  const [truckId, setTruck] = useState(fixed.truckId ?? options.trucks[0]?.id ?? "");
  const [driverId, setDriver] = useState(fixed.driverId ?? options.drivers[0]?.id ?? "");
  const [cacambaId, setCacamba] = useState(fixed.cacambaId ?? "");
  const [wasteKind, setKind] = useState<WasteKind>(asWasteKind(job?.wasteKind) ?? "rcc");
  const [wasteClass, setClass] = useState<WasteClass>(asWasteClass(job?.wasteClass) ?? "A");
  const [material, setMaterial] = useState("");
  const [volume, setVolume] = useState<string | number>(job?.sizeM3 ?? "");
  const [receiverOrgId, setReceiver] = useState(options.receivers[0]?.orgId ?? "");
  const receiver = options.receivers.find((r) => r.orgId === receiverOrgId);
  const [signaturePng, setSignature] = useState<string | null>(null);
  const missing = [
    options.clients.length === 0 && "cadastre um cliente (gerador) em Clientes",
    options.trucks.length === 0 && "cadastre um caminhão em Frota",
    options.drivers.length === 0 && "cadastre um motorista em Frota",
    options.receivers.length === 0 && "nenhum receptor publicou seu perfil ainda",
  ].filter(Boolean);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        const ctr = await run(() =>
          issue.mutateAsync({
            jobId: jobId ?? null,
            generatorOrgId,
            siteId: siteId || null,
            truckId,
            driverId,
            cacambaId: cacambaId || null,
            wasteKind,
            wasteClass,
            material,
            volumeM3: typedNumber(volume),
            receiverOrgId,
            signaturePng,
          }),
        );
        if (ctr) router.push(`/ctrs/${ctr.id}`);
      }}
    >
      <Stack>
        {missing.length > 0 && (
          <Alert color="yellow" title="Falta cadastrar">
            Para emitir: {missing.join("; ")}.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Gerador (cliente)"
            value={generatorOrgId}
            onChange={(e) => {
              setGenerator(e.currentTarget.value);
              setSite(options.sites.find((s) => s.generatorOrgId === e.currentTarget.value)?.id ?? "");
            }}
            data={options.clients.map((c) => opt(c.id, c.legalName))}
            error={fieldError("generatorOrgId")}
            {...fromJob("generatorOrgId")}
          />
          <NativeSelect
            label="Obra (origem)"
            value={siteId}
            onChange={(e) => setSite(e.currentTarget.value)}
            data={[
              opt("", sites.length ? "Escolha a obra" : "Cliente sem obra cadastrada"),
              ...sites.map((s) => opt(s.id, `${s.name} — ${s.address}`)),
            ]}
            error={fieldError("originAddress") ?? fieldError("siteId")}
            {...fromJob("siteId")}
          />
          <NativeSelect
            label="Caminhão"
            value={truckId}
            onChange={(e) => setTruck(e.currentTarget.value)}
            data={options.trucks.map((t) => opt(t.id, formatPlate(t.plate)))}
            error={fieldError("truckId")}
            {...fromJob("truckId")}
          />
          <NativeSelect
            label="Motorista"
            value={driverId}
            onChange={(e) => setDriver(e.currentTarget.value)}
            data={options.drivers.map((d) => opt(d.id, d.name))}
            error={fieldError("driverId")}
            {...fromJob("driverId")}
          />
          <NativeSelect
            label="Caçamba"
            value={cacambaId}
            onChange={(e) => setCacamba(e.currentTarget.value)}
            data={[
              opt("", "Sem caçamba (carga a granel)"),
              ...options.cacambas.map((c) => opt(c.id, `nº ${formatCacambaNumber(c.number)}`)),
            ]}
            error={fieldError("cacambaId")}
            {...fromJob("cacambaId")}
          />
          <NativeSelect
            label="Tipo de resíduo"
            value={wasteKind}
            onChange={(e) => setKind(e.currentTarget.value as WasteKind)}
            data={WASTE_KINDS.map((k) => opt(k, WASTE_KIND_LABEL[k]))}
          />
          <NativeSelect
            label="Classe (CONAMA 307)"
            value={wasteClass}
            onChange={(e) => setClass(e.currentTarget.value as WasteClass)}
            data={WASTE_CLASSES.map((c) => opt(c, `Classe ${c}`))}
            description={WASTE_CLASS_INFO[wasteClass].definition}
          />
          <TextInput
            label="Material predominante"
            placeholder="ex.: concreto e tijolos"
            value={material}
            onChange={(e) => setMaterial(e.currentTarget.value)}
            error={fieldError("material")}
          />
          <NumberInput
            label="Volume (m³)"
            decimalSeparator=","
            min={0}
            value={volume}
            onChange={setVolume}
            error={fieldError("volumeM3")}
          />
          <NativeSelect
            label="Destino (receptor)"
            value={receiverOrgId}
            onChange={(e) => setReceiver(e.currentTarget.value)}
            data={options.receivers.map((r) => opt(r.orgId, r.legalName))}
            description={
              receiver
                ? `${RECEIVER_KIND_LABEL[receiver.kind as ReceiverKind]} · aceita classes ${receiver.acceptedClasses.join(", ")} · licença ${receiver.licenceNumber}`
                : undefined
            }
          />
        </SimpleGrid>
        <SignatureField
          label="Assinatura do transportador"
          onChange={setSignature}
          error={fieldError("signaturePng")}
        />
        <Text size="sm" c="dimmed">
          O número é dado na emissão, sem saltos, por ano. A emissão é recusada se a empresa não tiver licença
          válida no município da obra ou se o receptor não puder receber este resíduo pela lei do município
          dele ou pela própria licença.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
        <Button type="submit" size="md" loading={pending} disabled={missing.length > 0}>
          Emitir CTR
        </Button>
      </Stack>
    </form>
  );
}
