import type { Enactment } from "../in-force";

/** IN art. 38; signed at the Gabinete do Prefeito on 10/12/2024. */
export const inEnactment: Enactment = {
  law: "Código de Limpeza Urbana de Indiavaí de 10/12/2024",
  article: "IN art. 38",
  text: "Esta Lei entrará em vigor na data de sua publicação, revogadas toda e qualquer disposição em contrário.",
  signedOn: "2024-12-10",
  publishedOn: null,
  inForceFrom: "2024-12-10",
  basis: "o texto não traz a data da publicação; usamos a da sanção, 10/12/2024",
  revokes: { article: "IN art. 38", act: null, text: "revogadas toda e qualquer disposição em contrário" },
};
