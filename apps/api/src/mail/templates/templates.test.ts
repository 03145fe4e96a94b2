import { SUPPORTED_LOCALES } from '@veil/domain/i18n';
import { describe, expect, it } from 'vitest';
import { type MailTemplateData, type MailTemplateName, renderMail } from '.';

const SAMPLES: { [T in MailTemplateName]: MailTemplateData[T] } = {
  'signup-code': { code: '123456', validMinutes: 15 },
  'password-reset-code': { code: '654321', validMinutes: 15 },
  'account-activation': {
    firstName: 'Jana',
    companyName: 'Nordlicht GmbH',
    link: 'https://employer.veil.example/employer/active-account?token=t0k_en',
    validDays: 7,
  },
  'sign-in-alert': { failures: 20, resetLink: 'https://candidate.veil.example/candidate/forgot-password' },
  'company-template': {
    subject: 'Your application as Data Engineer at Nordlicht GmbH',
    html: '<p>Hello,</p><p>thank you for applying.</p>',
    text: 'Hello,\n\nthank you for applying.',
    companyName: 'Nordlicht GmbH',
    note: 'We kept your answers in mind.',
    videoLink: 'https://files.veil.example/video-1.mp4',
    link: 'https://candidate.veil.example/candidate/applications/list',
    isRejection: true,
  },
  'audio-interview-reminder': {
    jobTitle: 'Data Engineer',
    companyName: 'Nordlicht GmbH',
    dueDate: '5.03.2026 14:30',
    hoursLeft: 48,
    link: 'https://candidate.veil.example/candidate/applications/a1/audio-recording-instruction',
  },
  'talent-invitation': {
    companyName: 'Musterfirma',
    jobTitle: 'Data Engineer',
    validDays: 30,
    link: 'https://candidate.veil.example/candidate/applications/list',
  },
  'new-job-match': {
    jobTitle: 'Data Engineer',
    companyName: 'Musterfirma',
    searchNames: ['Data in Hamburg'],
    link: 'https://candidate.veil.example/candidate/jobs/j1',
    settingsLink: 'https://candidate.veil.example/candidate/saved-searches',
  },
  'profile-revealed': {
    applicationNumber: 123,
    jobTitle: 'Data Engineer',
    link: 'https://employer.veil.example/employer/applications/a1',
  },
  'interview-reply': {
    kind: 'noSlotFits',
    title: 'Application #123 — Data Engineer',
    message: 'Next week would suit me better.',
    link: 'https://employer.veil.example/employer/applications/a1',
  },
  'interview-calendar': {
    kind: 'confirmed',
    title: 'Application #123 — Data Engineer',
    when: '3.12.2026 10:00–11:00 (Europe/Berlin)',
    place: 'https://meet.example/abc',
    link: 'https://employer.veil.example/employer/applications/a1',
  },
};
const NAMES = Object.keys(SAMPLES) as MailTemplateName[];

describe('mail templates', () => {
  for (const template of NAMES) {
    for (const locale of SUPPORTED_LOCALES) {
      it(`renders ${template} in ${locale} as subject, HTML and text without anything loaded from elsewhere`, () => {
        const mail = renderMail(template, locale, SAMPLES[template]);
        expect(mail.subject.length).toBeGreaterThan(10);
        expect(mail.html).toMatch(/^<!doctype html>/);
        expect(mail.html).toContain(`<html lang="${locale}">`);
        expect(mail.html).toContain('>Veil</td>');
        expect(mail.html).not.toMatch(/<img|<script|<link|url\(|src=/i);
        expect(mail.text.startsWith('Veil\n')).toBe(true);
        expect(mail.text).not.toMatch(/<[a-z]/i);
      });
    }
  }

  it('puts the code in both parts, never in the subject (subjects are logged)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const mail = renderMail('signup-code', locale, { code: '987654', validMinutes: 15 });
      expect(mail.html).toContain('987654');
      expect(mail.text).toContain('    987654');
      expect(mail.subject).not.toContain('987654');
    }
  });

  it('writes German formally and English plainly', () => {
    const de = renderMail('account-activation', 'de', SAMPLES['account-activation']);
    expect(de.subject).toBe('Aktivieren Sie Ihr Veil-Konto für Nordlicht GmbH');
    expect(de.text).toContain('Legen Sie Ihr Passwort fest');
    expect(de.text).toContain('Der Link ist 7 Tage gültig');
    const en = renderMail('account-activation', 'en', {
      ...SAMPLES['account-activation'],
      companyName: null,
    });
    expect(en.subject).toBe('Activate your Veil account');
    // English starts a new sentence after the greeting's comma, German goes on in lower case
    expect(en.text).toContain('Hello Jana,\n\nAn account on Veil has been created for you.');
    expect(de.text).toContain(',\n\nfür Sie wurde bei Veil ein Konto');
  });

  it('escapes every interpolated value in the HTML part', () => {
    const mail = renderMail('account-activation', 'en', {
      firstName: '<script>alert(1)</script>',
      companyName: 'A & "B" <C>',
      link: 'https://veil.example/admin/active-account?token=a"b<c>&x=1',
      validDays: 7,
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('A &#38; &#34;B&#34; &#60;C&#62;');
    expect(mail.html).not.toMatch(/href="[^"]*[<>][^"]*"/);
    expect(mail.text).toContain('<script>alert(1)</script>');
  });

  it('keeps the subject on one line whatever the data holds', () => {
    const mail = renderMail('account-activation', 'de', {
      ...SAMPLES['account-activation'],
      companyName: 'X\r\nBcc: a@b.c',
    });
    expect(mail.subject).toBe('Aktivieren Sie Ihr Veil-Konto für X Bcc: a@b.c');
  });

  it('refuses a link that is not a web address', () => {
    expect(() =>
      renderMail('account-activation', 'en', {
        ...SAMPLES['account-activation'],
        link: 'javascript:alert(1)',
      }),
    ).toThrow(/not a web link/);
  });

  it('mentions the validity of a reset code only when it is known', () => {
    expect(renderMail('password-reset-code', 'de', { code: '111111' }).text).not.toContain('gültig');
    expect(renderMail('password-reset-code', 'de', { code: '111111', validMinutes: 15 }).text).toContain(
      'Der Code ist 15 Minuten gültig.',
    );
  });
});
