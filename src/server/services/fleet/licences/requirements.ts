/** What a hauler must hold comes from the municipality's law module (`@/domain/licensing`). */
export {
  LICENCE_KIND_LABEL,
  LICENCE_KINDS,
  type LicenceKind,
  type MunicipalityRequirements,
  requirementsFor,
} from "@/domain/licensing/requirements";
