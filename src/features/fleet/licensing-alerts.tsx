import { Alert, Stack } from "@mantine/core";
import { CitedText } from "@/components/ui/cited-text";
import { formatIsoDate } from "@/lib/format";
import type { serverCaller } from "@/server/api/server-caller";
import { LICENCE_KIND_LABEL } from "@/server/services/fleet/licences/requirements";
import { EXPIRY_WARNING_DAYS } from "@/server/services/fleet/licences/status";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

/**
 * Blocked municipalities (red, with the article) and licences expiring within 30 days (yellow).
 * Meant for the admin's home as well as the company page.
 */
export async function LicensingAlerts({ caller }: { caller: Caller }) {
  const [verdicts, licences] = await Promise.all([
    caller.fleet.licences.licensing(),
    caller.fleet.licences.list(),
  ]);
  const expiring = licences.filter((l) => l.status === "expiring");
  return (
    <Stack gap="xs">
      {verdicts
        .filter((v) => !v.licensed)
        .map((v) => (
          <Alert
            key={v.municipalityId}
            color="red"
            title={<CitedText textColour>{`Bloqueado em ${v.municipalityName} (${v.article})`}</CitedText>}
          >
            <CitedText textColour>
              {`Sem as licenças exigidas, não é possível despachar caçambas nem emitir CTR ali: ${v.missing.map((m) => `${m.label} (${m.article})`).join("; ")}.`}
            </CitedText>
          </Alert>
        ))}
      {expiring.map((l) => (
        <Alert
          key={l.id}
          color="yellow"
          title={`${LICENCE_KIND_LABEL[l.kind]} vence em ${formatIsoDate(l.validUntil)}`}
        >
          Renove antes do vencimento: faltam menos de {EXPIRY_WARNING_DAYS} dias.
        </Alert>
      ))}
    </Stack>
  );
}
