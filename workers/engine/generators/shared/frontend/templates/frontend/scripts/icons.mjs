// Draws the app's icons as PNG files in public/icons/, the picture of icons/icon.svg: a card with three
// lines on the app's colour. Runs before `npm run dev` and `npm run build` (the PNG files are not kept in git).
// Phones and app launchers want PNG icons of exact sizes; the maskable one fills the whole square so the
// launcher can cut it to its own shape (the picture stays inside the middle 80%).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const COLOURS = { background: {{background}}, card: {{card}} };
/** The picture on a 100x100 grid, the same numbers as icon.svg: [x, y, width, height, corner radius, colour]. */
const SHAPES = {{shapes}};
/** The icon's corner radius on the grid. */
const CORNER = {{corner}};
const ICONS = [
  { file: "icon-192.png", size: 192, corner: CORNER },
  { file: "icon-512.png", size: 512, corner: CORNER },
  { file: "icon-maskable-512.png", size: 512, corner: 0 },
];

/** Whether the point is inside a rectangle with rounded corners. */
function inside(px, py, [x, y, width, height, radius]) {
  if (px < x || py < y || px > x + width || py > y + height) return false;
  const dx = Math.max(x + radius - px, 0, px - (x + width - radius));
  const dy = Math.max(y + radius - py, 0, py - (y + height - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** The colour at a point of the grid, transparent outside the rounded background. */
function colourAt(px, py, corner) {
  if (!inside(px, py, [0, 0, 100, 100, corner])) return [0, 0, 0, 0];
  for (let i = SHAPES.length - 1; i >= 0; i--) {
    if (inside(px, py, SHAPES[i])) return [...COLOURS[SHAPES[i][5]], 255];
  }
  return [...COLOURS.background, 255];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGBA PNG, each pixel the average of four samples (smooth edges). */
function png(size, corner) {
  const row = size * 4 + 1;
  const pixels = Buffer.alloc(row * size);
  const scale = 100 / size;
  for (let y = 0; y < size; y++) {
    pixels[y * row] = 0; // no filter
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0, 0];
      for (const [sx, sy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
        const [r, g, b, a] = colourAt((x + sx) * scale, (y + sy) * scale, corner);
        sum[0] += r * a;
        sum[1] += g * a;
        sum[2] += b * a;
        sum[3] += a;
      }
      const offset = y * row + 1 + x * 4;
      for (let channel = 0; channel < 3; channel++) pixels[offset + channel] = sum[3] === 0 ? 0 : Math.round(sum[channel] / sum[3]);
      pixels[offset + 3] = Math.round(sum[3] / 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

const folder = join(fileURLToPath(new URL("..", import.meta.url)), "public", "icons");
mkdirSync(folder, { recursive: true });
for (const { file, size, corner } of ICONS) writeFileSync(join(folder, file), png(size, corner));
console.log(`icons: ${ICONS.map((icon) => icon.file).join(", ")} in public/icons/`);
