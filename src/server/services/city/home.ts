import { ctrReceiptDays, ctrsWithoutReceipt } from "./ctr-watch";
import { operatorsIn } from "./operators";
import type { CityReadScope } from "./scope";
import { cacambasOnStreet } from "./street";

/** "What needs me now?": caçambas overdue on the street first, CTRs without receipt, licences lapsed. */
export async function cityHome(city: CityReadScope, now: Date = new Date()) {
  const [street, days, operators] = await Promise.all([
    cacambasOnStreet(city, now),
    ctrReceiptDays(city),
    operatorsIn(city.read, city.municipality.id, city.municipality.timeZone, now),
  ]);
  const ctrs = await ctrsWithoutReceipt(city, days, now);
  return {
    municipality: {
      id: city.municipality.id,
      name: city.municipality.name,
      uf: city.municipality.uf,
      timeZone: city.municipality.timeZone,
    },
    onStreet: street.length,
    overdue: street.filter((s) => s.status === "overdue"),
    ctrDays: days,
    ctrsWithoutReceipt: ctrs.length,
    unlicensed: operators.filter((o) => !o.licensed),
  };
}
