// The footer: quick links, legal links, contact, social networks, the copyright year, and while
// payments run in test mode, a line that says so.
import { Link } from "react-router";
import Mail from "lucide-react/icons/mail";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "../../components/ui/social-icons.tsx";
import type { SiteSettings } from "../../site.server.ts";
import { useLanguage } from "../../i18n/language-provider.tsx";
import { FAQ_ID } from "../../shared/landing-anchors.ts";

const headingClass = "mb-3 text-sm font-extrabold tracking-wide text-gold-300 uppercase";
const linkClass = "inline-block rounded py-1 text-snow-200 hover:text-white hover:underline";

export function SiteFooter({ site }: { site: SiteSettings }) {
  const { t } = useLanguage();
  const social = [
    { href: site.social.facebook, label: t("social.facebook"), Icon: FacebookIcon },
    { href: site.social.instagram, label: t("social.instagram"), Icon: InstagramIcon },
    { href: site.social.youtube, label: t("social.youtube"), Icon: YoutubeIcon },
  ];
  return (
    <footer className="relative border-t border-white/10 bg-night-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">{t("brand.name")}</p>
          <p className="mt-2 text-snow-200">{t("brand.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={headingClass}>
            {t("footer.quickLinks")}
          </h2>
          <ul>
            <li>
              <Link to="/" className={linkClass}>
                {t("nav.home")}
              </Link>
            </li>
            <li>
              <Link to="/order" className={linkClass}>
                {t("nav.order")}
              </Link>
            </li>
            <li>
              <Link to="/account" className={linkClass}>
                {t("nav.account")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            {t("footer.legal")}
          </h2>
          <ul>
            <li>
              <Link to={`/#${FAQ_ID}`} className={linkClass}>
                {t("footer.faqs")}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                {t("footer.terms")}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t("footer.contact")}</h2>
          <a
            href={`mailto:${site.contact.marketingEmail}`}
            className="flex items-center gap-2 rounded py-1 text-sm text-snow-200 hover:text-white hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {/* A long address may wrap at any character rather than overflow a narrow column. */}
            <span className="[overflow-wrap:anywhere]">{site.contact.marketingEmail}</span>
          </a>
          <h2 className={`${headingClass} mt-6`}>{t("footer.follow")}</h2>
          <ul className="flex gap-2">
            {social.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={label}
                  className="flex size-11 items-center justify-center rounded-full bg-night-800 text-snow-50 hover:bg-berry-600"
                >
                  <Icon aria-hidden="true" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {site.testPayments && (
        // Plain text in the page as served: read in order, no layout shift, contrast as the copyright's.
        <p className="border-t border-dashed border-gold-400/60 px-4 py-3 text-center text-sm font-bold text-gold-300">
          {t("footer.testPayments")}
        </p>
      )}
      <p className="border-t border-white/10 px-4 py-6 text-center text-sm text-snow-300">
        {t("footer.copyright", { year: site.year, brand: t("brand.name") })}
      </p>
    </footer>
  );
}
