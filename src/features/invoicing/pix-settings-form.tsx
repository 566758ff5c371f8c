"use client";

import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { normalizePixKey } from "@/domain/pix/key";
import { useAction } from "@/features/fleet/use-fleet-mutation";
import { useTRPC } from "@/lib/trpc/client";

export interface PixSettingsValues {
  key: string;
  receiverName: string;
  city: string;
}

/** The hauler admin's Pix key, with the name and city the payer's bank shows. */
export function PixSettingsForm({ initial }: { initial: PixSettingsValues }) {
  const trpc = useTRPC();
  const save = useMutation(trpc.pix.settings.save.mutationOptions());
  const { run, error, fieldError, pending } = useAction();
  const [v, setV] = useState(initial);
  const [saved, setSaved] = useState(false);
  /** The key is checked here first (the same rule as the server's), so a typo costs no request. */
  const [keyError, setKeyError] = useState<string | null>(null);
  const field = (k: keyof PixSettingsValues, label: string, description: string) => (
    <TextInput
      label={label}
      description={description}
      value={v[k]}
      onChange={(e) => setV({ ...v, [k]: e.currentTarget.value })}
      error={(k === "key" && keyError) || fieldError(k)}
    />
  );
  return (
    <form
      aria-label="Receber por Pix"
      onSubmit={async (e) => {
        e.preventDefault();
        const key = normalizePixKey(v.key);
        setKeyError(key.ok ? null : key.error);
        if (!key.ok) return setSaved(false);
        setSaved(Boolean(await run(() => save.mutateAsync(v))));
      }}
    >
      <Stack>
        <Text size="sm">
          Com a chave Pix cadastrada, toda fatura emitida mostra ao cliente um QR code e o “Pix copia e cola”
          com o valor da fatura, no portal e no PDF — com ou sem Stripe.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field("key", "Chave Pix", "CPF, CNPJ, e-mail, celular com +55 ou chave aleatória")}
          {field("receiverName", "Nome do recebedor", "Como o banco mostra ao pagador (até 25 letras)")}
          {field("city", "Cidade do recebedor", "Até 15 letras, sem acento no código")}
        </SimpleGrid>
        <div>
          <Button type="submit" loading={pending}>
            Salvar chave Pix
          </Button>
        </div>
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
        {saved && !error && <Alert color="green">Chave Pix salva.</Alert>}
      </Stack>
    </form>
  );
}
