import type { Guide } from "./guide";
import { DISPATCH_STEPS } from "./guide-dispatcher";

/** The hauler's admin: the company, the fleet and the team first, then the office day (as the dispatcher's). */
export const adminGuide: Guide = {
  intro:
    "O administrador mantém a empresa em dia com a lei — licenças, caçambas identificadas, equipe — e faz também o dia do despacho.",
  steps: [
    {
      title: "Licenças e primeiros passos",
      text: "No Início, os alertas mostram as licenças vencidas ou perto de vencer, e a lista de primeiros passos diz o que falta cadastrar. Em Empresa e licenças, mantenha os documentos que a lei do município exige: sem eles a empresa sai da lista pública de transportadores licenciados.",
      screen: "/empresa",
    },
    {
      title: "Cadastre as caçambas e imprima os adesivos",
      text: "Em Frota, informe capacidade e medidas e toque em “Cadastrar caçamba”: ela recebe o próximo número. Na página da caçamba, baixe a folha de adesivos com a identificação que a lei pede. Caminhões e motoristas ficam na mesma tela.",
      screen: "/frota",
      shot: "admin-frota",
      shotAlt: "Tela da frota num celular, com a caçamba recém-cadastrada.",
    },
    {
      title: "Convide a equipe",
      text: "Em Equipe, convide o despacho e os motoristas pelo e-mail; cada um entra com o próprio acesso e vê só o que a função permite.",
      screen: "/equipe",
    },
    ...DISPATCH_STEPS,
    {
      title: "Preços, faturas e recebimentos",
      text: "Em Preços, a tabela por tamanho e classe; em Faturas, as cobranças dos clientes, com Pix; em Contas a receber, o que está em aberto e o extrato do banco para conciliar.",
      screen: "/faturas",
    },
  ],
};
