import { oc } from '@orpc/contract';
import { z } from 'zod';
import { RoleSchema } from '../account';
import { SUPPORTED_LOCALES } from '../i18n';
import { PasswordSchema } from '../password';

/** The pools whose accounts are invited and activated by link (candidates sign up themselves). */
export const InvitedPoolSchema = z.enum(['employer', 'admin']);
export type InvitedPool = z.infer<typeof InvitedPoolSchema>;

export const ActivationTokenSchema = z.string().min(20).max(200);

export const ActivationInfoSchema = z.object({ email: z.email(), firstName: z.string().nullable() });
export type ActivationInfo = z.infer<typeof ActivationInfoSchema>;

export const ActivateAccountSchema = z.object({ token: ActivationTokenSchema, password: PasswordSchema });
export type ActivateAccount = z.infer<typeof ActivateAccountSchema>;

export const CandidateMeSchema = z.object({
  id: z.string(),
  email: z.email(),
  /** false until the first-time sign-in welcome is completed */
  onboarded: z.boolean(),
});
export type CandidateMe = z.infer<typeof CandidateMeSchema>;

export const EmployerMeSchema = z.object({
  id: z.string(),
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  role: RoleSchema,
  companyId: z.uuid(),
  companyName: z.string(),
  /** the language of the employer's e-mails */
  locale: z.enum(SUPPORTED_LOCALES),
  /** a short-lived address of the profile picture (spec: profilePictureUrl), null without one */
  profilePictureUrl: z.string().nullable(),
});
export type EmployerMe = z.infer<typeof EmployerMeSchema>;

export const AdminMeSchema = z.object({ id: z.string(), email: z.email(), name: z.string() });
export type AdminMe = z.infer<typeof AdminMeSchema>;

const activate = (pool: InvitedPool) =>
  oc
    .route({
      method: 'PUT',
      path: pool === 'employer' ? '/employers/activate' : '/admins/activate',
      summary: `Set the password of an invited ${pool} account from its activation link`,
      tags: ['sign-in'],
    })
    .input(ActivateAccountSchema)
    .output(z.object({ email: z.email() }));

export const sessionContract = {
  /** What the activation page shows before the password is chosen; errors tell used or expired links. */
  checkActivation: oc
    .route({
      method: 'GET',
      path: '/activations/{pool}/{token}',
      summary: 'Check an activation link',
      tags: ['sign-in'],
    })
    .input(z.object({ pool: InvitedPoolSchema, token: ActivationTokenSchema }))
    .output(ActivationInfoSchema),
  activateEmployer: activate('employer'),
  activateAdmin: activate('admin'),
  candidateMe: oc
    .route({ method: 'GET', path: '/candidates/me', summary: 'The signed-in candidate', tags: ['sign-in'] })
    .output(CandidateMeSchema),
  completeCandidateOnboarding: oc
    .route({
      method: 'PUT',
      path: '/candidates/me/onboarding',
      summary: 'Mark the first-time sign-in welcome as done',
      tags: ['sign-in'],
    })
    .output(CandidateMeSchema),
  employerMe: oc
    .route({ method: 'GET', path: '/employers', summary: 'The signed-in employer user', tags: ['sign-in'] })
    .output(EmployerMeSchema),
  adminMe: oc
    .route({ method: 'GET', path: '/admins/me', summary: 'The signed-in super admin', tags: ['sign-in'] })
    .output(AdminMeSchema),
};
