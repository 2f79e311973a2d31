// The optional third-party marketing form (spec §7): its script is added once per page,
// however often the section mounts; the container names the portal, region and form.
import { useEffect } from "react";
import { useLanguage } from "../../i18n/language-provider.tsx";

const SCRIPT_ID = "hubspot-forms-embed";

export function hubspotScriptUrl(portalId: string): string {
  return `https://js.hsforms.net/forms/embed/${encodeURIComponent(portalId)}.js`;
}

export function HubspotForm({
  portalId,
  region,
  formId,
}: {
  portalId: string;
  region: string;
  formId: string;
}) {
  const { t } = useLanguage();
  useEffect(() => {
    if (document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = hubspotScriptUrl(portalId);
    script.defer = true;
    document.body.append(script);
  }, [portalId]);
  return (
    <div
      className="hs-form-frame mt-6 min-h-40"
      data-region={region}
      data-form-id={formId}
      data-portal-id={portalId}
      aria-busy="true"
    >
      <p className="text-center text-snow-300">{t("order.embedLoading")}</p>
    </div>
  );
}
