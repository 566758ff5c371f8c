import type { Guide } from "./guide";

export const clientGuide: Guide = {
  intro:
    "O dia do cliente (gerador): pedir caçambas para a obra, acompanhar os prazos, autorizar o MTR e guardar os comprovantes e os CDFs de cada carga.",
  steps: [
    {
      title: "Comece pelo Início",
      text: "O Início conta as “Caçambas na obra”, as vencidas ou que vencem hoje, os pedidos em andamento e as “Empresas que pedem para atender você”; cada número abre a lista. O botão de cima é o próximo passo: “Ver minhas caçambas” quando uma vence, “Pedir uma caçamba” quando nenhuma.",
      screen: "/inicio",
    },
    {
      title: "Peça uma caçamba",
      text: "Em Minhas caçambas, escolha a obra, informe o tamanho, a partir de quando e as observações (portão, horário) e toque em “Pedir caçamba”. As caçambas na obra aparecem com o prazo de retirada; quando uma enche, avise a empresa por ela (“Está cheia”).",
      screen: "/minhas-cacambas",
      shot: "cliente-pedido",
      shotAlt: "Pedido de caçamba enviado, num celular.",
    },
    {
      title: "Autorize o MTR",
      text: "O MTR (Manifesto de Transporte de Resíduos) fica a cargo do gerador (Portaria MMA 280/2020). Em MTR e CDF, autorize a empresa de caçambas a emiti-lo em seu nome a cada carga: toque em “Autorizar …” ao lado do nome dela. Pode revogar quando quiser, em “Revogar …”; tudo fica registrado. Sem a autorização, a empresa não emite o MTR e o receptor não pode emitir o CDF das suas cargas. Se o receptor corrigir no sistema a quantidade recebida de uma carga, ela aparece ali em “Recebimentos alterados a responder”: abra o CTR, confira e toque em “Aceitar alteração” ou “Recusar alteração”.",
      screen: "/mtr",
    },
    {
      title: "Guarde os comprovantes e os CDFs",
      text: "Em CTRs e comprovantes, cada carga tem o CTR e, depois de recebida, o “Comprovante de destinação” em PDF — o que a obra guarda para a fiscalização. Em MTR e CDF, os CDFs (Certificados de Destinação Final) que os receptores emitiram para as suas cargas, cada um com o PDF.",
      screen: "/documentos",
    },
    {
      title: "Obras e transportadores",
      text: "Em Minhas obras, “Cadastrar nova obra”: informe o CEP e o número e toque em “Buscar pelo CEP”, confira o ponto no mapa (arraste o marcador até a entrada) e toque em “Cadastrar obra”. Em Meus transportadores, as empresas que atendem você e as “Empresas que pedem para atender você”, para aceitar ou recusar. Antes de contratar uma nova, confira a lista pública de transportadores licenciados.",
      screen: "/obras",
    },
    {
      title: "Faturas e pagamentos",
      text: "Em Pagamentos, as faturas a pagar, cada uma com o Pix: “Copiar código Pix” e pague no app do banco. Em Faturas, toque no número da fatura (“Abrir fatura nº …”) para ver os itens, “Baixar PDF” ou, quando a empresa oferece, “Pagar online (cartão, boleto ou Pix)”.",
      screen: "/pagamentos",
    },
  ],
};
