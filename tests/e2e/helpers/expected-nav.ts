/** What each demo account (key: the e-mail's local part) sees in the main navigation, in order. */
export const EXPECTED_NAV: Record<string, string[]> = {
  admin: [
    "Início",
    "Frota",
    "Empresa e licenças",
    "Pedidos",
    "Despacho",
    "Colocações",
    "Clientes",
    "Equipe",
    "Registro de auditoria",
    "Assinatura",
    "Pagamentos",
  ],
  despacho: ["Início", "Frota", "Pedidos", "Despacho", "Colocações", "Clientes", "Pagamentos"],
  motorista: ["Início", "Frota", "Meus serviços"],
  receptor: ["Início", "Empresa e licenças", "Equipe", "Registro de auditoria"],
  fiscal: ["Início", "Equipe", "Registro de auditoria"],
  cliente: ["Início", "Minhas caçambas", "Minhas obras", "Pagamentos"],
  plataforma: ["Início"],
};
