/** Bundled for Chromium: exposes the golden report to the page (see report.ts). */
import { goldenReport } from './report.ts';

(globalThis as { goldenReport?: typeof goldenReport }).goldenReport = goldenReport;
