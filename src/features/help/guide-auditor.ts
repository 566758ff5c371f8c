import type { Guide } from "./guide";

export const auditorGuide: Guide = {
  intro:
    "O dia do fiscal: das caçambas vencidas na rua à vistoria no local e ao auto de infração, cada um citando o artigo da lei do município.",
  steps: [
    {
      title: "Caçambas vencidas",
      text: "O Início conta as caçambas vencidas na rua, as CTRs sem recebimento e as empresas sem licença válida. “Ver caçambas vencidas” abre a Fiscalização. Todas as caçambas na rua, de cada transportador, estão em “Mapa e caçambas na rua”, cada uma na posição em que foi colocada, com o GPS do motorista na entrega ao lado.",
      screen: "/inicio",
    },
    {
      title: "Vistorie no local",
      text: "Na linha da caçamba, toque em “Vistoriar”. Marque cada seção (ou “Tudo conforme”), toque em “Usar minha localização (GPS)”, tire as fotos e toque em “Registrar vistoria”.",
      screen: "/fiscalizacao/vistorias/nova",
      shot: "fiscal-vistoria",
      shotAlt: "Formulário de vistoria num celular, com a localização do GPS e as observações.",
    },
    {
      title: "Lavre o auto",
      text: "Da vistoria, “Lavrar auto de infração” abre o auto já preenchido: a empresa, o endereço, o artigo descumprido e a multa que a lei prevê. Se a lei deixa um valor à prefeitura (o fator de atualização, por exemplo), o link “Abrir a configuração da fiscalização” leva à configuração, e “Salvar e voltar ao auto” volta ao auto. Informe o cargo, assine e toque em “Lavrar auto de infração”. Sem vistoria, “Lavrar auto sem vistoria” fica em Autos de infração.",
      screen: "/fiscalizacao/autos/novo",
      shot: "fiscal-auto",
      shotAlt: "Auto de infração num celular, com a multa e o artigo da lei.",
    },
    {
      title: "Imprima e acompanhe",
      text: "Na página do auto, “Baixar o auto em PDF” dá o auto assinado. Quando a empresa apresenta a defesa, leia-a na mesma página, escolha “Manter o auto” ou “Cancelar o auto”, escreva a fundamentação e toque em “Registrar decisão”. Os links no alto da Fiscalização levam aos “Autos de infração”, às denúncias, ao boletim bimestral de empresas licenciadas e aos volumes recebidos.",
      screen: "/fiscalizacao/autos",
    },
    {
      title: "Pontos da cidade no mapa",
      text: "Em Mapa da cidade, os pontos de ônibus, hidrantes e outros elementos que as regras de colocação respeitam. Um ponto fora do lugar: na linha dele, toque em “Mover”, arraste-o no mapa até a posição certa e toque em “Salvar posição”.",
      screen: "/mapa-da-cidade",
    },
  ],
};
