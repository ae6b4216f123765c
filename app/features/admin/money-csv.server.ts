import type { MessageId } from "~/i18n/message-ids";
import { csvCell } from "./inbox.server";

/**
 * The admin money export (decision 060): every movement as CSV. The header row is in the
 * admin's language (as the inbox export, decision 049); the cells are the ledger as stored
 * (kind and reason codes, UTC timestamps), amounts as decimal US dollars ("380.00"), each cell
 * quoted by `csvCell` against formula injection.
 */

export type MoneyCsvRow = {
  createdAt: Date;
  reference: string | null;
  clinicName: string | null;
  kind: string;
  amountUsdMinor: number;
  reason: string;
  provider: string;
  providerRef: string | null;
};

export const MONEY_CSV_COLUMNS: readonly MessageId[] = [
  /*i18n*/ "admin.money.csv.date",
  /*i18n*/ "admin.money.csv.reference",
  /*i18n*/ "admin.money.csv.clinic",
  /*i18n*/ "admin.money.csv.kind",
  /*i18n*/ "admin.money.csv.amount",
  /*i18n*/ "admin.money.csv.reason",
  /*i18n*/ "admin.money.csv.provider",
  /*i18n*/ "admin.money.csv.provider-ref",
];

/** Minor units as a decimal number with two places and a dot, whatever the language. */
export function usdDecimal(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export function moneyCsv(rows: readonly MoneyCsvRow[], label: (id: MessageId) => string): string {
  const lines = [MONEY_CSV_COLUMNS.map((id) => csvCell(label(id))).join(",")];
  for (const r of rows)
    lines.push(
      [
        r.createdAt.toISOString(),
        r.reference ?? "",
        r.clinicName ?? "",
        r.kind,
        usdDecimal(r.amountUsdMinor),
        r.reason,
        r.provider,
        r.providerRef ?? "",
      ]
        .map(csvCell)
        .join(","),
    );
  // BOM so spreadsheet apps read UTF-8; CRLF per RFC 4180 (as the inbox export).
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
