import { Link } from "react-router";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { REASON_TEXT } from "../resolution-schema";
import type { CaseListRow } from "../resolution.server";
import { CaseStatusBadge, useWhen } from "./case-view";

/** A list of cases (clinic dashboard, admin queue): newest step first, each a link. */
export function CaseList({
  cases,
  link,
  side,
}: {
  cases: CaseListRow[];
  link: (id: string) => string;
  side: "clinic" | "admin";
}) {
  const t = useText();
  const when = useWhen();
  return (
    <ul className="divide-y divide-slate-100" data-testid="case-list">
      {cases.map((c) => (
        <li
          key={c.id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          data-testid="case-row"
          data-reference={c.reference}
        >
          <div className="min-w-0">
            <Link
              to={link(c.id)}
              className="font-semibold text-primary-700 underline underline-offset-2"
            >
              {t(REASON_TEXT[c.reason])} · <span dir="ltr">{c.reference}</span>
            </Link>
            <p className="text-sm text-slate-700">
              {c.treatment}
              {side === "admin" ? ` · ${c.clinicName}` : ""}
              {c.patientName ? ` · ${c.patientName}` : ""}
            </p>
            <p className="text-xs text-slate-600">
              {c.status === "closed"
                ? fillText(t("case.outcome.decided-at"), { when: when(c.decidedAt ?? c.createdAt) })
                : c.clinicAnsweredAt
                  ? fillText(t("case.answered-at"), { when: when(c.clinicAnsweredAt) })
                  : c.overdueAt
                    ? fillText(t("case.overdue-at"), { when: when(c.answerDueAt) })
                    : fillText(t("case.answer-due"), { when: when(c.answerDueAt) })}
            </p>
          </div>
          <CaseStatusBadge status={c.status} />
        </li>
      ))}
    </ul>
  );
}
