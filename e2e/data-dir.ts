/**
 * The shops' data folders for a browser run, shared by the Playwright config (which starts each
 * shop with its own) and the journeys (which read the e-mails a shop writes into `mail/`).
 * Without E2E_DATA_DIR each run gets a fresh folder; the runner's choice is put into the
 * environment so its worker processes, which load this module again, see the same folder.
 */
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

export const E2E_DATA_DIR = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `shop-e2e-${process.pid}`));

/** The data folder of the shop named `shop` (playwright.config.ts): the main shop's is E2E_DATA_DIR itself. */
export const dataDirOf = (shop: string) => (shop === 'main' ? E2E_DATA_DIR : `${E2E_DATA_DIR}-${shop}`);

/** Where the running journey's shop delivers each e-mail as a JSON file (its project names the shop). */
export function mailDir(): string {
  const { shop } = test.info().project.metadata as { shop?: string };
  return path.join(dataDirOf(shop ?? 'main'), 'mail');
}
