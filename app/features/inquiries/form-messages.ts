import { useMatches } from "react-router";

type WithFormMessages = { formMessages?: Record<string, string> } | null | undefined;

/**
 * A form's own check in the browser writes the schema's English messages; the page's loader
 * sends them in its language (`formMessagesFor`, `formMessages` in its data), and this looks a
 * message up there (the deepest matched route first). An unknown message stays as it is.
 */
export function useFormMessage(): (message: string) => string {
  const matches = useMatches();
  return (message) => {
    for (let i = matches.length - 1; i >= 0; i--) {
      const table = (matches[i]!.loaderData as WithFormMessages)?.formMessages;
      if (table && Object.hasOwn(table, message)) return table[message]!;
    }
    return message;
  };
}
