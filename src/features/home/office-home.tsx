import { Stack } from "@mantine/core";
import { isoDateIn } from "@/lib/format";
import type { serverCaller } from "@/server/api/server-caller";
import { DayPanel, type NextAction } from "./day-panel";
import { JobList } from "./job-list";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

const OPEN_JOB = new Set(["scheduled", "en_route"]);

/** Hauler admin and dispatcher: today's jobs, caçambas due or overdue, orders to plan, CTRs without receipt. */
export async function OfficeHome({ caller, now = new Date() }: { caller: Caller; now?: Date }) {
  const [board, placements, openOrders, unreceived] = await Promise.all([
    caller.dispatch.jobs.board({ date: isoDateIn(now) }),
    caller.dispatch.placements.list(),
    caller.dispatch.orders.list({ status: "open" }),
    caller.ctr.hauler.list({ overdueOnly: true }),
  ]);
  const openJobs = board.jobs.filter((j) => OPEN_JOB.has(j.status));
  const unassigned = openJobs.filter((j) => !j.truckId);
  const overdue = placements.filter((p) => p.deadlineStatus === "overdue");
  const dueToday = placements.filter((p) => p.deadlineStatus === "due_today");
  const next: NextAction =
    overdue.length > 0
      ? {
          label: "Ver caçambas vencidas",
          href: "/colocacoes",
          why: `${overdue.length === 1 ? "1 caçamba está" : `${overdue.length} caçambas estão`} na rua com o prazo de retirada vencido: agende a retirada.`,
        }
      : unassigned.length > 0
        ? {
            label: "Atribuir no despacho",
            href: "/despacho",
            why: `${unassigned.length === 1 ? "1 serviço de hoje está" : `${unassigned.length} serviços de hoje estão`} sem caminhão.`,
          }
        : openOrders.length > 0
          ? {
              label: "Planejar pedidos",
              href: "/pedidos",
              why: `${openOrders.length === 1 ? "1 pedido aguarda" : `${openOrders.length} pedidos aguardam`} colocação.`,
            }
          : {
              label: "Abrir o despacho de hoje",
              href: "/despacho",
              why:
                openJobs.length > 0
                  ? `${openJobs.length === 1 ? "1 serviço" : `${openJobs.length} serviços`} para hoje, todos com caminhão.`
                  : "Nenhum serviço para hoje. Novos pedidos aparecem em Pedidos.",
            };
  return (
    <Stack>
      <DayPanel
        title="Hoje na empresa"
        next={next}
        counts={[
          { label: "Serviços de hoje", value: openJobs.length, href: "/despacho" },
          { label: "Sem caminhão", value: unassigned.length, href: "/despacho", alert: true },
          { label: "Caçambas vencidas", value: overdue.length, href: "/colocacoes", alert: true },
          { label: "Vencem hoje", value: dueToday.length, href: "/colocacoes", alert: true },
          { label: "Pedidos aguardando", value: openOrders.length, href: "/pedidos" },
          { label: "CTRs sem recebimento", value: unreceived.length, href: "/ctrs", alert: true },
        ]}
      >
        {openJobs.length > 0 && <JobList jobs={openJobs} label="Serviços de hoje" />}
      </DayPanel>
    </Stack>
  );
}
