/** What each demo account (key: the e-mail's local part) sees in the main navigation, in order. */
export const EXPECTED_NAV: Record<string, string[]> = {
  admin: [
    "Início",
    "Frota",
    "Empresa e licenças",
    "Pedidos",
    "Despacho",
    "Colocações",
    "CTRs",
    "Clientes",
    "Equipe",
    "Registro de auditoria",
    "Assinatura",
    "Pagamentos",
  ],
  despacho: ["Início", "Frota", "Pedidos", "Despacho", "Colocações", "CTRs", "Clientes", "Pagamentos"],
  motorista: ["Início", "Frota", "Meus serviços", "CTRs"],
  receptor: ["Início", "Empresa e licenças", "Receber carga", "Equipe", "Registro de auditoria"],
  fiscal: ["Início", "CTRs", "Equipe", "Registro de auditoria"],
  cliente: ["Início", "Minhas caçambas", "CTRs e comprovantes", "Minhas obras", "Pagamentos"],
  plataforma: ["Início"],
};
