import type { Enactment } from "../in-force";

/** JF art. 34 and art. 33; promulgated by the Câmara's President on 28/07/2023 (Palácio Barbosa Lima). */
export const jfEnactment: Enactment = {
  law: "lei de Juiz de Fora de 28/07/2023",
  article: "JF art. 34",
  text: "Esta Lei entra em vigor na data de sua publicação.",
  signedOn: "2023-07-28",
  publishedOn: null,
  inForceFrom: "2023-07-28",
  basis: "o texto não traz a data da publicação; usamos a da promulgação, 28/07/2023",
  revokes: {
    article: "JF art. 33",
    act: "Lei nº 9.555, de 21 de julho de 1999",
    text: "Revoga-se a Lei nº 9.555, de 21 de julho de 1999.",
  },
};
