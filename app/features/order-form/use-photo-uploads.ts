// The photos a film's picker is sending: checked against the limits first, resized, then uploaded
// one after another (in the order picked) with their own progress; refused ones keep their name.
import { useEffect, useRef, useState } from "react";
import { PHOTO_LIMITS, type PhotoErrorKey } from "#domain/photo-rules.ts";
import { MAX_PHOTOS_PER_FILM } from "#domain/shop.ts";

/** Resizing and uploading load on the first pick: most visitors of the landing page never pick. */
const loadPipeline = () =>
  Promise.all([import("./resize-photo.ts"), import("./upload-photo.ts")]).then(([resize, upload]) => ({
    resizeForUpload: resize.resizeForUpload,
    uploadPhoto: upload.uploadPhoto,
  }));

export interface PendingPhoto {
  id: number;
  fileName: string;
  /** An object URL of the picked file, shown until the server's thumbnail exists. */
  preview: string;
  /** From 0 to 1; undefined while the photo is being resized. */
  progress: number | undefined;
}

export interface Rejection {
  fileName: string;
  error: PhotoErrorKey;
}

interface Job {
  controller: AbortController;
  preview: string;
}

const previewOf = (file: File) =>
  typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";

export function usePhotoUploads({
  draftKey,
  photoCount,
  onUploaded,
}: {
  draftKey: string;
  /** Photos the film already has: with those in flight, at most MAX_PHOTOS_PER_FILM. */
  photoCount: number;
  onUploaded: (token: string) => void;
}) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  /** Undefined until the visitor picks: until then the server's refusals stay on show. */
  const [rejections, setRejections] = useState<Rejection[] | undefined>(undefined);
  const jobs = useRef(new Map<number, Job>());
  const queue = useRef(Promise.resolve());
  const nextId = useRef(0);

  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const job of running.values()) {
        job.controller.abort();
        if (job.preview) URL.revokeObjectURL(job.preview);
      }
      running.clear();
    };
  }, []);

  const finish = (id: number) => {
    const job = jobs.current.get(id);
    if (job?.preview) URL.revokeObjectURL(job.preview);
    jobs.current.delete(id);
    setPending((list) => list.filter((photo) => photo.id !== id));
  };

  const send = async (id: number, file: File, key: string, fileName: string) => {
    const signal = jobs.current.get(id)?.controller.signal;
    if (!signal || signal.aborted) return;
    try {
      const { resizeForUpload, uploadPhoto } = await loadPipeline();
      const upload = await resizeForUpload(file).catch(() => file);
      if (signal.aborted) return;
      const result = await uploadPhoto({
        draftKey: key,
        file: upload,
        signal,
        onProgress: (progress) =>
          setPending((list) => list.map((photo) => (photo.id === id ? { ...photo, progress } : photo))),
      });
      if (result.ok) onUploaded(result.token);
      else setRejections((list) => [...(list ?? []), { fileName, error: result.error }]);
    } catch {
      // Cancelled by the visitor, or offline before the uploader arrived: said by its own message.
      if (!signal.aborted)
        setRejections((list) => [...(list ?? []), { fileName, error: "photo.error.upload" }]);
    } finally {
      finish(id);
    }
  };

  const addFiles = (files: readonly File[]) => {
    let room = MAX_PHOTOS_PER_FILM - photoCount - pending.length;
    const refused: Rejection[] = [];
    const accepted: PendingPhoto[] = [];
    for (const file of files) {
      if (file.size > PHOTO_LIMITS.maxBytes)
        refused.push({ fileName: file.name, error: "photo.error.tooBig" });
      else if (room <= 0) refused.push({ fileName: file.name, error: "photo.error.tooMany" });
      else {
        room -= 1;
        const photo = {
          id: nextId.current++,
          fileName: file.name,
          preview: previewOf(file),
          progress: undefined,
        };
        jobs.current.set(photo.id, { controller: new AbortController(), preview: photo.preview });
        accepted.push(photo);
        queue.current = queue.current.then(() => send(photo.id, file, draftKey, file.name)).catch(() => {});
      }
    }
    setRejections(refused);
    if (accepted.length > 0) setPending((list) => [...list, ...accepted]);
  };

  const cancel = (id: number) => {
    jobs.current.get(id)?.controller.abort();
    finish(id);
  };

  return { pending, rejections, addFiles, cancel };
}
