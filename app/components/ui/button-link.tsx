// Links that look like the shop's buttons: a bold red one and a quiet outlined one.
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The shop's two button looks, for links here and for real buttons in forms. */
export const buttonStyles = {
  primary: "bg-berry-600 text-white shadow-lg shadow-berry-900/30 hover:bg-berry-700",
  secondary: "border-2 border-snow-200/70 text-snow-50 hover:border-white hover:bg-white/10",
} as const;

export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof buttonStyles;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-lg font-bold ${buttonStyles[variant]}`}
    >
      {children}
    </Link>
  );
}
