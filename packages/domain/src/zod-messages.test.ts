import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, formatZodError, issueMessage, zodFieldErrors } from './zod-messages';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error;
};

describe('issueMessage', () => {
  it('translates a custom issue with its params', () => {
    const schema = z
      .string()
      .refine(() => false, { error: 'validation.duplicate', params: { field: 'skillTag' } });
    const [issue] = issuesOf(schema, 'x').issues;
    if (!issue) throw new Error('no issue');
    expect(issueMessage(issue, 'en')).toBe('Skill tag has been added before.');
    expect(issueMessage(issue, 'de')).toBe('Skill wurde bereits hinzugefügt.');
  });

  it('fills {max} of a keyed built-in length issue from its bound', () => {
    const error = issuesOf(z.string().max(80, { error: 'validation.tooLong' }), 'x'.repeat(81));
    expect(formatZodError(error, 'en')).toBe('Please enter no more than 80 characters.');
  });

  it("replaces zod's own English texts by the matching generic key", () => {
    expect(formatZodError(issuesOf(z.string().max(3), 'abcd'), 'de')).toBe(
      'Bitte geben Sie höchstens 3 Zeichen ein.',
    );
    expect(formatZodError(issuesOf(z.array(z.string()).max(1), ['a', 'b']), 'en')).toBe(
      'Please add no more than 1 entries.',
    );
    expect(formatZodError(issuesOf(z.number().min(2), 1), 'en')).toBe('The value must be at least 2.');
    expect(formatZodError(issuesOf(z.enum(['a', 'b']), 'c'), 'en')).toBe('Please choose one of the options.');
    expect(formatZodError(issuesOf(z.email(), 'no'), 'en')).toBe('Invalid email address');
    expect(formatZodError(issuesOf(z.number(), 'x'), 'en')).toBe('Please enter a valid value.');
  });

  it('treats a missing property as an empty required field named by its path', () => {
    const error = issuesOf(z.object({ firstName: z.string() }), {});
    expect(formatZodError(error, 'de')).toBe('Vorname darf nicht leer sein.');
  });

  it('keeps the plain text of a custom rule that did not use a key', () => {
    const error = issuesOf(
      z.string().refine(() => false, { error: 'Bitte anders' }),
      'x',
    );
    expect(formatZodError(error, 'en')).toBe('Bitte anders');
  });
});

describe('fieldLabel', () => {
  it('translates known fields and keeps unknown names', () => {
    expect(fieldLabel('phoneNumber', 'de')).toBe('Telefonnummer');
    expect(fieldLabel('favouriteColour', 'de')).toBe('favouriteColour');
  });
});

describe('formatZodError and zodFieldErrors', () => {
  const schema = z.object({
    email: z.email({ error: 'validation.email.invalid' }),
    links: z.array(z.object({ url: z.string().min(5, { error: 'validation.link.invalid' }) })),
  });

  it('joins distinct messages line by line', () => {
    const error = issuesOf(schema, { email: 'x', links: [{ url: 'a' }, { url: 'b' }] });
    expect(formatZodError(error, 'en')).toBe('Invalid email address\nInvalid link format');
  });

  it('keys the first message per field by its dotted path', () => {
    const error = issuesOf(schema, { email: 'x', links: [{ url: 'https://a.de' }, { url: 'b' }] });
    expect(zodFieldErrors(error, 'de')).toEqual({
      email: 'Ungültige E-Mail-Adresse',
      'links.1.url': 'Ungültiges Link-Format',
    });
  });
});

describe('required values without a field name', () => {
  it('asks to fill in the field when neither params nor path name it', () => {
    expect(formatZodError(issuesOf(z.string(), undefined), 'de')).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(formatZodError(issuesOf(z.string().min(1), ''), 'en')).toBe('Please fill in this field.');
  });
});
