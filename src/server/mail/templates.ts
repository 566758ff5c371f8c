/** pt-BR e-mail templates. Each returns the subject and the plain-text body. */
export interface Email {
  template: string;
  subject: string;
  text: string;
}

const signature = "\n\n— Caçamba Certa\nEste e-mail foi enviado automaticamente; não responda.";

export const emails = {
  verifyEmail: (name: string, link: string): Email => ({
    template: "verify_email",
    subject: "Confirme seu e-mail no Caçamba Certa",
    text: `Olá, ${name}.\n\nPara confirmar seu e-mail, abra o link abaixo (vale por 24 horas):\n${link}${signature}`,
  }),
  resetPassword: (name: string, link: string): Email => ({
    template: "reset_password",
    subject: "Redefinição de senha do Caçamba Certa",
    text:
      `Olá, ${name}.\n\nRecebemos um pedido para redefinir sua senha. Abra o link abaixo em até 1 hora; ele só funciona uma vez:\n${link}\n\n` +
      `Se não foi você, ignore este e-mail: sua senha continua a mesma.${signature}`,
  }),
  changeEmail: (name: string, link: string): Email => ({
    template: "change_email",
    subject: "Confirme seu novo e-mail no Caçamba Certa",
    text: `Olá, ${name}.\n\nPara passar a usar este endereço na sua conta, abra o link abaixo (vale por 24 horas):\n${link}${signature}`,
  }),
  invitation: (orgName: string, roleLabel: string, inviterName: string, link: string): Email => ({
    template: "invitation",
    subject: `Convite para ${orgName} no Caçamba Certa`,
    text:
      `${inviterName} convidou você para participar de ${orgName} como ${roleLabel}.\n\n` +
      `Aceite o convite pelo link abaixo (vale por 72 horas e funciona uma vez):\n${link}${signature}`,
  }),
  orgRequestReceived: (orgName: string, kindLabel: string, link: string): Email => ({
    template: "org_request_received",
    subject: `Novo pedido de cadastro: ${orgName} (${kindLabel})`,
    text: `${orgName} pediu cadastro como ${kindLabel}. Confira os documentos e aprove ou recuse em:\n${link}${signature}`,
  }),
  orgDecided: (name: string, orgName: string, approved: boolean, reason: string | null): Email => ({
    template: approved ? "org_approved" : "org_refused",
    subject: approved ? `${orgName} foi aprovada no Caçamba Certa` : `${orgName}: cadastro não aprovado`,
    text: approved
      ? `Olá, ${name}.\n\nO cadastro de ${orgName} foi aprovado. Você já pode entrar e usar a plataforma.${signature}`
      : `Olá, ${name}.\n\nO cadastro de ${orgName} não foi aprovado.\nMotivo: ${reason ?? "não informado"}.\nCorrija e faça um novo pedido.${signature}`,
  }),
  clientLinkRequested: (haulerName: string, haulerTaxId: string, link: string): Email => ({
    template: "client_link_requested",
    subject: `${haulerName} pede para atender você no Caçamba Certa`,
    text:
      `A empresa de caçambas ${haulerName} (CNPJ ${haulerTaxId}) cadastrou o seu CPF ou CNPJ como cliente e pede para atender você.\n\n` +
      "Se você aceitar, ela passa a ver as suas obras, pode registrar pedidos de caçamba para você e aparece no seu portal. " +
      "Enquanto você não aceitar, ela não vê nada seu, nem o seu nome.\n\n" +
      `Aceite ou recuse em:\n${link}\n\nSe você não conhece esta empresa, recuse.${signature}`,
  }),
  clientLinkAccepted: (clientName: string, link: string): Email => ({
    template: "client_link_accepted",
    subject: `${clientName} aceitou ser atendido por vocês`,
    text: `${clientName} aceitou o pedido: já está na sua lista de clientes, com as obras cadastradas.\n${link}${signature}`,
  }),
};
