import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { formatCoordinates } from "@/lib/format";
import { type Journey, menuLink, startJourney } from "../helpers/journey";
import { settled } from "../helpers/person";
import {
  cameraPhoto,
  clickForPdf,
  drawSignature,
  pdfText,
  reportArrived,
  typedDate,
} from "../helpers/person-acts";

/** What one role's journey leaves for the next (the day goes on in one demo company). */
export interface DayState {
  /** The CTR the dispatcher issued for today's pick-up, e.g. "2026/000007". */
  ctrNumber?: string;
  /** Where today's scheduled delivery leaves its caçamba, as the planner shows it ("-21,76120; -43,34964"). */
  plannedAt?: string;
  /** The caçamba the driver left there, "nº 05". */
  leftCacamba?: string;
}

type Step = (j: Journey, day: DayState) => Promise<void>;

/**
 * The hauler's admin reads what is left in "Primeiros passos" (the demo has all but the NFS-e's
 * certificate), adds a caçamba to the fleet and prints its decal.
 */
export const adminAddsCacamba: Step = async (j) => {
  const { page } = j;
  const steps = page.getByRole("region", { name: "Primeiros passos" });
  await steps.getByRole("link", { name: "Configurar a NFS-e em NFS-e" }).waitFor();
  expect(await steps.getByText("— pendente", { exact: true }).count()).toBe(1);
  expect(await steps.getByText("— feito", { exact: true }).count()).toBe(7);
  await j.open(await menuLink(page, "Frota"), "/frota");
  await page.getByLabel("Capacidade (m³)").fill("5");
  await page.getByLabel("Comprimento (m)").fill("2,6");
  await page.getByLabel("Largura (m)").fill("1,7");
  await page.getByLabel("Altura (m)").fill("1,3");
  await page.getByRole("button", { name: "Cadastrar caçamba" }).click();
  const created = page.getByText(/^Caçamba nº \d+ cadastrada\.$/);
  await created.waitFor();
  const number = /nº (\d+)/.exec((await created.textContent()) ?? "")?.[1] ?? "";
  await j.see();
  await j.shot("admin-frota", created);
  await j.open(page.getByRole("link", { name: number, exact: true }), /^\/frota\/cacambas\/[0-9a-f-]+$/);
  const decal = pdfText(await clickForPdf(page, page.getByRole("link", { name: /folha de adesivos/ })));
  expect(decal).toContain(number);
};

/**
 * The dispatcher takes the waiting order from home to a legal placement, gives the drop-off a truck and
 * a driver, and issues the CTR of today's pick-up from its card on the board.
 */
