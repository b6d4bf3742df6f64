import type { Random } from '../../../shared/domain/random.ts';
import type { AffiliationStatus, BrowseRefinement } from '../schema/communities.ts';
import { PUBLISHERS } from './catalogData.ts';
import type { UserSpec } from './people.ts';

/** Code to join the invited book fair community. */
export const BOOKFAIR_CODE = 'BOOKFAIR2026';
export const DEBUT_PANEL_CODE = 'DEBUTPANEL';

export interface CommunitySpec {
  id: number;
  name: string;
  description: string;
  /** 1 organization, 2 user. */
  type: number;
  isGenreCommunity: boolean;
  status: AffiliationStatus;
  publisherIndex?: number;
  validation: Array<{ type: string; code?: string }>;
  browseRefinements: BrowseRefinement[];
  ownerKeys: string[];
  memberKeys: string[];
  parentId?: number;
}

const VIEW_BASE = 5000;

function categoryRefinements(viewId: number, categories: string[]): BrowseRefinement[] {
  return categories.map((code) => ({ viewId, browseLaneType: 'category', code, isExclusion: false }));
}

/** Genre, open, invited (validation code), a parent with two circles, and one community per publisher. */
export function generateCommunities(rnd: Random, users: UserSpec[]): CommunitySpec[] {
  const trade = users.filter((u) => u.key.startsWith('user-')).map((u) => u.key);
  const some = (n: number) => rnd.sample(trade, n);
  const list: CommunitySpec[] = [];
  const add = (c: Omit<CommunitySpec, 'id' | 'browseRefinements'> & { categories?: string[] }) => {
    const id = list.length + 1;
    const { categories, ...rest } = c;
    list.push({ ...rest, id, browseRefinements: categoryRefinements(VIEW_BASE + id, categories ?? []) });
    return id;
  };
  const open = [{ type: 'group' }];
  const genres: Array<[string, string[]]> = [
    ['Mystery & Thriller Readers', ['Fiction / Mystery & Detective']],
    ['Speculative Fiction Circle', ['Fiction / Science Fiction', 'Fiction / Fantasy']],
    ['Romance Readers', ['Fiction / Romance']],
    ['Kids & YA Booktalk', ['Young Adult Fiction', 'Juvenile Fiction / Picture Books']],
    ['History & Biography Buffs', ['History', 'Biography & Autobiography', 'Fiction / Historical']],
    ['Literary Fiction Salon', ['Fiction / Literary', 'Poetry']],
  ];
  for (const [name, categories] of genres) {
    add({
      name,
      description: `A genre community for ${name.toLowerCase()}: new titles, reviews and buzz.`,
      type: 2,
      isGenreCommunity: true,
      status: 'active',
      validation: open,
      ownerKeys: [],
      categories,
      // The demo account reads mysteries and literary fiction; the other genres are there to join.
      memberKeys: [...(/^(Mystery|Literary)/.test(name) ? ['demo'] : []), ...some(10)],
    });
  }
  add({
    name: 'Independent Booksellers Forum',
    description: 'Open to every bookseller: frontlist picks, events and shop talk.',
    type: 2,
    isGenreCommunity: false,
    status: 'active',
    validation: open,
    ownerKeys: ['user-6'],
    memberKeys: ['demo', 'user-6', ...some(12)],
  });
  add({
    name: 'Library Collection Development',
    description: 'Librarians comparing notes on what to buy next season.',
    type: 2,
    isGenreCommunity: false,
    status: 'active',
    validation: open,
    ownerKeys: ['user-7'],
    memberKeys: ['user-7', ...some(12)],
  });
  add({
    name: 'Cookbook Shelf Talkers',
    description: 'Cooking and food writing for the shop floor.',
    type: 2,
    isGenreCommunity: false,
    status: 'active',
    validation: open,
    ownerKeys: ['user-8'],
    memberKeys: ['user-8', ...some(6)],
    categories: ['Cooking'],
  });
  add({
    name: 'Book Fair 2026 Insiders',
    description: `By invitation: early galleys for the fair. Join with the code ${BOOKFAIR_CODE}.`,
    type: 2,
    isGenreCommunity: false,
    status: 'active',
    validation: [{ type: 'code', code: BOOKFAIR_CODE }],
    ownerKeys: ['publisher-staff-0'],
    memberKeys: ['publisher-staff-0', ...some(8)],
  });
  add({
    name: 'Debut Authors Preview Panel',
    description: 'Invited reviewers read debut novels before publication.',
    type: 2,
    isGenreCommunity: false,
    status: 'active',
    validation: [{ type: 'code', code: DEBUT_PANEL_CODE }],
    ownerKeys: ['publisher-staff-1'],
    memberKeys: ['demo', 'publisher-staff-1', ...some(6)],
  });
  const parent = add({
    name: 'Northern Booksellers Alliance',
    description: "A regional alliance with circles for fiction and children's buyers.",
    type: 1,
    isGenreCommunity: false,
    status: 'active',
    validation: open,
    ownerKeys: ['user-9'],
    memberKeys: ['demo', 'user-9', ...some(10)],
  });
  add({
    name: 'Northern Booksellers: Fiction Buyers',
    description: 'A circle of the alliance for fiction buyers.',
    type: 2,
    isGenreCommunity: false,
    status: 'active',
    validation: open,
    ownerKeys: ['user-9'],
    memberKeys: ['demo', 'user-9', ...some(5)],
    parentId: parent,
    categories: ['Fiction / Literary', 'Fiction / Historical'],
  });
  add({
    name: "Northern Booksellers: Children's Buyers",
    description: "A circle of the alliance for children's buyers.",
    type: 2,
    isGenreCommunity: false,
    status: 'active',
    validation: open,
    ownerKeys: ['user-9'],
    memberKeys: ['user-9', ...some(5)],
    parentId: parent,
    categories: ['Young Adult Fiction', 'Juvenile Fiction / Picture Books'],
  });
  add({
    name: 'Spring 2024 Galley Swap',
    description: 'An archived community from an earlier season.',
    type: 2,
    isGenreCommunity: false,
    status: 'archived',
    validation: open,
    ownerKeys: ['user-10'],
    memberKeys: ['user-10', ...some(4)],
  });
  PUBLISHERS.forEach((p, i) => {
    const staff = `publisher-staff-${i}`;
    add({
      name: `${p.name} Community`,
      description: `Review copies, news and conversations from ${p.name}.`,
      type: 1,
      isGenreCommunity: false,
      status: 'active',
      publisherIndex: i,
      validation: open,
      ownerKeys: [staff],
      // The demo account belongs to the two auto-approving publishers' communities.
      memberKeys: [...(p.approval === 'autoApproveAll' ? ['demo'] : []), staff, ...some(8)],
    });
  });
  for (const c of list) c.memberKeys = [...new Set(c.memberKeys)];
  return list;
}
