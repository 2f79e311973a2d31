// Buyers order through nginx as the order form does with JavaScript (each photo uploaded on its own,
// then the form), while a web process is lost: the second buyer's first photo is cut by the kill of
// the web process receiving it, the picker tries it again and the other web process takes it, and the
// killed process is started again (a supervisor's restart) while the other buyers order. Once nginx
// sends to it again, the buyers' checkouts are ready to pay through both.
import { randomUUID } from "node:crypto";
import { placeOrder, sendOrderForm, uploadPhoto } from "../../bench/lib/place-order.ts";
import { jpegPhotos } from "../e2e/support/photos.ts";
import { uploadCutByAKill } from "./cluster-kills.ts";
import { uploadInTwoHalves } from "./halting-upload.ts";
import { UPSTREAM_HEADER } from "./round-robin-nginx.ts";
import type { ShopProcess } from "./shop-process.ts";
import { waitFor } from "./wait-for.ts";

/** The buyer whose photo is cut. */
const CUT_ORDER = 1;
const REJOIN_TIMEOUT_MS = 30_000;

export interface Ordering {
  /** Each order's test-mode checkout, in the order given. */
  checkouts: string[];
  problems: string[];
  figures: {
    process: string;
    cutAnswer: number | string | undefined;
    retryAnsweredBy: string;
    tempFileLeft: string;
  };
}

const hostOf = (web: ShopProcess) => new URL(web.origin!).host;

export async function orderThroughAKill(options: {
  origin: string;
  webs: ShopProcess[];
  orders: { buyerEmail: string; childName: string }[];
  photosPerOrder: number;
  beforeKill: () => void;
}): Promise<Ordering> {
  const { origin, webs, orders, photosPerOrder } = options;
  const problems: string[] = [];
  const photos = (await jpegPhotos(orders.length * photosPerOrder, "cluster")).map((photo) => photo.buffer);
  const photosOf = (index: number) => photos.slice(index * photosPerOrder, (index + 1) * photosPerOrder);

  const draftKey = randomUUID();
  const [firstPhoto, ...otherPhotos] = photosOf(CUT_ORDER) as [Buffer, ...Buffer[]];
  const { cut, killed, leftFile } = await uploadCutByAKill(
    origin,
    webs,
    draftKey,
    firstPhoto,
    options.beforeKill,
  );
  const survivor = webs.find((web) => web !== killed)!;
  if (cut.token) problems.push(`the upload cut by the kill was answered with a photo (${cut.status})`);
  const retry = await uploadInTwoHalves(origin, draftKey, firstPhoto, "IMG_2001.JPG", async () => {});
  if (retry.status !== 201 || !retry.token) {
    throw new Error(`the buyer's second try of the photo got ${JSON.stringify(retry)}`);
  }
  // nginx names every address it tried, the one that answered last.
  if (retry.upstream?.split(", ").at(-1) !== hostOf(survivor)) {
    problems.push(`the second try was answered by ${retry.upstream}, not ${survivor.name}`);
  }

  const restarted = killed.start();
  const tokens = [
    retry.token,
    ...(await Promise.all(
      otherPhotos.map((photo, index) => uploadPhoto(origin, draftKey, photo, `IMG_${2002 + index}.JPG`)),
    )),
  ];
  const checkouts = await Promise.all(
    orders.map((order, index) =>
      index === CUT_ORDER
        ? sendOrderForm(origin, order, draftKey, tokens)
        : placeOrder(origin, { ...order, photos: photosOf(index) }),
    ),
  );
  await restarted;
  // nginx takes a failed process back at its first request past the fail timeout.
  await waitFor(
    `nginx to send to ${killed.name} again`,
    async () => {
      const probe = await fetch(`${origin}/healthz`);
      await probe.arrayBuffer();
      return probe.headers.get(UPSTREAM_HEADER)?.endsWith(hostOf(killed)) === true;
    },
    REJOIN_TIMEOUT_MS,
  );
  return {
    checkouts,
    problems,
    figures: {
      process: killed.name,
      cutAnswer: cut.status ?? cut.broken,
      retryAnsweredBy: survivor.name,
      tempFileLeft: leftFile,
    },
  };
}
