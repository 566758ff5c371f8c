import type { Enactment } from "../in-force";

/** JP art. 39; signed at the Paço da Prefeitura on 23/04/2025. The law revokes nothing. */
export const jpEnactment: Enactment = {
  law: "lei de João Pessoa de 23/04/2025",
  article: "JP art. 39",
  text: "Esta Lei entra em vigor na data de sua publicação.",
  signedOn: "2025-04-23",
  publishedOn: null,
  inForceFrom: "2025-04-23",
  basis: "o texto não traz a data da publicação; usamos a da sanção, 23/04/2025",
  revokes: null,
};
