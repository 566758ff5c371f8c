"use client";

import { Alert, Button, Card, Group, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { MAX_HANDLES } from "./feature-editor-layers";
import { type EditableGeometry, largestShiftM, vertices } from "./feature-geometry";

const coordinate = (v: number) =>
  v.toLocaleString("pt-BR", { minimumFractionDigits: 6, maximumFractionDigits: 6 });

/** Where the feature being moved goes, before it is saved. */
export function MoveFeaturePanel({
  label,
  original,
  draft,
  saving,
  error,
  onSave,
  onCancel,
}: {
  label: string;
  original: EditableGeometry;
  draft: EditableGeometry;
  saving: boolean;
  error: string | null;
  onSave: () => void;
  onCancel: () => void;
}) {
  const points = vertices(draft);
  const shift = largestShiftM(original, draft);
  const tooMany = points.length > MAX_HANDLES;
  const single = points.length === 1 ? points[0] : undefined;
  return (
    <Card withBorder data-testid="move-feature">
      <Stack gap="xs">
        <Text fw={600}>Mover {label}</Text>
        {tooMany ? (
          <Text size="sm">
            Este elemento tem {points.length.toLocaleString("pt-BR")} vértices, mais do que dá para arrastar
            no mapa: corrija o arquivo de origem e importe de novo.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {single
              ? "Arraste o marcador laranja no mapa até a posição certa."
              : "Arraste os vértices laranja no mapa; o contorno novo aparece tracejado."}
          </Text>
        )}
        <Text size="sm" data-testid="move-preview">
          {single && `Nova posição: ${coordinate(single.lat)}, ${coordinate(single.lon)}. `}
          {shift > 0
            ? `Deslocado ${shift.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} m.`
            : "Ainda não foi movido."}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            <CitedText newTab textColour>
              {error}
            </CitedText>
          </Alert>
        )}
        <Group>
          <Button onClick={onSave} loading={saving} disabled={shift === 0 || tooMany}>
            Salvar posição
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
