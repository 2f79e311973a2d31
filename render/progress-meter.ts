// One rising percentage for a whole render, from its parts' own percentages weighted by their work.

/** Folds the parts' percentages into one rising percentage for the whole render, weighted by work. */
export function progressMeter(filmFrames: number, onProgress: ((percent: number) => void) | undefined) {
  const parts: { weight: number; percent: number }[] = [];
  let reported = -1;
  return {
    part(weight: number) {
      const part = { weight, percent: 0 };
      parts.push(part);
      return (percent: number) => {
        part.percent = Math.max(part.percent, percent);
        const total = parts.reduce((sum, p) => sum + p.weight, 0) || filmFrames;
        const done = Math.floor(
          (parts.reduce((sum, p) => sum + (p.weight * p.percent) / 100, 0) / total) * 100,
        );
        if (done > reported) {
          reported = done;
          onProgress?.(done);
        }
      };
    },
  };
}
