// Labels and values side by side (a <dl>): the buyer's and each child's details.
import type { ReactNode } from "react";

export interface Detail {
  label: string;
  value: ReactNode;
}

export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {details.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-snow-300 sm:text-base">{label}</dt>
          <dd className="break-words whitespace-pre-line text-snow-50">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
