/** The demo accounts `npm start` creates in an empty database (password `demo1234` for all). */
export const DEMO_PASSWORD = "demo1234";
export const DEMO_DOMAIN = "demo.cacambacerta.com.br";

export const DEMO_ACCOUNTS = [
  { email: `admin@${DEMO_DOMAIN}`, name: "Ana Administradora", label: "transportador — administrador(a)" },
  { email: `despacho@${DEMO_DOMAIN}`, name: "Diego do Despacho", label: "transportador — despacho" },
  { email: `motorista@${DEMO_DOMAIN}`, name: "Marcos Motorista", label: "transportador — motorista" },
  { email: `receptor@${DEMO_DOMAIN}`, name: "Rita do Receptor", label: "receptor (ATT) — operador(a)" },
  { email: `fiscal@${DEMO_DOMAIN}`, name: "Fábio Fiscal", label: "prefeitura de Juiz de Fora — fiscal" },
  { email: `cliente@${DEMO_DOMAIN}`, name: "Clara Cliente", label: "gerador — cliente" },
  { email: `plataforma@${DEMO_DOMAIN}`, name: "Paula da Plataforma", label: "administração da plataforma" },
] as const;
