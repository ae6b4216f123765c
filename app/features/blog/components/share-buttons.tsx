import { Check, Link2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";

const BTN =
  "inline-flex size-11 items-center justify-center rounded-full bg-white text-slate-700 ring-1 ring-slate-300 transition-colors hover:bg-primary-50 hover:text-primary-800 hover:ring-primary-300";

/** Share links (work without JavaScript) and a copy-link button. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const t = useText();
  const u = encodeURIComponent(url);
  const links = [
    {
      label: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      icon: <FacebookIcon />,
    },
    {
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
      icon: <XIcon />,
    },
    {
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: <LinkedInIcon />,
    },
  ];

  // The button itself says "Link copied" for a moment (announced by the live region below).
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);

  async function copyLink() {
    const href = window.location.href;
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
      toast.success(t("blog.share.copied"));
    } catch {
      // Clipboard API blocked (insecure context or permissions): fall back to a hidden selection.
      const field = document.createElement("textarea");
      field.value = href;
      field.setAttribute("readonly", "");
      field.style.position = "fixed";
      field.style.opacity = "0";
      document.body.appendChild(field);
      field.select();
      const ok = document.execCommand("copy");
      field.remove();
      if (ok) {
        setCopied(true);
        toast.success(t("blog.share.copied"));
      } else toast.error(t("blog.share.copy-failed"), { description: href });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="me-1 text-sm font-medium text-slate-700">{t("blog.share.label")}</span>
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.label}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className={BTN}
              title={fillText(t("blog.share.on"), { network: l.label })}
            >
              {l.icon}
              <span className="sr-only">
                {fillText(t("blog.share.on"), { network: l.label })} {t("shell.newTab")}
              </span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={copyLink}
            className={`${BTN} w-auto gap-2 px-4 text-sm font-medium`}
          >
            {copied ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <Link2 aria-hidden className="size-4" />
            )}
            {copied ? t("blog.share.copied") : t("blog.share.copy")}
          </button>
          <span role="status" aria-live="polite" className="sr-only">
            {copied ? t("blog.share.copied-status") : ""}
          </span>
        </li>
      </ul>
    </div>
  );
}

// Brand marks drawn inline (lucide dropped brand icons); decorative, the link text names the network.
function FacebookIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M6.9 8.8H3.6V20h3.3V8.8zM5.2 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8zM20.4 13.6c0-3-1.6-5-4.3-5-1.6 0-2.6.8-3.1 1.6V8.8H9.8V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20h3.3v-6.4z" />
    </svg>
  );
}
