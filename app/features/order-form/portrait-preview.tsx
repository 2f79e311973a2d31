// Beside each child's eye and hair colours, the portrait the film will draw with them. The box keeps
// its size from the server's HTML on, so nothing moves when the page hydrates or the picture arrives;
// the drawing's code (portrait-picture.tsx) loads only once a colour is chosen, so the landing page's
// first load does not carry it; without scripts the row is hidden and the form works as before
// (decision 072).
import { lazy, Suspense } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";
import type { ChosenColours } from "./portrait-picture.tsx";

const PortraitPicture = lazy(() => import("./portrait-picture.tsx"));

export function PortraitPreview({ chosen, hydrated }: { chosen: ChosenColours; hydrated: boolean }) {
  const { t } = useLanguage();
  const asked = hydrated && (chosen.eyeColour !== "" || chosen.hairColour !== "");
  // An empty oval where the portrait will be: plain, and hidden from screen readers.
  const placeholder = (
    <span
      aria-hidden="true"
      className="block h-full w-full rounded-[50%] border-2 border-dashed border-white/20"
    />
  );
  return (
    <div className="flex items-center gap-4 sm:col-span-2 noscript:hidden">
      <div className="h-[152px] w-[120px] shrink-0">
        {asked ? (
          <Suspense fallback={placeholder}>
            <PortraitPicture chosen={chosen} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <p className="text-sm text-snow-300">{t("order.portrait.caption")}</p>
    </div>
  );
}
