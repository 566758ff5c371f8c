import { Fragment } from "react";
import { citedParts } from "@/domain/laws/citations";
import { TextLink } from "./text-link";

/**
 * A sentence whose citations ("JF art. 12, §1º") link to the article's text on the law's page. On a form
 * with unsaved work (`newTab`) the law opens in another tab, so the form stays as it was; the link's name
 * ("JF art. 12, §1º (abre o texto da lei em outra aba)") tells a screen reader so, while the sentence
 * reads as printed. Inside a field's label or description (`inLabel`, see `CitedLabel`) the law always
 * opens in another tab and that hint is the link's `title` instead: a name of its own would enter the
 * field's accessible name, which stays the label's words. On a coloured background (an alert)
 * the link keeps the text's colour (`textColour`), told apart by its underline.
 */
export function CitedText({
  children,
  newTab = false,
  textColour = false,
  inLabel = false,
}: {
  children: string;
  newTab?: boolean;
  textColour?: boolean;
  inLabel?: boolean;
}) {
  const other = newTab || inLabel;
  // Each part is keyed by where it starts in the sentence.
  let at = 0;
  return (
    <>
      {citedParts(children).map((part) => {
        const key = at;
        at += part.text.length;
        return part.href ? (
          <TextLink
            key={key}
            href={part.href}
            inherit
            {...(textColour && { c: "inherit" })}
            {...(other && { target: "_blank", rel: "noopener" })}
            {...(inLabel
              ? { title: "Abre o texto da lei em outra aba" }
              : newTab && { "aria-label": `${part.text} (abre o texto da lei em outra aba)` })}
          >
            {part.text}
          </TextLink>
        ) : (
          <Fragment key={key}>{part.text}</Fragment>
        );
      })}
    </>
  );
}
