import type { Locale } from '@veil/domain';
import { type AccountActivationData, accountActivation } from './account-activation';
import { type ApplicationRejectedData, applicationRejected } from './application-rejected';
import { type MailContent, type RenderedMail, renderMailContent } from './layout';
import { type PasswordResetCodeData, passwordResetCode } from './password-reset-code';
import { type SignInAlertData, signInAlert } from './sign-in-alert';
import { type SignupCodeData, signupCode } from './signup-code';

export { escapeHtml } from './layout';
export type {
  AccountActivationData,
  ApplicationRejectedData,
  PasswordResetCodeData,
  RenderedMail,
  SignInAlertData,
  SignupCodeData,
};

/** Every mail the platform sends, with the data each one needs. */
export type MailTemplateData = {
  'signup-code': SignupCodeData;
  'password-reset-code': PasswordResetCodeData;
  'account-activation': AccountActivationData;
  'sign-in-alert': SignInAlertData;
  'application-rejected': ApplicationRejectedData;
};

export type MailTemplateName = keyof MailTemplateData;

const TEMPLATES: { [T in MailTemplateName]: (data: MailTemplateData[T], locale: Locale) => MailContent } = {
  'signup-code': signupCode,
  'password-reset-code': passwordResetCode,
  'account-activation': accountActivation,
  'sign-in-alert': signInAlert,
  'application-rejected': applicationRejected,
};

/** Renders a template in the recipient's language: subject, HTML and plain text. */
export function renderMail<T extends MailTemplateName>(
  template: T,
  locale: Locale,
  data: MailTemplateData[T],
): RenderedMail {
  const content: (data: MailTemplateData[T], locale: Locale) => MailContent = TEMPLATES[template];
  return renderMailContent(content(data, locale), locale);
}
