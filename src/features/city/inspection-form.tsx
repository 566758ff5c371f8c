"use client";

import {
  Button,
  FileInput,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";
import { uploadCityFile } from "./upload";

type Answer = "ok" | "nonconforming" | "not_checked";

export interface ChecklistItem {
  rule: string;
  article: string;
  message: string;
}

/** On-site inspection: the ruleset's checklist answered item by item, photos, GPS and notes. */
export function InspectionForm({
  checklist,
  target,
  initialNonconforming = [],
}: {
  checklist: ChecklistItem[];
  target: { placementId: string | null; cacambaCode: string | null; label: string; address: string | null };
  initialNonconforming?: string[];
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const record = useMutation(trpc.city.inspections.record.mutationOptions());
  const [answers, setAnswers] = useState<Record<string, Answer>>(
    Object.fromEntries(initialNonconforming.map((r) => [r, "nonconforming" as Answer])),
  );
  const [notes, setNotes] = useState("");
  const [address, setAddress] = useState(target.address ?? "");
  const [code, setCode] = useState(target.cacambaCode ?? "");
  const [gps, setGps] = useState<{ lat: number; lon: number; accuracyM: number } | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function locate() {
    if (!navigator.geolocation) return setError("Este aparelho não informa a localização (GPS).");
    navigator.geolocation.getCurrentPosition(
      (p) => setGps({ lat: p.coords.latitude, lon: p.coords.longitude, accuracyM: p.coords.accuracy }),
      () => setError("Não foi possível obter a localização: permita o acesso ao GPS."),
      { enableHighAccuracy: true, timeout: 15000 },
    );
  }

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const photoFileIds: string[] = [];
      for (const f of photos) photoFileIds.push(await uploadCityFile(f, "inspection_photo"));
      const row = await record.mutateAsync({
        placementId: target.placementId,
        cacambaCode: target.placementId ? null : code,
        address: target.placementId ? null : address,
        lat: gps?.lat ?? null,
        lon: gps?.lon ?? null,
        accuracyM: gps?.accuracyM ?? null,
        answers: Object.entries(answers).map(([rule, answer]) => ({ rule, answer })),
        photoFileIds,
        notes,
      });
      router.push(`/fiscalizacao/vistorias/${row.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Erro inesperado.");
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Text fw={600}>{target.label}</Text>
      {!target.placementId && (
        <Group grow align="flex-start">
          <TextInput
            label="Código da caçamba (QR)"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <TextInput label="Endereço" value={address} onChange={(e) => setAddress(e.currentTarget.value)} />
        </Group>
      )}
      <Group>
        <Button variant="light" onClick={locate}>
          Usar minha localização (GPS)
        </Button>
        <Text size="sm" c="dimmed">
          {gps
            ? `${gps.lat.toFixed(6)}, ${gps.lon.toFixed(6)} (±${Math.round(gps.accuracyM)} m)`
            : "Sem GPS: será usada a posição registrada da caçamba."}
        </Text>
      </Group>
      {checklist.map((item) => (
        <Paper key={item.rule} withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Text size="sm">
              <Text span fw={600}>
                {item.article}
              </Text>{" "}
              — {item.message}
            </Text>
            <SegmentedControl
              aria-label={`Resposta: ${item.article}`}
              value={answers[item.rule] ?? "not_checked"}
              onChange={(v) => setAnswers((a) => ({ ...a, [item.rule]: v as Answer }))}
              data={[
                { value: "not_checked", label: "Não verificado" },
                { value: "ok", label: "Conforme" },
                { value: "nonconforming", label: "Não conforme" },
              ]}
            />
          </Stack>
        </Paper>
      ))}
      <FileInput
        label="Fotos (JPEG ou PNG)"
        multiple
        accept="image/jpeg,image/png"
        value={photos}
        onChange={setPhotos}
        clearable
      />
      <Textarea
        label="Observações"
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        autosize
        minRows={2}
      />
      <FormAlert message={error} />
      <Group>
        <Button onClick={submit} loading={busy} size="md">
          Registrar vistoria
        </Button>
      </Group>
    </Stack>
  );
}