export const dispatcherPlansTheDay: Step = async (j, day) => {
  const { page } = j;
  await j.open(page.getByRole("link", { name: /^Pedidos aguardando \d+$/ }), "/pedidos");
  // Today's scheduled delivery (the driver's first): where its caçamba will stand, as the planner shows it.
  const todays = page
    .getByRole("row")
    .filter({ has: page.getByTestId("stage").getByText("agendado") })
    .first();
  await j.open(todays.getByRole("link", { name: "Ajustar colocação" }), /^\/pedidos\/[0-9a-f-]+\/colocacao$/);
  await page.getByText("Colocação já planejada").waitFor();
  const centre = async (label: string) =>
    Number((await page.getByLabel(label).inputValue()).replace(",", "."));
  day.plannedAt = formatCoordinates(await centre("Latitude do centro"), await centre("Longitude do centro"));
  await j.open(await menuLink(page, "Pedidos"), "/pedidos");
  const waiting = page.getByRole("row").filter({ hasText: "aguardando" }).first();
  await j.open(
    waiting.getByRole("link", { name: "Planejar colocação" }),
    /^\/pedidos\/[0-9a-f-]+\/colocacao$/,
  );

  // The suggested spot is too near the bus stop: step west until the verdict is legal.
  const verdict = page.getByTestId("verdict");
  await verdict
    .getByText(/JF art\./)
    .first()
    .waitFor();
  for (let i = 0; i < 20 && (await verdict.getAttribute("data-ok")) !== "true"; i++) {
    await page.getByRole("button", { name: "Mover 1 m para o oeste" }).click();
    await settled(page);
  }
  await page.locator('[data-testid="verdict"][data-ok="true"]').waitFor();
  await page.getByRole("button", { name: "Salvar colocação" }).click();
  await page.getByText("Colocação salva").waitFor();
  await j.see();
  await j.shot("despacho-colocacao", verdict);

  await j.open(page.getByRole("link", { name: "Agende a entrega no despacho" }), "/despacho");
  await page.getByRole("combobox", { name: "Caminhão", exact: true }).click();
  await page.getByRole("option", { name: "HMG4B21" }).click();
  await page.getByRole("combobox", { name: "Motorista", exact: true }).first().click();
  await page.getByRole("option", { name: "José Aparecido Lima" }).click();
  await page.getByLabel("De", { exact: true }).fill("13:00");
  await page.getByLabel("Até", { exact: true }).fill("15:00");
  // The client asked for it from tomorrow: today only once the dispatcher says it was agreed.
  await page.getByText("O cliente pediu a caçamba a partir de", { exact: false }).waitFor();
  await page.getByLabel("Antecipar a entrega: combinado com o cliente").check();
  await page.getByRole("button", { name: "Agendar" }).click();
  const scheduled = page.getByTestId("board-job").filter({ hasText: "13:00–15:00" });
  await scheduled.getByText("José Aparecido Lima").waitFor();
  await j.see();
  await j.shot("despacho-quadro", scheduled);

  const pickUp = page.getByTestId("board-job").filter({ hasText: "Retirada" }).first();
  await j.open(pickUp.getByRole("link", { name: "Emitir CTR" }), "/ctrs/novo");
  // The form opens on the job's own facts and does not let them change (it opened on the first of each list).
  for (const label of ["Gerador (cliente)", "Obra (origem)", "Caminhão", "Motorista", "Caçamba"])
    expect(await page.getByLabel(label, { exact: true }).isDisabled(), label).toBe(true);
  await page.getByLabel("Material predominante").fill("Entulho de demolição");
  await page.getByLabel("Volume (m³)").fill("4");
  await drawSignature(page, page.getByTestId("signature-pad"));
  await page.getByRole("button", { name: "Emitir CTR" }).click();
  await page.waitForURL(/\/ctrs\/[0-9a-f-]{36}$/);
  await j.see();
  await j.shot("despacho-ctr");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  day.ctrNumber = /\d{4}\/\d{6}/.exec(heading)?.[0];
  expect(day.ctrNumber).toBeDefined();
  await expectCtrSaysItsJob(page);
  await j.open(page.getByRole("link", { name: "Ver o serviço no despacho" }), "/despacho");
  await page
    .getByTestId("board-job")
    .filter({ hasText: "Retirada" })
    .getByText(day.ctrNumber ?? "")
    .waitFor();

  // The overdue caçamba's pick-up is booked for today: its row says so and offers no second one. A
  // caçamba on the street without one is one tap from it: its row opens the form on "Retirada" for it.
  await j.open(await menuLink(page, "Colocações"), "/colocacoes");
  const overdue = page
    .getByRole("row")
    .filter({ hasText: /vencida/i })
    .first();
  await overdue.getByText(/retirada agendada para \d{2}\/\d{2}\/\d{4}/).waitFor();
  expect(await overdue.getByRole("link", { name: "Agendar retirada" }).count()).toBe(0);
  const due = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "Agendar retirada" }) })
    .first();
  const site = (await due.textContent())?.match(/Edifício Mirante do Imperador|Hotel Getúlio Vargas/)?.[0];
  expect(site).toBeDefined();
  await j.open(due.getByRole("link", { name: "Agendar retirada" }), "/despacho");
  const kind = page.getByRole("combobox", { name: "Tipo", exact: true });
  expect(await kind.inputValue()).toBe("Retirada");
  const placement = page.getByRole("combobox", { name: "Colocação", exact: true });
  expect(await placement.inputValue()).toContain(site ?? "");
};

/** What the CTR states (origin, truck, driver, caçamba) is what its job block says the job is. */
async function expectCtrSaysItsJob(page: Journey["page"]) {
  const job = (await page.getByRole("region", { name: "Serviço do CTR" }).textContent()) ?? "";
  const stated = async (label: string) =>
    (
      (await page
        .getByText(new RegExp(`^${label}: `))
        .first()
        .textContent()) ?? ""
    ).replace(`${label}: `, "");
  expect(job).toContain(await stated("Obra"));
  expect(job).toContain(`Caminhão ${await stated("Caminhão")}`);
  expect(job).toContain(`Motorista ${await stated("Motorista")}`);
  expect(job).toContain(`Caçamba nº ${await stated("Caçamba")}`);
}

