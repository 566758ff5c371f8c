"use client";

/** Sends the load photo to `/api/files` (purpose `ctr_receipt_photo`); resolves with its id. */
export async function uploadReceiptPhoto(file: File): Promise<string> {
  const res = await fetch(`/api/files?purpose=ctr_receipt_photo&name=${encodeURIComponent(file.name)}`, {
    method: "POST",
    body: file,
  });
  const body = (await res.json()) as { id?: string; message?: string };
  if (!res.ok || !body.id) throw new Error(body.message ?? "Falha no envio da foto.");
  return body.id;
}
