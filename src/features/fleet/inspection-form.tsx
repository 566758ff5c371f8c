"use client";

import { Alert, Button, Checkbox, FileInput, Group, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedLabel } from "@/components/ui/cited-label";
import { CitedText } from "@/components/ui/cited-text";
import { citeIn } from "@/domain";
import { useTRPC } from "@/lib/trpc/client";
import { uploadFile } from "./upload-file";
import { useAction } from "./use-fleet-mutation";

/** Condition inspection (JF art. 14; JP art. 16, §2º) with photos; articles only of the laws served. */
export function InspectionForm({
  cacambaId,
  standingWaterArticle,
}: {
  cacambaId: string;
  standingWaterArticle: string | null;
}) {
  const trpc = useTRPC();
  const record = useMutation(trpc.fleet.recordInspection.mutationOptions());
  const { run, error, pending } = useAction();
  const [v, setV] = useState({
    rust: false,
    structuralDamage: false,
    paintLegible: true,
    standingWaterOrTrash: false,
  });
  const [notes, setNotes] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const check = (k: keyof typeof v, label: string) => (
    <Checkbox
      label={<CitedLabel>{label}</CitedLabel>}
      checked={v[k]}
      onChange={(e) => setV({ ...v, [k]: e.currentTarget.checked })}
    />
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          const photoFileIds = [];
          for (const p of photos) photoFileIds.push(await uploadFile(p, "inspection_photo"));
          return record.mutateAsync({ cacambaId, ...v, notes: notes || null, photoFileIds });
        });
      }}
    >
      <Group>
        {check("rust", "Ferrugem")}
        {check("structuralDamage", "Estrutura danificada")}
        {check("paintLegible", "Pintura legível")}
        {check("standingWaterOrTrash", `Água parada ou lixo${citeIn(standingWaterArticle)}`)}
      </Group>
      <Group align="flex-end" mt="sm">
        <TextInput label="Observações" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
        <FileInput
          label="Fotos (JPEG/PNG)"
          multiple
          accept="image/jpeg,image/png"
          value={photos}
          onChange={setPhotos}
          clearable
        />
        <Button type="submit" loading={pending}>
          Registrar vistoria
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
    </form>
  );
}
