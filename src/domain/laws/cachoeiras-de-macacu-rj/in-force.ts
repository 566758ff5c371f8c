import type { Enactment } from "../in-force";

/**
 * CM art. 110. The scan's header reads "LEI Nº 2.515 DE 23 DE DEZEMBRO DE 1021": an OCR slip for 2021 (the
 * law's number/year, 2515/2021, and the record's date, 2021-12-23, agree).
 */
export const cmEnactment: Enactment = {
  law: "Lei nº 2.515/2021 de Cachoeiras de Macacu",
  article: "CM art. 110",
  text: "Esta Lei entra em vigor na data de sua publicação, revogadas as disposições em contrário.",
  signedOn: "2021-12-23",
  publishedOn: null,
  inForceFrom: "2021-12-23",
  basis: "o texto não traz a data da publicação; usamos a da lei, 23/12/2021",
  revokes: { article: "CM art. 110", act: null, text: "revogadas as disposições em contrário" },
};
