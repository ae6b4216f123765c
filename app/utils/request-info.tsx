import { createContext, useContext } from "react";

/** Per-request values the server hands to the document: the CSP nonce and the request id. */
export type RequestInfo = { nonce: string; requestId: string };
const RequestInfoContext = createContext<RequestInfo>({ nonce: "", requestId: "" });

export const RequestInfoProvider = RequestInfoContext.Provider;

export function useRequestInfo(): RequestInfo {
  return useContext(RequestInfoContext);
}
