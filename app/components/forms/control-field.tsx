import type { ComponentProps, ComponentType, ElementType, ReactNode } from "react";

/** What every labelled-field component of the app takes (besides its own extras). */
type BaseFieldProps = {
  id: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
};

/** aria-invalid and aria-describedby for the control, from the Field's props. */
type Aria<F> = (field: Omit<F, "children">) => {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

type ControlOptions = {
  /** The control's class (each kind of control has a default). */
  controlClassName?: string;
  /** The label's required mark without the control's `required` (the server checks it). */
  requiredMark?: boolean;
};

/** The props of a field with one control: the Field's, then the control's own. */
export type ControlFieldProps<F extends BaseFieldProps, C extends ElementType> = Omit<
  F,
  "children"
> &
  Omit<ComponentProps<C>, Exclude<keyof F, "children">> &
  ControlOptions;

/**
 * Makes "a Field holding one control" components for a Field component: the control gets the
 * Field's id, `required`, its class (`defaultClass`, which may depend on the Field's props) and
 * the aria-invalid / aria-describedby that `aria` gives for the Field's props; props given for
 * the control come last, so they can override these. `fieldKeys` names the props that belong
 * to the Field.
 */
export function controlField<F extends BaseFieldProps>(
  Field: ComponentType<F>,
  aria: Aria<F>,
  fieldKeys: readonly (keyof F)[],
) {
  return function withControl<C extends ElementType>(
    Control: C,
    defaultClass?: string | ((field: Omit<F, "children">) => string),
  ) {
    return function ControlField(props: ControlFieldProps<F, C>) {
      const { controlClassName, requiredMark, ...all } = props as ControlOptions &
        Record<string, unknown>;
      const field: Record<string, unknown> = {};
      const control: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(all))
        ((fieldKeys as readonly string[]).includes(k) ? field : control)[k] = v;
      const fieldProps = field as Omit<F, "children">;
      const { id, required } = fieldProps;
      const Tag = Control as ElementType;
      return (
        <Field {...(field as F)} required={required || requiredMark}>
          <Tag
            id={id}
            required={required}
            className={
              controlClassName ??
              (typeof defaultClass === "function" ? defaultClass(fieldProps) : defaultClass)
            }
            {...aria(fieldProps)}
            {...control}
          />
        </Field>
      );
    };
  };
}
