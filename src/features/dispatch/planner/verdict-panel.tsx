"use client";

import { Alert, List, ListItem, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import type { PlacementResult } from "@/domain";
import { overlapMessage } from "@/domain/street/overlap";

/** The rules engine's verdict as the dispatcher sees it: each broken rule with its article, linked to the law's text. */
export function VerdictPanel({
  result,
  inputError,
  onTopOf = [],
}: {
  result: PlacementResult | null;
  inputError: string | null;
  /** The other caçambas the footprint shares ground with (a physical fact, not a law's rule). */
  onTopOf?: string[];
}) {
  if (inputError)
    return (
      <Alert color="yellow" title="Complete as condições do local" data-testid="verdict">
        {inputError}
      </Alert>
    );
  if (!result) return null;
  if (result.notInForce)
    return (
      <Alert
        color="orange"
        title={
          <CitedText
            newTab
            textColour
          >{`Lei fora de vigor nesta data (${result.notInForce.article})`}</CitedText>
        }
        data-testid="verdict"
      >
        <CitedText newTab textColour>
          {result.notInForce.message}
        </CitedText>
      </Alert>
    );
  return (
    <Stack gap="xs" data-testid="verdict" data-ok={result.ok && onTopOf.length === 0 ? "true" : "false"}>
      {onTopOf.length > 0 && (
        <Alert color="red" title="Sobre outra caçamba">
          {overlapMessage(onTopOf.map((label) => ({ label })))}
        </Alert>
      )}
      {result.ok ? (
        <Alert color="green" title="Dentro da lei">
          Nenhuma regra de distância descumprida com os elementos do mapa. O servidor confere de novo ao
          salvar.
        </Alert>
      ) : (
        <Alert color="red" title="A colocação descumpre a lei">
          <List size="sm" spacing={4}>
            {result.violations.map((v) => (
              <ListItem key={`${v.article}-${v.featureId ?? v.rule}`}>
                <Text span fw={700} size="sm">
                  <CitedText newTab textColour>
                    {v.article}
                  </CitedText>
                </Text>
                :{" "}
                <CitedText newTab textColour>
                  {v.message}
                </CitedText>
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {result.checklist.length > 0 && (
        <details>
          <summary>
            <Text span size="sm">
              Conferir no local ({result.checklist.length} itens que o mapa não decide)
            </Text>
          </summary>
          <List size="xs" spacing={2} mt={4}>
            {result.checklist.map((c) => (
              <ListItem key={`${c.rule}-${c.article}`}>
                <b>
                  <CitedText newTab textColour>
                    {c.article}
                  </CitedText>
                </b>
                :{" "}
                <CitedText newTab textColour>
                  {c.message}
                </CitedText>
              </ListItem>
            ))}
          </List>
        </details>
      )}
      {result.notRegulated.length > 0 && (
        <Text size="xs" c="dimmed">
          <CitedText
            newTab
          >{`Não regulado pela lei do município: ${result.notRegulated.map((n) => n.message).join(" ")}`}</CitedText>
        </Text>
      )}
    </Stack>
  );
}
