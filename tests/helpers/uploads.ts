/** Sends files to POST /api/uploads as a browser form would. */
export async function upload(
  baseUrl: string,
  files: { name: string; data: Uint8Array; type?: string }[],
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: {
    files?: { key: string; name: string; size: number; type: string }[];
    error?: { code: string; message: string };
  };
}> {
  const form = new FormData();
  for (const f of files)
    form.append(
      "files",
      new File([f.data as Uint8Array<ArrayBuffer>], f.name, { type: f.type ?? "application/octet-stream" }),
    );
  const res = await fetch(`${baseUrl}/api/uploads`, { method: "POST", body: form, headers });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as never };
}
