import { agree, plural } from "@/domain/plural";
import type { serverCaller } from "@/server/api/server-caller";
import { DayPanel } from "./day-panel";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

/** "1 caçamba precisa ser retirada hoje…", "2 caçambas precisam ser retiradas…": agreeing in number. */
function dueWhy(n: number): string {
  return `${plural(n, "caçamba")} ${agree(n, "precisa ser retirada", "precisam ser retiradas")} hoje ou já ${agree(n, "passou", "passaram")} do prazo: avise a empresa quando ${agree(n, "estiver cheia", "estiverem cheias")}.`;
}

/** Generator (client): caçambas on its sites with their deadlines, orders waiting, sites. */
export async function ClientHome({ caller }: { caller: Caller }) {
  const [placements, orders, sites, linkRequests] = await Promise.all([
    caller.dispatch.placements.mine(),
    caller.dispatch.orders.mine(),
    caller.sites.list(),
    caller.clientLinks.incoming(),
  ]);
  const asking = linkRequests.filter((r) => r.status === "pending");
  const onStreet = placements.filter((p) => p.status === "placed");
  const overdue = onStreet.filter((p) => p.deadlineStatus === "overdue");
  const dueToday = onStreet.filter((p) => p.deadlineStatus === "due_today");
  const waiting = orders.filter((o) => o.status === "open" || o.status === "scheduled");
  const next =
    sites.length === 0
      ? {
          label: "Cadastrar minha obra",
          href: "/obras",
          why: "Cadastre o endereço da obra para pedir uma caçamba.",
        }
      : overdue.length + dueToday.length > 0
        ? {
            label: "Ver minhas caçambas",
            href: "/minhas-cacambas",
            why: dueWhy(overdue.length + dueToday.length),
          }
        : asking.length > 0
          ? {
              label: "Responder aos pedidos",
              href: "/meus-transportadores",
              why: `${plural(asking.length, "empresa de caçambas", "empresas de caçambas")} ${agree(asking.length, "pede", "pedem")} para atender você: aceite ou recuse.`,
            }
          : {
              label: "Pedir uma caçamba",
              href: "/minhas-cacambas",
              why:
                onStreet.length > 0
                  ? `${onStreet.length === 1 ? "1 caçamba está" : `${onStreet.length} caçambas estão`} na sua obra, dentro do prazo.`
                  : "Nenhuma caçamba na sua obra agora.",
            };
  return (
    <DayPanel
      title="Sua obra hoje"
      next={next}
      counts={[
        { label: "Caçambas na obra", value: onStreet.length, href: "/minhas-cacambas" },
        {
          label: "Vencidas ou vencem hoje",
          value: overdue.length + dueToday.length,
          href: "/minhas-cacambas",
          alert: true,
        },
        { label: "Pedidos em andamento", value: waiting.length, href: "/minhas-cacambas" },
        { label: "Obras cadastradas", value: sites.length, href: "/obras" },
        {
          label: "Empresas que pedem para atender você",
          value: asking.length,
          href: "/meus-transportadores",
          alert: true,
        },
      ]}
    />
  );
}
