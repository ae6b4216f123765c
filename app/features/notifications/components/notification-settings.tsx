import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import {
  NOTIFICATION_CATEGORIES,
  type NotificationPrefs,
} from "~/services/notifications/notification-kinds";

/**
 * Profile → Notifications: per category, whether it shows in the app (the bell) and whether it
 * is emailed. Security emails are not listed: they are always sent.
 */
export function NotificationSettingsPanel({ prefs }: { prefs: NotificationPrefs }) {
  const box =
    "size-5 rounded border-slate-400 text-primary-700 accent-[var(--color-primary-700)] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300";
  return (
    <Panel
      id="notifications"
      title="Notifications"
      description="Choose what you are told about, in CareAtlas and by email. Security emails (confirming your address, password resets, sign-in alerts) are always sent."
    >
      <Form method="post" className="mt-4" preventScrollReset>
        <input type="hidden" name="intent" value="notifications" />
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Notification settings</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="pb-2 pr-3 font-semibold">
                About
              </th>
              <th scope="col" className="w-20 pb-2 text-center font-semibold sm:w-28">
                In the app
              </th>
              <th scope="col" className="w-20 pb-2 text-center font-semibold sm:w-28">
                By email
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_CATEGORIES.map((c) => (
              <tr key={c.id} className="border-b border-slate-100 last:border-b-0">
                <th scope="row" className="py-3 pr-3 align-top font-normal">
                  <span className="block font-semibold text-slate-900">{c.label}</span>
                  <span className="block text-slate-600">{c.description}</span>
                </th>
                <td className="py-3 text-center align-top">
                  <label className="inline-grid size-11 cursor-pointer place-items-center">
                    <input
                      type="checkbox"
                      name={`${c.id}.inApp`}
                      defaultChecked={prefs[c.id].inApp}
                      className={box}
                    />
                    <span className="sr-only">{c.label} in the app</span>
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
                    <span className="sr-only">{c.label} by email</span>
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <SubmitButton intent="notifications" className="mt-4" pendingLabel="Saving…">
          Save notification settings
        </SubmitButton>
      </Form>
    </Panel>
  );
}
