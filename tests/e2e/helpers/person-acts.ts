import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Download, Locator, Page, Response } from "playwright-core";

/** The text of a PDF, whitespace collapsed (poppler's pdftotext). */
export function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "cc-e2e-pdf-")), "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
}

/**
 * Clicks a link to a PDF as a person does, and returns the document the browser received: headless
 * Chromium saves a PDF opened in the same tab as a download, and shows one opened in a new tab.
 */
export async function clickForPdf(page: Page, link: Locator): Promise<Buffer> {
  const context = page.context();
  let done = false;
  const seen: string[] = [];
  const got = new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      const what = seen.length ? seen.join("; ") : "no PDF response nor download";
      reject(new Error(`no PDF reached the browser within 60 s (${what}; page at ${page.url()})`));
    }, 60_000);
    const take = (pdf: Buffer) => {
      done = true;
      clearTimeout(timer);
      context.off("response", fromResponse);
      resolve(pdf);
    };
    const fromDownload = async (d: Download) => {
      seen.push(`download ${d.url()}`);
      const path = await d.path().catch(() => null);
      if (path && !done) take(readFileSync(path));
    };
    // In a tab, the response's body is the viewer's wrapper page: the document is read again from its URL.
    const fromResponse = async (r: Response) => {
      if (done || !r.headers()["content-type"]?.startsWith("application/pdf")) return;
      seen.push(`${r.status()} ${r.url()}${r.fromServiceWorker() ? " (service worker)" : ""}`);
      // A service worker answering the page adds a second response for the same document; whichever read
      // comes second may find the context closing, and is dropped.
      // On a connection of its own: a kept-alive one the server closes as it is reused answers ECONNRESET.
      const body = await context.request
        .get(r.url(), { headers: { Connection: "close" } })
        .then((again) => {
          if (again.ok()) return again.body();
          seen.push(`read again: ${again.status()}`);
          return null;
        })
        .catch((e: Error) => {
          seen.push(`read again: ${e.message.split("\n")[0]}`);
          return null;
        });
      if (body && !done) take(body);
    };
    page.on("download", fromDownload);
    context.on("page", (p) => p.on("download", fromDownload));
    context.on("response", fromResponse);
  });
  await link.click();
  return got;
}

/**
 * A JPEG drawn in the page (64×48 unless told), as the phone camera hands it to a file input. `detailed`
 * draws a scene with edges and grain everywhere, which compresses about as badly as a real 12 MP photo.
 */
export async function cameraPhoto(page: Page, size = { width: 64, height: 48 }, detailed = false) {
  const jpeg = await page.evaluate(
    ({ width, height, detailed }) => {
      const c = document.createElement("canvas");
      c.width = width;
      c.height = height;
      const g = c.getContext("2d");
      if (g) {
        g.fillStyle = "#f08c00";
        g.fillRect(0, 0, width, height);
        if (detailed) {
          let seed = 7;
          const random = () => {
            seed = (seed * 16807) % 2147483647;
            return seed / 2147483647;
          };
          for (let i = 0; i < 6000; i++) {
            g.fillStyle = `hsl(${Math.floor(random() * 360)} 60% ${Math.floor(25 + random() * 50)}%)`;
            g.fillRect(random() * width, random() * height, 4 + random() * 120, 4 + random() * 120);
          }
          const grain = g.getImageData(0, 0, width, height);
          for (let k = 0; k < grain.data.length; k += 4) {
            const n = (random() - 0.5) * 40;
            grain.data[k] = (grain.data[k] ?? 0) + n;
            grain.data[k + 1] = (grain.data[k + 1] ?? 0) + n;
            grain.data[k + 2] = (grain.data[k + 2] ?? 0) + n;
          }
          g.putImageData(grain, 0, 0);
        }
      }
      return c.toDataURL("image/jpeg", 0.92).split(",")[1] ?? "";
    },
    { ...size, detailed },
  );
  return { name: "cacamba.jpg", mimeType: "image/jpeg", buffer: Buffer.from(jpeg, "base64") };
}

/** Signs on a signature pad with the mouse (a zigzag). */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("signature pad not visible");
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++)
    await page.mouse.move(
      box.x + 20 + i * ((box.width - 40) / 12),
      box.y + box.height / 2 + (i % 2 ? -20 : 20),
      {
        steps: 3,
      },
    );
  await page.mouse.up();
}

/** A date `days` from today as a person in Brazil types it: dd/mm/aaaa. */
export function typedDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo" }).format(d);
}

/**
 * The driver's report reached the server: the card says `status` and nothing of it still waits on
 * the phone (on a busy server the phone shows the job done while its report is on the way).
 */
export async function reportArrived(card: Locator, status = "concluído") {
  await card.getByText(status).waitFor();
  await card.getByTestId("job-waiting").waitFor({ state: "detached" });
}
