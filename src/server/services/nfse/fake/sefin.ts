import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { danfsePdf } from "./danfse-pdf";
import { buildNote, signNote } from "./nfse-note";
import { makeServerCert, type TestCa } from "./pki";
import { checkSigned } from "./sefin-checks";
import {
  accessKey,
  gunzipB64,
  gzipB64,
  json,
  KNOWN_TRIB_NAC,
  MUNICIPALITIES,
  now,
  readBody,
  refuse,
  TRIB_NAC,
  text,
} from "./sefin-wire";

/**
 * A local Sefin Nacional + ADN speaking the real protocol: HTTPS with mutual TLS (client certificate
 * required, issued by the test CA), JSON bodies with gzip+base64 XML, the official XSD check, the
 * signature check (no `ds:` prefix: E1228; the XML declaration: E1229; signer = TLS client: E0718),
 * the DPS id taken once (E0014), a cancellation refused while another event is linked to the note
 * (E0840), municipal parameters under /parametrizacao, the official DANFSe under /danfse, and a
 * switch to drop the connection right after authorising. The NFS-e it answers is built to the
 * official layout and signed with its own key (./nfse-note.ts).
 */
export interface FakeSefin {
  /** `https://127.0.0.1:PORT/SefinNacional` */
  sefinUrl: string;
  /** `https://127.0.0.1:PORT` (ADN) */
  adnUrl: string;
  caPem: string;
  /** Authorised notes by access key. */
  notes: Map<string, FakeNote>;
  /** Every request: method and path. */
  requests: string[];
  /** Drop the connection (no answer) after authorising the next `n` DPS. */
  dropAfterAuthorising(n: number): void;
  /** Authorise the next `n` DPS and never answer (the client waits: a process to kill mid-send). */
  holdAfterAuthorising(n: number): void;
  /** Answer the next `n` requests with 503. */
  failNext(n: number): void;
  /** While on, the ADN (/parametrizacao, /danfse) drops every connection unanswered (offline). */
  silenceAdn(on: boolean): void;
  /** Links another event to a note (a pending request for fiscal analysis, 101103): its cancellation is refused (E0840). */
  linkEvent(accessKey: string): void;
  /** The Sefin's certificate (PEM) that signs its notes. */
  signerCertPem: string;
  close(): Promise<void>;
}

export interface FakeNote {
  accessKey: string;
  dpsId: string;
  number: number;
  dpsXml: string;
  nfseXml: string;
  cancelled: boolean;
  /** The cancellation event (e101101) the Sefin registered, as it returns it. */
  cancelEventXml: string | null;
  substitutedBy: string | null;
  /** Another event linked to the note (not a cancellation). */
  linkedEvent: string | null;
}

