/**
 * The seam between the server and the React app's server renderer. The server hands the
 * renderer its own read services (no HTTP call to itself); the renderer never imports the server.
 */
import type { StoreCategory, StoreProduct, StoreProductListQuery, StoreRelatedProducts, StoreVariant } from './catalog';
import type { StoreBusinessSettings } from './settings';

export interface SsrDataSource {
  listProducts(query?: StoreProductListQuery): Promise<StoreProduct[]>;
  /** Resolves to null when there is no such product. */
  productBySlug(slug: string): Promise<StoreProduct | null>;
  productById(id: string): Promise<StoreProduct | null>;
  variantsOf(productId: string): Promise<StoreVariant[]>;
  /** The strips under a product page; empty when there is no such product. */
  relatedProducts(productId: string): Promise<StoreRelatedProducts>;
  categories(): Promise<StoreCategory[]>;
  homepageCategories(): Promise<StoreCategory[]>;
  businessSettings(): Promise<StoreBusinessSettings>;
}

/** What the browser needs from the build: its entry script, styles and preloads. */
export interface PageAssets {
  entryScript: string;
  styles: string[];
  modulePreloads: string[];
}

/** Values the browser may know, handed over by the server (never secrets). */
export interface PublicConfig {
  publicUrl: string;
  /** The OpenID provider the browser signs in with (built in at /oidc, or an external one). */
  oidc: { authority: string; clientId: string; scope: string; resource: string | null };
}

export interface RenderRequest {
  url: string;
  assets: PageAssets;
  data: SsrDataSource;
  publicConfig: PublicConfig;
}

export interface RenderResult {
  status: number;
  html: string;
}

export type RenderPage = (request: RenderRequest) => Promise<RenderResult>;
