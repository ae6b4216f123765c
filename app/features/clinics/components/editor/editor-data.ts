import type { getCase, getEditableClinic, listCases, listCityOptions } from "../../editor.server";

/** What the clinic editor's loader gives its sections. */
export type EditorClinic = Omit<
  NonNullable<Awaited<ReturnType<typeof getEditableClinic>>>,
  "verifiedAt"
> & { verifiedAt: string | null };

export type EditorData = {
  clinic: EditorClinic;
  cities: Awaited<ReturnType<typeof listCityOptions>>;
  cases: Awaited<ReturnType<typeof listCases>>;
  editingCase: Awaited<ReturnType<typeof getCase>> | null;
};
