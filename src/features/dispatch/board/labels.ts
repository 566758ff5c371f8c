export { JOB_KIND_LABEL as KIND_LABEL } from "@/lib/job-kind";

export const STATUS_COLOR: Record<string, string> = {
  scheduled: "blue",
  en_route: "yellow",
  done: "green",
  failed: "red",
  cancelled: "gray",
};

export const STATUS_LABEL: Record<string, string> = {
  scheduled: "agendado",
  en_route: "a caminho",
  done: "concluído",
  failed: "não realizado",
  cancelled: "cancelado",
};
