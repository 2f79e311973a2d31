// A film's photos: pick or drop several, watch each upload, reorder and remove them. Without
// JavaScript the file input goes up with the form, and the staged photos are hidden inputs.
import { useEffect, useRef, useState } from "react";
import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import X from "lucide-react/icons/x";
import { PHOTO_ACCEPT, photoThumbnailPath } from "#domain/photo-rules.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";
import type { RejectedPhoto } from "#domain/order-draft.ts";
import type { MessageKey } from "../../i18n/en.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { fieldId, hintId } from "./field-ids.ts";
import { FieldError, describedBy } from "./form-field.tsx";
import { usePhotoUploads } from "./use-photo-uploads.ts";

const iconButton =
  "flex size-10 items-center justify-center rounded-full border border-snow-300/60 hover:bg-white/10 disabled:opacity-40";

type Move = "earlier" | "later";

export function PhotoPicker({
  filmIndex,
  filmKey,
  tokens,
  childLabel,
  draftKey,
  hydrated,
  error,
  rejected,
  onPhotos,
  onPending,
}: {
  filmIndex: number;
  /** The film's stable key, for reporting uploads in flight. */
  filmKey: number;
  tokens: string[];
  /** The child's name, or "child 2": photos are described as "Photo 1 of Mia". */
  childLabel: string;
  draftKey: string;
  hydrated: boolean;
  error: string | undefined;
  /** Files the server refused for this film on the last submit. */
  rejected: RejectedPhoto[];
  onPhotos: (update: (tokens: string[]) => string[]) => void;
  onPending: (filmKey: number, count: number) => void;
}) {
  const { t } = useLanguage();
  const path = `films.${filmIndex}.photos`;
  const group = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState(false);
  /** Where the focus goes after a move (that photo's button) or a removal (the file input). */
  const [focusAfter, setFocusAfter] = useState<{ token?: string; move?: Move }>();
  const uploads = usePhotoUploads({
    draftKey,
    photoCount: tokens.length,
    onUploaded: (token) => onPhotos((list) => (list.includes(token) ? list : [...list, token])),
  });
  const refusals = uploads.rejections ?? rejected;

  useEffect(() => onPending(filmKey, uploads.pending.length), [onPending, filmKey, uploads.pending.length]);

  // Photos picked before the scripts started sit in the file input: they upload as soon as the form
  // has its key, like any picked after.
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = fileInput.current;
    if (!draftKey || !input?.files?.length) return;
    uploads.addFiles([...input.files]);
    input.value = "";
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the key exists, not on every upload
  }, [draftKey]);

  // A moved photo's button moves with it; the focus follows, to the other button at either end.
  useEffect(() => {
    if (!focusAfter || !group.current) return;
    if (!focusAfter.token) {
      group.current.querySelector<HTMLInputElement>("input[type=file]")?.focus();
      return;
    }
    const buttons = [...group.current.querySelectorAll<HTMLButtonElement>("button[data-move]")].filter(
      (button) => button.dataset.token === focusAfter.token,
    );
    (
      buttons.find((button) => button.dataset.move === focusAfter.move && !button.disabled) ??
      buttons.find((button) => !button.disabled)
    )?.focus();
  }, [focusAfter]);

  const move = (from: number, direction: Move) => {
    const to = direction === "earlier" ? from - 1 : from + 1;
    const token = tokens[from];
    if (token === undefined || to < 0 || to >= tokens.length) return;
    onPhotos((list) => {
      const next = list.filter((each) => each !== token);
      next.splice(to, 0, token);
      return next;
    });
    setFocusAfter({ token, move: direction });
    setAnnouncement(t("order.photos.moved", { position: to + 1, count: tokens.length }));
  };

  const remove = (token: string) => {
    onPhotos((list) => list.filter((each) => each !== token));
    setFocusAfter({});
    setAnnouncement(t("order.photos.removed"));
  };

  return (
    <div ref={group} role="group" aria-labelledby={`${fieldId(path)}-label`}>
      <p id={`${fieldId(path)}-label`} className="font-semibold">
        {t("order.photos.label")}
        <span className="ml-1 font-normal text-snow-300">{t("order.field.optional")}</span>
      </p>
      <p id={hintId(path)} className="text-sm text-snow-300">
        {t("order.photos.hint", { count: MAX_PHOTOS_PER_FILM })}
      </p>
      {tokens.length + uploads.pending.length > 0 && (
        <ol className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {tokens.map((token, index) => {
            const number = index + 1;
            return (
              <li key={token} className="rounded-xl bg-night-950 p-2">
                <img
                  src={photoThumbnailPath(token)}
                  alt={t("order.photos.alt", { number, name: childLabel })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <input type="hidden" name={path} value={token} />
                <div className="mt-2 flex justify-between gap-1">
                  {hydrated && (
                    <>
                      <button
                        type="button"
                        data-move="earlier"
                        data-token={token}
                        disabled={index === 0}
                        onClick={() => move(index, "earlier")}
                        aria-label={t("order.photos.earlier", { number })}
                        className={iconButton}
                      >
                        <ArrowLeft aria-hidden="true" className="size-5" />
                      </button>
                      <button
                        type="button"
                        data-move="later"
                        data-token={token}
                        disabled={index === tokens.length - 1}
                        onClick={() => move(index, "later")}
                        aria-label={t("order.photos.later", { number })}
                        className={iconButton}
                      >
                        <ArrowRight aria-hidden="true" className="size-5" />
                      </button>
                    </>
                  )}
                  <button
                    type="submit"
                    name="intent"
                    value={`remove-photo:${filmIndex}:${token}`}
                    onClick={(event) => {
                      event.preventDefault();
                      remove(token);
                    }}
                    aria-label={t("order.photos.remove", { number })}
                    className={`${iconButton} ml-auto`}
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </li>
            );
          })}
          {uploads.pending.map((photo) => (
            <li key={`pending-${photo.id}`} className="rounded-xl bg-night-950 p-2">
              {photo.preview ? (
                <img
                  src={photo.preview}
                  alt=""
                  className="aspect-square w-full rounded-lg object-cover opacity-60"
                />
              ) : (
                <div className="aspect-square w-full rounded-lg bg-night-800" />
              )}
              {/* One row as high as an uploaded photo's buttons: nothing below moves when it is done. */}
              <div className="mt-2 flex items-center gap-2">
                <progress
                  max={1}
                  value={photo.progress}
                  aria-label={t("order.photos.progress", { file: photo.fileName })}
                  className="h-2 min-w-0 flex-1 accent-gold-300"
                />
                <button
                  type="button"
                  onClick={() => uploads.cancel(photo.id)}
                  aria-label={t("order.photos.cancel", { file: photo.fileName })}
                  className={iconButton}
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          uploads.addFiles([...event.dataTransfer.files]);
        }}
        className={`mt-3 rounded-xl border-2 border-dashed p-4 ${dragging ? "border-gold-300 bg-white/5" : "border-snow-300/60"}`}
      >
        <label htmlFor={fieldId(path)} className="block font-semibold">
          {t("order.photos.drop")}
        </label>
        <input
          ref={fileInput}
          id={fieldId(path)}
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          // With JavaScript each photo uploads on its own: the form must not send the files again.
          name={hydrated ? undefined : `films.${filmIndex}.photoFiles`}
          onChange={(event) => {
            uploads.addFiles([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(path, true, Boolean(error))}
          // The browser writes its own button ("Choose Files") in the browser's language, not the
          // page's. Without JavaScript it stays: it also says which files go up with the form. Once
          // the page runs, the input is only visually hidden (still focused by Tab, opened by Space,
          // read by screen readers) and the button beside it is ours; the photos list says the rest.
          className={
            hydrated
              ? "peer sr-only"
              : "mt-2 block w-full text-snow-200 file:mr-3 file:rounded-full file:border-0 file:bg-gold-300 file:px-4 file:py-2 file:font-bold file:text-night-950"
          }
        />
        {hydrated && (
          // A second label of the same input: a click opens the file chooser, and its text joins the
          // input's accessible name, so what is seen is what is heard.
          <label
            htmlFor={fieldId(path)}
            className="mt-2 inline-block cursor-pointer rounded-full bg-gold-300 px-4 py-2 font-bold text-night-950 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-300"
          >
            {t("order.photos.choose")}
          </label>
        )}
      </div>
      <FieldError path={path} message={error} />
      <div aria-live="polite">
        {refusals.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm">
            {refusals.map((refusal, index) => (
              <li key={`${refusal.fileName}-${index}`} className="text-red-300">
                <span className="font-semibold break-all">{refusal.fileName}</span>{" "}
                {t(refusal.error as MessageKey)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
