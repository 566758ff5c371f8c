import { Alert, List, Text } from "@mantine/core";
import { TextLink } from "@/components/ui/text-link";
import type { JobFactField } from "@/domain/ctr/job-facts";
import { KIND_LABEL } from "@/features/dispatch/board/labels";
import { formatIsoDate } from "@/lib/format";
import type { CtrDisagreement } from "@/server/services/ctr/job-facts";

const FIELD_LABEL: Record<JobFactField, string> = {
  generatorOrgId: "gerador",
  siteId: "obra",
  truckId: "caminhão",
  driverId: "motorista",
  cacambaId: "caçamba",
};

/** The hauler's CTRs that say other than their job: listed to be corrected (cancel and reissue), not rewritten. */
export function CtrJobDisagreements({ rows }: { rows: CtrDisagreement[] }) {
  if (rows.length === 0) return null;
  return (
    <Alert color="red" title="CTRs que não conferem com o serviço" role="alert">
      <Text size="sm">
        Estes CTRs trazem dados diferentes dos do serviço para o qual foram emitidos. Confira: se o CTR
        estiver errado, cancele-o e emita outro pelo cartão do serviço.
      </Text>
      <List size="sm" mt="xs">
        {rows.map((r) => (
          <List.Item key={r.ctrId}>
            <TextLink href={`/ctrs/${r.ctrId}`} size="sm">
              CTR {r.number}
            </TextLink>{" "}
            ({KIND_LABEL[r.jobKind] ?? r.jobKind} de {formatIsoDate(r.jobDate)}): difere em{" "}
            {r.fields.map((f) => FIELD_LABEL[f]).join(", ")}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
