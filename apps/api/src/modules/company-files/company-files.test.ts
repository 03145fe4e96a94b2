import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createCompany } from '../../testing/factories';
import { call } from '../../testing/http';
import { signedInCandidate, signedInEmployer } from '../../testing/members';
import { logoPng, mp4Video, smallPdf } from '../../testing/sample-files';
import { useTestApp } from '../../testing/test-app';
import { fetchSigned, seedCompanyFiles, uploadDone, uploadRow } from '../../testing/uploads';

const ctx = useTestApp();
type Person = { cookie: string };
let companyId: string;
let power: Person;
let regular: Person;
let reviewer: Person;
let otherPower: Person;
let candidate: Person;

beforeAll(async () => {
  companyId = (await createCompany(ctx.app.database.db)).id;
  const other = await createCompany(ctx.app.database.db);
  power = await signedInEmployer(ctx.app, companyId, 'power_user');
  regular = await signedInEmployer(ctx.app, companyId, 'regular_user');
  reviewer = await signedInEmployer(ctx.app, companyId, 'reviewer_user');
  otherPower = await signedInEmployer(ctx.app, other.id, 'power_user');
  candidate = await signedInCandidate(ctx.app, ctx.mail);
});

const employer = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
  call(ctx.app, 'employer', method, `/api${path}`, {
    cookie: who.cookie,
    body: body as Record<string, unknown>,
  });
const publicFiles = (who: Person, id = companyId) =>
  call(ctx.app, 'candidate', 'GET', `/api/companies/${id}/public-files`, { cookie: who.cookie });

const image = async () =>
  uploadDone(ctx.app, 'employer', power.cookie, {
    type: 'company_media',
    filename: 'buero.png',
    mediaType: 'image/png',
    body: await logoPng(),
  });
const pdf = () =>
  uploadDone(ctx.app, 'employer', power.cookie, {
    type: 'company_additional_file',
    filename: 'Meine Datenschutzerklärung.pdf',
    mediaType: 'application/pdf',
    body: smallPdf(),
  });

