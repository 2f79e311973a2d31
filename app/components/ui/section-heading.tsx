// A section's title and optional subtitle, centred, with the title's id for aria-labelledby.
import type { ReactNode } from "react";

export function SectionHeading({
  id,
  title,
  subtitle,
  level = 2,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <Heading id={id} className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </Heading>
      {subtitle && <p className="mt-3 text-lg text-snow-200">{subtitle}</p>}
    </div>
  );
}
