import { type APIRequestContext, expect } from '@playwright/test';
import { areaUrl, port } from './support';

/**
 * The development mailbox (`GET /dev/mail.json?to=…`, newest first) and account set-up through the
 * API. Calls go to 127.0.0.1: Node cannot resolve *.localhost everywhere; browsers use the area hosts.
 */
export const API = `http://127.0.0.1:${port}`;

/** A file attached to a mail, downloadable from the mailbox at `url` (a path). */
export type MailAttachment = { filename: string; contentType: string; size: number; url: string };

export type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  /** the template it was made from (`interview-calendar`, …) */
  template: string;
  attachments: MailAttachment[];
};

export async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${API}/dev/mail.json?to=${encodeURIComponent(email)}`);
  expect(response.ok(), `GET /dev/mail.json answered ${response.status()}`).toBe(true);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to `email` made from `template` and returns it. */
export async function mailFromTemplate(request: APIRequestContext, email: string, template: string) {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, email)).find((mail) => mail.template === template);
        return found !== undefined;
      },
      { timeout: 60_000, message: `a mail „${template}“ to ${email}` },
    )
    .toBe(true);
  return found as Mail;
}

/** The content of a mail's attachment (a calendar file), as the mailbox serves it for download. */
export async function attachmentText(
  request: APIRequestContext,
  attachment: MailAttachment,
): Promise<string> {
  const response = await request.get(`${API}${attachment.url}`);
  expect(response.ok(), `GET ${attachment.url} answered ${response.status()}`).toBe(true);
  return response.text();
}

/** Waits for the newest mail to `email` beyond the first `seen` ones and reads its 6-digit code. */
export async function nextCode(request: APIRequestContext, email: string, seen = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, email);
        const newest = mails.length > seen ? mails[0] : undefined;
        code = newest?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { timeout: 60_000, message: `a code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

const ACTIVATION_LINK = /http:\/\/employer\.localhost:\d+\/employer\/active-account\?token=[^\s"<>]+/;

/** Waits until `email` has received `count` mails and returns the activation link of the newest. */
export async function activationLink(request: APIRequestContext, email: string, count = 1): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, email);
        link = mails.length >= count ? (mails[0]?.text.match(ACTIVATION_LINK)?.[0] ?? '') : '';
        return link;
      },
      { timeout: 60_000, message: `activation mail number ${count} to ${email}` },
    )
    .toMatch(ACTIVATION_LINK);
  return link;
}

let counter = 0;
/** A fresh address per test, so reruns against the same database never collide. */
export function freshEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now()}-${counter}@example.org`;
}

/** Creates a confirmed candidate account through the API (not the journey under test). */
export async function createCandidate(request: APIRequestContext, email: string, password: string) {
  const origin = areaUrl('candidate', '').replace(/\/$/, '');
  const signUp = await request.post(`${API}/api/auth/candidate/sign-up/email`, {
    data: { email, password, acceptTerms: true },
    headers: { Origin: origin },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const otp = await nextCode(request, email);
  const verify = await request.post(`${API}/api/auth/candidate/email-otp/verify-email`, {
    data: { email, otp },
    headers: { Origin: origin },
  });
  expect(verify.status(), await verify.text()).toBe(200);
}
