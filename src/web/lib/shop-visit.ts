/**
 * An admin who pressed "Back to Shop" browses the storefront in this tab: the home page's
 * redirect of a signed-in admin to /admin (storefront section 2) leaves them on the shop until they
 * open the admin portal again (docs/decisions/0042). Kept in the tab's session storage, so a
 * reload of the shop does not throw them back into the portal.
 */
const KEY = 'admin.browsing-shop';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function setBrowsingShop(on: boolean): void {
  const s = storage();
  if (on) s?.setItem(KEY, '1');
  else s?.removeItem(KEY);
}

export const isBrowsingShop = (): boolean => storage()?.getItem(KEY) === '1';
