// Headers the Express layer sets on each request for the React Router app to read.

/** A random id per request, logged with every line about it and returned to the client. */
export const REQUEST_ID_HEADER = "x-request-id";

/** The per-request nonce that the Content-Security-Policy allows for inline scripts. */
export const CSP_NONCE_HEADER = "x-csp-nonce";

/** The client's address as Express sees it (trusting TRUST_PROXY proxies); a client's own value is replaced. */
export const CLIENT_IP_HEADER = "x-client-ip";

/** Set by the Express layer only (a client's own value is removed): the status of a refused request, whose page the router renders. */
export const REFUSED_STATUS_HEADER = "x-refused-status";
