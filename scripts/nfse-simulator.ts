import { relative } from "node:path";
import { DEMO_ORGS } from "@/server/db/seed/demo";
import { nfseModeFromEnv } from "@/server/services/nfse/config";
import { DEMO_A1_PASSWORD, startDemoSefin } from "@/server/services/nfse/fake/demo";

/**
 * NFSE_MODE=fake (the default): the local Sefin Nacional/ADN simulator in this (primary) process, its
 * addresses and test CA handed to the app (and to the workers, which inherit the environment) as
 * NFSE_SEFIN_URL / NFSE_ADN_URL / NFSE_CA_FILE. Addresses already set win (e.g. a simulator run apart).
 * `NFSE_SIMULATOR_PORT` fixes its port (any free one otherwise). docs/nfse.md.
 */
export async function startNfseSimulator(dataDir: string): Promise<void> {
  if (nfseModeFromEnv() !== "fake" || process.env.NFSE_SEFIN_URL) return;
  const { fake, caFile, a1File } = await startDemoSefin(
    dataDir,
    { cnpj: DEMO_ORGS.hauler.taxId, holder: DEMO_ORGS.hauler.legalName },
    Number(process.env.NFSE_SIMULATOR_PORT) || 0,
  );
  process.env.NFSE_SEFIN_URL = fake.sefinUrl;
  process.env.NFSE_ADN_URL = fake.adnUrl;
  process.env.NFSE_CA_FILE = caFile;
  console.log(
    `NFS-e: simulador local da Sefin Nacional/ADN em ${fake.adnUrl} (NFSE_MODE=fake; nenhuma nota vale).\n` +
      `  Certificado A1 de teste da ${DEMO_ORGS.hauler.legalName}: ${relative(process.cwd(), a1File) || a1File} (senha ${DEMO_A1_PASSWORD}).`,
  );
}
