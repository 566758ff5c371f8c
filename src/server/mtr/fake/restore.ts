import type { MtrSystem } from "@/domain/mtr";
import type { FakeMtr } from "./handler";
import type { Cdf, Manifest, Unit } from "./types";

/** A manifest the app's database says a system holds (its number, parties, situation and CDF). */
export interface KnownManifest {
  system: MtrSystem;
  number: string;
  ourCode: string;
  generator: Unit;
  transporter: Unit;
  receiver: Unit;
  situation: Manifest["situation"];
  wastes: Record<string, unknown>[];
  cdf: string | null;
  /** The orgs whose calls saved, received or certified it. */
  orgs: string[];
}

/** A CDF the app's database says a system issued: the fake's own record, with the orgs as a list. */
export type KnownCdf = Omit<Cdf, "orgs"> & { system: MtrSystem; orgs: string[] };

/** The trailing sequence of a national number (`AAMM` + 7 digits, `AAAA` + 6 digits). */
const sequenceOf = (number: string, digits: number) => Number(number.slice(-digits)) || 0;

/**
 * A real system keeps what it was sent; the fake keeps it in memory. At start the fake takes back what
 * the database says the systems hold (the manifests with a number, the issued CDFs), and its numbering
 * goes on after them: a restart, or the demo's load received at the gate, leaves nothing the receiver's
 * CDF or a lookup would find missing, and no number is given twice.
 */
export function restoreFakeMtr(fake: FakeMtr, manifests: KnownManifest[], cdfs: KnownCdf[]): void {
  for (const m of manifests) {
    const st = fake.state(m.system);
    st.manifests.set(m.number, {
      number: m.number,
      ourCode: m.ourCode,
      generator: m.generator,
      transporter: m.transporter,
      receiver: m.receiver,
      situation: m.situation,
      savedAt: null,
      body: { seuCodigo: m.ourCode, listaManifestoResiduos: m.wastes },
      receipt: null,
      change: null,
      cdf: m.cdf,
      orgs: new Set(m.orgs),
    });
    st.seq = Math.max(st.seq, sequenceOf(m.number, 7));
  }
  for (const c of cdfs) {
    const st = fake.state(c.system);
    st.cdfs.set(c.number, { ...c, orgs: new Set(c.orgs) });
    st.cdfSeq = Math.max(st.cdfSeq, sequenceOf(c.number, 6));
  }
}
