// Falling snow and large decorations on every page: decorative only, never in the way. It holds
// still, scattered, until the page has hydrated and the browser is idle: 65 animations ticking
// while the page is built made each of its long tasks longer (decision 009).
import { useEffect, useState } from "react";
import Snowflake from "lucide-react/icons/snowflake";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import { snowLayout } from "./snow-layout.ts";
import { whenIdle } from "./when-idle.ts";

const layout = snowLayout();
const icons = { snowflake: Snowflake, star: Star, sparkle: Sparkles } as const;

export function Snow() {
  const [held, setHeld] = useState(true);
  useEffect(() => whenIdle(() => setHeld(false)), []);
  return (
    <div
      aria-hidden="true"
      data-testid="snow"
      data-snow-held={held ? "" : undefined}
      className="pointer-events-none fixed inset-0 z-30 overflow-hidden select-none"
    >
      {layout.decorations.map((decoration, index) => {
        const Icon = icons[decoration.kind];
        return (
          <Icon
            key={`d${index}`}
            data-snow="decoration"
            className="absolute animate-snow-sway text-snow-200/25"
            width={decoration.size}
            height={decoration.size}
            strokeWidth={1.5}
            style={{
              left: `${decoration.left}%`,
              top: `${decoration.top}%`,
              animationDuration: `${decoration.durationSeconds}s`,
              animationDelay: `${decoration.delaySeconds}s`,
            }}
          />
        );
      })}
      {layout.flakes.map((flake, index) => (
        <span
          key={`f${index}`}
          data-snow="flake"
          className="absolute top-0 animate-snow-fall rounded-full bg-white will-change-transform"
          style={{
            left: `${flake.left}%`,
            width: flake.size,
            height: flake.size,
            opacity: flake.opacity,
            animationDuration: `${flake.durationSeconds}s`,
            animationDelay: `${flake.delaySeconds}s`,
            ["--snow-drift" as string]: `${flake.driftPx}px`,
            ["--snow-rest" as string]: `${flake.restVh}vh`,
          }}
        />
      ))}
    </div>
  );
}
