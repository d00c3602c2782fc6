/** The inline safe mark of the brand (no Mantine: the pre-rendered signed-in frame draws it too). */
export function BrandMark({ size, color }: { size: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="3" width="28" height="26" rx="6" fill="none" stroke={color} strokeWidth="2.6" />
      <circle cx="16" cy="16" r="5" fill="none" stroke={color} strokeWidth="2.6" />
      <path d="M16 8.5v2.5M16 21v2.5M8.5 16H11M21 16h2.5" stroke={color} strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
