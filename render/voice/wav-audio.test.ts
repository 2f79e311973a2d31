import { describe, expect, it } from "vitest";
import { VoiceFailed } from "./voice-failed.ts";
import { checkSpeech, readWav } from "./wav-audio.ts";

function wav(samples: number[], sampleRate = 16000): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => [...value].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  text(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return bytes;
}

describe("checkSpeech", () => {
  it("reads a WAV's rate, length and peak", () => {
    const info = readWav(wav(Array.from({ length: 8000 }, (_, i) => (i % 2 ? 16384 : -16384))));
    expect(info).toEqual({ sampleRate: 16000, channels: 1, seconds: 0.5, peak: 0.5 });
  });

  it("calls bytes that are not a WAV not-audio, and a silent or empty WAV empty-audio", () => {
    const reason = (bytes: Uint8Array) => {
      try {
        checkSpeech("festival", bytes);
        return "ok";
      } catch (error) {
        return (error as VoiceFailed).reason;
      }
    };
    expect(reason(new TextEncoder().encode("<html>503 Service Unavailable</html>".repeat(3)))).toBe(
      "not-audio",
    );
    expect(reason(wav(new Array(16000).fill(0)))).toBe("empty-audio");
    expect(reason(wav([]))).toBe("empty-audio");
    expect(reason(wav([0, 9000, -9000]))).toBe("ok");
  });
});
