"use client";

import { Badge, Button, Card, Group, List, Stack, Text } from "@mantine/core";
import { formatPlate } from "@/lib/format";
import { backLine, distanceText, legLine } from "./text";
import type { DayPlanView } from "./types";

type TruckPlan = DayPlanView["plan"]["trucks"][number];

/** One truck's day in the plan: its trips, each with its legs (receiver runs included), and the way home. */
export function DayPlanTruck({
  truck,
  source,
  accepted,
  busy,
  onAccept,
}: {
  truck: TruckPlan;
  source: DayPlanView["plan"]["distanceSource"];
  accepted: boolean;
  busy: boolean;
  onAccept: () => void;
}) {
  const plate = formatPlate(truck.plate);
  return (
    <Card
      withBorder
      padding="xs"
      data-testid="day-plan-truck"
      aria-label={`Plano do caminhão ${plate}`}
      role="group"
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{plate}</Text>
          {accepted ? (
            <Badge color="green">aceito</Badge>
          ) : truck.changed ? (
            <Badge color="blue">muda</Badge>
          ) : (
            <Badge color="gray">como está</Badge>
          )}
        </Group>
        <Text size="xs">
          {truck.trips.length === 0
            ? "Sem serviços no plano."
            : `${truck.trips.length} ${truck.trips.length === 1 ? "serviço" : "serviços"} · ${distanceText(truck.km, source)} · sai do pátio às ${truck.startsAt}${truck.breakAt ? ` · intervalo às ${truck.breakAt}` : ""}`}
        </Text>
        <List type="ordered" size="xs" spacing={4}>
          {truck.trips.map((trip) => (
            <List.Item key={trip.jobId} data-testid="day-plan-trip">
              <Text size="xs" fw={600} span>
                {trip.kindLabel} · {trip.start}–{trip.end}
              </Text>
              {trip.legs.map((leg) => (
                <Text
                  key={`${trip.jobId}-${leg.to}-${leg.arrive}`}
                  size="xs"
                  data-testid={leg.to === "receiver" ? "day-plan-receiver-run" : undefined}
                  style={{ overflowWrap: "anywhere" }}
                >
                  {legLine(leg, trip.kindLabel)}
                </Text>
              ))}
            </List.Item>
          ))}
        </List>
        {truck.trips.length > 0 && (
          <Text size="xs" fw={600} data-testid="day-plan-back">
            {backLine(truck.back, truck.endsAt)}
          </Text>
        )}
        {truck.changed && !accepted && (
          <Button size="xs" variant="light" loading={busy} onClick={onAccept}>
            Aceitar só o caminhão {plate}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
