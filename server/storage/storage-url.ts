// Where a bucket is, as STORAGE_URL says it (server/config.ts reads the variable), checked with zod.
import { z } from "zod";

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const STORAGE_SETTINGS = ["endpoint", "region", "forcePathStyle"];

/**
 * `s3://bucket?endpoint=…&region=…&forcePathStyle=…` as the bucket's location, or what is wrong with
 * it. No keys in it: the AWS SDK finds them itself (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, an instance role).
 */
export const storageUrl = z.string().transform((value, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== "s3:") {
    return fail("an s3://bucket?region=… URL (leave it unset to keep files on the disk under DATA_DIR)");
  }
  if (url.username || url.password) {
    return fail("no keys in the URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or an AWS profile)");
  }
  if (!BUCKET_NAME.test(url.hostname)) {
    return fail(
      `"${url.hostname}" is not a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens`,
    );
  }
  if (url.port || (url.pathname && url.pathname !== "/")) {
    return fail("nothing after the bucket's name but ?settings (the endpoint's address goes in ?endpoint=)");
  }
  const unknown = [...url.searchParams.keys()].filter((name) => !STORAGE_SETTINGS.includes(name));
  if (unknown.length > 0)
    return fail(`unknown setting ${unknown.join(", ")}: ${STORAGE_SETTINGS.join(", ")} are known`);
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    return fail(
      "endpoint: the S3-API server's http:// or https:// address, with no path (endpoint=http://127.0.0.1:9000)",
    );
  }
  const region = url.searchParams.get("region") ?? "us-east-1";
  if (!/^[a-z0-9][a-z0-9-]{0,40}$/.test(region))
    return fail("region: a region name such as eu-west-1 or auto");
  const forcePathStyle = url.searchParams.get("forcePathStyle") ?? "false";
  if (forcePathStyle !== "true" && forcePathStyle !== "false") return fail("forcePathStyle: true or false");
  return { bucket: url.hostname, endpoint, region, forcePathStyle: forcePathStyle === "true" };
});
