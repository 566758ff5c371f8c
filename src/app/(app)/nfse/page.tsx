import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CertificateUpload } from "@/features/nfse/certificate-upload";
import { NfseSettingsForm } from "@/features/nfse/nfse-settings-form";
import { Guarded } from "@/features/shell/guarded";
import { formatDate, formatTaxId } from "@/lib/format";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "NFS-e" };

export default async function NfsePage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="NFS-e"
        subtitle="Nota fiscal de serviço pelo padrão nacional (Sefin Nacional), emitida a partir de cada fatura."
      />
      <Guarded load={() => caller.nfse.settings()}>
        {(s) => (
          <Stack gap="xl">
            <Title order={2} size="h4">
              Certificado digital
            </Title>
            <Paper withBorder p="md">
              <Stack>
                {s.certificate ? (
                  <Stack gap={2} aria-label="Certificado atual">
                    <Text>
                      <strong>Titular:</strong> {s.certificate.holder}
                    </Text>
                    <Text>
                      <strong>CNPJ:</strong> {formatTaxId(s.certificate.cnpj ?? "")}
                    </Text>
                    <Text>
                      <strong>Válido até:</strong> {formatDate(s.certificate.notAfter)}
                    </Text>
                  </Stack>
                ) : (
                  <Text>Nenhum certificado enviado: sem ele nenhuma NFS-e sai.</Text>
                )}
                {s.certificate?.warning && (
                  <Alert color={s.certificate.warning.days < 0 ? "red" : "orange"} role="status">
                    {s.certificate.warning.text}
                  </Alert>
                )}
                <CertificateUpload />
              </Stack>
            </Paper>
            <Title order={2} size="h4">
              Emissão
            </Title>
            <Paper withBorder p="md">
              <NfseSettingsForm
                initial={{
                  municipalRegistration: s.municipalRegistration ?? "",
                  simples: s.simples,
                  simplesIssRate: s.simplesIssRate,
                  simplesTotalRate: s.simplesTotalRate,
                  series: s.series,
                  nextNumber: s.nextNumber,
                  environment: s.environment,
                  autoIssue: s.autoIssue,
                  defaultTribNac: s.defaultTribNac,
                }}
              />
            </Paper>
          </Stack>
        )}
      </Guarded>
    </>
  );
}
