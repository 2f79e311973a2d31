// The root loader's data as a page's meta function sees it.
import type { RootData } from "../root.tsx";

type Match = { id: string; loaderData?: unknown } | undefined;

export function rootDataFrom(matches: readonly Match[]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}
