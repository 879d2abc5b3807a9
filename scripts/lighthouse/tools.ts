/**
 * Lighthouse 12 (with its chrome-launcher and puppeteer-core) lives in a folder of its own,
 * node_modules/.cache/shop-lighthouse, installed there on first use: it is not locked with the
 * project (its dependency tree pins a dist-tag that `npm ci` here cannot reproduce), and an
 * install into that folder leaves the project's own node_modules untouched.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LighthouseResult {
  lhr: {
    finalDisplayedUrl: string;
    runtimeError?: { code: string; message: string };
    runWarnings: string[];
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  };
}
export type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
  page?: unknown,
) => Promise<LighthouseResult | undefined>;

export interface LaunchedChrome {
  port: number;
  kill(): void | Promise<void>;
}
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[]; port?: number }): Promise<LaunchedChrome>;
}
export interface PuppeteerPage {
  goto(url: string, options?: Record<string, unknown>): Promise<unknown>;
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  waitForSelector(selector: string, options?: Record<string, unknown>): Promise<{ click(): Promise<void> } | null>;
  waitForFunction(fn: string, options?: Record<string, unknown>): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  url(): string;
  createCDPSession(): Promise<{ send(method: string, params?: unknown): Promise<unknown>; detach(): Promise<void> }>;
}
export interface PuppeteerBrowser {
  newPage(): Promise<PuppeteerPage>;
  disconnect(): Promise<void>;
}
interface Puppeteer {
  connect(options: { browserURL: string; defaultViewport: null }): Promise<PuppeteerBrowser>;
}

export async function loadTools(root: string) {
  const dir = path.join(root, 'node_modules/.cache/shop-lighthouse');
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(path.join(modules, 'lighthouse/core/index.js'))) {
    console.log(`installing lighthouse@12 into ${path.relative(root, dir)} (not the project's dependencies)…`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "shop-lighthouse-tools", "private": true }\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefix', dir, 'lighthouse@12'], {
      cwd: dir,
      stdio: 'inherit',
    });
  }
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(modules, file)).href)) as T;
  return {
    lighthouse: (await load<{ default: RunLighthouse }>('lighthouse/core/index.js')).default,
    chromeLauncher: await load<ChromeLauncher>('chrome-launcher/dist/index.js'),
    puppeteer: (await load<{ default: Puppeteer }>('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')).default,
  };
}
