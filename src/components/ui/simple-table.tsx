import { Table, TableCaption, TableTbody, TableTd, TableTh, TableThead, TableTr } from "@mantine/core";
import type { ReactNode } from "react";
import { CitedText } from "./cited-text";
import classes from "./simple-table.module.css";

/** A cell's or a header's text links its citations ("JF art. 12") to the article, whatever the column. */
const cellContent = (cell: ReactNode) => (typeof cell === "string" ? <CitedText>{cell}</CitedText> : cell);

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * The app's one table. Wide screens: columns, in a region that scrolls sideways (focusable) when they need
 * more room. Phones: one card per row, each cell under its column's name (simple-table.module.css). A
 * header or cell given as text has its citations linked to the law's text.
 * Works as a server component: Mantine's `Table.X` statics are undefined across the RSC boundary, so the
 * named parts are used.
 */
export function SimpleTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  striped = true,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  striped?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways must take the keyboard
    <section className={classes.region} aria-label={caption} tabIndex={0}>
      <Table striped={striped} highlightOnHover captionSide="top" className={classes.table}>
        <TableCaption>{caption}</TableCaption>
        <TableThead>
          <TableTr>
            {columns.map((c) => (
              <TableTh key={c.header} scope="col">
                {cellContent(c.header)}
              </TableTh>
            ))}
          </TableTr>
        </TableThead>
        <TableTbody>
          {rows.map((row) => (
            <TableTr key={rowKey(row)}>
              {columns.map((c) => (
                <TableTd key={c.header} data-label={c.header}>
                  {cellContent(c.cell(row))}
                </TableTd>
              ))}
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </section>
  );
}
