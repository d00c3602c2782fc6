/**
 * A random RFC 4122 v4 id. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost), so the back-office opened over plain http on a LAN address falls back to
 * `getRandomValues`, which is available everywhere.
 */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte, index) => stamped(byte, index).toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Byte 6 carries the version (4), byte 8 the RFC 4122 variant (binary 10); the others stay random. */
function stamped(byte: number, index: number): number {
  if (index === 6) return (byte & 0x0f) | 0x40;
  if (index === 8) return (byte & 0x3f) | 0x80;
  return byte;
}
