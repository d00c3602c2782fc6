import { useMemo } from 'react';
import QRCode from 'qrcode';

interface QrCodeProps {
  /** The text the code carries (an address). */
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Pixels per side. */
  size?: number;
}

/** Quiet zone around the modules, in modules (the standard asks for 4; 2 reads fine on screens). */
const MARGIN = 2;

/** The modules of the code as one SVG path: a square per dark module. */
function modulesPath(value: string): { side: number; path: string } {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const side = modules.size;
  let path = '';
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { side, path };
}

/** A QR code drawn as SVG in the page (no image request, crisp at any zoom). */
export function QrCode({ value, label, size = 192 }: QrCodeProps) {
  const { side, path } = useMemo(() => modulesPath(value), [value]);
  const box = side + MARGIN * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      data-value={value}
      width={size}
      height={size}
      viewBox={`${-MARGIN} ${-MARGIN} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-MARGIN} y={-MARGIN} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
