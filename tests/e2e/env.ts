/** Where the browser tests' server runs and keeps its data; shared by playwright.config.ts, the server script and the specs. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const E2E_PORT = Number.parseInt(process.env.E2E_PORT ?? '3100', 10);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** A fresh data directory for every run (deleted when the test server starts). */
export const E2E_DATA_DIR = path.join(ROOT, '.tmp', E2E_PORT === 3100 ? 'e2e-data' : `e2e-data-${E2E_PORT}`);
export const MAIL_DIR = path.join(E2E_DATA_DIR, 'mail');
export const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
