import type { NbrClass } from "@/domain/mtr";
import type { MtrParty } from "@/server/mtr/protocol";

/** What an MTR says, fixed when it was asked for (from the CTR): the worker sends exactly this. */
export interface MtrFacts {
  ctrNumber: string;
  generator: MtrParty & { name: string };
  transporter: MtrParty & { name: string };
  receiver: MtrParty & { name: string; kind: string };
  responsibleName: string;
  driverName: string;
  plate: string;
  shippedAt: string;
  ibamaCode: string;
  nbrClass: NbrClass;
  material: string;
  quantityM3: number;
}

/** RCC's bulk density the systems ask with a volume (t/m³); a load's weight at the gate corrects it. */
export const RCC_DENSITY_T_PER_M3 = 1.2;
