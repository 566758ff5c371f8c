import { Paper, Stack, Text, Title } from "@mantine/core";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { IBAMA_CODE_LABEL, MTR_SYSTEM_LABEL, NBR_CLASS_LABEL, type NbrClass } from "@/domain/mtr";
import { CdfForm } from "@/features/mtr/cdf-form";
import { GeneratorCdfTable, ReceiverCdfTable } from "@/features/mtr/cdf-tables";
import { CredentialsForm } from "@/features/mtr/credentials-form";
import { ConsentToggle, RemoveCredentials, RemoveWasteCode } from "@/features/mtr/row-buttons";
import { WasteCodeForm } from "@/features/mtr/waste-code-form";
import { Guarded } from "@/features/shell/guarded";
import { loadViewer } from "@/features/shell/viewer";
import { formatDateTime, formatDecimal, formatTaxId } from "@/lib/format";

export const metadata: Metadata = { title: "MTR e CDF" };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * MTR e CDF (Lei 12.305/2010, art. 20; Portaria MMA 280/2020): each party's access to the system of
 * its state, the generator's authorization of its haulers, the hauler's IBAMA table, the receiver's CDF.
 */
/** What the page shows to `role`: the procedures refuse a role without access (FORBIDDEN). */
async function loadMtrPage(c: NonNullable<Awaited<ReturnType<typeof loadViewer>>>["caller"], role: string) {
  const mine = await c.mtr.mySystem();
  const keepsCredentials = role === "admin" || role === "operator" || role === "client";
  return {
    mine,
    keepsCredentials,
    credentials: keepsCredentials ? await c.mtr.credentials() : [],
    consents: role === "client" ? await c.mtr.generator.consents() : [],
    codes: role === "admin" || role === "dispatcher" ? await c.mtr.hauler.wasteCodes() : null,
    cdfs: role === "operator" ? await c.mtr.receiver.cdfs() : [],
    generatorCdfs: role === "client" ? await c.mtr.generator.cdfs() : [],
    receiptChanges: role === "client" ? await c.mtr.generator.receiptChanges() : [],
  };
}

