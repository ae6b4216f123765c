import "~/utils/zod-config";
import { z } from "zod";

/**
 * Who performs each step of a treatment (issue 16 item 4, decision 054): the operating surgeon
 * (one of the clinic's doctors) and, per step, the surgeon, another named doctor of the clinic,
 * or a named technician or nurse. Stored as jsonb on packages, quotes and bookings (a booking
 * keeps its own copy), always parsed with `CareTeamSchema`. Safe on both sides.
 */

export const CARE_STEPS = [
  "consultation",
  "procedure",
  "graft_extraction",
  "graft_implantation",
  "anaesthesia",
  "aftercare",
] as const;
export type CareStep = (typeof CARE_STEPS)[number];

/** Hair and beard transplants name graft extraction and implantation instead of one procedure. */
export function careStepsFor(grafts: boolean): CareStep[] {
  return grafts
    ? ["consultation", "graft_extraction", "graft_implantation", "anaesthesia", "aftercare"]
    : ["consultation", "procedure", "anaesthesia", "aftercare"];
}

export const STAFF_ROLES = ["technician", "nurse"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const name = z.string().trim().min(2).max(120);

export const PerformerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("surgeon") }),
  z.object({ kind: z.literal("doctor"), doctorId: z.uuid(), name }),
  z.object({ kind: z.literal("staff"), name, role: z.enum(STAFF_ROLES) }),
]);
export type Performer = z.infer<typeof PerformerSchema>;

export const CareTeamSchema = z.object({
  surgeon: z.object({ doctorId: z.uuid(), name, title: z.string().max(120).default("") }),
  steps: z
    .array(z.object({ step: z.enum(CARE_STEPS), performer: PerformerSchema }))
    .min(1)
    .max(CARE_STEPS.length),
});
export type CareTeam = z.infer<typeof CareTeamSchema>;

/** A stored jsonb value as a care team, or null when absent or not one. */
export function careTeamOf(value: unknown): CareTeam | null {
  if (value == null) return null;
  const r = CareTeamSchema.safeParse(value);
  return r.success ? r.data : null;
}

/* ------------------------------------------------------------------ the form */

export const CARE_TEAM_MESSAGES = {
  surgeon: "Choose the operating surgeon",
  foreignSurgeon: "The operating surgeon must be one of your clinic's doctors",
  foreignDoctor: "Choose one of your clinic's doctors",
  performer: "Choose who performs this step",
  staffName: "Enter the name of the technician or nurse",
  staffRole: "Choose technician or nurse",
  check: "Please check who performs each step.",
} as const;

/** The form's raw fields: `surgeonId`, and per step `performer.<step>` ("surgeon",
 * "doctor:<id>" or "staff"), `staffName.<step>`, `staffRole.<step>`. */
export type CareTeamFormValues = {
  surgeonId: string;
  steps: Record<string, { performer: string; staffName: string; staffRole: string }>;
};

export function careTeamValuesFrom(form: FormData, steps: CareStep[]): CareTeamFormValues {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v.trim() : "";
  };
  return {
    surgeonId: str("surgeonId"),
    steps: Object.fromEntries(
      steps.map((s) => [
        s,
        {
          performer: str(`performer.${s}`),
          staffName: str(`staffName.${s}`),
          staffRole: str(`staffRole.${s}`),
        },
      ]),
    ),
  };
}

export function careTeamValuesOf(team: CareTeam | null, steps: CareStep[]): CareTeamFormValues {
  return {
    surgeonId: team?.surgeon.doctorId ?? "",
    steps: Object.fromEntries(
      steps.map((s) => {
        const p = team?.steps.find((x) => x.step === s)?.performer;
        return [
          s,
          {
            performer: !p ? "" : p.kind === "doctor" ? `doctor:${p.doctorId}` : p.kind,
            staffName: p?.kind === "staff" ? p.name : "",
            staffRole: p?.kind === "staff" ? p.role : "",
          },
        ];
      }),
    ),
  };
}

export type ClinicDoctor = { id: string; name: string; title: string };

/**
 * The form's values → a care team, checked against the clinic's own doctors: the surgeon and
 * every named doctor must be the clinic's, and every step needs a performer. Field errors by
 * field name.
 */
export function parseCareTeam(
  values: CareTeamFormValues,
  steps: CareStep[],
  doctors: ClinicDoctor[],
): { ok: true; team: CareTeam } | { ok: false; fieldErrors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const byId = new Map(doctors.map((d) => [d.id, d]));
  const surgeon = byId.get(values.surgeonId);
  if (!values.surgeonId) errors.surgeonId = CARE_TEAM_MESSAGES.surgeon;
  else if (!surgeon) errors.surgeonId = CARE_TEAM_MESSAGES.foreignSurgeon;
  const out: CareTeam["steps"] = [];
  for (const step of steps) {
    const v = values.steps[step] ?? { performer: "", staffName: "", staffRole: "" };
    if (v.performer === "surgeon") out.push({ step, performer: { kind: "surgeon" } });
    else if (v.performer.startsWith("doctor:")) {
      const d = byId.get(v.performer.slice("doctor:".length));
      if (!d) errors[`performer.${step}`] = CARE_TEAM_MESSAGES.foreignDoctor;
      else out.push({ step, performer: { kind: "doctor", doctorId: d.id, name: d.name } });
    } else if (v.performer === "staff") {
      const n = v.staffName.trim();
      if (n.length < 2 || n.length > 120)
        errors[`staffName.${step}`] = CARE_TEAM_MESSAGES.staffName;
      if (!(STAFF_ROLES as readonly string[]).includes(v.staffRole))
        errors[`staffRole.${step}`] = CARE_TEAM_MESSAGES.staffRole;
      if (!errors[`staffName.${step}`] && !errors[`staffRole.${step}`])
        out.push({ step, performer: { kind: "staff", name: n, role: v.staffRole as StaffRole } });
    } else errors[`performer.${step}`] = CARE_TEAM_MESSAGES.performer;
  }
  if (Object.keys(errors).length > 0 || !surgeon) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    team: CareTeamSchema.parse({
      surgeon: { doctorId: surgeon.id, name: surgeon.name, title: surgeon.title },
      steps: out,
    }),
  };
}

/** The team with another operating surgeon: steps the old surgeon performed go to the new one. */
export function withSurgeon(team: CareTeam, surgeon: ClinicDoctor): CareTeam {
  return {
    surgeon: { doctorId: surgeon.id, name: surgeon.name, title: surgeon.title },
    steps: team.steps.map((s) =>
      s.performer.kind === "doctor" && s.performer.doctorId === surgeon.id
        ? { step: s.step, performer: { kind: "surgeon" } }
        : s,
    ),
  };
}
