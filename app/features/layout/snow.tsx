// Falling snow and large decorations on every page: decorative only, never in the way. It holds
// still, scattered, until the page has loaded and the browser is idle (the page's `data-snow-held`,
// snow-release.ts; decisions 009 and 031). The flakes fall in five layers and the decorations
// float in three groups: eight animations, not sixty-five (030).
import { useEffect } from "react";
import Snowflake from "lucide-react/icons/snowflake";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import { snowLayout } from "./snow-layout.ts";
import { releaseSnowWhenIdle } from "./snow-release.ts";

const { layers, groups } = snowLayout();
const icons = { snowflake: Snowflake, star: Star, sparkle: Sparkles } as const;

export function Snow() {
  useEffect(releaseSnowWhenIdle, []);
  return (
    <div
      aria-hidden="true"
      data-testid="snow"
      className="pointer-events-none fixed inset-0 z-30 overflow-hidden select-none"
    >
      {groups.map((group, groupIndex) => (
        <div
          key={`g${groupIndex}`}
          data-snow-layer="decorations"
          className="absolute inset-0 animate-snow-float"
          style={{ animationDuration: `${group.durationSeconds}s`, animationDelay: `${group.delaySeconds}s` }}
        >
          {group.decorations.map((decoration, index) => {
            const Icon = icons[decoration.kind];
            return (
              <Icon
                key={index}
                data-snow="decoration"
                className="absolute text-snow-200/25"
                width={decoration.size}
                height={decoration.size}
                strokeWidth={1.5}
                style={{ left: `${decoration.left}%`, top: `${decoration.top}%` }}
              />
            );
          })}
        </div>
      ))}
      {layers.map((layer, layerIndex) => (
        <div
          key={`l${layerIndex}`}
          data-snow-layer="flakes"
          className="absolute inset-x-0 top-0 h-screen animate-snow-fall"
          style={{ animationDuration: `${layer.durationSeconds}s`, animationDelay: `${layer.delaySeconds}s` }}
        >
          {layer.flakes.map((flake, index) => (
            <span
              key={index}
              data-snow="flake"
              className="absolute rounded-full bg-white shadow-[0_-100vh_0_0_white]"
              style={{
                left: `${flake.left}%`,
                top: `${flake.top}%`,
                width: flake.size,
                height: flake.size,
                opacity: flake.opacity,
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
