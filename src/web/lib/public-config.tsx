import { createContext, useContext } from 'react';
import type { PublicConfig } from '@/contracts/ssr';

/** The public values the server hands the browser (the site's own address, …), the same on both sides. */
export const PublicConfigContext = createContext<PublicConfig>({
  publicUrl: '',
  oidc: { authority: '', clientId: '', scope: '', resource: null },
});

export const usePublicConfig = () => useContext(PublicConfigContext);
