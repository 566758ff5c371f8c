import type { Guide } from "./guide";

export const driverGuide: Guide = {
  intro:
    "O dia do motorista no celular: os serviços em ordem, a entrega e a retirada com foto, e o CTR de cada carga — também sem sinal.",
  steps: [
    {
      title: "Veja o próximo serviço",
      text: "O Início mostra os serviços de hoje na ordem do despacho e o próximo pelo nome da obra. Toque em “Abrir meus serviços” (ou “Ver meus serviços”, quando não há serviço pendente); o menu também leva a Meus serviços.",
      screen: "/inicio",
    },
    {
      title: "Entregue a caçamba",
      text: "No serviço de entrega, toque em “Saí para o serviço”. Na obra, escolha a caçamba deixada, tire a foto e toque em “Registrar entrega”.",
      screen: "/motorista",
      shot: "motorista-servicos",
      shotAlt: "Serviços do motorista num celular: a entrega concluída e a retirada com o CTR.",
    },
    {
      title: "Retire com o CTR",
      text: "A retirada mostra o número do CTR e o QR (e o MTR, quando a empresa o emitiu): sem CTR, a carga não sai. Toque em “Saí para o serviço”; na obra, tire a foto e toque em “Registrar retirada”. Leve a carga ao receptor do CTR; lá, mostre o QR ou diga o número curto.",
      screen: "/motorista",
    },
    {
      title: "Sem sinal",
      text: "Abra Meus serviços uma vez com sinal: sem internet, registre normalmente; o celular guarda cada registro e envia quando o sinal voltar, e a tela diz quantos aguardam envio. Uma tela que não fica guardada no celular mostra “Sem conexão” e o link “Abrir meus serviços de hoje”.",
      screen: "/motorista",
    },
  ],
};
