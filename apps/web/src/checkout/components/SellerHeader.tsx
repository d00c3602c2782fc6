/** Up to two initials of the seller's checkout title: the page's mark (the identity has no logo, docs/payment-links.md). */
export function monogramOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const initials = words.length > 1 ? [words[0], words.at(-1)] : [words[0]];
  return initials
    .map((word) => word?.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .join('')
    .toLocaleUpperCase('pt-BR');
}

/** The seller's identity at the top of the buyer's page: its mark, checkout title and description. */
export function SellerHeader({ name, description }: { name: string; description: string | null }) {
  return (
    <header className="seller">
      <span className="monogram" aria-hidden="true">
        {monogramOf(name)}
      </span>
      <div>
        <h1>{name}</h1>
        {description && <p className="muted">{description}</p>}
      </div>
    </header>
  );
}
