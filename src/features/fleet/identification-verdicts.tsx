import { Alert, List, ListItem, Stack, Text } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { plural } from "@/domain/plural";
import type { IdentificationVerdict } from "@/server/services/fleet/identification";

/** The rules engine's verdict per municipality, every nonconformity with its article. */
export function IdentificationVerdicts({ verdicts }: { verdicts: IdentificationVerdict[] }) {
  return (
    <Stack>
      {verdicts.map((v) => (
        <Alert
          key={v.municipality}
          color={v.ok ? "green" : "orange"}
          title={`${v.municipalityName}: ${v.ok ? "identificação conforme" : plural(v.nonconformities.length, "não conformidade", "não conformidades")}`}
        >
          {v.nonconformities.length > 0 && (
            <List size="sm">
              {v.nonconformities.map((n) => (
                <ListItem key={`${n.field}-${n.message}`}>
                  <Text span fw={600}>
                    <CitedText newTab textColour>
                      {n.article}
                    </CitedText>
                  </Text>{" "}
                  —{" "}
                  <CitedText newTab textColour>
                    {n.message}
                  </CitedText>
                </ListItem>
              ))}
            </List>
          )}
          {v.notRegulated.map((n) => (
            <Text key={n.rule} size="sm">
              <CitedText newTab textColour>{`${n.article}: ${n.message}`}</CitedText>
            </Text>
          ))}
        </Alert>
      ))}
    </Stack>
  );
}
