"use client";

import { List, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { distanceText, hoursText } from "./text";
import type { DayPlanView } from "./types";

/** The plan beside the board's current one: km, hours, the law's deadlines kept and missed, jobs left out. */
export function DayPlanTotals({ view }: { view: DayPlanView }) {
  const { current, plan } = view;
  const source = plan.distanceSource;
  const line = (label: string, now: string, then: string) => (
    <Text size="sm">
      <b>{label}:</b> atual {now} · plano {then}
    </Text>
  );
  return (
    <Stack gap={4} data-testid="day-plan-totals">
      {line("Distância", distanceText(current.km, source), distanceText(plan.totals.km, source))}
      {line("Horas dos caminhões", hoursText(current.hours), hoursText(plan.totals.hours))}
      {line(
        "Retiradas com prazo da lei no dia cumpridas",
        String(current.deadlinesMet),
        String(plan.totals.deadlinesMet),
      )}
      {line("Prazos perdidos", String(current.deadlinesMissed), String(plan.totals.deadlinesMissed))}
      <Text size="xs" c="dimmed">
        <CitedText>
          {
            "O prazo de retirada é o da lei do município (JF art. 12, §1º; CM art. 47): uma retirada que vence no dia é feita no dia, ou o plano diz qual prazo perde."
          }
        </CitedText>
      </Text>
      {plan.missedDeadlines.length > 0 && (
        <List size="xs" c="red.9" fw={600} data-testid="day-plan-missed">
          {plan.missedDeadlines.map((m) => (
            <List.Item key={m.jobId}>
              <CitedText>{`⚠ ${m.siteName}: perde o prazo — ${m.citation}`}</CitedText>
            </List.Item>
          ))}
        </List>
      )}
      {plan.unassigned.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Sem caminhão no plano:
          </Text>
          <List size="xs" data-testid="day-plan-unassigned">
            {plan.unassigned.map((u) => (
              <List.Item key={u.jobId}>
                {u.kindLabel} · {u.siteName}: {u.reason}.
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
