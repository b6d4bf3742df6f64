import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { reviewCopyApprovalRules } from '../db/schema/galleys.ts';
import { galleyRequests, type RequestDetails } from '../db/schema/requests.ts';
import type { GalleyRequest } from '../../shared/contracts/requests.ts';
import {
  COURSE_ATTRIBUTE_TYPES,
  NO_OVERVIEW,
  type GalleyRequestBody,
  type GalleyRequestReply,
  type PrintRequestBody,
  type RequestReplyCode,
} from '../../shared/contracts/requestWrites.ts';
import { missingShipping, PROVIDE_SHIPPING_MESSAGE } from '../../shared/domain/printRequest.ts';
import { statusOnRequest, type ApprovalRule } from '../../shared/domain/requestApproval.ts';
import { EVALUATION_TYPES, REQUEST_TYPES, type RequestStatus, type RequestType } from '../../shared/domain/requests.ts';
import { fieldProblem, httpProblem } from '../plugins/problem.ts';
import { liveGalleySql } from './titlesAccess.ts';
import { listRequests } from './requests.ts';

/** The texts of the request replies (shown by the client: SUCCESS in the result dialog, others in an error dialog). */
const REPLY_TEXTS: Record<RequestReplyCode | 'PENDING', (name: string) => string> = {
  SUCCESS: (name) => `Your request for ${name} was approved: the review copy is ready to download.`,
  PENDING: (name) => `Your request for ${name} was sent to the publisher, who will approve or decline it.`,
  NOT_REQUESTABLE: (name) => `${name} has no review copy available for request.`,
  ALREADY_REQUESTED: (name) => `You have already requested ${name}; your request is waiting for the publisher's approval.`,
  ALREADY_APPROVED: (name) => `Your request for ${name} was already approved.`,
  DECLINED: (name) => `Your request for ${name} was declined by the publisher.`,
};
const PRINT_TEXTS = {
  approved: (name: string) => `Your print review copy request for ${name} was approved and will be shipped to your address.`,
  pending: (name: string) => `Your print review copy request for ${name} was sent to the publisher, who will approve or decline it.`,
};

/** A title as a request needs it: name, publisher, whether a review copy (galley) is live, print requestability. */
async function requestedTitle(tx: Tx, sku: string) {
  const [row] = await tx
    .select({
      sku: products.sku,
      name: products.name,
      publisherId: products.publisherId,
      isPrcRequestable: products.isPrcRequestable,
      live: liveGalleySql(),
    })
    .from(products)
    .where(eq(products.sku, sku));
  if (!row) throw fieldProblem('sku', 'there is no title with this sku', 404);
  return row;
}

/** The publisher's approval rule: its publisher-wide rule first, else one tied to its community; none means manual. */
export async function approvalRuleFor(tx: Tx, publisherId: number | null): Promise<ApprovalRule | null> {
  if (publisherId === null) return null;
  const [rule] = await tx
    .select({ mode: reviewCopyApprovalRules.mode, userIds: reviewCopyApprovalRules.userIds })
    .from(reviewCopyApprovalRules)
    .where(eq(reviewCopyApprovalRules.publisherId, publisherId))
    .orderBy(sql`${reviewCopyApprovalRules.affiliationId} is not null`, asc(reviewCopyApprovalRules.id))
    .limit(1);
  return rule ?? null;
}

async function findRequest(tx: Tx, userId: number, sku: string, requestType: RequestType) {
  const [row] = await tx
    .select()
    .from(galleyRequests)
    .where(and(eq(galleyRequests.userId, userId), eq(galleyRequests.sku, sku), eq(galleyRequests.requestType, requestType)))
    .for('update');
  return row ?? null;
}

/** The refusal for a title the user already asked for (a cancelled request may be made again). */
function refusalFor(status: RequestStatus): RequestReplyCode | null {
  if (status === 'pending') return 'ALREADY_REQUESTED';
  if (status === 'approved' || status === 'approvedArchived') return 'ALREADY_APPROVED';
  if (status === 'rejected') return 'DECLINED';
  return null;
}

/** Course adoption details (purpose 3 only): the named fields, else attributes 1-3; blanks left out. */
function courseDetails(purpose: number, body: Pick<GalleyRequestBody, 'department' | 'course' | 'enrollment' | 'attributes'>): RequestDetails {
  if (purpose !== EVALUATION_TYPES.courseAdoption) return {};
  const details: RequestDetails = {};
  for (const [field, type] of Object.entries(COURSE_ATTRIBUTE_TYPES) as Array<[keyof typeof COURSE_ATTRIBUTE_TYPES, number]>) {
    const value = body[field] ?? body.attributes?.find((a) => a.type === type)?.value;
    if (value) details[field] = value;
  }
  return details;
}

/** Inserts the request, or makes a cancelled one anew (same row: one request per user, title and type). */
async function submit(
  tx: Tx,
  existing: { id: number } | null,
  values: Omit<typeof galleyRequests.$inferInsert, 'id' | 'submittedDate' | 'statusChangedDate' | 'decidedBy'>,
) {
  const now = new Date();
  const row = { ...values, submittedDate: now, statusChangedDate: now, decidedBy: null };
  if (existing) await tx.update(galleyRequests).set(row).where(eq(galleyRequests.id, existing.id));
  // A concurrent first request of the same title (unique per user, title and type) wins; this one then changes nothing.
  else await tx.insert(galleyRequests).values(row).onConflictDoNothing();
}

/**
 * POST /api/v1/me/galleys/requests: a digital review copy request, approved or left pending by the publisher's
 * rule. Refusals (no live galley, already requested, approved or declined) are replies with their code and text;
 * an unknown title is a 404.
 */