/** The driver leaves a caçamba (saying which) and then collects a full one with its CTR. */
export const driverDoesTheRounds: Step = async (j, day) => {
  const { page } = j;
  await j.open(page.getByRole("link", { name: "Abrir meus serviços" }), "/motorista");
  const photo = await cameraPhoto(page);

  const dropOff = page.getByTestId("driver-job").filter({ hasText: "Entrega" }).first();
  await dropOff.getByRole("button", { name: "Saí para o serviço" }).click();
  await dropOff.getByText("a caminho").waitFor();
  const picker = dropOff.getByLabel("Caçamba deixada na obra");
  const left = (await picker.locator("option").nth(1).textContent()) ?? "";
  expect(left).toMatch(/^nº \d+ — /);
  day.leftCacamba = /^nº \d+/.exec(left)?.[0];
  await picker.selectOption({ index: 1 });
  await dropOff.locator('input[type="file"]').setInputFiles(photo);
  await dropOff.getByRole("button", { name: "Registrar entrega" }).click();
  await reportArrived(dropOff);
  await j.see();

  const pickUp = page.getByTestId("driver-job").filter({ hasText: "Retirada" }).first();
  await pickUp.getByText(`CTR ${day.ctrNumber}`).first().waitFor();
  await pickUp.getByRole("img", { name: /QR/ }).waitFor();
  await pickUp.getByRole("button", { name: "Saí para o serviço" }).click();
  await pickUp.getByText("a caminho").waitFor();
  await pickUp.locator('input[type="file"]').setInputFiles(photo);
  await pickUp.getByRole("button", { name: "Registrar retirada" }).click();
  await reportArrived(pickUp);
  await j.see();
  await j.shot("motorista-servicos", pickUp);
};

/** At the gate, the receiver finds the load by the short number the driver reads out, and receives it. */
export const receiverTakesTheLoad: Step = async (j, day) => {
  const { page } = j;
  await j.open(page.getByRole("main").getByRole("link", { name: "Receber carga" }), "/receber");
  const short = String(Number(day.ctrNumber?.split("/")[1]));
  await page.getByLabel("Número do CTR").fill(short);
  await page.getByRole("button", { name: "Buscar CTR" }).click();
  await page
    .getByText(day.ctrNumber ?? "")
    .first()
    .waitFor();
  // The load the driver reported picked up reads "em trânsito" here too, as on the driver's card.
  await page.getByText(`CTR ${day.ctrNumber}`).getByText("em trânsito").waitFor();
  await j.see();
  await j.shot("receptor-carga", page.getByLabel("Peso medido (t)"));
  await page.getByLabel("Peso medido (t)").fill("3,2");
  await drawSignature(page, page.getByTestId("signature-pad"));
  await page.getByRole("button", { name: "Confirmar recebimento" }).click();
  await page.getByText(`CTR ${day.ctrNumber} recebido.`).waitFor();
  await j.see();
};

/** The client orders a caçamba for the site, then downloads the proof that the last load was received. */
export const clientOrdersAndGetsReceipt: Step = async (j, day) => {
  const { page } = j;
  // The home's next step: "Ver minhas caçambas" while one is due today or overdue; on a weekend, with
  // none due (JF art. 12, §1º counts business days) and the overdue one picked up, "Pedir uma caçamba".
  const next = page
    .getByRole("main")
    .getByRole("link", { name: /^(Ver minhas caçambas|Pedir uma caçamba)$/ });
  await j.open(next, "/minhas-cacambas");
  await page.getByLabel("Tamanho (m³)").fill("5");
  await page.getByLabel("A partir de").fill(typedDate(2));
  await page.getByLabel("Observações").fill("Portão lateral, tocar a campainha");
  await page.getByRole("button", { name: "Pedir caçamba" }).click();
  await page.getByText("Pedido enviado.").waitFor();
  await j.see();
  await j.shot("cliente-pedido", page.getByText("Pedido enviado."));
  await j.open(await menuLink(page, "CTRs e comprovantes"), "/documentos");
  const row = page.getByRole("row").filter({ hasText: day.ctrNumber ?? "" });
  const receipt = pdfText(await clickForPdf(page, row.getByRole("link", { name: /Comprovante/ })));
  expect(receipt).toContain(day.ctrNumber ?? "");
};

/**
 * The auditor goes from the home to the overdue caçamba, inspects it (GPS, a section "Tudo conforme", a
 * photo), issues the auto (configuring the update factor the law needs first, guided from the form) and
 * prints it.
 */
