// A RIFF/WAVE file around mono 16-bit little-endian PCM: the form every voice hands the renderer.

const HEADER_BYTES = 44;

export function monoPcmWav(pcm: Uint8Array, sampleRate: number): Uint8Array {
  const wav = new Uint8Array(HEADER_BYTES + pcm.length);
  wav.set(monoPcmWavHeader(pcm.length, sampleRate));
  wav.set(pcm, HEADER_BYTES);
  return wav;
}

/** The header alone, for a WAV written a piece at a time behind it. */
export function monoPcmWavHeader(pcmBytes: number, sampleRate: number): Uint8Array {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1)
      view.setUint8(offset + index, text.charCodeAt(index));
  };
  ascii(0, "RIFF");
  view.setUint32(4, 36 + pcmBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, "data");
  view.setUint32(40, pcmBytes, true);
  return header;
}
