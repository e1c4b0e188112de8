/** A new link between a parent's account and a child's. */
export type NewFamilyLink = { parentUserId: string; childUserId: string; relationType: string; now: Date };

/** The `family_links` row of a new link. */
export const familyLinkRow = (link: NewFamilyLink) => ({
  parent_user_id: link.parentUserId,
  child_user_id: link.childUserId,
  relation_type: link.relationType,
  created_at: link.now,
});
