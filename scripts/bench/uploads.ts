/**
 * Photo uploads and memory (issue 20, "Photos freeze the whole shop"): the built shop on PGlite,
 * signed in as the demo admin, takes a 10 MB photo several times through the three calls (issue a
 * link, PUT the bytes, register). Printed per round: the PUT's and the registration's times, the
 * slowest /api/health answer asked every 50 ms meanwhile, and the shop's RSS; before the first
 * photo (a restart on existing data, as A9 measures) and after the last, RSS after 5 s idle.
 * It measures and reports; it asserts nothing about time.
 *
 *   npm run build && npx tsx scripts/bench/uploads.ts [rounds=5] [port=3290]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../src/contracts/admin-catalog';
import { rssMb, startShop } from './processes';
import { accessToken, DEMO_ADMIN } from './sign-in';

const rounds = Number(process.argv[2] ?? 5);
const port = Number(process.argv[3] ?? 3290);

/** A noisy 4032x3024 JPEG (a phone photo's size), padded with zeros to exactly 10 MB. */
async function tenMegabytePhoto(): Promise<Buffer> {
  const photo = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 0, sigma: 40 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  const padded = Buffer.alloc(MAX_UPLOAD_BYTES, 0);
  photo.copy(padded);
  return padded;
}

/** Asks /api/health every 50 ms until stopped; gives the slowest answer's time. */
function watchHealth(base: string) {
  let slowest = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return Math.round(slowest);
  };
}

const ms = (started: number) => Math.round(performance.now() - started);

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  // The first start migrates and seeds; A9's idle memory is that of a restart on existing data.
  await (await startShop({ port, dataDir })).stop();
  const shop = await startShop({ port, dataDir });
  try {
    const auth = { authorization: `Bearer ${await accessToken(shop.base, DEMO_ADMIN)}` };
    const photo = await tenMegabytePhoto();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    console.log(
      `restarted on existing data in ${shop.firstOkMs} ms, RSS ${rssMb(shop.pid)} MB after 5 s idle; ` +
        `${rounds} uploads of ${photo.length} bytes`,
    );
    for (let round = 1; round <= rounds; round += 1) {
      const stopWatching = watchHealth(shop.base);
      const issued = await fetch(`${shop.base}/api/objects/upload`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ contentType: 'image/jpeg', size: photo.length }),
      });
      const { uploadURL } = (await issued.json()) as { uploadURL: string };
      let started = performance.now();
      const put = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(photo),
      });
      const putMs = ms(started);
      started = performance.now();
      const registered = await fetch(`${shop.base}/api/product-images`, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ imageURL: uploadURL.split('?')[0] }),
      });
      const registerMs = ms(started);
      const slowestHealth = await stopWatching();
      console.log(
        `round ${round}: PUT ${put.status} in ${putMs} ms, register ${registered.status} in ${registerMs} ms, ` +
          `slowest /api/health meanwhile ${slowestHealth} ms, RSS ${rssMb(shop.pid)} MB`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    console.log(`after 5 s idle: RSS ${rssMb(shop.pid)} MB`);
  } finally {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
