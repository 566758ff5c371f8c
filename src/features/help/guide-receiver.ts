import type { Guide } from "./guide";

export const receiverGuide: Guide = {
  intro:
    "O dia do receptor no portão: achar o CTR da carga, conferir o que chegou e receber ou recusar, com o motivo.",
  steps: [
    {
      title: "Cargas a caminho",
      text: "O Início conta as cargas endereçadas a este receptor e ainda não recebidas, e as recebidas hoje. Toque em “Receber carga”.",
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
      text: "Informe o peso medido e a classe conferida, assine e toque em “Confirmar recebimento”. Se a carga não pode entrar (resíduo proibido, classe que a licença não aceita), escreva o motivo e recuse: o transportador é avisado.",
      screen: "/receber",
    },
    {
      title: "Perfil e licença",
      text: "Em Receber carga, “Perfil do receptor e licença” guarda o tipo de área, a licença e as classes aceitas: só assim os transportadores podem endereçar CTRs a você.",
      screen: "/receber",
    },
  ],
};
