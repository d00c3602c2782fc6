import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { qrSegments } from './qr-segments.js';

/**
 * The QR code of a text as a one-bit greyscale PNG data URL, pixel for pixel the image the qrcode
 * library draws (same scale and margin), written straight from its module matrix. The library's own
 * PNG path paints 32-bit RGBA pixels and lets pngjs try five filters per row: about ten times the CPU
 * for a picture of two colours, on every Pix charge created. `maskPattern` skips the library's search
 * for the mask with the lowest penalty (eight masks scored: about 60 % of the QR's CPU); any of the
 * eight reads back the same, the decoder learns it from the code's format bits. The split into
 * segments is ours too (`qrSegments`): the same shortest split as the library's, for a sixth of its CPU.
 */
export function qrPngDataUrl(
  text: string,
  options: { width: number; margin: number; maskPattern?: QRCode.QRCodeMaskPattern },
): string {
  const qr = QRCode.create(qrSegments(text), { errorCorrectionLevel: 'M', maskPattern: options.maskPattern });
  const size = qr.modules.size;
  const modules = qr.modules.data;
  const scale = options.width / (size + options.margin * 2);
  const side = Math.floor((size + options.margin * 2) * scale);
  const margin = options.margin * scale;
  const rowBytes = Math.ceil(side / 8);
  // Each row: its filter byte (0, none), then 8 pixels a byte, most significant first; 1 is white.
  const raw = Buffer.alloc((rowBytes + 1) * side, 0xff);
  // Which module each pixel column falls in (-1 in the margin), computed once for every row.
  const columnModule = Int32Array.from({ length: side }, (_, j) =>
    j < margin || j >= side - margin ? -1 : Math.floor((j - margin) / scale),
  );
  let previous = -1;
  for (let i = 0; i < side; i++) {
    const row = i * (rowBytes + 1);
    raw[row] = 0;
    if (i < margin || i >= side - margin) continue;
    const moduleRow = Math.floor((i - margin) / scale) * size;
    // Pixel rows of the same module row are the same bytes: copy the one above.
    if (moduleRow === previous) {
      raw.copy(raw, row + 1, row - rowBytes, row);
      continue;
    }
    previous = moduleRow;
    for (let j = 0; j < side; j++) {
      const column = columnModule[j]!;
      if (column >= 0 && modules[moduleRow + column]) raw[row + 1 + (j >> 3)]! &= ~(0x80 >> (j & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
