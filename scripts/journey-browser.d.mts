export declare const HEADLESS_SHELL: { path: string; debianPackage: string };
export declare const FULL_CHROMIUM: { path: string; debianPackage: string };
export declare function journeyBrowser(): string | null;
