"use client";

import { Alert, Button, Card, Checkbox, Group, Select, Title } from "@mantine/core";
import { useRef, useState } from "react";
import { CitedText } from "@/components/ui/cited-text";
import { TimeField } from "@/features/forms/date-time-field";
import { formatIsoDate } from "@/lib/format";
import { KIND_LABEL } from "./labels";
import type { Option } from "./types";

export interface NewJobDraft {
  kind: "drop_off" | "swap" | "pick_up" | "dump";
  placementId?: string;
  truckId?: string;
  driverId?: string;
  windowStart?: string;
  windowEnd?: string;
  /** The dispatcher confirmed a delivery before the client's "a partir de" was agreed with the client. */
  beforeDesiredFrom?: boolean;
}

/** "Agendar serviço": a job for the board's day, optionally already on a truck with a driver. */
export function ScheduleForm({
  placementId,
  initialKind,
  placementOptions,
  date,
  desiredFromOf,
  lateOf,
  truckOptions,
  driverOptions,
  onSchedule,
}: {
  placementId?: string;
  initialKind?: NewJobDraft["kind"];
  placementOptions: Option[];
  /** The board's day (aaaa-mm-dd) the job is booked for. */
  date: string;
  /** The client's "a partir de" of the placement's order (aaaa-mm-dd), if it has one. */
  desiredFromOf: (placementId: string) => string | null;
  /** A pick-up on the board's day after the placement's removal deadline, said with the article and fine. */
  lateOf: (placementId: string) => string | null;
  truckOptions: Option[];
  driverOptions: Option[];
  /** Resolves true once the job is booked: the form then starts over. */
  onSchedule: (job: NewJobDraft) => Promise<boolean>;
}) {
  const empty = {
    kind: (initialKind ?? "drop_off") as string,
    placementId: placementId ?? "",
    truckId: "",
    driverId: "",
    windowStart: "08:00",
    windowEnd: "12:00",
  };
  const [draft, setDraft] = useState(empty);
  const [pending, setPending] = useState(false);
  const [agreed, setAgreed] = useState(false);
  // A delivery before the client's date is said before sending, and booked only once the dispatcher
  // confirms it was agreed (the server refuses it otherwise).
  const desiredFrom =
    draft.kind === "drop_off" && draft.placementId ? desiredFromOf(draft.placementId) : null;
  const early = desiredFrom !== null && date < desiredFrom;
  const late =
    (draft.kind === "pick_up" || draft.kind === "swap") && draft.placementId
      ? lateOf(draft.placementId)
      : null;
  const kindRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  return (
    <Card withBorder>
      <Title order={2} size="h5" mb="xs">
        Agendar serviço
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          ref={kindRef}
          label="Tipo"
          data={Object.entries(KIND_LABEL).map(([value, label]) => ({ value, label }))}
          value={draft.kind}
          onChange={(v) => setDraft({ ...draft, kind: v ?? "drop_off" })}
          w={140}
        />
        <Select
          label="Colocação"
          data={placementOptions}
          value={draft.placementId || null}
          onChange={(v) => setDraft({ ...draft, placementId: v ?? "" })}
          w={280}
          searchable
        />
        <Select
          label="Caminhão"
          data={truckOptions}
          value={draft.truckId || null}
          onChange={(v) => setDraft({ ...draft, truckId: v ?? "" })}
          w={140}
          clearable
        />
        <Select
          label="Motorista"
          data={driverOptions}
          value={draft.driverId || null}
          onChange={(v) => setDraft({ ...draft, driverId: v ?? "" })}
          w={180}
          clearable
        />
        <TimeField
          label="De"
          value={draft.windowStart}
          onChange={(windowStart) => setDraft({ ...draft, windowStart })}
          w={110}
        />
        <TimeField
          label="Até"
          value={draft.windowEnd}
          onChange={(windowEnd) => setDraft({ ...draft, windowEnd })}
          w={110}
        />
        {early && (
          <Checkbox
            label="Antecipar a entrega: combinado com o cliente"
            description={`O cliente pediu a caçamba a partir de ${formatIsoDate(desiredFrom ?? "")}.`}
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
          />
        )}
        <Button
          ref={submitRef}
          loading={pending}
          disabled={early && !agreed}
          onClick={async () => {
            setPending(true);
            const booked = await onSchedule({
              kind: draft.kind as NewJobDraft["kind"],
              placementId: draft.placementId || undefined,
              truckId: draft.truckId || undefined,
              driverId: draft.driverId || undefined,
              windowStart: draft.windowStart || undefined,
              windowEnd: draft.windowEnd || undefined,
              beforeDesiredFrom: early && agreed ? true : undefined,
            });
            setPending(false);
            if (booked) {
              setDraft({ ...empty, placementId: "" });
              setAgreed(false);
            }
            // The button was disabled while booking, which drops focus: the next job starts at "Tipo";
            // after a refusal (announced by the alert), the button is where the person left it.
            requestAnimationFrame(() => (booked ? kindRef.current : submitRef.current)?.focus());
          }}
        >
          Agendar
        </Button>
      </Group>
      {late && (
        <Alert color="orange" mt="xs" title="Depois do prazo" data-testid="schedule-late">
          <CitedText>{late}</CitedText>
        </Alert>
      )}
    </Card>
  );
}
