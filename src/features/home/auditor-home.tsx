import type { serverCaller } from "@/server/api/server-caller";
import { DayPanel } from "./day-panel";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

/** City auditor: what needs an inspection now, from the same numbers as the Fiscalização page. */
export async function AuditorHome({ caller }: { caller: Caller }) {
  const home = await caller.city.home();
  return (
    <DayPanel
      title={`Fiscalização hoje — ${home.municipality.name}/${home.municipality.uf}`}
      next={
        home.overdue.length > 0
          ? {
              label: "Ver caçambas vencidas",
              href: "/fiscalizacao",
              why: `${home.overdue.length === 1 ? "1 caçamba está" : `${home.overdue.length} caçambas estão`} na rua com o prazo de retirada vencido.`,
            }
          : {
              label: "Abrir a fiscalização",
              href: "/fiscalizacao",
              why: "Nenhuma caçamba vencida na rua agora. Veja o mapa, os CTRs e as empresas licenciadas.",
            }
      }
      counts={[
        { label: "Caçambas vencidas na rua", value: home.overdue.length, href: "/fiscalizacao", alert: true },
        { label: "Caçambas na rua", value: home.onStreet, href: "/fiscalizacao/mapa" },
        {
          label: `CTRs sem recebimento há mais de ${home.ctrDays} dias`,
          value: home.ctrsWithoutReceipt,
          href: "/fiscalizacao/volumes",
          alert: true,
        },
        {
          label: "Empresas sem licença válida",
          value: home.unlicensed.length,
          href: "/fiscalizacao/empresas",
          alert: true,
        },
      ]}
    />
  );
}
