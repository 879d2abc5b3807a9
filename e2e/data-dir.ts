/**
 * The shop's data folder for a browser run, shared by the Playwright config (which starts the
 * shop with it) and the journeys (which read the e-mails the shop writes into `mail/`).
 * Without E2E_DATA_DIR each run gets a fresh folder; the runner's choice is put into the
 * environment so its worker processes, which load this module again, see the same folder.
 */
import os from 'node:os';
import path from 'node:path';

export const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `shop-e2e-${process.pid}`));

/** Where the embedded mail transport delivers each e-mail as a JSON file. */
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
