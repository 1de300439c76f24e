// A PNG reader for the pictures pdftoppm makes of a PDF's pages (8 bits a channel, grey or RGB, not
// interlaced): enough to look at a page's pixels in a test, without an image library.
import { inflateSync } from 'node:zlib';

export interface Picture {
  width: number;
  height: number;
  channels: number;
  pixels: Uint8Array;
}

export function readPng(file: Buffer): Picture {
  if (file.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG file');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8);
      channels = ({ 0: 1, 2: 3, 4: 2, 6: 4 } as Record<number, number>)[colour];
      if (depth !== 8 || !channels || interlace !== 0)
        throw new Error(`a PNG of ${depth} bits, colour type ${colour}, interlace ${interlace}: not read here`);
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? out[x - channels] : 0;
      const b = up[x];
      const c = x >= channels ? up[x - channels] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predicted = [0, a, b, (a + b) >> 1, paeth][filter];
      out[x] = (row[x] + predicted) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** The share (0 to 1) of the pixels in a rectangle that are not paper white: anything drawn, in any colour. */
export function inkShare(picture: Picture, box: { x: number; y: number; width: number; height: number }): number {
  let ink = 0;
  let all = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.height); y++) {
    for (let x = Math.round(box.x); x < Math.round(box.x + box.width); x++) {
      const at = (y * picture.width + x) * picture.channels;
      let darkest = 255;
      for (let k = 0; k < Math.min(3, picture.channels); k++) darkest = Math.min(darkest, picture.pixels[at + k]);
      if (darkest < 200) ink++;
      all++;
    }
  }
  return ink / all;
}
