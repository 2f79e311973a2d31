// An order's status as a badge: its words first, an icon and a colour only to help the eye.
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Clock from "lucide-react/icons/clock";
import Sparkles from "lucide-react/icons/sparkles";
import { STATUS_TONES, type StatusTone } from "#domain/customer-order.ts";
import type { OrderState } from "#domain/order-states.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";

const ICONS: Record<StatusTone, typeof Clock> = {
  waiting: Clock,
  working: Sparkles,
  done: CircleCheck,
  stopped: CircleX,
};

const LOOKS: Record<StatusTone, string> = {
  waiting: "bg-gold-300/10 text-gold-300 ring-gold-300/50",
  working: "bg-berry-600/25 text-white ring-berry-500/60",
  done: "bg-pine-700/30 text-pine-400 ring-pine-400/50",
  stopped: "bg-white/5 text-snow-200 ring-white/25",
};

export function OrderStatusBadge({ state }: { state: OrderState }) {
  const { t } = useLanguage();
  const tone = STATUS_TONES[state];
  const Icon = ICONS[tone];
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-snow-200">{t("account.orders.status")}</span>
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-bold ring-1 ${LOOKS[tone]}`}
        data-testid="order-status"
      >
        <Icon aria-hidden="true" className="size-4" />
        {t(`confirmation.state.${state}`)}
      </span>
    </p>
  );
}
