import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { clientIp } from "@/server/auth/client-ip";
import { openOneTapPhoto } from "@/server/services/notifications/one-tap";

export const runtime = "nodejs";

/** The drop-off photo on the one-tap page: no sign-in, the signed link is the authority (404 / 403 / 429 otherwise). */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const photo = await openOneTapPhoto(token.slice(0, 200), clientIp(request.headers), new Date());
    if (!photo) return missingFromStorage();
    return fileResponse(photo.body, { contentType: photo.contentType, sizeBytes: photo.sizeBytes });
  } catch (e) {
    return errorResponse(e);
  }
}
