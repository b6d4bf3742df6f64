/**
 * A video file of a book's barcode for Chromium's fake camera (--use-file-for-fake-video-capture): an EAN-13 drawn
 * by its standard patterns (quiet zones, guards, L/G/R digit codes) into Y4M frames, black bars on white.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = ['1110010', '1100110', '1101100', '1000010', '1011100', '1001110', '1010000', '1000100', '1001000', '1110100'];
/** Which of L (0) and G (1) codes the left six digits use, by the first digit. */
const PARITY = ['000000', '001011', '001101', '001110', '010011', '011001', '011100', '010101', '010110', '011010'];

/** The 95 modules of an EAN-13 (1 = bar). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error('13 digits');
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0]!]!;
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (parity[i - 1] === '0' ? L : G)[digits[i]!]!;
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[digits[i]!]!;
  return `${bits}101`;
}

/** Writes `file`, a Y4M video (640x480, a few frames) showing the barcode of `code`. */
export function writeBarcodeY4m(code: string, file: string): void {
  const width = 640;
  const height = 480;
  const module = 4;
  const modules = ean13Modules(code);
  const left = Math.floor((width - modules.length * module) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let row = 90; row < 390; row++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === '1') y.fill(16, row * width + left + m * module, row * width + left + (m + 1) * module);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame, frame, frame]));
}
