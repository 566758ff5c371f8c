import type { Guide, GuideStep } from "./guide";
import { DISPATCH_STEPS } from "./guide-dispatcher";

/** The company set up: licences and the Pix key, the fleet, the team, the clients, MTR, prices, the city map. */
const SET_UP_STEPS: readonly GuideStep[] = [
  {
    title: "Licenças, chave Pix e primeiros passos",
    text: "No Início, os alertas mostram as licenças vencidas ou perto de vencer, e a lista de primeiros passos diz o que falta cadastrar. Em Empresa e licenças, “Cadastrar licença” guarda cada documento que a lei do município exige: sem eles a empresa sai da lista pública de transportadores licenciados. Na mesma tela, em “Receber por Pix”, informe a chave Pix da empresa e a cidade e toque em “Salvar chave Pix”: sem ela, as faturas dizem “Pix não configurado”.",
    screen: "/empresa",
  },
  {
    title: "Cadastre as caçambas e imprima os adesivos",
    text: "Em Frota, informe capacidade e medidas e toque em “Cadastrar caçamba”: ela recebe o próximo número. Na página da caçamba, baixe a folha de adesivos com a identificação que a lei pede. Caminhões e motoristas ficam na mesma tela. Para muitas de uma vez, “Importar de planilha (CSV)”: toque em “Conferir” para ver as linhas com erro antes de importar.",
    screen: "/frota",
    shot: "admin-frota",
    shotAlt: "Tela da frota num celular, com a caçamba recém-cadastrada.",
  },
  {
    title: "Pátios, capacidade e turnos",
    text: "Em Frota, na seção Pátios, toque em “Cadastrar pátio”, busque o endereço pelo CEP e confira o marcador no mapa: o primeiro pátio é o padrão, e “Tornar padrão” troca. Em cada caminhão, “Editar o caminhão …” escolhe as caçambas por viagem (poliguindaste: 1) e o pátio de origem, e “Salvar caminhão” guarda; em cada motorista, “Editar o motorista …” muda o turno e o intervalo (“Salvar turno”). São configurações da empresa: as leis municipais atendidas não tratam disso.",
    screen: "/frota",
  },
  {
    title: "Convide a equipe",
    text: "Em Equipe, informe o e-mail e a função e toque em “Enviar convite” para o despacho e os motoristas; cada um entra com o próprio acesso e vê só o que a função permite.",
    screen: "/equipe",
  },
  {
    title: "Cadastre os clientes",
    text: "Em Clientes, “Cadastrar cliente” guarda o gerador (CNPJ ou CPF) e o contato; na linha dele, “Convidar para o portal” dá ao cliente o acesso para pedir caçambas e guardar os comprovantes.",
    screen: "/clientes",
  },
  {
    title: "Tabela de preços",
    text: "Em Preços, as regras gerais — dias incluídos na locação, dia extra, troca, viagem extra, mudança de lugar, tonelada excedente — e “Salvar regras gerais”; depois, uma linha por tamanho e classe com o valor da locação e o peso incluído, e “Salvar preço”. Se os dias incluídos passam do prazo de retirada da lei do município, a tela avisa com o artigo. Sem tabela, os pedidos ficam “Preço a combinar”.",
    screen: "/precos",
  },
  {
    title: "MTR: o acesso ao sistema do estado",
    text: "Em MTR e CDF, informe o usuário e a unidade da empresa no sistema de MTR do estado e toque em “Salvar credenciais”. A tabela de códigos IBAMA dos resíduos vem pronta; só o administrador acrescenta uma linha, com “Salvar código”. O MTR de cada carga é emitido no despacho (passo “Emita o CTR e o MTR”).",
    screen: "/mtr",
  },
  {
    title: "Pontos da cidade no mapa",
    text: "Em Mapa da cidade, os pontos de ônibus, hidrantes e outros elementos que a lei manda respeitar. Escolha o município e o arquivo (GeoJSON do OSM ou o stops.txt do GTFS) e toque em “Importar … elementos”, com o número de elementos lidos; toque no mapa e em “Adicionar” para um ponto novo, ou “Excluir” na linha de um que não existe mais.",
    screen: "/mapa-da-cidade",
  },
];

/** What only the admin does in the office's day: a placement outside the rule, with its reason. */
const ADMIN_DAY_STEPS: readonly GuideStep[] = [
  {
    title: "Colocação fora da regra, com justificativa",
    text: "Quando a regra não vale naquele dia (um ponto de ônibus desativado, por exemplo), só o administrador salva fora dela: escreva a justificativa e toque em “Salvar com justificativa”. Ela fica registrada e aparece em Colocações.",
    screen: "/pedidos/[id]/colocacao",
  },
  {
    title: "Prazo dos CTRs sem recebimento",
    text: "Em CTRs, “Alterar o prazo” define em quantos dias (de 1 a 60) um CTR sem recebimento é destacado; toque em “Salvar prazo”.",
    screen: "/ctrs/configuracoes",
  },
  {
    title: "Autuações da prefeitura",
    text: "Em Autuações, os autos de infração lavrados contra a empresa, com o artigo e a multa. Abra o auto, escreva a defesa e toque em “Apresentar defesa” dentro do prazo que o auto informa.",
    screen: "/autuacoes",
  },
];

/** Getting paid: invoices, the NFS-e, the bank statement, online payments. */
const MONEY_STEPS: readonly GuideStep[] = [
  {
    title: "NFS-e: certificado e configurações",
    text: "Em NFS-e, envie o certificado A1 da empresa (.pfx ou .p12) com a senha e toque em “Enviar certificado”; informe a inscrição municipal e toque em “Salvar configurações da NFS-e”. Sem isso, as faturas saem sem nota.",
    screen: "/nfse",
  },
  {
    title: "Faturas e NFS-e",
    text: "Em Faturas, “Calcular fatura” monta a cobrança de um pedido pela tabela de preços (ou “Calcular fatura mensal” de um cliente). Toque no número da fatura (“Abrir fatura …”), confira e toque em “Emitir fatura”: o cliente recebe a cobrança com Pix. Na fatura emitida, “Emitir NFS-e” envia a nota; depois, baixe o DANFSe (PDF) e o XML da nota.",
    screen: "/faturas",
  },
  {
    title: "Contas a receber e extrato do banco",
    text: "Em Contas a receber, o que está em aberto e vencido. “Importar extrato bancário (OFX)” abre o envio: escolha o “Arquivo OFX do extrato” exportado do banco; cada crédito que cita uma fatura aparece ao lado dela, e “Confirmar pagamento” dá a fatura como paga.",
    screen: "/recebiveis",
  },
  {
    title: "Assinatura e pagamento on-line",
    text: "Em Assinatura, escolha o plano pelo tamanho da frota e toque em “Assinar …”, com o nome do plano. Para os clientes pagarem com cartão ou boleto, toque em “Conectar conta Stripe” e conclua o cadastro da empresa no Stripe.",
    screen: "/assinatura",
  },
];

/** The hauler's admin: the company set up, then the office day (as the dispatcher's), then getting paid. */
export const adminGuide: Guide = {
  intro:
    "O administrador mantém a empresa em dia com a lei — licenças, caçambas identificadas, equipe, preços — faz também o dia do despacho e cuida das faturas, da NFS-e e dos recebimentos.",
  steps: [...SET_UP_STEPS, ...DISPATCH_STEPS, ...ADMIN_DAY_STEPS, ...MONEY_STEPS],
};
