import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { CitySettingsForm } from "@/features/city/settings-form";
import { Guarded } from "@/features/shell/guarded";
import { RETURN_PARAM, safeReturnPath } from "@/lib/nav/return-path";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Configuração da fiscalização" };
export const dynamic = "force-dynamic";

/** `?voltar=<path>`: the page that sent the auditor here (an auto missing a value), where saving returns. */
export default async function CitySettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const back = (await searchParams)[RETURN_PARAM];
  const returnTo = safeReturnPath(typeof back === "string" ? back : null);
  const caller = await serverCaller();
  return (
    <Guarded load={() => caller.city.settings()}>
      {(s) => (
        <Stack>
          <PageHeader
            title="Configuração da fiscalização"
            subtitle="Valores que a lei deixa para a prefeitura definir; as multas são calculadas com eles."
          />
          <CityNavLinks />
          <CitySettingsForm initial={s} returnTo={returnTo} />
        </Stack>
      )}
    </Guarded>
  );
}
