/**
 * npm run cv:import -- FILE — runs the CV import on a PDF, a LinkedIn export ZIP or one of its CSV
 * files and prints the proposal as JSON (the object the review screen shows). Exits 1 with the
 * import's error code when the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importCv } from '../src/modules/resumes/import/cv-import';
import { CvImportError } from '../src/modules/resumes/import/cv-import-error';

// npm runs the script in apps/api: a relative FILE is read from where `npm run` was typed
const given = process.argv[2];
const file = given ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given) : undefined;
if (!file) {
  process.stderr.write('usage: npm run cv:import -- FILE (.pdf, LinkedIn export .zip or .csv)\n');
  process.exit(2);
}
try {
  const proposal = await importCv({
    fileName: path.basename(file),
    bytes: new Uint8Array(readFileSync(file)),
  });
  process.stdout.write(`${JSON.stringify(proposal, null, 2)}\n`);
} catch (error) {
  if (!(error instanceof CvImportError)) throw error;
  process.stderr.write(`${JSON.stringify({ error: error.code, message: error.message })}\n`);
  process.exit(1);
}
