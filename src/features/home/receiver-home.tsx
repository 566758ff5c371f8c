import type { serverCaller } from "@/server/api/server-caller";
import { DayPanel } from "./day-panel";

type Caller = Awaited<ReturnType<typeof serverCaller>>;

/** Receiver's operator: loads on their way (CTRs addressed here, not yet received), and today's receipts. */
export async function ReceiverHome({ caller }: { caller: Caller }) {
  const [profile, incoming, today] = await Promise.all([
    caller.ctr.receiver.profile(),
    caller.ctr.receiver.list({ statuses: ["issued", "in_transit"] }),
    caller.ctr.receiver.today(),
  ]);
  const next = profile
    ? {
        label: "Receber carga",
        href: "/receber",
        why:
          incoming.length > 0
            ? `${incoming.length === 1 ? "1 carga está" : `${incoming.length} cargas estão`} a caminho com CTR para este receptor: confira o CTR de cada uma na chegada.`
            : "Nenhuma carga a caminho agora. Ao chegar uma carga, digite o número do CTR ou leia o QR.",
      }
    : {
        label: "Cadastrar o perfil do receptor",
        href: "/receber",
        why: "Informe o tipo de área, a licença e as classes aceitas: só então os transportadores podem endereçar CTRs a você.",
      };
  return (
    <DayPanel
      title="Hoje no receptor"
      next={next}
      counts={[
        { label: "Cargas a caminho", value: incoming.length, href: "/receber" },
        { label: "Recebidas hoje", value: today.loads.length, href: "/receber" },
      ]}
    />
  );
}
