import * as z from 'zod/mini';
import { int4 } from './fields.ts';
import { PASSWORD_MAX_LENGTH } from '../domain/password.ts';

/** The session user of seed 1 section 3, answered by GET /api/v1/me/user. */
export const sessionUserSchema = z.object({
  user: z.object({
    id: z.int(),
    userID: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    createdDate: z.string(),
    title: z.string(),
    classification: z.string(),
    orgID: z.int(),
    orgName: z.string(),
    privileges: z.array(z.object({ name: z.string() })),
  }),
  organization: z.object({
    address: z.object({ country: z.string(), city: z.string(), stateProvince: z.string() }),
  }),
  userAvatar: z.object({ initials: z.string(), uri: z.string(), displayName: z.string() }),
  profiles: z.array(z.object({ type: z.string(), value: z.string() })),
  accountInfoForm: z.object({
    accountTypes: z.array(z.object({ id: z.int(), value: z.string() })),
    selectedAccountType: z.int(),
  }),
  region: z.object({ cultureName: z.string() }),
  isAccountSearchable: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const regionSchema = z.object({ name: z.string(), cultureName: z.string() });
export type Region = z.infer<typeof regionSchema>;

export const countrySchema = z.object({ code: z.string(), name: z.string() });
export const countriesSchema = z.array(countrySchema);
export type Country = z.infer<typeof countrySchema>;

/** POST /api/v1/registration/user body. Field rules beyond shape live in domain/registration.ts. */
export const registrationBodySchema = z.object({
  user: z.object({
    firstName: z.string().check(z.trim(), z.minLength(1, 'please enter your first name'), z.maxLength(100)),
    lastName: z.string().check(z.trim(), z.minLength(1, 'please enter your last name'), z.maxLength(100)),
    email: z.string().check(z.trim(), z.maxLength(254), z.email('please provide a valid email address')),
    password: z.string().check(z.minLength(1, 'please provide a password'), z.maxLength(PASSWORD_MAX_LENGTH)),
  }),
  recaptchaResponse: z.string().check(z.minLength(1, 'please verify that you are not a robot'), z.maxLength(4096)),
  doSendEmail: z.optional(z.boolean()),
  countryCode: z.optional(z.string().check(z.maxLength(8))),
  doKeepMeUpdated: z.optional(z.boolean()),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** Form-encoded login service bodies. */
export const loginBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'please provide your email address'), z.maxLength(254)),
  pword: z.string().check(z.minLength(1, 'please provide a password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export const forgotPasswordBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'please provide your email address'), z.maxLength(254)),
  applicationIdentifier: z.optional(z.string().check(z.maxLength(100))),
});
export const changePasswordBodySchema = z.object({
  password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
  verifyPassword: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
  token: z.optional(z.string().check(z.maxLength(200))),
  currentPassword: z.optional(z.string().check(z.maxLength(PASSWORD_MAX_LENGTH))),
});

/** PUT /api/v1/usage. siteContext is 3; sessionId is yyyyMMddHHmm + user id. */
export const usageBodySchema = z.object({
  siteContext: int4(),
  siteArea: z.string().check(z.maxLength(200)),
  sessionId: z.string().check(z.maxLength(64)),
});

/** GET /api/v1/registration/challenge: a self-hosted ALTCHA (v2) proof-of-work challenge for the altcha widget. */
export const altchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.optional(z.string()),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/** Messages of seed 1 sections 5 and 8 that the server answers as problem details. */
export const SESSION_MESSAGES = {
  invalidLogin: 'invalid login, please try again',
  alreadyRegistered: 'the email address you have provided is already registered',
  notARobot: 'please verify that you are not a robot',
  unknownCountry: 'please choose a country from the list',
  invalidResetToken: 'this password reset link is invalid or has expired',
  wrongCurrentPassword: 'your current password is incorrect',
  signInRequired: 'please log in',
} as const;
