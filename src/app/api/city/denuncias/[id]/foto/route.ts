import { TRPCError } from "@trpc/server";
import { errorResponse, fileResponse } from "@/server/api/route-helpers";
import { serverCaller } from "@/server/api/server-caller";

export const runtime = "nodejs";

/** A citizen report's photo, for the city it was sent to or the hauler that owns the caçamba. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const caller = await serverCaller();
    const photo = await caller.city.reports.photo({ id }).catch((e: unknown) => {
      if (e instanceof TRPCError && e.code === "FORBIDDEN") return caller.city.offender.reportPhoto({ id });
      throw e;
    });
    return fileResponse(new Uint8Array(Buffer.from(photo.base64, "base64")), { contentType: photo.type });
  } catch (e) {
    return errorResponse(e);
  }
}
