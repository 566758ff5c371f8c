import { Container, Stack, Text, Title } from "@mantine/core";
import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CitedText } from "@/components/ui/cited-text";
import { EmptyState } from "@/components/ui/empty-state";
import { SimpleTable } from "@/components/ui/simple-table";
import { TextLink } from "@/components/ui/text-link";
import { hireLicensedGrounds } from "@/domain";
import { formatIsoDate, formatTaxId } from "@/lib/format";
import { municipalityLabel } from "@/lib/municipalities";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Transportadores licenciados" };
export const dynamic = "force-dynamic";

/** Public list of the haulers with every licence their municipality's law requires, valid today, citing that law. */
export default async function LicensedHaulersPage({ params }: { params: Promise<{ municipio: string }> }) {
  const { municipio } = await params;
  const data = await (await serverCaller()).city.public
    .licensedHaulers({ municipalityId: municipio })
    .catch((e) => {
      if (e instanceof TRPCError && e.code === "BAD_REQUEST") notFound();
      throw e;
    });
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Transportadores licenciados — {municipalityLabel(municipio)}</Title>
        <Text>
          <CitedText>
            {`Situação em ${formatIsoDate(data.date)}: empresas de caçambas com todas as licenças que a lei municipal exige válidas hoje. Contrate só quem está nesta lista (${hireLicensedGrounds(municipio)}).`}
          </CitedText>
        </Text>
        {data.haulers.length === 0 ? (
          <EmptyState
            title="Nenhum transportador licenciado cadastrado"
            next="Consulte a prefeitura antes de contratar."
          />
        ) : (
          <SimpleTable
            rows={data.haulers}
            rowKey={(r) => r.orgId}
            caption={`Transportadores licenciados (${data.haulers.length})`}
            columns={[
              { header: "Empresa", cell: (r) => r.legalName },
              { header: "CNPJ", cell: (r) => formatTaxId(r.taxId) },
              {
                header: "Licenças",
                cell: (r) =>
                  r.licences
                    .map(
                      (l) =>
                        `${l.label} nº ${l.number}${l.validUntil ? ` até ${formatIsoDate(l.validUntil)}` : ""}`,
                    )
                    .join("; ") || "Não exigidas pela lei municipal",
              },
            ]}
          />
        )}
        <TextLink href="/transportadores">Outros municípios</TextLink>
      </Stack>
    </Container>
  );
}
