import { z } from "zod";
import { BREAK_MINUTES, CACAMBAS_PER_TRIP, shiftProblems } from "@/domain/fleet/day-settings";
import {
  cnhCategorySchema,
  cnhNumberSchema,
  dateSchema,
  fieldProblems,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  TEXT_MAX,
  textSchema,
  timeOfDaySchema,
  wholeSchema,
} from "@/lib/validators";

/** Caçambas a truck carries per trip, and its home yard (null: the org's default yard). */
export const truckDayFields = {
  cacambaCapacity: wholeSchema("Caçambas por viagem", CACAMBAS_PER_TRIP),
  homeYardId: idSchema.nullable(),
};

export const truckDayInput = z.object({ id: idSchema, ...truckDayFields });

const shiftFields = {
  shiftStart: timeOfDaySchema,
  shiftEnd: timeOfDaySchema,
  breakMinutes: wholeSchema("O intervalo", BREAK_MINUTES, "min"),
};

/** A new driver; the shift is optional (07:00–17:00 with 60 min when left out) and checked when sent. */
export const driverInput = z
  .object({
    name: textSchema(TEXT_MAX.name).min(3, "Informe o nome completo do motorista."),
    cnhNumber: cnhNumberSchema,
    cnhCategory: cnhCategorySchema,
    cnhValidUntil: dateSchema,
    shiftStart: shiftFields.shiftStart.optional(),
    shiftEnd: shiftFields.shiftEnd.optional(),
    breakMinutes: shiftFields.breakMinutes.optional(),
  })
  .superRefine(
    fieldProblems((d) =>
      d.shiftStart === undefined && d.shiftEnd === undefined && d.breakMinutes === undefined
        ? {}
        : shiftProblems({
            shiftStart: d.shiftStart ?? "",
            shiftEnd: d.shiftEnd ?? "",
            breakMinutes: d.breakMinutes ?? BREAK_MINUTES.fallback,
          }),
    ),
  );

export const driverShiftInput = z
  .object({ id: idSchema, ...shiftFields })
  .superRefine(fieldProblems(shiftProblems));

/** A yard: its name, address and the position of its gate. */
export const yardInput = z.object({
  name: textSchema(TEXT_MAX.name).min(2, "Dê um nome ao pátio (ex.: Pátio Benfica)."),
  address: textSchema(TEXT_MAX.address).min(5, "Informe o endereço completo do pátio."),
  lat: latitudeSchema,
  lon: longitudeSchema,
});
