import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import type { MessageId } from "~/i18n/message-ids";
import { useText } from "~/i18n/text";
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPrefs,
} from "~/services/notifications/notification-kinds";

/** Each category's name and description (the catalogue's; English: NOTIFICATION_CATEGORIES). */
const CATEGORY_TEXT: Record<NotificationCategory, { label: MessageId; description: MessageId }> = {
  messages: {
    label: /*i18n*/ "dashboard.profile.notify.messages",
    description: /*i18n*/ "dashboard.profile.notify.messages.text",
  },
  quotes: {
    label: /*i18n*/ "dashboard.profile.notify.quotes",
    description: /*i18n*/ "dashboard.profile.notify.quotes.text",
  },
  bookings: {
    label: /*i18n*/ "dashboard.profile.notify.bookings",
    description: /*i18n*/ "dashboard.profile.notify.bookings.text",
  },
  reviews: {
    label: /*i18n*/ "dashboard.profile.notify.reviews",
    description: /*i18n*/ "dashboard.profile.notify.reviews.text",
  },
  records: {
    label: /*i18n*/ "dashboard.profile.notify.records",
    description: /*i18n*/ "dashboard.profile.notify.records.text",
  },
};

/**
 * Profile → Notifications: per category, whether it shows in the app (the bell) and whether it
 * is emailed. Security emails are not listed: they are always sent.
 */
export function NotificationSettingsPanel({ prefs }: { prefs: NotificationPrefs }) {
  const t = useText();
  const box =
    "size-5 rounded border-slate-400 text-primary-700 accent-[var(--color-primary-700)] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300";
  return (
    <Panel
      id="notifications"
      title={t("dashboard.profile.notify.title", "Notifications")}
      description={t(
        "dashboard.profile.notify.description",
        "Choose what you are told about, in CareAtlas and by email. Security emails (confirming your address, password resets, sign-in alerts) are always sent.",
      )}
    >
      <Form method="post" className="mt-4" preventScrollReset>
        <input type="hidden" name="intent" value="notifications" />
        <table className="w-full text-start text-sm">
          <caption className="sr-only">
            {t("dashboard.profile.notify.caption", "Notification settings")}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="pb-2 pe-3 font-semibold">
                {t("dashboard.profile.notify.about", "About")}
              </th>
              <th scope="col" className="w-20 pb-2 text-center font-semibold sm:w-28">
                {t("dashboard.profile.notify.inApp", "In the app")}
              </th>
              <th scope="col" className="w-20 pb-2 text-center font-semibold sm:w-28">
                {t("dashboard.profile.notify.email", "By email")}
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_CATEGORIES.map((c) => {
              const label = t(CATEGORY_TEXT[c.id].label, c.label);
              return (
                <tr key={c.id} className="border-b border-slate-100 last:border-b-0">
                  <th scope="row" className="py-3 pe-3 align-top font-normal">
                    <span className="block font-semibold text-slate-900">{label}</span>
                    <span className="block text-slate-600">
                      {t(CATEGORY_TEXT[c.id].description, c.description)}
                    </span>
                  </th>
                  <td className="py-3 text-center align-top">
                    <label className="inline-grid size-11 cursor-pointer place-items-center">
                      <input
                        type="checkbox"
                        name={`${c.id}.inApp`}
                        defaultChecked={prefs[c.id].inApp}
                        className={box}
                      />
                      <span className="sr-only">
                        {t("dashboard.profile.notify.inAppOf", `{label} in the app`).replace(
                          "{label}",
                          label,
                        )}
                      </span>
                    </label>
                  </td>
                  <td className="py-3 text-center align-top">
                    <label className="inline-grid size-11 cursor-pointer place-items-center">
                      <input
                        type="checkbox"
                        name={`${c.id}.email`}
                        defaultChecked={prefs[c.id].email}
                        className={box}
                      />
                      <span className="sr-only">
                        {t("dashboard.profile.notify.emailOf", `{label} by email`).replace(
                          "{label}",
                          label,
                        )}
                      </span>
                    </label>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <SubmitButton
          intent="notifications"
          className="mt-4"
          pendingLabel={t("dashboard.profile.saving", "Saving…")}
        >
          {t("dashboard.profile.notify.save", "Save notification settings")}
        </SubmitButton>
      </Form>
    </Panel>
  );
}
