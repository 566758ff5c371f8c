import type { Guide, GuideStep } from "./guide";

/** The hauler's office day: orders to placements, the board, the CTR, pick-ups. Also the admin's. */
export const DISPATCH_STEPS: readonly GuideStep[] = [
  {
    title: "Comece pelo Início",
    text: "O Início mostra os serviços de hoje, os sem caminhão, as caçambas vencidas e as que vencem hoje, os pedidos aguardando e os CTRs sem recebimento. Cada número abre a lista; o botão de cima é o próximo passo mais urgente.",
    screen: "/inicio",
  },
  {
    title: "Planeje a colocação do pedido",
    text: "Em Pedidos, toque em “Planejar colocação” no pedido aguardando. Mova a caçamba no mapa até o quadro ficar verde, “Dentro da lei”: cada regra descumprida cita o artigo da lei do município, e o artigo abre o texto da lei. Salve a colocação.",
    screen: "/pedidos/[id]/colocacao",
    shot: "despacho-colocacao",
    shotAlt: "Planejador de colocação num celular: o quadro verde “Dentro da lei” e as condições do local.",
  },
  {
    title: "Agende a entrega no despacho",
    text: "No Despacho, escolha o caminhão, o motorista e a janela de horário e toque em “Agendar”. Se o cliente pediu a caçamba para outro dia, antecipe só quando combinado com ele. O serviço aparece no quadro do dia, com o motorista.",
    screen: "/despacho",
    shot: "despacho-quadro",
    shotAlt: "Quadro do despacho num celular com a entrega agendada das 13:00 às 15:00 e o motorista.",
  },
  {
    title: "Emita o CTR da retirada",
    text: "No cartão da retirada, toque em “Emitir CTR”: o formulário já vem com gerador, obra, caminhão, motorista e caçamba do serviço. Informe o material e o volume, assine e emita. O CTR segue com a carga até o receptor.",
    screen: "/ctrs/novo",
    shot: "despacho-ctr",
    shotAlt: "CTR emitido num celular: número, situação e o serviço a que pertence.",
  },
  {
    title: "Acompanhe as caçambas na rua",
    text: "Em Colocações, cada caçamba na rua mostra o prazo (ok, vence hoje, vencida). “Agendar retirada” abre o despacho já no tipo Retirada para ela; uma retirada já agendada aparece na linha.",
    screen: "/colocacoes",
  },
];

export const dispatcherGuide: Guide = {
  intro:
    "O dia do despacho: dos pedidos à colocação dentro da lei, ao quadro de serviços dos motoristas, ao CTR de cada carga e às retiradas no prazo.",
  steps: DISPATCH_STEPS,
};