describe('company media', () => {
  it('are added, listed in order, shown on the public page when selected, and removed with their file', async () => {
    const picture = await image();
    const film = await uploadDone(ctx.app, 'employer', power.cookie, {
      type: 'company_media',
      filename: 'film.mp4',
      mediaType: 'video/mp4',
      body: mp4Video(),
    });
    const first = await employer(power, 'POST', '/companies/media', { uploadId: picture });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      uploadId: picture,
      mediaType: 'image',
      isSelected: true,
      sortOrder: 0,
    });
    const second = await employer(power, 'POST', '/companies/media', { uploadId: film, isSelected: false });
    expect(second.json()).toMatchObject({ mediaType: 'video', isSelected: false, sortOrder: 1 });

    for (const who of [power, regular]) {
      const list = await employer(who, 'GET', '/companies/files');
      expect(list.statusCode).toBe(200);
      expect(list.json().media.map((m: { uploadId: string }) => m.uploadId)).toEqual([picture, film]);
    }
    // reviewers do not read the company information, so neither its files ("other" documents included)
    expect((await employer(reviewer, 'GET', '/companies/files')).json().code).toBe(
      'forbidden_to_access_data',
    );
    const shown = await fetchSigned(ctx.app, 'GET', first.json().url);
    expect([shown.status, shown.headers['content-type']]).toEqual([200, 'image/png']);

    // candidates see the selected picture only, and may load it
    const before = (await publicFiles(candidate)).json();
    expect(before.media.map((m: { id: string }) => m.id)).toEqual([first.json().id]);
    const pictureLink = `/api/media/${picture}/download`;
    const filmLink = `/api/media/${film}/download`;
    expect(
      (await call(ctx.app, 'candidate', 'GET', pictureLink, { cookie: candidate.cookie })).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx.app, 'candidate', 'GET', filmLink, { cookie: candidate.cookie })).json().code,
    ).toBe('file_not_found');

    const select = await employer(power, 'PUT', `/companies/media/${second.json().id}`, { isSelected: true });
    expect(select.json().isSelected).toBe(true);
    const hide = await employer(power, 'PUT', `/companies/media/${first.json().id}`, { isSelected: false });
    expect(hide.json().isSelected).toBe(false);
    expect((await publicFiles(candidate)).json().media.map((m: { id: string }) => m.id)).toEqual([
      second.json().id,
    ]);
    expect(
      (await call(ctx.app, 'candidate', 'GET', pictureLink, { cookie: candidate.cookie })).json().code,
    ).toBe('file_not_found');

    const key = (await uploadRow(ctx.app, picture))?.storageKey ?? '';
    expect(await ctx.app.storage.head(key)).not.toBeNull();
    const removed = await employer(power, 'DELETE', `/companies/media/${first.json().id}`);
    expect(removed.json()).toEqual({ deleted: true });
    expect((await uploadRow(ctx.app, picture))?.status).toBe('removed');
    expect(await ctx.app.storage.head(key)).toBeNull();
    const gone = await employer(power, 'GET', `/media/${picture}/download`);
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'file_not_found']);
    expect((await employer(power, 'GET', '/companies/files')).json().media).toHaveLength(1);
  });

  it('refuses a wrong purpose, another company, the same upload twice and a 13th item', async () => {
    const document = await pdf();
    const wrong = await employer(power, 'POST', '/companies/media', { uploadId: document });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'invalid_request_body']);
    const picture = await image();
    expect((await employer(otherPower, 'POST', '/companies/media', { uploadId: picture })).json().code).toBe(
      'file_not_found',
    );
    expect((await employer(power, 'POST', '/companies/media', { uploadId: picture })).statusCode).toBe(200);
    expect((await employer(power, 'POST', '/companies/media', { uploadId: picture })).statusCode).toBe(400);

    const crowded = (await createCompany(ctx.app.database.db)).id;
    const boss = await signedInEmployer(ctx.app, crowded, 'power_user');
    const last = await uploadDone(ctx.app, 'employer', boss.cookie, {
      type: 'company_media',
      filename: 'letztes.png',
      mediaType: 'image/png',
      body: await logoPng(),
    });
    await seedCompanyFiles(ctx.app, { companyId: crowded, purpose: 'company_media', count: 12 });
    const full = await employer(boss, 'POST', '/companies/media', { uploadId: last });
    expect([full.statusCode, full.json().code]).toEqual([400, 'too_many_files']);
  });
});

describe('company documents', () => {
  it('carry a chosen name; candidates see the data-protection ones only', async () => {
    const privacy = await pdf();
    const terms = await pdf();
    const added = await employer(power, 'POST', '/companies/documents', {
      uploadId: privacy,
      fileType: 'data_protection',
      displayName: ' Datenschutzhinweise ',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ fileType: 'data_protection', displayName: 'Datenschutzhinweise' });
    await employer(power, 'POST', '/companies/documents', {
      uploadId: terms,
      fileType: 'other',
      displayName: 'AGB',
    });
    const blank = await employer(power, 'POST', '/companies/documents', {
      uploadId: terms,
      fileType: 'other',
      displayName: ' ',
    });
    expect(blank.json().code).toBe('invalid_request_body');

    const visible = (await publicFiles(candidate)).json().documents;
    expect(visible).toEqual([
      expect.objectContaining({ id: added.json().id, displayName: 'Datenschutzhinweise' }),
    ]);
    const served = await fetchSigned(ctx.app, 'GET', visible[0].url);
    expect(served.status).toBe(200);
    // what others download is named by the server, never with the uploader's file name
    expect(served.headers['content-disposition']).toMatch(/filename="pdf-[0-9a-f]{8}\.pdf"/);
    const termsLink = `/api/media/${terms}/download`;
    expect(
      (await call(ctx.app, 'candidate', 'GET', termsLink, { cookie: candidate.cookie })).json().code,
    ).toBe('file_not_found');

    const key = (await uploadRow(ctx.app, privacy))?.storageKey ?? '';
    expect((await employer(power, 'DELETE', `/companies/documents/${added.json().id}`)).statusCode).toBe(200);
    expect(await ctx.app.storage.head(key)).toBeNull();
    expect((await publicFiles(candidate)).json().documents).toEqual([]);
  });
});