export async function requestGalley(tx: Tx, userId: number, body: GalleyRequestBody): Promise<GalleyRequestReply> {
  const title = await requestedTitle(tx, body.sku);
  const existing = await findRequest(tx, userId, body.sku, REQUEST_TYPES.digital);
  const refusal = existing && refusalFor(existing.status);
  if (refusal) return { code: refusal, text: REPLY_TEXTS[refusal](title.name), status: existing.status };
  if (!title.live) return { code: 'NOT_REQUESTABLE', text: REPLY_TEXTS.NOT_REQUESTABLE(title.name), status: existing?.status ?? null };
  const status = statusOnRequest(await approvalRuleFor(tx, title.publisherId), userId);
  const purpose = body.selectedTitleEvaluationPurposeTypeId;
  await submit(tx, existing, {
    userId,
    sku: body.sku,
    requestType: REQUEST_TYPES.digital,
    status,
    evaluationType: purpose,
    requestProfile: body.requestProfile || NO_OVERVIEW,
    requestReason: body.requestReason ?? '',
    details: courseDetails(purpose, body),
  });
  return { code: 'SUCCESS', text: (status === 'approved' ? REPLY_TEXTS.SUCCESS : REPLY_TEXTS.PENDING)(title.name), status };
}

/**
 * POST api/products/requests/0: a print review copy request. Without a selected address and a phone number it is
 * a 400 asking for shipping (nothing stored); a title with no print copies is refused with NOT_REQUESTABLE.
 */
export async function requestPrintCopy(tx: Tx, userId: number, email: string, body: PrintRequestBody): Promise<GalleyRequestReply> {
  const missing = missingShipping(body.address, body.phoneNumber);
  if (missing.length)
    throw httpProblem(
      400,
      PROVIDE_SHIPPING_MESSAGE,
      missing.map((field) => ({ field, message: PROVIDE_SHIPPING_MESSAGE })),
    );
  const title = await requestedTitle(tx, body.sku);
  const existing = await findRequest(tx, userId, body.sku, REQUEST_TYPES.print);
  const refusal = existing && refusalFor(existing.status);
  if (refusal) return { code: refusal, text: REPLY_TEXTS[refusal](title.name), status: existing.status };
  if (!title.isPrcRequestable) return { code: 'NOT_REQUESTABLE', text: REPLY_TEXTS.NOT_REQUESTABLE(title.name), status: existing?.status ?? null };
  const status = statusOnRequest(await approvalRuleFor(tx, title.publisherId), userId);
  const address = Object.fromEntries(Object.entries(body.address ?? {}).map(([k, v]) => [k, String(v)]));
  await submit(tx, existing, {
    userId,
    sku: body.sku,
    requestType: REQUEST_TYPES.print,
    status,
    evaluationType: body.evaluationType,
    requestProfile: NO_OVERVIEW,
    requestReason: body.requestMessage ?? '',
    details: {
      ...courseDetails(body.evaluationType, { attributes: body.attributes }),
      address,
      phoneNumber: body.phoneNumber!.trim(),
      emailAddress: body.emailAddress || email,
      requestMessage: body.requestMessage ?? '',
    },
  });
  return { code: 'SUCCESS', text: PRINT_TEXTS[status](title.name), status };
}

async function requestView(tx: Tx, userId: number, sku: string): Promise<GalleyRequest> {
  const view = (await listRequests(tx, userId, sku)).find((r) => r.requestType === REQUEST_TYPES.digital);
  if (!view) throw fieldProblem('sku', 'you have no request for this title', 404);
  return view;
}

/**
 * POST /api/me/galleys/{sku}/cancel: cancels the caller's pending request (status cancelled, galley status 30).
 * Cancelling a cancelled request changes nothing; approved or declined requests cannot be cancelled (409).
 */
export async function cancelRequest(tx: Tx, userId: number, sku: string): Promise<GalleyRequest> {
  const request = await findRequest(tx, userId, sku, REQUEST_TYPES.digital);
  if (!request) throw fieldProblem('sku', 'you have no request for this title', 404);
  if (request.status !== 'pending' && request.status !== 'cancelled') {
    throw httpProblem(409, 'only a pending request can be cancelled', [{ field: 'sku', message: `the request is ${request.status}` }]);
  }
  if (request.status === 'pending') {
    await tx.update(galleyRequests).set({ status: 'cancelled', statusChangedDate: new Date() }).where(eq(galleyRequests.id, request.id));
  }
  return requestView(tx, userId, sku);
}

/**
 * POST /api/me/galleys/{sku}/enable: re-enables a cancelled request as if made now: the publisher's rule applies
 * again (approved at once under auto-approval, else pending) and the submitted date becomes today. A request that
 * is already pending or approved is answered as it is; a declined one, or a title whose galley expired, is a 409.
 */
export async function enableRequest(tx: Tx, userId: number, sku: string): Promise<GalleyRequest> {
  const request = await findRequest(tx, userId, sku, REQUEST_TYPES.digital);
  if (!request) throw fieldProblem('sku', 'you have no request for this title', 404);
  if (request.status === 'rejected') {
    throw httpProblem(409, 'a declined request cannot be re-enabled', [{ field: 'sku', message: 'the request is rejected' }]);
  }
  if (request.status === 'cancelled') {
    const title = await requestedTitle(tx, sku);
    if (!title.live) throw httpProblem(409, 'this title has no review copy available any more', [{ field: 'sku', message: 'no live galley' }]);
    const status = statusOnRequest(await approvalRuleFor(tx, title.publisherId), userId);
    const now = new Date();
    await tx
      .update(galleyRequests)
      .set({ status, submittedDate: now, statusChangedDate: now, decidedBy: null })
      .where(eq(galleyRequests.id, request.id));
  }
  return requestView(tx, userId, sku);
}
