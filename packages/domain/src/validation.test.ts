import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CC_LIST_MAX,
  CcListSchema,
  differsFrom,
  EmailSchema,
  isValidLink,
  isValidPhone,
  LinkSchema,
  limitedText,
  normalizeLink,
  PhoneSchema,
  requiredText,
  VerificationCodeSchema,
} from './validation';
import { formatZodError } from './zod-messages';

const messageOf = (schema: z.ZodType, value: unknown, locale: 'de' | 'en' = 'en') => {
  const result = schema.safeParse(value);
  return result.success ? null : formatZodError(result.error, locale);
};

describe('requiredText', () => {
  it('rejects blank text naming the field', () => {
    expect(messageOf(requiredText('firstName'), '   ')).toBe('First name cannot be empty');
    expect(messageOf(requiredText('firstName'), '', 'de')).toBe('Vorname darf nicht leer sein.');
  });

  it('rejects a missing value naming the field', () => {
    expect(messageOf(z.object({ lastName: requiredText('lastName') }), {})).toBe('Last name cannot be empty');
  });

  it('trims and enforces the limit of its kind', () => {
    expect(requiredText('jobTitle').parse('  Dev  ')).toBe('Dev');
    expect(requiredText('jobTitle', 'tableText').safeParse('x'.repeat(25)).success).toBe(true);
    expect(messageOf(requiredText('jobTitle', 'tableText'), 'x'.repeat(26))).toBe(
      'Please enter no more than 25 characters.',
    );
  });

  it('allows empty optional text but not too long text', () => {
    expect(limitedText('note').safeParse('').success).toBe(true);
    expect(limitedText('note').safeParse('x'.repeat(3001)).success).toBe(false);
  });
});

describe('EmailSchema', () => {
  it('accepts and trims a valid address', () => {
    expect(EmailSchema.parse(' jana.schmidt@example.de ')).toBe('jana.schmidt@example.de');
  });

  it("rejects an invalid address with 'Invalid email address'", () => {
    expect(messageOf(EmailSchema, 'jana@example')).toBe('Invalid email address');
    expect(messageOf(EmailSchema, 'jana example.de', 'de')).toBe('Ungültige E-Mail-Adresse');
  });

  it('reports an empty address as missing rather than invalid', () => {
    expect(messageOf(EmailSchema, '')).toBe('Email address cannot be empty');
  });
});

describe('CcListSchema', () => {
  it('parses a comma-separated list and ignores blank entries', () => {
    expect(CcListSchema.parse('a@x.de, b@y.com,')).toEqual(['a@x.de', 'b@y.com']);
    expect(CcListSchema.parse('')).toEqual([]);
  });

  it("rejects a list with one invalid address as 'Invalid email list'", () => {
    expect(messageOf(CcListSchema, 'a@x.de, nope')).toBe('Invalid email list');
  });

  it('splits at semicolons and line breaks too, and keeps each address once, lower-cased', () => {
    expect(CcListSchema.parse('A@x.de; b@y.com\r\na@X.de\n')).toEqual(['a@x.de', 'b@y.com']);
  });

  it('refuses more than CC_LIST_MAX addresses', () => {
    const many = Array.from({ length: CC_LIST_MAX + 1 }, (_, i) => `p${i}@x.de`).join(',');
    expect(messageOf(CcListSchema, many)).toBe('Invalid email list');
  });
});

describe('links', () => {
  it('gives scheme-less links a protocol-relative prefix', () => {
    expect(normalizeLink('www.x.de')).toBe('//www.x.de');
    expect(normalizeLink('  https://x.de/a ')).toBe('https://x.de/a');
    expect(normalizeLink('//x.de')).toBe('//x.de');
  });

  it('accepts web addresses with and without scheme', () => {
    expect(LinkSchema.parse('www.x.de')).toBe('//www.x.de');
    expect(isValidLink('https://linkedin.com/in/someone')).toBe(true);
    expect(isValidLink('portfolio.example.co.uk/work?id=1')).toBe(true);
  });

  it('rejects hosts without a top-level domain, spaces and non-web schemes', () => {
    expect(isValidLink('localhost')).toBe(false);
    expect(isValidLink('www.x .de')).toBe(false);
    expect(isValidLink('javascript:alert(1)')).toBe(false);
    expect(isValidLink('ftp://x.de')).toBe(false);
    expect(messageOf(LinkSchema, 'nope')).toBe('Invalid link format');
  });
});

describe('phone numbers', () => {
  it('accepts 15 characters and rejects 16', () => {
    expect(isValidPhone('+49 30 1234 567')).toBe(true);
    expect('+49 30 1234 567').toHaveLength(15);
    expect(isValidPhone('+49 30 1234 5678')).toBe(false);
  });

  it('rejects letters and too few digits with the spec message', () => {
    expect(isValidPhone('030-CALL-ME')).toBe(false);
    expect(isValidPhone('112')).toBe(false);
    expect(messageOf(PhoneSchema, 'abc')).toBe(
      'Phone number is invalid. Please enter a valid phone number with a maximum of 15 characters',
    );
  });
});

describe('VerificationCodeSchema', () => {
  it('accepts six digits', () => {
    expect(VerificationCodeSchema.parse(' 123456 ')).toBe('123456');
  });

  it('asks for numeric characters only when letters are typed', () => {
    expect(messageOf(VerificationCodeSchema, '12a456')).toBe('Please enter numeric characters only.');
  });

  it('asks for the six-digit code when too short or too long', () => {
    expect(messageOf(VerificationCodeSchema, '12345')).toBe('Please enter the 6-digit code.');
    expect(messageOf(VerificationCodeSchema, '1234567')).toBe('Please enter the 6-digit code.');
  });
});

describe('differsFrom', () => {
  it('rejects a value equal to the current one', () => {
    const schema = differsFrom('Acme', requiredText('companyName'));
    expect(messageOf(schema, 'Acme')).toBe('The new value must differ from the current one.');
    expect(schema.safeParse('Acme GmbH').success).toBe(true);
  });
});
