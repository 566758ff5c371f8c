import { NextRequest } from "next/server";
import { handlers } from "@/server/auth/config";
import { AUTH_FORM_MAX_BYTES, withLimitedBody } from "@/server/http/body-limit";

export const { GET } = handlers;

/** Auth.js reads its forms whole: at most `AUTH_FORM_MAX_BYTES`. */
export async function POST(request: NextRequest) {
  const limited = await withLimitedBody(request, AUTH_FORM_MAX_BYTES);
  return limited instanceof Response ? limited : handlers.POST(new NextRequest(limited));
}
