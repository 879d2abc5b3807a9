/**
 * How the built server is started, by a deployment (docs/deploy.md), by `npm start` (package.json)
 * and by every script that measures or tests the real process, so they all run what is deployed.
 * A young generation of 4 MB semi-spaces instead of V8's 16 MB keeps about 20 MB less resident
 * at idle; the server's garbage is short-lived requests, which a young generation of that size
 * still collects cheaply (A9, decision 0100; 2 MB cost about a tenth of the throughput).
 */
import path from 'node:path';

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** `node` arguments that start the built server of the checkout at `root`. */
export const serverArgs = (root: string): string[] => [...SERVER_NODE_FLAGS, path.join(root, 'dist/server/main.js')];
