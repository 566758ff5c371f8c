"use client";

/** Streams a file to `/api/files` (raw body); resolves with its id or throws the server's pt-BR message. */
export async function uploadFile(
  file: File,
  purpose: "licence_document" | "inspection_photo",
): Promise<string> {
  const res = await fetch(`/api/files?purpose=${purpose}&name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    body: file,
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(body.message ?? "Falha no envio do arquivo.");
  return body.id;
}
