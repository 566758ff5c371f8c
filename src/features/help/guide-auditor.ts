import type { Guide } from "./guide";

export const auditorGuide: Guide = {
  intro:
    "O dia do fiscal: das caçambas vencidas na rua à vistoria no local e ao auto de infração, cada um citando o artigo da lei do município.",
  steps: [
    {
      title: "Caçambas vencidas",
      text: "O Início conta as caçambas vencidas na rua, as CTRs sem recebimento e as empresas sem licença válida. “Ver caçambas vencidas” abre a Fiscalização.",
      screen: "/inicio",
    },
    {
      title: "Vistorie no local",
      text: "Na linha da caçamba, toque em “Vistoriar”. Marque cada seção (ou “Tudo conforme”), use o GPS, tire as fotos e registre a vistoria.",
      screen: "/fiscalizacao/vistorias/nova",
      shot: "fiscal-vistoria",
      shotAlt: "Formulário de vistoria num celular, com a localização do GPS e as observações.",
    },
    {
      title: "Lavre o auto",
      text: "Da vistoria, “Lavrar auto de infração” abre o auto já preenchido: a empresa, o endereço, o artigo descumprido e a multa que a lei prevê. Se a lei deixa um valor à prefeitura (o fator de atualização, por exemplo), o formulário leva à configuração e volta ao auto.",
      screen: "/fiscalizacao/autos/novo",
      shot: "fiscal-auto",
      shotAlt: "Auto de infração num celular, com a multa e o artigo da lei.",
    },
    {
      title: "Imprima e acompanhe",
      text: "Na página do auto, baixe o PDF assinado. Os links no alto da Fiscalização levam aos autos, às denúncias, ao boletim bimestral de empresas licenciadas e aos volumes recebidos.",
      screen: "/fiscalizacao/autos",
    },
  ],
};
