import type { Guide, GuideStep } from "./guide";

/** The hauler's office day: orders to placements, the board and its route, the CTR and MTR, pick-ups. Also the admin's. */
export const DISPATCH_STEPS: readonly GuideStep[] = [
  {
    title: "Comece pelo Início",
    text: "O Início mostra os serviços de hoje, os sem caminhão, as caçambas vencidas e as que vencem hoje, os pedidos aguardando e os CTRs sem recebimento. Cada número abre a lista (“Pedidos aguardando”, “Serviços de hoje”…); o botão de cima é o próximo passo mais urgente.",
    screen: "/inicio",
  },
  {
    title: "Pedidos do portal e por telefone",
    text: "Em Pedidos, os pedidos dos clientes pelo portal chegam “aguardando”. Um pedido por telefone entra pelo formulário da mesma tela: cliente, obra, tamanho, resíduo, a partir de quando, e “Registrar pedido”. Cada linha oferece o próximo passo: “Planejar colocação”, “Ajustar colocação”, “Agendar entrega” ou “Cancelar pedido”.",
    screen: "/pedidos",
  },
  {
    title: "Planeje a colocação do pedido",
    text: "Em Pedidos, toque em “Planejar colocação” no pedido aguardando. Arraste a caçamba no mapa, ou use as setas (“Mover 1 m para o oeste” e as outras) ou digite a latitude e a longitude e toque em “Usar coordenadas”, até o quadro ficar verde, “Dentro da lei”: cada regra descumprida cita o artigo da lei do município, e o artigo abre o texto da lei. Toque em “Salvar colocação”; o link “Agende a entrega no despacho” leva ao próximo passo.",
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
    title: "A ordem das paradas de cada caminhão",
    text: "No quadro do Despacho, cada caminhão tem “Sugerir ordem”: a ordem das paradas com menos quilômetros, com os quilômetros de agora e os da sugestão, e cada janela de horário que uma ordem perderia. Toque em “Aplicar esta ordem” para usá-la; o motorista vê a nova ordem nos serviços dele.",
    screen: "/despacho",
  },
  {
    title: "O dia da frota inteira",
    text: "No quadro do Despacho, escolha o dia e toque em “Planejar o dia”: todos os serviços agendados do dia (entregas, retiradas e trocas) vão para os caminhões, cada um com as suas viagens — do pátio à obra, da obra ao receptor aberto que aceita a classe da carga (com o tempo de descarga) e de volta ao pátio no fim do dia. O plano aparece ao lado do quadro atual, com os quilômetros (em linha reta, quando não há roteador de ruas), as horas e as retiradas cujo prazo da lei vence no dia (JF art. 12, §1º; CM art. 47); o que fica sem caminhão diz por quê. Nada muda até você tocar em “Aceitar o plano inteiro” ou, caminhão a caminhão, em “Aceitar só o caminhão …”. Sem pátio cadastrado em Frota, o plano não é feito.",
    screen: "/despacho",
  },
  {
    title: "Emita o CTR e o MTR",
    text: "No cartão da retirada, toque em “Emitir CTR”: o formulário já vem com gerador, obra, caminhão, motorista e caçamba do serviço. Informe o material e o volume, assine e emita; “Ver o serviço no despacho” volta ao quadro. Quando o cliente autorizou a empresa a emitir os MTRs dele, o cartão oferece “Emitir MTR” ao lado do CTR: emita antes de a carga sair da obra, porque o MTR acompanha o transporte (Portaria MMA 280/2020). O CTR e o MTR seguem com a carga até o receptor.",
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
    "O dia do despacho: dos pedidos à colocação dentro da lei, ao quadro de serviços dos motoristas, ao CTR e ao MTR de cada carga e às retiradas no prazo. Das páginas públicas que a Ajuda abre (o texto de cada lei), “Ir para o painel” volta ao seu início.",
  steps: DISPATCH_STEPS,
};
