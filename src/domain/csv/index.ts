export { parseCsvNumber, readCsv } from "./read";
export {
  CSV_BOM,
  CSV_DELIMITER,
  type CsvDate,
  type CsvInstant,
  type CsvValue,
  csvDate,
  csvHeader,
  csvInstant,
  csvRows,
  writeCsv,
} from "./write";
