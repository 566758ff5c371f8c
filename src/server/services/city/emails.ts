import type { Email } from "@/server/mail/templates";

const signature = "\n\n— Caçamba Certa\nEste e-mail foi enviado automaticamente; não responda.";

/** pt-BR e-mails of the city portal (citations, defences, citizen reports). */
export const cityEmails = {
  citationIssued: (number: string, cityName: string, article: string, link: string): Email => ({
    template: "citation_issued",
    subject: `Auto de infração nº ${number} — ${cityName}`,
    text:
      `${cityName} lavrou o auto de infração nº ${number} contra sua empresa (${article}).\n\n` +
      `Veja o auto, os prazos de defesa e pagamento previstos na lei e apresente sua defesa em:\n${link}${signature}`,
  }),
  citationDefenceFiled: (number: string, offenderName: string, link: string): Email => ({
    template: "citation_defence_filed",
    subject: `Defesa apresentada — auto nº ${number}`,
    text: `${offenderName} apresentou defesa ao auto de infração nº ${number}. Leia e decida em:\n${link}${signature}`,
  }),
  citationDecided: (number: string, upheld: boolean, decision: string, link: string): Email => ({
    template: "citation_decided",
    subject: `Auto de infração nº ${number}: ${upheld ? "mantido" : "cancelado"}`,
    text:
      `A fiscalização ${upheld ? "manteve" : "cancelou"} o auto de infração nº ${number}.\n` +
      `Decisão: ${decision}\n\nDetalhes e prazos em:\n${link}${signature}`,
  }),
  citizenReport: (cacambaNumber: string, text: string, link: string): Email => ({
    template: "citizen_report",
    subject: `Denúncia de cidadão sobre a caçamba ${cacambaNumber}`,
    text: `Um cidadão enviou uma denúncia pela página pública da caçamba ${cacambaNumber}:\n\n"${text}"\n\nVeja a denúncia (foto e local) em:\n${link}\n\nOutras denúncias que chegarem na próxima hora não geram novo e-mail: elas aparecem nessa lista.${signature}`,
  }),
};
