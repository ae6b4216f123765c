/** An invisible field people never fill in; bots that do are answered 'ok' and ignored. */
export function Honeypot({ name = "website" }: { name?: string }) {
  return (
    <div className="absolute -start-[9999px] top-auto size-px overflow-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
