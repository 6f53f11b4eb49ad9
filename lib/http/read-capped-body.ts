/**
 * Reads a request body as text, but never more than maxBytes: a declared Content-Length over the cap is refused
 * before anything is read, and an undeclared (chunked) body is cut off as soon as it passes the cap, so a large
 * body costs the server no memory. null means "too large" (answer 413).
 */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
