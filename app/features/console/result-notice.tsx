// What came of an operator's last save or delete, said at the top of the page and given the focus,
// since the entry acted on may have moved or gone.
import { useArrivalFocus } from "../../shared/use-arrival-focus.ts";

export function ResultNotice({ text, refused, result }: { text: string; refused: boolean; result: unknown }) {
  const notice = useArrivalFocus<HTMLParagraphElement>(result);
  return (
    <p
      ref={notice}
      tabIndex={-1}
      autoFocus
      role={refused ? "alert" : "status"}
      className={`mb-6 rounded-xl p-4 font-semibold ring-1 ${
        refused ? "bg-berry-900/60 text-white ring-berry-500" : "bg-night-800 text-snow-50 ring-gold-300/50"
      }`}
    >
      {text}
    </p>
  );
}
