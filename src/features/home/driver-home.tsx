import { EmptyState } from "@/components/ui/empty-state";
import type { serverCaller } from "@/server/api/server-caller";
import { DayPanel } from "./day-panel";
import { JobList } from "./job-list";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

/** Driver: today's jobs in the dispatch order, the next one first, one tap to the phone view. */
export async function DriverHome({ caller }: { caller: Caller }) {
  const day = await caller.dispatch.jobs.myDay();
  if (!day.linked)
    return (
      <EmptyState
        title="Seu usuário ainda não está ligado a um motorista da frota"
        next="Peça ao despacho que ligue seu usuário ao seu cadastro de motorista (Frota → Motoristas); então seus serviços aparecem aqui."
      />
    );
  const open = day.jobs.filter((j) => j.status === "scheduled" || j.status === "en_route");
  const done = day.jobs.filter((j) => j.status === "done");
  const first = open[0];
  return (
    <DayPanel
      title="Seus serviços de hoje"
      next={{
        label: first ? "Abrir meus serviços" : "Ver meus serviços",
        href: "/motorista",
        why: first
          ? `Próximo: ${first.windowStart ? `${first.windowStart}, ` : ""}${first.siteName ?? "serviço"}${first.siteAddress ? ` — ${first.siteAddress}` : ""}.`
          : "Nenhum serviço pendente para hoje.",
      }}
      counts={[
        { label: "Serviços a fazer hoje", value: open.length, href: "/motorista" },
        { label: "Concluídos hoje", value: done.length, href: "/motorista" },
      ]}
    >
      {open.length > 0 && <JobList jobs={open} label="Serviços a fazer hoje" />}
    </DayPanel>
  );
}
