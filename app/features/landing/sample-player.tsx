// One of our sample films in the platform's player, with its captions. A sample not made yet
// (the server answers 503 while the renderer makes it) says so instead of showing a broken player.
import { useState } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";

export function SamplePlayer({
  video,
  captions,
  poster,
  title,
}: {
  video: string;
  captions: string;
  poster: string;
  title: string;
}) {
  const { t, language } = useLanguage();
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable) {
    return (
      <p role="status" className="text-snow-100 px-6 pt-2 pb-8 text-center text-lg">
        {t("examples.preparing")}
      </p>
    );
  }
  return (
    <video
      src={video}
      poster={poster}
      controls
      autoPlay
      playsInline
      preload="metadata"
      aria-label={title}
      onError={() => setUnavailable(true)}
      className="aspect-video w-full bg-black"
    >
      <track
        kind="captions"
        src={captions}
        srcLang={language}
        label={t(`nav.languageName.${language}`)}
        default
      />
    </video>
  );
}
