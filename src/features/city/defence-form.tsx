"use client";

import { Button, FileInput, Group, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { FormAlert } from "@/features/forms/form-alert";
import { useTRPC } from "@/lib/trpc/client";
import { uploadCityFile } from "./upload";

/** The offender's defence: text and files (PDF, JPEG, PNG), within the law's deadline. */
export function DefenceForm({ citationId }: { citationId: string }) {
  const trpc = useTRPC();
  const file = useMutation(trpc.city.offender.fileDefence.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Stack>
      <Textarea
        label="Defesa"
        description="Explique por que o auto não procede."
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={5}
        error={fieldError("text")}
      />
      <FileInput
        label="Documentos e fotos (PDF, JPEG ou PNG)"
        multiple
        accept="application/pdf,image/jpeg,image/png"
        value={files}
        onChange={setFiles}
        clearable
      />
      <FormAlert message={error} />
      <Group>
        <Button
          size="md"
          loading={pending}
          onClick={() =>
            run(async () => {
              const fileIds: string[] = [];
              for (const f of files) fileIds.push(await uploadCityFile(f, "citation_defence"));
              return file.mutateAsync({ citationId, text, fileIds });
            })
          }
        >
          Apresentar defesa
        </Button>
      </Group>
    </Stack>
  );
}