describe('company logo', () => {
  it('is set, replaced (the old file deleted), shown to candidates and removed', async () => {
    const logo = (name: string) =>
      logoPng().then((body) =>
        uploadDone(ctx.app, 'employer', power.cookie, {
          type: 'company_logo',
          filename: name,
          mediaType: 'image/png',
          body,
        }),
      );
    const first = await logo('alt.png');
    const second = await logo('neu.png');
    expect((await employer(power, 'PUT', '/companies/logo', { uploadId: first })).statusCode).toBe(200);
    const firstKey = (await uploadRow(ctx.app, first))?.storageKey ?? '';
    const replaced = await employer(power, 'PUT', '/companies/logo', { uploadId: second });
    expect(replaced.json().uploadId).toBe(second);
    expect((await uploadRow(ctx.app, first))?.status).toBe('removed');
    expect(await ctx.app.storage.head(firstKey)).toBeNull();
    const [company] = await ctx.app.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company?.logoUploadId).toBe(second);
    expect((await publicFiles(candidate)).json().logo.uploadId).toBe(second);
    expect((await employer(regular, 'GET', '/companies/files')).json().logo.uploadId).toBe(second);

    const mediaUpload = await image();
    expect((await employer(power, 'PUT', '/companies/logo', { uploadId: mediaUpload })).statusCode).toBe(400);
    expect((await employer(power, 'DELETE', '/companies/logo')).statusCode).toBe(200);
    expect((await publicFiles(candidate)).json().logo).toBeNull();
    expect((await employer(power, 'DELETE', '/companies/logo')).json().code).toBe('file_not_found');
  });
});

describe('rights on company files', () => {
  it('keep regular users and reviewers to reading, and other companies out', async () => {
    const picture = await image();
    const item = (await employer(power, 'POST', '/companies/media', { uploadId: picture })).json();
    const document = await pdf();
    for (const who of [regular, reviewer]) {
      for (const [method, path, body] of [
        ['POST', '/companies/media', { uploadId: picture }],
        ['PUT', `/companies/media/${item.id}`, { isSelected: false }],
        ['DELETE', `/companies/media/${item.id}`, undefined],
        ['POST', '/companies/documents', { uploadId: document, fileType: 'other', displayName: 'X' }],
        ['PUT', '/companies/logo', { uploadId: picture }],
        ['DELETE', '/companies/logo', undefined],
      ] as const) {
        const res = await employer(who, method, path, body);
        expect([path, res.statusCode, res.json().code]).toEqual([path, 403, 'forbidden_to_access_data']);
      }
    }
    expect(
      (await employer(otherPower, 'PUT', `/companies/media/${item.id}`, { isSelected: false })).statusCode,
    ).toBe(404);
    expect((await employer(otherPower, 'DELETE', `/companies/media/${item.id}`)).json().code).toBe(
      'file_not_found',
    );
    expect((await employer(otherPower, 'GET', '/companies/files')).json().media).toEqual([]);
    expect((await publicFiles(otherPower)).json().code).toBe('company_not_found');
    expect((await publicFiles(regular)).statusCode).toBe(200);
    expect(
      (await call(ctx.app, 'candidate', 'GET', `/api/companies/${companyId}/public-files`)).statusCode,
    ).toBe(401);
  });

  it('hide an inactive company from candidates', async () => {
    const closed = await createCompany(ctx.app.database.db, { isActive: false });
    expect((await publicFiles(candidate, closed.id)).json().code).toBe('company_not_found');
  });
});
