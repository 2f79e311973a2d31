import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_SNIFF_BYTES, sniffImageType } from "./image-type.ts";

const pixel = () => sharp({ create: { width: 4, height: 3, channels: 3, background: "#c0392b" } });

function ftyp(major: string, compatible: string[]): Uint8Array {
  const text = `${major}\0\0\0\0${compatible.join("")}`;
  const box = new Uint8Array(8 + text.length);
  new DataView(box.buffer).setUint32(0, box.length);
  box.set(Buffer.from(`ftyp${text}`, "latin1"), 4);
  return box;
}

describe("sniffImageType", () => {
  it.each([
    ["jpeg", () => pixel().jpeg().toBuffer()],
    ["png", () => pixel().png().toBuffer()],
    ["webp", () => pixel().webp().toBuffer()],
    ["gif", () => pixel().gif().toBuffer()],
    ["avif", () => pixel().avif().toBuffer()],
  ] as const)("tells a real %s by its first bytes", async (type, encode) => {
    const bytes = await encode();
    expect(sniffImageType(bytes.subarray(0, IMAGE_SNIFF_BYTES))).toBe(type);
  });

  it.each([
    ["an iPhone HEIC", ftyp("heic", ["mif1", "heic"]), "heic"],
    ["a HEIF sequence", ftyp("msf1", ["msf1", "hevc"]), "heic"],
    ["a generic HEIF", ftyp("mif1", ["mif1", "miaf"]), "heic"],
    ["an AVIF behind a generic major brand", ftyp("mif1", ["mif1", "avif"]), "avif"],
    ["an MP4 video", ftyp("isom", ["isom", "iso2", "mp41"]), undefined],
  ] as const)("tells %s by its ftyp brands", (_, head, type) => {
    expect(sniffImageType(head)).toBe(type);
  });

  it("knows nothing of a program, a text or too few bytes", async () => {
    const program = await readFile(process.execPath);
    expect(sniffImageType(program.subarray(0, IMAGE_SNIFF_BYTES))).toBeUndefined();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it("reads a view into a larger buffer from the view's own start", () => {
    const padded = new Uint8Array(100);
    const head = ftyp("heic", ["mif1"]);
    padded.set(head, 10);
    expect(sniffImageType(padded.subarray(10, 10 + head.length))).toBe("heic");
  });
});
