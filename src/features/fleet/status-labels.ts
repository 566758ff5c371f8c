export const CACAMBA_STATUS_LABEL = {
  yard: "no pátio",
  placed: "na rua",
  full: "cheia",
  in_transit: "em trânsito",
  maintenance: "em manutenção",
  retired: "desativada",
} as const;
