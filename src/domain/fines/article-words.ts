/**
 * An article as a sentence that already names the city reads it: without the law's short name
 * ("JF art. 12, §1º" → "art. 12, §1º"), so "por infração ao art. 12, §1º" follows "Prefeitura de Juiz de
 * Fora lavrou …" instead of "por JF art. 12, §1º". Anything not led by a short name stays as it is.
 */
export function articleWithoutLaw(article: string): string {
  return article.replace(/^[A-Z]{2,4}\s+(?=arts?\.\s)/, "");
}