export const auditorCitesTheOverdue: Step = async (j) => {
  const { page } = j;
  await j.open(page.getByRole("link", { name: "Ver caçambas vencidas" }), "/fiscalizacao");
  const overdue = page
    .getByRole("row")
    .filter({ hasText: "Caçambas Halfeld" })
    .filter({ hasText: /vencida/i });
  await j.open(overdue.first().getByRole("link", { name: "Vistoriar" }), "/fiscalizacao/vistorias/nova");
  const identification = page.getByRole("region", { name: "Identificação da caçamba" });
  await identification.getByRole("button", { name: /Tudo conforme/ }).click();
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: -21.7601, longitude: -43.3502, accuracy: 12 });
  await page.getByRole("button", { name: "Usar minha localização (GPS)" }).click();
  await page
    .getByText(/^GPS: /)
    .first()
    .waitFor();
  const chooser = page.waitForEvent("filechooser");
  await page.getByLabel("Fotos (JPEG ou PNG)").click();
  await (await chooser).setFiles(await cameraPhoto(page));
  await page.getByLabel("Observações").fill("Caçamba no local além do prazo, sem retirada.");
  await j.see();
  await j.shot("fiscal-vistoria", page.getByText(/^GPS: /).first());
  await page.getByRole("button", { name: "Registrar vistoria" }).click();
  await page.waitForURL(/\/fiscalizacao\/vistorias\/[0-9a-f-]{36}$/);
  await j.see();

  await j.open(page.getByRole("link", { name: /Lavrar auto de infração/ }), "/fiscalizacao/autos/novo");
  await j.open(
    page.getByRole("link", { name: "Abrir a configuração da fiscalização" }),
    "/fiscalizacao/configuracao",
  );
  await page.getByLabel("Fator de atualização acumulado das multas").fill("1");
  // Saving brings the auditor back to the auto that needed the factor, from the same inspection (#28).
  await j.open(page.getByRole("button", { name: "Salvar e voltar ao auto" }), "/fiscalizacao/autos/novo");
  expect(new URL(page.url()).searchParams.get("vistoria")).toMatch(/^[0-9a-f-]{36}$/);
  await page
    .getByText(/^Multa .* \(JF art\. \d+\)\.$/)
    .first()
    .waitFor();
  await j.see();
  await j.shot("fiscal-auto", page.getByText(/^Multa .* \(JF art\. \d+\)\.$/).first());
  await page.getByLabel("Cargo do fiscal").fill("Fiscal de posturas");
  await page.getByLabel("Assinatura: digite seu nome completo").fill("Fábio Fiscal");
  await page.getByRole("button", { name: "Lavrar auto de infração" }).click();
  await page.waitForURL(/\/fiscalizacao\/autos\/[0-9a-f-]{36}$/);
  await j.see();
  const auto = pdfText(await clickForPdf(page, page.getByRole("link", { name: "Baixar o auto em PDF" })));
  expect(auto).toContain("Assinado eletronicamente por Fábio Fiscal");
  expect(auto).not.toMatch(/\b(JP|CM|IN) art\./);
};

/** A role's journey at `width`, signed in on the form. */
export async function journey(
  browser: BrowserContext,
  baseUrl: string,
  width: number,
  account: string,
  step: Step,
  day: DayState,
) {
  const j = await startJourney(browser, baseUrl, width, account);
  try {
    await step(j, day);
  } catch (e) {
    // What the person had on the screen when it failed: a screenshot, and the text in the error.
    const shot = join(tmpdir(), `journey-${account}-${width}.png`);
    await j.page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const main = j.page.locator("main");
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what the person saw
    const screen = await main.innerText().catch(() => "");
    if (e instanceof Error) e.message += `\n${j.page.url()} (${shot}):\n${screen.slice(0, 2000)}`;
    throw e;
  }
  await j.end();
}

/**
 * Late in the day, the auditor finds the caçamba the driver left on "Caçambas na rua" at the very
 * coordinates the dispatcher planned (its footprint, never the site's pin), and its inspection starts there.
 */
export const auditorSeesWhereItStands: Step = async (j, day) => {
  const { page } = j;
  await j.open(await menuLink(page, "Fiscalização"), "/fiscalizacao");
  await j.open(page.getByRole("link", { name: "Mapa e caçambas na rua" }), "/fiscalizacao/mapa");
  const row = page
    .getByRole("row")
    .filter({ hasText: "Caçambas Halfeld" })
    .filter({ hasText: day.plannedAt ?? "?" });
  await row.waitFor();
  const number = day.leftCacamba?.replace("nº ", "") ?? "?";
  // By its text: at 360 px each cell is a card line whose name carries its column's label too.
  await row.getByText(number, { exact: true }).waitFor();
  await j.open(row.getByRole("link", { name: "Vistoriar" }), "/fiscalizacao/vistorias/nova");
  await page.getByRole("button", { name: `Usar a posição da caçamba ${day.leftCacamba ?? "?"}` }).waitFor();
  await j.see();
};
