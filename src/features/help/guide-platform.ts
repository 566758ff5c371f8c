import type { Guide } from "./guide";

/** The platform's superadmin: organisations asking to join, every organisation, MTR systems, the outbox. */
export const platformGuide: Guide = {
  intro:
    "O dia da administração da plataforma: aprovar os receptores e as prefeituras que pedem cadastro, suspender ou reativar organizações, manter o sistema de MTR de cada estado e acompanhar as mensagens enviadas.",
  steps: [
    {
      title: "Pedidos de cadastro",
      text: "No Início, “Pedidos de receptores e prefeituras” lista quem pediu cadastro pela página pública, com o CNPJ, o município, quem pediu (e se confirmou o e-mail) e os documentos enviados: abra cada documento e confira. Toque em “Aprovar” para liberar o acesso, ou escreva o “Motivo da recusa” e toque em “Recusar”: a pessoa é avisada por e-mail.",
      screen: "/inicio",
    },
    {
      title: "Organizações na plataforma",
      text: "A tabela “Organizações na plataforma” mostra cada empresa, receptor, prefeitura e gerador, com o tipo, o CNPJ ou CPF, a situação e quantos membros tem. “Suspender” pede uma confirmação (“Confirmar suspensão”): a organização perde o acesso aos dados até você tocar em “Reativar”.",
      screen: "/inicio",
    },
    {
      title: "Sistema de MTR por estado",
      text: "O MTR vai ao sistema do estado de origem da carga: SP no SIGOR-MTR, MG no MTR-MG, RJ no MTR-RJ e os demais no SINIR (Portaria MMA 280/2020). Quando um estado muda de sistema, escolha o estado e o sistema e toque em “Salvar sistema do estado”; “Padrão do estado” desfaz. Vale para os próximos MTRs e fica no histórico de auditoria.",
      screen: "/inicio",
    },
    {
      title: "Mensagens enviadas",
      text: "Em Caixa de saída (também pelo link “Caixa de saída de mensagens” do Início), cada e-mail, WhatsApp e SMS da plataforma, do mais novo ao mais antigo, com a situação. Enquanto um canal não está configurado nesta instalação, as mensagens esperam ali, com o texto à vista.",
      screen: "/caixa-de-saida",
    },
  ],
};
