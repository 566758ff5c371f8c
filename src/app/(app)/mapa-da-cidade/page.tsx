import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { CityFeaturesView } from "@/features/map/city-features-view";
import { Guarded } from "@/features/shell/guarded";
import { defaultMunicipalityId, MUNICIPALITY_OPTIONS } from "@/lib/municipalities";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Mapa da cidade" };
export const dynamic = "force-dynamic";

export default async function CityMapPage() {
  const caller = await serverCaller();
  return (
    <>
      <PageHeader
        title="Mapa da cidade"
        subtitle="Pontos de ônibus, hidrantes, faixas e demais elementos de que a lei manda manter distância. Importe do OpenStreetMap (GeoJSON) ou do GTFS (stops.txt)."
      />
      <Guarded load={() => caller.org.current()}>
        {(org) => (
          <CityFeaturesView
            options={MUNICIPALITY_OPTIONS}
            initialMunicipalityId={defaultMunicipalityId(org?.municipalityId)}
          />
        )}
      </Guarded>
    </>
  );
}
