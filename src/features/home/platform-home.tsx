import { Badge, Stack } from "@mantine/core";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { MtrStateSystems } from "@/features/platform/mtr-state-systems";
import { OrgRequests } from "@/features/platform/org-requests";
import { OrgStatusButton } from "@/features/platform/org-status-button";
import { formatTaxId } from "@/lib/format";
import { ORG_KIND_LABEL } from "@/lib/roles";
import type { serverCaller } from "@/server/api/server-caller";

const STATUS_LABEL = { active: "ativa", pending: "aguardando aprovação", suspended: "suspensa" } as const;

export async function PlatformHome({ caller }: { caller: Awaited<ReturnType<typeof serverCaller>> }) {
  const [requests, orgs] = await Promise.all([caller.platform.orgRequests(), caller.platform.orgs()]);
  return (
    <Stack gap="xl">
      <OrgRequests requests={requests} />
      <SimpleTable
        caption="Organizações na plataforma"
        rows={orgs}
        rowKey={(o) => o.id}
        columns={[
          { header: "Organização", cell: (o) => o.legalName },
          { header: "Tipo", cell: (o) => ORG_KIND_LABEL[o.kind] },
          { header: "CNPJ/CPF", cell: (o) => formatTaxId(o.taxId) },
          { header: "Situação", cell: (o) => <Badge variant="light">{STATUS_LABEL[o.status]}</Badge> },
          { header: "Membros", cell: (o) => o.members },
          {
            header: "",
            cell: (o) => <OrgStatusButton orgId={o.id} status={o.status} orgName={o.legalName} />,
          },
        ]}
      />
      <MtrStateSystems caller={caller} />
      <TextLink href="/caixa-de-saida">Caixa de saída de mensagens</TextLink>
    </Stack>
  );
}
