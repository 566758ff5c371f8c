"use client";

import { Button, FileInput, Group, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "@/features/forms/form-alert";
import { useFocusResult } from "@/features/forms/use-focus-result";
import { formatCoordinates } from "@/lib/format";

/** Public report about a caçamba (from its QR page): text, optional photo and location; goes to the hauler and the city. */
export function CitizenReportForm({ code }: { code: string }) {
  const [text, setText] = useState("");
  const [contact, setContact] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [pos, setPos] = useState<{ lat: number; lon: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  // Sent, the form gives way to the thanks; refused, the message: focus goes there, not to the page.
  const { ref, focusResult } = useFocusResult<HTMLDivElement>();

  function locate() {
    navigator.geolocation?.getCurrentPosition(
      (p) => setPos({ lat: p.coords.latitude, lon: p.coords.longitude }),
      () => setError("Não foi possível obter a localização; envie sem ela ou descreva o endereço."),
      { enableHighAccuracy: true, timeout: 15000 },
    );
  }

  async function submit() {
    setBusy(true);
    setError(null);
    const form = new FormData();
    form.set("code", code);
    form.set("text", text);
    form.set("contact", contact);
    if (pos) {
      form.set("lat", String(pos.lat));
      form.set("lon", String(pos.lon));
    }
    if (photo) form.set("photo", photo);
    try {
      const res = await fetch("/api/city/denuncias", { method: "POST", body: form });
      const body = (await res.json()) as { message?: string };
      if (!res.ok) throw new Error(body.message ?? "Não foi possível enviar a denúncia.");
      setDone(true);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Não foi possível enviar a denúncia.");
    } finally {
      setBusy(false);
      focusResult();
    }
  }

  return <div ref={ref}>{done ? <Sent /> : form()}</div>;

  function form() {
    return (
      <Stack>
        <Title order={2} size="h4" id="denunciar">
          Denunciar um problema com esta caçamba
        </Title>
        <Textarea
          label="O que está acontecendo?"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={3}
          size="md"
        />
        <FileInput
          label="Foto (opcional, JPEG ou PNG)"
          accept="image/jpeg,image/png"
          value={photo}
          onChange={setPhoto}
          clearable
          size="md"
        />
        <Group>
          <Button variant="light" onClick={locate} size="md">
            Enviar minha localização
          </Button>
          {pos && <Text size="sm">{formatCoordinates(pos.lat, pos.lon)}</Text>}
        </Group>
        <TextInput
          label="Seu contato (opcional)"
          value={contact}
          onChange={(e) => setContact(e.currentTarget.value)}
          size="md"
        />
        <FormAlert message={error} />
        <Button onClick={submit} loading={busy} size="md">
          Enviar denúncia
        </Button>
      </Stack>
    );
  }
}

function Sent() {
  return (
    <FormAlert
      color="green"
      role="status"
      title="Denúncia enviada"
      message="A empresa e a fiscalização da prefeitura foram avisadas. Obrigado."
    />
  );
}
