import { describe, expect, it } from 'vitest';
import { checkJobInformation, emptyJobInformation, formPath, type JobInformationValues } from './job-form';

const FILLED: JobInformationValues = {
  ...emptyJobInformation('software_it_services'),
  jobTitle: '  Backend-Entwickler:in ',
  jobTypes: ['full_time'],
  contractType: 'permanent',
  experience: '2_3_years',
  officeLocation: 'Kiel',
  workPlace: ['hybrid', 'remote'],
};

describe('checkJobInformation', () => {
  it('names every empty required field in the reader’s language, selects included', () => {
    const result = checkJobInformation(emptyJobInformation(), 'de');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      jobTitle: 'Berufsbezeichnung darf nicht leer sein.',
      jobTypes: 'Stellenarten darf nicht leer sein.',
      contractType: 'Vertragsart darf nicht leer sein.',
      experience: 'Berufserfahrung darf nicht leer sein.',
      officeLocation: 'Arbeitsort darf nicht leer sein.',
      workPlace: 'Arbeitsmodell darf nicht leer sein.',
      industry: 'Branche darf nicht leer sein.',
    });
  });

  it('reads two empty salary fields as "no salary given" (0–0)', () => {
    const result = checkJobInformation(FILLED, 'en');
    expect(result).toEqual({
      ok: true,
      information: expect.objectContaining({
        jobTitle: 'Backend-Entwickler:in',
        salaryRange: { from: 0, to: 0 },
      }),
    });
  });

  it('puts salary errors at the field they are about', () => {
    const half = checkJobInformation({ ...FILLED, salaryFrom: 50_000, salaryTo: '' }, 'en');
    expect(half.ok ? {} : half.errors).toEqual({ salaryTo: 'The salary must be a positive number.' });
    const reversed = checkJobInformation({ ...FILLED, salaryFrom: 70_000, salaryTo: 50_000 }, 'en');
    expect(reversed.ok ? {} : reversed.errors).toEqual({
      salaryTo: 'The minimum salary must be less than the maximum salary.',
    });
  });

  it('accepts a salary range with from below to', () => {
    const result = checkJobInformation({ ...FILLED, salaryFrom: 50_000, salaryTo: 70_000 }, 'en');
    expect(result.ok && result.information.salaryRange).toEqual({ from: 50_000, to: 70_000 });
  });
});

describe('formPath', () => {
  it('maps schema paths onto the form’s fields', () => {
    expect(formPath('salaryRange.from')).toBe('salaryFrom');
    expect(formPath('salaryRange.to')).toBe('salaryTo');
    expect(formPath('jobTypes.1')).toBe('jobTypes');
    expect(formPath('jobTitle')).toBe('jobTitle');
  });
});
