import { errorResponse } from "@/server/api/route-helpers";
import { clientIp } from "@/server/auth/client-ip";
import { getDb } from "@/server/db/client";
import { readFormLimited } from "@/server/http/body-limit";
import {
  REPORT_FORM_MAX_BYTES,
  REPORT_TOO_LARGE,
  submitCitizenReport,
} from "@/server/services/city/citizen-reports";

export const runtime = "nodejs";

const num = (v: FormDataEntryValue | null) => {
  const n = typeof v === "string" && v.trim() ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** Public: a citizen's report from a caçamba's page (multipart: code, text, contact, lat, lon, photo). */
export async function POST(request: Request) {
  let form: FormData;
  try {
    form = await readFormLimited(request, REPORT_FORM_MAX_BYTES, REPORT_TOO_LARGE);
  } catch (e) {
    if (e instanceof TypeError)
      return Response.json({ message: "Envie o formulário da denúncia." }, { status: 400 });
    return errorResponse(e);
  }
  const photo = form.get("photo");
  const lat = num(form.get("lat"));
  const lon = num(form.get("lon"));
  try {
    const row = await submitCitizenReport(
      await getDb(),
      {
        code: String(form.get("code") ?? ""),
        text: String(form.get("text") ?? ""),
        contact: String(form.get("contact") ?? "") || null,
        lat: lat !== null && Math.abs(lat) <= 90 ? lat : null,
        lon: lon !== null && Math.abs(lon) <= 180 ? lon : null,
        photo: photo instanceof File && photo.size > 0 ? Buffer.from(await photo.arrayBuffer()) : null,
      },
      { ip: clientIp(request.headers), now: new Date() },
    );
    return Response.json({ id: row.id }, { status: 201 });
  } catch (e) {
    return errorResponse(e);
  }
}
