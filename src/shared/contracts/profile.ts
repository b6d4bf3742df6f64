import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../domain/password.ts';
import { id, idParam, text } from './fields.ts';

/**
 * Profile and account (seed 3 §3 User, Address, Organization; §4; §5; issue 20). The profile editor reads
 * GET /api/v1/me/profile and saves personal information with POST /api/v1/users/{email}/ (the seed's call), addresses
 * under /api/v1/me/addresses, the avatar with PUT /api/v1/me/avatar and the sign-in email with POST /api/v1/me/email.
 * The role, role summary and social links keep their review-copy calls (contracts/requestWrites.ts, preferences).
 */
export const PERSONAL_INFO_REQUIRED = 'first_name_and_last_name_are_required';
export const STATE_NOT_IN_COUNTRY = 'choose a state or province of the country';
export const ADDRESS_LIMIT = 20;
export const TOO_MANY_ADDRESSES = `at most ${ADDRESS_LIMIT} addresses`;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_NOT_AN_IMAGE = 'the picture must be a JPEG, PNG or WebP image';
export const AVATAR_TOO_LARGE = 'the picture must be at most 5 MB';

export const addressSchema = z.object({
  addressId: z.number(),
  description: z.string(),
  fullName: z.string(),
  streetAddress1: z.string(),
  city: z.string(),
  stateProvince: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const profileSchema = z.object({
  user: z.object({
    id: z.number(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    addresses: z.array(addressSchema),
    canEditAccountAndPrivileges: z.boolean(),
    isAccountUpgradable: z.boolean(),
    avatarUri: z.string(),
    /** An uploaded picture (not the initials one): counts for profile strength. */
    hasAvatar: z.boolean(),
    /** A member of at least one community: counts for profile strength. */
    joinedCommunity: z.boolean(),
  }),
  organization: z.nullable(z.object({ id: z.number(), displayName: z.string(), isLibrary: z.boolean() })),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/v1/users/{email}/: personal information. Both names are required (first_name_and_last_name_are_required). */
export const personalInfoBodySchema = z.object({
  firstName: text(100).check(z.trim(), z.minLength(1, PERSONAL_INFO_REQUIRED)),
  lastName: text(100).check(z.trim(), z.minLength(1, PERSONAL_INFO_REQUIRED)),
  phone: z.optional(text(40).check(z.trim(), z.regex(/^[0-9+()./ -]*$/, 'a phone number has digits, spaces and + ( ) . / -'))),
  /** The organization's name: an existing one (any case) is joined, a new one made. Empty keeps the current one. */
  organization: z.optional(text(200).check(z.trim())),
});
export type PersonalInfoBody = z.infer<typeof personalInfoBodySchema>;
export const userEmailParamsSchema = z.object({ email: z.string().check(z.maxLength(254)) });

export const addressBodySchema = z.object({
  description: z.optional(text(100).check(z.trim())),
  fullName: text(200).check(z.trim(), z.minLength(1, 'please enter the full name')),
  streetAddress1: text(200).check(z.trim(), z.minLength(1, 'please enter the street address')),
  city: text(100).check(z.trim(), z.minLength(1, 'please enter the city')),
  stateProvince: z.optional(text(100).check(z.trim())),
  postalCode: z.optional(text(20).check(z.trim())),
  country: text(2).check(z.trim(), z.regex(/^[A-Za-z]{2}$/, 'choose a country')),
  isDefault: z.optional(z.boolean()),
});
export type AddressBody = z.infer<typeof addressBodySchema>;
export const addressParamsSchema = z.object({ addressId: idParam() });
export const addressIdSchema = z.object({ addressId: id() });

export const avatarReplySchema = z.object({ avatarUri: z.string() });

/** POST /api/v1/me/email: a new sign-in email, confirmed with the current password. */
export const changeEmailBodySchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.minLength(1, 'please provide your email address'), z.maxLength(254), z.email('please provide a valid email address')),
  currentPassword: z.string().check(z.minLength(1, 'please enter your current password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export const changeEmailReplySchema = z.object({ email: z.string() });
