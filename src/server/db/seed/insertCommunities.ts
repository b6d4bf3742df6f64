import type { Random } from '../../../shared/domain/random.ts';
import type { Tx } from '../client.ts';
import { affiliationCircles, affiliationMemberships, affiliationOwners, affiliations, groupValidationItems } from '../schema/communities.ts';
import { reviewCopyApprovalRules } from '../schema/galleys.ts';
import { communityLogoUri } from '../../services/avatars.ts';
import { PUBLISHERS } from './catalogData.ts';
import { generateCommunities } from './communities.ts';
import { setSerial, type PeopleResult } from './insertPeople.ts';

const DAY_MS = 86_400_000;

/** Communities with owners, members, validation items and circles; one approval rule per publisher. */
export async function insertCommunities(tx: Tx, rnd: Random, people: PeopleResult, now: Date): Promise<number> {
  const specs = generateCommunities(rnd.fork('communities'), people.userSpecs);
  const idOf = (key: string) => {
    const id = people.userIdByKey.get(key);
    if (id === undefined) throw new Error(`demo seed: unknown user ${key}`);
    return id;
  };
  await tx.insert(affiliations).values(
    specs.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      type: c.type,
      isGenreCommunity: c.isGenreCommunity,
      viewId: 5000 + c.id,
      // Circles show their parent's logo.
      logoUri: c.parentId ? '' : communityLogoUri(c.name),
      status: c.status,
      publisherId: c.publisherIndex === undefined ? null : c.publisherIndex + 1,
      browseRefinements: c.browseRefinements,
      createdAt: new Date(now.getTime() - (400 + c.id) * DAY_MS),
    })),
  );
  await setSerial(tx, 'affiliations');
  await tx.insert(affiliationOwners).values(specs.flatMap((c) => c.ownerKeys.map((k) => ({ affiliationId: c.id, userId: idOf(k) }))));
  const r = rnd.fork('memberships');
  await tx.insert(affiliationMemberships).values(
    specs.flatMap((c) =>
      c.memberKeys.map((k) => ({
        affiliationId: c.id,
        userId: idOf(k),
        joinedDate: new Date(now.getTime() - r.int(60, 380) * DAY_MS),
        lastViewedDate: r.chance(0.85) ? new Date(now.getTime() - r.int(0, 45) * DAY_MS - r.int(0, 86_399) * 1000) : null,
      })),
    ),
  );
  await tx
    .insert(groupValidationItems)
    .values(specs.flatMap((c) => c.validation.map((v) => ({ affiliationId: c.id, type: v.type, code: v.code ?? null }))));
  const circles = specs.filter((c) => c.parentId !== undefined).map((c) => ({ parentGroupId: c.parentId!, childGroupId: c.id }));
  if (circles.length) await tx.insert(affiliationCircles).values(circles);

  const listed = people.userSpecs
    .filter((u) => u.key.startsWith('user-'))
    .slice(0, 6)
    .map((u) => idOf(u.key));
  await tx.insert(reviewCopyApprovalRules).values(
    PUBLISHERS.map((p, i) => ({
      publisherId: i + 1,
      affiliationId: specs.find((c) => c.publisherIndex === i)?.id ?? null,
      mode: p.approval,
      userIds: p.approval === 'autoApproveListedUsers' ? listed : [],
    })),
  );
  return specs.length;
}
