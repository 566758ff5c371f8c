import { NextRequest } from "next/server";
import { handlers } from "@/server/auth/config";
import { AUTH_FORM_MAX_BYTES, withLimitedBody } from "@/server/http/body-limit";

/** Auth.js's own actions; any other address under /api/auth is not found, in pt-BR (Auth.js answers a bare 400). */
const AUTH_ACTIONS = new Set(["session", "csrf", "signin", "signout", "callback", "providers", "error"]);

function unknownAction(request: NextRequest): Response | null {
  const action = new URL(request.url).pathname.split("/")[3] ?? "";
  return AUTH_ACTIONS.has(action)
    ? null
    : Response.json({ message: "Endereço não encontrado." }, { status: 404 });
}

export function GET(request: NextRequest) {
  return unknownAction(request) ?? handlers.GET(request);
}

/** Auth.js reads its forms whole: at most `AUTH_FORM_MAX_BYTES`. */
export async function POST(request: NextRequest) {
  const refused = unknownAction(request);
  if (refused) return refused;
  const limited = await withLimitedBody(request, AUTH_FORM_MAX_BYTES);
  return limited instanceof Response ? limited : handlers.POST(new NextRequest(limited));
}
