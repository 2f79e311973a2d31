// What the server log says of a request React Router could not answer: a failure of ours at error
// level with its stack; another site's refused form post at warn, once per client a minute.
import type { HandleErrorFunction } from "react-router";
import type { Logger } from "pino";
import { crossSitePostLog, isCrossSitePost } from "#server/http/cross-site-posts.ts";
import { REQUEST_ID_HEADER } from "#server/request-headers.ts";

export function requestErrorHandler(
  logger: Pick<Logger, "error" | "warn">,
  now?: () => number,
): HandleErrorFunction {
  const logCrossSitePost = crossSitePostLog(logger, now);
  return (error, { request }) => {
    if (request.signal.aborted) return;
    if (isCrossSitePost(request)) {
      logCrossSitePost(request);
      return;
    }
    logger.error(
      { err: error, requestId: request.headers.get(REQUEST_ID_HEADER), url: request.url },
      "request failed",
    );
  };
}
