import { Anchor, Badge, Paper, Stack, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { listRulesets } from "@/domain";
import { listInWords } from "@/domain/plural";
import { CompanyForm } from "@/features/fleet/company-form";
import { LicenceForm } from "@/features/fleet/licence-form";
import { LicensingAlerts } from "@/features/fleet/licensing-alerts";
import { PixSettingsForm } from "@/features/invoicing/pix-settings-form";
import { Guarded } from "@/features/shell/guarded";
import { formatCep, formatIsoDate, formatPhone, formatTaxId } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";
import {
  LICENCE_KIND_LABEL,
  LICENCE_KINDS,
  requirementsFor,
} from "@/server/services/fleet/licences/requirements";
import { LICENCE_STATUS_COLOR, LICENCE_STATUS_LABEL } from "@/server/services/fleet/licences/status";

export const metadata: Metadata = { title: "Empresa e licenças" };

const MUNICIPALITIES = listRulesets().map((r) => ({
  value: r.id,
  label: `${r.municipality.name}/${r.municipality.uf}`,
}));
const NAME = Object.fromEntries(MUNICIPALITIES.map((m) => [m.value, m.label]));

/** What the laws of the company's municipalities ask it to register, each with its own article. */
function licencesToRegister(municipalityIds: string[]): string {
  const asked = municipalityIds.flatMap((id) =>
    (requirementsFor(id)?.required ?? []).map(
      (r) => `${LICENCE_KIND_LABEL[r.kind].toLowerCase()} (${r.article})`,
    ),
  );
  return asked.length > 0
    ? `Cadastre ${listInWords([...new Set(asked)])}, com o documento digitalizado.`
    : "A lei dos municípios atendidos não exige licença de transportador; cadastre as que tiver, com o documento digitalizado.";
}

export default async function CompanyPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Empresa e licenças"
        subtitle="Cadastro exigido pela lei e licenças de cada município."
      />
      <Guarded load={() => Promise.all([caller.fleet.company.get(), caller.fleet.licences.list()])}>
        {([company, licences]) => (
          <Stack gap="xl">
            <LicensingAlerts caller={caller} />
            {company.kind === "hauler" && (
              <Paper withBorder p="md">
                <CompanyForm
                  municipalities={MUNICIPALITIES}
                  initial={{
                    legalName: company.legalName,
                    taxId: formatTaxId(company.taxId),
                    address: company.address ?? "",
                    cep: company.cep ? formatCep(company.cep) : "",
                    phone: company.phone ? formatPhone(company.phone) : "",
                    complaintsPhone: company.complaintsPhone ? formatPhone(company.complaintsPhone) : "",
                    yardAddress: company.yardAddress ?? "",
                    municipalityIds: company.municipalityIds,
                  }}
                />
              </Paper>
            )}
            {company.kind === "hauler" && (
              <Guarded load={() => caller.pix.settings.get()}>
                {(pix) => (
                  <>
                    <Title order={2} size="h4">
                      Receber por Pix
                    </Title>
                    <Paper withBorder p="md">
                      <PixSettingsForm
                        initial={{
                          key: pix?.key ?? "",
                          receiverName: pix?.receiverName ?? company.legalName,
                          city: pix?.city ?? "",
                        }}
                      />
                    </Paper>
                  </>
                )}
              </Guarded>
            )}
            <Title order={2} size="h4">
              Licenças
            </Title>
            <Paper withBorder p="md">
              <LicenceForm
                kinds={LICENCE_KINDS.map((k) => ({ value: k, label: LICENCE_KIND_LABEL[k] }))}
                municipalities={MUNICIPALITIES}
              />
            </Paper>
            {licences.length === 0 ? (
              <EmptyState
                title="Nenhuma licença cadastrada"
                next={licencesToRegister(company.municipalityIds)}
              />
            ) : (
              <SimpleTable
                caption="Licenças"
                rows={licences}
                rowKey={(l) => l.id}
                columns={[
                  { header: "Tipo", cell: (l) => LICENCE_KIND_LABEL[l.kind] },
                  { header: "Número", cell: (l) => l.number },
                  { header: "Município", cell: (l) => NAME[l.municipalityId] ?? l.municipalityId },
                  {
                    header: "Validade",
                    cell: (l) => `${formatIsoDate(l.validFrom)} a ${formatIsoDate(l.validUntil)}`,
                  },
                  {
                    header: "Situação",
                    cell: (l) => (
                      <Badge color={LICENCE_STATUS_COLOR[l.status]} variant="light">
                        {LICENCE_STATUS_LABEL[l.status]}
                      </Badge>
                    ),
                  },
                  {
                    header: "Documento",
                    cell: (l) =>
                      l.documentFileId ? <Anchor href={`/api/files/${l.documentFileId}`}>abrir</Anchor> : "—",
                  },
                ]}
              />
            )}
          </Stack>
        )}
      </Guarded>
    </>
  );
}
