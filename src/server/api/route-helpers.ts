import "server-only";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { serverCaller } from "@/server/api/server-caller";
import { getDb } from "@/server/db/client";
import { DomainError } from "@/server/errors";
import {
  BodyTooLarge,
  fileTooLargeMessage,
  limitedBody,
  refuseDeclaredOver,
  tooLargeResponse,
} from "@/server/http/body-limit";
import type { OrgScope } from "@/server/services/context";
import {
  type FilePurpose,
  storeUpload,
  UploadRejected,
  uploadDepsFromEnv,
} from "@/server/services/files/upload";

type Caller = Awaited<ReturnType<typeof serverCaller>>;
type Grant = Omit<OrgScope, "db">;

/** Shared by the route handlers that stream files. Runs a tRPC grant procedure (authorization lives there) and builds the service scope from its answer. */
export async function scopeFrom(grant: (caller: Caller) => Promise<Grant>): Promise<OrgScope> {
  const caller = await serverCaller();
  return { ...(await grant(caller)), db: await getDb() };
}

/**
 * The file upload routes (the file is the raw body): refused at once when Content-Length is over the
 * limit, before authorization; then authorized by `grant`, streamed with the byte limit, stored. 201 with
 * the file's row.
 */
export async function uploadResponse(
  request: Request,
  upload: { grant: (caller: Caller) => Promise<Grant>; purpose: FilePurpose; originalName: string },
): Promise<Response> {
  const deps = uploadDepsFromEnv();
  const tooLarge = fileTooLargeMessage(deps.maxBytes);
  try {
    refuseDeclaredOver(request, deps.maxBytes, tooLarge);
    const scope = await scopeFrom(upload.grant);
    if (!request.body)
      return Response.json({ message: "Arquivo vazio: escolha o arquivo de novo." }, { status: 400 });
    const file = await storeUpload(
      scope,
      {
        purpose: upload.purpose,
        originalName: upload.originalName,
        body: limitedBody(request, deps.maxBytes, tooLarge) as unknown as AsyncIterable<Uint8Array>,
      },
      deps,
    );
    return Response.json(file, { status: 201 });
  } catch (e) {
    return errorResponse(e);
  }
}

/** JSON `{ message }` with the HTTP status tRPC would give the same error; 413/415 for refused bodies. */
export function errorResponse(e: unknown): Response {
  if (e instanceof BodyTooLarge) return tooLargeResponse(e);
  if (e instanceof UploadRejected) return Response.json({ message: e.message }, { status: e.status });
  const trpc =
    e instanceof TRPCError
      ? e
      : e instanceof DomainError
        ? new TRPCError({ code: e.code, message: e.message })
        : null;
  if (!trpc) throw e;
  return Response.json({ message: trpc.message }, { status: getHTTPStatusCodeFromError(trpc) });
}

/** `attachment; filename*=UTF-8''…` so accented names survive. */
export function attachment(filename: string, inline = false): string {
  const ascii = filename
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/"/g, "");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A private file or document the caller is allowed to read: never cached, never sniffed as another
 * type; with `downloadName`, shown in the browser (`inline`, the default) or saved.
 */
export function fileResponse(
  body: BodyInit,
  file: { contentType: string; sizeBytes?: number; downloadName?: string; inline?: boolean },
): Response {
  const headers: Record<string, string> = {
    "content-type": file.contentType,
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  };
  if (file.sizeBytes !== undefined) headers["content-length"] = String(file.sizeBytes);
  if (file.downloadName) headers["content-disposition"] = attachment(file.downloadName, file.inline ?? true);
  return new Response(body, { headers });
}

/** The row says the file exists but the storage has no bytes for it. */
export const missingFromStorage = () =>
  Response.json({ message: "Arquivo não encontrado no armazenamento." }, { status: 404 });
