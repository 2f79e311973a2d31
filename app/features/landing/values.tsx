// Five reasons families choose the shop.
import BadgeCheck from "lucide-react/icons/badge-check";
import Camera from "lucide-react/icons/camera";
import Clock from "lucide-react/icons/clock";
import Film from "lucide-react/icons/film";
import Lock from "lucide-react/icons/lock";
import type { Step } from "../../content/types.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";

const icons = [BadgeCheck, Camera, Clock, Film, Lock];

export function Values({ values }: { values: Step[] }) {
  const { t } = useLanguage();
  return (
    <section aria-labelledby="values-title" className="relative bg-night-900 px-4 py-20">
      <SectionHeading id="values-title" title={t("values.title")} />
      <ul className="mx-auto grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {values.map((value, index) => {
          const Icon = icons[index % icons.length] ?? BadgeCheck;
          return (
            <li key={value.title} className="rounded-2xl bg-night-800 p-6 text-center ring-1 ring-white/10">
              <Icon aria-hidden="true" className="mx-auto size-10 text-gold-300" />
              <h3 className="mt-3 text-lg font-bold">{value.title}</h3>
              <p className="mt-2 text-snow-200">{value.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
