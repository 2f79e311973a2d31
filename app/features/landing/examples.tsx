// Example videos: six cards; each opens the one dialog with that film playing.
import { useRef, useState } from "react";
import Play from "lucide-react/icons/play";
import { EXAMPLE_DURATIONS } from "#domain/shop.ts";
import type { ExampleCopy } from "../../content/types.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { VideoDialog } from "../../components/ui/video-dialog.tsx";
import { NEEDS_SCRIPT } from "../../shared/script-start.ts";
import { SamplePlayer } from "./sample-player.tsx";

/** Our own sample film (decision 013), or an outside player when the shop configured one. */
export type ExamplePlayer =
  { kind: "sample"; video: string; captions: string } | { kind: "embed"; url: string };

export interface ExampleFilm extends ExampleCopy {
  player: ExamplePlayer;
}

function thumbnail(index: number): string {
  return `/media/example-${index + 1}.webp`;
}

export function Examples({ films }: { films: ExampleFilm[] }) {
  const { t } = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  const cards = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = open === null ? undefined : films[open];
  const title = current ? t("examples.player", { title: current.title }) : "";

  return (
    <section {...NEEDS_SCRIPT} aria-labelledby="examples-title" className="relative px-4 py-20">
      <SectionHeading id="examples-title" title={t("examples.title")} subtitle={t("examples.subtitle")} />
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {films.map((film, index) => (
          <li key={film.title} className="overflow-hidden rounded-2xl bg-night-900 ring-1 ring-white/10">
            {/* A link, so the film is reachable without JavaScript; with it, the dialog opens instead. */}
            <a
              ref={(element) => {
                cards.current[index] = element;
              }}
              href={film.player.kind === "sample" ? film.player.video : film.player.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-haspopup="dialog"
              // The name holds the card's visible text, the duration, as axe's label-content-name-mismatch
              // and speech input ("click 2:20") expect.
              aria-label={t("examples.watchCard", {
                title: film.title,
                duration: EXAMPLE_DURATIONS[index] ?? "",
              })}
              onClick={(event) => {
                event.preventDefault();
                setOpen(index);
              }}
              className="group relative block"
            >
              <img
                src={thumbnail(index)}
                alt=""
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full object-cover"
              />
              <span className="absolute inset-0 flex items-center justify-center">
                <span className="flex size-16 items-center justify-center rounded-full bg-berry-600/90 shadow-lg transition group-hover:scale-110">
                  <Play aria-hidden="true" className="size-8 fill-white text-white" />
                </span>
              </span>
              <span className="absolute right-3 bottom-3 rounded bg-night-950/85 px-2 py-0.5 text-sm font-bold">
                <span className="sr-only">
                  {t("examples.duration", { duration: EXAMPLE_DURATIONS[index] ?? "" })}
                </span>
                <span aria-hidden="true" data-testid="duration">
                  {EXAMPLE_DURATIONS[index]}
                </span>
              </span>
            </a>
            <div className="p-5">
              <h3 className="text-lg font-bold">{film.title}</h3>
              <p className="mt-1 text-snow-200">{film.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <VideoDialog
        open={current !== undefined}
        title={title}
        closeLabel={t("examples.close")}
        onClose={() => {
          if (open !== null) cards.current[open]?.focus();
          setOpen(null);
        }}
      >
        {current?.player.kind === "sample" && open !== null && (
          <SamplePlayer
            // A new film is a new player: whether the last one was unavailable says nothing of this one.
            key={current.player.video}
            video={current.player.video}
            captions={current.player.captions}
            poster={thumbnail(open)}
            title={title}
          />
        )}
        {current?.player.kind === "embed" && (
          <iframe
            src={current.player.url}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            className="aspect-video w-full"
          />
        )}
      </VideoDialog>
    </section>
  );
}