export async function startFakeSefin(ca: TestCa, options: { port?: number } = {}): Promise<FakeSefin> {
  const { keyPem, certPem } = makeServerCert(ca);
  const notes = new Map<string, FakeNote>();
  const byDps = new Map<string, string>();
  const requests: string[] = [];
  let drops = 0;
  let holds = 0;
  let failures = 0;
  let adnSilent = false;
  let nextNumber = 1;

  async function postNfse(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse(await readBody(req)) as { dpsXmlGZipB64?: string };
    const xml = gunzipB64(body.dpsXmlGZipB64);
    const doc = await checkSigned(xml, "infDPS", req.socket as TLSSocket, res, "DPS_v1.01.xsd");
    if (!doc) return;
    const dpsId = doc.getElementsByTagName("infDPS")[0]?.getAttribute("Id") ?? "";
    const taken = byDps.get(dpsId);
    if (taken) return refuse(res, 400, "E0014", "DPS já utilizada para gerar NFS-e.", `chaveAcesso ${taken}`);
    if (!KNOWN_TRIB_NAC.has(text(doc, "cTribNac")))
      return refuse(res, 400, "E0310", "O código de tributação nacional informado não existe.");
    const cMun = text(doc, "cLocEmi");
    const issuer = MUNICIPALITIES[cMun];
    // Anexo I (RN DPS_NFS-e): E0037 no convênio for the issuing municipality; E0038 convênio not active.
    if (!issuer)
      return refuse(
        res,
        400,
        "E0037",
        "O código do município emissor informado na DPS é inexistente no cadastro de convênio municipal do sistema nacional.",
      );
    if (!issuer.adherent)
      return refuse(
        res,
        400,
        "E0038",
        'A situação do convênio do município emissor informado na DPS deve ser "ATIVO" no cadastro de convênio municipal do sistema nacional.',
      );
    const substituted = text(doc, "chSubstda");
    if (substituted) {
      const old = notes.get(substituted);
      if (!old)
        return refuse(
          res,
          400,
          "E1306",
          "NFS-e a ser substituída não existe na base de dados do ambiente nacional.",
        );
      if (old.cancelled || old.substitutedBy)
        return refuse(
          res,
          400,
          "E0046",
          "Uma NFS-e cancelada não pode ser substituída. Informe uma chave de NFS-e não cancelada anteriormente.",
        );
    }
    const number = nextNumber++;
    const key = accessKey(cMun, text(doc, "CNPJ"), number);
    const placeIbge = text(doc, "cLocPrestacao");
    const place = MUNICIPALITIES[placeIbge];
    const holder = (req.socket as TLSSocket).getPeerCertificate()?.subject?.CN ?? "";
    const nfseXml = signNote(
      buildNote({
        accessKey: key,
        number,
        processedAt: now(),
        issuingPlace: issuer,
        incidencePlace: {
          ibge: placeIbge,
          name: place?.name ?? `IBGE ${placeIbge}`,
          issRate: place?.issRate ?? 0,
        },
        serviceLabel: TRIB_NAC[text(doc, "cTribNac")] ?? "",
        emitterName: String(holder).split(":")[0] || "Contribuinte do simulador",
        signedDps: xml,
      }),
      keyPem,
      certPem,
    );
    notes.set(key, {
      accessKey: key,
      dpsId,
      number,
      dpsXml: xml,
      nfseXml,
      cancelled: false,
      cancelEventXml: null,
      substitutedBy: null,
      linkedEvent: null,
    });
    byDps.set(dpsId, key);
    if (substituted) {
      const old = notes.get(substituted);
      if (old) old.substitutedBy = key;
    }
    if (holds > 0) {
      holds -= 1;
      return;
    }
    if (drops > 0) {
      drops -= 1;
      req.socket.destroy();
      return;
    }
    json(res, 201, {
      tipoAmbiente: 2,
      versaoAplicativo: "fake-sefin",
      dataHoraProcessamento: now(),
      idDps: dpsId,
      chaveAcesso: key,
      nfseXmlGZipB64: gzipB64(nfseXml),
      alertas: [],
    });
  }

  async function postEvent(key: string, req: IncomingMessage, res: ServerResponse) {
    const note = notes.get(key);
    if (!note) return refuse(res, 404, "E0001", "NFS-e não encontrada.");
    const body = JSON.parse(await readBody(req)) as { pedidoRegistroEventoXmlGZipB64?: string };
    const xml = gunzipB64(body.pedidoRegistroEventoXmlGZipB64);
    const doc = await checkSigned(xml, "infPedReg", req.socket as TLSSocket, res, "pedRegEvento_v1.01.xsd");
    if (!doc) return;
    if (text(doc, "chNFSe") !== key)
      return refuse(res, 400, "E1235", "Chave do pedido difere da chave da URL.");
    // The text of E0840 in Anexo II (RN_EVENTO) was not found in a public copy: this one says what it means.
    if (note.cancelled || note.substitutedBy || note.linkedEvent)
      return refuse(
        res,
        400,
        "E0840",
        "Não é possível registrar o evento de cancelamento: há outro evento vinculado a esta NFS-e.",
        note.linkedEvent ?? (note.substitutedBy ? "105102" : "101101"),
      );
    note.cancelled = true;
    note.cancelEventXml =
      `<?xml version="1.0" encoding="UTF-8"?><evento xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infEvento Id="EVT${key}101101001">` +
      `<verAplic>fake-sefin</verAplic><ambGer>2</ambGer><nSeqEvento>1</nSeqEvento><dhProc>${now()}</dhProc><nDFSe>${note.number}</nDFSe>` +
      `${xml.replace(/^<\?xml[^>]*>/, "")}</infEvento></evento>`;
    json(res, 201, {
      tipoAmbiente: 2,
      dataHoraProcessamento: now(),
      eventoXmlGZipB64: gzipB64(note.cancelEventXml),
    });
  }

  /** GET /nfse/{chave}/eventos/{tipoEvento}/{nSeq}: the registered event, or 404. */
  function getEvent(key: string, type: string, seq: string, res: ServerResponse) {
    const note = notes.get(key);
    if (note && type === "101101" && seq === "1" && note.cancelEventXml)
      return json(res, 200, {
        tipoAmbiente: 2,
        dataHoraProcessamento: now(),
        eventoXmlGZipB64: gzipB64(note.cancelEventXml),
      });
    refuse(res, 404, "E0002", "Nenhum evento encontrado para a NFS-e.");
  }

  function parameters(path: string, res: ServerResponse) {
    // /parametrizacao/{cMun}/convenio and /parametrizacao/{cMun}/{cTribNac}/{AAAA-MM-DD}/aliquota
    const [, , cMun = "", what = "", , tail] = path.split("/");
    const m = MUNICIPALITIES[cMun];
    if (!m) return json(res, 404, { mensagem: "Município sem parametrização no ADN." });
    if (what === "convenio")
      return json(res, 200, { codigoMunicipio: cMun, nome: m.name, aderenteEmissorNacional: m.adherent });
    if (tail === "aliquota") {
      if (!m.adherent) return json(res, 404, { mensagem: "Município fora do sistema nacional." });
      if (!KNOWN_TRIB_NAC.has(what)) return json(res, 404, { mensagem: "Serviço não parametrizado." });
      return json(res, 200, { codigoMunicipio: cMun, codigoServico: what, aliquota: m.issRate });
    }
    json(res, 404, { mensagem: "Parametrização desconhecida." });
  }

  /** GET /danfse/{chave} (ADN DANFSe API): the note's PDF, made by the ADN from the note's XML. */
  function officialDanfse(key: string, res: ServerResponse) {
    const note = notes.get(key);
    if (!note) return json(res, 404, { mensagem: "NFS-e não encontrada no ADN." });
    const pdf = danfsePdf(note);
    res.writeHead(200, { "content-type": "application/pdf", "content-length": pdf.length });
    res.end(pdf);
  }

  const server: Server = createServer(
    { key: keyPem, cert: certPem, ca: [ca.certPem], requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      const path = new URL(req.url ?? "/", "https://127.0.0.1").pathname;
      requests.push(`${req.method} ${path}`);
      if (failures > 0) {
        failures -= 1;
        return refuse(res, 503, "E9999", "Serviço indisponível.");
      }
      const route = async () => {
        if (req.method === "POST" && path === "/SefinNacional/nfse") return postNfse(req, res);
        const dps = /^\/SefinNacional\/dps\/(DPS\d{42})$/.exec(path);
        if (req.method === "GET" && dps?.[1]) {
          const key = byDps.get(dps[1]);
          return key
            ? json(res, 200, { idDps: dps[1], chaveAcesso: key })
            : refuse(res, 404, "E0002", "DPS não encontrada.");
        }
        const nfse = /^\/SefinNacional\/nfse\/(\d{50})$/.exec(path);
        if (req.method === "GET" && nfse?.[1]) {
          const note = notes.get(nfse[1]);
          return note
            ? json(res, 200, { chaveAcesso: note.accessKey, nfseXmlGZipB64: gzipB64(note.nfseXml) })
            : refuse(res, 404, "E0001", "NFS-e não encontrada.");
        }
        const event = /^\/SefinNacional\/nfse\/(\d{50})\/eventos$/.exec(path);
        if (req.method === "POST" && event?.[1]) return postEvent(event[1], req, res);
        const registered = /^\/SefinNacional\/nfse\/(\d{50})\/eventos\/(\d{6})\/(\d+)$/.exec(path);
        if (req.method === "GET" && registered?.[1])
          return getEvent(registered[1], registered[2] ?? "", registered[3] ?? "", res);
        if (req.method === "GET" && (path.startsWith("/parametrizacao/") || path.startsWith("/danfse/"))) {
          if (adnSilent) return void req.socket.destroy();
          const danfse = /^\/danfse\/(\d{50})$/.exec(path);
          if (danfse?.[1]) return officialDanfse(danfse[1], res);
          return parameters(path, res);
        }
        json(res, 404, { mensagem: "Rota desconhecida." });
      };
      route().catch((e: unknown) => {
        if (!res.headersSent) refuse(res, 400, "E1235", "Requisição ilegível.", String(e).slice(0, 200));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sefinUrl: `https://127.0.0.1:${port}/SefinNacional`,
    adnUrl: `https://127.0.0.1:${port}`,
    caPem: ca.certPem,
    notes,
    requests,
    dropAfterAuthorising: (n) => {
      drops = n;
    },
    holdAfterAuthorising: (n) => {
      holds = n;
    },
    failNext: (n) => {
      failures = n;
    },
    silenceAdn: (on) => {
      adnSilent = on;
    },
    linkEvent: (key) => {
      const note = notes.get(key);
      if (note) note.linkedEvent = "101103";
    },
    signerCertPem: certPem,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
