import type { Guide } from "./guide";

export const clientGuide: Guide = {
  intro:
    "O dia do cliente (gerador): pedir caçambas para a obra, acompanhar os prazos e guardar os comprovantes de destino de cada carga.",
  steps: [
    {
      title: "Peça uma caçamba",
      text: "Em Minhas caçambas, informe o tamanho, a partir de quando e as observações (portão, horário) e toque em “Pedir caçamba”. As caçambas na obra aparecem com o prazo de retirada.",
      screen: "/minhas-cacambas",
      shot: "cliente-pedido",
      shotAlt: "Pedido de caçamba enviado, num celular.",
    },
    {
      title: "Guarde os comprovantes",
      text: "Em CTRs e comprovantes, cada carga tem o CTR e, depois de recebida, o comprovante de destino em PDF — o que a obra guarda para a fiscalização.",
      screen: "/documentos",
    },
    {
      title: "Obras e transportadores",
      text: "Em Minhas obras, os endereços das obras; em Meus transportadores, as empresas que atendem você. Antes de contratar uma nova, confira a lista pública de transportadores licenciados.",
      screen: "/obras",
    },
    {
      title: "Faturas",
      text: "Em Faturas, as cobranças dos transportadores, com Pix ou pagamento on-line quando a empresa oferece.",
      screen: "/faturas",
    },
  ],
};
