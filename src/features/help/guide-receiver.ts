import type { Guide } from "./guide";

export const receiverGuide: Guide = {
  intro:
    "O dia do receptor no portão: achar o CTR da carga, conferir o que chegou e receber ou recusar, com o motivo; no fim do período, o CDF das cargas recebidas.",
  steps: [
    {
      title: "Cargas a caminho",
      text: "O Início conta as cargas endereçadas a este receptor e ainda não recebidas (“Cargas a caminho”), e as recebidas hoje. Toque em “Receber carga”.",
      screen: "/inicio",
    },
    {
      title: "Ache o CTR pelo número curto",
      text: "Digite o número que o motorista diz (7 para o CTR 2026/000007) e toque em “Buscar CTR”, ou leia o QR. A tela mostra transportador, placa, obra, classe e volume declarados.",
      screen: "/receber",
      shot: "receptor-carga",
      shotAlt: "Portão do receptor num celular: o CTR encontrado, com os dados da carga.",
    },
    {
      title: "Receba ou recuse",
      text: "Informe o peso medido e a classe conferida, assine e toque em “Confirmar recebimento”; quando a carga tem MTR, o recebimento vai também ao sistema de MTR. Se a carga não pode entrar (resíduo proibido, classe que a licença não aceita), escreva o motivo e recuse: o transportador é avisado.",
      screen: "/receber",
    },
    {
      title: "Corrija o peso",
      text: "Uma segunda pesagem deu outro peso? Em Receber carga, abra o CTR recebido pelo número, informe o peso correto e o motivo e toque em “Corrigir quantidade”: a correção fica registrada e, quando a carga tem MTR, vai ao sistema de MTR.",
      screen: "/receber",
    },
    {
      title: "Emita o CDF",
      text: "Em MTR e CDF, cadastre uma vez o acesso do receptor ao sistema de MTR do estado. O CDF (Certificado de Destinação Final) certifica que as cargas com MTR recebidas foram destinadas: escolha o período e toque em “Emitir CDF do período”. Os CDFs emitidos ficam na lista da mesma tela; os geradores são avisados e encontram o CDF no portal deles, em MTR e CDF. Em “Chamadas aos sistemas de MTR”, cada envio ao sistema, com o resultado: busque pelo número do CTR, do MTR ou do CDF e toque em “Filtrar”.",
      screen: "/mtr",
    },
    {
      title: "Perfil e licença",
      text: "Em Receber carga, “Perfil do receptor e licença” guarda o tipo de área, a licença e as classes aceitas: só assim os transportadores podem endereçar CTRs a você. Marque também o portão de descarga no mapa, o horário de funcionamento e o tempo de descarga: os transportadores planejam o dia com eles.",
      screen: "/receber",
    },
  ],
};
