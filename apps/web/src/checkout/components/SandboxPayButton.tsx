import { CHECKOUT_TEXTS as T } from '../texts';

/** Pays in the sandbox (test links and charges only): the caller asks the server and shows what follows. */
export function SandboxPayButton({ onPay }: { onPay: () => void }) {
  return (
    <button type="button" className="secondary" onClick={onPay}>
      {T.sandboxPay}
    </button>
  );
}
