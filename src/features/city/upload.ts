"use client";

/** Streams a file to `/api/files` with the city portal's purposes; resolves with its id or throws the pt-BR message. */
export async function uploadCityFile(
  file: File,
  purpose: "inspection_photo" | "citation_defence",
): Promise<string> {
  const name = encodeURIComponent(file.name);
  const url =
    purpose === "inspection_photo"
      ? `/api/city/fotos?name=${name}`
      : `/api/files?purpose=${purpose}&name=${name}`;
  const res = await fetch(url, {
    method: "POST",
    body: file,
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(body.message ?? "Falha no envio do arquivo.");
  return body.id;
}
