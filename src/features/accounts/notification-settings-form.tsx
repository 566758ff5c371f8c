"use client";

import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  CHANNEL_LABELS,
  CHANNELS,
  EVENT_LABELS,
  NOT_CONFIGURED_HERE,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
  noticesIntro,
} from "@/domain/notifications/events";
import { formatMobile } from "@/domain/notifications/phone";
import { hhmmOf } from "@/domain/notifications/quiet-hours";
import { FormAlert } from "@/features/forms/form-alert";
import { formErrors } from "@/features/forms/use-field-errors";
import { formatDateTime } from "@/lib/format";
import { useTRPC } from "@/lib/trpc/client";

type Prefs = Record<NotificationEvent, NotificationChannel[]>;

/**
 * Minha conta → Avisos: the person's mobile, the WhatsApp and SMS opt-ins (recorded with when and
 * how), quiet hours and, per event, the channels. Unticking an opt-in stops those sends.
 */
export function NotificationSettingsForm({ role = null }: { role?: string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.notifications.mySettings.queryOptions());
  const save = useMutation(
    trpc.notifications.saveMySettings.mutationOptions({
      onSuccess: (data) => queryClient.setQueryData(trpc.notifications.mySettings.queryKey(), data),
    }),
  );
  const errors = formErrors(save.error);
  const [prefs, setPrefs] = useState<Prefs | null>(null);
  if (!settings.data) return <Text c="dimmed">Carregando avisos…</Text>;
  const s = settings.data;
  const current = prefs ?? s.preferences;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      mobilePhone: String(form.get("mobilePhone") ?? ""),
      quietFrom: String(form.get("quietFrom") ?? "21:00"),
      quietUntil: String(form.get("quietUntil") ?? "08:00"),
      whatsappOptIn: form.get("whatsappOptIn") === "on",
      smsOptIn: form.get("smsOptIn") === "on",
      preferences: current,
    });
  }

  // An opt-in on an installation that cannot send the channel delivers nothing: say that first.
  const consentLine = (channel: "whatsapp" | "sms") => {
    const c = s.consents[channel];
    if (!s.available[channel]) {
      const kept = c ? ` Sua autorização de ${formatDateTime(c.optedInAt)} fica registrada.` : "";
      return `${NOT_CONFIGURED_HERE[channel]}: nenhum aviso sai por ${CHANNEL_LABELS[channel]} por enquanto.${kept}`;
    }
    return c ? `Autorizado em ${formatDateTime(c.optedInAt)} (${c.via}).` : "Não autorizado.";
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Avisos">
      <Stack>
        <Title order={2} size="h4">
          Avisos por WhatsApp, SMS e e-mail
        </Title>
        <Text size="sm">{noticesIntro(role)}</Text>
        <FormAlert message={errors.general} />
        <FormAlert color="green" message={save.isSuccess ? "Preferências de aviso salvas." : undefined} />
        <TextInput
          label="Celular (com DDD)"
          name="mobilePhone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="(32) 98765-4321"
          defaultValue={s.mobilePhone ? formatMobile(s.mobilePhone) : ""}
          error={errors.field("mobilePhone")}
        />
        <Checkbox
          name="whatsappOptIn"
          defaultChecked={Boolean(s.consents.whatsapp)}
          label="Aceito receber avisos do Caçamba Certa pelo WhatsApp neste celular"
          description={consentLine("whatsapp")}
        />
        <Checkbox
          name="smsOptIn"
          defaultChecked={Boolean(s.consents.sms)}
          label="Aceito receber avisos por SMS neste celular"
          description={consentLine("sms")}
        />
        <Group grow>
          <TextInput
            label="Silêncio das"
            name="quietFrom"
            type="time"
            defaultValue={hhmmOf(s.quiet.from)}
            error={errors.field("quietFrom")}
          />
          <TextInput
            label="até as"
            name="quietUntil"
            type="time"
            defaultValue={hhmmOf(s.quiet.until)}
            error={errors.field("quietUntil")}
          />
        </Group>
        <Text size="xs" c="dimmed">
          No horário de silêncio (no fuso do município da obra), WhatsApp e SMS esperam até o fim dele.
        </Text>
        {NOTIFICATION_EVENTS.map((e) => (
          <Checkbox.Group
            key={e}
            label={EVENT_LABELS[e]}
            value={current[e]}
            onChange={(v) => setPrefs({ ...current, [e]: v as NotificationChannel[] })}
          >
            <Group gap="md" mt={4}>
              {CHANNELS.map((c) => (
                <Checkbox
                  key={c}
                  value={c}
                  label={CHANNEL_LABELS[c]}
                  aria-label={`${EVENT_LABELS[e]}: ${CHANNEL_LABELS[c]}`}
                />
              ))}
            </Group>
          </Checkbox.Group>
        ))}
        <Text size="xs" c="dimmed">
          WhatsApp e SMS só chegam depois que você marcar a autorização acima.
        </Text>
        <Button type="submit" loading={save.isPending} w="fit-content">
          Salvar avisos
        </Button>
      </Stack>
    </form>
  );
}
