/** The id of the page's main landmark, where "Pular para o conteúdo" moves focus. */
export const MAIN_ID = "conteudo";

/** The first focusable element of every page (root layout); styled in src/app/accessibility.css. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      Pular para o conteúdo
    </a>
  );
}
