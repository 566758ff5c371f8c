"use client";

import { Button, FileInput, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { FormAlert } from "@/features/forms/form-alert";
import { formatDateTime } from "@/lib/format";
import { inspectionEvidenceError } from "@/lib/inspection-evidence";
import { useTRPC } from "@/lib/trpc/client";
import { type Answer, type ChecklistItem, ChecklistSections } from "./inspection-checklist";
import { InspectionPosition, type PositionState, positionOf } from "./inspection-position";
import { uploadCityFile } from "./upload";

export type { ChecklistItem } from "./inspection-checklist";

/**
 * On-site inspection: the ruleset's checklist answered item by item (with "Tudo conforme" per section),
 * a position (the caçamba's own, by default, or GPS, or typed coordinates), a photo or a written reason
 * for none, and notes. Nothing is uploaded or saved until all of that is there.
 */
export function InspectionForm({
  checklist,
  target,
  initialNonconforming = [],
  timeZone,
  openedAt,
}: {
  checklist: ChecklistItem[];
  target: {
    placementId: string | null;
    cacambaCode: string | null;
    label: string;
    address: string | null;
    /** Where the caçamba stands (its placed footprint's centre): the default position. */
    recorded: { lat: number; lon: number } | null;
    /** "caçamba nº 04" (or "caçamba"), as the position's choice names it. */
    cacambaLabel?: string;
  };
  initialNonconforming?: string[];
  timeZone: string;
  /** The server's clock when the page was drawn, so the first render matches on both sides. */
  openedAt: string;
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
  const [position, setPosition] = useState<PositionState>({
    source: target.recorded ? "placement" : null,
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [noPhotoReason, setNoPhotoReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [clock, setClock] = useState(() => new Date(openedAt));
  useEffect(() => {
    const timer = setInterval(() => setClock(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  async function submit() {
    setError(null);
    setFields({});
    const point = positionOf(position, target.recorded);
    const list = Object.entries(answers).map(([rule, answer]) => ({ rule, answer }));
    const refused = inspectionEvidenceError({
      answers: list,
      positionSource: position.source,
      hasPosition: point !== null,
      photoCount: photos.length,
      noPhotoReason,
    });
    if (refused) {
      setFields({ [refused.field]: refused.message });
      setError(refused.message);
      return;
    }
    setBusy(true);
    try {
      const photoFileIds: string[] = [];
      for (const f of photos) photoFileIds.push(await uploadCityFile(f, "inspection_photo"));
      const row = await record.mutateAsync({
        placementId: target.placementId,
        cacambaCode: target.placementId ? null : code,
        address: target.placementId ? null : address,
        positionSource: position.source ?? "gps",
        lat: point?.lat ?? null,
        lon: point?.lon ?? null,
        accuracyM: point?.accuracyM ?? null,
        answers: list,
        photoFileIds,
        noPhotoReason: photos.length > 0 ? null : noPhotoReason,
        notes,
      });
      router.push(`/fiscalizacao/vistorias/${row.id}`);
    } catch (e) {
      const fieldErrors =
        (e as { data?: { fieldErrors?: Record<string, string[]> } }).data?.fieldErrors ?? {};
      setFields(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? ""])));
      setError(e instanceof Error ? e.message : "Erro inesperado.");
      setBusy(false);
    }
  }

  return (
    <Stack>
      <Text fw={600}>
        <CitedText newTab>{target.label}</CitedText>
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          Data e hora da vistoria:{" "}
        </Text>
        {formatDateTime(clock, timeZone)} (registrada ao salvar)
      </Text>
      {!target.placementId && (
        <Group grow align="flex-start">
          <TextInput
            label="Código da caçamba (QR)"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={fields.cacambaCode}
          />
          <TextInput
            label="Endereço"
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            error={fields.address}
          />
        </Group>
      )}
      <InspectionPosition
        value={position}
        onChange={setPosition}
        recorded={target.recorded}
        cacambaLabel={target.cacambaLabel ?? "caçamba"}
        error={fields.positionSource ?? fields.lat}
      />
      <ChecklistSections
        checklist={checklist}
        answers={answers}
        onChange={setAnswers}
        error={fields.answers}
      />
      <FileInput
        label="Fotos (JPEG ou PNG)"
        multiple
        accept="image/jpeg,image/png"
        value={photos}
        onChange={setPhotos}
        clearable
      />
      {photos.length === 0 && (
        <Textarea
          label="Sem foto: por quê?"
          description="Uma vistoria tem ao menos uma foto ou o motivo de não ter."
          value={noPhotoReason}
          onChange={(e) => setNoPhotoReason(e.currentTarget.value)}
          error={fields.noPhotoReason}
          autosize
          minRows={2}
        />
      )}
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
