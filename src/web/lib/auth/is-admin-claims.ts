/**
 * The spec's client-side admin check (storefront section 6), used only to decide what to show:
 * role lists in the origin-namespaced claim, `roles`, `app_metadata.roles`, `user_metadata.roles`
 * or a placeholder-domain claim. The server decides who is really an admin.
 */
export function hasAdminRoleClaim(claims: Record<string, unknown>, origin: string): boolean {
  const lists = [
    claims[`${origin}/roles`],
    claims.roles,
    (claims.app_metadata as { roles?: unknown } | undefined)?.roles,
    (claims.user_metadata as { roles?: unknown } | undefined)?.roles,
    claims['https://example.com/roles'],
  ];
  return lists.some((list) => Array.isArray(list) && list.includes('admin'));
}
