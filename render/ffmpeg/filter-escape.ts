// Values inside an ffmpeg filter graph (paths, expressions) escaped for both levels the graph is parsed at.

/**
 * Escapes a value for `option=value` inside a filter graph string. ffmpeg unescapes twice: once
 * when the graph is split into filters (`\ ' [ ] , ;`), once when a filter's options are split
 * (`\ ' :`). So a path like `/tmp/it's:a,b` survives as itself.
 */
export function filterValue(value: string): string {
  const optionLevel = value.replace(/[\\':]/g, (char) => `\\${char}`);
  return optionLevel.replace(/[\\'[\],;]/g, (char) => `\\${char}`);
}

/** One line of a concat demuxer list; the path is quoted, so only `'` needs care. */
export function concatListLine(file: string): string {
  return `file 'file:${file.replace(/'/g, "'\\''")}'`;
}
