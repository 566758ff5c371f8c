"use client";

import { Alert, Button, FileInput, Group, Select, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { useTRPC } from "@/lib/trpc/client";
import { uploadFile } from "./upload-file";
import { useAction } from "./use-fleet-mutation";

interface Option {
  value: string;
  label: string;
}

export function LicenceForm({ kinds, municipalities }: { kinds: Option[]; municipalities: Option[] }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.fleet.licences.create.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [v, setV] = useState({ kind: "", number: "", municipalityId: "", validFrom: "", validUntil: "" });
  const [file, setFile] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);
  const text = (k: "number" | "validFrom" | "validUntil", label: string, placeholder?: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={v[k]}
      onChange={(e) => setV({ ...v, [k]: e.currentTarget.value })}
      error={fieldError(k)}
    />
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(false);
        const ok = await run(async () => {
          const documentFileId = file ? await uploadFile(file, "licence_document") : null;
          return create.mutateAsync({ ...v, kind: v.kind as never, documentFileId });
        });
        if (ok) setSaved(true);
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Tipo"
          data={kinds}
          value={v.kind}
          onChange={(x) => setV({ ...v, kind: x ?? "" })}
          error={fieldError("kind")}
        />
        {text("number", "Número")}
        <Select
          label="Município emissor"
          data={municipalities}
          value={v.municipalityId}
          onChange={(x) => setV({ ...v, municipalityId: x ?? "" })}
          error={fieldError("municipalityId")}
        />
        {text("validFrom", "Válida de", "dd/mm/aaaa")}
        {text("validUntil", "Válida até", "dd/mm/aaaa")}
        <FileInput
          label="Documento (PDF, JPEG ou PNG)"
          accept="application/pdf,image/jpeg,image/png"
          value={file}
          onChange={setFile}
          clearable
        />
        <Button type="submit" loading={pending}>
          Cadastrar licença
        </Button>
      </Group>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          <CitedText newTab textColour>
            {error}
          </CitedText>
        </Alert>
      )}
      {saved && !error && (
        <Alert color="green" mt="sm">
          Licença cadastrada.
        </Alert>
      )}
    </form>
  );
}
