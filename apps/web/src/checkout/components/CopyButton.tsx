import { useState } from 'react';
import { CHECKOUT_TEXTS as T } from '../texts';

/** Copies a Pix code or a boleto line, and says so. */
export function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
    >
      {copied ? T.copied : T.copyCode}
    </button>
  );
}
