import { VisuallyHidden } from "@mantine/core";
import { Fragment } from "react";
import { citedParts } from "@/domain/laws/citations";
import { TextLink } from "./text-link";

/**
 * A sentence whose citations ("JF art. 12, §1º") link to the article's text on the law's page. On a form
 * with unsaved work (`newTab`) the law opens in another tab, so the form stays as it was.
 */
export function CitedText({ children, newTab = false }: { children: string; newTab?: boolean }) {
  return (
    <>
      {citedParts(children).map((part, i) =>
        part.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <TextLink key={i} href={part.href} inherit {...(newTab && { target: "_blank", rel: "noopener" })}>
            {part.text}
            {newTab && <VisuallyHidden> (abre o texto da lei em outra aba)</VisuallyHidden>}
          </TextLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
