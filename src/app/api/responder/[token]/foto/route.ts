import { errorResponse, fileResponse, missingFromStorage } from "@/server/api/route-helpers";
import { clientIp } from "@/server/auth/client-ip";
import { getDb } from "@/server/db/client";
import { storageFromEnv } from "@/server/services/files/storage";
import { oneTapPhoto } from "@/server/services/notifications/one-tap";

export const runtime = "nodejs";

/** The drop-off photo on the one-tap page: no sign-in, the signed link is the authority (404 / 403 / 429 otherwise). */
export async function GET(request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  try {
    const photo = await oneTapPhoto(
      await getDb(),
      token.slice(0, 200),
      clientIp(request.headers),
      new Date(),
    );
    const body = await storageFromEnv().get(photo.storageKey);
    if (!body) return missingFromStorage();
    return fileResponse(body, { contentType: photo.contentType, sizeBytes: photo.sizeBytes });
  } catch (e) {
    return errorResponse(e);
  }
}
