import { Paper, Stack, Text } from "@mantine/core";
import { articleAnchor, type LawSection } from "@/domain/laws/articles";
import classes from "./law-articles.module.css";

/** A law's preamble and articles; the article a link points at (`#art-9`) is highlighted. */
export function LawArticles({ sections }: { sections: LawSection[] }) {
  return (
    <Stack gap="sm">
      {sections.map((s) => (
        <Paper
          key={s.article ?? "preambulo"}
          id={s.article === null ? undefined : articleAnchor(s.article)}
          className={classes.article}
          p="sm"
          radius="sm"
        >
          {s.missed.map((n) => (
            <span key={n} id={articleAnchor(n)} className={classes.missed} />
          ))}
          {s.paragraphs.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a law's paragraphs never reorder
            <Text key={i} mb={4} className={classes.paragraph}>
              {p}
            </Text>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