export default async function MtrPage() {
  const viewer = await loadViewer();
  const role = viewer?.membership?.role;
  if (!viewer || !role) return <EmptyState title="Sem organização" next="Entre numa organização ativa." />;
  return (
    <Guarded load={() => loadMtrPage(viewer.caller, role)}>
      {({ mine, keepsCredentials, credentials, consents, codes, cdfs, generatorCdfs, receiptChanges }) => (
        <Stack>
          <PageHeader
            title="MTR e CDF"
            subtitle={`Manifesto de Transporte de Resíduos e Certificado de Destinação Final (Portaria MMA 280/2020). Sistema do seu estado: ${mine.label}.`}
          />
          <TextLink href="/mtr/chamadas">Chamadas aos sistemas de MTR</TextLink>
          {role === "client" && receiptChanges.length > 0 && (
            <Section title="Recebimentos alterados a responder">
              <Text size="sm">
                O destinador alterou no sistema de MTR a quantidade recebida destas cargas. Abra o CTR,
                confira e aceite ou recuse a alteração.
              </Text>
              <SimpleTable
                caption="Alterações de recebimento aguardando sua resposta"
                rows={receiptChanges}
                rowKey={(r) => r.id}
                columns={[
                  {
                    header: "CTR",
                    cell: (r) => <TextLink href={`/ctrs/${r.ctrId}`}>{r.ctrNumber}</TextLink>,
                  },
                  { header: "MTR", cell: (r) => `${r.number ?? "—"} (${r.systemLabel})` },
                  { header: "Alterado em", cell: (r) => formatDateTime(new Date(r.alteredAt)) },
                  {
                    header: "Enviado → recebido",
                    cell: (r) =>
                      `${formatDecimal(r.shippedQuantityM3, 3)} m³ → ${
                        r.receivedQuantityM3 === null ? "—" : `${formatDecimal(r.receivedQuantityM3, 3)} m³`
                      }`,
                  },
                ]}
              />
            </Section>
          )}
          {role === "client" && (
            <Section title="Autorização para o transportador emitir seus MTRs">
              <Text size="sm">
                A lei põe o MTR a cargo do gerador (Portaria MMA 280/2020). Autorize a empresa de caçambas a
                emiti-lo em seu nome, com as suas credenciais, a cada CTR. Você pode revogar quando quiser;
                tudo fica registrado.
              </Text>
              {consents.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nenhuma empresa de caçambas atende você ainda.
                </Text>
              ) : (
                <SimpleTable
                  caption="Empresas de caçambas"
                  rows={consents}
                  rowKey={(r) => r.haulerOrgId}
                  columns={[
                    { header: "Empresa", cell: (r) => r.haulerName },
                    {
                      header: "Situação",
                      cell: (r) =>
                        r.granted
                          ? `Autorizada em ${formatDateTime(new Date(r.grantedAt as Date))}`
                          : "Não autorizada",
                    },
                    {
                      header: "Ação",
                      cell: (r) => (
                        <ConsentToggle
                          haulerOrgId={r.haulerOrgId}
                          granted={r.granted}
                          haulerName={r.haulerName}
                        />
                      ),
                    },
                  ]}
                />
              )}
            </Section>
          )}
          {role === "client" && (
            <Section title="CDF — Certificado de Destinação Final">
              <Text size="sm">
                O destinador certifica no sistema de MTR a destinação das cargas que recebeu, com a tecnologia
                aplicada e as quantidades de cada MTR (Portaria MMA 280/2020). Guarde-o com os MTRs da obra.
              </Text>
              <GeneratorCdfTable cdfs={generatorCdfs} />
            </Section>
          )}
          {keepsCredentials && (
            <Section title="Credenciais">
              <Text size="sm">
                O usuário da sua empresa no sistema de MTR. Gerador, transportador e destinador precisam estar
                cadastrados no sistema, cada um com a sua unidade.
              </Text>
              {credentials.length > 0 && (
                <SimpleTable
                  caption="Credenciais cadastradas"
                  rows={credentials}
                  rowKey={(r) => r.system}
                  columns={[
                    { header: "Sistema", cell: (r) => MTR_SYSTEM_LABEL[r.system] },
                    { header: "Usuário", cell: (r) => formatTaxId(r.loginTaxId) },
                    { header: "Unidade", cell: (r) => `${r.unitCode} (${formatTaxId(r.companyTaxId)})` },
                    { header: "Senha", cell: () => "guardada cifrada" },
                    { header: "Atualizada", cell: (r) => formatDateTime(new Date(r.updatedAt)) },
                    {
                      header: "Ação",
                      cell: (r) => <RemoveCredentials system={r.system} label={MTR_SYSTEM_LABEL[r.system]} />,
                    },
                  ]}
                />
              )}
              <CredentialsForm defaultSystem={mine.system} />
            </Section>
          )}
          {codes && (
            <Section title="Códigos IBAMA dos resíduos">
              <Text size="sm">
                O código de cada carga vem da classe (CONAMA 307) e do material do CTR, pela Lista Brasileira
                de Resíduos (IN IBAMA 13/2012, capítulo 17). As linhas da sua empresa valem antes das padrão;
                um material com duas palavras da tabela é uma mistura (a linha * da classe).
              </Text>
              <SimpleTable
                caption="Tabela da empresa e padrão"
                rows={[
                  ...codes.own.map((r) => ({ ...r, own: true })),
                  ...codes.defaults.map((r) => ({ ...r, id: `${r.wasteClass}-${r.material}`, own: false })),
                ]}
                rowKey={(r) => `${r.own}-${r.id}`}
                columns={[
                  { header: "Origem", cell: (r) => (r.own ? "Da empresa" : "Padrão") },
                  { header: "Classe", cell: (r) => r.wasteClass },
                  { header: "Material", cell: (r) => r.material },
                  {
                    header: "Código IBAMA",
                    cell: (r) =>
                      `${r.ibamaCode}${IBAMA_CODE_LABEL[r.ibamaCode] ? ` — ${IBAMA_CODE_LABEL[r.ibamaCode]}` : ""}`,
                  },
                  { header: "NBR 10.004", cell: (r) => NBR_CLASS_LABEL[r.nbrClass as NbrClass] },
                  {
                    header: "Ação",
                    cell: (r) =>
                      r.own && role === "admin" ? <RemoveWasteCode id={r.id} label={r.material} /> : "",
                  },
                ]}
              />
              {role === "admin" ? (
                <WasteCodeForm />
              ) : (
                <Text size="sm">Só o administrador altera a tabela.</Text>
              )}
            </Section>
          )}
          {role === "operator" && (
            <Section title="CDF — Certificado de Destinação Final">
              <CdfForm />
              {cdfs.length > 0 && <ReceiverCdfTable cdfs={cdfs} />}
            </Section>
          )}
        </Stack>
      )}
    </Guarded>
  );
}
