import * as z from 'zod/mini';
import { int4 } from './fields.ts';
import { REQUESTOR_TYPES } from '../domain/requestProfile.ts';
import { REQUEST_STATUSES } from '../domain/requests.ts';
import { skuSchema } from './titles.ts';

/** Evaluation purposes 1 acquisition, 2 advocating, 3 course adoption, 4 reviewing. */
export const evaluationTypeSchema = z
  .number('the evaluation purpose must be a number from 1 to 4')
  .check(
    z.int('the evaluation purpose must be a number from 1 to 4'),
    z.gte(1, 'the evaluation purpose must be a number from 1 to 4'),
    z.lte(4, 'the evaluation purpose must be a number from 1 to 4'),
  );

/** Course adoption attributes (seed 3): 1 department, 2 course, 3 enrollment. */
export const COURSE_ATTRIBUTE_TYPES = { department: 1, course: 2, enrollment: 3 } as const;
export const COURSE_FIELD_MAX = 200;
export const REQUEST_PROFILE_MAX = 4000;
export const REQUEST_REASON_MAX = 2000;
/** A request sent with no profile overview carries this (seed 3). */
export const NO_OVERVIEW = 'No Overview';

const courseField = z.optional(z.string().check(z.trim(), z.maxLength(COURSE_FIELD_MAX, `at most ${COURSE_FIELD_MAX} characters`)));
export const requestAttributeSchema = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3)], 'attribute types are 1 department, 2 course, 3 enrollment'),
  value: z.string().check(z.trim(), z.maxLength(COURSE_FIELD_MAX, `at most ${COURSE_FIELD_MAX} characters`)),
});

/**
 * POST /api/v1/me/galleys/requests: a digital review copy request. Course adoption (purpose 3) details come as
 * department/course/enrollment or as attributes of types 1-3 (both accepted; the named fields win). A missing
 * requestProfile is stored as 'No Overview'.
 */
export const galleyRequestBodySchema = z.object({
  sku: skuSchema,
  selectedTitleEvaluationPurposeTypeId: evaluationTypeSchema,
  requestProfile: z.optional(z.string().check(z.trim(), z.maxLength(REQUEST_PROFILE_MAX, `at most ${REQUEST_PROFILE_MAX} characters`))),
  department: courseField,
  course: courseField,
  enrollment: courseField,
  attributes: z.optional(z.array(requestAttributeSchema).check(z.maxLength(3, 'at most 3 attributes'))),
  requestReason: z.optional(z.string().check(z.trim(), z.maxLength(REQUEST_REASON_MAX, `at most ${REQUEST_REASON_MAX} characters`))),
});
export type GalleyRequestBody = z.infer<typeof galleyRequestBodySchema>;

/**
 * Reply codes of a request: SUCCESS, or a refusal whose text the client shows in an error dialog. Malformed
 * input and unknown titles are 4xx problems instead.
 */
export const REQUEST_REPLY_CODES = ['SUCCESS', 'NOT_REQUESTABLE', 'ALREADY_REQUESTED', 'ALREADY_APPROVED', 'DECLINED'] as const;
export type RequestReplyCode = (typeof REQUEST_REPLY_CODES)[number];

/** The reply of a request (seed 3: code and text), with the request's status after it (null when refused). */
export const galleyRequestReplySchema = z.object({
  code: z.string(),
  text: z.string(),
  status: z.nullable(z.enum(REQUEST_STATUSES)),
});
export type GalleyRequestReply = z.infer<typeof galleyRequestReplySchema>;

const addressField = z.optional(z.string().check(z.trim(), z.maxLength(200, 'at most 200 characters')));
/** Address (seed 3): addressId, description, fullName, streetAddress1, city, stateProvince, postalCode, country, isDefault. */
export const addressSchema = z.object({
  addressId: z.optional(z.union([int4(), z.string().check(z.maxLength(64))])),
  description: addressField,
  fullName: addressField,
  streetAddress1: addressField,
  city: addressField,
  stateProvince: addressField,
  postalCode: addressField,
  country: addressField,
  isDefault: z.optional(z.boolean()),
});
export type Address = z.infer<typeof addressSchema>;

/**
 * POST api/products/requests/0: a print review copy request (seed 3: sku, type 0, requestedQty 1, requestType 10,
 * emailAddress, sourceUserId, requestMessage, evaluationType, address, phoneNumber, optional attributes). Valid
 * only with a selected address and a non-empty phone (domain/printRequest.ts); the caller is always the requester.
 */
export const printRequestBodySchema = z.object({
  sku: skuSchema,
  type: z.optional(z.literal(0, 'type is 0')),
  requestedQty: z.optional(z.literal(1, 'requestedQty is 1')),
  requestType: z.optional(z.literal(10, 'requestType is 10')),
  emailAddress: z.union([z.optional(z.string().check(z.trim(), z.maxLength(254), z.email('please provide a valid email address'))), z.literal('')]),
  sourceUserId: z.optional(int4()),
  requestMessage: z.optional(z.string().check(z.trim(), z.maxLength(REQUEST_REASON_MAX, `at most ${REQUEST_REASON_MAX} characters`))),
  evaluationType: evaluationTypeSchema,
  address: z.optional(z.nullable(addressSchema)),
  phoneNumber: z.optional(z.string().check(z.trim(), z.maxLength(40, 'at most 40 characters'))),
  attributes: z.optional(z.array(requestAttributeSchema).check(z.maxLength(3, 'at most 3 attributes'))),
});
export type PrintRequestBody = z.infer<typeof printRequestBodySchema>;

export const ROLE_DESCRIPTION_MAX = REQUEST_PROFILE_MAX;

/**
 * POST /api/v1/me/galleys/requests/role: saves the role description (requestRole) and/or role summary
 * (requestorType) used by requests; at least one.
 */
export const requestRoleBodySchema = z
  .object({
    requestRole: z.optional(z.string().check(z.trim(), z.maxLength(ROLE_DESCRIPTION_MAX, `at most ${ROLE_DESCRIPTION_MAX} characters`))),
    requestorType: z.optional(z.enum(REQUESTOR_TYPES, 'not a known role summary')),
  })
  .check(z.refine((b) => b.requestRole !== undefined || b.requestorType !== undefined, 'send a requestRole or a requestorType'));

/** Review-copy preferences (seed 3): requestRole, requestorType, requestorTypes, evaluationType (null when never chosen). */
export const reviewCopyRequestPreferencesSchema = z.object({
  requestRole: z.string(),
  requestorType: z.string(),
  requestorTypes: z.array(z.string()),
  evaluationType: z.nullable(z.int()),
});
export type ReviewCopyRequestPreferences = z.infer<typeof reviewCopyRequestPreferencesSchema>;

/** The preference that remembers the last evaluation purpose: PUT /api/v1/me/preferences/DARC/evaluationType. */
export const DARC = 'DARC';
export const EVALUATION_TYPE_PREFERENCE = 'evaluationType';
