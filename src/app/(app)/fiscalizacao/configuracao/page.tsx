import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { CitySettingsForm } from "@/features/city/settings-form";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Configuração da fiscalização" };
export const dynamic = "force-dynamic";

export default async function CitySettingsPage() {
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
          <CitySettingsForm initial={s} />
        </Stack>
      )}
    </Guarded>
  );
}
