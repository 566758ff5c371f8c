import {
  ScrollArea,
  Table,
  TableCaption,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
} from "@mantine/core";
import type { ReactNode } from "react";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A read-only table that scrolls sideways on a phone instead of squeezing its columns.
 * Server component: Mantine's `Table.X` statics are undefined across the RSC boundary, so the named parts are used.
 */
export function SimpleTable<T>({
  rows,
  columns,
  rowKey,
  caption,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
}) {
  return (
    <ScrollArea>
      <Table striped highlightOnHover miw={480} captionSide="top">
        <TableCaption>{caption}</TableCaption>
        <TableThead>
          <TableTr>
            {columns.map((c) => (
              <TableTh key={c.header}>{c.header}</TableTh>
            ))}
          </TableTr>
        </TableThead>
        <TableTbody>
          {rows.map((row) => (
            <TableTr key={rowKey(row)}>
              {columns.map((c) => (
                <TableTd key={c.header}>{c.cell(row)}</TableTd>
              ))}
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </ScrollArea>
  );
}
