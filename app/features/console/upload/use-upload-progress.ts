// With JavaScript, the upload form is sent by XMLHttpRequest so the operator sees how far a large
// film has got; the server's answer (a redirect to the order page) is then followed in the app.
// Without JavaScript the same form posts as it is and the browser follows the redirect itself.
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";

export type UploadProgress = { state: "idle" } | { state: "sending"; percent: number } | { state: "broken" };

export function useUploadProgress() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<UploadProgress>({ state: "idle" });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    const request = new XMLHttpRequest();
    request.upload.addEventListener("progress", (sent) => {
      if (sent.lengthComputable)
        setProgress({ state: "sending", percent: Math.floor((sent.loaded / sent.total) * 100) });
    });
    request.addEventListener("load", () => {
      const answer = new URL(request.responseURL);
      setProgress({ state: "idle" });
      // The redirect was followed to the order page: show it, with its notice, in the app.
      if (answer.origin === window.location.origin && request.status < 400)
        void navigate(`${answer.pathname}${answer.search}`, { preventScrollReset: true });
      else window.location.assign(answer.href);
    });
    request.addEventListener("error", () => setProgress({ state: "broken" }));
    request.open("POST", form.action);
    request.send(new FormData(form));
    setProgress({ state: "sending", percent: 0 });
  }

  return { progress, onSubmit };
}
