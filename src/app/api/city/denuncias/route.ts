import { errorResponse } from "@/server/api/route-helpers";
import { clientIp } from "@/server/auth/client-ip";
import { readFormLimited } from "@/server/http/body-limit";
import { submitCitizenReportForm } from "@/server/services/city/citizen-report-form";
import { REPORT_FORM_MAX_BYTES, REPORT_TOO_LARGE } from "@/server/services/city/citizen-reports";

export const runtime = "nodejs";

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
  try {
    const row = await submitCitizenReportForm(form, { ip: clientIp(request.headers), now: new Date() });
    return Response.json({ id: row.id }, { status: 201 });
  } catch (e) {
    return errorResponse(e);
  }
}
