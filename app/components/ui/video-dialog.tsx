// A modal <dialog> holding one player: Escape, the close button and the backdrop close it.
import { type ReactNode, useEffect, useRef } from "react";
import X from "lucide-react/icons/x";

export function VideoDialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** The player, rendered only while the dialog is open so nothing plays behind it. */
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
      className="m-auto w-[min(64rem,94vw)] rounded-2xl bg-night-900 p-0 text-snow-50 backdrop:bg-night-950/85"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <h2 className="text-lg font-bold">{title}</h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-6" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
