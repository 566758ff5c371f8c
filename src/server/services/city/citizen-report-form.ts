import { getDb } from "@/server/db/client";
import { submitCitizenReport } from "./citizen-reports";

const num = (v: FormDataEntryValue | null) => {
  const n = typeof v === "string" && v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/**
 * `POST /api/city/denuncias`: the multipart form of a caçamba's public page (code, text, contact, lat,
 * lon, photo) read into a report; a position off the globe is dropped, not refused.
 */
export async function submitCitizenReportForm(form: FormData, sender: { ip: string; now: Date }) {
  const photo = form.get("photo");
  const lat = num(form.get("lat"));
  const lon = num(form.get("lon"));
  return submitCitizenReport(
    await getDb(),
    {
      code: String(form.get("code") ?? ""),
      text: String(form.get("text") ?? ""),
      contact: String(form.get("contact") ?? "") || null,
      lat: lat !== null && Math.abs(lat) <= 90 ? lat : null,
      lon: lon !== null && Math.abs(lon) <= 180 ? lon : null,
      photo: photo instanceof File && photo.size > 0 ? Buffer.from(await photo.arrayBuffer()) : null,
    },
    sender,
  );
}
