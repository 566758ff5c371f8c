/** What a refused one-tap link says (the mutation's error and the page's 404). */
export const INVALID_LINK =
  "Este link de resposta não é válido: pode ter sido copiado pela metade ou alterado. Abra o link da mensagem mais recente ou entre no portal.";
export const EXPIRED_LINK =
  "Este link de resposta expirou (vale 72 horas). Abra o link da mensagem mais recente ou entre no portal para responder.";
