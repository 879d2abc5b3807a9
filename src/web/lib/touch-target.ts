/**
 * Admin controls at least 44 px on a phone width or a touch screen (issue 20): the size Apple and
 * Google ask for (WCAG 2.5.5). With a mouse on a wide screen the compact sizes stay.
 */
export const TOUCH_HEIGHT = 'max-md:min-h-11 pointer-coarse:min-h-11';
export const TOUCH_SIZE = 'max-md:min-h-11 max-md:min-w-11 pointer-coarse:min-h-11 pointer-coarse:min-w-11';
