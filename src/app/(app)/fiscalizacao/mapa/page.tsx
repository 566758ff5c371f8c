import { Stack } from "@mantine/core";
import type { Metadata } from "next";
import { DEADLINE_MARKER_COLOUR } from "@/components/map/marker-colours";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { CityNavLinks } from "@/features/city/city-nav-links";
import { ReadFreshness } from "@/features/city/read-freshness";
import { StreetMapView } from "@/features/city/street-map-view";
import { StreetTable } from "@/features/city/street-table";
import { Guarded } from "@/features/shell/guarded";
import { serverCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Caçambas na rua" };
export const dynamic = "force-dynamic";

/** Every caçamba standing on the municipality's streets now, on a map and in a list (overdue first). */
export default async function StreetPage() {
  const caller = await serverCaller();
  return (
    <Guarded load={async () => ({ rows: await caller.city.street(), home: await caller.city.home() })}>
      {({ rows, home }) => (
        <Stack>
          <PageHeader
            title="Caçambas na rua"
            subtitle="Todas as caçambas colocadas no município, de todos os transportadores, com o prazo de retirada e o atraso."
          />
          <CityNavLinks />
          <ReadFreshness freshness={home.freshness} />
          {rows.length === 0 ? (
            <EmptyState
              title="Nenhuma caçamba na rua agora"
              next="Quando um transportador colocar uma caçamba no município, ela aparece aqui."
            />
          ) : (
            <>
              <StreetMapView
                center={{ lat: rows[0]?.lat ?? 0, lon: rows[0]?.lon ?? 0 }}
                points={rows.map((r) => ({
                  id: r.placementId,
                  lat: r.lat,
                  lon: r.lon,
                  colour:
                    DEADLINE_MARKER_COLOUR[r.status as keyof typeof DEADLINE_MARKER_COLOUR] ??
                    DEADLINE_MARKER_COLOUR.none,
                }))}
              />
              <StreetTable
                rows={rows}
                timeZone={home.municipality.timeZone}
                caption={`Caçambas na rua (${rows.length})`}
              />
            </>
          )}
        </Stack>
      )}
    </Guarded>
  );
}
