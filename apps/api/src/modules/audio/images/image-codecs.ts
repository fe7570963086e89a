import { readFile } from 'node:fs/promises';
import decodeJpegWith, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import encodeJpegWith, { init as initJpegEncoder } from '@jsquash/jpeg/encode.js';
import decodePngWith, { init as initPngDecoder } from '@jsquash/png/decode.js';
import encodePngWith, { init as initPngEncoder } from '@jsquash/png/encode.js';
import decodeWebpWith, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import encodeWebpWith, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import type { ImageFormat } from './image-signature';

/** Decoded pixels: RGBA, 4 bytes a pixel, row after row. */
export type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/**
 * The codecs are the Squoosh builds of libjpeg-turbo/mozjpeg, the png crate and libwebp as
 * WebAssembly (`@jsquash/*`, Apache-2.0 around BSD/IJG/zlib/MIT code; decision 044): no native
 * library, nothing LGPL. Their loaders fetch the .wasm by URL, which Node cannot, so each is
 * handed its compiled module from the package's own file.
 */
const compiled = async (file: string) =>
  wasm.compile(await readFile(new URL(import.meta.resolve(file))));

/** Node's WebAssembly, which this project's type libraries (no DOM) do not declare. */
type CompiledModule = object;
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<CompiledModule> } }
).WebAssembly;

type EmscriptenInit = (module: CompiledModule, options: object) => Promise<unknown>;

/**
 * What mozjpeg reports while decoding ("Premature end of JPEG file", "Corrupt JPEG data"): it
 * fills what it could not read with grey and carries on, so a report means a damaged file.
 */
let jpegReports: string[] = [];

const quiet = { print: () => {}, printErr: (text: string) => jpegReports.push(text) };

/** An Emscripten codec's start: its package's .wasm compiled, handed to its init. */
const emscripten = (file: string, init: unknown) => () =>
  compiled(file).then((module) => (init as EmscriptenInit)(module, quiet));

/** How each codec is compiled and started from its package's .wasm file. */
const codecs = {
  jpegDecoder: emscripten('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm', initJpegDecoder),
  jpegEncoder: emscripten('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm', initJpegEncoder),
  // The png codec is Rust (wasm-bindgen), not Emscripten: one module for both ways.
  png: () =>
    compiled('@jsquash/png/codec/pkg/squoosh_png_bg.wasm').then((module) =>
      Promise.all([initPngDecoder(module as never), initPngEncoder(module as never)]),
    ),
  webpDecoder: emscripten('@jsquash/webp/codec/dec/webp_dec.wasm', initWebpDecoder),
  webpEncoder: emscripten('@jsquash/webp/codec/enc/webp_enc_simd.wasm', initWebpEncoder),
};

const loaded = new Map<keyof typeof codecs, Promise<unknown>>();
/**
 * Compiles a codec once per thread, when it is first needed: an upload's thread needs only its
 * format's decoder and the webp encoder, and each module compiled is time and memory.
 */
function load(codec: keyof typeof codecs): Promise<unknown> {
  let loading = loaded.get(codec);
  if (!loading) {
    loading = codecs[codec]();
    loaded.set(codec, loading);
  }
  return loading;
}

const decoderOf = { jpeg: 'jpegDecoder', png: 'png', webp: 'webpDecoder' } as const;

/** A copy of the bytes in an ArrayBuffer of their own, as the decoders take. */
const ownBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * Decodes an image of a known format to RGBA. Throws on a file the codec cannot read, and on a
 * JPEG it could read only in part.
 */
export async function decodeImage(format: ImageFormat, bytes: Uint8Array): Promise<Pixels> {
  await load(decoderOf[format]);
  const buffer = ownBuffer(bytes);
  if (format === 'png') return (await decodePngWith(buffer)) as Pixels;
  if (format === 'webp') return (await decodeWebpWith(buffer)) as Pixels;
  jpegReports = [];
  const pixels = (await decodeJpegWith(buffer)) as Pixels;
  if (jpegReports.length > 0) throw new Error(`damaged JPEG: ${jpegReports.join('; ')}`);
  return pixels;
}

/** Encodes RGBA pixels as a lossy webp of the given quality (0–100). */
export async function encodeWebp(pixels: Pixels, quality: number): Promise<Uint8Array> {
  await load('webpEncoder');
  // A copy of its own: the answer may be a view of the codec's memory, which must not be
  // handed to another thread.
  return new Uint8Array(await encodeWebpWith(pixels as never, { quality })).slice();
}

/**
 * Encodes RGBA pixels as PNG or JPEG: the demo's covers, and the tests' and the bench's images
 * (the uploads' side; what is stored is always webp).
 */
export async function encodeImage(
  format: 'png' | 'jpeg',
  pixels: Pixels,
  quality = 85,
): Promise<Uint8Array> {
  await load(format === 'png' ? 'png' : 'jpegEncoder');
  const encoded =
    format === 'png'
      ? await encodePngWith(pixels as never)
      : await encodeJpegWith(pixels as never, { quality });
  return new Uint8Array(encoded).slice();
}
