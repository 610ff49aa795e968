/** Prints the golden report as computed by Deno (see report.ts). */
import { goldenReport } from './report.ts';

console.log(JSON.stringify(goldenReport()));
